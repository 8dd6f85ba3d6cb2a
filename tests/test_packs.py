"""Packs layered over a base ruleset: adding, replacing, extending, removing; broken packs rejected
with their codes and positions; saves remember the packs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl.agents import RandomAgent
from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.errors import SaveError
from rulesdsl.play.game import Game
from rulesdsl.play.saves import check_packs, save_data
from rulesdsl.sim.play import play_out

HERE = Path(__file__).parent
MINI = HERE / "fixtures" / "rulesets" / "mini"
EXTRA = HERE / "fixtures" / "packs" / "mini_extra"
MORE = HERE / "fixtures" / "packs" / "mini_more"


def test_pack_adds_replaces_extends_and_removes() -> None:
    rs = load_ruleset(MINI, [EXTRA])
    assert rs.packs == [("mini_extra", "1.0.0")]
    assert "green_leaf" in rs.entities and rs.entities["blue_gem"].props["vp"] == 3
    assert [a.id for a in rs.actions["turn"]] == ["play_card", "buy_vp", "pass"]
    played_green = 0
    for seed in range(20):
        g = Game.new(rs, 2, seed, log=True)
        play_out(g, [RandomAgent(seed), RandomAgent(seed + 1)])
        assert ("section", "leaves") in (g.log or [])  # the extended scoring step ran
        played_green += sum(1 for ev in g.log or [] if ev[0] == "run" and ev[2] == "green_leaf")
    assert played_green > 0  # the pack's card is actually used in games


def test_dependent_pack_with_override_is_ordered_after_its_dependency() -> None:
    res = check_ruleset(MINI, [MORE, EXTRA])  # given in the wrong order: dependencies go first
    assert not res.errors, [d.render() for d in res.errors]
    assert [p.id for p in res.content.packs] == ["mini_extra", "mini_more"]
    assert res.ruleset is not None and res.ruleset.entities["green_leaf"].props["vp"] == 5


def test_replay_refuses_a_different_pack_set() -> None:
    rs = load_ruleset(MINI, [EXTRA])
    g = Game.new(rs, 2, 3)
    play_out(g, [RandomAgent(1), RandomAgent(2)])
    data = save_data(g, 3)
    check_packs(data, rs.packs)
    with pytest.raises(SaveError) as err:
        check_packs(data, [])
    assert err.value.code == "F005"
    with pytest.raises(SaveError):
        check_packs(data, [("mini_extra", "2.0.0")])


MANIFEST = "file: pack\nid: {id}\nversion: {version}\nname: Test\nrequires:\n  ruleset: {{id: mini{rv}}}\n"

# name -> (files of the pack, expected code, file, line, col)
BROKEN = {
    "bad_manifest_key": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv="") + "requirse: {}\n"},
                         "S002", "pack.yaml", 7, 1),
    "no_manifest": ({"cards.yaml": "file: entities\nkind: card\nentities: []\n"}, "K001", None, 1, 1),
    "ruleset_version_mismatch": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0",
                                                                rv=', versions: ">=2.0.0"')},
                                 "K003", "pack.yaml", 6, 33),
    "unmet_dependency": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv="")
                          + "  packs: [{id: ghost}]\n"}, "K002", "pack.yaml", 7, 11),
    "nothing_to_replace": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv=""),
                            "cards.yaml": "file: entities\nkind: card\nentities:\n  - id: red_coyn\n"
                                          "    replace: true\n    props: {vp: 1}\n    tags: {color: red}\n"},
                           "K006", "cards.yaml", 4, 9),
    "duplicate_without_replace": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv=""),
                                   "cards.yaml": "file: entities\nkind: card\nentities:\n  - id: red_coin\n"
                                                 "    props: {vp: 1}\n    tags: {color: red}\n"},
                                  "M002", "cards.yaml", 4, 9),
    "reference_into_missing_pack": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv=""),
                                     "macros.yaml": "file: macros\nmacros:\n  - id: game\n    extend: true\n"
                                                    "    body: \"gain(leaves, 1)\"\n"},
                                    "E005", "macros.yaml", 5, 17),
    "remove_missing": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv=""),
                        "remove.yaml": "file: remove\nentities: [purple_gem]\n"}, "K006", "remove.yaml", 2, 12),
    "plugin_missing": ({"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv="") + "plugins: [no_such_plugin]\n"},
                       "K007", "pack.yaml", 7, 11),
}


def _make(tmp_path: Path, name: str, files: dict[str, str]) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    for fname, text in files.items():
        (folder / fname).write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_pack_is_rejected_with_code_and_position(tmp_path: Path, name: str) -> None:
    files, code, fname, line, col = BROKEN[name]
    pack = _make(tmp_path, name, files)
    res = check_ruleset(MINI, [pack])
    hits = [d for d in res.errors if d.code == code]
    assert hits, f"expected {code}, got {[d.render() for d in res.diagnostics]}"
    d = hits[0]
    if fname is not None:
        assert d.path.endswith(f"{name}/{fname}"), d.path
        assert (d.line, d.col) == (line, col), d.render()
    assert res.ruleset is None


def test_two_packs_touching_the_same_id_conflict(tmp_path: Path) -> None:
    a = _make(tmp_path, "a", {"pack.yaml": MANIFEST.format(id="pa", version="1.0.0", rv=""),
                              "c.yaml": "file: entities\nkind: card\nentities:\n  - id: red_coin\n    replace: true\n"
                                        "    props: {vp: 2}\n    tags: {color: red}\n"})
    b = _make(tmp_path, "b", {"pack.yaml": MANIFEST.format(id="pb", version="1.0.0", rv=""),
                              "c.yaml": "file: entities\nkind: card\nentities:\n  - id: red_coin\n    replace: true\n"
                                        "    props: {vp: 3}\n    tags: {color: red}\n"})
    res = check_ruleset(MINI, [a, b])
    k = [d for d in res.errors if d.code == "K004"]
    assert k and k[0].path.endswith("b/c.yaml") and "a/c.yaml" in k[0].hint


def test_declared_conflict_and_cycle(tmp_path: Path) -> None:
    a = _make(tmp_path, "a", {"pack.yaml": MANIFEST.format(id="pa", version="1.0.0", rv="")
                              + "  packs: [{id: pb}]\nconflicts: [pc]\n"})
    b = _make(tmp_path, "b", {"pack.yaml": MANIFEST.format(id="pb", version="1.0.0", rv="") + "  packs: [{id: pa}]\n"})
    c = _make(tmp_path, "c", {"pack.yaml": MANIFEST.format(id="pc", version="1.0.0", rv="")})
    codes = {d.code for d in check_ruleset(MINI, [a, b, c]).errors}
    assert {"K005", "K008"} <= codes


def test_packs_command_lists_changes(tmp_path: Path) -> None:
    from rulesdsl.reports.packs import describe_packs
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    shutil.copytree(EXTRA, tmp_path / "mini-packs" / "mini_extra")
    text = "\n".join(describe_packs(root))
    assert "mini_extra 1.0.0" in text and "[fan-made]" in text
    assert "replace" in text and "remove" in text and "checks clean" in text


def test_plugin_verb_registered_from_python_is_usable_in_content(tmp_path: Path) -> None:
    from rulesdsl.content.plugins import register_verb
    from rulesdsl.dsl.verbs import REGISTRY, Param, Verb
    from rulesdsl.runtime import world

    pack = _make(tmp_path, "p", {"pack.yaml": MANIFEST.format(id="p", version="1.0.0", rv=""),
                                 "m.yaml": "file: macros\nmacros:\n  - id: game\n    extend: true\n"
                                           "    body: \"for p in players { as p { double_gain(coins, 2) } }\"\n"})
    res = check_ruleset(MINI, [pack])
    assert [d.code for d in res.errors] == ["E002"]  # the plug-in is not installed: unknown verb

    def double_gain(m, counter, n=1):  # type: ignore[no-untyped-def]
        world.add_counter(m, counter, 2 * n, None)

    verb = Verb("double_gain", "effect", (Param("counter", "counter"), Param("n", "int", 1, False)),
                "Gain twice n of a counter.", "double_gain(wood, 1)")
    register_verb(verb, double_gain)
    try:
        rs = load_ruleset(MINI, [pack])
        g = Game.new(rs, 2, 1)
        play_out(g, [RandomAgent(1), RandomAgent(2)])
        assert all(c["coins"] >= 4 for c in g.state["counters"])  # each player gained 2 x 2 at the end
    finally:
        REGISTRY.pop("double_gain", None)
        from rulesdsl.content.plugins import PLUGIN_IMPLS
        PLUGIN_IMPLS.pop("double_gain", None)

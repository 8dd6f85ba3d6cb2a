"""A changed-side game that never read the definitions that changed is not played again (`play/reach.py`,
`sim/pairs.py`): which edits allow it, and — the differential check — that the records it gives are exactly
those of playing every game, for an effect, a prop and a tag edit, with what the base games read remembered."""

from __future__ import annotations

import shutil
from dataclasses import asdict
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.reach import definition_changes, reached, watching
from rulesdsl.runtime.ruleset import REntity
from rulesdsl.sim.pairs import play_pairs
from rulesdsl.sim.simulate import SimConfig, run_chunk

BITOKU = Path(__file__).resolve().parent.parent / "rules" / "bitoku"
YOKAI = Path("entities") / "yokai.yaml"
CARD = "kappa_2"
EDITS = {  # name -> (card, old text, new text inside the card's entry of the Bitoku entities file declaring it)
    "effect": (CARD, 'play: "region_action(glade, 3)"', 'play: "choose { gain(wood, 2) | pay(jade, 1); gain(vp, 3) }"'),
    "effect again": (CARD, 'play: "region_action(glade, 3)"', 'play: "region_action(glade, 2)"'),
    "prop": (CARD, "props: {vp: 2}", "props: {vp: 5}"),
    "tag": (CARD, "icon: onsen}", "icon: ara}"),
    "wording": (CARD, 'text: "Glade of Jade level-3', 'text: "Glade of Jade, level 3'),
    "copies": (CARD, "  - id: kappa_2\n", "  - id: kappa_2\n    copies: 2\n"),
    # read in every game of the differential check (a starting card), and in some of them only (its game 1)
    "start effect": ("kappa_start", 'play: "region_action(glade, 2)"', 'play: "gain(wood, 2)"'),
    "some prop": ("ancient_6", "props: {min_die: 3, bonus: 0, fresh: 0}", "props: {min_die: 4, bonus: 0, fresh: 0}"),
}


def _edited(tmp: Path, edit: str) -> Path:
    root = tmp / edit.replace(" ", "_") / "bitoku"
    shutil.copytree(BITOKU, root)
    card, old, new = EDITS[edit]
    f = next(p for p in [root / YOKAI, *sorted((root / "entities").glob("*.yaml"))]
             if f"  - id: {card}\n" in p.read_text(encoding="utf-8"))  # the file declaring the card
    text = f.read_text(encoding="utf-8")
    i = text.index(f"  - id: {card}\n")
    j = text.index(old, max(0, i - len(old)))
    assert j - i < 400, "the edit must fall inside the card's entry"
    f.write_text(text[:j] + new + text[j + len(old):], encoding="utf-8")
    return root


@pytest.mark.parametrize(("edit", "expected"), [
    ("effect", {CARD: {"effects"}}), ("prop", {CARD: {"props"}}), ("tag", {CARD: {"tags"}}),
    ("wording", {}),  # play never reads the text: every game is the base's
    ("copies", None),  # another number of objects: nothing can be skipped
])
def test_which_edits_are_definitions_only(edit: str, expected: dict[str, set[str]] | None, tmp_path: Path) -> None:
    base = load_ruleset(BITOKU)
    got = definition_changes(base, load_ruleset(_edited(tmp_path, edit)))
    assert got == ({k: frozenset(v) for k, v in expected.items()} if expected is not None else None)


def test_anything_else_that_differs_plays_every_game(tmp_path: Path) -> None:
    base = load_ruleset(BITOKU)
    assert definition_changes(base, load_ruleset(BITOKU)) == {}
    assert definition_changes(base, load_ruleset(BITOKU), [{"expr": "vp", "weight": 1}], None) is None
    root = tmp_path / "bitoku"
    shutil.copytree(BITOKU, root)
    f = next(p for p in sorted(root.rglob("*.yaml")) if "macros:" in p.read_text(encoding="utf-8"))
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace("body: |\n", "body: |\n      log(\"edited\")\n", 1), encoding="utf-8")
    assert definition_changes(base, load_ruleset(root)) is None


def test_the_watch_notes_each_read_once_a_game_and_puts_everything_back() -> None:
    rs = load_ruleset(BITOKU)
    before = dict(rs.entities)
    with watching(rs) as reads:
        for _ in range(2):
            reads.fresh_game()
            assert rs.entities[CARD].props == {"vp": 2} and reads.seen == {f"{CARD}:props"}
            assert rs.entities[CARD].props == {"vp": 2} and type(rs.entities[CARD]) is not REntity  # effects: still
            assert rs.entities[CARD].effects == before[CARD].effects
            assert rs.entities[CARD].tags == before[CARD].tags and type(rs.entities[CARD]) is REntity  # all read
            assert reads.seen == {f"{CARD}:props", f"{CARD}:effects", f"{CARD}:tags"}
    assert rs.entities == before and all(rs.entities[e] is before[e] for e in before)
    assert reached({CARD: frozenset({"tags"})}, [f"{CARD}:tags"])
    assert not reached({CARD: frozenset({"props"})}, [f"{CARD}:tags", "other:props"])


def _cfg(root: Path, games: int, **kw: object) -> dict[str, object]:
    base = {"root": str(root), "players": 2, "games": games, "seed": 11, "seats": ("planner", "random")}
    base.update(kw)
    return asdict(SimConfig(**base))  # type: ignore[arg-type]


def _plain(recs: list[dict[str, object]]) -> list[dict[str, object]]:
    return [{k: v for k, v in r.items() if k not in ("recalled", "unreached")} for r in recs]


GAMES = 4


@pytest.fixture(scope="module")
def played_base() -> list[dict[str, object]]:
    return run_chunk(_cfg(BITOKU, GAMES), 0, GAMES)


@pytest.mark.parametrize(("edit", "reached"), [
    ("start effect", [0, 1, 2, 3]), ("some prop", [1]), ("tag", []),
    ("effect", []),  # a longer effect: every later compiled node moves, and no unread game may change for it
])
def test_skipping_gives_the_records_of_playing_every_game(edit: str, reached: list[int],
                                                          played_base: list[dict[str, object]],
                                                          tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    changed = _edited(tmp_path, edit)
    every = run_chunk(_cfg(changed, GAMES), 0, GAMES)
    _, ra, rb = play_pairs(_cfg(BITOKU, GAMES), _cfg(changed, GAMES), 0, GAMES)
    assert _plain(ra) == played_base
    assert _plain(rb) == every
    assert [r["game"] for r in rb if not r.get("unreached")] == reached  # both ways are exercised
    assert all(_plain([r])[0] == played_base[r["game"]] for r in rb if r.get("unreached"))  # type: ignore[index]
    if edit == "start effect":  # a read need not change the game (a look-ahead weighing the card); this one does
        assert any(_plain([rb[i]])[0] != played_base[i] for i in reached)  # the edit did change a game


def test_what_the_base_games_read_is_remembered_for_any_later_edit(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path / "cache"))
    a = _cfg(BITOKU, GAMES, remember=True)
    _, _, rb1 = play_pairs(a, _cfg(_edited(tmp_path, "effect"), GAMES, remember=True), 0, GAMES)
    for edit in ("effect again", "some prop", "start effect"):  # the same card again, other cards
        changed = _edited(tmp_path, edit)
        _, ra, rb = play_pairs(a, _cfg(changed, GAMES, remember=True), 0, GAMES)
        assert all(r.get("recalled") for r in ra)  # the base side: found, with what each game read
        monkeypatch.setenv("RULESDSL_CACHE", "off")
        _, _, fresh = play_pairs(_cfg(BITOKU, GAMES), _cfg(changed, GAMES), 0, GAMES)  # found nothing: played
        assert [bool(r.get("unreached")) for r in rb] == [bool(r.get("unreached")) for r in fresh], edit
        assert _plain(rb) == _plain(fresh) == run_chunk(_cfg(changed, GAMES), 0, GAMES)
        monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path / "cache"))
    assert [bool(r.get("unreached")) for r in rb1] == [True] * GAMES


def test_a_value_memoised_from_a_definition_is_read_again_in_the_next_game() -> None:
    from rulesdsl.play.game import Game
    from rulesdsl.runtime.machine import Machine
    from rulesdsl.runtime.pyrt import memo_call

    rs = load_ruleset(BITOKU)
    g = Game.new(rs, 2, 5)

    def reads_card(m: Machine) -> int:
        return int(m.rs.entities[CARD].props["vp"])

    with watching(rs) as reads:
        for game in range(2):  # a memo kept from the game before would hide the read
            reads.fresh_game()
            m = Machine(rs, g.state, None)
            assert memo_call(m, reads_card, -1) == 2 and reads.seen == {f"{CARD}:props"}, game
            reads.seen.clear()
            assert memo_call(m, reads_card, -1) == 2 and not reads.seen  # within a game: memoised


def test_an_evaluation_read_from_a_file_counts_by_its_terms(tmp_path: Path) -> None:
    """The learned file beside ruleset.yaml (or one the ruleset names) is what the agents play by: a change
    there, with the content equal, plays every game."""
    from rulesdsl.sim.pairs import changes_to_skip
    from rulesdsl.sim.simulate import prepare

    src = Path(__file__).resolve().parent.parent / "rules" / "examples" / "nothanks"
    sides = []
    for name, weight in (("a", 10), ("b", 10), ("c", 7)):
        root = tmp_path / name / "nothanks"
        shutil.copytree(src, root)
        f = root / "ruleset.yaml"
        text = f.read_text(encoding="utf-8")
        start = text.index("evaluation:\n")
        end = text.index("\n", text.index('role: resource', start))
        f.write_text(text[:start] + text[end + 1:], encoding="utf-8")  # no evaluation declared
        (root / "learned-evaluation.json").write_text(f'[{{"expr": "chips", "weight": {weight}}}]',
                                                      encoding="utf-8")
        sides.append(prepare(_cfg(root, 2, players=3, seats=("planner", "random", "planner"))))
    assert changes_to_skip(sides[0], sides[1]) == {}  # the same terms: every game is the base's
    assert changes_to_skip(sides[0], sides[2]) is None  # another weight in the file: every game is played


def test_unpaired_play_is_never_skipped(tmp_path: Path) -> None:
    """Two folders with the same content, played on different seeds (how compare_null checks the error
    rate): the games differ, so none is taken from the other side."""
    from rulesdsl.sim.pairs import changes_to_skip
    from rulesdsl.sim.simulate import prepare

    copy = tmp_path / "bitoku"
    shutil.copytree(BITOKU, copy)
    base = prepare(_cfg(BITOKU, 2))
    assert changes_to_skip(base, prepare(_cfg(copy, 2))) == {}
    others: list[dict[str, object]] = [
        {"seed": 12}, {"players": 3, "seats": ("planner", "random", "random")}, {"rotate": False},
        {"seats": ("random", "planner")}, {"seats": ("planner", "human")}, {"seats": ("planner", "mcts:0.1s")}]
    for other in others:
        assert changes_to_skip(base, prepare(_cfg(copy, 2, **other))) is None, other

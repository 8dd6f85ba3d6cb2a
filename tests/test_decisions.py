"""Decisions describe themselves: prompts and option labels in every locale with a catalog, stable option ids,
why-not naming the rule, typed log events valid against their schema, and a human seat that never shows a
hidden object of another player."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulesdsl.agents import HumanAgent, RandomAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.i18n import locales_of
from rulesdsl.i18n.catalog import FALLBACK_MARK
from rulesdsl.paths import rules_dir, schemas_dir
from rulesdsl.play.events import object_ref
from rulesdsl.play.game import Game
from rulesdsl.play.situation import run_effect
from rulesdsl.play.state import initial_state, with_defaults
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.text.decisions import describe, why_not_text
from rulesdsl.text.log import event_line

BITOKU = rules_dir() / "bitoku"
TOKAIDO = rules_dir() / "tokaido"
TANUKI = rules_dir() / "bitoku-packs" / "tanuki"
_RS: dict[Any, Any] = {}


def _rs(root: Path, packs: tuple[Path, ...] = ()) -> Any:
    key = (root, packs)
    if key not in _RS:
        _RS[key] = load_ruleset(root, list(packs))
    return _RS[key]


def _raw_ids(rs: Any) -> set[str]:
    """Declared ids a reader must never see raw (those with an underscore cannot be words)."""
    ids = set(rs.entities) | set(rs.zones) | set(rs.counter_bounds) | set(rs.global_bounds) | set(rs.macros)
    ids |= {a.id for acts in rs.actions.values() for a in acts}
    return {i for i in ids if "_" in i}


def _play_described(root: Path, players: int, locale: str, seed: int, limit: int = 4000) -> list[str]:
    rs = _rs(root)
    g = Game.new(rs, players, seed)
    rng = random.Random(seed)
    texts: list[str] = []
    for _ in range(limit):
        if g.is_over():
            break
        t = describe(g, locale)
        assert t is not None and len(t.labels) == len(t.options)
        texts.append(t.prompt)
        texts.extend(t.labels)
        g.apply(rng.choice(g.legal_actions()))
    return texts


CASES = [(BITOKU, n, loc) for n in (1, 2, 3, 4) for loc in ("en", "tr", "uk", "pl")]
CASES += [(TOKAIDO, n, loc) for n in (2, 3, 5) for loc in ("en", "tr", "uk", "pl")]


@pytest.mark.parametrize(("root", "players", "locale"), CASES, ids=lambda x: getattr(x, "name", str(x)))
def test_every_prompt_and_label_is_written_out(root: Path, players: int, locale: str) -> None:
    rs = _rs(root)
    if not (root / "locales" / locale).is_dir():
        pytest.skip(f"{root.name} has no {locale} catalog yet (its names would all be English fallbacks)")
    assert locale in locales_of(rs)
    raw = _raw_ids(rs)
    texts = _play_described(root, players, locale, seed=players * 7 + 1)
    assert texts
    bad = []
    for text in set(texts):
        words = set(re.findall(r"[a-z0-9_@]+", text))
        if FALLBACK_MARK.strip() in text or re.search(r"\boption \d", text) or words & raw or not text.strip():
            bad.append(text)
    assert not bad, f"{len(bad)} prompt/label texts with a raw id, 'option N' or a fallback:\n" + "\n".join(bad[:10])


def _identity(rs: Any, players: int) -> dict[str, tuple[str, Any, Any]]:
    """Stable object id → (entity, starting zone, starting owner) at the start of a fresh game."""
    st = initial_state(rs, players, 1, with_defaults(rs, None))
    return {object_ref(rs, st, OBJ_BASE + i): (e, st["obj_zone"][i], st["obj_owner"][i])
            for i, e in enumerate(st["obj_entity"])}


def test_object_ids_are_the_same_across_player_counts_and_with_a_pack() -> None:
    base = _rs(BITOKU)
    packed = _rs(BITOKU, (TANUKI,))
    maps = [_identity(base, n) for n in (1, 2, 3, 4)] + [_identity(packed, n) for n in (2, 4)]
    merged: dict[str, tuple[str, Any, Any]] = {}
    for m in maps:
        for ident, what in m.items():
            assert merged.setdefault(ident, what) == what, f"{ident} names {what} here, {merged[ident]} elsewhere"
    assert "kappa_start@2" in merged and merged["kappa_start@2"][2] == 1  # the 2nd player's Kappa, always


def test_same_situation_offers_the_same_ids_with_or_without_the_pack_and_at_any_count() -> None:
    seen = []
    for rs in (_rs(BITOKU), _rs(BITOKU, (TANUKI,))):
        for n in (2, 3, 4):
            g = Game.from_situation(rs, n, {"zones": {"hand.P1": ["kappa_start", "kitsune_start", "nezumi_start"]}})
            run_effect(g, 'pick "discard" c in in(hand) { move(c, yokai_discard) }', 0)
            d = g.decision()
            assert d is not None and d.prompt == "discard" and d.entities == d.options
            seen.append(d.options)
    assert all(s == seen[0] for s in seen) and seen[0] == ("kappa_start", "kitsune_start", "nezumi_start")


def test_identical_copies_are_offered_once_and_distinguishable_ones_with_their_copy() -> None:
    rs = _rs(TOKAIDO)
    g = Game.from_situation(rs, 3, {"setup": False, "zones": {"inn_meals": ["dango", "dango", "sushi"]}})
    run_effect(g, "pick c in in(inn_meals) { log(\"x\") }", 0)
    assert g.legal_actions() == ["dango", "sushi"]
    g = Game.from_situation(rs, 3, {"setup": False, "zones": {"inn_meals": ["dango@1", "dango@2"]},
                                    "props": {"dango@2": {"price": 9}}})
    run_effect(g, "pick c in in(inn_meals) { log(\"x\") }", 0)
    assert g.legal_actions() == ["dango@1", "dango@2"]
    labels = describe(g, "en")
    assert labels is not None and labels.labels[0] != labels.labels[1]


def test_why_not_names_the_failing_requirement_and_where_it_is_written() -> None:
    rs = _rs(BITOKU)
    g = Game.from_situation(rs, 3, {"turn": "P1"})
    run_effect(g, "act(summer)", 0)
    assert "cross_river" not in g.legal_actions()
    plain = g.why_not("cross_river")
    assert plain is not None and re.search(r"actions\.yaml:\d+:\d+: 'cross_river' needs", plain)
    for loc in ("en", "tr", "uk", "pl"):
        text = why_not_text(g, "cross_river", loc, designer=True)
        assert text is not None and re.search(r"actions\.yaml:\d+:\d+", text) and FALLBACK_MARK not in text
        player = why_not_text(g, "cross_river", loc)
        assert player is not None and not re.search(r"\.yaml|:\d+:", player) and FALLBACK_MARK not in player
    assert "cross the river" in str(why_not_text(g, "cross_river", "en", designer=True))
    assert why_not_text(g, "cross_river", "en") == "You need a die of 2 or more in a forest region whose Hill has room."
    assert g.why_not("no_such_action") is not None and "not one of the options" in str(g.why_not("no_such_action"))
    assert g.why_not(g.legal_actions()[0]) is None


def test_log_events_match_their_schema() -> None:
    schema = json.loads((schemas_dir() / "log-event.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    kinds = set()
    for root, n in ((BITOKU, 3), (TOKAIDO, 4), (BITOKU, 1)):
        g = Game.new(_rs(root), n, 5, log=True)
        rng = random.Random(5)
        while not g.is_over():
            g.apply(rng.choice(g.legal_actions()))
        for ev in g.events():
            validator.validate(ev)
            kinds.add(ev["type"])
    assert {"action", "counter", "move", "section", "order", "run", "shuffle", "end", "forced"} <= kinds


HUMAN_GAMES = [(BITOKU, 2, 11), (BITOKU, 4, 12), (TOKAIDO, 3, 13), (TOKAIDO, 5, 14)]


@pytest.mark.parametrize(("root", "players", "seed"), HUMAN_GAMES, ids=lambda x: getattr(x, "name", str(x)))
def test_the_human_seat_never_shows_a_hidden_object_of_another_player(root: Path, players: int, seed: int) -> None:
    """Scripted answers at seat 1; every hidden move (into another's private zone or any hidden zone) must
    never appear as the line that names its object, in anything the seat printed."""
    from rulesdsl.agents.seat_view import can_see
    rs = _rs(root)
    rng = random.Random(seed)
    printed: list[str] = []
    game = Game.new(rs, players, seed, log=True)

    asked = [0]

    def typed(_: str) -> str:  # every 7th prompt first asks for the full view (every zone) once
        asked[0] += 1
        if asked[0] % 7 == 0:
            return "view"
        return str(rng.randint(1, len(game.legal_actions())))

    human = HumanAgent(0, game_seed=seed, inp=typed, out=printed.append)
    bots = [RandomAgent(seed + i) for i in range(players)]
    for _ in range(3000):
        p = game.current_player()
        if p is None:
            break
        game.apply(human.choose(game) if p == 0 else bots[p].choose(game))
    from rulesdsl.sim.runner import _print_seat_log
    _print_seat_log(game, printed.append, 0, "en")
    text = "\n".join(printed)
    hidden = [ev for ev in game.log or [] if ev[0] == "move" and not can_see(game, ev[3], ev[4], 0)]
    assert hidden, "the game should move hidden objects"
    leaks = {line for ev in hidden if (line := event_line(rs, ev)) and line in printed}
    assert not leaks, f"{len(leaks)} hidden moves shown by name, e.g. {sorted(leaks)[:3]}"
    # objects out of sight are counted by kind ("traveller card ×2") or as hidden objects, never named
    assert re.search(r"(hidden object|card|vision|yokai)( ×\d+)? → ", text) and " hidden" in text
    # the narrated log never names an entity none of whose copies this seat ever saw in a zone it sees (the
    # seat's own decisions may name the cards it chooses from; the log must not)
    from rulesdsl.runtime.machine import OBJ_BASE
    from rulesdsl.text.narrate import narrate
    told = "\n".join(narrate(game, "en", 0))
    from rulesdsl.text.log import entity_name
    table = rs.start_tables[players]
    where = list(zip(table["obj_zone"], table["obj_owner"], strict=True))
    seen = {table["obj_entity"][i] for i, (z, o) in enumerate(where) if can_see(game, z, o, 0)}
    for ev in game.log or []:
        if ev[0] == "move" and can_see(game, ev[3], ev[4], 0):
            seen.add(ev[2])
    never = {game.state["obj_entity"][i] for i in range(len(game.state["obj_entity"]))} - seen
    names = {entity_name(rs, e, "en") for e in never} - {entity_name(rs, e, "en") for e in seen}
    named = sorted(n for n in names if re.search(r"(?<!\w)" + re.escape(n) + r"(?![\w(])", told))
    assert OBJ_BASE and not named, named[:3]


def test_a_declared_prompt_must_be_an_id_and_have_its_message(tmp_path: Path) -> None:
    import shutil

    from rulesdsl.compiler.loader import check_ruleset
    from rulesdsl.text.check import check_i18n
    root = tmp_path / "mini"
    shutil.copytree(Path(__file__).parent / "fixtures" / "rulesets" / "mini", root)
    (root / "extra.yaml").write_text('file: macros\nmacros:\n  - id: ask\n    body: |\n'
                                     '      choose "Bad Id" { gain(vp, 1) | gain(coins, 1) }\n'
                                     '      pick "which_gem" g in in(hand) { move(g, discard) }\n', encoding="utf-8")
    res = check_ruleset(root)
    bad = [d for d in res.errors if d.code == "E020"]
    assert len(bad) == 1 and bad[0].line == 5 and "Bad Id" in bad[0].message
    (root / "extra.yaml").write_text('file: macros\nmacros:\n  - id: ask\n    body: |\n'
                                     '      pick "which_gem" g in in(hand) { move(g, discard) }\n', encoding="utf-8")
    reports, _ = check_i18n(root)
    diags = [d for r in reports for d in r.diagnostics]
    assert any(d.code == "L002" and "prompt-which_gem" in d.message for d in diags)


def test_choose_options_may_have_ids_of_their_own(tmp_path: Path) -> None:
    import shutil

    from rulesdsl.compiler.loader import check_ruleset
    rs = _rs(Path(__file__).parent / "fixtures" / "rulesets" / "mini")
    g = Game.from_situation(rs, 2, {"counters": {"P1": {"coins": 1}}})
    run_effect(g, 'choose "deal" { "gem": gain(gems, 1) | "rich": when coins >= 2: pay(coins, 2); gain(vp, 3) '
                  '| gain(vp, 1) }', 0)
    assert g.legal_actions() == ["gem", "gain_vp"]  # the third option: named by what it does
    assert "'rich' needs `coins >= 2`" in str(g.why_not("rich"))
    assert "only if you have at least 2 coins" in str(why_not_text(g, "rich", "en"))
    g.apply("gem")
    assert g.state["counters"][0]["gems"] == 1
    root = tmp_path / "mini"
    shutil.copytree(Path(__file__).parent / "fixtures" / "rulesets" / "mini", root)
    (root / "bad.yaml").write_text('file: macros\nmacros:\n  - id: bad\n    body: |\n'
                                   '      choose { "Bad": gain(vp, 1) | "a": gain(vp, 2) | "a": gain(vp, 3) }\n',
                                   encoding="utf-8")
    bad = [d for d in check_ruleset(root).errors if d.code == "E021"]
    assert [(d.line, d.col) for d in bad] == [(5, 16), (5, 37), (5, 56)]

"""Evaluation terms split by what they read (`agents/term_reads.py`): which terms are kept between calls, and
that reading a kept value back gives what working it out again gives, in played games and after a prop write."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from rulesdsl.agents.evaluation import Evaluator, game_values
from rulesdsl.agents.planner import PlannerAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.compiler.static import written_props, zone_reads
from rulesdsl.play.game import Game
from rulesdsl.runtime import world
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bitoku() -> Ruleset:
    """Bitoku with its generated Python."""
    return load_ruleset(ROOT / "rules" / "bitoku")


@pytest.mark.parametrize(("text", "zones", "fields"), [
    ("count([o for o in in_each(zones(pathrole=start)) if o.owner == me])", "pathrole=start", {"owner"}),
    ("sum([d.value for d in in(dice_red) + in(dice_green)])", ["dice_green", "dice_red"], {"value"}),
    ("count(in_each(rock_slots))", ["rock_0", "rock_1", "rock_2", "rock_3"], set()),
    ("at([0, 1, 2], count(distinct([c.virtue for c in in(bitoku_path)])))", ["bitoku_path"], {"virtue"}),
    ("count(in(visions)) * num_players", ["visions"], set()),
    # anything else of the game read: not kept
    ("vp", None, None),
    ("count([d for d in in(dice_green) if season == 2])", None, None),
    ("count([x for x in players if x.vp > 0])", None, None),  # a field of a player: a counter
    ("count([s for s in zones(role=diespace) if free(s) > 0])", None, None),  # free() of a zone not listed
    ("count(in(dice_red, 1))", None, None),  # another player's zone
    ("count([o for o in in(hand) if count(in(o.zone)) > 1])", None, None),  # a zone known only in play
])
def test_which_terms_read_only_zones(bitoku: Ruleset, text: str, zones: Any, fields: Any) -> None:
    """`static.zone_reads`: the zones a term reads when all else it reads is their objects and `me`."""
    fn, diags = bitoku.adhoc.expr(text)
    assert fn is not None and not [d for d in diags if d.severity == "error"]
    g = Game.new(bitoku, 4, 1)
    m = Machine(bitoku, g.state, None)

    def fixed(f: Any) -> tuple[bool, Any]:
        from rulesdsl.compiler.static import fixed_in_game
        return (True, f(m)) if fixed_in_game(f) else (False, None)
    got = zone_reads(fn, fixed)
    if zones is None:
        assert got is None
        return
    assert got is not None
    if isinstance(zones, str):  # a zones(...) query: the zones it finds in this game
        key, _, value = zones.partition("=")
        zones = [z for z, rz in bitoku.zones.items() if rz.tags.get(key) == value and z in g.state["zones"]]
    assert sorted(set(got[0])) == sorted(zones) and got[1] == fields


def test_props_written_in_play_are_known(bitoku: Ruleset) -> None:
    """Dice values and kodama positions are written in play (their terms compare props too); a card's virtue
    is not."""
    written = written_props(bitoku)
    assert written is not None and {"value", "pos"} <= written and "virtue" not in written


def _states(rs: Ruleset, players: int, seed: int, limit: int) -> list[tuple[dict[str, Any], int]]:
    """The states the default agent evaluates in one game (lookahead copies and determinisations included)."""
    seen: list[tuple[dict[str, Any], int]] = []
    own = Evaluator.own

    def spy(self: Evaluator, game: Game, player: int) -> float:
        if len(seen) < limit:
            seen.append((game.state, player))
        return own(self, game, player)
    g = Game.new(rs, players, seed)
    agents = [PlannerAgent(seed=seed * 10 + p) for p in range(players)]
    Evaluator.own = spy  # type: ignore[method-assign]
    try:
        while not g.is_over() and len(seen) < limit:
            g.apply(agents[g.current_player()].choose(g))
    finally:
        Evaluator.own = own  # type: ignore[method-assign]
    return seen


@pytest.mark.parametrize(("game", "players"), [("bitoku", 4), ("bitoku", 1), ("tokaido", 5)])
def test_values_read_back_are_the_values_worked_out(game: str, players: int) -> None:
    """Over the states a played game evaluates, in the order it evaluates them, every term read back from the
    memo equals the term worked out afresh; and some groups are read back (the memo is used)."""
    rs = load_ruleset(ROOT / "rules" / game)
    states = _states(rs, players, 3, 1500)
    split, _ = game_values(rs, None, Machine(rs, states[0][0], None))
    assert split is not None
    memo: dict[int, Any] = {}
    fresh = [[] for _ in states]  # type: list[list[Any]]
    for i, (st, p) in enumerate(states):
        m = Machine(rs, st, None)
        m.frames.append([-1, 0, {"me": p}, None])
        fresh[i] = split.values(m, p, {})
    calls = 0
    for g in split.groups:
        def counted(m: Machine, fn: Any = g.fn) -> list[Any]:
            nonlocal calls
            calls += 1
            return fn(m)  # type: ignore[no-any-return]
        g.fn = counted
    for i, (st, p) in enumerate(states):
        m = Machine(rs, st, None)
        m.frames.append([-1, 0, {"me": p}, None])
        assert split.values(m, p, memo) == fresh[i]
    if game == "bitoku":  # most group calls are read back: a lookahead's states differ in a few zones
        assert split.groups and calls < 0.3 * len(states) * len(split.groups)


def test_a_prop_written_in_place_of_a_kept_one_is_read(bitoku: Ruleset) -> None:
    """A die's value set on a copy (its props dict replaced, its zone the same tuple) is seen by the term that
    sums die values, though the zone it reads is unchanged."""
    g = Game.new(bitoku, 2, 5)
    ev = Evaluator(bitoku)
    rng = random.Random(5)
    while not g.is_over() and not g.state["zones"].get(bitoku.player_keys["dice_green"][0]):
        g.apply(rng.choice(g.legal_actions()))
    before = ev.own(g, 0)
    c = g.clone()
    die = c.state["zones"][bitoku.player_keys["dice_green"][0]][0]
    m = Machine(bitoku, c.state, None)
    old = world.attr(m, die, "value")
    world.set_prop(m, die, "value", old + 1 if old < 6 else old - 1)
    assert c.state["zones"] is not g.state["zones"] and ev.own(c, 0) != before
    assert ev.own(g, 0) == before



@pytest.mark.parametrize(("game", "players"), [("bitoku", 4), ("bitoku", 1)])
def test_sums_by_group_are_the_sums_in_order(game: str, players: int) -> None:
    """`Split.total` (integral weights: each group's weighted sum kept) is, to the last bit, the weighted sum of
    every term in order, over the states a played game evaluates."""
    rs = load_ruleset(ROOT / "rules" / game)
    states = _states(rs, players, 4, 800)
    split, weights = game_values(rs, None, Machine(rs, states[0][0], None))
    assert split is not None and split.weights == weights
    sums: dict[int, Any] = {}
    for st, p in states:
        m = Machine(rs, st, None)
        m.frames.append([-1, 0, {"me": p}, None])
        in_order = sum([w * float(v or 0) for v, w in zip(split.values(m, p, {}), weights, strict=True)])
        assert split.total(m, p, sums) == in_order


def test_sums_by_group_only_when_exact_in_any_order(bitoku: Ruleset) -> None:
    """A weight with a fraction, or magnitudes of 2**53 and more, leave the sum to be taken in order (None)."""
    from rulesdsl.agents.term_reads import split_terms
    from rulesdsl.compiler.static import fixed_in_game
    g = Game.new(bitoku, 2, 1)
    m = Machine(bitoku, g.state, None)
    m.frames.append([-1, 0, {"me": 0}, None])
    fns = [bitoku.adhoc.expr(t)[0] for t in ("vp + 1", "count(in_each(rock_slots)) + 1")]
    for weights, exact in (([2.0, 3.0], True), ([2.5, 3.0], False), ([2.0 ** 53, 1.0], False)):
        split = split_terms(bitoku, fns, lambda f: (True, f(m)) if fixed_in_game(f) else (False, None), weights)
        assert split is not None and split.groups
        got = split.total(m, 0, {})
        assert (got is not None) is exact
        if exact:
            assert got == sum(w * v for w, v in zip(weights, split.values(m, 0, {}), strict=True))

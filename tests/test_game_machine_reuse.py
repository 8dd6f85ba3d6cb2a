"""A game keeps its machine from one move to the next, and a lookahead counts the objects crossing the zones it
watches: both must tell exactly what a fresh machine and a recount would."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulesdsl.agents.planner import _unseen_keys
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game, Lookahead
from rulesdsl.runtime.machine import Machine

ROOT = Path(__file__).resolve().parent.parent
CASES = [("bitoku", 1), ("bitoku", 3), ("tokaido", 4)]


@pytest.fixture(scope="module")
def rulesets():  # type: ignore[no-untyped-def]
    return {name: load_ruleset(ROOT / "rules" / name) for name in ("bitoku", "tokaido")}


def _size(g: Game, keys: frozenset[str]) -> int:
    z = g.state["zones"]
    return sum(len(z[k]) for k in keys if k in z)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_a_kept_machine_knows_me_as_a_fresh_one(rulesets, name: str, players: int) -> None:  # type: ignore[no-untyped-def]
    """After every move, and in copies made along the way (which take what the original's machine knew of
    `me`), the kept machine's `me` is the one a fresh machine finds by scanning the frames."""
    rs = rulesets[name]
    rng = random.Random(5)
    g = Game.new(rs, players, 3)
    checked = 0
    while g.decision() is not None and checked < 400:
        kept = g.carry.machine
        assert kept is not None
        assert kept.me_or_none() == Machine(rs, g.state, None).me_or_none()
        if checked % 7 == 0:  # a copy plays one move ahead: its machine starts from what this one knew
            c = g.clone()
            c.apply(rng.choice(c.legal_actions()))
            if c.decision() is not None:
                assert c.carry.machine is not None
                assert c.carry.machine.me_or_none() == Machine(rs, c.state, None).me_or_none()
        g.apply(rng.choice(g.legal_actions()))
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(("name", "players"), CASES)
def test_flow_counts_the_objects_crossing_the_watched_zones(rulesets, name: str, players: int) -> None:  # type: ignore[no-untyped-def]
    """`Lookahead.flow` is the change in the number of objects in the watched zones since watching began (the
    planner's reveal check), move after move, and in copies, which carry it on."""
    rs = rulesets[name]
    rng = random.Random(11)
    g = Game.new(rs, players, 7)
    keys = _unseen_keys(g, 0)
    assert keys  # every case hides something from seat 0 (a deck at least)
    g.lookahead = Lookahead(zones=keys)
    start = _size(g, keys)
    moved = 0
    copy: Game | None = None
    for step in range(300):
        if g.decision() is None:
            break
        g.apply(rng.choice(g.legal_actions()))
        assert g.lookahead.flow == _size(g, keys) - start
        moved += g.lookahead.flow != 0
        if step == 10:
            copy = g.clone()
    assert moved, "no object crossed the watched zones: the test checks nothing"
    assert copy is not None and copy.lookahead.watch is not None and copy.lookahead.watch.zones is keys
    assert copy.lookahead.flow == _size(copy, keys) - start  # what the original counted before the copy was made
    while copy.decision() is not None:
        copy.apply(rng.choice(copy.legal_actions()))
        assert copy.lookahead.flow == _size(copy, keys) - start
    plain = Game.new(rs, players, 7)
    plain.apply(plain.legal_actions()[0])
    assert plain.lookahead.watch is None and plain.lookahead.flow == 0  # nothing is counted unless a lookahead watches


def test_a_copy_without_its_history_plays_the_same(rulesets) -> None:  # type: ignore[no-untyped-def]
    """`clone(keep_history=False)` (the planner's throw-away copies) starts with no history and otherwise plays
    exactly as a full copy; the original keeps its own."""
    rs = rulesets["bitoku"]
    g, rng = Game.new(rs, 2, 4), random.Random(4)
    for _ in range(30):
        g.apply(rng.choice(g.legal_actions()))
    full, bare = g.clone(), g.clone(keep_history=False)
    assert full.history == g.history and bare.history == [] and len(g.history) == 30
    for _ in range(40):
        if full.decision() is None:
            break
        action = rng.choice(full.legal_actions())
        full.apply(action)
        bare.apply(action)
        assert bare.state == full.state
    assert bare.history == full.history[30:] and len(g.history) == 30


def test_a_hint_for_another_stack_is_not_taken(rulesets) -> None:  # type: ignore[no-untyped-def]
    """A copy's hint (`Acting.assume`) is taken only while the frame it was given for is still on top at
    that depth: a state replaced or run on between the copy and its first move keeps its own `me`."""
    rs = rulesets["bitoku"]
    g = Game.new(rs, 3, 3)
    frames = g.state["frames"]
    fresh = Machine(rs, g.state, None).me_or_none()
    m = Machine(rs, g.state, None)
    m.acting.assume(m.frames, list(frames[-1]), (len(frames), 99))  # an equal frame, not the same one: refused
    assert m.me_or_none() == fresh
    m = Machine(rs, g.state, None)
    m.acting.assume(m.frames, frames[-1], (len(frames) + 1, 99))  # the same frame at another depth: refused
    assert m.me_or_none() == fresh
    m = Machine(rs, g.state, None)
    m.acting.assume(m.frames, frames[-1], (len(frames), 99))  # the very frame at its depth: taken, as a copy's hint is
    assert m.me_or_none() == 99
    c = g.clone()
    c.state = Game.new(rs, 3, 8).state  # replaced before its first move: the hint was for the old frames
    c.apply(c.legal_actions()[0])
    assert c.carry.machine is not None and c.carry.machine.me_or_none() == Machine(rs, c.state, None).me_or_none()

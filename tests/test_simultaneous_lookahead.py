"""The default agent's lookahead through a simultaneous round: after its own commitment it draws the other
seats' pending choices from its masked copy, so the evaluation sees the revealed result — and the draws
never depend on what the other seats really committed (no peeking)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulesdsl.agents import RandomAgent, make_agent
from rulesdsl.agents.planner import PlannerAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "rulesets"
SEALED = FIXTURES / "sealed"  # each bid scores only at the reveal: big 3, middle 2, small 1
PENNIES = FIXTURES / "pennies"
ORCHARD = rules_dir() / "examples" / "orchard"
_RS: dict[Path, Ruleset] = {}


def _rs(root: Path) -> Ruleset:
    if root not in _RS:
        _RS[root] = load_ruleset(root)
    return _RS[root]


class _Recording(PlannerAgent):
    """The default agent, remembering every commitment it drew for another seat."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.drawn: list[tuple[int, str]] = []

    def draw_other(self, g: Game, legal: list[str], rng: random.Random) -> str:
        got = super().draw_other(g, legal, rng)
        self.drawn.append((int(g.state["decision"]["p"]), got))
        return got


@pytest.mark.parametrize("kind", ["planner", "strong:4"])
@pytest.mark.parametrize(("seat", "other"), [(0, None), (1, None), (1, "small"), (1, "big"), (0, "middle")])
def test_the_lookahead_reaches_the_reveal(kind: str, seat: int, other: str | None) -> None:
    """Sealed bids: only the reveal tells the bids apart, so an agent whose lookahead stopped at its own
    commitment would pick at random; looking through the round it bids big, whoever committed first."""
    rs = _rs(SEALED)
    for seed in range(6):
        g = Game.new(rs, 2, seed)
        if other is not None:
            g.apply(other, seat=1 - seat)
        assert make_agent(kind, seed).choose(g if other is not None or seat == 0 else _asking(g, seat)) == "big"


def _asking(g: Game, seat: int) -> Game:
    """The game with `seat` asked (the other seat has not committed)."""
    from rulesdsl.play.simultaneous import masked
    return masked(g, seat)


def test_orchard_the_default_agent_never_keeps_a_wasp_it_can_avoid() -> None:
    """Orchard: the pick is face down and scores only when revealed (a wasp costs 3 points); over whole games
    against random seats, the default agent keeps a wasp only when its hand holds nothing else."""
    rs = _rs(ORCHARD)
    checked = 0
    for seed in range(3):
        g = Game.new(rs, 3, seed)
        agents = [PlannerAgent(seed), RandomAgent(seed + 1), RandomAgent(seed + 2)]
        while not g.is_over():
            p = g.current_player()
            assert p is not None
            action = agents[p].choose(g)
            if p == 0 and len(set(g.legal_actions())) > 1 and "wasp" in g.legal_actions():
                assert not action.startswith("wasp"), (seed, g.legal_actions())
                checked += 1
            g.apply(action)
    assert checked >= 3  # the case did come up


@pytest.mark.parametrize(("root", "players", "seat", "commitments"), [
    (PENNIES, 2, 1, [{0: "heads"}, {0: "tails"}]),
    (SEALED, 2, 0, [{1: "small"}, {1: "big"}, {1: "middle"}]),
    (ORCHARD, 3, 0, [{1: 0, 2: 0}, {1: -1, 2: -1}, {1: 1, 2: 2}]),  # Orchard: option positions in each hand
])
def test_the_drawn_commitments_never_depend_on_the_real_ones(root: Path, players: int, seat: int,
                                                             commitments: list[dict[int, str | int]]) -> None:
    """Seeded alike, the agent draws the same commitments for the other seats, and picks the same, whatever
    those seats really committed."""
    rs = _rs(root)
    for seed in range(4):
        seen = []
        for chosen in commitments:
            g = Game.new(rs, players, seed)
            for other, what in chosen.items():
                legal = g.legal_actions(other)
                g.apply(legal[what] if isinstance(what, int) else what, seat=other)
            agent = _Recording(seed)
            pick = agent.choose(g)
            assert agent.drawn, "the lookahead drew no commitment"
            seen.append((pick, agent.drawn))
        assert all(s == seen[0] for s in seen), (seed, seen)


def test_the_drawn_commitment_matches_the_real_one_only_by_chance() -> None:
    """Matching pennies: over many seeds, the draw for the seat that committed equals its real commitment
    about half the time (a peeking draw would always equal it)."""
    rs = _rs(PENNIES)
    same = total = 0
    for seed in range(40):
        real = random.Random(seed).choice(["heads", "tails"])
        g = Game.new(rs, 2, seed)
        g.apply(real, seat=0)
        agent = _Recording(1000 + seed)
        agent.choose(g)
        draws = [o for p, o in agent.drawn if p == 0]
        same += sum(o == real for o in draws)
        total += len(draws)
    assert total >= 40 and 0.3 < same / total < 0.7, (same, total)

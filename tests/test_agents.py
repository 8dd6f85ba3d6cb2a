"""Agents: seat syntax, legality of every choice, the data-driven evaluation, and MCTS/greedy never peeking."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from rulesdsl.agents import AGENTS, GreedyAgent, MCTSAgent, RandomAgent, make_agent
from rulesdsl.agents.determinize import _shuffle, determinize, unseen_zones
from rulesdsl.agents.evaluation import Evaluator, compile_terms, outcome
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.views import view
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
BITOKU = ROOT / "rules" / "bitoku"
_RS: dict[Path, Ruleset] = {}


def _rs(root: Path) -> Ruleset:
    if root not in _RS:
        if not (root / "ruleset.yaml").exists():
            pytest.skip(f"{root} not present")
        _RS[root] = load_ruleset(root)
    return _RS[root]


def _play_checked(rs: Ruleset, players: int, seed: int, kinds: list[str], max_decisions: int) -> Game:
    """Play with every choice checked against the legal options (stops early at max_decisions)."""
    agents = [make_agent(k, seed * 10 + i) for i, k in enumerate(kinds)]
    g = Game.new(rs, players, seed)
    for _ in range(max_decisions):
        p = g.current_player()
        if p is None:
            break
        before = g.legal_actions()
        choice = agents[p].choose(g)
        assert choice in before, f"{kinds[p]} chose {choice!r}, not in {before}"
        assert g.legal_actions() == before, "choosing must not change the game"
        try:
            g.apply(choice)
        except GameRuntimeError as err:  # the rules' own loop limit (mini lets a player buy points forever)
            assert err.code == "R102"
            break
    return g


def test_seat_syntax() -> None:
    assert set(AGENTS) >= {"random", "greedy", "mcts", "human"}
    assert isinstance(make_agent("random", 1), RandomAgent)
    assert isinstance(make_agent("greedy", 1), GreedyAgent)
    m = make_agent("mcts:500", 1)
    assert isinstance(m, MCTSAgent) and m.iterations == 500 and m.seconds is None and m.name == "mcts:500"
    m = make_agent("mcts:0.5s", 1)
    assert isinstance(m, MCTSAgent) and m.seconds == 0.5 and m.iterations is None
    m = make_agent("mcts:250ms", 1)
    assert isinstance(m, MCTSAgent) and m.seconds == pytest.approx(0.25)
    assert isinstance(make_agent("mcts", 1), MCTSAgent)
    for bad in ("mcts:abc", "mcts:0", "mcts:-1s", "greedy:3", "alphazero"):
        with pytest.raises(UsageError) as err:
            make_agent(bad, 1)
        assert err.value.code == "U004"


@pytest.mark.parametrize("players", [2, 3])
def test_agents_choose_only_legal_options_on_mini(players: int) -> None:
    rs = _rs(MINI)
    kinds = ["random", "greedy", "mcts:8"][:players] + ["random"] * max(0, players - 3)
    for seed in range(6):
        g = _play_checked(rs, players, seed, kinds[seed % players:] + kinds[:seed % players], 400)
        assert g.history


def test_agents_choose_only_legal_options_on_bitoku() -> None:
    rs = _rs(BITOKU)
    _play_checked(rs, 2, 3, ["greedy", "random"], 10_000)
    _play_checked(rs, 2, 4, ["mcts:3", "greedy"], 40)
    _play_checked(rs, 3, 5, ["random", "mcts:2", "greedy"], 30)
    if rs.min_players == 1:  # solo against a rival: the search agents still only choose legal options
        _play_checked(rs, 1, 6, ["greedy"], 60)
        _play_checked(rs, 1, 7, ["mcts:2"], 15)


def test_greedy_beats_random_on_mini() -> None:
    rs = _rs(MINI)
    wins = 0
    for seed in range(8):
        seats = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        g = _play_checked(rs, 2, seed, seats, 2000)
        w = g.winner()
        if isinstance(w, int):
            wins += int(seats[w] == "greedy")
        else:
            wins += int(g.scores()[seats.index("greedy")] > g.scores()[seats.index("random")])
    assert wins >= 6


class _Clock:
    """A fake clock: every reading is 1/16 s later than the one before (exact in binary)."""

    def __init__(self) -> None:
        self.readings = 0

    def thread_time(self) -> float:
        self.readings += 1
        return self.readings / 16


def test_mcts_time_budget_is_respected(monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget is checked after every iteration: counted on a fake clock, never timed."""
    import rulesdsl.agents.mcts as mcts

    clock = _Clock()
    monkeypatch.setattr(mcts, "time", clock)
    rs = _rs(MINI)
    g = Game.new(rs, 2, 1)
    agent = make_agent("mcts:0.25s", 3)
    assert isinstance(agent, MCTSAgent)
    agent.choose(g)
    # start at 1/16; the deadline 5/16 is reached at the 5th reading, after 4 iterations
    assert agent.last_iterations == 4 and clock.readings == 5


def _evaluation(rs: Ruleset, terms: list[dict[str, Any]] | None) -> None:
    rs.content.ruleset["evaluation"] = terms


def test_evaluation_from_ruleset_data(mini_copy: Path) -> None:
    rs = load_ruleset(mini_copy)
    g = Game.new(rs, 2, 1)
    g.state["counters"][0]["coins"] = 5
    g.state["counters"][1]["vp"] = 2
    assert Evaluator(rs).raw(g) == [0.0, 2.0]  # default: the score counter
    assert Evaluator(rs).value(g, 0) == -2.0  # own minus best opponent
    _evaluation(rs, [{"expr": "coins", "weight": 2}, {"expr": "vp + count(in(hand))", "weight": 0.5}])
    hand = [len(g.state["zones"]["hand.0"]), len(g.state["zones"]["hand.1"])]
    assert Evaluator(rs).raw(g) == [10 + 0.5 * hand[0], 0.5 * (2 + hand[1])]
    with pytest.raises(UsageError):
        compile_terms(rs, [{"expr": "no_such_name + 1", "weight": 1}])
    with pytest.raises(UsageError):
        compile_terms(rs, [{"expr": "1 +", "weight": 1}])


def test_outcome_values() -> None:
    rs = _rs(MINI)
    g = _play_checked(rs, 2, 1, ["random", "random"], 10_000)
    assert g.is_over()
    values = outcome(g)
    assert sorted(values) in ([0.0, 1.0], [0.5, 0.5])
    w = g.winner()
    if values != [0.5, 0.5]:
        assert isinstance(w, int) and values[w] == 1.0


def _visible_part(g: Game, viewer: int) -> Any:
    v = view(g, viewer)
    v.pop("decision", None)
    return v


@pytest.mark.parametrize(("root", "players"), [(MINI, 3), (BITOKU, 2)])
def test_determinize_keeps_what_the_player_sees(root: Path, players: int) -> None:
    import random as _random
    rs = _rs(root)
    g = _play_checked(rs, players, 2, ["random"] * players, 12)
    me = g.current_player()
    assert me is not None
    rng = _random.Random(0)
    changed = False
    for _ in range(5):
        d = determinize(g, me, rng)
        assert _visible_part(d, me) == _visible_part(g, me)
        assert {k: len(v) for k, v in d.state["zones"].items()} == {k: len(v) for k, v in g.state["zones"].items()}
        for key, items in d.state["zones"].items():
            zone, _, who = key.partition(".")
            for oid in items:
                i = oid - OBJ_BASE
                assert d.state["obj_zone"][i] == zone and d.state["obj_owner"][i] == (int(who) if who else None)
        assert sorted(o for v in d.state["zones"].values() for o in v) == sorted(o for v in g.state["zones"].values()
                                                                               for o in v)
        assert d.legal_actions() == g.legal_actions() and d.state["rng"] != g.state["rng"]
        changed |= any(d.state["zones"][k] != g.state["zones"][k] for k in unseen_zones(rs, g.state, me))
    assert changed
    assert g.state["rng"] == _play_checked(rs, players, 2, ["random"] * players, 12).state["rng"]


def _scramble(g: Game, me: int) -> Game:
    """The same game as `me` sees it, with the unseen cards arranged differently and another RNG."""
    h = g.clone()
    st = h.state
    pool = [(k, i) for k in unseen_zones(h.rs, st, me) for i in range(len(st["zones"][k]))]
    assert len(pool) >= 2
    (k1, i1), (k2, i2) = pool[0], pool[-1]
    a, b = st["zones"][k1][i1], st["zones"][k2][i2]
    zones = {k: list(st["zones"][k]) for k in (k1, k2)}  # zones are shared tuples: change copies
    zones[k1][i1] = b
    zones[k2][i2] = a
    st["zones"].update({k: tuple(v) for k, v in zones.items()})
    for oid, key in ((a, k2), (b, k1)):
        zone, _, who = key.partition(".")
        st["obj_zone"][oid - OBJ_BASE], st["obj_owner"][oid - OBJ_BASE] = zone, (int(who) if who else None)
    st["rng"] = (st["rng"] * 7 + 12345) % (1 << 64)
    return h


def test_search_agents_never_peek() -> None:
    rs = _rs(MINI)
    g = Game.new(rs, 3, 11)
    me = g.current_player()
    assert me is not None and len(g.legal_actions()) > 1
    other = _scramble(g, me)
    assert other.state["zones"] != g.state["zones"]
    for kind in ("mcts:40", "greedy"):
        a, b = make_agent(kind, 5), make_agent(kind, 5)
        assert a.choose(g) == b.choose(other), kind
    m1, m2 = MCTSAgent(9, iterations=30), MCTSAgent(9, iterations=30)
    m1.choose(g)
    m2.choose(other)
    assert m1.rng.random() == m2.rng.random()  # the same search, step for step


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 8, 9, 64, 257])
def test_determinisations_shuffle_as_random_does(n: int) -> None:
    """`determinize._shuffle` draws what `random.Random.shuffle` draws, so determinisations deal as before."""
    for seed in range(10):
        a, b = list(range(n)), list(range(n))
        random.Random(seed).shuffle(a)
        _shuffle(random.Random(seed).getrandbits, b)
        assert a == b


"""The strong agent (`strong`): seat syntax, legal choices, shared worlds, the budget, no peeking, MAST."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdsl.agents import SharedWorldAgent, make_agent
from rulesdsl.agents.determinize import unseen_zones
from rulesdsl.agents.shared_search import BANK, DEFAULT_STEPS
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
TOKAIDO = ROOT / "rules" / "tokaido"
_RS: dict[Path, Ruleset] = {}


def _rs(root: Path) -> Ruleset:
    if root not in _RS:
        _RS[root] = load_ruleset(root)
    return _RS[root]


@pytest.mark.parametrize("spec,worlds,seconds,steps", [
    ("strong", None, None, DEFAULT_STEPS), ("strong:40", 40, None, None), ("strong:3000steps", None, None, 3000),
    ("strong:0.1s", None, 0.1, None), ("strong:250ms", None, 0.25, None)])
def test_seat_syntax(spec: str, worlds: int | None, seconds: float | None, steps: int | None) -> None:
    a = make_agent(spec, 1)
    assert isinstance(a, SharedWorldAgent) and a.worlds == worlds and a.seconds == pytest.approx(seconds)
    assert a.steps == steps


@pytest.mark.parametrize("bad", ["strong:abc", "strong:0", "strong:-1s", "strong:0steps", "strong:1ssteps"])
def test_bad_budgets_are_refused(bad: str) -> None:
    with pytest.raises(UsageError) as err:
        make_agent(bad, 1)
    assert err.value.code == "U004"


@pytest.mark.parametrize("root,players,decisions", [(MINI, 2, 40), (MINI, 3, 30), (TOKAIDO, 2, 5)])
def test_only_legal_options(root: Path, players: int, decisions: int) -> None:
    rs = _rs(root)
    agents = [SharedWorldAgent(7 + s, worlds=2) for s in range(players)]
    g = Game.new(rs, players, 3)
    worlds = 0
    for _ in range(decisions):
        p = g.current_player()
        if p is None:
            break
        legal = g.legal_actions()
        choice = agents[p].choose(g)
        assert choice in legal and g.legal_actions() == legal
        worlds = max(worlds, agents[p].last_worlds)
        try:
            g.apply(choice)
        except GameRuntimeError as err:  # mini lets a player loop until the rules' own limit
            assert err.code == "R102"
            break
    assert 1 <= worlds <= 2
    assert any(agent.mast for agent in agents)  # the move statistics were kept across the search


def _scramble(g: Game, me: int) -> Game:
    """The same game as `me` sees it, two unseen objects swapped and another chance seed."""
    h = g.clone()
    st = h.state
    pool = [(k, i) for k in unseen_zones(h.rs, st, me) for i in range(len(st["zones"][k]))]
    assert len(pool) >= 2
    (k1, i1), (k2, i2) = pool[0], pool[-1]
    a, b = st["zones"][k1][i1], st["zones"][k2][i2]
    zones = {k: list(st["zones"][k]) for k in (k1, k2)}
    zones[k1][i1] = b
    zones[k2][i2] = a
    st["zones"].update({k: tuple(v) for k, v in zones.items()})
    for oid, key in ((a, k2), (b, k1)):
        zone, _, who = key.partition(".")
        st["obj_zone"][oid - OBJ_BASE], st["obj_owner"][oid - OBJ_BASE] = zone, (int(who) if who else None)
    st["rng"] = (st["rng"] * 7 + 12345) % (1 << 64)
    return h


def test_never_peeks() -> None:
    rs = _rs(MINI)
    g = Game.new(rs, 3, 11)
    me = g.current_player()
    assert me is not None and len(g.legal_actions()) > 1
    other = _scramble(g, me)
    a, b = SharedWorldAgent(5, worlds=12), SharedWorldAgent(5, worlds=12)
    assert a.choose(g) == b.choose(other)
    assert a.rng.random() == b.rng.random()  # the same search, step for step


def test_time_budget_counts_cpu_of_this_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget is checked after every world, on a fake clock (never timed)."""
    import rulesdsl.agents.shared_search as search

    class Clock:
        readings = 0

        def thread_time(self) -> float:
            Clock.readings += 1
            return Clock.readings / 16

    monkeypatch.setattr(search, "time", Clock())
    rs = _rs(TOKAIDO)
    g = Game.new(rs, 2, 4)
    agent = SharedWorldAgent(3, seconds=0.25)
    agent.choose(g)
    assert agent.last_worlds in (0, 4)  # 0: one option stood out alone; else the 5th reading ends the search


def test_the_default_choice_stays_unless_beaten_by_a_standard_error() -> None:
    agent = SharedWorldAgent(1, worlds=1)
    prior = {"a": 10.0, "b": 9.0}
    close = {"a": [0.5, 0.6, 0.4, 0.5], "b": [0.55, 0.5, 0.5, 0.55]}  # b ahead by noise
    clear = {"a": [0.5, 0.6, 0.4, 0.5], "b": [0.7, 0.8, 0.6, 0.7]}  # b ahead in every world
    assert agent._pick("a", ["a", "b"], close, prior) == "a"
    assert agent._pick("a", ["a", "b"], clear, prior) == "b"
    assert agent._pick("a", ["a", "b"], close, {"a": 10.0, "b": 10.0}) == "b"  # a tie: the search decides


def _tokaido_with_prior(monkeypatch: pytest.MonkeyPatch, gap: float) -> tuple[Game, SharedWorldAgent]:
    """A Tokaido decision whose options the default agent values `gap` apart (the first the best)."""
    g = Game.new(_rs(TOKAIDO), 2, 4)
    agent = SharedWorldAgent(3, steps=300)
    monkeypatch.setattr(agent, "_prior", lambda game, options, me: {o: -gap * i for i, o in enumerate(options)})
    return g, agent


def test_a_clear_decision_banks_its_allowance(monkeypatch: pytest.MonkeyPatch) -> None:
    g, agent = _tokaido_with_prior(monkeypatch, 1000.0)
    for k in range(1, BANK + 3):
        assert agent.choose(g) == g.legal_actions()[0] and agent.last_worlds == 0
        assert agent.bank == min(k, BANK) * 300  # capped at BANK decisions' allowance


def test_a_close_decision_spends_the_bank(monkeypatch: pytest.MonkeyPatch) -> None:
    g, agent = _tokaido_with_prior(monkeypatch, 0.0)
    agent.bank = 900
    agent.choose(g)
    spent = agent._rollout.work
    assert agent.last_worlds >= 1 and spent >= 1_000  # the banked 900 and this decision's 300
    assert agent.bank == 1_200 - spent  # an overrun is owed by the next decisions


def test_equal_rewards_mean_the_same_move() -> None:
    rewards = {"a": [0.5, 0.6], "b": [0.5, 0.6], "c": [0.4, 0.7]}
    assert SharedWorldAgent._prune(["a", "b", "c"], rewards) == ["a", "c"]
    assert SharedWorldAgent._prune(["a", "b"], {"a": [0.5], "b": [0.5]}) == ["a", "b"]  # one world proves nothing


def test_without_an_opponent_seat_the_margin_is_centred_on_the_root() -> None:
    """Co-op or solo: a whole position's value would saturate the squash, so rewards count the change from
    the decision's own position (0.5 = no change); with opponents the margin stays as it is."""
    coop = load_ruleset(ROOT / "tests" / "fixtures" / "rulesets" / "coopplay")
    g = Game.new(coop, 2, 1)
    agent = SharedWorldAgent(1, worlds=2)
    agent.choose(g)
    assert agent._base is not None and agent._eval is not None
    assert agent._margins(g, agent._eval) == [pytest.approx(0.5)] * 2
    duel = SharedWorldAgent(1, worlds=2)
    duel.choose(Game.new(_rs(MINI), 2, 3))
    assert duel._base is None

"""The default agent (planner), the strong agent (ISMCTS), fitted evaluations and play-style figures."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulesdsl.agents import DEFAULT_SEAT, GreedyAgent, MCTSAgent, PlannerAgent, make_agent
from rulesdsl.agents.determinize import determinize
from rulesdsl.agents.evaluation import Evaluator, declared_terms
from rulesdsl.agents.fit import fit_terms, render_fit
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import UsageError
from rulesdsl.play.game import Game
from rulesdsl.sim.runner import seat_list
from rulesdsl.sim.simulate import SimConfig, run_simulation
from rulesdsl.sim.style import style_by_agent

ROOT = Path(__file__).resolve().parent.parent
BITOKU = ROOT / "rules" / "bitoku"
TOKAIDO = ROOT / "rules" / "tokaido"


@pytest.fixture(scope="module")
def bitoku():  # type: ignore[no-untyped-def]
    return load_ruleset(BITOKU)


def test_planner_is_the_default_seat() -> None:
    assert DEFAULT_SEAT == "planner" and seat_list(None, 3) == ["planner"] * 3
    assert isinstance(make_agent("planner", 1), PlannerAgent)


def test_seat_with_an_evaluation_file(tmp_path: Path) -> None:
    f = tmp_path / "w.yaml"
    f.write_text("evaluation:\n  - {expr: vp, weight: 3}\n", encoding="utf-8")
    a = make_agent(f"planner:{f}", 1)
    assert isinstance(a, PlannerAgent) and a.terms == [{"expr": "vp", "weight": 3}] and a.name == f"planner:{f}"
    g = make_agent(f"greedy:{f}", 1)
    assert isinstance(g, GreedyAgent) and g.terms is not None
    with pytest.raises(UsageError):
        make_agent(f"planner:{tmp_path / 'missing.yaml'}", 1)
    (tmp_path / "bad.yaml").write_text("[1, 2]\n", encoding="utf-8")
    with pytest.raises(UsageError):
        make_agent(f"planner:{tmp_path / 'bad.yaml'}", 1)


@pytest.mark.parametrize("path,players", [(BITOKU, 4), (BITOKU, 1), (TOKAIDO, 3)])
def test_planner_plays_whole_games_legally(path: Path, players: int) -> None:
    rs = load_ruleset(path)
    agents = [PlannerAgent(i) for i in range(players)]
    g = Game.new(rs, players, 5)
    for _ in range(5000):
        p = g.current_player()
        if p is None:
            break
        choice = agents[p].choose(g)
        assert choice in g.legal_actions()
        g.apply(choice)
    assert g.is_over()


def test_planner_does_not_pass_when_it_can_act(bitoku) -> None:  # type: ignore[no-untyped-def]
    """bitoku-rules §4.2: at a player's first Summer turn every action is open; passing would waste it."""
    g = Game.new(bitoku, 4, 3)
    agents = [PlannerAgent(10 + i) for i in range(4)]
    first_turns = 0
    while first_turns < 4:
        d = g.state["decision"]
        choice = agents[int(d["p"])].choose(g)
        if d["k"] == "act":
            assert choice != "pass" and "pass" in g.legal_actions()
            first_turns += 1
        g.apply(choice)


def _same_choice_on_any_hidden_deal(rs, make, players: int, decisions: int) -> int:  # type: ignore[no-untyped-def]
    """Play on; at each decision the agent must choose the same on the real game and on a re-deal of what
    the decider cannot see (hidden objects elsewhere, chance re-seeded)."""
    g = Game.new(rs, players, 9)
    driver = random.Random(4)
    checked = 0
    for i in range(decisions):
        p = g.current_player()
        if p is None:
            break
        if len(g.legal_actions()) > 1:
            redeal = determinize(g, p, random.Random(1000 + i))
            assert make(i).choose(g) == make(i).choose(redeal)
            checked += 1
        g.apply(driver.choice(g.legal_actions()))
    return checked


def test_planner_never_peeks(bitoku) -> None:  # type: ignore[no-untyped-def]
    assert _same_choice_on_any_hidden_deal(bitoku, lambda i: PlannerAgent(i), 2, 120) > 30


def test_mcts_never_peeks(bitoku) -> None:  # type: ignore[no-untyped-def]
    assert _same_choice_on_any_hidden_deal(bitoku, lambda i: MCTSAgent(i, iterations=3, rollout_depth=4), 2, 40) > 8


def test_mcts_budget_and_options(bitoku) -> None:  # type: ignore[no-untyped-def]
    g = Game.new(bitoku, 2, 1)
    for rollout in ("planner", "heuristic", "random"):
        a = MCTSAgent(1, iterations=5, rollout=rollout)
        assert a.choose(g) in g.legal_actions() and a.last_iterations == 5
    with pytest.raises(UsageError):
        MCTSAgent(1, rollout="uniform")
    for bad in ("mcts:infs", "mcts:1e308s", "mcts:0s", "mcts:99999999999"):
        with pytest.raises(UsageError):
            make_agent(bad, 1)


def test_progressive_widening_opens_children_gradually(bitoku) -> None:  # type: ignore[no-untyped-def]
    g = Game.new(bitoku, 2, 1)
    while len(g.legal_actions()) < 3:
        g.apply(g.legal_actions()[0])
    a = MCTSAgent(2, iterations=1, widen_c=1.0, widen_alpha=0.5, rollout="random")
    a._eval = Evaluator(bitoku)
    from rulesdsl.agents.mcts import _Node
    node = _Node()
    legal = g.legal_actions()
    me = int(g.state["decision"]["p"])
    assert len(a._allowed(node, g, legal, me, True)) == 1
    node.visits = 8  # root: ceil(9 ** 0.5) = 3 children; below the root: ceil(9 ** 0.25) = 2
    assert len(a._allowed(node, g, legal, me, True)) == min(3, len(legal))
    assert len(a._allowed(node, g, legal, me, False)) == min(2, len(legal))


def test_evaluation_covers_every_holding(bitoku) -> None:  # type: ignore[no-untyped-def]
    """Every resource counter, amulets, dice, kodama, pilgrims (awake, walking, by a rock), crystals,
    buildings, mitama and dragonflies are valued; passing is priced."""
    text = " ".join(t["expr"] for t in declared_terms(bitoku))
    for name in ("vp", "wood", "stone", "jade", "sake", "amulet_1", "dice_green", "kodama_pieces", "bitoku_path",
                 "pilgrims_awake", "pathrole=open", "rock_pilgrim_slots", "crystals_dream", "counters_used",
                 "mitama_area", "dragonfly_area", "passed"):
        assert name in text, name
    roles = {t.get("role") for t in declared_terms(bitoku)}
    assert {"pass", "phase", "resource"} <= roles
    # exiling an awake pilgrim costs value
    g = Game.new(bitoku, 2, 1)
    ev = Evaluator(bitoku)
    before = ev.own(g, 0)
    key = "pilgrims_awake.0"
    g.state["zones"][key] = g.state["zones"][key][:-1]  # works whether zones are lists or tuples
    assert ev.own(g, 0) < before


def test_evaluation_prices_the_rival(bitoku) -> None:  # type: ignore[no-untyped-def]
    """Bitoku's evaluation says what a point of its rival (the solo Tengu) costs the player: without such a
    term the bots ignore the opponent they must beat (planner solo: 0 of 20 wins, see docs/agents.md)."""
    rs = bitoku
    assert rs.rivals and declared_terms(rs)
    ev = Evaluator(rs)
    for _, counter, _ in rs.rivals:
        assert any(counter in t["expr"] for t in declared_terms(rs)), counter
        g = Game.new(rs, 1, 3)
        before = ev.own(g, 0)
        g.state["shared"][counter] += 5
        assert ev.own(g, 0) < before, counter


def test_fit_recovers_weights_from_records() -> None:
    rng = random.Random(3)
    terms = [{"expr": "a", "weight": 1}, {"expr": "b", "weight": 1}, {"expr": "c", "weight": 5, "role": "pass"}]
    records = []
    for _ in range(60):
        xs = [[rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 1)] for _ in range(2)]
        scores = [int(2 * x[0] + 0 * x[1]) + 50 for x in xs]
        records.append({"error": None, "length": 100, "scores": scores,
                        "features": [[10, [[float(v) for v in x] for x in xs]]]})
    out = fit_terms(None, records, terms, prior_strength=0.0)  # type: ignore[arg-type]
    w = {t["expr"]: t["weight"] for t in out["terms"]}
    assert 18 <= w["a"] <= 21 and abs(w["b"]) <= 1 and w["c"] == 5
    shrunk = {t["expr"]: t["weight"] for t in fit_terms(None, records, terms)["terms"]}  # type: ignore[arg-type]
    assert 1 < shrunk["a"] < w["a"]  # pulled toward the declared weight 1, still moved by the data
    assert out["terms"][2]["role"] == "pass"
    text = render_fit(out)
    assert text.startswith("# Evaluation fitted") and "evaluation:" in text


def test_style_figures_in_simulation_records() -> None:
    cfg = SimConfig(str(BITOKU), 2, 2, 5, ("planner", "random"), features=True)
    recs = run_simulation(cfg)
    st = recs[0]["style"]
    assert st["marked"] == {"pass": True, "phase": True, "resource": True}
    assert st["phases"] == [4, 4] and all(t > 0 for t in st["turns"])
    assert recs[0]["features"] and len(recs[0]["features"][0][1]) == 2
    style = style_by_agent(recs)
    assert set(style) == {"planner", "random"}
    assert style["planner"]["actions_per_phase"] > style["random"]["actions_per_phase"]
    assert style["planner"]["section:total"] is not None


@pytest.mark.parametrize("path,players,seed,seats", [(BITOKU, 2, 8, 20), (BITOKU, 4, 1, 10), (TOKAIDO, 3, 8, 20)])
def test_lookahead_copies_list_two_options_and_play_the_same_games(path: Path, players: int, seed: int, seats: int,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The planner's copies list at most two options per decision (the continuation takes the first, and two
    tell a choice from a forced step; a pick's ids are still those of the whole list): its games are the
    games it plays with every option listed."""
    import rulesdsl.play.game as game_module
    rs = load_ruleset(path)
    seen: list[int] = []
    apply = Game.apply

    def watched(self: Game, action: str, seat: int | None = None) -> None:
        apply(self, action, seat)
        d = self.state["decision"]
        if self.lookahead.probe and d is not None and not d.get("s"):
            seen.append(len(d["o"]))
    monkeypatch.setattr(Game, "apply", watched)

    def game() -> tuple[list[str], list[int]]:
        g = Game.new(rs, players, seed)
        agents = [PlannerAgent(seats + i) for i in range(players)]
        while not g.is_over():
            g.apply(agents[g.current_player() or 0].choose(g))
        return g.history, g.scores()
    short = game()
    assert seen and max(seen) == 2
    monkeypatch.setattr(game_module, "PROBE_OPTIONS", 0)  # every option listed, as the real game does
    seen.clear()
    assert game() == short
    assert max(seen) > 2

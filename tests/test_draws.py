"""Draws (`ties: shared`): players level on the score and every tie-break share the result, and every place
that reports a result says so — the log's last line, simulate's draw column, compare's draw row, the save,
the end screen's data and the RL returns."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesdsl.adapters.vocab import rewards
from rulesdsl.agents.evaluation import outcome
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.play.saves import save_data
from rulesdsl.reports.sim_report import summarize, tables
from rulesdsl.sim.compare import compare_records
from rulesdsl.sim.scenarios import load_file, run_scenario
from rulesdsl.sim.simulate import SimConfig, run_simulation
from rulesdsl.text.log import score_table
from rulesdsl.web.ending import final_scores

DRAWN = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "drawn"


def _played(moves: list[str], players: int = 4) -> Game:
    g = Game.new(load_ruleset(DRAWN), players, 1)
    for m in moves:
        g.apply(m)
    return g


@pytest.mark.parametrize(("moves", "winner", "winners"), [
    (["shine", "rest", "shine", "rest"], "draw", [0, 2]),   # P1 and P3 share the top score
    (["shine", "shine", "shine", "shine"], "draw", [0, 1, 2, 3]),
    (["rest", "shine", "rest", "rest"], 1, [1]),           # a single best player wins alone
])
def test_a_shared_top_score_is_a_draw(moves: list[str], winner: Any, winners: list[int]) -> None:
    g = _played(moves)
    assert g.winner() == winner and g.winners() == winners and g.is_draw() == (winner == "draw")
    last = score_table(g).splitlines()[-1]
    assert last == ("Draw: " + ", ".join(f"P{p + 1}" for p in winners) + " share first place" if winner == "draw"
                    else f"Winner: P{winner + 1}")
    assert save_data(g, 1)["result"]["winner"] == winner
    end = final_scores(g, "en")
    assert end["draw"] == (winner == "draw") and [r["rank"] for r in end["ranking"]].count(1) == len(winners)
    assert rewards(g) == [(0.0 if winner == "draw" else 1.0) if p in winners else -1.0 for p in range(4)]
    assert outcome(g) == [(0.5 if len(winners) > 1 else 1.0) if p in winners else 0.0 for p in range(4)]


def test_without_ties_shared_the_earlier_seat_still_wins(tmp_path: Path) -> None:
    root = tmp_path / "drawn"
    root.mkdir()
    for f in DRAWN.glob("*.yaml"):
        text = f.read_text(encoding="utf-8")
        (root / f.name).write_text(text.replace("ties: shared\n", ""), encoding="utf-8")
    g = Game.new(load_ruleset(root), 4, 1)
    for m in ["shine", "rest", "shine", "rest"]:
        g.apply(m)
    assert g.winner() == 0 and not g.is_draw()


def test_scenarios_name_a_draw_by_its_players() -> None:
    rs = load_ruleset(DRAWN)
    scenarios, errors = load_file(DRAWN / "tests" / "draws.yaml")
    assert not errors
    assert all(not run_scenario(rs, sc, where).failures for sc, where in scenarios)
    bad = dict(scenarios[0][0], winner=["P1"])  # only P1: wrong, P3 shares the result
    assert run_scenario(rs, bad, scenarios[0][1]).failures


def test_simulate_and_compare_count_draws() -> None:
    cfg = SimConfig(str(DRAWN), 4, 6, 1, ("greedy",) * 4)
    records = run_simulation(cfg)
    assert all(r["winner"] == "draw" and r["winners"] == [0, 1, 2, 3] for r in records)  # everyone shines
    s = summarize(records, load_ruleset(DRAWN))
    assert s["draws"]["k"] == 6 and s["draws_by_seat"] == [6, 6, 6, 6]
    assert all(r["k"] == 0 for r in s["win_by_seat"])  # a draw is no seat's win
    seat_table = next(t for t in tables(s) if t[0] == "Win rate by seat")
    assert seat_table[1][:3] == ["seat", "wins", "draws"] and seat_table[2][0][1:3] == [0, 6]
    rows = compare_records(records, records)["rows"]
    assert any(r["table"] == "win" and r["key"] == "draw" and r["base"] == 1.0 for r in rows)

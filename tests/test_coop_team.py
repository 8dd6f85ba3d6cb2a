"""Cooperative games throughout: the bots value the team — a term that reads the seat summed over the seats,
a team-wide term (a shared counter, every player's total) counted once, never N times; `train` compares
versions by the team's result; `simulate` reports the team's win rate and score, no seat's."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdsl.agents.evaluation import Evaluator, reads_seat
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.reports.sim_report import summarize, tables
from rulesdsl.sim.simulate import SimConfig, run_simulation
from rulesdsl.sim.train import Trainer, Version

COOP = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "coopwater"


@pytest.mark.parametrize(("expr", "seat"), [
    ("harvest", False), ("harvest * 2 + num_players", False), ("sum([p.water for p in players])", False),
    ("water", True), ("me.water", True), ("harvest + water", True), ("counter(\"water\")", True),
    ("counter(\"water\", who=0)", False), ("counter(water, who=0)", True), ("[w for w in [water]]", True),
])
def test_which_terms_read_the_seat(expr: str, seat: bool) -> None:
    assert reads_seat(load_ruleset(COOP), expr) is seat


def test_a_team_wide_term_counts_once() -> None:
    g = Game.new(load_ruleset(COOP), 3, 1)
    g.state["shared"]["harvest"] = 3
    for p, w in enumerate([2, 0, 4]):
        g.state["counters"][p]["water"] = w
    ev = Evaluator(g.rs)
    assert ev.raw(g) == [10 * 3 + 4 * (2 + 0 + 4)] * 3  # not 3 × 30 for the harvest


def test_train_compares_versions_by_the_team() -> None:
    t = Trainer(load_ruleset(COOP), players=2, seed=3, match_seeds=2)
    same = Version(0, [], "the score counter alone")
    assert t.match(same, same) == 0.5  # the same version on both sides: every seed a tie


def test_simulate_reports_the_team_not_the_seats() -> None:
    records = run_simulation(SimConfig(str(COOP), 3, 4, 1, ("planner",) * 3))
    s = summarize(records, load_ruleset(COOP))
    assert s["team"]["won"]["n"] == 4 and "win_by_seat" not in s and "first_player" not in s
    titles = [t[0] for t in tables(s)]
    assert titles[2].startswith("Team result") and not any("seat" in t or "First-player" in t for t in titles)


def test_compare_has_one_team_row_and_no_seat_rows() -> None:
    from rulesdsl.sim.compare import compare_records
    records = run_simulation(SimConfig(str(COOP), 2, 3, 1, ("planner",) * 2))
    wins = [r for r in compare_records(records, records)["rows"] if r["table"] == "win"]
    assert [r["key"] for r in wins] == ["team"] and wins[0]["base"] == 1.0

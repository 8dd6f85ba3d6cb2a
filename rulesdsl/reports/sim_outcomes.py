"""How a simulation's games ended, by the kind of result the ruleset declares: wins by seat with the draws
beside them (`ties: shared`), or the team's result in a cooperative game (won or lost together, never a
seat's win)."""

from __future__ import annotations

import statistics
from typing import Any

from rulesdsl.play.outcomes import DRAW, cooperative, drew, won

__all__ = ["cooperative", "draws", "drew", "team_score", "team_summary", "team_table", "team_takeaway", "won"]


def team_summary(ok: list[dict[str, Any]], rate: Any) -> dict[str, Any]:
    """A cooperative game's result: how often the team won, and its score (the seats' common score when they
    all have the same, as when every seat is given the team's; else the seats' scores summed)."""
    totals = [float(team_score(r["scores"])) for r in ok]
    mean = statistics.fmean(totals) if totals else 0.0
    return {"won": rate(sum(1 for r in ok if r["winner"] == 0), len(ok)), "score_mean": mean,
            "score_sd": statistics.pstdev(totals) if totals else 0.0,
            "score_min": min(totals, default=0.0), "score_max": max(totals, default=0.0)}


def draws(ok: list[dict[str, Any]], rate: Any) -> dict[str, Any]:
    """How often the game ended in a draw."""
    out: dict[str, Any] = rate(sum(1 for r in ok if r["winner"] == DRAW), len(ok))
    return out


def team_score(scores: list[int]) -> int:
    """The team's score of one game: the seats' common score, else their sum."""
    return scores[0] if scores and all(s == scores[0] for s in scores) else sum(scores)


def team_table(team: dict[str, Any], pct: Any, num: Any) -> tuple[str, list[str], list[list[Any]]]:
    """The cooperative result as a report table."""
    w = team["won"]
    return ("Team result (cooperative: the players win or lose together)",
            ["team wins", "games", "team win rate (95% CI)", "team score mean", "sd", "min", "max"],
            [[w["k"], w["n"], pct(w), num(team["score_mean"]), num(team["score_sd"]), num(team["score_min"]),
              num(team["score_max"])]])


def team_takeaway(team: dict[str, Any], pct: Any) -> str:
    """The cooperative result in one sentence."""
    return (f"The team won {pct(team['won'])} of the games together; its score averaged "
            f"{team['score_mean']:.1f}.")

"""Bots play for their side: with a team `outcome:` a teammate's gain is valued as one's own (and an
opponent's as a loss); in a cooperative game every player's gain counts. Without one, each plays alone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl.agents import make_agent
from rulesdsl.agents.evaluation import Evaluator
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game

TEAMPLAY = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "teamplay"
ACTIONS = """file: actions
groups:
  turn:
    - {id: rest, do: "gain(stars, 1)"}
    - {id: gift, do: "gain(stars, 2, who=(me + 2) % num_players)", doc: "two stars to my teammate"}
    - {id: feed, do: "gain(stars, 2, who=(me + 1) % num_players)", doc: "two stars to the next player (an opponent)"}
"""
OUTCOMES = {"teams": 'outcome: {kind: teams, team: "me % 2"}',
            "cooperative": 'outcome: {kind: cooperative, win: "sum([p.stars for p in players]) >= 10"}',
            "scores": ""}


def _ruleset(tmp_path: Path, outcome: str) -> Game:
    root = tmp_path / outcome
    shutil.copytree(TEAMPLAY, root)
    shutil.rmtree(root / "tests", ignore_errors=True)
    (root / "actions.yaml").write_text(ACTIONS, encoding="utf-8")
    text = (root / "ruleset.yaml").read_text(encoding="utf-8").splitlines()
    kept = [line for line in text if not line.startswith("outcome:")] + [OUTCOMES[outcome]]
    (root / "ruleset.yaml").write_text("\n".join(kept) + "\n", encoding="utf-8")
    return Game.new(load_ruleset(root), 4, 1)


# what P1's first move is worth to each kind of game: teams value the gift (to P3) most; a cooperative game
# every gain (the gift and the feed alike, 2 stars); alone, only one's own star counts
@pytest.mark.parametrize(("outcome", "best"), [("teams", {"gift"}), ("cooperative", {"gift", "feed"}),
                                               ("scores", {"rest"})])
@pytest.mark.parametrize("kind", ["planner", "greedy", "mcts:40", "strong:6"])
def test_bots_play_for_their_side(tmp_path: Path, outcome: str, best: set[str], kind: str) -> None:
    g = _ruleset(tmp_path, outcome)
    assert g.current_player() == 0 and set(g.legal_actions()) == {"rest", "gift", "feed"}
    assert make_agent(kind, 3).choose(g) in best


def test_team_margins_pool_the_team_and_face_the_other(tmp_path: Path) -> None:
    g = _ruleset(tmp_path, "teams")
    ev = Evaluator(g.rs)
    g.apply("gift")  # P3 +2: team P1+P3 leads 2-0
    assert ev.raw(g) == [2.0, 0.0, 2.0, 0.0]
    assert ev.margins(g) == [2.0, -2.0, 2.0, -2.0]
    assert ev.own(g, 0) == ev.own(g, 2) == 2.0

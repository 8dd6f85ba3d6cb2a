"""The searching agents determinise with each seat's knowledge: a card revealed to a seat (Love Letter's
Priest, `reveal`/`knows`) stays where it is in every world the strong agent and the tree search sample for
that seat (tests/test_examples.py checks that a seat it was not shown to has it re-dealt)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import rulesdsl.agents.determinize as det
import rulesdsl.agents.mcts as mcts
import rulesdsl.agents.shared_search as search
from rulesdsl.agents import MCTSAgent, RandomAgent, SharedWorldAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.runtime.knowledge import known_objects

LOVELETTER = rules_dir() / "examples" / "loveletter"


def _decision_with_knowledge() -> tuple[Game, int, set[int]]:
    """A Love Letter decision (2 options or more) where the deciding seat knows an object it cannot see."""
    rs = load_ruleset(LOVELETTER)
    for seed in range(60):
        g = Game.new(rs, 2, seed)
        agents = [RandomAgent(seed * 2 + i) for i in range(2)]
        for _ in range(300):
            p = g.current_player()
            if p is None:
                break
            unseen = {o for k in det.unseen_zones(rs, g.state, p) for o in g.state["zones"][k]}
            known = set(known_objects(g.state, p)) & unseen
            if known and len(g.legal_actions()) > 1:
                return g, p, known
            g.apply(agents[p].choose(g))
    raise AssertionError("no Love Letter decision with a revealed card in 60 games")


def _where(g: Game, oids: set[int]) -> dict[int, str]:
    return {o: k for k, items in g.state["zones"].items() for o in items if o in oids}


@pytest.mark.parametrize("module,agent", [(search, lambda: SharedWorldAgent(3, worlds=6)),
                                          (mcts, lambda: MCTSAgent(3, iterations=12))])
def test_search_worlds_keep_what_the_seat_was_shown(monkeypatch: pytest.MonkeyPatch, module: Any,
                                                    agent: Any) -> None:
    g, me, known = _decision_with_knowledge()
    where = _where(g, known)
    worlds: list[dict[int, str]] = []

    def recording(game: Game, viewer: int, rng: random.Random) -> Game:
        w = det.determinize(game, viewer, rng)
        worlds.append(_where(w, known))  # where the known cards lie as dealt (the search then plays on)
        return w

    monkeypatch.setattr(module, "determinize", recording)
    assert agent().choose(g) in g.legal_actions()
    assert worlds and all(w == where for w in worlds)

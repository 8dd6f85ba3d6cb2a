"""Number choices (`pick n in numbers(lo, hi, step)`): the options are the numbers themselves (never players),
with number labels, a range the web draws as a stepper, an index per number in the RL action space, a
bounded size, and every seat can answer one."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdsl.adapters.vocab import Vocabulary
from rulesdsl.agents import make_agent
from rulesdsl.agents.human import HumanAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError
from rulesdsl.play.game import Game
from rulesdsl.text.decisions import describe
from rulesdsl.web.table import _decision

NUMBERS = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "numbers"


def _game() -> Game:
    return Game.new(load_ruleset(NUMBERS), 2, 1, log=True)


def test_a_number_choice_offers_numbers_with_their_range() -> None:
    g = _game()
    d = g.decision()
    assert d is not None and d.kind == "number" and d.options == ("1", "2", "3", "4", "5")
    assert d.values == (1, 2, 3, 4, 5) and d.bounds == (1, 5, 1)
    words = describe(g, "en")
    assert words is not None and words.labels == ("1", "2", "3", "4", "5")  # never "P2" for the number 1
    g.apply("3")
    d = g.decision()
    assert d is not None and d.options == ("2", "4", "skip") and d.bounds == (2, 4, 2)
    assert {"type": "choice", "player": 0, "kind": "number", "prompt": "bid", "value": 3} in g.events()


def test_the_web_decision_carries_the_range() -> None:
    g = _game()
    out = _decision(g, {"zones": {}}, 0, "en", False)
    assert out is not None and out["kind"] == "number" and out["number"] == {"min": 1, "max": 5, "step": 1}
    assert [o["number"] for o in out["options"]] == [1, 2, 3, 4, 5]


def test_the_rl_action_space_has_an_index_per_number() -> None:
    g = _game()
    vocab = Vocabulary(g.rs, 2)
    legal = vocab.legal(g)
    assert [vocab.meaning(i) for i in legal] == [f"numbers: {k}" for k in range(1, 6)]
    assert vocab.option(g, vocab.number_base + 4) == "4"
    plain = Vocabulary(load_ruleset(Path(__file__).resolve().parent / "fixtures" / "rulesets" / "drawn"), 2)
    assert not any(group == "numbers" for group, _ in plain.labels)  # only rulesets with a number choice


@pytest.mark.parametrize("seat", ["random", "planner", "greedy", "strong:4", "mcts:30"])
def test_every_bot_answers_a_number_choice(seat: str) -> None:
    g = _game()
    agent = make_agent(seat, 1)
    while not g.is_over():
        g.apply(agent.choose(g))
    assert all(0 <= c["coins"] <= 5 for c in g.state["counters"])


def test_a_person_types_the_number_itself() -> None:
    typed = iter(["9", "4"])
    said: list[str] = []
    human = HumanAgent(inp=lambda _: next(typed), out=said.append)
    assert human.choose(_game()) == "4"
    assert any("type a number from 1 to 5" in s for s in said)
    assert any("9 is not on offer" in s for s in said)


@pytest.mark.parametrize(("args", "code"), [("0, 5000", "R123"), ("1, 5, 0", "R106")])
def test_a_number_range_is_bounded_and_checked(tmp_path: Path, args: str, code: str) -> None:
    root = tmp_path / "numbers"
    root.mkdir()
    for f in NUMBERS.glob("*.yaml"):
        (root / f.name).write_text(f.read_text(encoding="utf-8").replace("numbers(1, coins)", f"numbers({args})"),
                                   encoding="utf-8")
    with pytest.raises(GameRuntimeError) as err:
        Game.new(load_ruleset(root), 2, 1)
    assert err.value.code == code

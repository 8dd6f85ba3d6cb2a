"""The playtest loop: `--seats human` fills the other seats with the default agent, saves record every seat
(people and agents with their budgets), and `play --resume` seats them again."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rulesdsl.errors import SaveError, UsageError
from rulesdsl.paths import rules_dir
from rulesdsl.play.saves import read_save
from rulesdsl.sim.runner import DEFAULT_SEAT, saved_seats, seat_list

NOTHANKS = rules_dir() / "examples" / "nothanks"


@pytest.mark.parametrize(("seats", "n", "want"), [
    ("human", 3, ["human", DEFAULT_SEAT, DEFAULT_SEAT]),
    ("random,human,mcts:200", 3, ["random", "human", "mcts:200"]),
    (None, 2, [DEFAULT_SEAT, DEFAULT_SEAT]),
])
def test_seat_lists(seats: str | None, n: int, want: list[str]) -> None:
    assert seat_list(seats, n) == want


@pytest.mark.parametrize(("seats", "n", "said"), [
    ("random", 3, "1 seat for a 3-player game: seats P2, P3 would have nobody"),
    ("human,planner", 4, "2 seats for a 4-player game: seats P3, P4 would have nobody"),  # never a silent 4p game
    ("human,random,random", 2, "3 seats for a 2-player game: 1 too many"),
])
def test_a_seat_list_of_another_length_is_refused(seats: str, n: int, said: str) -> None:
    with pytest.raises(UsageError) as err:
        seat_list(seats, n, range(2, 5))
    assert err.value.code == "U007" and said in err.value.message, err.value.message
    assert ("--players 2" in err.value.hint) == (seats == "human,planner")


def _run(args: list[str], cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rulesdsl", *args], cwd=cwd, input=stdin, capture_output=True,
                          text=True, timeout=120)


def test_a_saved_game_resumes_with_the_person_in_their_seat(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    first = _run(["play", "--seed", "1", str(NOTHANKS), "--players", "3", "--seats", "human,random,mcts:50",
                 "--save", str(save)],
                 tmp_path, "take\n")
    assert "continue it with: rulesdsl play --resume" in first.stdout, first.stdout + first.stderr
    data = read_save(save)
    assert data["seats"] == ["human", "random", "mcts:50"] and data["actions"] == ["take"]
    assert saved_seats(save) == "human,random,mcts:50"
    again = _run(["play", "--resume", str(save)], tmp_path, "")
    assert "seats human,random,mcts:50" in again.stdout, again.stdout + again.stderr
    assert "P1: take the card, or pay a chip to pass it on?" in again.stdout  # the person is asked again, not a bot


def test_a_bad_seats_field_is_refused(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    _run(["play", "--seed", "1", str(NOTHANKS), "--players", "3", "--seats", "random,random,random", "--save",
         str(save),
          "--quiet"], tmp_path)
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["seats"] == ["random", "random", "random"]
    data["seats"] = ["random"]
    save.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="seats"):
        read_save(save)


def test_a_game_that_asked_forced_decisions_replays(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    _run(["play", "--seed", "1", str(NOTHANKS), "--players", "3", "--seats", "random,random,random", "--ask-forced",
          "--save", str(save), "--quiet"], tmp_path)
    assert read_save(save)["ask_forced"] is True
    out = _run(["replay", str(save), "--path", str(NOTHANKS), "--quiet"], tmp_path)
    assert "replay matches the save" in out.stdout, out.stdout + out.stderr

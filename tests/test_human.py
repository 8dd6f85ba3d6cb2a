"""The human seat driven through a pseudo-terminal: a full mini game typed as option numbers, with one
refused choice (and its why-not), one undo, an undo refused across another player's action, and
Ctrl-C saving the game."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rulesdsl.agents import HumanAgent, RandomAgent
from rulesdsl.agents.human import Mark
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
SCRIPT = """
import sys
from rulesdsl.agents import HumanAgent, RandomAgent
from rulesdsl.agents.human import Mark
from rulesdsl.play.game import Game
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.sim.play import play_out
from rulesdsl.text.log import score_table
rs = load_ruleset(sys.argv[1])
seed = int(sys.argv[2])
game = Game.new(rs, 2, seed, log=True)
play_out(game, [HumanAgent(0, game_seed=seed), RandomAgent(1)])
print(score_table(game))
print("GAME OVER")
"""
PROMPT = "P1> "


class Terminal:
    """A child process on a pseudo-terminal (pty + subprocess, no third-party package needed)."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        import pty
        master, slave = pty.openpty()
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8", RULESDSL_CACHE="off",
                   RULESDSL_DATA=str(cwd / "data"))
        env.pop("RULESDSL_SAVES", None)
        # Ctrl-C must reach the child as at a terminal, even when pytest runs as a background job of a
        # non-interactive shell (which starts with SIGINT ignored, and a child would inherit that).
        self.proc = subprocess.Popen(args, stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=env,
                                     close_fds=True,
                                     preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        os.close(slave)
        self.fd = master
        self.buf = ""

    def expect(self, *patterns: str, timeout: float = 30) -> tuple[int, str]:
        """Read until one of the patterns appears; the index and the text before it (consumed)."""
        end = time.monotonic() + timeout
        while True:
            hits = [(self.buf.find(p), i) for i, p in enumerate(patterns) if p in self.buf]
            if hits:
                pos, i = min(hits)
                before = self.buf[:pos]
                self.buf = self.buf[pos + len(patterns[i]):]
                return i, before
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError(f"timed out waiting for {patterns}; got:\n{self.buf[-2000:]}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"the program ended before {patterns}; got:\n{self.buf[-2000:]}")
                self.buf += chunk.decode("utf-8", "replace").replace("\r\n", "\n")

    def send(self, text: str) -> None:
        """Type a line."""
        os.write(self.fd, (text + "\n").encode())

    def close(self) -> int:
        """Wait for the child and release the terminal."""
        try:
            return self.proc.wait(timeout=30)
        finally:
            os.close(self.fd)


def _menu(screen: str) -> dict[str, int]:
    """The numbered options of the last menu on screen: option id (or label) -> number."""
    last = screen[screen.rfind("=== P1"):]
    out = {}
    for m in re.finditer(r"^\s+(\d+)\) (.+?)(?:  \[(\S+)\])?$", last, re.M):
        out[m.group(3) or m.group(2).strip()] = int(m.group(1))
    return out


def _answer(menu: dict[str, int]) -> str:
    """Play a short, legal game: play cards while possible, otherwise pass; first option elsewhere."""
    if "play_card" in menu:
        return str(menu["play_card"])
    if "pass" in menu:
        return str(menu["pass"])
    return "1"


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_human_plays_a_full_game_through_a_terminal(tmp_path: Path) -> None:
    script = tmp_path / "human_game.py"
    script.write_text(SCRIPT, encoding="utf-8")
    term = Terminal([sys.executable, str(script), str(MINI), "4"], tmp_path)  # P1 holds a red coin and a blue gem
    try:
        _, screen = term.expect(PROMPT)
        menu = _menu(screen)
        assert menu == {"play_card": 1, "trade": 2, "pass": 3}
        assert "Hand (P1):" in screen  # each card with its face (as the gallery shows it)
        assert "Red coin — Points: 1 · Colour: red · When played: Gain 2 coins" in screen
        assert "type a number" in screen and "P1: choose an action" in screen
        term.send("undo")  # P2 acted before this first decision: nothing to undo
        _, out = term.expect(PROMPT)
        assert "nothing to undo" in out
        term.send("buy_vp")  # no gems yet: refused, with the reason
        _, out = term.expect(PROMPT)
        assert "refused:" in out and "You cannot buy points now: Pay 1 gem" in out and ".yaml" not in out
        term.send("7")
        _, out = term.expect(PROMPT)
        assert "there is no option 7 (choose 1–3)" in out
        term.send(str(menu["play_card"]))
        _, screen = term.expect(PROMPT)
        assert "P1 · play a card: choose one card" in screen and "Red coin  [red_coin]" in screen
        term.send("undo")  # back to the action choice: nothing was drawn, revealed or rolled since
        _, screen = term.expect(PROMPT)
        assert "undone: “play_card”" in screen and _menu(screen) == menu
        decisions = 0
        while True:
            term.send(_answer(_menu(screen)))
            i, screen = term.expect(PROMPT, "GAME OVER")
            decisions += 1
            if i == 1:
                break
            assert decisions < 200
        assert "Final score" in screen and "Winner:" in screen
        assert term.close() == 0
    finally:
        if term.proc.poll() is None:
            term.proc.kill()


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_ctrl_c_saves_the_game(tmp_path: Path) -> None:
    script = tmp_path / "human_game.py"
    script.write_text(SCRIPT, encoding="utf-8")
    term = Terminal([sys.executable, str(script), str(MINI), "5"], tmp_path)
    try:
        term.expect(PROMPT)
        term.send("1")
        term.expect(PROMPT)
        out = ""
        for _ in range(5):  # SIGINT, as Ctrl-C sends; repeated if it lands before input() waits
            term.proc.send_signal(2)
            try:
                _, out = term.expect("continue it with", timeout=4)
                break
            except AssertionError:
                continue
        path = Path(re.findall(r"game saved to (\S+) \(", out)[-1])
        assert term.close() == 130
        assert path.parent == tmp_path / "data" / "saves"  # the user's data folder (RULESDSL_DATA), not the cwd
        assert not list(tmp_path.glob("*.json"))
    finally:
        if term.proc.poll() is None:
            term.proc.kill()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seed"] == 5 and data["ruleset"] == "mini" and len(data["actions"]) >= 2


def test_undo_never_crosses_chance_a_reveal_or_another_player() -> None:
    rs = load_ruleset(MINI)
    typed = iter(["1", "1", "undo", "pass"])
    shown: list[str] = []
    agent = HumanAgent(0, game_seed=4, inp=lambda _: next(typed), out=shown.append)
    other = RandomAgent(1)
    game = Game.new(rs, 2, 4, log=True)  # the deal puts a red coin first in P1's hand
    while game.current_player() != 0:
        game.apply(other.choose(game))
    game.apply(agent.choose(game))  # play card
    game.apply(agent.choose(game))  # the red coin: no further choice, P2 acts next
    assert game.current_player() == 1
    while game.current_player() != 0:
        game.apply(other.choose(game))
    assert agent.choose(game) == "pass"
    assert any("nothing to undo" in s for s in shown) and not any("undone" in s for s in shown)
    m = agent._mark(game, 0)
    seen = next(iter(m.visible))
    assert agent._continuous(game, 0, Mark(m.index - 1, m.rng, m.visible, m.loglen), m)
    assert not agent._continuous(game, 0, Mark(m.index - 2, m.rng, m.visible, m.loglen), m)  # someone else
    assert not agent._continuous(game, 0, Mark(m.index - 1, m.rng ^ 1, m.visible, m.loglen), m)  # a roll
    assert not agent._continuous(game, 0, Mark(m.index - 1, m.rng, m.visible - {seen}, m.loglen), m)  # a draw
    assert not agent._continuous(game, 0, Mark(m.index - 1, m.rng, m.visible, 0), m)  # the setup's shuffle


def test_seed_is_found_from_the_play_command_convention() -> None:
    rs = load_ruleset(MINI)
    game = Game.new(rs, 2, 4, log=False)
    agent = HumanAgent(4 * 100 + 0, inp=lambda _: "undo", out=lambda _: None)
    assert agent._find_seed(game) == 4
    assert HumanAgent(12345)._find_seed(game) is None


def test_the_seat_sees_the_way_ahead_and_only_what_changed() -> None:
    rs = load_ruleset(ROOT / "rules" / "tokaido")
    shown: list[str] = []
    agent = HumanAgent(0, game_seed=2, inp=lambda _: "1", out=shown.append)
    others = {1: RandomAgent(1), 2: RandomAgent(2)}
    game = Game.new(rs, 3, 2, log=True)
    screens: list[str] = []
    while len(screens) < 12 and not game.is_over():
        p = game.current_player()
        if p == 0:
            shown.clear()
            game.apply(agent.choose(game))
            screens.append("\n".join(shown))
        else:
            game.apply(others[p].choose(game))  # type: ignore[index]
    moves = [s for s in screens if "choose the space your traveller moves to" in s]
    assert moves, screens
    # Tokaido (tokaido-rules §5): the last traveller moves, so the others stand ahead of it, full spaces too
    for s in moves:
        ahead = next(line for line in s.splitlines() if "who is where:" in line)
        assert "traveller pawn of P1" in ahead and ("of P2" in ahead and "of P3" in ahead), ahead
    assert any("your situation has not changed" in s for s in screens)  # the area is not printed again
    assert not any(s.count("you: journey point") > 1 for s in screens)

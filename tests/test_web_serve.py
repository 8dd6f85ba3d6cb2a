"""`rulesdsl serve` as a process: it says which folders it serves, and SIGTERM ends it within seconds
while agents are deciding, with every acknowledged move on disk and the save still replaying."""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

from extras import need_module

need_module("uvicorn", "web")

from journal_support import saved_game  # noqa: E402

from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.sim.runner import replay_game  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _post(base: str, path: str, body: object) -> dict[str, object]:
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        out: dict[str, object] = json.loads(r.read())
        return out


def _chunked_flood(port: int, chunks: int = 400, size: int = 64 * 1024) -> tuple[str, int]:
    """POST a chunked body of 25 MB; returns the answer and how many chunks went out before it came. A bounded
    reader answers (H005) once 512 KB have passed and reads no further, so the rest cannot be sent."""
    with socket.create_connection(("127.0.0.1", port), timeout=20) as sock:
        sock.sendall(b"POST /new HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Transfer-Encoding: chunked\r\n\r\n")
        chunk = f"{size:x}\r\n".encode() + b" " * size + b"\r\n"
        sent = 0
        sock.settimeout(2)
        try:
            while sent < chunks and not select.select([sock], [], [], 0)[0]:  # until the answer comes
                sock.sendall(chunk)
                sent += 1
        except OSError:
            pass  # the server stopped reading and closed
        sock.settimeout(20)
        answer = b""
        try:
            while b"H005" not in answer and len(answer) < 16384:  # the head and the body may come apart
                part = sock.recv(4096)
                if not part:
                    break
                answer += part
        except OSError:
            pass
        return answer.decode("latin-1"), sent


def test_sigterm_ends_the_server_within_seconds_losing_nothing(tmp_path: Path) -> None:
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT), RULESDSL_CACHE=os.environ.get("RULESDSL_CACHE", str(tmp_path / "c")))
    proc = subprocess.Popen([sys.executable, "-m", "rulesdsl", "serve", "tokaido", "--port", str(port),
                             "--data", str(tmp_path / "games")], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    ended_by_itself = False
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/cards", timeout=5).close()
                break
            except OSError:
                time.sleep(0.1)
        answer, sent = _chunked_flood(port)
        assert answer.startswith("HTTP/1.1 400") and "H005" in answer and sent < 400, (answer[:200], sent)
        gid = str(_post(base, "/new", {"ruleset": "tokaido", "players": 3, "seed": 4,
                                       "seats": ["mcts:1s", "mcts:1s", "mcts:1s"]})["game"])
        acknowledged: list[int] = []

        def step() -> None:
            try:
                while True:
                    acknowledged.append(int(str(_post(base, f"/api/game/{gid}/step", {})["moves"])))
            except OSError:
                pass
        threading.Thread(target=step, daemon=True).start()
        while not acknowledged:
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        proc.wait(60)  # a hang guard, not a speed figure: the server must end by itself
        ended_by_itself = True
    finally:
        if proc.poll() is None:
            proc.kill()
    out = proc.stdout.read() if proc.stdout else ""
    assert ended_by_itself and proc.returncode is not None
    assert "Traceback" not in out, out
    assert f"tokaido: {(ROOT / 'rules' / 'tokaido').resolve()} (working copy)" in out, out
    saved = saved_game(tmp_path / "games", gid)
    assert len(saved["actions"]) >= max(acknowledged)
    game = replay_game(load_ruleset(ROOT / "rules" / "tokaido"), saved)
    assert len(game.history) == len(saved["actions"])


def _serve(port: int, data: Path, tmp_path: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), RULESDSL_CACHE=os.environ.get("RULESDSL_CACHE", str(tmp_path / "c")))
    proc = subprocess.Popen([sys.executable, "-m", "rulesdsl", "serve", "rules/examples/nothanks", "--port", str(port),
                             "--data", str(data)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    for _ in range(300):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/cards", timeout=5).close()
            return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError("the server did not start")


def _call(base: str, path: str, cookie: str, body: object | None = None) -> dict[str, object]:
    req = urllib.request.Request(base + path, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json", "Cookie": cookie})
    with urllib.request.urlopen(req, timeout=30) as r:
        out: dict[str, object] = json.loads(r.read())
        return out


def test_kill_9_mid_game_loses_no_committed_move(tmp_path: Path) -> None:
    data = tmp_path / "games"
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    proc = _serve(port, data, tmp_path)
    try:
        req = urllib.request.Request(base + "/new", data=json.dumps(
            {"ruleset": "nothanks", "players": 3, "seed": 8, "seats": ["human", "random", "random"]}).encode(),
            headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as r:
            gid = json.loads(r.read())["game"]
            cookie = r.headers["set-cookie"].split(";")[0]
        acknowledged = 0
        for _ in range(6):  # each answered move (with the agents' answers) is committed
            state = _call(base, f"/api/game/{gid}", cookie)
            decision = state["decision"]
            assert isinstance(decision, dict)
            option = decision["options"][0]["id"]
            acknowledged = int(str(_call(base, f"/api/game/{gid}/act", cookie,
                                         {"option": option, "expect": state["moves"]})["moves"]))
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert acknowledged > 6
    assert len(saved_game(data, gid)["actions"]) >= acknowledged
    proc = _serve(port, data, tmp_path)  # restarted on the same journal: the game goes on from where it was
    try:
        state = _call(base, f"/api/game/{gid}", cookie)
        decision: Any = state["decision"]
        assert state["moves"] == acknowledged and decision["mine"], state
        after = _call(base, f"/api/game/{gid}/act", cookie, {"option": decision["options"][0]["id"],
                                                             "expect": state["moves"]})
        assert int(str(after["moves"])) > acknowledged
    finally:
        proc.terminate()
        proc.wait(30)

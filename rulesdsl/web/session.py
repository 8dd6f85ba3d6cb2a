"""Games held by the web table: seats (people or agents), moves validated on the server, a save after every move.

Each game is a folder-less JSON file `<id>.json` in the store folder: the canonical save (seed, options,
actions) plus the seats and the locale. A restarted server lists the unfinished ones and rebuilds
them by replaying their actions. Writes go to a temporary file that replaces the old one, so a crash
never leaves half a save.
"""

from __future__ import annotations

import json
import os
import secrets
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl.agents import AGENTS, Agent, make_agent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import IllegalAction, RulesError, SaveError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.saves import save_data
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.runner import replay_game

HUMAN = "human"
MAX_GAMES = 64
MAX_BOT_STEPS = 20_000


@dataclass
class Session:
    """One game at the table."""

    gid: str
    rs: Ruleset
    path: str
    players: int
    seed: int
    options: dict[str, str]
    seats: list[str]
    locale: str
    game: Game
    agents: dict[int, Agent] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def human_seats(self) -> list[int]:
        """The seats people play."""
        return [p for p, s in enumerate(self.seats) if s == HUMAN]

    def bot_to_move(self) -> bool:
        """Whether an agent decides now."""
        p = self.game.current_player()
        return p is not None and self.seats[p] != HUMAN

    def step_bot(self) -> bool:
        """Let the deciding agent take one decision; False when a person decides or the game is over."""
        if not self.bot_to_move():
            return False
        p = self.game.current_player()
        assert p is not None
        self.game.apply(self.agents[p].choose(self.game))
        return True

    def run_bots(self) -> int:
        """Let the agents play until a person decides or the game ends (bounded)."""
        steps = 0
        while steps < MAX_BOT_STEPS and self.step_bot():
            steps += 1
        return steps

    def act(self, seat: int, option: str, expect: int) -> None:
        """A person's move: checked against the seat, the move count the page saw, and the legal options."""
        if expect != len(self.game.history):
            raise UsageError("the game moved on since this page was drawn", "H002", "the table reloads itself")
        if seat not in self.human_seats() or self.game.current_player() != seat:
            raise UsageError(f"seat {seat + 1} does not decide now", "H003")
        self.game.apply(option)  # IllegalAction (with its why-not) leaves the state unchanged

    def record(self) -> dict[str, Any]:
        """What is written to disk: the canonical save plus the table's own settings."""
        data = save_data(self.game, self.seed)
        data.update({"web": {"id": self.gid, "path": self.path, "seats": self.seats, "locale": self.locale},
                     "over": self.game.is_over()})
        return data


class Store:
    """The games of one server, kept in memory and saved to a folder after every move."""

    def __init__(self, folder: Path, rulesets: dict[str, Path], max_games: int = MAX_GAMES) -> None:
        self.folder = folder
        self.rulesets = rulesets  # ruleset id -> folder (and packs are not layered at the table)
        self.max_games = max_games
        self.games: dict[str, Session] = {}
        self.loaded: dict[str, Ruleset] = {}
        folder.mkdir(parents=True, exist_ok=True)

    def ruleset(self, rid: str) -> Ruleset:
        """A compiled ruleset by id (loaded once)."""
        if rid not in self.rulesets:
            raise UsageError(f"unknown ruleset '{rid}'", "H005", f"choose from: {', '.join(sorted(self.rulesets))}")
        if rid not in self.loaded:
            self.loaded[rid] = load_ruleset(self.rulesets[rid])
        return self.loaded[rid]

    def create(self, rid: str, players: int, seed: int, seats: list[str], options: dict[str, str],
               locale: str) -> Session:
        """Start a game (agents move at once until a person decides, if any person plays) and save it."""
        if len(self.games) >= self.max_games:
            raise UsageError(f"the table already holds {self.max_games} games", "H004")
        rs = self.ruleset(rid)
        if not rs.min_players <= players <= rs.max_players:
            raise UsageError(f"{rs.name} is for {rs.min_players}-{rs.max_players} players", "H005")
        if len(seats) != players or any(s != HUMAN and s.partition(":")[0] not in AGENTS for s in seats):
            raise UsageError("every seat needs a person or a known agent", "H005")
        game = Game.new(rs, players, seed, options, log=True)
        s = Session(secrets.token_hex(6), rs, str(self.rulesets[rid]), players, seed, dict(game.state["opt"]),
                    seats, locale, game)
        self._agents(s)
        if s.human_seats():
            s.run_bots()  # people wait for their first decision; a game of agents only is watched step by step
        self.games[s.gid] = s
        self.save(s)
        return s

    def _agents(self, s: Session) -> None:
        s.agents = {p: make_agent(kind, s.seed * 101 + p) for p, kind in enumerate(s.seats) if kind != HUMAN}

    def get(self, gid: str) -> Session:
        """A game by id, reloaded from its save if the server restarted; H001 when there is none."""
        if gid in self.games:
            return self.games[gid]
        path = self.folder / f"{gid}.json"
        if not gid.isalnum() or not path.is_file():
            raise UsageError(f"no game '{gid[:20]}'", "H001")
        return self.resume(path)

    def resume(self, path: Path) -> Session:
        """Rebuild a saved game by replaying its actions."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            web = data["web"]
            rid = str(data["ruleset"])
            rs = self.ruleset(rid)
            game = replay_game(rs, data, log=True)
            s = Session(str(web["id"]), rs, str(web["path"]), int(data["players"]), int(data["seed"]),
                        dict(data["options"]), [str(x) for x in web["seats"]], str(web["locale"]), game)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise SaveError(f"{path.name}: cannot resume ({exc.__class__.__name__})", "F001") from None
        self._agents(s)
        self.games[s.gid] = s
        return s

    def _records(self, newest: int) -> list[dict[str, Any]]:
        """The readable game records of the store folder, newest first (unreadable files are skipped)."""
        out = []
        for path in sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)[:newest]:
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                out.append({"id": str(data["web"]["id"]), "ruleset": data["ruleset"], "players": data["players"],
                            "seats": list(data["web"]["seats"]), "moves": len(data["actions"]),
                            "over": bool(data.get("over"))})
            except (OSError, ValueError, KeyError, TypeError):
                continue
        return out

    def unfinished(self) -> list[dict[str, Any]]:
        """The saved games not yet over (newest first), for the lobby."""
        return [r for r in self._records(50) if not r["over"]]

    def saved(self) -> list[dict[str, Any]]:
        """Every game saved by this table (newest first), finished or not."""
        return self._records(100)

    def record_of(self, gid: str) -> dict[str, Any]:
        """The saved record of one game of this table."""
        path = self.folder / f"{gid}.json"
        if not gid.isalnum() or not path.is_file():
            raise UsageError(f"no game '{gid[:20]}'", "H001")
        try:
            data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise SaveError(f"{path.name}: unreadable ({exc.__class__.__name__})", "F001") from None
        return data

    def save(self, s: Session) -> None:
        """Write the game's record atomically (temporary file, then rename)."""
        fd, tmp = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(s.record(), fh, separators=(",", ":"))
        os.replace(tmp, self.folder / f"{s.gid}.json")


__all__ = ["HUMAN", "IllegalAction", "RulesError", "Session", "Store"]

"""The games of one web table: in memory while they are played, saved to the playtest journal after every move.

The journal (rulesdsl.journal: one SQLite file, `playtests.sqlite3` in the data folder unless `--db` names
another) keeps each game in one transaction per move, so a crash never loses a committed move nor leaves half
a save: the canonical save (seed, options, actions) plus the seats, the locale, the seat capabilities and the
rules version it is played under. A data folder of the older per-game files (`<id>.json`) is imported once.
`--max-games` bounds the live games (unfinished, in memory); finished games leave memory and stay on disk. A
restarted server resumes the unfinished games and lets their agents play until a person decides.

Looking changes nothing: a GET sees a stored game through a read-only snapshot of its save (`peek`), which
joins no live game, counts against no cap and wakes no agent; only a POST (a move, a step, a resume, a
claim) makes a stored game live again (`get`).
"""

from __future__ import annotations

import json
import secrets
import threading
import time
from collections import OrderedDict
from pathlib import Path
from typing import Any

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import RulesError, SaveError, UsageError
from rulesdsl.journal.games import Journal, valid_id
from rulesdsl.journal.locate import DB_NAME
from rulesdsl.journal.rules import RulesKeeper
from rulesdsl.journal.transfer import import_folder, result_of
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.runner import replay_game
from rulesdsl.web.identity import HOST
from rulesdsl.web.reload import RulesWatch, reload_rules
from rulesdsl.web.session import HUMAN, WEB_SEATS, Session

MAX_GAMES = 64
MAX_FINISHED = 8  # finished games kept in memory for viewing (the rest are read from disk again)
MAX_LISTED = 100
MAX_SNAPSHOTS = 64  # stored games rebuilt read-only for GETs (keyed by the save's size and time) …
MAX_SNAPSHOT_ACTIONS = 50_000  # … and the actions they hold together: a game looked at is not replayed per GET
IDLE_GAME = 15 * 60.0  # seconds without a POST and with nobody connected after which a live game leaves memory


class Store:
    """The games of one server."""

    def __init__(self, folder: Path, rulesets: dict[str, Path], max_games: int = MAX_GAMES,
                 db: Path | None = None) -> None:
        self.folder = folder
        self.rulesets = rulesets  # ruleset id -> folder (packs are not layered at the table)
        self.max_games = max_games
        self.games: dict[str, Session] = {}  # live: unfinished
        self.finished: OrderedDict[str, Session] = OrderedDict()
        self.loaded: dict[str, Ruleset] = {}
        self.snapshots: OrderedDict[str, tuple[int, Session]] = OrderedDict()  # keyed by the game's save count
        self.online: dict[str, dict[int, int]] = {}  # game -> seat -> open live streams
        self.touched: dict[str, float] = {}  # live game -> when a POST last reached it (monotonic seconds)
        self.idle_after = IDLE_GAME
        self.stopping = threading.Event()  # set when the server shuts down: agents stop between moves
        self.guard = threading.Lock()  # over `games` and `finished`
        self.watch = RulesWatch(rulesets)
        self.journal = Journal(db or folder / DB_NAME)  # created private to the user (rulesdsl.journal.schema)
        self.keeper = RulesKeeper(self.journal, folder)
        if folder.is_dir() and any(folder.glob("*.json")):  # a table's folder from before the journal
            import_folder(self.journal, folder, {rid: self.ruleset(rid) for rid in rulesets})

    def ruleset(self, rid: str) -> Ruleset:
        """A compiled ruleset by id (loaded once)."""
        if rid not in self.rulesets:
            raise UsageError(f"unknown ruleset '{rid[:40]}'", "H005",
                             f"choose from: {', '.join(sorted(self.rulesets))}")
        if rid not in self.loaded:
            self.loaded[rid] = load_ruleset(self.rulesets[rid])
            self.watch.mark(rid)
            self.keeper.remember(self.loaded[rid], self.rulesets[rid])
        return self.loaded[rid]

    def reload(self, s: Session) -> bool:
        """Give a game the rules now on disk (see rulesdsl.web.reload); True when its moves were replayed."""
        folder = self.rulesets[s.rs.id]
        with s.lock:
            game, replayed = reload_rules(s, folder)
            before = (s.rs, s.game, s.failed)
            s.rs, s.game, s.failed = game.rs, game, None
            s.options = dict(game.state["options"])
            try:
                self.save(s)
            except RulesError:
                s.rs, s.game, s.failed = before
                raise
            self.loaded[s.rs.id] = game.rs
            self.watch.mark(s.rs.id)
            self.keeper.remember(game.rs, folder)
            s.make_agents()
            if s.human_seats():
                s.run_bots(self.save, self.stopping)
        self.settle(s)
        return replayed

    def live(self) -> int:
        """How many unfinished games are in memory."""
        return len(self.games)

    def _admit(self, s: Session) -> None:
        with self.guard:
            self._leave_idle()
            if s.game.is_over():
                self.finished[s.gid] = s
                self.finished.move_to_end(s.gid)
                while len(self.finished) > MAX_FINISHED:
                    self.finished.popitem(last=False)
                return
            if s.gid not in self.games and len(self.games) >= self.max_games:
                raise UsageError(f"the table already holds {self.max_games} unfinished games", "H004",
                                 "finish one, or restart the server with a larger --max-games")
            self.games[s.gid] = s
            self.touched[s.gid] = time.monotonic()

    def settle(self, s: Session) -> None:
        """Move a game that just ended out of the live games."""
        if s.game.is_over():
            with self.guard:
                self.games.pop(s.gid, None)
                self.touched.pop(s.gid, None)
            self._admit(s)

    def create(self, rid: str, players: int, seed: int, seats: list[str], options: dict[str, str],
               locale: str, names: list[str] | None = None) -> Session:
        """Start a game (agents move at once until a person decides, if any person plays) and save it; `names`:
        what to call the seats (checked: U061)."""
        rs = self.ruleset(rid)
        if not rs.min_players <= players <= rs.max_players:
            raise UsageError(f"{rs.name} is for {rs.min_players}-{rs.max_players} players", "H005")
        if len(seats) != players or any(s not in WEB_SEATS for s in seats):
            raise UsageError("every seat needs a person or an agent kind offered here", "H005",
                             f"choose from: {', '.join(WEB_SEATS)}")
        with self.guard:
            self._leave_idle()
        if self.live() >= self.max_games:
            raise UsageError(f"the table already holds {self.max_games} unfinished games", "H004",
                             "finish one, or restart the server with a larger --max-games")
        game = Game.new(rs, players, seed, options, log=True, names=names)
        s = Session(secrets.token_hex(8), rs, str(self.rulesets[rid]), players, seed, dict(game.state["options"]),
                    seats, locale, game)
        s.issue_tokens()
        s.make_agents()
        self.save(s)
        self._admit(s)
        if s.human_seats():
            with s.lock:
                s.run_bots(self.save, self.stopping)  # people wait for their first decision
            self.settle(s)
        return s

    def get(self, gid: str, wake: bool = True) -> Session:
        """A game to change (a POST): the live one, else its save made live again (H004 past the cap; with
        `wake`, agents to move play on in the background); H001 when there is none."""
        with self.guard:
            got = self.games.get(gid) or self.finished.get(gid)
            if gid in self.games:
                self.touched[gid] = time.monotonic()
        if got is not None:
            return got
        s = self.resume(self._known(gid))
        with self.guard:  # another request may have made it live meanwhile
            got = self.games.get(gid) or self.finished.get(gid)
        if got is not None:
            return got
        self._admit(s)
        with self.guard:
            self.snapshots.pop(gid, None)
        if wake and s.human_seats() and s.bot_to_move():  # it stopped between a person's move and the agents'
            threading.Thread(target=self._wake_quietly, args=(s,), daemon=True).start()
        return s

    def peek(self, gid: str) -> Session:
        """A game to look at (a GET): the live one, else a read-only snapshot of its save. A snapshot is not
        live (no cap, no agents); it is rebuilt when the save changes."""
        with self.guard:
            got = self.games.get(gid) or self.finished.get(gid)
        if got is not None:
            return got
        key = self.journal.rev(gid)
        if key is None:
            raise UsageError(f"no game '{gid[:20]}'", "H001")
        with self.guard:
            snap = self.snapshots.get(gid)
            if snap is not None and snap[0] == key:
                self.snapshots.move_to_end(gid)
                return snap[1]
        s = self.resume(gid, live=False)
        with self.guard:
            self.snapshots[gid] = (key, s)
            held = sum(len(snap.game.history) for _, snap in self.snapshots.values())
            while len(self.snapshots) > 1 and (len(self.snapshots) > MAX_SNAPSHOTS or held > MAX_SNAPSHOT_ACTIONS):
                held -= len(self.snapshots.popitem(last=False)[1][1].game.history)
        return s

    def current(self, s: Session) -> Session:
        """The live game that took a snapshot's place (a POST made it live), else the same session."""
        with self.guard:
            return self.games.get(s.gid) or self.finished.get(s.gid) or s

    def is_live(self, s: Session) -> bool:
        """Whether this session is the game in memory (not a read-only snapshot)."""
        with self.guard:
            return self.games.get(s.gid) is s or self.finished.get(s.gid) is s

    def claim(self, gid: str) -> Session:
        """Give a save from before seat capabilities (no host) a host's and every person seat's capability, saved
        at once; H007 when the game has a host already."""
        s = self.get(gid, wake=False)
        with s.lock:
            if not s.claimable():
                raise UsageError("this game has a host already", "H007", "ask its host for an invite link")
            before = dict(s.tokens)
            s.issue_tokens()
            try:
                self.save(s)
            except RulesError:
                s.tokens = before
                raise
        return s

    def _wake_quietly(self, s: Session) -> None:
        try:
            self.wake(s)
        except RulesError:
            pass  # the save failed: the game stays as it was saved, and the next request tries again

    def _known(self, gid: str) -> str:
        if not valid_id(gid) or self.journal.rev(gid) is None:
            raise UsageError(f"no game '{gid[:20]}'", "H001")
        return gid

    def resume(self, path: Path | str, live: bool = True) -> Session:
        """Rebuild a saved game by replaying its actions under the rules it was played with (`path`: a game id of
        the journal, or a table's JSON save file; `live`: with its agents, to be played on)."""
        name = path.name if isinstance(path, Path) else str(path)
        try:
            if isinstance(path, Path):
                data = json.loads(path.read_text(encoding="utf-8"))
            else:
                data = self.journal.load(path)
            web = data["web"]
            rs = self.keeper.rules_of(self.ruleset(str(data["ruleset"])), str(data.get("content") or ""))
            game = replay_game(rs, data, log=True)
            s = Session(str(web["id"]), rs, str(web["path"]), int(data["players"]), int(data["seed"]),
                        dict(data["options"]), [str(x) for x in web["seats"]], str(web["locale"]), game)
            s.tokens = {int(k): str(v) for k, v in dict(web.get("tokens", {})).items()}
        except (OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
            raise SaveError(f"{name}: cannot resume ({exc.__class__.__name__})", "F001") from None
        except RulesError as err:
            raise SaveError(f"{name}: cannot resume ({err.code}: {err.message})", "F001") from None
        if any(x not in WEB_SEATS for x in s.seats):
            raise SaveError(f"{name}: a seat kind the table does not offer", "F001")
        if live:
            s.make_agents()
        return s

    def wake(self, s: Session) -> int:
        """Let a resumed game's agents play until a person decides (a game of agents only is watched)."""
        if not s.human_seats() or not s.bot_to_move():
            return 0
        with s.lock:
            n = s.run_bots(self.save, self.stopping)
        self.settle(s)
        return n

    def resume_waiting(self) -> int:
        """At start: resume the unfinished games where an agent is to move, and let the agents play."""
        woken = 0
        for rec in self.unfinished():
            if self.stopping.is_set() or self.live() >= self.max_games:
                break
            if HUMAN not in rec["seats"] or not rec["agent_next"]:
                continue
            try:
                woken += self.wake(self.get(rec["id"])) > 0
            except RulesError:
                continue
        return woken

    def _records(self, newest: int) -> list[dict[str, Any]]:
        """The game records of the journal, newest first."""
        out = []
        for r in self.journal.listing(newest):
            web = r["web"]
            try:
                seats = [str(x) for x in web["seats"]]
                out.append({"id": r["id"], "ruleset": r["ruleset"], "players": r["players"], "seats": seats,
                            "moves": r["moves"], "over": r["over"], "agent_next": r["agent_next"],
                            # saved before seats had capabilities: no host's token
                            "claimable": str(HOST) not in dict(web.get("tokens") or {}) and HUMAN in seats,
                            # for the lobby's and the replays' lists (rulesdsl.web.listing)
                            "when": r["updated"], "names": r.get("names"), "result": r.get("result"),
                            "tokens": dict(web.get("tokens") or {})})
            except (KeyError, TypeError, ValueError):
                continue
        return out

    def unfinished(self) -> list[dict[str, Any]]:
        """The saved games not yet over (newest first), for the lobby."""
        return [r for r in self._records(MAX_LISTED) if not r["over"]]

    def saved(self) -> list[dict[str, Any]]:
        """Every game saved by this table (newest first), finished or not."""
        return self._records(MAX_LISTED)

    def record_of(self, gid: str) -> dict[str, Any]:
        """The saved record of one game of this table (without its capabilities)."""
        data = self.journal.load(self._known(gid))
        data.pop("web", None)
        data.pop("agent_next", None)
        return data

    def save(self, s: Session) -> None:
        """Write the game's record in one transaction of the journal (H009 when it cannot be written: nothing is)."""
        record = s.record()
        record["agent_next"] = s.bot_to_move()
        self.journal.save(record, self.keeper.version(s.rs, self.rulesets.get(s.rs.id)),
                          s.game.state.get("names"), result_of(s.game))

    # ---- idle live games leave memory (they are on disk): abandoned games free their --max-games slots ----
    def _leave_idle(self) -> int:
        """Drop from memory the live games idle for `idle_after` seconds (no POST, nobody connected, no agent
        playing); each is saved after every move, so the next request resumes it from disk. Under `guard`."""
        now, gone = time.monotonic(), 0
        for gid, s in list(self.games.items()):
            if now - self.touched.get(gid, now) < self.idle_after or any(self.online.get(gid, {}).values()):
                continue
            if not s.lock.acquire(blocking=False):  # an agent is playing or a move is being saved
                continue
            try:
                del self.games[gid]
                self.touched.pop(gid, None)
                gone += 1
            finally:
                s.lock.release()
        return gone

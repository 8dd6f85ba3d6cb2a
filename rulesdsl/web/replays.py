"""Replays at the web table: a save file stepped through decision by decision."""

from __future__ import annotations

import json
import secrets
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesdsl.errors import IllegalAction, SaveError, UsageError
from rulesdsl.play.game import SKIP, Game
from rulesdsl.play.saves import FORMAT, check_save_fits, parse_save, saved_action
from rulesdsl.web import narration
from rulesdsl.web.table import table_state

if TYPE_CHECKING:
    from rulesdsl.web.store import Store

MAX_REPLAYS = 16


@dataclass
class Replay:
    """One opened save: its ruleset's fresh game and the actions to step through."""

    rid: str
    game: Game
    actions: list[str]
    finished: bool

    def _fresh(self) -> Game:
        """A copy of the game as it started (with its log)."""
        return self.game.clone(keep_log=True)

    def at(self, step: int, locale: str) -> dict[str, Any]:
        """The table after `step` decisions (spectator view), and the decision taken next with its options
        (only once the game is over: the replay of an unfinished game shows public information only)."""
        g = self._fresh()
        for a in self.actions[:step]:
            g.apply(a)
        out = table_state(g, None, locale, [])
        out.update({"step": step, "steps": len(self.actions), "finished": self.finished})
        d = g.state["decision"]
        if d is not None and step < len(self.actions) and not self.finished:
            # a game still being played: its options and choices may name hidden objects (a hand)
            out["next"] = {"prompt": narration.prompt(g, locale), "chosen": None, "options": [], "public": True}
        elif d is not None and step < len(self.actions):
            chosen = self.actions[step]
            ids = [*d["o"], *([SKIP] if d["skip"] else [])]
            out["next"] = {"prompt": narration.prompt(g, locale), "chosen": chosen,
                           "options": [{"id": o, "label": narration.option(g, i, locale), "chosen": o == chosen}
                                       for i, o in enumerate(ids)]}
        return out


class Replays:
    """The replays opened on this server (the most recent few)."""

    def __init__(self) -> None:
        self.items: OrderedDict[str, Replay] = OrderedDict()

    @staticmethod
    def parse(raw: bytes) -> dict[str, Any]:
        """An uploaded save, checked like a save file on disk (rulesdsl.play.saves); SaveError otherwise."""
        return parse_save(raw, Path("uploaded save"))

    def open(self, data: dict[str, Any], store: Store) -> str:
        """Check the save against its ruleset (every action must replay) and keep it; returns its id."""
        data = self.parse(json.dumps(data).encode())
        rs = store.ruleset(str(data["ruleset"]))
        check_save_fits(data, rs.min_players, rs.max_players, rs.options)
        start = Game.new(rs, data["players"], data["seed"], {str(k): str(v) for k, v in data["options"].items()},
                         log=True)
        g = start.clone(keep_log=True)
        fmt = int(data.get("format", FORMAT))
        for i, a in enumerate(data["actions"]):
            try:
                g.apply(saved_action(g, a, fmt))
            except IllegalAction as err:
                raise SaveError(f"replay diverged at action {i + 1} ('{a[:40]}'): {err.message}", "F003") from None
        rid = secrets.token_hex(6)
        self.items[rid] = Replay(rid, start, list(g.history), g.is_over())  # a format-2 save's ids, renamed
        while len(self.items) > MAX_REPLAYS:
            self.items.popitem(last=False)
        return rid

    def get(self, rid: str) -> Replay:
        """An opened replay by id."""
        got = self.items.get(rid)
        if got is None:
            raise UsageError("no such replay (open the save again)", "H001")
        return got

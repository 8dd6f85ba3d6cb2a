"""A human at the terminal: the decision's prompt and labelled options in the chosen locale, a compact view of
the seat's own situation, why-not with the rule, undo within the turn, save on Ctrl-C / end of input."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from rulesdsl.agents.seat_view import places_between, situation_lines, visible_objects
from rulesdsl.errors import UsageError
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import SOURCE
from rulesdsl.paths import user_data_home
from rulesdsl.play.events import Action, Shuffle, records
from rulesdsl.play.game import Game
from rulesdsl.play.saves import write_save
from rulesdsl.text.decisions import describe, why_not_text
from rulesdsl.text.log import who
from rulesdsl.text.narrate import narrate
from rulesdsl.writes import make_dir

RECENT_LINES = 40

__all__ = ["HumanAgent", "Mark", "replay", "user_save_dir", "visible_objects"]


def user_save_dir() -> Path:
    """Where saves go when no --save path is given: $RULESDSL_SAVES, else `saves` in the user's data folder
    ($RULESDSL_DATA, else the OS's user data folder from platformdirs) — never the current folder."""
    env = os.environ.get("RULESDSL_SAVES")
    if env:
        return Path(env)
    return user_data_home() / "saves"


@dataclass(frozen=True)
class Mark:
    """What the player's view looked like at one of their decisions (to tell whether undo may cross it)."""

    index: int  # len(history) at the decision = the history index of the action taken there
    rng: int
    visible: frozenset[int]
    loglen: int


class HumanAgent:
    """Asks at the terminal; `undo` goes back through this player's own decisions of the current turn."""

    name = "human"

    def __init__(self, seed: int = 0, game_seed: int | None = None, inp: Callable[[str], str] = input,
                 out: Callable[[str], None] | None = None, save_dir: Path | None = None,
                 locale: str = SOURCE, save_path: Path | None = None) -> None:
        self.seed = seed
        self.locale = locale
        self.game_seed = game_seed
        self.inp = inp
        self.out = out or (lambda s: print(s, flush=True))
        self.save_dir = save_dir
        self.save_path = save_path
        self.marks: list[Mark] = []
        self.seen_log = 0
        self.seats: list[str] | None = None
        self._seed_checked = game_seed is not None
        self.terminal: dict[str, Any] | None = None
        self.area: list[str] | None = None  # the seat's situation as last shown (reprinted only where it changed)

    def share_terminal(self, terminal: dict[str, Any]) -> None:
        """Sit at a terminal shared with other people's seats (a hot seat): `terminal` is one dict shared by
        them all, holding the seat asked last (`last`) and whether the terminal is interactive (`tty`)."""
        self.terminal = terminal

    def bind_seats(self, seats: list[str]) -> None:
        """Learn who plays every seat, so a save made at this seat seats them all again on resume."""
        self.seats = list(seats)

    def bind(self, game_seed: int) -> None:
        """Tell the agent the game's seed (needed to replay for undo and to save)."""
        self.game_seed = game_seed
        self._seed_checked = True

    def _t(self, game: Game, mid: str, **args: Any) -> str:
        return catalog_of(game.rs, self.locale).format(mid, args)

    # ---- the decision loop ----------------------------------------------------------------
    def choose(self, game: Game) -> str:
        """Prompt until the player gives a legal option."""
        me = game.current_player()
        assert me is not None
        self._hand_over(game, me)
        cur = self._mark(game, me)
        if self.marks and not self._continuous(game, me, self.marks[-1], cur):
            self.marks.clear()
        self._recent(game, me)
        self._show(game, me, full=False)
        while True:
            try:
                text = self.inp(f"{who(game, me, self.locale)}> ").strip()
            except (KeyboardInterrupt, EOFError):
                self._quit(game)
            low = text.lower()
            if low in ("", "help", "?", "h"):
                self.out(self._t(game, "human-help"))
            elif low in ("view", "v"):
                self._show(game, me, full=True)
            elif low in ("undo", "u"):
                back = self._undo(game)
                if back is not None:
                    cur = back
                    self._show(game, me, full=False)
            elif low.startswith("why "):
                ident = self._option_id(game, text[4:].strip()) or text[4:].strip()
                reason = why_not_text(game, ident, self.locale)
                self.out(self._t(game, "human-legal", action=ident) if reason is None else reason)
            else:
                choice = self._parse(game, text)
                if choice is not None:
                    self.marks.append(cur)
                    return choice

    def _hand_over(self, game: Game, me: int) -> None:
        """At a shared terminal, when another person's seat was asked last: clear the screen (so nothing
        private to that seat stays in view) and wait until the next person says they alone are looking."""
        term = self.terminal
        if term is None:
            return
        last = term.get("last")
        term["last"] = me
        if last is None or last == me:
            return
        self.area = None  # the next person sees their whole situation
        if term.get("tty"):
            self.out("\x1b[2J\x1b[3J\x1b[H")  # clear the screen and its scroll-back
        self.out(self._t(game, "human-handover", player=who(game, me, self.locale)))
        if term.get("tty"):
            try:
                self.inp("")
            except (KeyboardInterrupt, EOFError):
                self._quit(game)

    def _option_id(self, game: Game, text: str) -> str | None:
        options = game.legal_actions()
        if game.state["decision"]["k"] == "number":  # a number choice: the number itself is typed
            return text if text in options else None
        if text.isascii() and text.isdigit() and len(text) < 6 and 1 <= int(text) <= len(options):
            return options[int(text) - 1]
        return None

    def _parse(self, game: Game, text: str) -> str | None:
        options = game.legal_actions()
        rg = game.state["decision"].get("rg")
        if rg and text.lstrip("-").isascii() and text.lstrip("-").isdigit():
            choice = self._option_id(game, text)
            if choice is None:
                self.out(self._t(game, "human-not-offered", k=text[:12], lo=rg[0], hi=rg[1]))
            return choice
        if text.isascii() and text.isdigit():
            choice = self._option_id(game, text)
            if choice is None:
                self.out(self._t(game, "human-no-number", k=text[:12], max=len(options)))
            return choice
        reason = why_not_text(game, text, self.locale)
        if reason is None:
            return text
        self.out(self._t(game, "human-refused", reason=reason))
        return None

    # ---- display ----------------------------------------------------------------------------
    def _recent(self, game: Game, me: int) -> None:
        log = game.log
        if log is None:
            return
        start = max(self.seen_log, len(log) - RECENT_LINES)
        lines = narrate(game, self.locale, me, start)
        if lines:
            self.out(self._t(game, "human-recent"))
            for ln in lines:
                self.out(ln)
        self.seen_log = len(log)

    def _show(self, game: Game, me: int, full: bool) -> None:
        d = game.state["decision"]
        words = describe(game, self.locale)
        assert words is not None
        if d.get("s"):  # a simultaneous decision: at a shared terminal each person is asked in turn
            others = [who(game, p, self.locale) for p in game.waiting() if p != me]
            self.out(self._t(game, "human-simultaneous", player=who(game, me, self.locale),
                             waiting=", ".join(others) or "-"))
        self.out(self._t(game, "human-header", prompt=words.prompt, n=len(game.history) + 1))
        area = situation_lines(game, me, self.locale, full)
        before, self.area = self.area, area
        if full or before is None:
            changed = area
        else:  # only what changed since the last decision; `view` shows it all
            changed = [x for x in area if x not in before]
        for line in changed:
            self.out("  " + line)
        if not changed:
            self.out("  " + self._t(game, "human-unchanged"))
        ahead = places_between(game, me, self.locale)  # who stands where among the places offered
        if ahead:
            self.out("  " + self._t(game, "human-ahead", places=" · ".join(ahead)))
        if d.get("rg"):  # a number choice: one line for the range, and the skip if there is one
            lo, hi, step = d["rg"]
            self.out("  " + self._t(game, "human-number", lo=lo, hi=hi, step=step))
            if d["skip"]:
                self.out(f"  [skip] {words.labels[-1]}")
        for i, (opt, label) in enumerate(zip(words.options, words.labels, strict=True)):
            if d.get("rg"):
                break
            shown = "" if d["k"] == "choose" or i >= len(d["o"]) else f"  [{opt}]"
            self.out(f"  {i + 1}) {label}{shown}")
        for r in words.refused:
            self.out(f"  -) {r.label}  [{r.id}]: {r.why}")
        self.out("  (" + self._t(game, "human-help") + ")")

    # ---- undo ------------------------------------------------------------------------------
    def _mark(self, game: Game, me: int) -> Mark:
        return Mark(len(game.history), int(game.state["rng"]), visible_objects(game, me),
                    len(game.log) if game.log is not None else 0)

    def _continuous(self, game: Game, me: int, last: Mark, cur: Mark) -> bool:
        """Whether only this player's own action, with no chance and no reveal, lies between two marks."""
        if cur.index != last.index + 1 or cur.rng != last.rng or not cur.visible <= last.visible:
            return False
        for ev in records((game.log or [])[last.loglen:cur.loglen]):
            if type(ev) is Shuffle or (type(ev) is Action and ev.player != me):
                return False
        return True

    def _undo(self, game: Game) -> Mark | None:
        if not self.marks:
            self.out(self._t(game, "human-no-undo"))
            return None
        seed = self._find_seed(game)
        if seed is None:
            self.out(self._t(game, "human-no-seed"))
            return None
        mark = self.marks.pop()
        undone = game.history[mark.index]
        g = replay(game, seed, mark.index)
        game.state, game.history, game.log = g.state, g.history, g.log
        self.seen_log = len(g.log) if g.log is not None else 0
        self.out(self._t(game, "human-undone", action=undone, left=len(self.marks)))
        return mark

    def _find_seed(self, game: Game) -> int | None:
        """The game's seed: bound, or the play command's convention (agent seed = game seed × 100 + seat)."""
        if not self._seed_checked:
            self._seed_checked = True
            guess = self.seed // 100
            if replay(game, guess, len(game.history)).state == game.state:
                self.game_seed = guess
        return self.game_seed

    def save_target(self, game: Game) -> Path:
        """Where Ctrl-C / end of input saves: the --save path, else a file in the user's data folder."""
        if self.save_path is not None:
            return self.save_path
        seed = self._find_seed(game)
        folder = self.save_dir or user_save_dir()
        return folder / f"{game.rs.id}-{seed if seed is not None else 'unknown'}-{len(game.history)}.json"

    def _quit(self, game: Game) -> NoReturn:
        seed = self._find_seed(game)
        path = self.save_target(game)
        try:
            make_dir(path.parent)
        except UsageError:  # an unwritable data folder must not lose the game: save in the current folder instead
            path = Path.cwd() / path.name
        write_save(path, game, seed if seed is not None else -1, snapshot=seed is None, seats=self.seats)
        self.out("\n" + self._t(game, "human-saved", file=str(path), n=len(game.history)))
        sys.exit(130)


def replay(game: Game, seed: int, upto: int) -> Game:
    """A fresh game from the seed with the first `upto` actions of `game` applied (same options, log)."""
    st = game.state
    g = Game.new(game.rs, int(st["players"]), seed, dict(st["options"]), log=game.log is not None,
                 ask_forced=bool(st.get("ask_forced")), names=list(st["names"]) if st.get("names") else None)
    for action in game.history[:upto]:
        g.apply(action)
    return g

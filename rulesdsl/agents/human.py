"""A human at the terminal: numbered options, own view, why-not, undo within the turn, save on Ctrl-C."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from rulesdsl.engine.game import Game
from rulesdsl.engine.saves import write_save
from rulesdsl.engine.views import view
from rulesdsl.i18n.catalog import SOURCE
from rulesdsl.i18n.log import event_line, option_label, player_name, prompt_text, value_label, why_not_text
from rulesdsl.paths import user_data_home

HELP = "type a number (or an option id) · undo · view · help · Ctrl-C saves and quits"
RECENT_LINES = 40


@dataclass(frozen=True)
class Mark:
    """What the player's view looked like at one of their decisions (to tell whether undo may cross it)."""

    index: int  # len(history) at the decision = the history index of the action taken there
    rng: int
    visible: frozenset[int]
    loglen: int


def visible_objects(game: Game, viewer: int) -> frozenset[int]:
    """The object ids whose identity the viewer can see now."""
    out: set[int] = set()
    for key, items in game.state["z"].items():
        zone, _, who = key.partition(".")
        vis = game.rs.zones[zone].visibility
        if vis == "public" or (vis == "owner" and who and int(who) == viewer):
            out.update(items)
    return frozenset(out)


class HumanAgent:
    """Asks at the terminal; `undo` goes back through this player's own decisions of the current turn."""

    name = "human"

    def __init__(self, seed: int = 0, game_seed: int | None = None, inp: Callable[[str], str] = input,
                 out: Callable[[str], None] | None = None, save_dir: Path | None = None,
                 locale: str = SOURCE) -> None:
        self.seed = seed
        self.locale = locale
        self.game_seed = game_seed
        self.inp = inp
        self.out = out or (lambda s: print(s, flush=True))
        self.save_dir = save_dir or user_data_home() / "saves"  # RULESDSL_DATA, else the OS's user data
        self.marks: list[Mark] = []
        self.seen_log = 0
        self._seed_checked = game_seed is not None

    def bind(self, game_seed: int) -> None:
        """Tell the agent the game's seed (needed to replay for undo and to save)."""
        self.game_seed = game_seed
        self._seed_checked = True

    # ---- the decision loop ----------------------------------------------------------------
    def choose(self, game: Game) -> str:
        """Prompt until the player gives a legal option."""
        me = game.current_player()
        assert me is not None
        cur = self._mark(game, me)
        if self.marks and not self._continuous(game, me, self.marks[-1], cur):
            self.marks.clear()
        self._recent(game)
        self._show(game, me, full=False)
        while True:
            try:
                text = self.inp(f"{player_name(me, self.locale, game.rs)}> ").strip()
            except (KeyboardInterrupt, EOFError):
                self._quit(game)
            low = text.lower()
            if low in ("", "help", "?", "h"):
                self.out(HELP)
                continue
            if low in ("view", "v"):
                self._show(game, me, full=True)
                continue
            if low in ("undo", "u"):
                back = self._undo(game)
                if back is not None:
                    cur = back
                    self._show(game, me, full=False)
                continue
            choice = self._parse(game, text)
            if choice is not None:
                self.marks.append(cur)
                return choice

    def _parse(self, game: Game, text: str) -> str | None:
        options = game.legal_actions()
        if text.isdigit():
            k = int(text)
            if 1 <= k <= len(options):
                return options[k - 1]
            self.out(f"refused: there is no option {k} (choose 1-{len(options)}); {HELP}")
            return None
        reason = why_not_text(game, text, self.locale)
        if reason is None:
            return text
        self.out(f"refused: {reason}")
        return None

    # ---- display ----------------------------------------------------------------------------
    def _recent(self, game: Game) -> None:
        log = game.log
        if log is None:
            return
        start = max(self.seen_log, len(log) - RECENT_LINES)
        lines = [ln for ln in (event_line(game.rs, ev, locale=self.locale) for ev in log[start:]) if ln]
        if lines:
            self.out("--- since your last decision ---")
            for ln in lines:
                self.out(ln)
        self.seen_log = len(log)

    def _show(self, game: Game, me: int, full: bool) -> None:
        v = view(game, me)
        d = game.state["d"]
        self.out(f"=== {prompt_text(game, self.locale)} ({d['k']}) — {len(game.history)} decisions so far ===")
        for p, counters in enumerate(v["counters"]):
            shown = " · ".join(f"{self._name(game, k)} {val}" for k, val in counters.items() if val or p == me)
            self.out(f"  {'you' if p == me else player_name(p, self.locale, game.rs)}: {shown or '-'}")
        glob = " · ".join(f"{self._name(game, k)} {val}" for k, val in v["global"].items())
        if glob:
            self.out(f"  game: {glob}")
        for key, content in v["zones"].items():
            zone, _, who = key.partition(".")
            mine = who != "" and int(who) == me
            if not (full or mine):
                continue
            owner = player_name(int(who), self.locale, game.rs) if who else ""
            where = self._name(game, zone) + ("" if not who else " (yours)" if mine else f" of {owner}")
            if isinstance(content, dict):
                if content["count"]:
                    self.out(f"  {where}: {content['count']} hidden")
            elif content:
                self.out(f"  {where}: " + ", ".join(value_label(game, o["id"], self.locale) for o in content))
        for i, opt in enumerate(game.legal_actions()):
            shown = "" if d["k"] == "choose" or i >= len(d["o"]) else f"  [{opt}]"
            self.out(f"  {i + 1}) {option_label(game, i, self.locale)}{shown}")
        self.out(f"  ({HELP})")

    def _name(self, game: Game, ident: str) -> str:
        return value_label(game, ident, self.locale)

    # ---- undo ------------------------------------------------------------------------------
    def _mark(self, game: Game, me: int) -> Mark:
        return Mark(len(game.history), int(game.state["rng"]), visible_objects(game, me),
                    len(game.log) if game.log is not None else 0)

    def _continuous(self, game: Game, me: int, last: Mark, cur: Mark) -> bool:
        """Whether only this player's own action, with no chance and no reveal, lies between two marks."""
        if cur.index != last.index + 1 or cur.rng != last.rng or not cur.visible <= last.visible:
            return False
        for ev in (game.log or [])[last.loglen:cur.loglen]:
            if ev[0] == "shuffle" or (ev[0] == "action" and ev[1] != me):
                return False
        return True

    def _undo(self, game: Game) -> Mark | None:
        if not self.marks:
            self.out("nothing to undo: undo goes back through your own decisions of this turn, "
                     "never past a draw, a reveal, a shuffle, a die roll or another player's action")
            return None
        seed = self._find_seed(game)
        if seed is None:
            self.out("undo is unavailable: the game's seed is unknown")
            return None
        mark = self.marks.pop()
        undone = game.history[mark.index]
        g = replay(game, seed, mark.index)
        game.state, game.history, game.log = g.state, g.history, g.log
        self.seen_log = len(g.log) if g.log is not None else 0
        self.out(f"undone: '{undone}' is taken back ({len(self.marks)} more undo(s) possible this turn)")
        return mark

    def _find_seed(self, game: Game) -> int | None:
        """The game's seed: bound, or the play command's convention (agent seed = game seed × 100 + seat)."""
        if not self._seed_checked:
            self._seed_checked = True
            guess = self.seed // 100
            if replay(game, guess, len(game.history)).state == game.state:
                self.game_seed = guess
        return self.game_seed

    def _quit(self, game: Game) -> NoReturn:
        seed = self._find_seed(game)
        try:
            self.save_dir.mkdir(parents=True, exist_ok=True)
        except OSError:  # an unwritable data folder must not lose the game: save here instead
            self.save_dir = Path.cwd()
        path = self.save_dir / f"rulesdsl-save-{seed if seed is not None else 'unknown'}-{len(game.history)}.json"
        write_save(path, game, seed if seed is not None else -1, snapshot=seed is None)
        self.out(f"\ngame saved to {path} ({len(game.history)} actions); replay it with: rulesdsl replay {path}")
        sys.exit(130)


def replay(game: Game, seed: int, upto: int) -> Game:
    """A fresh game from the seed with the first `upto` actions of `game` applied (same options, log)."""
    st = game.state
    g = Game.new(game.rs, int(st["n"]), seed, dict(st["opt"]), log=game.log is not None)
    for action in game.history[:upto]:
        g.apply(action)
    return g


"""The one small exception family of the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulesdsl.diagnostics import Diagnostic


from rulesdsl.diagnostics import register_codes

register_codes({
    "U001": ("invalid command-line argument", "An argument or option value is not acceptable."),
    "U002": ("no default ruleset", "No ruleset of the project (outside one: installed) says `default: true`; "
                                   "give a PATH."),
    "U003": ("no such ruleset folder", "The PATH argument names no folder, and no ruleset of the project "
                                       "(outside one: installed) has that name."),
    "U004": ("bad seat", "A --seats entry names no agent, or its argument is not acceptable (an MCTS budget "
                         "beyond the limits, an evaluation file that is not a regular file of finite weights)."),
    "U005": ("unknown diagnostic code", "`rulesdsl explain` was given a code that is not in the table."),
    "U006": ("bad --option", "Options are written NAME=VALUE."),
    "U007": ("wrong number of seats", "--seats must list one agent per player."),
    "U008": ("player count out of range", "The ruleset does not support that many players."),
    "U009": ("unknown or invalid game option",
             "The option is not declared by the ruleset, or the value is not allowed."),
    "R100": ("rules error at run time", "The rules misbehaved while a game was running."),
    # the web table (`rulesdsl serve`): requests are input like any other
    "H001": ("no such game", "The web table has no game (or replay) with that id."),
    "H002": ("stale move", "The game moved on since the page was drawn; the page reloads the table."),
    "H003": ("not your seat", "The move was sent for a seat that does not decide now, or is not a person's seat."),
    "H004": ("too many games", "The web table holds a bounded number of games; finish or remove one first."),
    "H005": ("bad web request", "A web request was malformed, out of range or too large."),
    "H006": ("web table not installed", "`rulesdsl serve` needs its extra: pip install 'rulesdsl[web]'."),
    "H007": ("no capability for that seat", "A seat's view and moves need its invite link (a cookie set by "
                                            "`/game/<id>/join/<token>`); the host's controls need the host's."),
    "H008": ("request refused by the origin checks", "The web table answers only its own pages: the Host must be "
                                                     "allowed, a state change a JSON POST from the same origin."),
    "H009": ("game not saved", "The table could not write the game's save (disk full, permissions); the move "
                               "was not applied."),
    "H010": ("server stopping", "The table was asked to stop while this request waited for an agent; the moves "
                                "already answered are saved, and the game goes on when the server starts again."),
    # the playtest journal (`serve`, `rulesdsl playtests`)
    "F007": ("playtest journal unreadable", "The table's database file is missing (no game was played with that "
                                            "--data or --db), is not a rulesdsl journal, is damaged, or was written "
                                            "by a newer rulesdsl (its schema version is higher than this one "
                                            "knows)."),
    "F008": ("no such game in the journal", "`rulesdsl playtests export/delete/replay` was given a game id the "
                                            "journal does not hold; `rulesdsl playtests list` lists them."),
    "H011": ("too many live connections", "Live updates are bounded per server, per game, per client address and "
                                          "per seat; spectators share a part of the capacity, so a seat's "
                                          "connection is never refused because of them (docs/limits.md)."),
})


class RulesError(Exception):
    """Base class of every error the engine raises on purpose."""

    code = "E000"

    def __init__(self, message: str, code: str | None = None, hint: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        if code is not None:
            self.code = code


class ContentError(RulesError):
    """Content failed to load or check; carries every diagnostic found."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        errors = [d for d in diagnostics if d.severity == "error"]
        first = errors[0] if errors else (diagnostics[0] if diagnostics else None)
        super().__init__(first.message if first else "invalid content", first.code if first else None)
        self.diagnostics = diagnostics


class IllegalAction(RulesError):
    """An action was refused; the state is unchanged. `code` says why not."""

    code = "R001"


class GameRuntimeError(RulesError):
    """The rules themselves misbehaved at run time (a bound exceeded, a bad reference)."""

    code = "R100"


class SaveError(RulesError):
    """A save file could not be read or does not match the ruleset."""

    code = "F001"


class UsageError(RulesError):
    """A command-line argument or option is invalid."""

    code = "U001"

"""The one small exception family of the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulesdsl.diagnostics import Diagnostic


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

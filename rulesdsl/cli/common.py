"""What every command shares: engine errors become coded messages and exit codes, never tracebacks."""

from __future__ import annotations

import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from rulesdsl.compiler.loader import GIVEN, locate_ruleset
from rulesdsl.compiler.native import CHANGED
from rulesdsl.diagnostics import scrub_controls
from rulesdsl.errors import ContentError, RulesError, UsageError
from rulesdsl.runtime.ruleset import Ruleset

F = TypeVar("F", bound=Callable[..., Any])

PACK_HELP = "Layer a content pack (and its catalogs) over the ruleset (repeatable; dependencies first)."


def examples(*lines: str) -> str:
    """A command's `Examples:` epilog, one invocation per line, printed as written (click does not re-wrap it)."""
    return "\b\nExamples:\n" + "\n".join(f"  {line}" for line in lines)


_CHECK_KEY = "rulesdsl.check_command"
_ORIGIN_KEY = "rulesdsl.ruleset_origin"


def ruleset_arg(path: str | None, packs: Sequence[str] = (), announce: bool = True,
                located: tuple[Path, str] | None = None) -> Path:
    """Resolve a PATH argument, print which ruleset folder is used (stderr), remember how to check it."""
    root, origin = located or locate_ruleset(path)
    shown = root if origin == GIVEN else root.resolve()
    ctx = click.get_current_context(silent=True)
    if ctx is not None:
        ctx.meta[_CHECK_KEY] = " ".join(["rulesdsl check", shlex.quote(str(shown)),
                                         *(f"--pack {shlex.quote(p)}" for p in packs)])
        ctx.meta[_ORIGIN_KEY] = origin
    if announce:
        click.echo(f"ruleset: {shown}{origin_note(origin)}", err=True)
    return shown


def compiled_note(rs: Ruleset, root: Path) -> None:
    """One line (stderr) when the ruleset has compiled rules (`rulesdsl build`) but they cannot run: the rules
    changed since the build, or its folder is not safe to load from. Nothing when it was never built or when
    pure Python was asked for (RULESDSL_PURE=1)."""
    report = rs.python
    note = getattr(report, "native_note", "")
    if report is not None and report.native is None and note and note != "not built" \
            and not note.startswith("pure Python asked"):
        again = f" until `rulesdsl build {shlex.quote(str(root))}` builds them again" if note == CHANGED else ""
        click.echo(scrub_controls(f"compiled rules not used: {note}; they run as generated Python{again}"), err=True)


def origin_note(origin: str) -> str:
    """` (working copy)` or ` (installed copy)` after a ruleset folder; nothing for a path the user gave."""
    return "" if origin == GIVEN else f" ({origin})"


def ruleset_origin() -> str:
    """Where the running command's ruleset came from: working copy, installed copy or given path."""
    ctx = click.get_current_context(silent=True)
    return str(ctx.meta.get(_ORIGIN_KEY, GIVEN)) if ctx is not None else GIVEN


def check_command() -> str:
    """The exact `rulesdsl check ...` command for the ruleset the running command uses."""
    ctx = click.get_current_context(silent=True)
    found = ctx.meta.get(_CHECK_KEY) if ctx is not None else None
    return str(found) if found else "rulesdsl check"


def fail(err: RulesError) -> None:
    """Print a coded error (every diagnostic of a ContentError) and exit 1, or 2 for usage errors."""
    if isinstance(err, ContentError):
        for d in err.diagnostics:
            click.echo(d.render(), err=True)
        if err.diagnostics and all(d.code.startswith("L") for d in err.diagnostics):
            # `check` does not read catalogs: `i18n` is the command that lists their problems
            click.echo(f"error[{err.code}]: the catalogs have {len(err.diagnostics)} problem(s); run "
                       f"`{check_command().replace('rulesdsl check', 'rulesdsl i18n', 1)}` to list every catalog "
                       "problem", err=True)
        else:
            click.echo(f"error[{err.code}]: the ruleset has {len(err.diagnostics)} problem(s); "
                       f"run `{check_command()}` for the full list", err=True)
    else:
        click.echo(scrub_controls(f"error[{err.code}]: {err.message}"), err=True)
        if err.hint:
            click.echo(scrub_controls(f"  hint: {err.hint}"), err=True)
    sys.exit(2 if isinstance(err, UsageError) else 1)


def guarded(fn: F) -> F:
    """Turn engine errors into coded messages and exit codes."""
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except RulesError as err:
            fail(err)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(130)
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper  # type: ignore[return-value]


SEED_HELP = " (default: a seed nobody can predict, drawn and printed, so the games can be played again)"


def chosen_seed(seed: int | None, say: bool = True) -> int:
    """The --seed given, or one drawn from `secrets`; a drawn seed is printed (stderr) unless `say` is False
    (the command prints it itself), so the same games can be played again with --seed."""
    if seed is not None:
        return seed
    from rulesdsl.play.start_checks import random_seed
    drawn = random_seed()
    if say:
        click.echo(f"seed {drawn} (drawn: --seed {drawn} plays the same games again)", err=True)
    return drawn

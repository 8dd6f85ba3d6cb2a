"""What every command shares: engine errors become coded messages and exit codes, never tracebacks."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from rulesdsl.errors import ContentError, RulesError, UsageError

F = TypeVar("F", bound=Callable[..., Any])

PACK_HELP = "Layer a content pack (and its catalogs) over the ruleset (repeatable; dependencies first)."


def fail(err: RulesError) -> None:
    """Print a coded error (every diagnostic of a ContentError) and exit 1, or 2 for usage errors."""
    if isinstance(err, ContentError):
        for d in err.diagnostics:
            click.echo(d.render(), err=True)
        click.echo(f"error[{err.code}]: the ruleset has {len(err.diagnostics)} problem(s); "
                   "run `rulesdsl check` for the full list", err=True)
    else:
        click.echo(f"error[{err.code}]: {err.message}", err=True)
        if err.hint:
            click.echo(f"  hint: {err.hint}", err=True)
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



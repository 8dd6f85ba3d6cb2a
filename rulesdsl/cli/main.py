"""The `rulesdsl` command group: each command lives in the module of its group, listed in `GROUPS`."""

from __future__ import annotations

import sys

import click

from rulesdsl.cli import build, compare, content, lsp, play, playtests, serve, sim, test, text, train
from rulesdsl.cli.common import examples, fail
from rulesdsl.diagnostics import scrub_controls
from rulesdsl.errors import RulesError


def version_line() -> str:
    """`rulesdsl 0.19.0`, whether the run-time modules run compiled (mypyc) or as pure Python, and whether rules
    can be compiled (`rulesdsl build`: Cython present) for the bulk commands."""
    from importlib import metadata

    from rulesdsl.runtime import machine  # noqa: F401 - imports the run-time, compiled where built
    from rulesdsl.runtime._mypyc_guard import compiled_modules
    from rulesdsl.version import __version__
    compiled = compiled_modules()
    how = (f"compiled run-time (mypyc: {len(compiled)} modules)" if compiled else "pure Python run-time")
    try:
        rules = f"rules compiled where `rulesdsl build` built them (Cython {metadata.version('cython')})"
    except metadata.PackageNotFoundError:
        rules = "rules as generated Python (`rulesdsl build` needs the build extra)"
    return f"rulesdsl {__version__} ({how}; {rules}; Python {sys.version.split()[0]})"


def _print_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(version_line())
        ctx.exit()


# One module per command group; each exposes COMMANDS. A new command group is one module and one entry here.
GROUPS = [content, play, sim, build, train, text, test, compare, lsp, serve, playtests]


@click.group(context_settings={"help_option_names": ["-h", "--help"]},
             epilog=examples("rulesdsl play --players 4 --seed 1", "rulesdsl check rules/mygame",
                             "rulesdsl play --help"))
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_print_version,
              help="The version, and whether the run-time (mypyc) and the rules (`rulesdsl build`) run compiled.")
def cli() -> None:
    """rulesdsl — board-game rules as data: check, play, replay and study rulesets."""


for _group in GROUPS:
    for _command in _group.COMMANDS:
        cli.add_command(_command)


def main() -> None:
    """Console-script entry point: a malformed command line (a number that is not one, an unknown option)
    is a coded usage error (U001) like every other bad input."""
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.UsageError as err:
        if type(err).__name__ == "NoArgsIsHelpError":  # `rulesdsl` alone: the help, as click prints it
            click.echo(err.format_message(), err=True)
            sys.exit(2)
        click.echo(scrub_controls(f"error[U001]: {err.format_message()}"), err=True)
        if err.ctx is not None:
            click.echo(f"  hint: see `{err.ctx.command_path} --help`", err=True)
        sys.exit(2)
    except click.ClickException as err:
        err.show()
        sys.exit(err.exit_code)
    except click.exceptions.Abort:
        click.echo("Aborted!", err=True)
        sys.exit(1)
    except click.exceptions.Exit as err:
        sys.exit(err.exit_code)
    except RulesError as err:  # pragma: no cover - commands are guarded
        fail(err)

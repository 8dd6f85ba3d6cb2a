"""The `rulesdsl` command line: check, play, replay, explain … Errors are coded, never tracebacks."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from rulesdsl.cli_common import fail, guarded
from rulesdsl.diagnostics import CODES, to_json_text
from rulesdsl.errors import RulesError, UsageError
from rulesdsl.loader import check_ruleset, load_ruleset, resolve_path

F = TypeVar("F", bound=Callable[..., Any])


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="rulesdsl")
def cli() -> None:
    """rulesdsl — board-game rules as data: check, play, replay and study rulesets."""


@cli.command()
@click.argument("path", required=False)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False),
              help="Layer a content pack over the ruleset (repeatable; dependencies first).")
@guarded
def check(path: str | None, fmt: str, packs: tuple[str, ...]) -> None:
    """Check a ruleset (default: the default ruleset), with any packs, and report every problem."""
    root = resolve_path(path)
    res = check_ruleset(root, [Path(p) for p in packs])
    if fmt == "json":
        click.echo(to_json_text(res.diagnostics))
    else:
        for d in res.diagnostics:
            click.echo(d.render())
        c = res.content
        click.echo(f"{root}: {len(res.errors)} error(s), {len(res.warnings)} warning(s), "
                   f"{c.entity_count()} entities, {c.provisional_count()} provisional")
    sys.exit(1 if res.errors else 0)


@cli.command()
@click.argument("code")
@guarded
def explain(code: str) -> None:
    """Explain a diagnostic code."""
    _load_all_codes()
    entry = CODES.get(code.upper())
    if entry is None:
        raise UsageError(f"unknown diagnostic code '{code}'", "U005",
                         "codes look like E001; `rulesdsl explain --list` is not needed: see docs/diagnostics.md")
    click.echo(f"{code.upper()}: {entry[0]}\n\n{entry[1]}")


def _load_all_codes() -> None:
    from rulesdsl.refdoc import load_all_codes
    load_all_codes()


@cli.command()
@click.argument("path", required=False)
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--seats", default=None, help="Comma-separated agents per seat, e.g. random,random.")
@click.option("--option", "options", multiple=True, help="Game option NAME=VALUE (repeatable).")
@click.option("--variant", "variants", multiple=True, help="Shorthand for --option variant=NAME.")
@click.option("--save", type=click.Path(dir_okay=False), default=None, help="Write the save file here.")
@click.option("--quiet", is_flag=True, help="Print only the final score.")
@click.option("--check", "check_inv", is_flag=True, help="Check every invariant after each decision.")
@click.option("--locale", default="en", show_default=True, help="Language of the log, prompts and score table.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False),
              help="Layer a content pack over the ruleset (repeatable; dependencies first).")
@guarded
def play(path: str | None, players: int | None, seed: int, seats: str | None, options: tuple[str, ...],
         variants: tuple[str, ...], save: str | None, quiet: bool, check_inv: bool, locale: str,
         packs: tuple[str, ...]) -> None:
    """Play a whole game among bots, printing the log and the final score breakdown."""
    from rulesdsl.runner import parse_options, run_play
    opts = parse_options(options)
    for v in variants:
        opts["variant"] = v
    rs = load_ruleset(resolve_path(path), [Path(p) for p in packs])
    run_play(rs, players, seed, seats, opts, save, quiet, click.echo, check_inv, locale)


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--path", "path", default=None, help="Ruleset folder (default: the one named in the save).")
@click.option("--quiet", is_flag=True)
@click.option("--locale", default="en", show_default=True, help="Language of the log, prompts and score table.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False),
              help="Layer a content pack over the ruleset (repeatable; dependencies first).")
@guarded
def replay(file: str, path: str | None, quiet: bool, locale: str, packs: tuple[str, ...]) -> None:
    """Replay a save file exactly; name the first divergent action if the rules changed."""
    from rulesdsl.runner import run_replay
    run_replay(Path(file), path, quiet, click.echo, [Path(p) for p in packs], locale)


@cli.command(name="packs")
@click.argument("path", required=False)
@guarded
def packs_cmd(path: str | None) -> None:
    """List the packs installed beside a ruleset, their versions, and what each changes."""
    from rulesdsl.packs_report import describe_packs
    for line in describe_packs(resolve_path(path)):
        click.echo(line)


@cli.command()
@click.argument("path", required=False)
@click.option("--games", type=int, default=30, show_default=True)
@click.option("--players", type=int, default=None)
@click.option("--no-agents", is_flag=True, help="Skip the agent cost and worker-scaling figures (faster).")
@guarded
def bench(path: str | None, games: int, players: int | None, no_agents: bool) -> None:
    """Print JSON performance figures for a ruleset."""
    from rulesdsl.bench import run_bench
    click.echo(json.dumps(run_bench(resolve_path(path), games, players, not no_agents), indent=2))


@cli.command()
@click.argument("path", required=False)
@click.option("--out", required=True, type=click.Path(dir_okay=False), help="Output file stem (.dot/.png).")
@click.option("--players", type=int, default=None, help="Show the zones in play at this player count.")
@guarded
def graph(path: str | None, out: str, players: int | None) -> None:
    """Write pictures (.dot, .png) of the ruleset's board graphs."""
    from rulesdsl.graphviz import write_graphs
    for f in write_graphs(load_ruleset(resolve_path(path)), Path(out), players):
        click.echo(f"wrote {f}")


@cli.command()
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="Write Markdown here.")
@guarded
def docs(out: str | None) -> None:
    """Print the DSL reference generated from the verb registry and the schemas."""
    from rulesdsl.refdoc import reference_markdown
    text = reference_markdown()
    if out:
        Path(out).write_text(text, encoding="utf-8")
        click.echo(f"wrote {out}")
    else:
        click.echo(text)


from rulesdsl.cli_sim import simulate  # noqa: E402
from rulesdsl.cli_text import register as _register_text  # noqa: E402

_register_text(cli)
cli.add_command(simulate)


def main() -> None:
    """Console-script entry point."""
    try:
        cli(standalone_mode=True)
    except RulesError as err:  # pragma: no cover - commands are guarded
        fail(err)

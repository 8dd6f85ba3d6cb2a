"""Commands that read a ruleset without playing it: `check`, `explain`, `docs`, `packs`, `graph`."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, guarded
from rulesdsl.diagnostics import CODES, to_json_text
from rulesdsl.engine.loader import check_ruleset, load_ruleset, resolve_path
from rulesdsl.errors import UsageError


@click.command()
@click.argument("path", required=False)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
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


@click.command()
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
    from rulesdsl.reports.refdoc import load_all_codes
    load_all_codes()


@click.command(name="packs")
@click.argument("path", required=False)
@guarded
def packs_cmd(path: str | None) -> None:
    """List the packs installed beside a ruleset, their versions, and what each changes."""
    from rulesdsl.reports.packs import describe_packs
    for line in describe_packs(resolve_path(path)):
        click.echo(line)


@click.command()
@click.argument("path", required=False)
@click.option("--out", required=True, type=click.Path(dir_okay=False),
              help="The file to write: .png/.svg/.pdf (every graph in one picture), .dot; no suffix: a stem for "
                   "one .dot and .png per graph.")
@click.option("--players", type=int, default=None, help="Show the zones in play at this player count.")
@click.option("--locale", default="en", show_default=True, help="Language of the labels and conditions.")
@guarded
def graph(path: str | None, out: str, players: int | None, locale: str) -> None:
    """Write a picture of the ruleset's board graphs (laid out by Graphviz when `dot` is installed)."""
    from rulesdsl.i18n import require_locale
    from rulesdsl.reports.board_graph import write_graphs
    rs = load_ruleset(resolve_path(path))
    require_locale(rs, locale)
    for f in write_graphs(rs, Path(out), players, locale=locale):
        click.echo(f"wrote {f}")


@click.command()
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="Write Markdown here.")
@guarded
def docs(out: str | None) -> None:
    """Print the DSL reference generated from the verb registry and the schemas."""
    from rulesdsl.reports.refdoc import reference_markdown
    text = reference_markdown()
    if out:
        Path(out).write_text(text, encoding="utf-8")
        click.echo(f"wrote {out}")
    else:
        click.echo(text)


COMMANDS = [check, explain, docs, packs_cmd, graph]

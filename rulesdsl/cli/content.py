"""Commands that read a ruleset without playing it: `check`, `explain`, `docs`, `packs`, `graph`."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, examples, guarded, origin_note, ruleset_arg, ruleset_origin
from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.diagnostics import CODES, to_json_text
from rulesdsl.errors import UsageError

MAX_SHOWN = 500  # diagnostics printed as text by `check`; the summary line counts them all


@click.command(epilog=examples("rulesdsl check", "rulesdsl check rules/mygame --format json",
                               "rulesdsl check mygame --pack rules/mygame-packs/expansion"))
@click.argument("path", required=False)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text: one `file:line:col: error[CODE]` block per problem; json: a list of diagnostics.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@guarded
def check(path: str | None, fmt: str, packs: tuple[str, ...]) -> None:
    """Check a ruleset and its packs; report every problem.

    Every problem in one run, each with its file, line, column, code, a hint and a caret, then a summary
    line. PATH is a ruleset folder, its ruleset.yaml or a bare name (mygame); without it, the ruleset of
    the project you are in, else the default one. Exit 0 when clean, 1 on errors, 2 on usage errors.
    """
    root = ruleset_arg(path, packs, announce=fmt == "json")
    res = check_ruleset(root, [Path(p) for p in packs])
    if fmt == "json":
        click.echo(to_json_text(res.diagnostics))
    else:
        shown = res.diagnostics[:MAX_SHOWN]
        for d in shown:
            click.echo(d.render())
        if len(res.diagnostics) > len(shown):
            click.echo(f"… {len(res.diagnostics) - len(shown):,} more problem(s) not shown "
                       "(`--format json` lists them all)")
        c = res.content
        click.echo(f"{root}{origin_note(ruleset_origin())}: {len(res.errors)} error(s), "
                   f"{len(res.warnings)} warning(s), {c.entity_count()} entities, {c.provisional_count()} provisional")
    sys.exit(1 if res.errors else 0)


@click.command(epilog=examples("rulesdsl explain E001", "rulesdsl explain u005"))
@click.argument("code")
@guarded
def explain(code: str) -> None:
    """Explain a diagnostic code.

    CODE is a code as printed by `rulesdsl check` or any error (E001, U005 …): prints its title and
    what it means. docs/diagnostics.md lists them all.
    """
    _load_all_codes()
    entry = CODES.get(code.upper())
    if entry is None:
        from rulesdsl.suggest import suggest
        raise UsageError(f"unknown diagnostic code '{code}'", "U005",
                         suggest(code.upper(), CODES) or "codes look like E001, as printed by `rulesdsl check`")
    click.echo(f"{code.upper()}: {entry[0]}\n\n{entry[1]}")


def _load_all_codes() -> None:
    from rulesdsl.reports.refdoc import load_all_codes
    load_all_codes()


@click.command(name="packs", epilog=examples("rulesdsl packs", "rulesdsl packs mygame"))
@click.argument("path", required=False)
@guarded
def packs_cmd(path: str | None) -> None:
    """List the content packs installed beside a ruleset.

    For each pack: its version, what it needs, and what it adds, changes or removes. PATH is a ruleset
    folder, its ruleset.yaml or a bare name (mygame); without it, the default ruleset.
    """
    from rulesdsl.reports.packs import describe_packs
    for line in describe_packs(ruleset_arg(path)):
        click.echo(line)


@click.command(epilog=examples("rulesdsl graph mygame --out board.svg",
                               "rulesdsl graph mygame --players 2 --locale uk --out board.png",
                               "rulesdsl graph mygame --out pics/board"))
@click.argument("path", required=False)
@click.option("--out", required=True, type=click.Path(dir_okay=False),
              help="The file to write: .png/.svg/.pdf (every graph in one picture), .dot; no suffix: a stem for "
                   "one .dot and .png per graph.")
@click.option("--players", type=int, default=None, help="Show the zones in play at this player count.")
@click.option("--locale", default="en", show_default=True, help="Language of the labels and conditions.")
@guarded
def graph(path: str | None, out: str, players: int | None, locale: str) -> None:
    """Draw the ruleset's board graphs.

    Laid out by Graphviz when its `dot` is installed, else drawn with matplotlib (.png only); zones absent
    at --players are greyed. PATH is a ruleset folder, its ruleset.yaml or a bare name (mygame).
    """
    from rulesdsl.i18n import require_locale
    from rulesdsl.reports.board_graph import write_graphs
    from rulesdsl.writes import probe_dir
    probe_dir(Path(out).parent)  # writes first: an unwritable --out fails before the ruleset is loaded
    rs = load_ruleset(ruleset_arg(path))
    require_locale(rs, locale)
    for f in write_graphs(rs, Path(out), players, locale=locale):
        click.echo(f"wrote {f}")


@click.command(epilog=examples("rulesdsl docs", "rulesdsl docs --out dsl-reference.md"))
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Write the Markdown to this file instead of printing it.")
@guarded
def docs(out: str | None) -> None:
    """Print the DSL reference.

    Generated from the verb registry and the JSON Schemas: every verb, expression and file key (the same
    text as docs/dsl-reference.md).
    """
    from rulesdsl.reports.refdoc import reference_markdown
    from rulesdsl.writes import probe_file, write_text
    if out:
        probe_file(Path(out))
    text = reference_markdown()
    if out:
        write_text(Path(out), text)
        click.echo(f"wrote {out}")
    else:
        click.echo(text)


COMMANDS = [check, explain, docs, packs_cmd, graph]

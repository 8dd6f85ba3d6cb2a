"""The `cards` and `i18n` commands: rule text generated from the effects, and catalog checks."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, examples, guarded, ruleset_arg
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.diagnostics import Diagnostic


@click.command(name="rules", epilog=examples("rulesdsl rules", "rulesdsl rules rules/examples/nothanks --locale en",
                                             "rulesdsl rules rules/mygame --format html --locale pl"))
@click.argument("path", required=False)
@click.option("--locale", default="en", show_default=True, help="Language of the rule text (en, tr, uk, pl …).")
@click.option("--format", "fmt", type=click.Choice(["text", "html"]), default="text", show_default=True,
              help="text for reading, html for a printable page.")
@click.option("--template", type=click.Path(dir_okay=False, exists=True),
              help="A jinja2 template for --format html (default: the package's rules.html.j2).")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@guarded
def rules_cmd(path: str | None, locale: str, fmt: str, template: str | None, packs: tuple[str, ...]) -> None:
    """Print the rules sheet: the game laid out like a rulebook.

    Overview and goal, components with counts, setup, how a game goes, every action with its condition, the
    end and scoring as a table: the designer's prose where the catalogs declare it (`sheet-…` messages),
    words generated from the rules otherwise.
    """
    from rulesdsl.i18n import require_locale
    from rulesdsl.text.rules_sheet import rules_sheet, rules_sheet_html
    rs = load_ruleset(ruleset_arg(path, packs), [Path(p) for p in packs])
    require_locale(rs, locale)
    if fmt == "html":
        click.echo(rules_sheet_html(rs, locale, Path(template) if template else None))
    else:
        click.echo(rules_sheet(rs, locale), nl=False)


@click.command(name="cards", epilog=examples("rulesdsl cards --locale uk", "rulesdsl cards --diff",
                                             "rulesdsl cards mygame --format html --locale pl"))
@click.argument("path", required=False)
@click.option("--locale", default="en", show_default=True, help="Language of the rule text (en, tr, uk, pl …).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "html"]), default="text", show_default=True,
              help="text for reading, json for tools, html for a printable card gallery.")
@click.option("--diff", is_flag=True, help="Compare each printed `text:` with the generated English: what only one "
              "says (counter quantities, numbers), a count, and exit 1 when any card differs.")
@click.option("--all", "everything", is_flag=True, help="List every entity, also pieces without effects or text.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@click.option("--template", type=click.Path(dir_okay=False, exists=True),
              help="A jinja2 template for --format html (default: the package's cards.html.j2).")
@guarded
def cards_cmd(path: str | None, locale: str, fmt: str, diff: bool, everything: bool, packs: tuple[str, ...],
              template: str | None) -> None:
    """Print every card and tile with generated rule text.

    The rule text is generated from each entity's effects, in the language of --locale. PATH is a ruleset
    folder, its ruleset.yaml or a bare name (mygame); without it, the default ruleset.
    """
    from rulesdsl.i18n import require_locale
    from rulesdsl.text.cards import render
    from rulesdsl.text.diff import card_differences
    from rulesdsl.text.gallery import render_gallery
    rs = load_ruleset(ruleset_arg(path, packs), [Path(p) for p in packs])
    require_locale(rs, locale)
    diffs = card_differences(rs) if diff else None
    if fmt == "html":
        click.echo(render_gallery(rs, locale, everything, Path(template) if template else None, show_printed=diff),
                   nl=False)
    else:
        click.echo(render(rs, locale, fmt, diff, everything, diffs), nl=False)
        if fmt == "text" and not any(it.data.get("effects") or it.data.get("text")
                                     for it in (rs.content.entities.values() if rs.content is not None else ())):
            click.echo(f"(no card states a rule: `rulesdsl rules {path or ''}` prints the actions and flow in words)")
    if diffs is not None and any(d.differs for d in diffs.values()):
        sys.exit(1)


@click.command(name="i18n", epilog=examples("rulesdsl i18n", "rulesdsl i18n mygame --require pl --verbose",
                                            "rulesdsl i18n --format json"))
@click.argument("path", required=False)
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@click.option("--require", "required", multiple=True,
              help="Also treat this locale as required (besides English and ruleset.yaml `locales:`).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="text for reading; json: every locale's figures and every problem.")
@click.option("--quiet", is_flag=True, help="Only the per-locale summary lines.")
@click.option("--verbose", is_flag=True, help="Every diagnostic, not only errors and a few examples per kind.")
@guarded
def i18n_cmd(path: str | None, packs: tuple[str, ...], required: tuple[str, ...], fmt: str, quiet: bool,
             verbose: bool) -> None:
    """Check the translation catalogs of every locale.

    Per locale a percentage and a verdict (complete only at 100 % without errors), then the missing,
    obsolete, mismatched or broken messages and where each came from. Exit 1 when a required locale is
    incomplete or a catalog is broken.
    """
    from rulesdsl.text.check import check_i18n, detail_lines, summary_line
    reqs = [r.strip() for item in required for r in item.split(",") if r.strip()]
    reports, problems = check_i18n(ruleset_arg(path, packs), [Path(p) for p in packs], reqs)
    failed = bool(problems) or any(r.required and not r.complete for r in reports)
    if fmt == "json":
        click.echo(json.dumps({"locales": [r.to_json() for r in reports],
                               "problems": [d.to_json() for d in problems], "ok": not failed},
                              ensure_ascii=False, indent=2))
        sys.exit(1 if failed else 0)
    for r in reports:
        click.echo(summary_line(r))
    for d in problems:
        click.echo(d.render())
    if not quiet:
        for r in reports:
            click.echo("")
            for line in detail_lines(r):
                click.echo(line)
            _details(r.diagnostics, verbose)
    sys.exit(1 if failed else 0)


def _details(diags: list[Diagnostic], verbose: bool, examples: int = 3) -> None:
    """Errors always; warnings all with --verbose, else a count and a few examples per code."""
    shown: dict[str, int] = {}
    hidden: dict[str, int] = {}
    for d in diags:
        if verbose or d.severity == "error" or shown.get(d.code, 0) < examples:
            click.echo(d.render())
            shown[d.code] = shown.get(d.code, 0) + 1
        else:
            hidden[d.code] = hidden.get(d.code, 0) + 1
    for code, n in sorted(hidden.items()):
        click.echo(f"  … and {n} more {code} warning(s) (--verbose lists them)")


@click.command(name="catalogs", epilog=examples("rulesdsl catalogs --locale de",
                                                "rulesdsl catalogs mygame --locale uk --write"))
@click.argument("path", required=False)
@click.option("--locale", "locales", multiple=True,
              help="Locale(s) to write a skeleton for (default: English and every locale in ruleset.yaml `locales:`).")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@click.option("--write", is_flag=True, help="Write (or update) <ruleset>/locales/<L>/skeleton.ftl instead of printing.")
@guarded
def catalogs_cmd(path: str | None, locales: tuple[str, ...], packs: tuple[str, ...], write: bool) -> None:
    """Write or update a locale's catalog skeleton.

    The skeleton holds what the locale lacks, copied from English for a translator to replace (terms,
    attributes and variants kept); entries English no longer has are listed as obsolete. Prints the
    skeleton unless --write.
    """
    from rulesdsl.compiler.loader import check_ruleset
    from rulesdsl.errors import ContentError
    from rulesdsl.i18n.catalog import SOURCE
    from rulesdsl.i18n.skeleton import skeleton
    from rulesdsl.i18n.skeleton import write as write_skeleton
    root = ruleset_arg(path, packs)
    res = check_ruleset(root, [Path(p) for p in packs])
    if res.errors:
        raise ContentError(res.errors)
    declared = [str(x) for x in res.content.ruleset.get("locales") or [] if str(x) != SOURCE]
    wanted = [r.strip() for item in locales for r in item.split(",") if r.strip()] or [SOURCE, *declared]
    for loc in wanted:
        sk = skeleton(res.content, loc)
        for e in sk.obsolete:
            click.echo(f"{e.path}:{e.line}:{e.col}: obsolete '{e.id}': English has no such message")
        if write:
            changed = write_skeleton(sk)
            verb = "updated" if changed else "unchanged"
            if sk.text:
                n = len(sk.added)
                click.echo(f"{loc}: {n} entr{'y' if n == 1 else 'ies'} missing; {verb} {sk.target}")
            else:
                click.echo(f"{loc}: nothing missing" + (f"; removed {sk.target}" if changed else ""))
        elif sk.text:
            click.echo(f"# ---- {loc}: {len(sk.added)} missing → {sk.target}\n{sk.text}")
        else:
            click.echo(f"{loc}: nothing missing")


COMMANDS = [cards_cmd, rules_cmd, i18n_cmd, catalogs_cmd]

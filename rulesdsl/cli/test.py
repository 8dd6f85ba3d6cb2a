"""The `test` command: run a ruleset's or pack's own scenarios (`<folder>/tests/*.yaml`)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, examples, guarded
from rulesdsl.compiler.loader import resolve_path


@click.command(name="test", epilog=examples("rulesdsl test", "rulesdsl test rules/mygame -k scoring",
                                            "rulesdsl test mygame --pack rules/mygame-packs/extra --junit report.xml"))
@click.argument("path", required=False)
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False),
              help=PACK_HELP + " Its own tests/ scenarios run too.")
@click.option("-k", "keyword", default=None, help="Run only the scenarios whose id contains this text.")
@click.option("--junit", "junit", type=click.Path(dir_okay=False), default=None,
              help="Also write a JUnit XML report here (for CI).")
@click.option("--quiet", is_flag=True, help="Print only failures and the total.")
@guarded
def test_cmd(path: str | None, packs: tuple[str, ...], keyword: str | None, junit: str | None, quiet: bool) -> None:
    """Run a ruleset's or pack's own scenarios.

    PATH is a ruleset or pack folder (its tests/ folder is run), a tests folder or one scenario file.
    Prints PASS/FAIL per scenario with file:line, and expected against actual for each failure; exit 0
    when all pass, else 1. The format: docs/authoring.md §6.
    """
    from rulesdsl.sim.scenario_suite import junit_xml, report_lines, run_suite, suite_for
    bare = path is not None and not Path(path).exists() and "/" not in path and not path.endswith((".yaml", ".yml"))
    target = resolve_path(path) if path is None or bare else Path(path)  # a bare name: the project's rules/<name>
    suite = suite_for(target, [Path(p) for p in packs])
    if not suite.files:
        click.echo(f"no scenarios under {target} (write them in {target}/tests/*.yaml; see docs/authoring.md)")
        sys.exit(1)
    outcomes = run_suite(suite, keyword)
    lines = report_lines(outcomes)
    for line in lines:
        if not quiet or not line.startswith(tuple(f"{o.file}:{o.line}: PASS" for o in outcomes if o.ok)):
            click.echo(line)
    if junit:
        from rulesdsl.writes import write_text
        write_text(Path(junit), junit_xml(outcomes, str(target)))
    if not outcomes:
        click.echo(f"no scenario id contains '{keyword}'")
    sys.exit(0 if outcomes and all(o.ok for o in outcomes) else 1)


COMMANDS = [test_cmd]

"""`rulesdsl build`: compile a ruleset's generated Python to a native module for the bulk commands."""

from __future__ import annotations

from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, examples, guarded, ruleset_arg
from rulesdsl.errors import UsageError
from rulesdsl.sim.play import seeded_random_digest

MAX_CHECK_GAMES = 1000


@click.command(epilog=examples("rulesdsl build rules/mygame", "rulesdsl build rules/mygame --check 25",
                               "rulesdsl build rules/mygame --clean"))
@click.argument("path", required=False)
@click.option("--pack", "packs", multiple=True, help=PACK_HELP)
@click.option("--check", "check", type=int, default=0, metavar="N",
              help="After building, play N seeded random games per player count compiled and as generated "
                   "Python, and fail unless they are identical.")
@click.option("--clean", is_flag=True, help="Remove the ruleset's compiled rules instead.")
@guarded
def build(path: str | None, packs: tuple[str, ...], check: int, clean: bool) -> None:
    """Compile the rules to a native module for bulk play.

    The ruleset's generated Python is compiled with Cython into `__rulesdsl__/` beside it.
    `simulate`, `compare`, `train`, `bench` and the RL adapters then run it whenever it was built from exactly
    these rules for this Python; the interactive commands keep the instant pure path. Edit the rules and the
    build is no longer used (one line says so) until this command builds it again. Without Cython or a C
    compiler, one line says so and the rules keep running as generated Python."""
    from rulesdsl.compiler import native
    from rulesdsl.compiler.loader import load_ruleset
    if not 0 <= check <= MAX_CHECK_GAMES:
        raise UsageError(f"--check takes 0-{MAX_CHECK_GAMES} games (got {check})", "U001")
    root = ruleset_arg(path, packs)
    if clean:
        gone = native.clean(root)
        click.echo(f"removed {len(gone)} compiled build(s) from {root / native.FOLDER}")
        return
    rs = load_ruleset(root, [Path(p) for p in packs] or None)
    source = rs.python.source if rs.python is not None else ""
    if not source:
        click.echo("nothing to compile: the rules run on the interpreter alone")
        return
    missing = native.tools_missing()
    if missing is not None and native.find(root, source).path is None:
        click.echo(f"compiled rules not built: {missing}; the rules run as generated Python")
        return
    done = native.build(root, source)
    size = f"{done.size / 1e6:.1f} MB"
    click.echo(f"built {done.path} ({size}, {done.seconds:.0f} s)" if done.fresh
               else f"up to date: {done.path} ({size})")
    if check:
        compiled = load_ruleset(root, [Path(p) for p in packs] or None, compiled=True)
        if compiled.python is None or compiled.python.native is None:
            note = compiled.python.native_note if compiled.python else "no generated Python"
            raise UsageError(f"the compiled rules do not load: {note}", "U070")
        same = True
        for n in range(rs.min_players, rs.max_players + 1):
            a, b = seeded_random_digest(rs, n, check)[:16], seeded_random_digest(compiled, n, check)[:16]
            same &= a == b
            click.echo(f"{n} players, {check} games: {'identical' if a == b else 'DIFFERENT'} ({a} / {b})")
        if not same:
            raise UsageError("compiled and generated Python games differ: do not use this build", "U070",
                             f"remove it with `rulesdsl build {root} --clean`")


COMMANDS = [build]

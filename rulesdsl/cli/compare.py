"""`rulesdsl compare`: the same seeded games on two rulesets (or a ruleset and a pack), paired statistics."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, guarded
from rulesdsl.errors import UsageError


@click.command()
@click.argument("base")
@click.argument("changed", required=False)
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False),
              help=PACK_HELP + " Applied to the CHANGED side (to BASE when CHANGED is omitted).")
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--games", type=int, default=200, show_default=True, help="Paired games (each played on both sides).")
@click.option("--seed", type=int, default=1, show_default=True,
              help="Base seed; game i uses the same seed on both sides.")
@click.option("--seats", default=None, help="Agent per seat (default: planner in every seat).")
@click.option("--workers", type=int, default=1, show_default=True, help="Parallel worker processes.")
@click.option("--option", "options", multiple=True, help="Game option NAME=VALUE (repeatable, both sides).")
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Write compare.json, compare.md and compare.png into this folder.")
@click.option("--no-plots", is_flag=True, help="Do not draw the PNG.")
@click.option("--limit", type=int, default=25, show_default=True, help="Rows in the terminal table.")
@guarded
def compare(base: str, changed: str | None, packs: tuple[str, ...], players: int | None, games: int, seed: int,
            seats: str | None, workers: int, options: tuple[str, ...], out: str | None, no_plots: bool,
            limit: int) -> None:
    """What did my edit do? Play the same seeds on BASE and on CHANGED (or BASE + --pack) and report
    paired differences per section, entity and action with 95% CIs and a verdict."""
    from rulesdsl.compiler.loader import load_ruleset, resolve_path
    from rulesdsl.reports.compare_report import render_text, write_compare
    from rulesdsl.sim.compare import run_compare
    from rulesdsl.sim.runner import check_options, check_players, parse_options, seat_list
    from rulesdsl.sim.simulate import SimConfig

    if games < 2 or workers < 1:
        raise UsageError("--games must be at least 2 (pairs are compared) and --workers at least 1", "U001")
    if changed is None and not packs:
        raise UsageError("nothing to compare: give a CHANGED ruleset or a --pack", "U001",
                         "rulesdsl compare rules/mygame my-copy  or  rulesdsl compare rules/mygame --pack my-pack")
    root_a = resolve_path(base)
    root_b = resolve_path(changed) if changed is not None else root_a
    pack_list = tuple(str(Path(p)) for p in packs)
    rs_a = load_ruleset(root_a)
    rs_b = load_ruleset(root_b, [Path(p) for p in pack_list] or None)
    n = check_players(rs_a, players)
    check_players(rs_b, n)
    opts = parse_options(options)
    check_options(rs_a, opts)
    check_options(rs_b, opts)
    seat_kinds = tuple(seat_list(seats, n))
    cfg_a = SimConfig(str(root_a), n, games, seed, seat_kinds, opts)
    cfg_b = SimConfig(str(root_b), n, games, seed, seat_kinds, opts, packs=pack_list)
    label_b = str(root_b) + "".join(f" + {p}" for p in pack_list)
    click.echo(f"comparing {root_a} with {label_b}: {games} paired games, {n} players, seats "
               f"{', '.join(seat_kinds)}, seed {seed}", err=True)
    t0 = time.perf_counter()
    with click.progressbar(length=2 * games, label="games", file=sys.stderr) as bar:
        _, _, result = run_compare(cfg_a, cfg_b, workers, progress=bar.update)
    meta = {"base": str(root_a), "changed": label_b, "players": n, "games": games, "seed": seed,
            "seats": list(seat_kinds), "options": opts}
    click.echo(render_text(result, meta, limit))
    if out:
        files = write_compare(result, meta, Path(out), plots=not no_plots)
        click.echo(f"wrote {', '.join(f.name for f in files)} to {out}", err=True)
    click.echo(f"\n{2 * games} games in {time.perf_counter() - t0:.1f}s", err=True)


COMMANDS = [compare]

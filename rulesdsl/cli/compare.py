"""`rulesdsl compare`: the same seeded games on two rulesets (or a ruleset and a pack, or the working copy and
a git revision), what changed in the rules, paired statistics, and a stop as soon as the verdicts are settled."""

from __future__ import annotations

import math
import tempfile
import time
from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, SEED_HELP, chosen_seed, compiled_note, examples, guarded
from rulesdsl.compiler.native import FOLDER
from rulesdsl.errors import UsageError
from rulesdsl.limits import MAX_GAMES

MAX_WORKERS = 256  # --workers with --backend ray (a cluster); this machine's processes: at most 4 per CPU


def check_compare_counts(games: int, workers: int, backend: str, margin: float, cpus: int) -> None:
    """--games, --workers and --margin within their limits (U001)."""
    if not 2 <= games <= MAX_GAMES:
        raise UsageError(f"--games must be within 2-{MAX_GAMES:,} (pairs are compared)", "U001")
    top = MAX_WORKERS if backend == "ray" else min(MAX_WORKERS, 4 * cpus)
    if not 1 <= workers <= top:
        raise UsageError(f"--workers must be within 1-{top}" + ("" if backend == "ray" else
                         f" (4 per CPU; this machine has {cpus})"), "U001")
    if not (math.isfinite(margin) and 0 <= margin <= 1e6):
        raise UsageError("--margin must be within 0-1000000 points", "U001")


@click.command(epilog=examples("rulesdsl compare mygame --pack rules/mygame-packs/expansion --games 200",
                               "rulesdsl compare rules/mygame --base HEAD --players 4",
                               "rulesdsl compare rules/mygame my-copy --players 2 --out compare"))
@click.argument("base", required=False)
@click.argument("changed", required=False)
@click.option("--base", "base_rev", metavar="REV", default=None,
              help="Compare the ruleset folder BASE (the working copy) with itself at git revision REV.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False),
              help=PACK_HELP + " Applied to the CHANGED side (to BASE when CHANGED is omitted).")
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--games", type=int, default=200, show_default=True,
              help="Most paired games (each played on both sides); fewer when the verdicts settle sooner.")
@click.option("--fixed", is_flag=True, help="Play all --games pairs (no early stop).")
@click.option("--fresh", is_flag=True,
              help="Play every game, even those remembered from an earlier run on the same engine, content and "
                   "seats (by default they are found, not replayed: comparing again against the same base plays "
                   "only the changed side).")
@click.option("--play-all", is_flag=True,
              help="Play the changed side of every pair (by default a game that never read the definitions that "
                   "changed is the base's game, move for move, and is not played twice).")
@click.option("--margin", type=float, default=1.0, show_default=True,
              help="A headline difference within ±MARGIN points per player per game counts as none.")
@click.option("--seed", type=int, default=None,
              help="Base seed; game i uses the same seed on both sides" + SEED_HELP + "; give one to find the "
                   "games remembered from an earlier comparison.")
@click.option("--seats", default=None,
              help="Comma-separated agents, one per player from P1 (default: planner in every seat).")
@click.option("--workers", type=int, default=None, help="Parallel worker processes (default: the CPU count).")
@click.option("--backend", type=click.Choice(["process", "ray"]), default="process", show_default=True,
              help="Where the games run: local processes, or a Ray cluster (the `cluster` extra).")
@click.option("--option", "options", multiple=True, help="Game option NAME=VALUE (repeatable, both sides).")
@click.option("--locale", default="en", show_default=True, help="Language of the names in the report.")
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Write compare.json, compare.md and compare.png into this folder.")
@click.option("--no-plots", is_flag=True, help="Do not draw the PNG.")
@click.option("--limit", type=int, default=25, show_default=True, help="Rows in the terminal table.")
@guarded
def compare(base: str | None, changed: str | None, base_rev: str | None, packs: tuple[str, ...],
            players: int | None, games: int, fixed: bool, fresh: bool, play_all: bool, margin: float, seed: int | None,
            seats: str | None, workers: int | None, backend: str, options: tuple[str, ...], locale: str,
            out: str | None, no_plots: bool, limit: int) -> None:
    """Show what an edit to the rules changed.

    Says first what differs between BASE and CHANGED (or BASE + --pack, or BASE at --base REV), then plays the
    same seeds on both and reports the paired differences per section, entity and action, stopping as soon as
    every headline verdict is settled (--games is the most).
    """
    from rulesdsl.compiler.loader import resolve_path
    from rulesdsl.play.start_checks import check_seed
    from rulesdsl.sim.git_base import ruleset_at
    from rulesdsl.sim.pairs import cpu_count
    from rulesdsl.sim.simulate import check_backend

    cpus = cpu_count()
    n_workers = workers if workers is not None else cpus
    check_compare_counts(games, n_workers, backend, margin, cpus)
    seed = chosen_seed(seed, say=False)  # the games' first line says it
    check_seed(seed)
    check_backend(backend)
    if base_rev is not None:
        if changed is not None:
            raise UsageError("--base REV compares one folder with itself at REV: give one ruleset folder", "U001",
                             "rulesdsl compare rules/mygame --base HEAD")
        with tempfile.TemporaryDirectory(prefix="rulesdsl-base-") as tmp:
            work = resolve_path(base)
            old = ruleset_at(work, base_rev, Path(tmp))
            _run(old, work, f"{work} at {base_rev}", packs, players, games, fixed, margin, seed, seats, n_workers,
                 backend, options, locale, out, no_plots, limit, not fresh, not play_all)
        return
    if base is None or (changed is None and not packs):
        raise UsageError("nothing to compare: give a CHANGED ruleset, a --pack or --base REV", "U001",
                         "rulesdsl compare rules/mygame my-copy  or  rulesdsl compare rules/mygame --base HEAD")
    root_a = resolve_path(base)
    root_b = resolve_path(changed) if changed is not None else root_a
    _run(root_a, root_b, str(root_a), packs, players, games, fixed, margin, seed, seats, n_workers, backend,
         options, locale, out, no_plots, limit, not fresh, not play_all)


def _run(root_a: Path, root_b: Path, label_a: str, packs: tuple[str, ...], players: int | None, games: int,
         fixed: bool, margin: float, seed: int, seats: str | None, workers: int, backend: str,
         options: tuple[str, ...], locale: str, out: str | None, no_plots: bool, limit: int,
         remember: bool = True, skip: bool = True) -> None:
    from rulesdsl.compiler.loader import load_ruleset
    from rulesdsl.i18n import require_locale
    from rulesdsl.play.start_checks import check_options, check_players
    from rulesdsl.reports.compare_report import label_rows, look_line, render_text, row_name, write_compare
    from rulesdsl.reports.names import names_for
    from rulesdsl.reports.ruleset_diff import diff_rulesets, render_changes
    from rulesdsl.sim.compare import _per_game, run_compare
    from rulesdsl.sim.played import trim as trim_played
    from rulesdsl.sim.runner import parse_options, seat_list
    from rulesdsl.sim.sequential import MIN_PAIRS, Interval, Monitor
    from rulesdsl.sim.simulate import SimConfig, keep_ruleset

    pack_list = tuple(str(Path(p)) for p in packs)
    # the base's compiled rules: beside it, else (a base taken from git) beside the changed rules
    rs_a = load_ruleset(root_a, compiled=True, builds=root_a if (root_a / FOLDER).is_dir() else root_b)
    rs_b = load_ruleset(root_b, [Path(p) for p in pack_list] or None, compiled=True)
    compiled_note(rs_a, root_a)
    compiled_note(rs_b, root_b)
    require_locale(rs_b, locale)
    n = check_players(rs_a, rs_a.max_players if players is None else players)
    check_players(rs_b, n)
    opts = parse_options(options)
    check_options(rs_a, opts)
    check_options(rs_b, opts)
    seat_kinds = tuple(seat_list(seats, n))
    changes = diff_rulesets(rs_a, rs_b, locale)
    names = names_for(rs_b, locale)
    label_b = (f"{root_b} (working copy)" if label_a != str(root_a) else str(root_b)) + "".join(
        f" + {p}" for p in pack_list)
    # what changed comes first: before a single game is played
    click.echo(f"compare: {label_a}  vs  {label_b}")
    click.echo("\n".join(render_changes(changes)))
    click.echo(f"playing up to {games} paired games, {n} players, seats {', '.join(seat_kinds)}, seed {seed}, "
               f"{workers} worker(s), {backend}", err=True)
    cfg_a = SimConfig(str(root_a), n, games, seed, seat_kinds, opts, remember=remember)
    cfg_b = SimConfig(str(root_b), n, games, seed, seat_kinds, opts, packs=pack_list, remember=remember,
                      skip_unreached=skip)
    keep_ruleset(cfg_a.root, cfg_a.packs, rs_a)  # loaded above: neither this process nor a worker loads it again
    keep_ruleset(cfg_b.root, cfg_b.packs, rs_b)
    monitor = Monitor(_per_game, games, margin, min_pairs=games + 1 if fixed else MIN_PAIRS)

    def on_look(pairs: int, intervals: list[Interval]) -> None:
        shown = [dict(i.as_dict(), name=row_name(names, i.table, i.key)) for i in intervals]
        click.echo(look_line(pairs, games, shown), err=True)

    t0 = time.perf_counter()
    recs_a, recs_b, result = run_compare(cfg_a, cfg_b, workers, backend=backend, monitor=monitor, on_look=on_look)
    label_rows(result, names)
    meta = {"base": label_a, "changed": label_b, "players": n, "games": games, "seed": seed,
            "seats": list(seat_kinds), "options": opts, "changes": [c.as_dict() for c in changes]}
    click.echo("\n" + render_text(result, meta, limit, preamble=False))  # what changed is printed already
    if out:
        files = write_compare(result, meta, Path(out), plots=not no_plots)
        click.echo(f"wrote {', '.join(f.name for f in files)} to {out}", err=True)
    played = result["sequential"]["pairs_played"] if result.get("sequential") else games
    found = sum(1 for r in recs_a + recs_b if r.get("recalled"))
    known = f" ({found} of them found from earlier runs, not replayed; --fresh plays them all)" if found else ""
    same = result.get("unreached") or 0
    known += f"; {same} changed-side games never read what changed: the base's (--play-all plays them)" if same else ""
    click.echo(f"\n{2 * played} games in {time.perf_counter() - t0:.1f}s{known}", err=True)
    if remember:
        trim_played()


COMMANDS = [compare]

"""`rulesdsl simulate`: many seeded games among agents, with a progress bar and a designer report."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import click

from rulesdsl.cli.common import SEED_HELP, chosen_seed, compiled_note, examples, fail, guarded, ruleset_arg
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import RulesError, UsageError
from rulesdsl.limits import MAX_GAMES


@click.command(epilog=examples("rulesdsl simulate --players 4 --games 200 --workers 2 --out report",
                               "rulesdsl simulate mygame --players 3 --seats mcts,planner,random --games 100",
                               "rulesdsl simulate --games 500 --fit-evaluation fitted.yaml"))
@click.argument("path", required=False)
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--games", type=int, default=100, show_default=True, help="How many games to play.")
@click.option("--seed", type=int, default=None, help="Base seed; game i uses a seed derived from it" + SEED_HELP + ".")
@click.option("--seats", default=None,
              help="Comma-separated agents, one per player from P1, e.g. mcts,planner (default: planner in every "
                   "seat).")
@click.option("--rotate/--fixed-seats", default=True, show_default=True,
              help="Rotate the seat list by the game index, so every agent sits in every seat.")
@click.option("--workers", type=int, default=1, show_default=True, help="Parallel worker processes.")
@click.option("--backend", type=click.Choice(["process", "ray"]), default="process", show_default=True,
              help="Where the workers run: local processes, or a Ray cluster (pip install ray).")
@click.option("--option", "options", multiple=True, help="Game option NAME=VALUE (repeatable).")
@click.option("--evaluation", type=click.Path(dir_okay=False, exists=True), default=None,
              help="YAML/JSON list of {expr, weight} replacing the ruleset's `evaluation:` (to tune weights).")
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Write games.json/.csv and summary.md/.html/.json (+ PNG plots) into this folder.")
@click.option("--fit-evaluation", "fit_out", type=click.Path(dir_okay=False), default=None,
              help="Regress final score on the evaluation's terms over these games and write the fitted "
                   "weights (YAML, usable with --evaluation or the seat planner:FILE) to this file.")
@click.option("--no-plots", is_flag=True, help="Do not draw PNG plots.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.option("--template", type=click.Path(dir_okay=False, exists=True), default=None,
              help="A jinja2 template replacing the package's report.html.j2 for summary.html.")
def simulate(path: str | None, players: int | None, games: int, seed: int | None, seats: str | None, rotate: bool,
             workers: int, backend: str, options: tuple[str, ...], evaluation: str | None, out: str | None,
             fit_out: str | None, no_plots: bool, quiet: bool, template: str | None) -> None:
    """Play many seeded games and report designer statistics.

    Win rates by seat and agent, scores by section, game length, how each agent plays, and how often
    each card, action and board connection is used; the same figures for a seed whatever --workers.
    PATH is a ruleset folder, its ruleset.yaml or a bare name (mygame); without it, the ruleset of the
    project you are in, else the default one.
    """
    try:
        seed = chosen_seed(seed, say=False)  # the first line says it
        _simulate(path, players, games, seed, seats, rotate, workers, backend, options, evaluation, out, no_plots,
                  quiet, fit_out)
    except RulesError as err:
        fail(err)
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)


def check_counts(games: int, workers: int) -> None:
    """--games and --workers within their limits (U001)."""
    if not 1 <= games <= MAX_GAMES:
        raise UsageError(f"--games must be within 1-{MAX_GAMES:,}", "U001")
    if not 1 <= workers <= 256:
        raise UsageError("--workers must be within 1-256", "U001")


def load_evaluation(path: Path) -> list[dict[str, Any]]:
    """Read an `--evaluation` file with the one strict reader (`agents.evaluation_file`)."""
    from rulesdsl.agents.evaluation_file import read_evaluation_file
    return read_evaluation_file(path, "--evaluation")


def _simulate(path: str | None, players: int | None, games: int, seed: int, seats: str | None, rotate: bool,
              workers: int, backend: str, options: tuple[str, ...], evaluation: str | None, out: str | None,
              no_plots: bool, quiet: bool, fit_out: str | None = None) -> None:
    from rulesdsl.play.start_checks import check_options, check_players, check_seed
    from rulesdsl.reports.sim_report import render_text, tables, write_report
    from rulesdsl.sim.runner import seat_list
    from rulesdsl.sim.simulate import SimConfig, check_backend, keep_ruleset, run_simulation

    check_counts(games, workers)
    check_backend(backend)
    if out:
        from rulesdsl.writes import probe_dir
        probe_dir(Path(out))  # writes first: an unwritable --out fails before any game is played
    root = ruleset_arg(path)
    rs = load_ruleset(root, compiled=True)
    compiled_note(rs, root)
    n = check_players(rs, rs.max_players if players is None else players)
    from rulesdsl.sim.runner import parse_options  # the agents and i18n load only when games run
    opts = parse_options(options)
    check_options(rs, opts)
    check_seed(seed)
    terms = load_evaluation(Path(evaluation)) if evaluation else None
    if terms is not None:
        from rulesdsl.agents.evaluation import compile_terms
        compile_terms(rs, terms)  # report a bad expression before any game starts
    cfg = SimConfig(str(root), n, games, seed, tuple(seat_list(seats, n)), opts, rotate, terms,
                    features=fit_out is not None)
    keep_ruleset(cfg.root, cfg.packs, rs)  # loaded above: neither this process nor a worker loads it again
    click.echo(f"{rs.name} {rs.version}: {games} games, {n} players, seats {', '.join(cfg.seats)}"
               f"{' (rotated)' if rotate else ''}, seed {seed}, {workers} worker(s), {backend}", err=True)
    t0 = time.perf_counter()
    if quiet:
        records = run_simulation(cfg, workers, backend)
    else:
        done = [0]

        def show(_: object) -> str:
            dt = time.perf_counter() - t0
            return f"{done[0] / dt:.1f} games/s" if dt > 0 and done[0] else ""

        with click.progressbar(length=games, label="games", show_eta=True, show_percent=True,
                               item_show_func=show, file=sys.stderr) as bar:
            def advance(k: int) -> None:
                done[0] += k
                bar.update(k)

            records = run_simulation(cfg, workers, backend, progress=advance)
    elapsed = time.perf_counter() - t0
    meta: dict[str, Any] = {"ruleset": f"{rs.id} {rs.version}", "players": n, "games": games, "seed": seed,
                            "seats": list(cfg.seats), "rotate": rotate, "options": opts}
    if terms is not None:
        meta["evaluation"] = terms
    if out:
        tpl = click.get_current_context().params.get("template")
        summary, files, note = write_report(records, Path(out), meta, rs, with_plots=not no_plots,
                                            template=Path(tpl) if tpl else None)
        if note:
            click.echo(note, err=True)
        click.echo(f"wrote {len(files)} files to {out}", err=True)
    else:
        from rulesdsl.reports.sim_report import summarize
        summary = summarize(records, rs)
    from rulesdsl.reports.names import names_for
    click.echo(render_text(tables(summary, limit=25, names=names_for(rs))))
    if fit_out:
        from rulesdsl.agents.fit import fit_terms, render_fit
        fitted = fit_terms(rs, records, terms)
        from rulesdsl.writes import write_text
        write_text(Path(fit_out), render_fit(fitted))
        click.echo(f"fitted evaluation ({fitted['rows']} player checkpoints from {games} games) written to {fit_out}; "
                   f"try it: --seats planner:{fit_out},planner", err=True)
    click.echo(f"\n{games} games in {elapsed:.1f}s ({games / max(elapsed, 1e-9):.1f} games/s)")


@click.command(epilog=examples("rulesdsl bench", "rulesdsl bench mygame --players 5 --games 10 --no-agents",
                               "rulesdsl bench mygame --players 4 --games 4 --planner"))
@click.argument("path", required=False)
@click.option("--games", type=int, default=30, show_default=True, help="Random games played for the speed figures.")
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--no-agents", is_flag=True, help="Skip the agent cost and worker-scaling figures (faster).")
@click.option("--no-scaling", is_flag=True, help="Skip the speed with the content copied 4x and 16x (faster).")
@click.option("--planner", is_flag=True, help="Only the default agent's decisions per CPU second: GAMES seeded games "
              "with it in every seat, as compare plays them (a few games are enough: --games 4).")
@guarded
def bench(path: str | None, games: int, players: int | None, no_agents: bool, no_scaling: bool,
          planner: bool) -> None:
    """Print JSON performance figures for a ruleset.

    Load time (cold and cached), games/s and decisions/s (generated Python and the interpreter), clone
    time, save size, peak memory and the agents' cost. Figures from a busy machine are not comparable;
    docs/performance.md says how to measure.
    """
    from rulesdsl.play.start_checks import check_players
    from rulesdsl.sim.bench import run_bench
    check_counts(games, 1)
    root = ruleset_arg(path)
    rs = load_ruleset(root, compiled=True)
    compiled_note(rs, root)
    check_players(rs, rs.max_players if players is None else players)
    if planner:
        from rulesdsl.sim.bench import planner_bench
        click.echo(json.dumps(planner_bench(root, games, players), indent=2))
        return
    click.echo(json.dumps(run_bench(root, games, players, not no_agents, not no_scaling), indent=2))


COMMANDS = [simulate, bench]

"""`rulesdsl simulate`: many seeded games among agents, with a progress bar and a designer report."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import click

from rulesdsl.cli.common import guarded
from rulesdsl.engine.loader import load_ruleset, resolve_path
from rulesdsl.errors import ContentError, RulesError, UsageError
from rulesdsl.sim.runner import parse_options


@click.command()
@click.argument("path", required=False)
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--games", type=int, default=100, show_default=True, help="How many games to play.")
@click.option("--seed", type=int, default=1, show_default=True, help="Base seed; game i uses a seed derived from it.")
@click.option("--seats", default=None, help="Agent per seat, e.g. mcts,planner (default: planner in every seat).")
@click.option("--rotate/--fixed-seats", default=True, show_default=True,
              help="Rotate the seat list by the game index, so every agent sits in every seat.")
@click.option("--workers", type=int, default=1, show_default=True, help="Parallel worker processes.")
@click.option("--backend", type=click.Choice(["process", "ray"]), default="process", show_default=True)
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
def simulate(path: str | None, players: int | None, games: int, seed: int, seats: str | None, rotate: bool,
             workers: int, backend: str, options: tuple[str, ...], evaluation: str | None, out: str | None,
             fit_out: str | None, no_plots: bool, quiet: bool) -> None:
    """Play many seeded games among agents and report designer statistics (identical for any --workers)."""
    try:
        _simulate(path, players, games, seed, seats, rotate, workers, backend, options, evaluation, out, no_plots,
                  quiet, fit_out)
    except RulesError as err:
        if isinstance(err, ContentError):
            for d in err.diagnostics:
                click.echo(d.render(), err=True)
        click.echo(f"error[{err.code}]: {err.message}", err=True)
        if err.hint:
            click.echo(f"  hint: {err.hint}", err=True)
        sys.exit(2 if isinstance(err, UsageError) else 1)
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)


def load_evaluation(path: Path) -> list[dict[str, Any]]:
    """Read an evaluation list ([{expr, weight}, ...], or a mapping holding `evaluation:`) from YAML/JSON."""
    import yaml
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise UsageError(f"cannot read --evaluation {path}: {exc}", "U001") from None
    if isinstance(data, dict):
        data = data.get("evaluation")
    if not isinstance(data, list) or not all(isinstance(t, dict) and "expr" in t for t in data):
        raise UsageError(f"--evaluation {path}: expected a list of {{expr, weight}} items", "U001")
    return data


def _simulate(path: str | None, players: int | None, games: int, seed: int, seats: str | None, rotate: bool,
              workers: int, backend: str, options: tuple[str, ...], evaluation: str | None, out: str | None,
              no_plots: bool, quiet: bool, fit_out: str | None = None) -> None:
    from rulesdsl.reports.sim_report import render_text, tables, write_report
    from rulesdsl.sim.runner import check_options, check_players, seat_list
    from rulesdsl.sim.simulate import SimConfig, check_backend, run_simulation

    if games < 1 or workers < 1:
        raise UsageError("--games and --workers must be at least 1", "U001")
    check_backend(backend)
    root = resolve_path(path)
    rs = load_ruleset(root)
    n = check_players(rs, players)
    opts = parse_options(options)
    check_options(rs, opts)
    terms = load_evaluation(Path(evaluation)) if evaluation else None
    if terms is not None:
        from rulesdsl.agents.evaluation import compile_terms
        compile_terms(rs, terms)  # report a bad expression before any game starts
    cfg = SimConfig(str(root), n, games, seed, tuple(seat_list(seats, n)), opts, rotate, terms,
                    features=fit_out is not None)
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
        summary, files, note = write_report(records, Path(out), meta, rs, with_plots=not no_plots)
        if note:
            click.echo(note, err=True)
        click.echo(f"wrote {len(files)} files to {out}", err=True)
    else:
        from rulesdsl.reports.sim_report import summarize
        summary = summarize(records, rs)
    click.echo(render_text(tables(summary, limit=25)))
    if fit_out:
        from rulesdsl.agents.fit import fit_terms, render_fit
        fitted = fit_terms(rs, records, terms)
        Path(fit_out).write_text(render_fit(fitted), encoding="utf-8")
        click.echo(f"fitted evaluation ({fitted['rows']} player checkpoints from {games} games) written to {fit_out}; "
                   f"try it: --seats planner:{fit_out},planner", err=True)
    click.echo(f"\n{games} games in {elapsed:.1f}s ({games / max(elapsed, 1e-9):.1f} games/s)")


@click.command()
@click.argument("path", required=False)
@click.option("--games", type=int, default=30, show_default=True)
@click.option("--players", type=int, default=None)
@click.option("--no-agents", is_flag=True, help="Skip the agent cost and worker-scaling figures (faster).")
@guarded
def bench(path: str | None, games: int, players: int | None, no_agents: bool) -> None:
    """Print JSON performance figures for a ruleset."""
    from rulesdsl.sim.bench import run_bench
    click.echo(json.dumps(run_bench(resolve_path(path), games, players, not no_agents), indent=2))


COMMANDS = [simulate, bench]

"""`rulesdsl train`: learn an evaluation from self-play and write it as data (rulesdsl/sim/train.py)."""

from __future__ import annotations

from pathlib import Path

import click

from rulesdsl.cli.common import SEED_HELP, chosen_seed, compiled_note, examples, guarded, ruleset_arg
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import UsageError

MAX_BUDGET_MINUTES = 24 * 60


@click.command(epilog=examples("rulesdsl train rules/mygame --budget 9 --out learned.yaml",
                               "rulesdsl train --players 2 --seed 11",
                               "rulesdsl train rules/mygame --players 2 --out learned.json"))
@click.argument("path", required=False)
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Where to write the learned evaluation, YAML or .json (default: learned-evaluation.json in the "
                   "ruleset folder, which the agents use when the ruleset declares no `evaluation:`).")
@click.option("--budget", type=float, default=10.0, show_default=True, help="Training time in minutes (wall clock).")
@click.option("--players", type=int, default=None, help="Players per training game (default: 2, or the ruleset's "
                                                        "minimum above 2).")
@click.option("--seed", type=int, default=None, help="Base seed of the training games" + SEED_HELP + ".")
@click.option("--option", "options", multiple=True, help="Game option NAME=VALUE (repeatable).")
@guarded
def train(path: str | None, out: str | None, budget: float, players: int | None, seed: int | None,
          options: tuple[str, ...]) -> None:
    """Learn the agents' evaluation from self-play.

    Features are read off the declarations (counters, zone sizes, track positions, props), a linear model is
    fitted on final scores, and each new version is kept only when it beats the last on paired seeds. The file
    is data: `--seats planner:FILE`, or `evaluation: {file: FILE}` in ruleset.yaml.
    """
    from rulesdsl.agents.evaluation_file import LEARNED_FILE, render_learned
    from rulesdsl.play.start_checks import check_options, check_players, check_seed
    from rulesdsl.sim.runner import parse_options
    from rulesdsl.sim.train import Trainer
    from rulesdsl.writes import probe_file, write_text
    if not 0 < budget <= MAX_BUDGET_MINUTES:  # also refuses nan
        raise UsageError(f"--budget must be within 0-{MAX_BUDGET_MINUTES} minutes (got {budget})", "U001")
    root = ruleset_arg(path)
    rs = load_ruleset(root, compiled=True)
    compiled_note(rs, root)
    n = check_players(rs, players if players is not None else max(2, rs.min_players) if rs.max_players >= 2
                      else rs.min_players)
    opts = parse_options(options)
    check_options(rs, opts)
    seed = chosen_seed(seed, say=False)  # printed in the first line
    check_seed(seed)
    target = Path(out) if out else Path(root) / LEARNED_FILE
    probe_file(target)  # an unwritable --out fails before the games, not after them
    click.echo(f"training {rs.name} at {n} players for {budget:g} min (seed {seed})", err=True)
    trainer = Trainer(rs, n, seed, opts, report=lambda line: click.echo(line, err=True))
    res = trainer.run(budget * 60)
    summary = {"ruleset": f"{rs.id} {rs.version}", "players": n, "seed": seed, "games": res.games,
               "rows": res.rows, "candidates": res.candidates, "iterations": res.iterations,
               "version": res.best.index, "minutes": round(res.seconds / 60, 2)}
    terms = res.best.terms
    if not terms:
        click.echo("no fitted version beat the score counter alone: the file keeps the score counter", err=True)
        terms = [{"expr": rs.score, "weight": 10.0}]
    write_text(target, render_learned(terms, summary, res.history, as_json=target.suffix.lower() == ".json"))
    click.echo(f"version {res.best.index} ({len(terms)} terms, {res.games} games, {res.seconds / 60:.1f} min) "
               f"written to {target}; try it: --seats planner:{target},planner")


COMMANDS = [train]

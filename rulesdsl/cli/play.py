"""Commands that play games one at a time: `play` and `replay`."""

from __future__ import annotations

from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, SEED_HELP, chosen_seed, examples, guarded, ruleset_arg
from rulesdsl.compiler.loader import load_ruleset


@click.command(epilog=examples("rulesdsl play --players 4 --seed 1",
                               "rulesdsl play mygame --players 3 --seats human,planner,mcts --save trip.json",
                               "rulesdsl play --resume trip.json"))
@click.argument("path", required=False)
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--seed", type=int, default=None,
              help="Seed of the shuffles, dice and bots (the same seed and seats replay the same game; printed in "
                   "the header)" + SEED_HELP + ".")
@click.option("--seats", default=None,
              help="Comma-separated agents, one per player from P1, e.g. human,planner,mcts (default: planner in "
                   "every seat; `human` alone: you in seat 1 and planner in the others; any other list needs one "
                   "seat per player; kinds: docs/agents.md).")
@click.option("--option", "options", multiple=True, help="Game option NAME=VALUE (repeatable).")
@click.option("--variant", "variants", multiple=True, help="Shorthand for --option variant=NAME.")
@click.option("--save", type=click.Path(dir_okay=False), default=None, help="Write the save file here.")
@click.option("--quiet", is_flag=True, help="Print only the final score.")
@click.option("--check", "check_inv", is_flag=True, help="Check every invariant after each decision.")
@click.option("--detail", is_flag=True,
              help="Print the typed log events one per line (every counter, bookkeeping included) instead of "
                   "one sentence per action.")
@click.option("--locale", default="en", show_default=True, help="Language of the log, prompts and score table.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@click.option("--resume", type=click.Path(dir_okay=False), default=None,
              help="Continue the unfinished game of this save file (its seats, people and agents, as saved, "
                   "unless --seats says otherwise; the save's ruleset, players, options and seed).")
@click.option("--names", default=None,
              help="Comma-separated names for the seats, one per player from P1, e.g. Ana,Bo,Cem (default: the "
                   "ruleset's seat names, else P1, P2 …); used wherever the game is read.")
@click.option("--ask-forced", is_flag=True, help="Ask also the decisions that have a single legal option (by "
              "default they are taken without asking and logged as forced).")
@guarded
def play(path: str | None, players: int | None, seed: int | None, seats: str | None, options: tuple[str, ...],
         variants: tuple[str, ...], save: str | None, quiet: bool, check_inv: bool, detail: bool, locale: str,
         packs: tuple[str, ...], resume: str | None, ask_forced: bool, names: str | None) -> None:
    """Play a whole game among bots and humans.

    Prints the log and the final score breakdown. PATH is a ruleset folder, its ruleset.yaml or a bare name
    (mygame); without it, the ruleset of the project you are in, else the default one. A human seat saves
    the game on Ctrl-C or end of input (to --save, else the user's data folder); --resume continues it.
    """
    from rulesdsl.sim.runner import parse_options, resume_game, run_play, saved_seats
    if resume:
        game, saved_seed = resume_game(Path(resume), path, [Path(p) for p in packs])
        seats = seats or saved_seats(Path(resume))
        click.echo(f"resuming {resume}: {len(game.history)} actions so far" + (f", seats {seats}" if seats else ""))
        run_play(game.rs, None, saved_seed, seats, {}, save, quiet, click.echo, check_inv, locale, resume=game,
                 detail=detail)
        return
    opts = parse_options(options)
    for v in variants:
        opts["variant"] = v
    rs = load_ruleset(ruleset_arg(path, packs), [Path(p) for p in packs])
    seed = chosen_seed(seed, say=False)  # the header prints it
    run_play(rs, players, seed, seats, opts, save, quiet, click.echo, check_inv, locale, detail=detail,
             ask_forced=ask_forced, names=[x.strip() for x in names.split(",")] if names is not None else None)


@click.command(epilog=examples("rulesdsl replay trip.json", "rulesdsl replay trip.json --locale uk --quiet",
                               "rulesdsl replay trip.json --path my-copy"))
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--path", "path", default=None, help="Ruleset folder (default: the one named in the save).")
@click.option("--quiet", is_flag=True, help="Print only the final score, not the log.")
@click.option("--detail", is_flag=True, help="Print the typed log events one per line instead of sentences.")
@click.option("--locale", default="en", show_default=True, help="Language of the log, prompts and score table.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@guarded
def replay(file: str, path: str | None, quiet: bool, detail: bool, locale: str, packs: tuple[str, ...]) -> None:
    """Replay a saved game exactly.

    Re-runs every action of the save FILE and prints the log and the score. If the rules changed since
    the game was saved, names the first action the new rules play differently; says when the save is
    unfinished (continue it with `rulesdsl play --resume FILE`).
    """
    from rulesdsl.compiler.loader import locate_saved_ruleset
    from rulesdsl.play.saves import read_save
    from rulesdsl.sim.runner import run_replay
    located = None if path else locate_saved_ruleset(str(read_save(Path(file))["ruleset"]))
    root = ruleset_arg(path, packs, located=located)
    run_replay(Path(file), str(root), quiet, click.echo, [Path(p) for p in packs], locale, detail=detail)


COMMANDS = [play, replay]

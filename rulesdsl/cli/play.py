"""Commands that play games one at a time: `play` and `replay`."""

from __future__ import annotations

from pathlib import Path

import click

from rulesdsl.cli.common import PACK_HELP, guarded, ruleset_arg
from rulesdsl.compiler.loader import load_ruleset


@click.command()
@click.argument("path", required=False)
@click.option("--players", type=int, default=None, help="Number of players (default: the ruleset's maximum).")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--seats", default=None,
              help="Comma-separated agents per seat, e.g. planner,mcts,human (default: planner in every seat).")
@click.option("--option", "options", multiple=True, help="Game option NAME=VALUE (repeatable).")
@click.option("--variant", "variants", multiple=True, help="Shorthand for --option variant=NAME.")
@click.option("--save", type=click.Path(dir_okay=False), default=None, help="Write the save file here.")
@click.option("--quiet", is_flag=True, help="Print only the final score.")
@click.option("--check", "check_inv", is_flag=True, help="Check every invariant after each decision.")
@click.option("--locale", default="en", show_default=True, help="Language of the log, prompts and score table.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@click.option("--resume", type=click.Path(dir_okay=False), default=None,
              help="Continue the unfinished game of this save file (seats from --seats; the save's ruleset, "
                   "players, options and seed).")
@guarded
def play(path: str | None, players: int | None, seed: int, seats: str | None, options: tuple[str, ...],
         variants: tuple[str, ...], save: str | None, quiet: bool, check_inv: bool, locale: str,
         packs: tuple[str, ...], resume: str | None) -> None:
    """Play a whole game among bots (and humans: --seats human,random …), printing the log and the final
    score breakdown; a human seat saves on Ctrl-C (to --save, else the user's data folder)."""
    from rulesdsl.sim.runner import parse_options, resume_game, run_play
    if resume:
        game, saved_seed = resume_game(Path(resume), path, [Path(p) for p in packs])
        click.echo(f"resuming {resume}: {len(game.history)} actions so far")
        run_play(game.rs, None, saved_seed, seats, {}, save, quiet, click.echo, check_inv, locale, resume=game)
        return
    opts = parse_options(options)
    for v in variants:
        opts["variant"] = v
    rs = load_ruleset(ruleset_arg(path, packs), [Path(p) for p in packs])
    run_play(rs, players, seed, seats, opts, save, quiet, click.echo, check_inv, locale)


@click.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--path", "path", default=None, help="Ruleset folder (default: the one named in the save).")
@click.option("--quiet", is_flag=True)
@click.option("--locale", default="en", show_default=True, help="Language of the log, prompts and score table.")
@click.option("--pack", "packs", multiple=True, type=click.Path(file_okay=False), help=PACK_HELP)
@guarded
def replay(file: str, path: str | None, quiet: bool, locale: str, packs: tuple[str, ...]) -> None:
    """Replay a save file exactly; name the first divergent action if the rules changed."""
    from rulesdsl.compiler.loader import locate_saved_ruleset
    from rulesdsl.play.saves import read_save
    from rulesdsl.sim.runner import run_replay
    located = None if path else locate_saved_ruleset(str(read_save(Path(file))["ruleset"]))
    root = ruleset_arg(path, packs, located=located)
    run_replay(Path(file), str(root), quiet, click.echo, [Path(p) for p in packs], locale)


COMMANDS = [play, replay]

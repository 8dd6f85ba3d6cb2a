"""Unpredictable by default: a command or a game started without a seed draws one nobody can predict
(`secrets`) and says which, so the game can still be played again (reliability audit 2026-12-05, F1)."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from rulesdsl.cli.main import cli

ORCHARD = Path(__file__).resolve().parent.parent / "rules" / "examples" / "orchard"
SEED = re.compile(r"seed (\d+)")


def _run(*args: str) -> tuple[str, str]:
    res = CliRunner().invoke(cli, list(args))
    assert res.exit_code == 0, res.output
    return res.stdout, res.stderr


def test_play_without_a_seed_draws_one_prints_it_and_the_printed_seed_replays_the_game() -> None:
    first, _ = _run("play", str(ORCHARD), "--players", "2", "--quiet")
    second, _ = _run("play", str(ORCHARD), "--players", "2", "--quiet")
    seeds = [int(SEED.search(out).group(1)) for out in (first, second)]  # type: ignore[union-attr]
    assert seeds[0] != seeds[1] and 1 not in seeds
    again, _ = _run("play", str(ORCHARD), "--players", "2", "--quiet", "--seed", str(seeds[0]))
    assert again == first


def test_simulate_without_a_seed_says_which_it_drew() -> None:
    _, said = _run("simulate", str(ORCHARD), "--players", "2", "--games", "1", "--quiet", "--seats", "random,random")
    assert SEED.search(said) and int(SEED.search(said).group(1)) != 1  # type: ignore[union-attr]

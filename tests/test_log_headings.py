"""Headings stand where their part of the game starts: the set-up is told before the first season's heading,
a score section that keeps receiving points (one opened for the whole game, or one re-entered at every
scoring) is never a heading, and a live log (a game still running) heads no section at all."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdsl import load_ruleset, narrate
from rulesdsl.agents import RandomAgent
from rulesdsl.play.game import Game
from rulesdsl.text.narrate import headed_sections

ROOT = Path(__file__).resolve().parent.parent


def _played(name: str, players: int, seed: int, limit: int = 5000) -> Game:
    g = Game.new(load_ruleset(ROOT / "rules" / name), players, seed, log=True)
    agents = [RandomAgent(seed * 10 + i) for i in range(players)]
    for _ in range(limit):
        p = g.current_player()
        if p is None:
            break
        g.apply(agents[p].choose(g))
    return g


def test_bitoku_headings_in_order() -> None:
    lines = narrate(_played("bitoku", 2, 3), "en", "all")
    first_heading = next(i for i, line in enumerate(lines) if line.startswith("—"))
    assert all(line.startswith("Setup") for line in lines[:first_heading]), lines[:first_heading + 1]
    assert lines[first_heading] == "— Year 1 · Spring —"
    assert not any("During the game" in line for line in lines)  # the whole game's section is no heading
    asc = lines.index("— Ascension —")
    steps = [line for line in lines[asc:] if line.startswith("==")]
    assert steps[0].startswith("== A.") and steps[-1].startswith("== H."), steps
    assert not any(line.startswith("==") for line in lines[:asc])


@pytest.mark.parametrize(("name", "players", "seed"), [("tokaido", 5, 4), ("bitoku", 3, 4)])
def test_a_live_log_heads_no_section(name: str, players: int, seed: int) -> None:
    """Read the way the terminal seat reads it: new sentences after every decision."""
    g = Game.new(load_ruleset(ROOT / "rules" / name), players, seed, log=True)
    agents = [RandomAgent(seed * 10 + i) for i in range(players)]
    seen = 0
    told: list[str] = []
    while (p := g.current_player()) is not None:
        g.apply(agents[p].choose(g))
        assert g.log is not None
        if g.is_over():
            break
        told += narrate(g, "en", "all", seen)
        seen = len(g.log)
    assert not any(line.startswith("==") for line in told), [x for x in told if x.startswith("==")]
    assert headed_sections(g)  # the finished game heads its final scoring


def test_tokaido_heads_only_the_final_scoring() -> None:
    g = _played("tokaido", 3, 1)
    assert headed_sections(g) == {"temple_bonus"}  # not `temple`, entered once by the last donation


@pytest.mark.parametrize("players", [1, 2])
def test_a_year_is_headed_before_its_season_and_after_the_winter_that_ends_the_last(players: int) -> None:
    """bitoku-rules §4.4 E: snow ends Winter, so it is told under Winter; the next heading is the new year with its
    Spring, year first (the order the counters are declared), whichever the flow set first."""
    lines = narrate(_played("bitoku", players, 4), "en", "all")
    for year in (2, 3, 4):
        at = lines.index(f"— Year {year} · Spring —")
        last_heading = max(i for i in range(at) if lines[i].startswith("—"))
        assert lines[last_heading] == "— Winter —"
        assert any(line.startswith("Snow:") for line in lines[last_heading:at]), lines[last_heading:at]
    assert not any(line.startswith("— Spring · Year") for line in lines)

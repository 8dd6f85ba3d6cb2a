"""Solo Bitoku, "Rise of the Tengu" (rules/bitoku/solo/): the Tengu is a rival, not a seat.

- it never asks for a decision: every pending decision belongs to the single player and none is ever
  pending during a Tengu turn (the Tengu's macros run outside any `as` block, so a decision there would be
  a run-time error);
- its automated steps keep the structural and the declared invariants, pick the action card its Will
  dice name, resolve exactly one TAC step per turn, and move its dice only in legal ways;
- random solo games (all difficulties, both variants) end with a player score and a Tengu score, broken
  down by section, and the Tengu wins ties.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rulesdsl.agents import RandomAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.play.invariants import declared, structural, view_leaks
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.sim.play import play_out

ROOT = Path(__file__).resolve().parent.parent
DIFFICULTIES = ("easy", "normal", "hard")
VARIANTS = ("normal", "strict")
ROW = ("tengu_card_right", "tengu_card_middle", "tengu_card_left")  # Will 1-2, 3-4, 5-6


@pytest.fixture(scope="module")
def rs() -> Any:
    return load_ruleset(ROOT / "rules" / "bitoku")


def _options(seed: int) -> dict[str, str]:
    return {"difficulty": DIFFICULTIES[seed % 3], "variant": VARIANTS[(seed // 3) % 2]}


def _tengu_dice(g: Game) -> set[int]:
    st = g.state
    return {OBJ_BASE + i for i, e in enumerate(st["obj_entity"]) if e.startswith("tengu_die_")}


def _check_tengu_log(rs: Any, g: Game, seed: int) -> None:
    """Replay the log: the Will picks the card, one TAC step per turn, Tengu dice move legally."""
    zones = rs.zones
    tengu = _tengu_dice(g)
    where: dict[int, str] = {}
    for oid in tengu:
        where[oid] = "tengu_dice_red"
    turns = 0
    steps_in_turn = -1
    for ev in g.log or []:
        if ev[0] == "log" and ev[2] == "tengu_card":
            assert steps_in_turn in (-1, 1), f"seed {seed}: a Tengu turn resolved {steps_in_turn} steps"
            slot, will = ev[3], ev[4]
            assert 1 <= will <= 6 and slot == ROW[(will - 1) // 2], f"seed {seed}: Will {will} took {slot}"
            assert ev[1] is None, f"seed {seed}: the Tengu acted as a player"
            turns += 1
            steps_in_turn = 0
        elif ev[0] == "log" and ev[2] == "tengu_step":
            steps_in_turn += 1
        elif ev[0] == "move" and ev[1] in tengu:
            src, dst = where[ev[1]], ev[3]
            tags_src, tags_dst = zones[src].tags, zones[dst].tags
            if dst == "tengu_dice_red":
                pass  # Winter: back to the red area from anywhere
            elif dst == "tengu_dice_green":
                assert src in ("tengu_dice_red", "tengu_dice_green"), f"seed {seed}: unlocked from {src}"
            elif tags_dst.get("area") == "hill":
                assert tags_src.get("area") == "forest", f"seed {seed}: crossed from {src}"
                assert zones[src].tags.get("side") == tags_dst.get("side"), f"seed {seed}: {src} -> {dst}"
            else:
                assert tags_dst.get("role") == "diespace", f"seed {seed}: Tengu die went to {dst}"
                assert src in ("tengu_dice_red", "tengu_dice_green"), f"seed {seed}: placed from {src}"
            where[ev[1]] = dst
    assert steps_in_turn in (-1, 1)
    assert turns >= 4, f"seed {seed}: only {turns} Tengu turns in 4 years"


def test_tengu_never_decides_and_keeps_invariants(rs: Any) -> None:
    for seed in range(24):
        g = Game.new(rs, 1, seed, _options(seed), log=True)
        agent = RandomAgent(seed)
        steps = 0
        while not g.is_over():
            d = g.decision()
            assert d is not None and d.player == 0, f"seed {seed}: a decision for {d}"
            assert g.state["shared"]["tengu_acting"] == 0, f"seed {seed}: decision pending in a Tengu turn"
            g.apply(agent.choose(g))
            steps += 1
            assert steps < 5000
            problems = structural(g) + declared(g)
            if steps % 20 == 0:
                problems += view_leaks(g)
            assert not problems, f"seed {seed} step {steps}: {problems[:5]}"
        _check_tengu_log(rs, g, seed)


def test_tengu_pieces_only_in_legal_places_at_the_end(rs: Any) -> None:
    g = Game.new(rs, 1, 5, {"difficulty": "hard", "variant": "strict"})
    play_out(g, [RandomAgent(5)])
    st = g.state
    for oid in _tengu_dice(g):
        zone = st["obj_zone"][oid - OBJ_BASE]
        assert zone == "tengu_dice_red", zone  # Winter brought every die back
    assert len(st["zones"]["tengu_rocks"]) == 2
    assert sum(len(st["zones"][z]) for z in ROW) == 3


def test_200_random_solo_games_end_with_both_scores(rs: Any) -> None:
    tengu_won = 0
    for seed in range(200):
        g = Game.new(rs, 1, 10_000 + seed, _options(seed))
        play_out(g, [RandomAgent(seed)])
        assert g.is_over()
        scores, rivals = g.scores(), g.rival_scores()
        assert len(scores) == 1 and set(rivals) == {"tengu"}
        assert isinstance(rivals["tengu"], int) and rivals["tengu"] >= 0
        # the Tengu's score is broken down by section like the player's (player column, then the rival)
        sb = g.breakdown()
        assert sum(v[1] for v in sb.values() if len(v) > 1) == rivals["tengu"]
        assert sum(v[0] for v in sb.values()) == scores[0]
        w = g.winner()
        assert w == ("tengu" if rivals["tengu"] >= scores[0] else 0)
        tengu_won += w == "tengu"
    assert 0 < tengu_won <= 200


def test_tengu_wins_ties_and_loses_when_beaten(rs: Any) -> None:
    g = Game.new(rs, 1, 3)
    play_out(g, [RandomAgent(3)])
    g.state["shared"]["tengu_vp"] = g.scores()[0]
    assert g.winner() == "tengu"
    g.state["shared"]["tengu_vp"] = g.scores()[0] - 1
    assert g.winner() == 0


def test_solo_save_load_continue_is_deterministic(rs: Any) -> None:
    full = Game.new(rs, 1, 77, {"difficulty": "hard", "variant": "strict"})
    play_out(full, [RandomAgent(77)])
    cut = len(full.history) // 2
    part = Game.new(rs, 1, 77, {"difficulty": "hard", "variant": "strict"})
    for a in full.history[:cut]:
        part.apply(a)
    restored = Game(rs, json.loads(json.dumps(part.state)), list(part.history))
    for a in full.history[cut:]:
        restored.apply(a)
    assert restored.is_over() and restored.rival_scores() == full.rival_scores()
    assert json.dumps(restored.state, sort_keys=True) == json.dumps(full.state, sort_keys=True)


def test_difficulty_changes_the_tengu_start(rs: Any) -> None:
    def start(level: str) -> dict[str, Any]:
        return Game.new(rs, 1, 11, {"difficulty": level}).state

    easy, normal, hard = start("easy"), start("normal"), start("hard")
    assert [len(s["zones"]["tengu_dragonfly"]) for s in (easy, normal, hard)] == [0, 1, 2]
    assert [len(s["zones"]["tengu_yokai"]) for s in (easy, normal, hard)] == [0, 5, 5]
    assert sum(easy["shared"][k] for k in ("tengu_wood", "tengu_stone", "tengu_jade", "tengu_sake")) == 0
    assert len(hard["zones"]["tengu_pilgrims"]) == 9


def test_multiplayer_has_no_tengu(rs: Any) -> None:
    g = Game.new(rs, 2, 1)
    assert "tengu_deck" not in g.state["zones"]
    assert not any(e.startswith("tengu_") or e == "will_die" for e in g.state["obj_entity"])
    play_out(g, [RandomAgent(1), RandomAgent(2)])
    # the rival plays at 1 player only (ruleset.yaml rivals[].players): no score, never the winner
    assert g.rival_scores() == {} and g.winner() in (0, 1)
    for c in g.state["counters"]:
        c["vp"] = 0
    assert g.winner() in (0, 1)


def test_cli_plays_a_hard_strict_solo_game() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "rulesdsl", "play", "--seed", "1", "rules/bitoku", "--players", "1", "--option",
         "difficulty=hard",
         "--variant", "strict", "--quiet"],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "1 players" in out.stdout or "1 player" in out.stdout

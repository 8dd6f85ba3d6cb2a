"""Scenario tools and the public Python API for testing rules: what a failed expectation's sides were,
the decisions taken without asking (`forced:`), and `evaluate` / `run_effect_answering` to evaluate an
expression or run an effect in a described situation from Python."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError, parse_expr
from rulesdsl.dsl.printer import print_expr
from rulesdsl.errors import IllegalAction, RulesError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.situation import run_effect, seat, seat_index
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.ruleset import Ruleset

__all__ = ["evaluate", "run_effect_answering", "sides", "forced_events", "forced_mismatch", "shown_value"]


def evaluate(game: Game, text: str, me: int | str = 0) -> Any:
    """The value of an expression of the effect language in a game, for player `me` (a seat index or `P1`…);
    objects come back as object ids (`game.events()` names them). Bad text raises UsageError (U041)."""
    who = seat_index(me, int(game.state["players"]))
    fn, diags = game.rs.text_compiler().expr(text)
    if diags:
        raise UsageError("; ".join(f"{d.code} {d.message} at {d.line}:{d.col}" for d in diags), "U041")
    m = Machine(game.rs, game.state, None)
    m.frames.append([-1, 0, {"me": who}, None])
    try:
        return fn(m)
    finally:
        m.frames.pop()


def run_effect_answering(rs: Ruleset, effect: str, answers: Sequence[str] = (), players: int | None = None,
                         given: dict[str, Any] | None = None, seed: int = 1, me: int | str = 0,
                         options: dict[str, str] | None = None) -> Game:
    """Put a new game in the situation `given` (the scenario format), run `effect` as `me` and answer the
    decisions it asks with `answers` in order (option ids, as in scenarios); the game is returned with the
    log on, so `game.events()` tells what happened and `game.decision()` what is still asked.
    An answer that is not on offer raises IllegalAction naming the decision and its options."""
    n = players if players is not None else rs.min_players
    g = Game.from_situation(rs, n, dict(given or {}), seed, options, log=True)
    run_effect(g, effect, seat_index(me, n))
    for k, a in enumerate(answers):
        d = g.decision()
        if d is None:
            raise IllegalAction(f"answer {k + 1} '{a}': no decision is pending", "R002")
        if str(a) not in d.options:
            raise IllegalAction(f"answer {k + 1} '{a}' is not on offer at P{d.player + 1}'s decision "
                                f"{d.prompt}: {', '.join(d.options)}", "R001")
        g.apply(str(a))
    return g


def shown_value(game: Game, v: Any) -> Any:
    """A value as a scenario failure shows it: objects by their stable id, players as `P1`…"""
    from rulesdsl.play.events import object_ref
    from rulesdsl.runtime.machine import OBJ_BASE
    if type(v) is int and v >= OBJ_BASE and v - OBJ_BASE < len(game.state["obj_entity"]):
        return object_ref(game.rs, game.state, v)
    if isinstance(v, list):
        return [shown_value(game, x) for x in v[:20]]
    return v


def sides(game: Game, text: str, me: int) -> tuple[str, Any, str, Any] | None:
    """For a failed comparison `a OP b`: the text and value of each side (None for anything else)."""
    try:
        tree = parse_expr(text)
    except ParseError:
        return None
    if not isinstance(tree, A.Compare):
        return None
    out: list[Any] = []
    for part in (tree.left, tree.right):
        src = print_expr(part)
        try:
            out += [src, shown_value(game, evaluate(game, src, me))]
        except RulesError:
            return None
    return out[0], out[1], out[2], out[3]


def forced_events(game: Game, start: int) -> list[dict[str, Any]]:
    """The decisions taken without asking since log index `start` (a single legal option)."""
    return [ev for ev in game.events(start) if ev["type"] == "forced"]


def forced_mismatch(game: Game, want: Any, start: int, n: int) -> tuple[list[str], list[str]] | None:
    """None when every expected forced decision happened, else (expected, actual) as `P1: option` texts.
    `want` lists option ids, or mappings with `option` and optionally `player`, `prompt`, `kind`."""
    got = forced_events(game, start)
    shown = [f"P{ev['player'] + 1}: {ev['option']}" for ev in got]
    missing = []
    for w in want if isinstance(want, list) else [want]:
        pat = w if isinstance(w, dict) else {"option": str(w)}
        pat = {k: (seat(v, n) if k == "player" else str(v)) for k, v in pat.items()}
        if not any(all(ev.get(k) == v for k, v in pat.items()) for ev in got):
            missing.append(", ".join(f"{k}: {v}" for k, v in pat.items()))
    return None if not missing else (missing, shown)

"""Rule scenarios: a state (given), an effect (do), actions, and expectations written in the DSL."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulesdsl.engine.game import Game
from rulesdsl.engine.machine import Machine
from rulesdsl.engine.ruleset import Ruleset
from rulesdsl.errors import RulesError

SCENARIO_KEYS = frozenset({"id", "rule", "players", "seed", "options", "as", "given", "do", "actions",
                           "expect", "legal", "not_legal", "error", "setup", "note", "decider"})


@dataclass
class Outcome:
    """The result of one scenario: passed, or the reasons it failed."""

    id: str
    failures: list[str]

    @property
    def ok(self) -> bool:
        """Whether every expectation held."""
        return not self.failures


def _compile_effect(rs: Ruleset, text: str) -> int:
    idx, diags = rs.snippets.snippet_effect(text)
    if diags:
        raise ValueError("; ".join(f"{d.code} {d.message} at {d.line}:{d.col}" for d in diags))
    return int(idx)


def _eval(rs: Ruleset, g: Game, text: str, me: int) -> Any:
    fn, diags = rs.snippets.snippet_expr(text)
    if diags:
        raise ValueError("; ".join(f"{d.code} {d.message}" for d in diags))
    m = Machine(rs, g.state, None)
    m.frames.append([-1, 0, {"me": me}, None])
    try:
        return fn(m)
    finally:
        m.frames.pop()


def _start(rs: Ruleset, sc: dict[str, Any]) -> Game:
    n = int(sc.get("players", rs.min_players))
    opts = {k: str(v) for k, v in (sc.get("options") or {}).items()}
    if sc.get("setup", True):
        g = Game.new(rs, n, int(sc.get("seed", 1)), opts)
    else:
        from rulesdsl.engine.game import initial_state, with_defaults
        st = initial_state(rs, n, int(sc.get("seed", 1)), with_defaults(rs, opts))
        st["f"].clear()
        g = Game(rs, st)
    g.state["f"].clear()
    g.state["d"] = None
    g.state["over"] = False
    return g


def run_scenario(rs: Ruleset, sc: dict[str, Any]) -> Outcome:
    """Run one scenario and report every failed expectation."""
    sid = str(sc.get("id", "?"))
    unknown = set(sc) - SCENARIO_KEYS
    if unknown:
        return Outcome(sid, [f"unknown scenario keys: {', '.join(sorted(unknown))}"])
    me = int(sc.get("as", 0))
    fails: list[str] = []
    try:
        g = _start(rs, sc)
        m = Machine(rs, g.state, None)
        if sc.get("given"):
            m.push(_compile_effect(rs, sc["given"]), {"me": me})
            m.run()
            if g.state["d"] is not None:
                return Outcome(sid, ["the `given` effect asked for a decision; givens must be deterministic"])
        g.state["over"] = False
        if sc.get("do"):
            m.push(_compile_effect(rs, sc["do"]), {"me": me})
            m.run()
        for a in sc.get("actions") or []:
            legal = g.legal_actions()
            if str(a) not in legal:
                fails.append(f"action '{a}' not legal; legal were: {', '.join(legal[:20])}")
                return Outcome(sid, fails)
            g.apply(str(a))
    except RulesError as err:
        if sc.get("error") == err.code:
            return Outcome(sid, [])
        return Outcome(sid, [f"raised {err.code}: {err.message}"])
    except ValueError as err:
        return Outcome(sid, [f"scenario text does not compile: {err}"])
    if sc.get("error"):
        fails.append(f"expected error {sc['error']} but none was raised")
    legal = g.legal_actions()
    if "decider" in sc and g.current_player() != sc["decider"]:
        fails.append(f"expected player {sc['decider']} to decide, but it is {g.current_player()}")
    for a in sc.get("legal") or []:
        if str(a) not in legal:
            fails.append(f"expected '{a}' to be legal; legal: {', '.join(legal[:20])}")
    for a in sc.get("not_legal") or []:
        if str(a) in legal:
            fails.append(f"expected '{a}' not to be legal")
    for text in sc.get("expect") or []:
        try:
            if not _eval(rs, g, str(text), me):
                fails.append(f"expectation failed: {text}")
        except (RulesError, ValueError) as err:
            fails.append(f"expectation '{text}' could not be evaluated: {err}")
    return Outcome(sid, fails)

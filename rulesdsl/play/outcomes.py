"""Who wins when the players do not simply compete for the best score: teams (members share their team's
total and its result) and cooperative games (everyone wins or everyone loses, as the ruleset's `outcome:`
says)."""

from __future__ import annotations

from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.state import StateData

Key = tuple[int, tuple[int, ...]]
LOST = "game"  # Game.winner() of a cooperative game the players lost: the game beat them
DRAW = "draw"  # Game.winner() of a game whose best players share the result (`ties: shared`)


def rival_won(w: object) -> bool:
    """Whether a finished game's `winner()` is a rival (or the game itself), not a seat nor a draw."""
    return isinstance(w, str) and w != DRAW


def _eval(rs: Ruleset, st: StateData, me: int) -> Any:
    fn = rs.outcome_expr
    if fn is None:
        return None
    m = Machine(rs, st, None)
    m.frames.append([-1, 0, {"me": me}, None])
    try:
        return fn(m)
    finally:
        m.frames.pop()


def team_of(rs: Ruleset, st: StateData, player: int) -> int:
    """The team of a player: the ruleset's `outcome: {kind: teams, team: …}` evaluated for them."""
    v = _eval(rs, st, player)
    if type(v) is not int:
        raise GameRuntimeError(f"a team must be a number, got {v!r}", "R106", "e.g. team: \"me % 2\"")
    return v


def team_keys(rs: Ruleset, st: StateData, keys: list[Key]) -> list[Key]:
    """Each player's ranking key replaced by their team's: the members' summed (signed) scores, then the best
    member's tie-breaks."""
    teams = [team_of(rs, st, p) for p in range(len(keys))]
    out = []
    for p in range(len(keys)):
        members = [q for q in range(len(keys)) if teams[q] == teams[p]]
        out.append((sum(keys[q][0] for q in members), max(keys[q][1] for q in members)))
    return out


def players_won(rs: Ruleset, st: StateData) -> bool:
    """Whether the players of a cooperative game won: its `outcome: {kind: cooperative, win: …}` holds."""
    return bool(_eval(rs, st, 0))


# ---- a finished game's record (`simulate`): {"winner", "winners", "outcome", …} ----

def cooperative(records: list[dict[str, Any]]) -> bool:
    """Whether the records come from a cooperative game (everyone wins or loses together)."""
    return any(r.get("outcome") == "cooperative" for r in records)


def won(r: dict[str, Any], seat: int) -> bool:
    """Whether a seat won a finished game record: the winner, a member of the winning team or of the winning
    players of a cooperative game; a draw or a rival's win is no seat's win."""
    w = r["winner"]
    if w is None or isinstance(w, str):
        return False
    if r.get("outcome", "scores") != "scores":
        return seat in (r.get("winners") or [w])
    return bool(w == seat)


def drew(r: dict[str, Any], seat: int) -> bool:
    """Whether a seat shared a drawn game."""
    return r["winner"] == DRAW and seat in (r.get("winners") or [])

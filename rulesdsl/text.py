"""Readable English text for log events, decisions and score breakdowns (no game words: names are data)."""

from __future__ import annotations

from typing import Any

from rulesdsl.game import Game
from rulesdsl.machine import OBJ_BASE
from rulesdsl.ruleset import Ruleset


def player_name(p: Any) -> str:
    """Seat label of a player."""
    return f"P{int(p) + 1}" if isinstance(p, int) else "game"


def pretty(ident: Any) -> str:
    """An id made readable: `shin_ookami_2` → `shin ookami 2`."""
    return str(ident).replace("_", " ")


def entity_name(rs: Ruleset, ident: str) -> str:
    """An entity's display name (its `name:` if given, else its id made readable)."""
    ent = rs.entities.get(ident)
    return pretty(ent.name if ent is not None else ident)


def value_label(g: Game, v: Any) -> str:
    """A readable form of an option value."""
    if isinstance(v, int) and v >= OBJ_BASE:
        return entity_name(g.rs, g.state["oe"][v - OBJ_BASE])
    if isinstance(v, int) and not isinstance(v, bool) and v < OBJ_BASE and g.state["n"] > v >= 0:
        return player_name(v)
    return pretty(v)


def event_line(rs: Ruleset, ev: tuple[Any, ...], quiet_zones: frozenset[str] = frozenset()) -> str | None:
    """One log line for an event, or None for events not worth a line."""
    kind = ev[0]
    if kind == "action":
        return f"{player_name(ev[1])} → {pretty(ev[2])}"
    if kind == "counter":
        _, p, name, delta, new = ev
        sign = "+" if delta > 0 else ""
        return f"    {player_name(p)} {pretty(name)} {sign}{delta} (now {new})"
    if kind == "move":
        _, _, ent, zone, owner = ev
        if zone in quiet_zones:
            return None
        where = pretty(zone) + (f" of {player_name(owner)}" if owner is not None else "")
        return f"    {entity_name(rs, ent)} → {where}"
    if kind == "section":
        return f"== {ev[1]} ==" if ev[1] else None
    if kind == "order":
        return "    turn order: " + ", ".join(player_name(p) for p in ev[1])
    if kind == "log":
        args = " ".join(pretty(a) for a in ev[3:] if a is not None)
        who = f"{player_name(ev[1])} " if ev[1] is not None else ""
        return f"  {who}{pretty(ev[2])} {args}".rstrip()
    return None


def score_table(g: Game) -> str:
    """The final score broken down by section, per player, then the winner."""
    n = g.state["n"]
    rivals = list(g.rival_scores().items())
    width = n + len(rivals)
    sb = g.breakdown()
    sections = [s for s in sb if s]
    head = f"{'':<14}" + "".join(f"{player_name(p):>8}" for p in range(n))
    head += "".join(f"{pretty(r)[:7]:>8}" for r, _ in rivals)
    lines = ["Final score", head]

    def row(label: str, values: list[int]) -> str:
        values = values + [0] * (width - len(values))
        return f"{label:<14}" + "".join(f"{v:>8}" for v in values)

    if "" in sb:
        lines.append(row("(setup)", sb[""]))
    for s in sections:
        lines.append(row(pretty(s), sb[s]))
    lines.append(row("total", g.scores() + [v for _, v in rivals]))
    w = g.winner()
    if w is not None:
        lines.append(f"Winner: {player_name(w) if isinstance(w, int) else pretty(w)}")
    return "\n".join(lines)

"""The game log as typed events (documented by `schemas/log-event.schema.json`).

The interpreter records compact tuples while it runs (cheap to append and copy); `typed` turns each into a
plain mapping with a `type` and named fields. Players are seat indices (0 = P1, `null` = no player); objects
are named by their stable id (the entity id, or `entity@k` for copy k of an entity with several copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesdsl.runtime.decisions import copy_ordinal
from rulesdsl.runtime.machine import OBJ_BASE

if TYPE_CHECKING:
    from rulesdsl.runtime.ruleset import Ruleset

EVENT_TYPES = ("action", "choice", "counter", "move", "prop", "section", "order", "message", "run", "fizzle", "shuffle",
               "reveal", "forced", "commit", "reveal_all", "macro", "macro_end")


def object_ref(rs: Ruleset, st: dict[str, Any] | None, oid: int) -> str:
    """The stable id of an object: its entity id, with `@k` when the game has several copies of it
    (without the game's state, `#<number>`: the object's number in this game only)."""
    if st is None:
        return f"#{oid}"
    ent = str(st["oe"][oid - OBJ_BASE])
    e = rs.entities.get(ent)
    copies = 2 if e is None else e.copies * (int(st["n"]) if e.start and rs.zones[e.start].per_player else 1)
    return ent if copies == 1 else f"{ent}@{copy_ordinal(st, oid)}"


def _plain(rs: Ruleset, st: dict[str, Any] | None, v: Any) -> Any:
    if st is not None and type(v) is int and v >= OBJ_BASE and v - OBJ_BASE < len(st["oe"]):
        return {"object": object_ref(rs, st, v), "entity": st["oe"][v - OBJ_BASE]}
    if isinstance(v, list):
        return [_plain(rs, st, x) for x in v]
    return v


def typed(rs: Ruleset, st: dict[str, Any] | None, ev: tuple[Any, ...]) -> dict[str, Any]:
    """One recorded event as a typed mapping (`st`: the game's state, to name objects by their stable id)."""
    kind = ev[0]
    if kind == "action":
        return {"type": "action", "player": ev[1], "action": ev[2]}
    if kind == "choice":
        return {"type": "choice", "player": ev[1], "kind": ev[2], "prompt": ev[3], "value": _plain(rs, st, ev[4])}
    if kind == "counter":
        return {"type": "counter", "player": ev[1], "counter": ev[2], "delta": ev[3], "value": ev[4]}
    if kind == "move":
        out = {"type": "move", "object": object_ref(rs, st, ev[1]), "entity": ev[2], "zone": ev[3], "owner": ev[4]}
        if len(ev) > 6:
            out["from"], out["from_owner"] = ev[5], ev[6]
        return out
    if kind == "prop":
        return {"type": "prop", "object": object_ref(rs, st, ev[1]), "entity": ev[2], "prop": ev[3],
                "value": _plain(rs, st, ev[4])}
    if kind == "section":
        return {"type": "section", "section": ev[1]}
    if kind == "order":
        return {"type": "order", "players": list(ev[1])}
    if kind == "log":
        args = [_plain(rs, st, x) for x in ev[3:5]]
        return {"type": "message", "player": ev[1], "message": ev[2], "args": args}
    if kind == "run":
        return {"type": "run", "object": object_ref(rs, st, ev[1]), "entity": ev[2], "slot": ev[3]}
    if kind == "shuffle":
        return {"type": "shuffle", "zone": ev[1], "owner": ev[2]}
    if kind == "reveal":
        return {"type": "reveal", "object": object_ref(rs, st, ev[1]), "entity": ev[2], "to": list(ev[3]),
                "player": ev[4]}
    if kind == "forced":
        return {"type": "forced", "player": ev[1], "kind": ev[2], "prompt": ev[3], "option": ev[4]}
    if kind == "commit":
        return {"type": "commit", "player": ev[1], "kind": ev[2], "prompt": ev[3], "value": _plain(rs, st, ev[4])}
    if kind == "reveal_all":
        return {"type": "reveal_all", "players": list(ev[1]),
                "choices": [{"player": c[0], "value": _plain(rs, st, c[1]), **({"to": c[2]} if len(c) > 2 else {})}
                            for c in ev[2]]}
    if kind == "macro":
        return {"type": "macro", "macro": ev[1], "player": ev[2], "args": {k: _plain(rs, st, v) for k, v in ev[3]}}
    if kind == "macro_end":
        return {"type": "macro_end", "macro": ev[1]}
    if kind == "fizzle":
        return {"type": "fizzle", "what": ev[1]}
    raise ValueError(f"unknown event {kind!r}")

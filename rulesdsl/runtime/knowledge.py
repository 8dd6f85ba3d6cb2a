"""What players know beyond what their zones show: objects revealed to them with `reveal(obj, to=...)`.

The state key `kn` maps an object id (as a string, so the state stays JSON) to the sorted seats that know it.
The mapping is replaced, never changed in place, so copies of a state share it; `world.move` forgets an
object when it moves."""

from __future__ import annotations

from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime import world
from rulesdsl.runtime.machine import OBJ_BASE, Machine
from rulesdsl.runtime.state import StateData


def _seats(m: Machine, to: Any) -> list[int]:
    items = to if isinstance(to, list) else [to]
    n = int(m.st["players"])
    out: set[int] = set()
    for p in items:
        if type(p) is not int or not 0 <= p < n:
            raise GameRuntimeError(f"reveal(..., to=) needs a player or a list of players, got {p!r}", "R106")
        out.add(p)
    return sorted(out)


def v_reveal(m: Machine, oid: Any, to: Any) -> None:
    """reveal(): the players in `to` learn which object this is, until it moves."""
    if oid is None:
        return
    i = world.obj(m, oid)
    seats = _seats(m, to)
    kn: dict[str, list[int]] = m.st.get("knowledge") or {}
    key = str(oid)
    known = sorted(set(kn.get(key, ())) | set(seats))
    m.st["knowledge"] = {**kn, key: known}
    m.emit("reveal", oid, m.st["obj_entity"][i], tuple(seats), m.me_or_none())


def q_knows(m: Machine, oid: Any, who: Any = None) -> bool:
    """knows(): whether a player (default me) has been shown the object since it last moved."""
    if oid is None:
        return False
    world.obj(m, oid)
    p = m.me() if who is None else who
    return p in (m.st.get("knowledge") or {}).get(str(oid), ())


def known_objects(st: StateData, viewer: int | None) -> frozenset[int]:
    """The objects a player has been shown and that have not moved since."""
    if viewer is None:
        return frozenset()
    return frozenset(int(k) for k, seats in (st.get("knowledge") or {}).items() if viewer in seats)


def is_known(st: StateData, oid: int, viewer: int | None) -> bool:
    """Whether the viewer has been shown this object since it last moved."""
    return viewer is not None and oid >= OBJ_BASE and viewer in (st.get("knowledge") or {}).get(str(oid), ())

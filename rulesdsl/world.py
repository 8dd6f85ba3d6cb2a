"""Operations on the plain-data state: counters, zones and objects."""

from __future__ import annotations

from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.machine import OBJ_BASE, Machine, shuffle_list

# An object record in st["o"]: [entity id, zone id, zone owner (player or None), props dict or None]
E, Z, OWN, PROPS = 0, 1, 2, 3


def zkey(m: Machine, zone: str, who: int | None) -> str:
    """The state key of a zone: per-player zones are keyed `zone.player`."""
    rz = m.rs.zones.get(zone)
    if rz is None:
        raise GameRuntimeError(f"unknown zone '{zone}'", "R106")
    if rz.per_player:
        if who is None:
            raise GameRuntimeError(f"zone '{zone}' is per player but no player is given", "R104")
        return f"{zone}.{who}"
    return zone


def zone_list(m: Machine, zone: str, who: int | None) -> list[int]:
    """The live list of object ids in a zone (top first)."""
    rz = m.rs.zones.get(zone)
    if rz is None:
        raise GameRuntimeError(f"unknown zone '{zone}'", "R106")
    if rz.per_player:
        if who is None:
            who = m.me()
        return m.st["z"][f"{zone}.{who}"]  # type: ignore[no-any-return]
    got = m.st["z"].get(zone)
    if got is None:
        return []  # a zone absent at this player count is empty
    return got  # type: ignore[no-any-return]


def obj(m: Machine, oid: Any) -> list[Any]:
    """The record of an object id."""
    if not isinstance(oid, int) or oid < OBJ_BASE:
        raise GameRuntimeError(f"expected an object, got {oid!r}", "R106")
    try:
        return m.st["o"][oid - OBJ_BASE]  # type: ignore[no-any-return]
    except IndexError:
        raise GameRuntimeError(f"no object {oid}", "R106") from None


def move(m: Machine, oid: int, zone: str, who: int | None, bottom: bool = False) -> None:
    """Move an object into a zone, checking capacity."""
    rec = obj(m, oid)
    rz = m.rs.zones.get(zone)
    if rz is None:
        raise GameRuntimeError(f"unknown zone '{zone}'", "R106")
    owner = None
    if rz.per_player:
        owner = who if who is not None else m.me()
        key = f"{zone}.{owner}"
    else:
        key = zone
    z = m.st["z"]
    dest = z.get(key)
    if dest is None:
        raise GameRuntimeError(f"zone '{zone}' is not in play at this player count", "R105")
    if rz.capacity is not None and len(dest) >= rz.capacity:
        raise GameRuntimeError(f"zone '{zone}' is full", "R105")
    old_key = rec[Z] if rec[OWN] is None else f"{rec[Z]}.{rec[OWN]}"
    src = z.get(old_key)
    if src is not None:
        src.remove(oid)
    if bottom:
        dest.append(oid)
    else:
        dest.insert(0, oid)
    rec[Z] = zone
    rec[OWN] = owner
    m.emit("move", oid, rec[E], zone, owner)


def owner(m: Machine, oid: int) -> int | None:
    """The owner of an object: the player whose zone holds it, else its `owner` prop."""
    rec = obj(m, oid)
    if rec[OWN] is not None:
        return rec[OWN]  # type: ignore[no-any-return]
    props = rec[PROPS]
    if props is not None and props.get("owner") is not None:
        return props["owner"]  # type: ignore[no-any-return]
    return None


def attr(m: Machine, value: Any, name: str) -> Any:
    """`value.name`: a player's counter, or an object's prop / tag / built-in field."""
    if type(value) is int and value < OBJ_BASE:
        if value < 0 or value >= m.st["n"]:
            raise GameRuntimeError(f"no player {value}", "R106")
        counters = m.st["c"][value]
        if name in counters:
            return counters[name]
        raise GameRuntimeError(f"no per-player counter '{name}'", "R106")
    if value is None:
        return None
    rec = obj(m, value)
    props = rec[PROPS]
    if props is not None and name in props:
        return props[name]
    ent = m.rs.entities[rec[E]]
    if name in ent.props:
        return ent.props[name]
    if name in ent.tags:
        return ent.tags[name]
    if name == "entity":
        return rec[E]
    if name == "kind":
        return ent.kind
    if name == "zone":
        return rec[Z]
    if name == "owner":
        return owner(m, value)
    return None


def set_prop(m: Machine, oid: int, name: str, value: Any) -> None:
    """Set a mutable property of an object (copy-on-write props)."""
    rec = obj(m, oid)
    if rec[PROPS] is None:
        rec[PROPS] = {}
    rec[PROPS][name] = value


def add_counter(m: Machine, name: str, n: int, who: int | None) -> None:
    """Add to a counter (per-player of `who`/me, or global), clamped to its bounds."""
    rs = m.rs
    bounds = rs.counter_bounds.get(name)
    if bounds is not None:
        p = who if who is not None else m.me()
        counters = m.st["c"][p]
        old = counters[name]
        new = _clamp(old + n, bounds)
        counters[name] = new
        if new != old:
            if name == rs.score:
                sec = m.st["sec"]
                sb = m.st["sb"].setdefault(sec, [0] * m.st["n"])
                sb[p] += new - old
            m.emit("counter", p, name, new - old, new)
        return
    gb = rs.global_bounds.get(name)
    if gb is None:
        raise GameRuntimeError(f"unknown counter '{name}'", "R106")
    g = m.st["g"]
    old = g[name]
    g[name] = _clamp(old + n, gb)
    if g[name] != old:
        m.emit("counter", None, name, g[name] - old, g[name])


def get_counter(m: Machine, name: str, who: int | None) -> int:
    """Read a per-player counter (of `who`/me) or a global counter."""
    if name in m.rs.counter_bounds:
        p = who if who is not None else m.me()
        return m.st["c"][p][name]  # type: ignore[no-any-return]
    if name in m.rs.global_bounds:
        return m.st["g"][name]  # type: ignore[no-any-return]
    raise GameRuntimeError(f"unknown counter '{name}'", "R106")


def _clamp(v: int, bounds: tuple[int, int | None]) -> int:
    lo, hi = bounds
    if v < lo:
        return lo
    if hi is not None and v > hi:
        return hi
    return v


def shuffle_zone(m: Machine, zone: str, who: int | None) -> None:
    """Shuffle a zone in place."""
    shuffle_list(m.st, zone_list(m, zone, who))
    m.emit("shuffle", zone, who)

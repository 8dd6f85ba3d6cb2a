"""Operations on the plain-data state: counters, zones and objects."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_INT
from rulesdsl.runtime.machine import OBJ_BASE, Machine, bounded_int, shuffle_list
from rulesdsl.runtime.ruleset import Ruleset

# Objects are stored in columns, indexed by oid - OBJ_BASE: st["obj_entity"] entity ids (never change, so
# clones share the list), st["obj_zone"] zone ids, st["obj_owner"] zone owners (player or None), st["obj_props"] props
# (dict or None until first written). Zones hold immutable tuples of object ids: a change replaces
# the zone's tuple, so a state copy shares every zone and copies only the table (copy on write).
# A state read back from JSON holds lists; they are never changed in place either.
#
# Parameters that carry values computed by content (zone and counter ids, seats, object ids) are typed Any:
# the checks here turn a wrong value into a coded error, and a narrower annotation would make the optional
# mypyc build (tools/build_mypyc.py) raise a TypeError at the call instead, or turn `true` into 1.

_EMPTY: Final[tuple[int, ...]] = ()
_ABSENT: Final = object()  # a dict lookup's default that no content value can be
_SCALARS: Final = (int, str, bool)  # immutable prop values: rewriting an equal one changes nothing


def seat(m: Machine, who: Any, what: str) -> int:
    """The seat `who` names (`me` when none), R106 for a value that is no seat of this game: a given player
    indexes the per-player tables, where -1 would read another seat's and a list or text no seat at all."""
    if who is None:
        return m.me()
    if type(who) is not int or not 0 <= who < m.st["players"]:
        raise GameRuntimeError(f"{what} belongs to each player: expected a player, got {who!r}", "R106")
    return who


def id_lookup(table: dict[Any, Any], key: Any, what: str) -> Any:
    """`table.get(key)` for an id computed by content: R106 for a value that cannot be an id (a list)."""
    try:
        return table.get(key)
    except TypeError:
        raise GameRuntimeError(f"expected {what} id, got {key!r}", "R106") from None


def seat_key(m: Machine, zone: Any, keys: list[str], who: Any) -> str:
    """The state key of per-player zone `zone` for seat `who` (`me` when none), R106 for a value that is no seat
    of this game."""
    return keys[seat(m, who, f"zone '{zone}'")]


def zone_key(m: Machine, zone: Any, who: Any) -> str | None:
    """The state key of a zone (`zone` or `zone.<seat>`), or None when it is absent at this player count."""
    z = m.zones
    if id_lookup(z, zone, "a zone") is not None:
        return zone  # type: ignore[no-any-return]
    keys = m.rs.player_keys.get(zone)
    if keys is not None:
        key = seat_key(m, zone, keys, who)
        return key if key in z else None
    if zone not in m.rs.zones:
        raise GameRuntimeError(f"unknown zone '{zone}'", "R106")
    return None


def zone_list(m: Machine, zone: Any, who: Any) -> Sequence[int]:
    """The object ids in a zone (top first), read-only: changes go through `move` and `shuffle_zone`."""
    z = m.zones
    try:
        got = z.get(zone)
    except TypeError:  # a list or other unhashable value where a zone id belongs, e.g. top(in(hand))
        raise GameRuntimeError(f"expected a zone id, got {zone!r}", "R106") from None
    if got is not None:
        return got  # type: ignore[no-any-return]
    keys = m.rs.player_keys.get(zone)
    if keys is not None:  # a zone absent at this player count is empty, a seat's as a shared one's
        key = keys[m.me()] if who is None else seat_key(m, zone, keys, who)  # `me` is always a seat
        return z.get(key, _EMPTY)  # type: ignore[no-any-return]
    if zone not in m.rs.zones:
        raise GameRuntimeError(f"unknown zone '{zone}'", "R106")
    return _EMPTY  # a zone absent at this player count is empty


def obj(m: Machine, oid: Any) -> int:
    """The column index of an object id (validated)."""
    if type(oid) is not int or oid < OBJ_BASE or oid - OBJ_BASE >= len(m.st["obj_entity"]):
        raise GameRuntimeError(f"expected an object, got {oid!r}", "R106")
    return oid - OBJ_BASE


def move(m: Machine, oid: Any, zone: Any, who: Any = None, pos: Any = "top") -> None:
    """`move()`: an object into a zone (on top, or under the others when `pos` is "bottom"), checking capacity;
    none moves nothing."""
    st = m.st
    if type(oid) is not int or oid < OBJ_BASE or oid - OBJ_BASE >= len(st["obj_entity"]):
        if oid is None:
            return
        obj(m, oid)  # raises: not an object
    i = oid - OBJ_BASE
    rs = m.rs
    try:
        rz = rs.zones.get(zone)
    except TypeError:
        raise GameRuntimeError(f"expected a zone id, got {zone!r}", "R106") from None
    if rz is None:
        raise GameRuntimeError(f"unknown zone '{zone}'", "R106")
    owner = None
    if rz.per_player:  # `_seat_place` written out: the most frequent write of all, one call less
        owner = who if who is not None else m.me()
        keys = rs.player_keys[zone]
        key = keys[owner] if type(owner) is int and 0 <= owner < len(keys) else f"{zone}.{owner}"
    else:
        key = zone
    z = m.zones
    dest = z.get(key)
    if dest is None:
        raise GameRuntimeError(f"zone '{zone}' is not in play at this player count", "R105")
    if rz.capacity is not None and len(dest) >= rz.capacity:
        raise GameRuntimeError(f"zone '{zone}' is full", "R105")
    ozs, ows = st["obj_zone"], st["obj_owner"]
    old_zone, old_owner = ozs[i], ows[i]
    old_key = old_zone if old_owner is None else _held_key(rs, old_zone, old_owner)
    src = z.get(old_key)
    if src is not None:
        k = src.index(oid)
        # a slice of the same kind (a tuple; a list read back from a save), the top card in one step
        z[old_key] = src[1:] if k == 0 else src[:k] + src[k + 1:]
        if old_key == key:
            dest = z[key]
    z[key] = (*dest, oid) if pos == "bottom" else (oid, *dest)
    watch = m.watch
    if watch is not None:
        zones = watch.zones
        watch.flow += int(key in zones) - int(src is not None and old_key in zones)
    ozs[i] = zone
    ows[i] = owner
    kn = st.get("knowledge")
    if kn and str(oid) in kn:  # what players were shown of it (runtime/knowledge.py) is forgotten once it moves
        st["knowledge"] = {k: v for k, v in kn.items() if k != str(oid)}
    if m.log is not None:  # the event is built only when someone keeps the log
        m.emit("move", oid, st["obj_entity"][i], zone, owner, old_zone, old_owner)


def _held_key(rs: Ruleset, zone: str, owner: Any) -> str:
    """The state key of per-player zone `zone` for seat `owner`: the ruleset's own string for it (one object per
    name: a lookup finds it by identity), else made from the names (a key no state holds, for no seat)."""
    keys = rs.player_keys.get(zone)
    if keys is not None and type(owner) is int and 0 <= owner < len(keys):
        return keys[owner]
    return f"{zone}.{owner}"


def _seat_place(m: Machine, zone: str, who: Any) -> tuple[Any, str]:
    """The owner and the state key of per-player zone `zone` that a move into it fills: seat `who`, else `me`
    (a value that is no seat names a key no state holds: the move then says the zone is not in play). `move`
    writes the same inline."""
    owner = who if who is not None else m.me()
    return owner, _held_key(m.rs, zone, owner)


def move_all(m: Machine, src: Any, zone: Any, who: Any = None) -> None:
    """Move every object of zone `src` onto zone `zone`, keeping their order: what `move` of each, last first,
    does, done in one step per zone (the same state, errors and events: a move that could stop part way, a log
    to write or a zone onto itself takes them one by one)."""
    items = zone_list(m, src, who)
    if not items:
        return
    st, rs = m.st, m.rs
    oid = items[0]
    i = oid - OBJ_BASE if type(oid) is int else -1
    ozs, ows = st["obj_zone"], st["obj_owner"]
    rz = rs.zones.get(zone) if type(zone) is str else None
    if rz is None or m.log is not None or not 0 <= i < len(ozs):
        _move_each(m, items, zone, who)
        return
    owner, key = _seat_place(m, zone, who) if rz.per_player else (None, zone)
    z = m.zones
    dest = z.get(key)
    old_zone, old_owner = ozs[i], ows[i]
    old_key = old_zone if old_owner is None else _held_key(rs, old_zone, old_owner)
    if (dest is None or old_key == key or z.get(old_key) is not items
            or (rz.capacity is not None and len(dest) + len(items) > rz.capacity)):
        _move_each(m, items, zone, who)
        return
    for oid in items:  # one zone's objects share its place (checked: the step below moves them all at once)
        i = oid - OBJ_BASE
        if ozs[i] != old_zone or ows[i] != old_owner:
            _move_each(m, items, zone, who)
            return
    z[old_key] = items[:0]
    z[key] = (*items, *dest)
    for oid in items:
        i = oid - OBJ_BASE
        ozs[i] = zone
        ows[i] = owner
    watch = m.watch
    if watch is not None:
        zones = watch.zones
        watch.flow += len(items) * (int(key in zones) - int(old_key in zones))
    kn = st.get("knowledge")
    if kn:  # what players were shown of them is forgotten once they move (as `move` forgets it)
        gone = {str(oid) for oid in items}
        if not gone.isdisjoint(kn):
            st["knowledge"] = {k: v for k, v in kn.items() if k not in gone}


def _move_each(m: Machine, items: Sequence[int], zone: Any, who: Any) -> None:
    for oid in reversed(list(items)):
        move(m, oid, zone, who)


def owner(m: Machine, oid: Any) -> int | None:
    """The owner of an object: the player whose zone holds it, else its `owner` prop."""
    i = obj(m, oid)
    own: int | None = m.st["obj_owner"][i]
    if own is not None:
        return own
    props = m.st["obj_props"][i]
    if props is not None and props.get("owner") is not None:
        return props["owner"]  # type: ignore[no-any-return]
    return None


def attr(m: Machine, value: Any, name: str) -> Any:
    """`value.name`: a player's counter, or an object's prop / tag / built-in field."""
    if type(value) is int:
        if value < OBJ_BASE:
            if value < 0 or value >= m.st["players"]:
                raise GameRuntimeError(f"no player {value}", "R106")
            counters = m.counters[value]
            if name in counters:
                return counters[name]
            raise GameRuntimeError(f"no per-player counter '{name}'", "R106")
        i = value - OBJ_BASE
        reads = m.reads
        if i < len(reads):  # a valid object id, checked inline (the most frequent read of all)
            props = m.props[i]
            if props is not None and name in props:
                return props[name]
            # then its entity's props, tags, `entity` and `kind` (one table row: `Ruleset.read_rows`), then the
            # fields of its place (a prop or tag of that name hides them), else none: a name that is neither
            # prop nor tag (none) is read about as often as a prop
            got = reads[i].get(name, _ABSENT)
            if got is not _ABSENT:
                return got
            if name == "owner":
                return m.st["obj_owner"][i]  # owner(): its props hold no `owner` (looked up above)
            if name == "zone":
                return m.st["obj_zone"][i]
            return None
        return _entity_attr(m, value, name)
    if value is None:
        return None
    obj(m, value)  # raises: not an object
    return None


def _entity_attr(m: Machine, oid: int, name: str) -> Any:
    """`attr` of an object read from its entity itself, without the table of `Ruleset.read_rows` (switched off
    while `play/reach.py` notes which entities a game reads)."""
    i = obj(m, oid)
    st = m.st
    props = st["obj_props"][i]
    if props is not None and name in props:
        return props[name]
    ent = m.rs.entities[st["obj_entity"][i]]
    got = ent.props.get(name, _ABSENT)
    if got is not _ABSENT:
        return got
    tags = ent.tags
    if name in tags:
        return tags[name]
    if name == "owner":
        return st["obj_owner"][i]
    if name == "zone":
        return st["obj_zone"][i]
    if name == "entity":
        return ent.id
    if name == "kind":
        return ent.kind
    return None


def set_prop(m: Machine, oid: Any, name: Any, value: Any) -> None:
    """Set a mutable property of an object. Props dicts are shared between state copies, so a write
    replaces the object's dict instead of changing it (copy on write)."""
    i = obj(m, oid)
    if type(name) is not str:  # props are named by text (a save keeps them as JSON keys)
        raise GameRuntimeError(f"expected a property name, got {name!r}", "R106")
    ops = m.st["obj_props"]
    props = ops[i]
    if props is None:
        ops[i] = {name: value}
    else:  # writing the number, text or truth value it holds leaves the shared dict as it is
        old = props.get(name, _ABSENT)
        if type(old) is not type(value) or type(value) not in _SCALARS or old != value:
            ops[i] = {**props, name: value}
    if m.log is not None:
        m.emit("prop", oid, m.st["obj_entity"][i], name, value)


def _from_supply(m: Machine, pool: str, n: int) -> int:
    """How much of a gain of n from a finite supply (global counter `pool`) is taken: what remains, at most."""
    hi = m.rs.global_bounds[pool][1]
    return n if n <= 0 or hi is None else max(0, min(n, hi - m.shared[pool]))


def add_counter(m: Machine, name: Any, n: int, who: Any) -> None:
    """Add to a counter (per-player of `who`/me, or global), clamped to its bounds and to what its supply holds."""
    rs = m.rs
    try:  # the lookup inline, not `id_lookup`: the most frequent write of all
        bounds = rs.counter_bounds.get(name)
    except TypeError:
        raise GameRuntimeError(f"expected a counter id, got {name!r}", "R106") from None
    pool = rs.supplies.get(name) if rs.supplies else None
    if pool is not None:
        n = _from_supply(m, pool, n)
    if bounds is not None:
        p = seat(m, who, f"counter '{name}'") if who is not None else m.me()
        counters = m.counters[p]
        old = counters[name]
        new = _clamp(old + n, bounds)
        counters[name] = new
        if pool is not None and new != old:
            m.shared[pool] += new - old
            if m.log is not None:
                m.emit("counter", None, pool, new - old, m.shared[pool])
        if new != old:
            if name == rs.score:
                sec = m.st["section"]
                sb = m.st["breakdown"].setdefault(sec, [0] * m.st["players"])
                sb[p] += new - old
            if m.log is not None:
                m.emit("counter", p, name, new - old, new)
        return
    gb = rs.global_bounds.get(name)
    if gb is None:
        raise GameRuntimeError(f"unknown counter '{name}'", "R106")
    g = m.shared
    old = g[name]
    g[name] = _clamp(old + n, gb)
    if pool is not None and g[name] != old:
        g[pool] += g[name] - old
        if m.log is not None:
            m.emit("counter", None, pool, g[name] - old, g[pool])
    if g[name] != old:
        rival = rs.rival_index.get(name)
        if rival is not None:
            # A rival's score counter is broken down by section like a player's (after the players).
            n_pl = m.st["players"]
            sb = m.st["breakdown"].setdefault(m.st["section"], [0] * n_pl)
            while len(sb) < n_pl + len(rs.rivals):
                sb.append(0)
            sb[n_pl + rival] += g[name] - old
        if m.log is not None:
            m.emit("counter", None, name, g[name] - old, g[name])


def get_counter(m: Machine, name: Any, who: Any) -> int:
    """Read a per-player counter (of `who`/me) or a global counter."""
    try:
        per_player = name in m.rs.counter_bounds
    except TypeError:
        raise GameRuntimeError(f"expected a counter id, got {name!r}", "R106") from None
    if per_player:
        p = seat(m, who, f"counter '{name}'") if who is not None else m.me()
        return m.counters[p][name]
    if name in m.rs.global_bounds:
        return m.shared[name]
    raise GameRuntimeError(f"unknown counter '{name}'", "R106")


def _clamp(v: int, bounds: tuple[int, int | None]) -> int:
    lo, hi = bounds
    if not -MAX_INT <= v <= MAX_INT:
        bounded_int(v)
    if v < lo:
        return lo
    if hi is not None and v > hi:
        return hi
    return v


def shuffle_zone(m: Machine, zone: Any, who: Any = None) -> None:
    """Shuffle a zone (its tuple is replaced by the shuffled order)."""
    key = zone_key(m, zone, who)
    if key is not None:
        items = list(m.zones[key])
        shuffle_list(m.st, items, "shuffle:" + key)  # each zone its own stream
        m.zones[key] = tuple(items)
    if m.log is not None:
        m.emit("shuffle", zone, who)

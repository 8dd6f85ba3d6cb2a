"""Build a game in a described situation (the `given` of a scenario): `Game.from_situation`.

A situation is plain data:

    setup: true            # set the game up and start it to its first decision first (default), then put
                           # the running flow aside; false = only the initial zones and counters
    counters: {P1: {ore: 2}, P2: {vp: 5}}
    global: {year: 2}
    zones: {hand.P1: [card_a, card_b_1], board_1: [die_red@2]}   # exact contents, in order
    zones: {goal_deck: {top: [goal_05, goal_17]}}   # or: these on top (/bottom), the rest kept between
    props: {die_red@2: {value: 4}}
    order: [P2, P1]
    turn: P2               # the acting player (`me`) for `effect` and for the scenario's `run`
    effect: "gain(ore, 1)"   # any effect run last, as `turn`; it must not ask for a decision

Objects are named by entity id (`tower_1`) or copy (`card_a@2`, the 2nd copy in creation order). A bare
entity id in a zone list takes a copy already in that zone, else one its owner holds, else any copy not
listed elsewhere. Objects a zone held and no longer lists go back to their entity's start zone; when that is
the zone itself or a zone the situation lists too, they are set out of play (in no zone: no query finds
them) — `zones: {deck: []}` empties any zone."""

from __future__ import annotations

from typing import Any

from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import UsageError
from rulesdsl.play.state import GameState
from rulesdsl.runtime.decisions import copy_ordinal
from rulesdsl.runtime.machine import OBJ_BASE, Machine
from rulesdsl.suggest import suggest

register_codes({
    "U040": ("bad situation", "A situation (a scenario's `given`) names an unknown player, zone, entity, copy or "
                              "counter, or places one copy twice."),
    "U041": ("effect does not compile", "An effect written in a scenario or situation has an error."),
    # Registered here (imported with the engine) for `rulesdsl test` and `play --resume`, so the code table
    # and docs/diagnostics.md hold them without importing the commands.
    "U042": ("no scenarios there", "`rulesdsl test` needs a ruleset folder, a pack folder, or a scenario file or "
                                   "folder inside one."),
    "U043": ("nothing to resume", "`play --resume` was given a save of a finished game; `replay` shows it."),
})

KEYS = frozenset({"setup", "counters", "global", "zones", "props", "order", "turn", "effect"})


def seat(value: Any, n: int) -> int:
    """A player written `P1` … (or 1 … as a number) as a seat index."""
    text = str(value).strip()
    num = text[1:] if text[:1] in "Pp" else text
    if not num.isdigit() or not 1 <= int(num) <= n:
        raise UsageError(f"'{value}' is not a player of this game (write P1 … P{n})", "U040")
    return int(num) - 1


def seat_index(value: Any, n: int) -> int:
    """A seat given to the Python API: `P1` … as `seat` reads it, or a 0-based index of one of the n seats."""
    if isinstance(value, str):
        return seat(value, n)
    if type(value) is not int or not 0 <= value < n:
        raise UsageError(f"{value!r} is not a seat of this game (0 … {n - 1}, or P1 … P{n})", "U040")
    return value


def find_object(g: GameState, ref: str, zone_key: str | None = None, taken: set[int] | frozenset[int] = frozenset(),
                owner: int | None = None) -> int:
    """The object named `entity` or `entity@k` (see the module doc for which copy a bare id means)."""
    st = g.state
    ent, _, k = str(ref).partition("@")
    if ent not in g.rs.entities:
        raise UsageError(f"unknown entity '{ent}'", "U040", suggest(ent, list(g.rs.entities)) or "")
    copies = [OBJ_BASE + i for i, e in enumerate(st["obj_entity"]) if e == ent]
    if k:
        if not k.isdigit() or not 1 <= int(k) <= len(copies):
            raise UsageError(f"'{ref}': {ent} has {len(copies)} copies in this game", "U040")
        return copies[int(k) - 1]
    free = [o for o in copies if o not in taken]
    held = st["zones"].get(zone_key or "", ())
    for pool in ([o for o in free if o in held], [o for o in free if st["obj_owner"][o - OBJ_BASE] == owner], free):
        if pool:
            return pool[0]
    raise UsageError(f"no copy of '{ent}' is left to place ({len(copies)} in this game)", "U040")


def _zone_key(g: GameState, key: str) -> tuple[str, int | None]:
    zone, _, who = str(key).partition(".")
    rz = g.rs.zones.get(zone)
    if rz is None:
        raise UsageError(f"unknown zone '{zone}'", "U040", suggest(zone, list(g.rs.zones)) or "")
    if rz.per_player and not who:
        raise UsageError(f"zone '{zone}' belongs to each player: write {zone}.P1", "U040")
    owner = seat(who, g.state["players"]) if rz.per_player else None
    full = zone if owner is None else f"{zone}.{owner}"
    if full not in g.state["zones"]:
        raise UsageError(f"zone '{zone}' is not in play with {g.state['players']} players", "U040")
    return zone, owner


def _place(g: GameState, oid: int, zone: str, owner: int | None, index: int | None = None) -> None:
    st = g.state
    i = oid - OBJ_BASE
    old_owner = st["obj_owner"][i]
    old = st["obj_zone"][i] if old_owner is None else f"{st['obj_zone'][i]}.{old_owner}"
    z = st["zones"]  # zones are tuples shared with copies of the state: each change replaces one
    if oid in z.get(old, ()):
        z[old] = tuple(o for o in z[old] if o != oid)
    key = zone if owner is None else f"{zone}.{owner}"
    dest = list(z[key])
    dest.insert(len(dest) if index is None else index, oid)
    z[key] = tuple(dest)
    st["obj_zone"][i], st["obj_owner"][i] = zone, owner


def _stack(g: GameState, full: str, zone: str, owner: int | None, spec: dict[str, Any]) -> None:
    """`{top: [...], bottom: [...]}`: put these objects on top / at the bottom, the rest of the zone between."""
    unknown = set(spec) - {"top", "bottom"}
    if unknown:
        raise UsageError(f"{full}: a zone is a list of objects or {{top: [...], bottom: [...]}}, "
                         f"not {', '.join(sorted(unknown))}", "U040")
    taken: set[int] = set()
    top = [find_object(g, str(r), full, taken | set(), owner) for r in spec.get("top") or []]
    taken.update(top)
    bottom = [find_object(g, str(r), full, taken, owner) for r in spec.get("bottom") or []]
    if len(set(top + bottom)) != len(top) + len(bottom):
        raise UsageError(f"{full}: an object is listed twice", "U040")
    for oid in top + bottom:
        _place(g, oid, zone, owner)
    middle = [o for o in g.state["zones"][full] if o not in top and o not in bottom]
    g.state["zones"][full] = tuple(top + middle + bottom)


def _set_zones(g: GameState, zones: dict[str, Any]) -> None:
    st = g.state
    taken: set[int] = set()
    plan: list[tuple[str, int | None, list[int]]] = []
    for key, refs in zones.items():
        zone, owner = _zone_key(g, key)
        full = zone if owner is None else f"{zone}.{owner}"
        if isinstance(refs, dict):
            _stack(g, full, zone, owner, refs)
            continue
        objs = []
        for ref in refs or []:
            oid = find_object(g, str(ref), full, taken, owner)
            if oid in taken:
                raise UsageError(f"'{ref}' is listed in two places", "U040")
            taken.add(oid)
            objs.append(oid)
        plan.append((zone, owner, objs))
    listed = {zone for zone, _, _ in plan}
    for zone, owner, objs in plan:
        full = zone if owner is None else f"{zone}.{owner}"
        for old in [o for o in st["zones"][full] if o not in objs]:
            ent = g.rs.entities[st["obj_entity"][old - OBJ_BASE]]
            start = ent.start
            if start is None or start == zone or start in listed:
                _out_of_play(g, old)  # its start zone's contents are given (or are this zone): out of play
                continue
            back = st["obj_owner"][old - OBJ_BASE] if g.rs.zones[start].per_player else None
            _place(g, old, start, back if back is not None or not g.rs.zones[start].per_player else 0)
        for pos, oid in enumerate(objs):
            _place(g, oid, zone, owner, pos)


def _out_of_play(g: GameState, oid: int) -> None:
    """Take an object out of every zone (a situation that empties its start zone)."""
    st = g.state
    i = oid - OBJ_BASE
    old = st["obj_zone"][i] if st["obj_owner"][i] is None else f"{st['obj_zone'][i]}.{st['obj_owner'][i]}"
    z = st["zones"]
    if oid in z.get(old, ()):
        z[old] = tuple(o for o in z[old] if o != oid)
    st["obj_zone"][i], st["obj_owner"][i] = "", None


def _set_counters(g: GameState, counters: dict[str, Any], glob: dict[str, Any]) -> None:
    st = g.state
    for who, values in (counters or {}).items():
        p = seat(who, st["players"])
        for name, v in (values or {}).items():
            if name not in g.rs.counter_bounds:
                raise UsageError(f"unknown counter '{name}'", "U040", suggest(name, list(g.rs.counter_bounds)) or "")
            st["counters"][p][name] = int(v)
    for name, v in (glob or {}).items():
        if name not in g.rs.global_bounds:
            raise UsageError(f"unknown global counter '{name}'", "U040",
                             suggest(name, list(g.rs.global_bounds)) or "")
        st["shared"][name] = int(v)


def apply(g: GameState, sit: dict[str, Any]) -> None:
    """Put a freshly made game (no flow running, no decision) in the described situation; see the module doc."""
    st = g.state
    players = int(st["players"])
    _set_counters(g, sit.get("counters") or {}, sit.get("global") or {})
    _set_zones(g, sit.get("zones") or {})
    for ref, props in (sit.get("props") or {}).items():
        oid = find_object(g, str(ref))
        i = oid - OBJ_BASE
        st["obj_props"][i] = {**(st["obj_props"][i] or g.rs.entities[st["obj_entity"][i]].props),
                              **{str(k): v for k, v in (props or {}).items()}}
    if sit.get("order") is not None:
        st["order"] = [seat(p, players) for p in sit["order"]]
    if sit.get("effect"):
        run_effect(g, str(sit["effect"]), seat(sit["turn"], players) if sit.get("turn") is not None else 0)
        if st["decision"] is not None:
            raise UsageError("the situation's effect asked for a decision; a situation must be deterministic",
                             "U040", "move the decision to the scenario's `run:` and answer it in `actions:`")
    st["over"] = False


def check_keys(sit: dict[str, Any]) -> None:
    """Refuse unknown situation keys (a typo must not pass silently)."""
    unknown = set(sit) - KEYS
    if unknown:
        raise UsageError(f"unknown situation keys: {', '.join(sorted(unknown))}", "U040",
                         f"known: {', '.join(sorted(KEYS))}")


def run_effect(g: GameState, text: str, me: int) -> None:
    """Compile an effect against the game's ruleset and run it as player `me` (until a decision or its end)."""
    idx, diags = g.rs.text_compiler().effect(text)
    if diags:
        raise UsageError("; ".join(f"{d.code} {d.message} at {d.line}:{d.col}" for d in diags), "U041")
    me = seat_index(me, int(g.state["players"]))
    m = Machine(g.rs, g.state, g.log)
    m.push(int(idx), {"me": me})
    m.run()


__all__ = ["apply", "check_keys", "copy_ordinal", "find_object", "run_effect", "seat"]

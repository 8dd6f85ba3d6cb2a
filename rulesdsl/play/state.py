"""A game's state as the game API makes it: a fresh one (`initial_state`), a copy (`clone_state`), and the
protocol `Game` satisfies for the modules that read a game (described situations and why-not work on a game that
`Game` itself builds and calls them for; naming `Game` in them would tie the modules in a circle)."""

from __future__ import annotations

from typing import Any, Protocol

from rulesdsl.runtime.machine import MASK64, OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.state import StateData


class GameState(Protocol):
    """A game's compiled ruleset, plain-data state and typed-log tuples (None when not logged)."""

    rs: Ruleset
    state: StateData
    log: list[tuple[Any, ...]] | None


def with_defaults(rs: Ruleset, options: dict[str, str] | None) -> dict[str, str]:
    """The game options: every declared option at its default, overridden by those given."""
    opts = {k: str(v.get("default", "")) for k, v in rs.options.items()}
    opts.update(options or {})
    return opts


def _table(rs: Ruleset, players: int) -> dict[str, Any]:
    """The objects and zones a game starts with at a player count (built once per ruleset and count)."""
    got: dict[str, Any] | None = rs.start_tables.get(players)
    if got is not None:
        return got
    z: dict[str, list[int]] = {}
    oe: list[str] = []
    oz: list[str] = []
    ow: list[int | None] = []

    def create(ent: str, zone: str, owner: int | None) -> None:
        oe.append(ent)
        oz.append(zone)
        ow.append(owner)
        z[zone if owner is None else seat_keys(zone)[owner]].append(OBJ_BASE + len(oe) - 1)

    def seat_keys(zid: str) -> list[str]:
        # the keys of `player_keys` themselves: one string object per name (`Ruleset.intern_names`)
        keys = rs.player_keys.get(zid)
        return keys if keys is not None and len(keys) >= players else [f"{zid}.{p}" for p in range(players)]

    for zid, rz in rs.zones.items():
        if rz.players is not None and players not in rz.players:
            continue
        if rz.per_player:
            for p in range(players):
                z[seat_keys(zid)[p]] = []
        else:
            z[zid] = []
    for ent in rs.entities.values():
        if ent.start is None:
            continue
        rz = rs.zones[ent.start]
        if rz.per_player:
            for p in range(players):
                for _ in range(ent.copies):
                    create(ent.id, ent.start, p)
        elif ent.start in z:
            for _ in range(ent.copies):
                create(ent.id, ent.start, None)
    kinds: dict[str, list[int]] = {}  # objects of each kind by column index (objects are never created later)
    for i, eid in enumerate(oe):
        kinds.setdefault(rs.entities[eid].kind, []).append(i)
    table = {"zones": {k: tuple(v) for k, v in z.items()}, "obj_entity": oe, "obj_zone": oz, "obj_owner": ow,
             "obj_kinds": kinds}
    rs.start_tables[players] = table
    return table


def initial_state(rs: Ruleset, players: int, seed: int, options: dict[str, str]) -> StateData:
    """A fresh state: counters at their start values, zones created, entity copies in their start zones."""
    t = _table(rs, players)
    st: StateData = {
        "players": players, "rng": seed & MASK64, "stream_key": seed & MASK64, "streams": {},
        "options": dict(options), "order": list(range(players)),
        "counters": [dict(rs.counter_start) for _ in range(players)],
        "shared": dict(rs.global_start),
        # entity ids and the kind index never change: shared by every game; zones are tuples
        "zones": dict(t["zones"]), "obj_entity": t["obj_entity"], "obj_kinds": t["obj_kinds"],
        "obj_zone": t["obj_zone"][:], "obj_owner": t["obj_owner"][:], "obj_props": [None] * len(t["obj_entity"]),
        "frames": [], "decision": None, "section": "", "breakdown": {}, "over": False,
    }
    if rs.flow_idx >= 0:
        st["frames"].append([rs.flow_idx, 0, None, None])
    if rs.setup_idx >= 0:
        st["frames"].append([rs.setup_idx, 0, None, None])
    return st


def clone_state(st: StateData) -> StateData:
    """Copy a state. Only what the interpreter mutates in place is copied: zones (tuples) and props
    dicts are replaced on change, and the options and the pending decision are never mutated, so all
    of them are shared."""
    copy: StateData = {
        "players": st["players"], "rng": st["rng"], "stream_key": st.get("stream_key", st["rng"]),
        "streams": dict(st.get("streams") or {}), "options": st["options"], "order": st["order"][:],
        "counters": [c.copy() for c in st["counters"]], "shared": st["shared"].copy(),
        "zones": st["zones"].copy(),  # zones are tuples replaced on change (world.move), so they are shared
        "obj_entity": st["obj_entity"], "obj_kinds": st.get("obj_kinds"), "obj_zone": st["obj_zone"][:],
        "obj_owner": st["obj_owner"][:],
        "obj_props": st["obj_props"][:],  # props dicts are replaced on write (world.set_prop), so they are shared
        # frames [node, pc, env, extra]: the env and a list in extra are changed in place, so copied
        "frames": [[i, pc, dict(env) if env else env, extra[:] if type(extra) is list else extra]
                   for i, pc, env, extra in st["frames"]], "decision": st["decision"], "section": st["section"],
        "breakdown": {k: v[:] for k, v in st["breakdown"].items()}, "over": st["over"],
    }
    for key in ("knowledge", "names", "simultaneous"):  # replaced on change, never changed in place: shared
        if st.get(key):
            copy[key] = st[key]
    if st.get("ask_forced"):
        copy["ask_forced"] = True
    return copy

"""Implementations of the built-in verbs and query functions named in `verbs.py`.

Their arguments are whatever content computed, so they are typed Any and checked in the body: a narrower
annotation would make the optional mypyc build raise a TypeError at the call (or turn `true` into 1)
where the pure build reports a coded error."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import chain
from typing import Any

from rulesdsl.content.plugins import PLUGIN_IMPLS
from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_INT
from rulesdsl.runtime import streams, world
from rulesdsl.runtime.decisions import roll_stream_name
from rulesdsl.runtime.grids.impls import GRID_IMPLS, GRID_STATIC
from rulesdsl.runtime.knowledge import q_knows, v_reveal
from rulesdsl.runtime.listfns import LIST_IMPLS, listed, whole
from rulesdsl.runtime.machine import OBJ_BASE, Machine
from rulesdsl.runtime.matching import best_goals

Impl = Callable[..., Any]


# ---- effects ---------------------------------------------------------------------------------

def v_gain(m: Machine, counter: Any, n: Any = 1, who: Any = None) -> None:
    """gain()"""
    if type(n) is not int or not -MAX_INT <= n <= MAX_INT:  # the check without a call in the common case
        n = whole(n, "gain amount")
    world.add_counter(m, counter, n, who)


def v_lose(m: Machine, counter: Any, n: Any = 1, who: Any = None) -> None:
    """lose()"""
    world.add_counter(m, counter, -whole(n, "lose amount"), who)


def v_pay(m: Machine, counter: Any, n: Any = 1) -> None:
    """pay(): checked by feasibility; paying more than held is a rules error."""
    if type(n) is not int or not -MAX_INT <= n <= MAX_INT:  # the check without a call in the common case
        n = whole(n, "pay amount")
    have = world.get_counter(m, counter, None)
    if have < n:
        raise GameRuntimeError(f"cannot pay {n} {counter} (have {have})", "R106")
    world.add_counter(m, counter, -n, None)


def v_set(m: Machine, counter: Any, n: Any, who: Any = None) -> None:
    """set()"""
    if type(n) is not int or not -MAX_INT <= n <= MAX_INT:
        n = whole(n, "set value")
    world.add_counter(m, counter, n - world.get_counter(m, counter, who), who)


def v_draw(m: Machine, src: Any, to: Any, n: Any = 1, who: Any = None,
           refill: Any = None) -> None:
    """draw(): one card per turn, each turn a step of the step budget; at most as many cards as the source
    and refill zones hold when the draw starts (a draw into its own refill zone cannot cycle forever)."""
    if type(n) is not int or not -MAX_INT <= n <= MAX_INT:
        n = whole(n, "draw count")
    if n <= 0:
        return
    pile = world.zone_list(m, src, who)
    held = len(pile)
    if n <= held:  # the pile holds them all: no refill, each card the top of what is left (most draws; written
        for k in range(n):  # apart from the loop below, whose refill checks cost +0.6 % instructions in a solo game)
            m.budget -= 1
            if m.budget <= 0:
                m.spend(0)
            world.move(m, (world.zone_list(m, src, who) if k else pile)[0], to, who)
        return
    if refill is not None:
        held += len(world.zone_list(m, refill, who))
    for k in range(min(n, held)):
        m.budget -= 1  # `m.spend(1)` written out: a step of the budget per card
        if m.budget <= 0:
            m.spend(0)
        if k:
            pile = world.zone_list(m, src, who)
        if not pile and refill is not None:
            world.move_all(m, refill, src, who)
            world.shuffle_zone(m, src, who)
            pile = world.zone_list(m, src, who)
        if not pile:
            return
        world.move(m, pile[0], to, who)


def v_addp(m: Machine, oid: Any, prop: Any, n: Any) -> None:
    """addp()"""
    if type(prop) is not str:  # props are named by text, as setp() requires
        raise GameRuntimeError(f"expected a property name, got {prop!r}", "R106")
    cur = world.attr(m, oid, prop) or 0
    world.set_prop(m, oid, prop, whole(cur, prop) + whole(n, "addp amount"))


def v_set_order(m: Machine, players: Any) -> None:
    """set_order(): must be a permutation of the players."""
    order = listed(players, "turn order")
    if sorted(order) != list(range(m.st["players"])):
        raise GameRuntimeError(f"turn order must list every player once, got {order!r}", "R106")
    m.st["order"] = list(order)
    m.emit("order", list(order))


def v_section(m: Machine, ident: Any) -> None:
    """section()"""
    m.st["section"] = str(ident)
    m.emit("section", str(ident))


def v_rank_award(m: Machine, scores: Any, prizes: Any, extra: Any = None, counter: Any = None) -> None:
    """rank_award(): ties share the summed prizes of the tied places, rounded down."""
    sc = listed(scores, "scores")
    pr = [whole(x, "prize") for x in listed(prizes, "prizes")]
    entries: list[tuple[int, int | None]] = [(whole(s, "score"), p) for p, s in enumerate(sc)]
    entries += [(whole(s, "score"), None) for s in (listed(extra, "extra") if extra else [])]
    entries.sort(key=lambda e: -e[0])
    place = 0
    target = counter or m.rs.score
    while place < len(entries) and place < len(pr):
        tied = [e for e in entries if e[0] == entries[place][0]]
        share = sum(pr[place:place + len(tied)]) // len(tied)
        for _, p in tied:
            if p is not None and share:
                world.add_counter(m, target, share, p)
        place += len(tied)


def v_log(m: Machine, message: Any, a: Any = None, b: Any = None) -> None:
    """log()"""
    if m.log is not None:  # without a log there is nothing to look up (`me` may take a scan of the frames)
        m.emit("log", m.me_or_none(), str(message), a, b)


def v_declare_winner(m: Machine) -> None:
    """declare_winner(): stop the flow."""
    m.frames.clear()
    m.frames.append([m.rs.halt_idx, 0, None, None])


# ---- queries ---------------------------------------------------------------------------------

def q_in(m: Machine, zone: Any, who: Any = None) -> list[int]:
    """in()"""
    if type(zone) is str:  # a shared or a per-player zone, without the call (the most frequent query)
        z = m.zones
        got = z.get(zone)
        if got is not None:
            return list(got)
        keys = m.rs.player_keys.get(zone)
        if keys is not None:
            return list(z.get(keys[m.me()] if who is None else world.seat_key(m, zone, keys, who), ()))
    return list(world.zone_list(m, zone, who))


def q_in_each(m: Machine, zones: Any, who: Any = None) -> list[int]:
    """in_each()"""
    state = m.zones
    if type(zones) is list:  # shared zones in play only (the common case): joined in one step
        try:
            each: list[Any] = list(map(state.get, zones))
        except TypeError:  # a list where a zone id belongs: refused below, as the loop refuses it
            each = [None]
        if None not in each:
            return list(chain.from_iterable(each))
    out: list[int] = []
    per_player = m.rs.player_keys
    seat = who  # whose per-player zones: `me`, looked up once and only when one is listed
    for z in zones if type(zones) is list else listed(zones, "zones"):
        if type(z) is str:  # the common cases, a shared or a per-player zone, without a call per zone
            got = state.get(z)
            if got is None:
                keys = per_player.get(z)
                if keys is not None:
                    if seat is None:
                        seat = m.me()  # always a seat
                    got = state.get(keys[seat] if who is None else world.seat_key(m, z, keys, seat), ())
            if got is not None:
                out.extend(got)
                continue
        out.extend(world.zone_list(m, z, who))
    return out


def q_top(m: Machine, zone: Any, who: Any = None) -> Any:
    """top()"""
    z = m.zones.get(zone) if type(zone) is str else None  # a shared zone (or a seat's, by its key) read at once
    if z is None:
        z = world.zone_list(m, zone, who)
    return z[0] if z else None


def q_free(m: Machine, zone: Any, who: Any = None) -> int:
    """free()"""
    try:
        rz = m.rs.zones.get(zone)
    except TypeError:
        raise GameRuntimeError(f"expected a zone id, got {zone!r}", "R106") from None
    if rz is None:
        raise GameRuntimeError(f"unknown zone '{zone}'", "R106")
    if not rz.per_player:  # a shared zone is read by its id (none: not in play at this player count)
        got = m.zones.get(zone)
        if got is None:
            return 0
        return 1_000_000 if rz.capacity is None else rz.capacity - len(got)
    if rz.capacity is None:
        return 1_000_000
    return rz.capacity - len(world.zone_list(m, zone, who))


def q_next_nodes(m: Machine, graph: Any, node: Any) -> list[str]:
    """next_nodes(): full nodes are passed through to their successors."""
    succ = world.id_lookup(m.rs.graphs, graph, "a graph")
    if succ is None:
        raise GameRuntimeError(f"unknown graph '{graph}'", "R106")
    if type(node) is not str:
        raise GameRuntimeError(f"expected a node id of graph '{graph}', got {node!r}", "R106")
    out: list[str] = []
    seen = {node}
    todo = [node]
    while todo:
        cur = todo.pop(0)
        for to, cond in succ.get(cur, ()):
            if to in seen or (cond is not None and not cond(m)):
                continue
            seen.add(to)
            if to not in m.zones:
                continue
            if q_free(m, to) > 0:
                out.append(to)
            else:
                todo.append(to)
    return out


def _roll_stream(m: Machine, of: Any) -> str:
    """The stream of `roll(sides, of)`: one per object (its entity and which copy), player or name, so adding
    a die or a card elsewhere leaves this one's rolls as they were."""
    if type(of) is not int:  # an object or a player (the common case) is tested once
        if isinstance(of, str):
            return "roll:" + of[:64]
        if isinstance(of, bool) or not isinstance(of, int):
            raise GameRuntimeError("roll(sides, of): `of` must be an object, a player or a name", "R106")
    if of < OBJ_BASE:
        return f"roll:player {of}"
    ents: list[str] = m.st["obj_entity"]
    i = of - OBJ_BASE
    if not 0 <= i < len(ents):
        raise GameRuntimeError(f"roll(sides, of): no object {of}", "R106")
    return roll_stream_name(m.st, of)  # its entity and the copies before it (a table kept per entity column)


def q_roll(m: Machine, sides: Any, of: Any = None) -> int:
    """roll()"""
    if type(of) is int and OBJ_BASE <= of < OBJ_BASE + len(m.reads):  # an object (most rolls): `_roll_stream`'s
        name = roll_stream_name(m.st, of)  # own answer for it, without the call
    else:
        name = "roll" if of is None else _roll_stream(m, of)  # dice: streams of their own
    n = sides if type(sides) is int and 1 <= sides <= MAX_INT else max(1, whole(sides, "sides"))
    return 1 if n == 1 else 1 + streams.draw(m.st, name) % n  # `rng_below`, one call less


def q_ztag(m: Machine, zone: Any, tag: Any) -> Any:
    """ztag()"""
    try:
        rz = m.rs.zones.get(zone)
        return rz.tags.get(tag) if rz is not None else None
    except TypeError:  # a list where an id belongs
        raise GameRuntimeError(f"expected a zone id and a tag name, got {zone!r}, {tag!r}", "R106") from None


def q_get(m: Machine, oid: Any, prop: Any) -> Any:
    """get()"""
    return world.attr(m, oid, str(prop))


def q_counter(m: Machine, name: Any, who: Any = None) -> int:
    """counter()"""
    return world.get_counter(m, str(name), who)


def q_option(m: Machine, name: Any) -> Any:
    """option()"""
    return m.st["options"].get(str(name))


def q_owned(m: Machine, kind: Any, who: Any = None) -> list[int]:
    """owned(): objects of a kind held by a player (their zones, or their `owner` prop)."""
    p = who if who is not None else m.me()
    st = m.st
    ow, op = st["obj_owner"], st["obj_props"]
    index = st.get("obj_kinds")
    if index is not None:  # the objects of each kind (initial_state); scan only those
        candidates: Iterable[int] = index.get(str(kind), ())
    else:
        wanted = set(m.rs.kind_entities.get(str(kind), ()))
        candidates = [i for i, ent in enumerate(st["obj_entity"]) if ent in wanted]
    return [OBJ_BASE + i for i in candidates
            if ow[i] == p or (ow[i] is None and (op[i] or {}).get("owner") == p)]


def q_assign(m: Machine, needs: Any, weights: Any) -> list[int]:
    """assign(): the goals met by the best exact assignment of items (bipartite matching)."""
    return best_goals(needs, weights)


def q_entities(m: Machine, kind: Any) -> list[str]:
    """entities()"""
    return list(m.rs.kind_entities.get(str(kind), ()))


def q_zones(m: Machine, **tags: Any) -> list[str]:
    """zones(): game zones in play whose tags match (memoised per player count and query)."""
    key = (m.st["players"], tuple(sorted(tags.items())) if len(tags) > 1 else tuple(tags.items()))
    cache = m.rs.zone_query_cache
    keep = True
    try:
        got = cache.get(key)
    except TypeError:  # a list among the values: matched as any other value, not remembered
        keep, got = False, None
    if got is None:
        z = m.zones
        got = [zid for zid, rz in m.rs.zones.items() if not rz.per_player and zid in z
               and all(rz.tags.get(k) == v for k, v in tags.items())]
        if keep:
            cache[key] = got
    return list(got)


# `move`, `move_all`, `shuffle` and `setp` are the world's own functions (a call less each: the same arguments)
IMPLS: dict[str, Impl] = {
    "gain": v_gain, "lose": v_lose, "pay": v_pay, "set": v_set, "move": world.move, "move_all": world.move_all,
    "draw": v_draw, "shuffle": world.shuffle_zone, "setp": world.set_prop, "addp": v_addp, "set_order": v_set_order,
    "section": v_section, "rank_award": v_rank_award, "log": v_log, "declare_winner": v_declare_winner,
    "in": q_in, "in_each": q_in_each, "top": q_top, "free": q_free, "next_nodes": q_next_nodes, "roll": q_roll,
    "ztag": q_ztag, "get": q_get, "counter": q_counter, "option": q_option, "owned": q_owned,
    "entities": q_entities, "zones": q_zones, "assign": q_assign,
    "reveal": v_reveal, "knows": q_knows, **LIST_IMPLS,
    **GRID_IMPLS,  # grids: runtime/grids/impls.py
}


# Queries whose value depends only on their arguments, the ruleset, the game's options and its player
# count: a content function calling only these (and reading no state) may be memoised for a whole game.
STATIC_QUERIES = frozenset({"count", "sum", "max", "min", "contains", "distinct", "index_of", "at", "order_by",
                            "ztag", "option", "entities", "zones", "assign", "sorted", "reversed", "range",
                            "numbers"})
STATIC_QUERIES |= GRID_STATIC  # grids: runtime/grids/impls.py


def impl_of(name: str) -> Impl:
    """The implementation of a built-in verb or function, else of an installed plug-in verb."""
    return IMPLS.get(name) or PLUGIN_IMPLS[name]

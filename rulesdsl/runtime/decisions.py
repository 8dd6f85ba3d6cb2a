"""Pending decisions: stable option ids (entity ids, copy ordinals), derived prompts, the decision record."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from rulesdsl.runtime.machine import OBJ_BASE, Machine
from rulesdsl.runtime.state import StateData

_STR: Final = {str}
# id(entity column) -> (the column, each object's copy ordinal, each object's dice stream name): the column never
# changes, and games of one table share it, so both are made once per column
_COLUMNS: Final[dict[int, tuple[list[str], list[int], list[str]]]] = {}


def _column(st: StateData) -> tuple[list[str], list[int], list[str]]:
    oe: list[str] = st["obj_entity"]
    got = _COLUMNS.get(id(oe))
    if got is None or got[0] is not oe:
        seen: dict[str, int] = {}
        ordinals = []
        for ent in oe:
            seen[ent] = seen.get(ent, 0) + 1
            ordinals.append(seen[ent])
        names = [f"roll:{ent}#{k - 1}" for ent, k in zip(oe, ordinals, strict=True)]
        if len(_COLUMNS) >= 64:
            _COLUMNS.clear()
        got = _COLUMNS[id(oe)] = (oe, ordinals, names)
    return got


def copy_ordinal(st: StateData, oid: int) -> int:
    """1-based position of an object among the copies of its entity, in creation order: stable across
    load order and player count (copies are created entity by entity, seat by seat)."""
    return _column(st)[1][oid - OBJ_BASE]


def roll_stream_name(st: StateData, oid: int) -> str:
    """The name of object `oid`'s dice stream, `roll:<entity>#<copies before it>` (made with the ordinals, not
    formatted again at every roll)."""
    return _column(st)[2][oid - OBJ_BASE]


def _copies_in_game(m: Machine, ent: str) -> int:
    e = m.rs.entities.get(ent)
    if e is None:
        return 2
    if e.start is not None and m.rs.zones[e.start].per_player:
        return e.copies * int(m.st["players"])
    return e.copies


def value_id(m: Machine, v: Any, shared: bool = True) -> str:
    """A stable option id for a value: an object by its entity id (with `@k`, its copy ordinal, when
    other copies are offered too), a player as `p<seat>`, an id or number as itself."""
    if type(v) is int:
        if v >= OBJ_BASE:
            ent = m.st["obj_entity"][v - OBJ_BASE]
            if not shared or _copies_in_game(m, ent) == 1:
                return str(ent)
            return f"{ent}@{copy_ordinal(m.st, v)}"
        return f"p{v}"
    return str(v)


def _object_key(st: StateData, oid: int) -> tuple[Any, ...]:
    i = oid - OBJ_BASE
    props = st["obj_props"][i]
    return (st["obj_entity"][i], st["obj_zone"][i], st["obj_owner"][i], tuple(sorted(props.items())) if props else ())


def distinct_options(m: Machine, items: list[Any], limit: int = 0) -> tuple[list[str], list[Any]]:
    """Option ids and values for a pick: copies that cannot be told apart (same entity, place, owner and
    props) are offered once; an entity offered once is named by its id alone, else each copy gets `@k`.
    `limit` > 0: only the first `limit` options (their ids are those of the whole list)."""
    if items and set(map(type, items)) == _STR:  # ids alone (zones, words): each offered once, as itself
        ids = list(dict.fromkeys(items))
        if 0 < limit < len(ids):
            del ids[limit:]
        return ids, list(ids)
    st = m.st
    oe = st["obj_entity"]
    seen: set[Any] = set()
    kept: dict[str, list[int]] = {}  # entity -> its copies kept so far, keyed only once a second copy comes
    values: list[Any] = []
    ents: list[str | None] = []
    for v in items:
        if type(v) is int and v >= OBJ_BASE:
            ent = oe[v - OBJ_BASE]
            same = kept.get(ent)
            if same is None:  # the first copy of its entity: nothing it could be a duplicate of
                kept[ent] = [v]
            else:
                if len(same) == 1:
                    seen.add(_object_key(st, same[0]))
                key = _object_key(st, v)
                if key in seen:
                    continue
                seen.add(key)
                same.append(v)
            values.append(v)
            ents.append(ent)
            continue
        other: Any = v if type(v) is str else (type(v).__name__, repr(v))  # an id is its own key (objects': tuples)
        if other in seen:
            continue
        seen.add(other)
        values.append(v)
        ents.append(None)
    if 0 < limit < len(values):
        values, ents = values[:limit], ents[:limit]
    ids = [v if type(v) is str else value_id(m, v, e is not None and len(kept[e]) > 1)
           for v, e in zip(values, ents, strict=True)]
    return ids, values


MAX_OWNERS: Final = 10_000  # decision owners whose prompt id is remembered, per ruleset (the content's own)


def _owner_prompt(m: Machine, owner: str) -> tuple[str, int | None]:
    """A decision owner's derived prompt id and, for a macro's, the node whose frame holds its arguments."""
    kind, _, rest = owner.partition(":")
    if kind == "macro":
        return f"macro:{rest}", m.rs.macros.get(rest, -2)
    if kind == "action":
        return f"action:{rest.partition(':')[2]}", None
    if kind == "entity":
        return f"entity:{rest}", None
    return "decision", None


def prompt_context(m: Machine, owner: str) -> tuple[str, dict[str, Any]]:
    """A derived prompt: the enclosing macro (with its arguments), action or entity effect of a decision."""
    owners = m.rs.prompt_owners
    known = owners.get(owner)
    if known is None:
        known = _owner_prompt(m, owner)
        if len(owners) < MAX_OWNERS:
            owners[owner] = known
    pid, body = known
    if body is None:
        return pid, {}
    rev: Iterator[list[Any]] = reversed(m.frames)  # typed: an untyped reversed() crashes mypyc
    for f in rev:
        if f[0] == body:
            env: dict[str, Any] | None = f[2]
            if not env:
                return pid, {}
            # a text or a number that is no object is its own plain form (most arguments)
            return pid, {k: v if type(v) is str or (type(v) is int and v < OBJ_BASE) else plain_arg(m, v)
                         for k, v in env.items()}
    return pid, {}


def plain_arg(m: Machine, v: Any) -> Any:
    """A prompt argument as plain data (objects by their stable id)."""
    if type(v) is int and v >= OBJ_BASE:
        return value_id(m, v, False)
    if isinstance(v, list):
        return [plain_arg(m, x) for x in v[:20]]
    return v


def forced(m: Machine, kind: str, option: str, prompt: str | None, owner: str) -> None:
    """Record a decision with a single legal option taken without asking (a `forced` log event)."""
    if m.log is not None:
        pid = prompt if prompt is not None else prompt_context(m, owner)[0]
        me = m.me()
        m.emit("forced", me, kind, pid, option)
        m.open_step(me)


def asks_forced(m: Machine) -> bool:
    """Whether this game asks even decisions with a single legal option (`Game.ask_forced`)."""
    return bool(m.st.get("ask_forced"))


def offer(m: Machine, node: int, kind: str, ids: list[str], values: list[Any], skip: bool, prompt: str | None,
          owner: str) -> None:
    """Make a decision pending for the acting player, with its prompt and option ids."""
    if m.cap:  # a lookahead copy: nobody reads this decision's prompt
        pid, args = prompt or "", {}
    elif prompt is not None:
        pid, args = prompt, prompt_context(m, owner)[1]
    else:
        pid, args = prompt_context(m, owner)
    m.st["decision"] = {"p": m.me(), "k": kind, "o": ids, "v": values, "skip": skip, "pr": pid, "pa": args,
                 "n": node}
    if kind == "number":  # a number choice: its range, for a stepper (the options are every number of it)
        m.st["decision"]["rg"] = [values[0], values[-1], values[1] - values[0] if len(values) > 1 else 1]

"""Which entity definitions two rulesets disagree on, and a watch that tells whether a game read them.

Two rulesets whose checked content is equal except in some entities' props, tags or effect slots (and in
wording, which play never reads) play the same game, move for move, until the game or an agent's look-ahead
first reads one of those definitions: every read of an entity's definition goes through its `REntity`, and
the random streams are drawn by purpose, not by content. So a game that never read them is, on the other
ruleset, the very same game, and `compare` need not play it twice. The watch notes every definition a game
reads, so one base game answers for any later edit of any entity. Anything else that differs (an action, a
macro, a number of copies, the order of the entities) returns None: every game must then be played.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rulesdsl.runtime.ruleset import REntity, Ruleset

GROUPS = ("props", "tags", "effects")  # the parts of a definition that are watched
WORDING = frozenset({"text", "doc", "note", "source", "name", "description", "provisional"})  # not read by play
_FAMILIES = ("counters", "global_counters", "groups", "tags", "kinds", "zones", "graphs", "actions", "macros",
             "functions", "regions", "macro_ext")
Changes = dict[str, frozenset[str]]  # entity id -> the groups of its definition that differ


def _plain(value: Any) -> Any:
    """An item's data, a list of items or a family of them, as comparable plain values."""
    if isinstance(value, dict):
        return [(k, _plain(v)) for k, v in value.items()]  # order counts: ids are given in order
    if isinstance(value, list):
        return [_plain(v) for v in value]
    data = getattr(value, "data", None)
    return data if isinstance(data, dict) else value


def _top(c: Any, evaluation: Any) -> dict[str, Any]:
    top = {k: v for k, v in c.ruleset.items() if k not in WORDING}
    top["evaluation"] = evaluation
    return top


def definition_changes(a: Ruleset, b: Ruleset, eval_a: Any = None, eval_b: Any = None) -> Changes | None:
    """The entity definitions `b` changes from `a` (entity -> groups), when nothing else that play reads differs;
    None otherwise. `eval_a`/`eval_b` are the evaluations the two sides' agents will use."""
    ca, cb = a.content, b.content
    if ca is None or cb is None or _top(ca, eval_a) != _top(cb, eval_b):
        return None
    if [p.id if hasattr(p, "id") else p for p in ca.packs] != [p.id if hasattr(p, "id") else p for p in cb.packs]:
        return None
    for fam in _FAMILIES:
        if _plain(getattr(ca, fam)) != _plain(getattr(cb, fam)):
            return None
    if _plain(ca.seat_style) != _plain(cb.seat_style) or list(ca.entities) != list(cb.entities):
        return None
    out: Changes = {}
    for eid, item in ca.entities.items():
        da, db = item.data, cb.entities[eid].data
        rest = {k for k in set(da) | set(db) if k not in WORDING and k not in GROUPS}
        if any(da.get(k) != db.get(k) for k in rest):
            return None
        groups = frozenset(g for g in GROUPS if (da.get(g) or {}) != (db.get(g) or {}))
        if groups:
            out[eid] = groups
    return out


def reached(changes: Changes, seen: list[str] | set[str]) -> bool:
    """Whether a game that read the definitions `seen` (`entity:group`) read one that `changes` names."""
    got = set(seen)
    return any(f"{e}:{g}" in got for e, groups in changes.items() for g in groups)


class Reads:
    """The definitions the game being played has read, as `entity:group` (reset with `fresh_game`)."""

    def __init__(self, rs: Ruleset) -> None:
        self.rs = rs
        self.seen: set[str] = set()
        self.watched: list[REntity] = []

    def fresh_game(self) -> None:
        """Forget the reads of the game before, and the values memoised from them."""
        self.seen = set()
        every = _watched_class(frozenset(GROUPS))
        for w in self.watched:
            w.__class__ = every
        self.rs.static_memos = {}  # so that a value computed from a definition is computed, and read, again


_CLASSES: dict[frozenset[str], type[REntity]] = {}


def _watched_class(groups: frozenset[str]) -> type[REntity]:
    """The class of an entity whose `groups` are still unread in this game: each read notes itself and turns
    the entity into one that watches the rest, so a definition costs one noted read per game."""
    if not groups:
        return REntity
    cls = _CLASSES.get(groups)
    if cls is None:
        attrs: dict[str, Any] = {g: _reader(g, groups - {g}) for g in groups}
        attrs["__doc__"] = f"An entity whose {', '.join(sorted(groups))} are watched."
        cls = _CLASSES[groups] = type("WatchedEntity", (REntity,), attrs)
    return cls


def _reader(group: str, rest: frozenset[str]) -> property:
    def get(self: REntity) -> Any:
        d = self.__dict__
        d["_reads"].seen.add(f"{d['id']}:{group}")
        self.__class__ = _watched_class(rest)
        return d[group]
    return property(get)


@contextmanager
def watching(rs: Ruleset) -> Iterator[Reads]:
    """Within the block, every entity of `rs` notes the first read of its props, tags and effect slots in
    each game (`Reads.fresh_game` starts one) in the `Reads` yielded."""
    reads = Reads(rs)
    saved = dict(rs.entities)
    memos = rs.static_memos
    rows_off = rs.rows_off
    rs.rows_off = True  # an object's read must reach its entity (`Ruleset.read_rows` would answer from a table)
    try:
        for eid, ent in saved.items():
            w = object.__new__(_watched_class(frozenset(GROUPS)))
            w.__dict__.update(ent.__dict__)
            w.__dict__["_reads"] = reads
            rs.entities[eid] = w
            reads.watched.append(w)
        yield reads
    finally:
        rs.entities.update(saved)
        rs.static_memos = memos
        rs.rows_off = rows_off

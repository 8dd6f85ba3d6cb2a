"""Which entity definitions two rulesets disagree on, and a watch that tells whether a game read them.

Two rulesets whose checked content is equal except in some entities' props, tags or effect slots (and in
wording, which play never reads) play the same game, move for move, until the game or an agent's look-ahead
first reads one of those definitions: every read of an entity's definition goes through its `REntity`, and
the random streams are drawn by purpose, not by content. So a game that never read them is, on the other
ruleset, the very same game, and `compare` need not play it twice. Anything else that differs (an action, a
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
    ca, cb = a.snippets.c if a.snippets else None, b.snippets.c if b.snippets else None
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


def signature(changes: Changes) -> str:
    """A stable text naming what is watched (`kappa:effects,props;…`): reach found once is kept under it."""
    return ";".join(f"{e}:{','.join(sorted(g))}" for e, g in sorted(changes.items()))


class Reads:
    """Whether the game being played read a watched definition (reset with `fresh_game`)."""

    def __init__(self, rs: Ruleset) -> None:
        self.rs = rs
        self.hit = False

    def fresh_game(self) -> None:
        """Forget the reads of the game before."""
        self.hit = False


def _reader(group: str) -> property:
    def get(self: WatchedEntity) -> Any:
        d = self.__dict__
        if group in d["_watch"]:
            d["_reads"].hit = True
        return d[group]
    return property(get)


class WatchedEntity(REntity):
    """An entity whose watched groups note each read in a `Reads` (built by `watching`, never by __init__)."""

    props = _reader("props")
    tags = _reader("tags")
    effects = _reader("effects")


@contextmanager
def watching(rs: Ruleset, changes: Changes) -> Iterator[Reads]:
    """Within the block, reads of the changed groups of `rs`'s entities are noted in the `Reads` yielded."""
    reads = Reads(rs)
    saved = {e: rs.entities[e] for e in changes if e in rs.entities}
    memos, rs.static_memos = rs.static_memos, {}  # values memoised before the watch may hold a definition unseen
    rs.reads = reads  # and a value memoised under it that read one is never kept (runtime/pyrt.memo_call)
    try:
        for eid, groups in changes.items():
            if eid in saved:
                w = object.__new__(WatchedEntity)
                w.__dict__.update(saved[eid].__dict__)
                w.__dict__["_watch"], w.__dict__["_reads"] = groups, reads
                rs.entities[eid] = w
        yield reads
    finally:
        rs.entities.update(saved)
        rs.static_memos, rs.reads = memos, None

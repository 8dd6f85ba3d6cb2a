"""An evaluation's terms split by what they read, so that a term is worked out again only when it may differ.

A term that reads nothing of the game but some zones' objects (their fields and props) and `me` keeps its
value while those zones and their objects' props dicts are the very same Python objects as at its last call:
zones (tuples; lists when read back from a save) and props dicts are replaced on change, never changed in
place (`runtime/world.py`), and copies of a game share them until then. A lookahead evaluates many nearly
equal states (the ends of the lines of one decision), so most of these terms are read back instead of worked
out. Terms that read counters, globals or anything else, and cheap ones (no loop over objects), are worked
out at every call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import is_
from typing import Any

from rulesdsl.compiler.pyrun import python_value_groups
from rulesdsl.compiler.static import LOOP_FORMS, operands, written_props, zone_reads
from rulesdsl.runtime.builtins import IMPLS
from rulesdsl.runtime.machine import OBJ_BASE, Machine
from rulesdsl.runtime.ruleset import Ruleset

Values = Callable[[Machine], list[Any]]
Fixed = Callable[[Any], tuple[bool, Any]]
_IN_EACH = IMPLS["in_each"]


@dataclass
class Group:
    """Terms that read the same zones: their generated function, their positions, the zones, and whether the
    props they read may change in play (then their objects' props dicts are compared too)."""

    fn: Values
    at: list[int]
    zones: list[str]
    props: bool


# What a group keeps for one player (`Split.values` and `Split.total`): the zones it read (the state's own
# tuples), the column indices of their objects and those objects' props dicts (when its props may change; else
# None), then what it keeps of its value (its values, or its weighted sum and the sum of magnitudes).
Entry = tuple[list[Any], list[int] | None, list[Any] | None, Any, float]


@dataclass
class Split:
    """One game's terms: those worked out at every call (`plain`, at `plain_at`) and the groups."""

    plain: Values | None
    plain_at: list[int]
    groups: list[Group]
    size: int
    keys: dict[int, list[list[str]]] = field(default_factory=dict)  # me -> each group's state keys
    weights: list[float] = field(default_factory=list)  # each term's weight, when `total` may be used

    def values(self, m: Machine, me: int, memo: dict[int, Any]) -> list[Any]:
        """Every term's value for player `me` (bound in `m`); `memo` (kept by the caller for one game and its
        copies) holds what the groups read last and their values, read back when nothing they read changed."""
        out: list[Any] = [None] * self.size
        if self.plain is not None:
            for i, v in zip(self.plain_at, self.plain(m), strict=True):
                out[i] = v
        if not self.groups:
            return out
        kept, keys, z, ops = self._kept(m, me, memo)
        for gi, g in enumerate(self.groups):
            zs = list(map(z.get, keys[gi]))
            entry = kept[gi]
            if entry is None or not _same(entry, zs, ops):
                entry = kept[gi] = (*_reading(g, zs, ops), g.fn(m), 0.0)
            for i, v in zip(g.at, entry[3], strict=True):
                out[i] = v
        return out

    def total(self, m: Machine, me: int, memo: dict[int, Any]) -> float | None:
        """The weighted sum of the terms for player `me`, each group's sum read back from `memo` when nothing
        it reads changed. Only when the sum is exact in any order (`weights` integral, values integers, the sum
        of their magnitudes under 2**53), so it is the sum in the terms' order to the last bit; else None."""
        if not self.weights:
            return None
        weights = self.weights
        total = spread = 0.0
        if self.plain is not None:
            for i, v in zip(self.plain_at, self.plain(m), strict=True):
                x = weights[i] * float(v or 0)
                total += x
                spread += abs(x)
        if self.groups:
            kept, keys, z, ops = self._kept(m, me, memo)
            get = z.get
            for gi, g in enumerate(self.groups):
                zs = list(map(get, keys[gi]))
                entry = kept[gi]
                if entry is None or not _same(entry, zs, ops):
                    part = [weights[i] * float(v or 0) for i, v in zip(g.at, g.fn(m), strict=True)]
                    entry = kept[gi] = (*_reading(g, zs, ops), sum(part), sum(map(abs, part)))
                total += entry[3]
                spread += entry[4]
        return total if spread < _EXACT else None

    def _kept(self, m: Machine, me: int, memo: dict[int, Any]) -> tuple[list[Any], list[list[str]], Any, list[Any]]:
        """What `memo` keeps of each group for `me`, each group's state keys, the zones and the props column."""
        keys = self.keys.get(me)
        if keys is None:
            keys = self.keys[me] = [_state_keys(m.rs, g.zones, me) for g in self.groups]
        kept = memo.get(me)
        if kept is None:
            kept = memo[me] = [None] * len(self.groups)
        st = m.st
        return kept, keys, st["zones"], st["obj_props"]


def _reading(g: Group, zs: list[Any], ops: list[Any]) -> tuple[list[Any], list[int] | None, list[Any] | None]:
    """What a group reads now: its zones, and the indices and props dicts of their objects when its props may
    change."""
    if not g.props:
        return zs, None, None
    idxs = [o - OBJ_BASE for t in zs for o in t or ()]
    return zs, idxs, [ops[i] for i in idxs]


def _same(entry: Entry, zs: list[Any], ops: list[Any]) -> bool:
    """Whether a group reads what it read when `entry` was kept: the very same zones and, when its props may
    change, the very same props dicts of their objects (the same zones hold the same objects)."""
    if not all(map(is_, zs, entry[0])):
        return False
    idxs = entry[1]
    return idxs is None or all(map(is_, map(ops.__getitem__, idxs), entry[2]))  # type: ignore[arg-type]


_EXACT = float(2 ** 53)  # integers of smaller magnitude add exactly in any order


def _state_keys(rs: Ruleset, zones: list[str], me: int) -> list[str]:
    """Where the zones' objects are in a state: a shared zone under its id, a per-player one under `me`'s key."""
    out = []
    for zid in zones:
        keys = rs.player_keys.get(zid)
        out.append(zid if keys is None else keys[me])
    return out


def _loops(fn: Any) -> bool:
    """Whether an expression loops over objects (a comprehension or `in_each`): dear enough to keep."""
    todo, steps = [fn], 0
    while todo and steps < 10_000:
        steps += 1
        ir = getattr(todo.pop(), "ir", None)
        if not isinstance(ir, tuple) or not ir:
            continue
        if ir[0] in LOOP_FORMS or (ir[0] == "call" and ir[1] is _IN_EACH):
            return True
        todo += operands(ir)
    return False


def split_terms(rs: Ruleset, fns: list[Any], fixed: Fixed, weights: list[float] | None = None) -> Split | None:
    """The terms `fns` of one game split into plain ones and groups by the zones they read (`fixed`: the value
    of a sub-expression fixed for that game); None when the functions could not be generated. With integral
    `weights`, `Split.total` sums them by group."""
    plain_at: list[int] = []
    by_zones: dict[tuple[str, ...], tuple[list[int], bool]] = {}
    known: dict[int, bool] = {}
    written = written_props(rs)
    for i, fn in enumerate(fns):
        read = zone_reads(fn, fixed, known) if _loops(fn) else None
        if read is None or not all(z in rs.zones for z in read[0]):
            plain_at.append(i)
            continue
        key = tuple(sorted(set(read[0])))
        at, props = by_zones.get(key, ([], False))
        by_zones[key] = (at + [i], props or written is None or bool(read[1] & written))
    groups = [[fns[i] for i in plain_at]] + [[fns[i] for i in at] for at, _ in by_zones.values()]
    made = python_value_groups(rs, groups, fixed)
    if made is None:
        return None
    return Split(made[0] if plain_at else None, plain_at,
                 [Group(fn, at, list(key), props)
                  for fn, (key, (at, props)) in zip(made[1:], by_zones.items(), strict=True)], len(fns),
                 weights=list(weights) if weights and all(float(w).is_integer() for w in weights) else [])

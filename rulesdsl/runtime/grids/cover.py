"""What covers a grid in a state, and what is computed from it: each cell's piece and values, connected
regions (flood fill) and the cost of the cheapest path between two sets of cells (0-1 breadth-first search).

A piece sits in its anchor cell's zone; the cells it covers follow from its entity's shape and its
`facing` prop. Everything here is plain Python over the state, bounded by the grid's size (at most
26 × 26 cells), and reads no more than the grid's own zones.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime import world
from rulesdsl.runtime.grids.geometry import Grid, GridTable
from rulesdsl.runtime.machine import OBJ_BASE, Machine

Cover = list[tuple[int, int] | None]  # per cell: (object id, part index) or None when the cell is vacant


def table(m: Machine) -> GridTable:
    """The ruleset's grid table (empty when it declares no grid)."""
    got = m.rs.grids
    return got if isinstance(got, GridTable) else GridTable()


def grid_of(m: Machine, grid: Any) -> Grid:
    """A grid by id, R106 for anything else."""
    g = world.id_lookup(table(m).grids, grid, "a grid")
    if g is None:
        raise GameRuntimeError(f"unknown grid {grid!r}", "R106")
    return g  # type: ignore[no-any-return]


def cell_of(m: Machine, cell: Any) -> tuple[Grid, int]:
    """The grid and index of a cell id, R106 for a value that is no cell of any grid."""
    g = world.id_lookup(table(m).of_cell, cell, "a cell")
    if g is None:
        raise GameRuntimeError(f"expected a grid cell, got {cell!r}", "R106")
    return g, g.index[cell]


def coverage(m: Machine, g: Grid, who: Any) -> Cover:
    """Which piece covers each cell of a grid (of seat `who`, default me, for a per-player grid)."""
    z = m.zones
    suffix = f".{world.seat(m, who, f'grid {g.id}')}" if g.per_player else ""
    cover: Cover = [None] * len(g.cells)
    tab = table(m)
    ents, props = m.st["obj_entity"], m.st["obj_props"]
    for i, cell in enumerate(g.cells):
        held = z.get(cell + suffix) if suffix else z.get(cell)
        if not held:
            continue
        oid = held[0]
        k = oid - OBJ_BASE
        ent = ents[k]
        if ent not in tab.shapes:
            cover[i] = (oid, -1)
            continue
        facing = (props[k] or {}).get("facing", "e")
        for j, part in tab.footprint(g, ent, i, str(facing)) or [(i, -1)]:
            cover[j] = (oid, part)
    return cover


def part_value(m: Machine, entry: tuple[int, int] | None, key: str) -> Any:
    """The value of `key` on one covered cell: the covering part's own tag or prop, else the piece's (its
    prop, tag or built-in field such as owner); none on a vacant cell."""
    if entry is None:
        return None
    oid, part = entry
    if part >= 0:
        parts = table(m).shapes.get(m.st["obj_entity"][oid - OBJ_BASE])
        if parts is not None and key in parts[part].values:
            return parts[part].values[key]
    return world.attr(m, oid, key)


_ABSENT = object()


def values(m: Machine, g: Grid, key: Any, who: Any) -> list[Any]:
    """`key`'s value on every cell of a grid (none where vacant): one pass over the cells, a piece's entity
    looked up once per entity (the cost of a region query on a full grid is mostly this loop)."""
    if type(key) is not str:
        raise GameRuntimeError(f"expected a tag or prop name, got {key!r}", "R106")
    st = m.st
    z, ents, props = st["zones"], st["obj_entity"], st["obj_props"]
    suffix = f".{world.seat(m, who, f'grid {g.id}')}" if g.per_player else ""
    tab = table(m)
    shapes = tab.shapes
    out: list[Any] = [None] * len(g.cells)
    fixed: dict[str, Any] = {}  # entity -> its value of `key` (prop, else tag), or _ABSENT
    for i, cell in enumerate(g.cells):
        held = z.get(cell + suffix) if suffix else z.get(cell)
        if not held:
            continue
        oid = held[0]
        k = oid - OBJ_BASE
        ent = ents[k]
        own = props[k]
        if ent in shapes:
            for j, part in tab.footprint(g, ent, i, str((own or {}).get("facing", "e"))) or [(i, -1)]:
                out[j] = part_value(m, (oid, part), key)
            continue
        if own is not None and key in own:
            out[i] = own[key]
            continue
        got = fixed.get(ent, _ABSENT) if ent in fixed else None
        if ent not in fixed:
            e = m.rs.entities[ent]
            got = e.props.get(key, e.tags.get(key, _ABSENT))
            fixed[ent] = got
        out[i] = world.attr(m, oid, key) if got is _ABSENT else got
    return out


def regions(g: Grid, vals: list[Any], only: Any = None) -> list[list[int]]:
    """Connected regions of neighbouring cells holding the same value (vacant cells and none are in none),
    each a list of cell indices in grid order, the regions ordered by their first cell; `only`: keep the
    regions of that value alone."""
    seen = [False] * len(vals)
    out: list[list[int]] = []
    near = g.near
    for start, v in enumerate(vals):
        if seen[start] or v is None or (only is not None and v != only):
            continue
        seen[start] = True
        members = [start]
        todo = [start]
        while todo:
            i = todo.pop()
            for j in near[i]:
                if not seen[j] and vals[j] == v:
                    seen[j] = True
                    members.append(j)
                    todo.append(j)
        members.sort()
        out.append(members)
    return out


def path_cost(g: Grid, vals: list[Any], value: Any, sources: list[int], targets: list[int]) -> int:
    """The fewest vacant cells that must be filled to join a source cell to a target cell through cells
    holding `value` (0: already joined); more than the grid's cell count when every path is blocked."""
    inf = len(vals) + 1
    cost = [inf] * len(vals)
    todo: deque[int] = deque()
    for i in sources:
        v = vals[i]
        c = 0 if v == value else 1 if v is None else inf
        if c < cost[i]:
            cost[i] = c
            if c == 0:
                todo.appendleft(i)
            else:
                todo.append(i)
    goal = set(targets)
    while todo:
        i = todo.popleft()
        if i in goal:
            return cost[i]
        for j in g.near[i]:
            v = vals[j]
            if v is None:
                c = cost[i] + 1
            elif v == value:
                c = cost[i]
            else:
                continue
            if c < cost[j]:
                cost[j] = c
                if c == cost[i]:
                    todo.appendleft(j)
                else:
                    todo.append(j)
    return inf

"""The grid verbs and queries named in `dsl/verbs.py` (its grid block): coordinates, neighbours, rays,
distance, sides, the pieces covering cells, connected regions, path costs and placing shaped pieces.

Arguments are whatever content computed, so they are typed Any and checked here (R106 for a wrong value).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime import world
from rulesdsl.runtime.grids.cover import cell_of, coverage, grid_of, part_value, path_cost, regions, table, values
from rulesdsl.runtime.grids.geometry import Grid
from rulesdsl.runtime.machine import OBJ_BASE, Machine


def _int(v: Any, what: str) -> int:
    if type(v) is not int:
        raise GameRuntimeError(f"{what}: expected a whole number, got {v!r}", "R106")
    return v


def q_cells(m: Machine, grid: Any) -> list[str]:
    """cells(): every cell of a grid, row by row."""
    return list(grid_of(m, grid).cells)


def q_cell(m: Machine, grid: Any, col: Any, row: Any) -> Any:
    """cell(): the cell at a column and row (0-based), none off the grid."""
    g = grid_of(m, grid)
    i = g.at(_int(col, "cell column"), _int(row, "cell row"))
    return g.cells[i] if i >= 0 else None


def q_col(m: Machine, cell: Any) -> int:
    """col()"""
    g, i = cell_of(m, cell)
    return g.coords(i)[0]


def q_row(m: Machine, cell: Any) -> int:
    """row()"""
    g, i = cell_of(m, cell)
    return g.coords(i)[1]


def q_neighbours(m: Machine, cell: Any, diagonal: Any = False) -> list[str]:
    """neighbours()"""
    g, i = cell_of(m, cell)
    return [g.cells[j] for j in (g.near8 if diagonal is True else g.near)[i]]


def q_ray(m: Machine, cell: Any, direction: Any) -> list[str]:
    """ray(): the cells from the next one in a direction to the edge of the grid."""
    g, i = cell_of(m, cell)
    step = world.id_lookup(g.dirs, direction, "a direction")
    if step is None:
        raise GameRuntimeError(f"no direction {direction!r} on grid '{g.id}' (its directions: "
                               f"{', '.join(g.dirs)})", "R106")
    c, r = g.coords(i)
    out: list[str] = []
    while True:  # bounded: a step leaves the grid after at most 26 cells
        c, r = c + step[0], r + step[1]
        j = g.at(c, r)
        if j < 0:
            return out
        out.append(g.cells[j])


def q_distance(m: Machine, a: Any, b: Any) -> int:
    """distance()"""
    ga, i = cell_of(m, a)
    gb, j = cell_of(m, b)
    if ga is not gb:
        raise GameRuntimeError(f"distance(): {a} and {b} are on different grids", "R106")
    return ga.distance(i, j)


def q_side(m: Machine, grid: Any, name: Any) -> list[str]:
    """side(): the cells along one edge (n, s, e or w)."""
    g = grid_of(m, grid)
    if name not in ("n", "s", "e", "w"):
        raise GameRuntimeError(f"side(): expected n, s, e or w, got {name!r}", "R106")
    return [g.cells[i] for i in g.side(str(name))]


def q_directions(m: Machine, grid: Any) -> list[str]:
    """directions(): the facings of a grid's pieces, clockwise from east (4 square, 6 hex)."""
    return list(grid_of(m, grid).facings)


def q_piece(m: Machine, cell: Any, who: Any = None) -> Any:
    """piece(): the object covering a cell, or none."""
    g, i = cell_of(m, cell)
    e = coverage(m, g, who)[i]
    return e[0] if e is not None else None


def q_vacant(m: Machine, grid: Any, who: Any = None) -> list[str]:
    """vacant(): the cells no piece covers."""
    g = grid_of(m, grid)
    return [g.cells[i] for i, e in enumerate(coverage(m, g, who)) if e is None]


def q_isolated(m: Machine, grid: Any, who: Any = None) -> list[str]:
    """isolated(): the vacant cells with no vacant neighbour (no piece of two cells or more can fill them)."""
    g = grid_of(m, grid)
    cover = coverage(m, g, who)
    return [g.cells[i] for i, e in enumerate(cover) if e is None and all(cover[j] is not None for j in g.near[i])]


def q_value_at(m: Machine, cell: Any, key: Any, who: Any = None) -> Any:
    """value_at(): the covering part's tag or prop (else the piece's), none on a vacant cell."""
    g, i = cell_of(m, cell)
    return part_value(m, coverage(m, g, who)[i], str(key))


def q_regions(m: Machine, grid: Any, key: Any, value: Any = None, who: Any = None) -> list[list[str]]:
    """regions(): connected regions of cells with the same value of `key`."""
    g = grid_of(m, grid)
    return [[g.cells[i] for i in r] for r in regions(g, values(m, g, key, who), value)]


def q_region_sizes(m: Machine, grid: Any, key: Any, value: Any = None, who: Any = None) -> list[int]:
    """region_sizes()"""
    g = grid_of(m, grid)
    return [len(r) for r in regions(g, values(m, g, key, who), value)]


def q_region_score(m: Machine, grid: Any, key: Any, prop: Any, who: Any = None) -> int:
    """region_score(): the sum over the regions of their size times the sum of `prop` on their cells."""
    g = grid_of(m, grid)
    vals = values(m, g, key, who)
    if type(prop) is not str:
        raise GameRuntimeError(f"region_score(): expected a prop name, got {prop!r}", "R106")
    cover = coverage(m, g, who)
    total = 0
    for r in regions(g, vals):
        n = 0
        for i in r:
            v = part_value(m, cover[i], prop)
            n += v if type(v) is int else 0
        total += len(r) * n
    return total


def q_region(m: Machine, cell: Any, key: Any, who: Any = None) -> list[str]:
    """region(): the region holding a cell (empty on a vacant cell)."""
    g, i = cell_of(m, cell)
    vals = values(m, g, key, who)
    for r in regions(g, vals, vals[i]) if vals[i] is not None else []:
        if i in r:
            return [g.cells[j] for j in r]
    return []


def _indices(g: Grid, cells: Any, what: str) -> list[int]:
    if type(cells) is not list:
        raise GameRuntimeError(f"{what}: expected a list of cells, got {cells!r}", "R106")
    out = []
    for c in cells:
        i = world.id_lookup(g.index, c, "a cell")
        if i is None:
            raise GameRuntimeError(f"{what}: {c!r} is no cell of grid '{g.id}'", "R106")
        out.append(i)
    return out


def q_path_cost(m: Machine, grid: Any, sources: Any, targets: Any, key: Any, value: Any,
                who: Any = None) -> int:
    """path_cost(): vacant cells to fill to join the two lists through cells whose `key` is `value`."""
    g = grid_of(m, grid)
    return path_cost(g, values(m, g, key, who), value, _indices(g, sources, "path_cost"),
                     _indices(g, targets, "path_cost"))


def _link(m: Machine, grid: Any, who: Any) -> int:
    g = grid_of(m, grid)
    if not g.sides:
        raise GameRuntimeError(f"grid '{g.id}' declares no `sides:` to link", "R106")
    p = world.seat(m, who, f"grid '{g.id}' sides")
    a, b = g.sides[p % len(g.sides)]
    return path_cost(g, values(m, g, "owner", None), p, g.side(a), g.side(b))


def q_link_cost(m: Machine, grid: Any, who: Any = None) -> int:
    """link_cost(): path_cost between a player's two declared sides through the pieces they own."""
    return _link(m, grid, who)


def q_linked(m: Machine, grid: Any, who: Any = None) -> bool:
    """linked(): whether a player's pieces join their two declared sides."""
    return _link(m, grid, who) == 0


def _footprint(m: Machine, oid: Any, cell: Any, facing: Any) -> tuple[Grid, list[tuple[int, int]] | None]:
    g, i = cell_of(m, cell)
    k = world.obj(m, oid)
    if facing not in g.facings:
        raise GameRuntimeError(f"no facing {facing!r} on grid '{g.id}' (its facings: {', '.join(g.facings)})",
                               "R106")
    return g, table(m).footprint(g, m.st["obj_entity"][k], i, str(facing))


def q_footprint(m: Machine, oid: Any, cell: Any, facing: Any = "e") -> list[str]:
    """footprint(): the cells a piece would cover (anchor first), empty when a part falls off the grid."""
    g, fp = _footprint(m, oid, cell, facing)
    return [g.cells[j] for j, _ in fp or []]


def _fits(m: Machine, oid: Any, cell: Any, facing: Any, who: Any) -> bool:
    g, fp = _footprint(m, oid, cell, facing)
    if fp is None:
        return False
    cover = coverage(m, g, who)
    return all(cover[j] is None or cover[j][0] == oid for j, _ in fp)  # type: ignore[index]


def q_fits(m: Machine, oid: Any, cell: Any, facing: Any = "e", who: Any = None) -> bool:
    """fits(): every cell the piece would cover is on the grid and vacant."""
    return _fits(m, oid, cell, facing, who)


def q_facings(m: Machine, oid: Any, cell: Any, who: Any = None) -> list[str]:
    """facings(): the facings in which a piece fits with its anchor on a cell."""
    g, _ = cell_of(m, cell)
    return [f for f in g.facings if _fits(m, oid, cell, f, who)]


def q_anchors(m: Machine, oid: Any, grid: Any, who: Any = None) -> list[str]:
    """anchors(): the cells where a piece fits in at least one facing."""
    g = grid_of(m, grid)
    ent = m.st["obj_entity"][world.obj(m, oid)]
    cover = coverage(m, g, who)
    tab = table(m)
    out: list[str] = []
    for i, cell in enumerate(g.cells):
        if cover[i] is not None:
            continue
        for f in g.facings:
            fp = tab.footprint(g, ent, i, f)
            if fp is not None and all(cover[j] is None for j, _ in fp):
                out.append(cell)
                break
    return out


def v_place(m: Machine, oid: Any, cell: Any, facing: Any = "e", who: Any = None) -> None:
    """place(): move a piece to its anchor cell facing a direction; R105 when it does not fit. A piece placed
    on a shared grid from a player's own zone keeps that player as its owner."""
    if not _fits(m, oid, cell, facing, who):
        raise GameRuntimeError(f"the piece does not fit on {cell} facing {facing}", "R105")
    g, _ = cell_of(m, cell)
    k = oid - OBJ_BASE
    before = m.st["obj_owner"][k]
    world.move(m, oid, cell, who)
    ops = m.st["obj_props"]
    extra: dict[str, Any] = {}
    if oid - OBJ_BASE >= 0 and m.st["obj_entity"][k] in table(m).shapes:
        extra["facing"] = facing
    if not g.per_player and type(before) is int:
        extra["owner"] = before
    if extra:  # written without a log event: the move says where the piece went
        ops[k] = {**(ops[k] or {}), **extra}


GRID_IMPLS: dict[str, Callable[..., Any]] = {
    "cells": q_cells, "cell": q_cell, "col": q_col, "row": q_row, "neighbours": q_neighbours, "ray": q_ray,
    "distance": q_distance, "side": q_side, "directions": q_directions, "piece": q_piece, "vacant": q_vacant,
    "isolated": q_isolated, "value_at": q_value_at, "regions": q_regions, "region_sizes": q_region_sizes,
    "region_score": q_region_score, "region": q_region,
    "path_cost": q_path_cost, "link_cost": q_link_cost, "linked": q_linked, "footprint": q_footprint,
    "fits": q_fits, "facings": q_facings, "anchors": q_anchors, "place": v_place,
}
# Queries whose value depends on their arguments and the ruleset alone (memoisable for a game).
GRID_STATIC = frozenset({"cells", "cell", "col", "row", "neighbours", "ray", "distance", "side", "directions"})

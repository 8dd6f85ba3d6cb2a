"""Placing a layout region's zones by a board graph (`graph: <id>`): each zone's column is its distance
from the start of its part of the graph (the longest chain of edges to it), its row is its place among
the zones at that distance, and separate parts of the graph are drawn one band below the other. So a
path with branches reads left to right, branches under the main line, for any ruleset.

Declared coordinates: a region's `route:` (waypoints [x, y] joined by straight steps: a road, a track) takes
its zones in order, one step per zone (zones sharing a value of the region's `order` tag share a step, drawn
stacked), and `positions:` puts single zones at given [x, y] cells, over any other placement."""

from __future__ import annotations

from collections import deque

from rulesdsl.runtime.ruleset import Ruleset


def _depths(nodes: list[str], succ: dict[str, list[str]]) -> dict[str, int]:
    """Longest-chain distance from the nodes nothing points to (Kahn's order; nodes on a cycle keep the
    distance they had when first reached)."""
    indeg = {n: 0 for n in nodes}
    for n in nodes:
        for m in succ[n]:
            indeg[m] += 1
    depth = {n: 0 for n in nodes}
    queue = deque(n for n in nodes if indeg[n] == 0)
    seen = 0
    while queue and seen <= len(nodes) * len(nodes):
        n = queue.popleft()
        seen += 1
        for m in succ[n]:
            depth[m] = max(depth[m], depth[n] + 1)
            indeg[m] -= 1
            if indeg[m] == 0:
                queue.append(m)
    return depth


def _parts(nodes: list[str], succ: dict[str, list[str]]) -> list[list[str]]:
    """The connected parts of the graph (edges taken both ways), each in the order its nodes are listed."""
    near: dict[str, set[str]] = {n: set() for n in nodes}
    for n in nodes:
        for m in succ[n]:
            near[n].add(m)
            near[m].add(n)
    part_of: dict[str, int] = {}
    for start in nodes:
        if start in part_of:
            continue
        k = len(set(part_of.values()))
        todo = [start]
        while todo:
            n = todo.pop()
            if n not in part_of:
                part_of[n] = k
                todo.extend(near[n] - part_of.keys())
    parts: list[list[str]] = [[] for _ in range(len(set(part_of.values())))]
    for n in nodes:
        parts[part_of[n]].append(n)
    return parts


def graph_cells(rs: Ruleset, zones: list[str], graph: str) -> dict[str, list[int]]:
    """Cell (row, column), 1-based, of each zone of a region placed by a graph; zones off the graph go in a
    last band, in order."""
    on = set(zones)
    nodes = [n for n in rs.graph_nodes.get(graph, []) if n in on]
    succ: dict[str, list[str]] = {n: [] for n in nodes}
    for a, b, _ in rs.graph_edges.get(graph, []):
        if a in succ and b in succ and b not in succ[a]:
            succ[a].append(b)
    depth = _depths(nodes, succ)
    cells: dict[str, list[int]] = {}
    band = 0
    for part in _parts(nodes, succ):
        rows: dict[int, int] = {}
        for n in part:
            rows[depth[n]] = rows.get(depth[n], 0) + 1
            cells[n] = [band + rows[depth[n]], depth[n] + 1]
        band += max(rows.values(), default=0)
    rest = [z for z in zones if z not in cells]
    for i, z in enumerate(rest):
        cells[z] = [band + 1 + i // 12, i % 12 + 1]
    return cells


MAX_ROUTE_CELLS = 400  # cells a route may walk (a grid of 60 x 100 at most, and tracks are far shorter)


def route_cells(points: list[list[int]]) -> list[list[int]] | str:
    """The cells [row, column] a route walks through its waypoints [x, y], or why it cannot (a step that is
    neither straight nor diagonal, or a route longer than the bound)."""
    cells = [[points[0][1], points[0][0]]] if points else []
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        dx, dy = x1 - x0, y1 - y0
        if dx and dy and abs(dx) != abs(dy):
            return f"from [{x0}, {y0}] to [{x1}, {y1}] is neither straight nor diagonal"
        steps = max(abs(dx), abs(dy))
        sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
        cells += [[y0 + sy * k, x0 + sx * k] for k in range(1, steps + 1)]
        if len(cells) > MAX_ROUTE_CELLS:
            return f"it walks more than {MAX_ROUTE_CELLS} cells"
    return cells


def route_steps(rs: Ruleset, zones: list[str], order: str | None) -> list[list[str]]:
    """The region's zones grouped into route steps: one per zone, or one per value of the `order` tag."""
    steps: list[list[str]] = []
    last: object = object()
    for z in zones:
        key = rs.zones[z].tags.get(order) if order else z
        if steps and key == last and order:
            steps[-1].append(z)
        else:
            steps.append([z])
        last = key
    return steps

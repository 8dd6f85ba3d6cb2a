"""Candidate evaluation features of a ruleset's grids, for `rulesdsl train` (`features.py` asks for them).

Placements on a grid are judged by what lasts: the connected regions they grow and the cells left to fill,
not only the score they add now. For each per-player grid: the vacant cells, those no piece can fill any
more, and for each tag a shaped piece's parts carry (one half's colour) the largest region and the
sum of the squared region sizes (one big region beats two small ones), and for each integer prop of the
parts (stars) the regions' sizes times their totals of it (`region_score`). For each shared grid: the
largest region of a player's own pieces, and, when the grid declares `sides:`, the cells a player still has
to fill to join them (`link_cost`), theirs and the nearest rival's (the planner judges a state for one
player alone, so blocking shows only through it).
Each is a DSL expression evaluated with `me` bound, like every other candidate.
"""

from __future__ import annotations

from rulesdsl.runtime.grids.geometry import GridTable
from rulesdsl.runtime.ruleset import Ruleset

MAX_GRID_CANDIDATES = 40  # bounded whatever the content declares


def part_props(tab: GridTable) -> list[str]:
    """The integer props some part of a shaped piece carries (stars), sorted."""
    return sorted({k for parts in tab.shapes.values() for p in parts for k, v in p.values.items()
                   if type(v) is int})


def part_tags(tab: GridTable) -> list[str]:
    """The tag names whose values are text on some part of a shaped piece (colours), sorted."""
    return sorted({k for parts in tab.shapes.values() for p in parts for k, v in p.values.items()
                   if isinstance(v, str)})


def cell_zones(rs: Ruleset) -> frozenset[str]:
    """The zones that are grid cells (their own zone candidates would only name squares one by one)."""
    tab = rs.grids
    return frozenset(tab.of_cell) if isinstance(tab, GridTable) else frozenset()


def grid_candidates(rs: Ruleset) -> list[str]:
    """The DSL expressions of the grid candidates of a ruleset (none without grids)."""
    tab = rs.grids
    if not isinstance(tab, GridTable) or not tab.grids:
        return []
    out: list[str] = []
    tags = part_tags(tab)
    for g in tab.grids.values():
        if g.per_player:
            out.append(f"count(vacant({g.id}))")
            out.append(f"count(isolated({g.id}))")
            for t in tags:
                out.append(f'max(region_sizes({g.id}, "{t}"))')
                out.append(f'sum([s * s for s in region_sizes({g.id}, "{t}")])')
                out += [f'region_score({g.id}, "{t}", "{p}")' for p in part_props(tab)]
        else:
            out.append(f'max(region_sizes({g.id}, "owner", me))')
            if g.sides:  # mine, and the nearest rival's: the planner judges a state for itself alone
                out.append(f"link_cost({g.id})")
                out.append(f"min([link_cost({g.id}, who=q) for q in players if q != me], default=0)")
    return out[:MAX_GRID_CANDIDATES]

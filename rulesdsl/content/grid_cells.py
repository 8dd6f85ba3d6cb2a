"""Grids declared once (`grids:` in a declarations file): the cell zones they stand for and their names.

A grid of `width` columns and `height` rows generates one zone per cell, named `<grid>_<column letter><row
number>` (`board_a1` is the top-left cell). Each cell zone holds at most one object (a piece covering
several cells sits in its anchor cell) and carries the grid's own tags.
"""

from __future__ import annotations

from typing import Any

LETTERS = "abcdefghijklmnopqrstuvwxyz"
MAX_SIDE = len(LETTERS)  # columns and rows of a grid, at most (the schema says the same)


def cell_id(grid: str, col: int, row: int) -> str:
    """The zone id of a cell: ("board", 2, 0) → "board_c1"."""
    return f"{grid}_{LETTERS[col]}{row + 1}"


def cell_coords(grid: str, zone: str) -> tuple[int, int] | None:
    """The (column, row) of a cell zone id of `grid`, or None when the id names no cell of it."""
    head = grid + "_"
    if not zone.startswith(head) or len(zone) < len(head) + 2:
        return None
    letter, digits = zone[len(head)], zone[len(head) + 1:]
    if letter not in LETTERS or not digits.isdigit() or digits.startswith("0"):
        return None
    return LETTERS.index(letter), int(digits) - 1


def cell_zones(grid: dict[str, Any]) -> list[dict[str, Any]]:
    """The zone declarations a grid stands for, row by row (bounded by the schema: at most 26 × 26)."""
    gid = str(grid.get("id", ""))
    width = min(int(grid.get("width", 0)), MAX_SIDE)
    height = min(int(grid.get("height", 0)), MAX_SIDE)
    tags = dict(grid.get("tags") or {})
    out: list[dict[str, Any]] = []
    for row in range(height):
        for col in range(width):
            d: dict[str, Any] = {"id": cell_id(gid, col, row), "per": grid.get("per", "game"),
                                 "visibility": grid.get("visibility", "public"), "capacity": 1,
                                 "tags": dict(tags), "generated": "grid"}
            if "players" in grid:
                d["players"] = grid["players"]
            out.append(d)
    return out


def is_cell(zone: dict[str, Any]) -> bool:
    """Whether a zone declaration was generated from a grid (its name comes from the grid, not a catalog)."""
    return zone.get("generated") == "grid"

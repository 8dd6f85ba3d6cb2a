"""Grid geometry, fixed when a ruleset is compiled: cells and coordinates, neighbours, directions, rotations
and the shapes of pieces that cover several cells.

Square grids address a cell by (column, row), row 0 at the top; they have 4 neighbours (8 with diagonals)
and 8 ray directions. Hex grids are rhombi of pointy-top hexagons in axial coordinates (each row drawn
half a cell further right than the one above, as on a Hex board): 6 neighbours and 6 directions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulesdsl.content.grid_cells import cell_id

SQUARE_DIRS: dict[str, tuple[int, int]] = {"n": (0, -1), "ne": (1, -1), "e": (1, 0), "se": (1, 1),
                                          "s": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (-1, -1)}
HEX_DIRS: dict[str, tuple[int, int]] = {"e": (1, 0), "se": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (0, -1),
                                       "ne": (1, -1)}
# The facings of a piece, clockwise from east: a quarter turn each on a square grid, a sixth on a hex grid.
SQUARE_FACINGS = ("e", "s", "w", "n")
HEX_FACINGS = ("e", "se", "sw", "w", "nw", "ne")


def turn(shape: str, dx: int, dy: int, steps: int) -> tuple[int, int]:
    """An offset turned clockwise by `steps` facings (quarter turns on square grids, sixths on hex grids)."""
    for _ in range(steps):
        dx, dy = (-dy, dx) if shape == "square" else (-dy, dx + dy)
    return dx, dy


@dataclass(frozen=True)
class Part:
    """One cell of a piece's shape: its offset from the anchor when facing east, and its own tags and props."""

    dx: int
    dy: int
    values: dict[str, Any]  # tags and integer props of this part (one half's colour and stars)


@dataclass
class Grid:
    """A declared grid: its cells (row by row) with their coordinates and neighbour lists."""

    id: str
    shape: str  # "square" | "hex"
    width: int
    height: int
    per_player: bool
    sides: tuple[tuple[str, str], ...]
    cells: tuple[str, ...] = ()
    index: dict[str, int] = field(default_factory=dict)
    near: tuple[tuple[int, ...], ...] = ()  # orthogonal neighbours (hex: all six)
    near8: tuple[tuple[int, ...], ...] = ()  # with diagonals (square grids; hex: the same six)

    def __post_init__(self) -> None:
        """Generate the cells and their neighbours."""
        self.cells = tuple(cell_id(self.id, c, r) for r in range(self.height) for c in range(self.width))
        self.index = {z: i for i, z in enumerate(self.cells)}
        self.near = tuple(tuple(self.step_all(i, False)) for i in range(len(self.cells)))
        self.near8 = tuple(tuple(self.step_all(i, True)) for i in range(len(self.cells)))

    @property
    def dirs(self) -> dict[str, tuple[int, int]]:
        """The ray directions of this grid and their (column, row) steps."""
        return SQUARE_DIRS if self.shape == "square" else HEX_DIRS

    @property
    def facings(self) -> tuple[str, ...]:
        """The facings a piece may take on this grid, clockwise from east."""
        return SQUARE_FACINGS if self.shape == "square" else HEX_FACINGS

    def coords(self, i: int) -> tuple[int, int]:
        """(column, row) of cell i."""
        return i % self.width, i // self.width

    def at(self, col: int, row: int) -> int:
        """The index of the cell at (column, row), or -1 off the grid."""
        if 0 <= col < self.width and 0 <= row < self.height:
            return row * self.width + col
        return -1

    def step_all(self, i: int, diagonal: bool) -> list[int]:
        """Neighbour indices of cell i, in direction order."""
        c, r = self.coords(i)
        out: list[int] = []
        for name, (dx, dy) in self.dirs.items():
            if self.shape == "square" and not diagonal and len(name) == 2:
                continue
            j = self.at(c + dx, r + dy)
            if j >= 0:
                out.append(j)
        return out

    def distance(self, i: int, j: int) -> int:
        """Steps between two cells through orthogonal neighbours (hex: any neighbour)."""
        (c1, r1), (c2, r2) = self.coords(i), self.coords(j)
        dc, dr = c2 - c1, r2 - r1
        if self.shape == "square":
            return abs(dc) + abs(dr)
        return (abs(dc) + abs(dr) + abs(dc + dr)) // 2

    def side(self, name: str) -> list[int]:
        """The cells along one edge: n (top row), s (bottom row), w (left column), e (right column)."""
        if name == "n":
            return list(range(self.width))
        if name == "s":
            return [self.at(c, self.height - 1) for c in range(self.width)]
        if name == "w":
            return [self.at(0, r) for r in range(self.height)]
        if name == "e":
            return [self.at(self.width - 1, r) for r in range(self.height)]
        return []


@dataclass
class GridTable:
    """Every grid of a ruleset and the shapes of its multi-cell pieces (entity id → parts)."""

    grids: dict[str, Grid] = field(default_factory=dict)
    of_cell: dict[str, Grid] = field(default_factory=dict)
    shapes: dict[str, tuple[Part, ...]] = field(default_factory=dict)

    def footprint(self, g: Grid, entity: str, anchor: int, facing: str) -> list[tuple[int, int]] | None:
        """(cell index, part index) of each cell a piece of `entity` covers from `anchor` facing `facing`
        (part -1: a piece with no shape covers its anchor alone), or None when a part falls off the grid."""
        parts = self.shapes.get(entity)
        if parts is None:
            return [(anchor, -1)]
        steps = g.facings.index(facing) if facing in g.facings else 0
        c, r = g.coords(anchor)
        out: list[tuple[int, int]] = []
        for k, p in enumerate(parts):
            dx, dy = turn(g.shape, p.dx, p.dy, steps)
            j = g.at(c + dx, r + dy)
            if j < 0:
                return None
            out.append((j, k))
        return out


def build_table(grids: list[dict[str, Any]], shapes: dict[str, list[dict[str, Any]]]) -> GridTable:
    """The grid table from checked declarations (`grids:` items) and entity `shape:` lists."""
    table = GridTable()
    for d in grids:
        sides = tuple((str(s[0]), str(s[1])) for s in d.get("sides") or [] if len(s) == 2)
        g = Grid(str(d["id"]), str(d.get("shape", "square")), int(d["width"]), int(d["height"]),
                 d.get("per", "game") == "player", sides)
        table.grids[g.id] = g
        for z in g.cells:
            table.of_cell[z] = g
    for ent, parts in shapes.items():
        table.shapes[ent] = tuple(Part(int(p["at"][0]), int(p["at"][1]),
                                       {**(p.get("tags") or {}), **(p.get("props") or {})}) for p in parts)
    return table

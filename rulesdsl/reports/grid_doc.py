"""The Grids section of the DSL reference (`refdoc.py`): each grid mechanism with the scenario that runs it
(`tests/test_grids.py` checks that each named scenario exists)."""

from __future__ import annotations


def _cell(text: str) -> str:
    """Make text safe inside one Markdown table cell (as refdoc.py does)."""
    return " ".join(text.split()).replace("|", "\\|")


GRID_MECHANISMS: tuple[tuple[str, str, str], ...] = (
    ("a grid declared once", "`grids: [{id: board, shape: hex, width: 9, height: 9}]` in a declarations file "
     "generates one zone per cell, `board_a1` (top left) to `board_i9`; `per: player` gives each player one",
     "rules/examples/hex/tests/rules.yaml: hexagons_touch_along_six_sides"),
    ("neighbours, sides, coordinates", "`neighbours(cell)`, `side(grid, \"n\")`, `cell(grid, col, row)`, "
     "`col(cell)`, `row(cell)`, `distance(a, b)`, `ray(cell, direction)`, `cells(grid)`",
     "rules/examples/hex/tests/rules.yaml: coordinates_rays_and_distances"),
    ("connected regions", "`regions(grid, key)`, `region_sizes(grid, key)`, `region(cell, key)`: flood fill in "
     "the engine over neighbouring cells whose piece (or piece part) has the same value of `key`",
     "rules/examples/meadows/tests/rules.yaml: a_region_scores_its_size_times_its_crowns"),
    ("paths between sides", "`linked(grid)`, `link_cost(grid)` (the grid's `sides:` per seat) and "
     "`path_cost(grid, from, to, key, value)`", "rules/examples/hex/tests/rules.yaml: a_gap_in_the_chain_does_not_win"),
    ("pieces covering several cells", "an entity's `shape:` (parts with their own tags and props), placed with "
     "`place(obj, cell, facing)`; `fits`, `facings`, `anchors`, `footprint`, `piece(cell)`, `value_at(cell, key)`",
     "rules/examples/meadows/tests/rules.yaml: the_facing_says_where_the_second_half_lies"),
    ("cells nothing can fill", "`vacant(grid)` and `isolated(grid)` (vacant cells with no vacant neighbour)",
     "rules/examples/meadows/tests/rules.yaml: a_domino_that_fits_nowhere_is_discarded"),
    ("the web table", "the layout's `grids: {board: {colour_by: colour, colours: {red: \"#c0392b\"}, mark_by: "
     "crowns}}` colours each covered cell by a tag of its piece; offered cells are clicked on the grid",
     "tests/test_grids.py: test_the_table_carries_grids_coloured_by_a_tag"),
)


def grids_section() -> list[str]:
    """The reference's Grids section: each grid mechanism, how it is written, and what runs it."""
    out = ["## Grids", "",
           "Square and hex grids are declared once; the engine knows their cells' coordinates and neighbours "
           "and computes regions and paths, so no rule loops over cells to find them. Each mechanism below is "
           "run by the scenario named beside it (`rulesdsl test rules/examples/hex`, "
           "`rulesdsl test rules/examples/meadows`).", "",
           "| mechanism | how it is written | what runs it |", "|---|---|---|"]
    out += [f"| {name} | {_cell(how)} | `{where}` |" for name, how, where in GRID_MECHANISMS]
    return out + [""]

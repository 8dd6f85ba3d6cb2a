"""`check` for grids: shapes of pieces, the tags their parts carry, the layout's grid colours, and literal cell
coordinates (`cell(board, 12, 0)` on a 9 × 9 grid)."""

from __future__ import annotations

import re
from typing import Any

from rulesdsl.content.grid_cells import cell_id
from rulesdsl.content.model import Content, Item
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.suggest import suggest

register_codes({
    "E080": ("shape part repeated or anchor missing", "A piece's `shape:` lists each covered cell once, the anchor "
                                                      "first at [0, 0]; the other parts are offsets from it."),
    "E081": ("shape part tag unknown", "A part of a shape carries tags declared in `tags:` (with one of their "
                                       "values), like an entity's own tags."),
    "W080": ("shape fits on no grid", "Every cell of a piece must fit on some grid in some facing; this shape is "
                                      "wider or taller than every declared grid."),
    "E082": ("layout grid colours for something unknown", "The layout's `grids:` names declared grids, and its "
                                                          "`colour_by` a tag or prop of the pieces."),
    "E083": ("cell coordinates off the grid", "A grid's cells are `<grid>_a1` (top left) to the last column letter "
                                              "and row number; `cell(grid, column, row)` counts from 0. A cell named "
                                              "or given with literal numbers must lie inside the declared width and "
                                              "height."),
})

_CELL_CALL = re.compile(r"\bcell\(\s*([a-z][a-z0-9_]*)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*\)")


def _diag(it: Item, code: str, severity: str, message: str, hint: str, *more: str | int) -> Diagnostic:
    line, col = it.origin.pos(*more)
    return Diagnostic(it.origin.file.path, line, col, severity, code, message, hint)


def _shape(c: Content, it: Item, parts: list[dict[str, Any]], out: list[Diagnostic]) -> None:
    offsets = [tuple(p.get("at") or ()) for p in parts]
    if offsets[:1] != [(0, 0)] or len(set(offsets)) < len(offsets):
        out.append(_diag(it, "E080", "error", f"the shape of '{it.id}' must list the anchor [0, 0] first and each "
                         "cell once", "e.g. shape: [{at: [0, 0]}, {at: [1, 0]}] for a piece of two cells", "shape"))
    for k, p in enumerate(parts):
        for tag, value in (p.get("tags") or {}).items():
            known = c.tags.get(tag)
            if known is None:
                out.append(_diag(it, "E081", "error", f"unknown tag '{tag}' on part {k + 1} of '{it.id}'",
                                 suggest(tag, c.tags) or "declare it under `tags:`", "shape", k))
            elif value not in (known.data.get("values") or []):
                out.append(_diag(it, "E081", "error", f"'{value}' is not a value of tag '{tag}' (part {k + 1} of "
                                 f"'{it.id}')", suggest(str(value), [str(v) for v in known.data.get("values") or []]),
                                 "shape", k))
    span = max(max(abs(a), abs(b)) for a, b in (o if len(o) == 2 else (0, 0) for o in offsets))
    sizes = [min(int(g.data.get("width", 0)), int(g.data.get("height", 0))) for g in c.grids.values()]
    if sizes and span >= max(sizes):
        out.append(_diag(it, "W080", "warning", f"the shape of '{it.id}' fits on no declared grid",
                         "make the grid larger or the shape smaller", "shape"))


def _layout(c: Content, out: list[Diagnostic]) -> None:
    for it in [x for x in c.seat_style if x.id == "grids"][-1:]:
        names = set(c.tags) | {p for e in c.entities.values() for p in (e.data.get("props") or {})} | \
            {k for e in c.entities.values() for part in e.data.get("shape") or [] for k in
             (*(part.get("tags") or {}), *(part.get("props") or {}))} | {"owner", "entity", "kind"}
        for gid, spec in it.data.items():
            if gid not in c.grids:
                out.append(_diag(it, "E082", "error", f"layout colours for unknown grid '{gid}'",
                                 suggest(str(gid), c.grids) or "declare the grid under `grids:`", gid))
                continue
            for key in ("colour_by", "mark_by"):
                name = (spec or {}).get(key)
                if name is not None and name not in names:
                    out.append(_diag(it, "E082", "error", f"{key}: '{name}' is no tag or prop of the pieces",
                                     suggest(str(name), names), gid, key))


def _texts(c: Content) -> list[tuple[Item, str, str]]:
    out = [(it, "body", str(it.data.get("body", ""))) for it in c.macros.values()]
    out += [(it, "expr", str(it.data.get("expr", ""))) for it in c.functions.values()]
    for acts in c.actions.values():
        out += [(it, f, str(it.data.get(f, ""))) for it in acts.values() for f in ("do", "when")]
    return out


def _coordinates(c: Content, out: list[Diagnostic]) -> None:
    named = {gid: re.compile(rf"\b{re.escape(gid)}_([a-z])(\d+)\b") for gid in c.grids}
    for it, field, text in _texts(c):
        for gid, pattern in named.items():  # a cell named past the grid's edge (board_j10 on a 9 × 9 grid)
            decl = c.grids[gid].data
            w, h = int(decl.get("width", 0)), int(decl.get("height", 0))
            for m in pattern.finditer(text[:100_000]):
                col, row = ord(m.group(1)) - ord("a"), int(m.group(2)) - 1
                if m.group(0) not in c.zones and not (0 <= col < w and 0 <= row < h):
                    out.append(_diag(it, "E083", "error", f"{m.group(0)} is off the {w} × {h} grid '{gid}'",
                                     f"its cells run from {gid}_a1 to {cell_id(gid, w - 1, h - 1)}", field))
        for m in _CELL_CALL.finditer(text[:100_000]):
            g = c.grids.get(m.group(1))
            if g is None:
                continue
            col, row = int(m.group(2)), int(m.group(3))
            w, h = int(g.data.get("width", 0)), int(g.data.get("height", 0))
            if not (0 <= col < w and 0 <= row < h):
                out.append(_diag(it, "E083", "error", f"cell({m.group(1)}, {col}, {row}) is off the {w} × {h} grid",
                                 f"columns run 0 to {w - 1}, rows 0 to {h - 1}", field))


def grid_diagnostics(c: Content) -> list[Diagnostic]:
    """Every grid problem of a ruleset's content (none when it declares no grid and no shape)."""
    out: list[Diagnostic] = []
    for it in c.entities.values():
        parts = it.data.get("shape")
        if isinstance(parts, list) and parts:
            _shape(c, it, parts, out)
    _layout(c, out)
    if c.grids:
        _coordinates(c, out)
    return out

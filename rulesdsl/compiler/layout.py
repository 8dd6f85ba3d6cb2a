"""The table layout: how zones are grouped into regions on the board and in each player's area.

A ruleset may declare it (`file: layout`, schemas/layout.schema.json); otherwise `auto_layout` groups
the zones by their first tag (or their id's first word) so any ruleset can be drawn. Regions are
resolved at compile time: selectors become explicit, ordered zone lists, and unknown zones are errors.
"""

from __future__ import annotations

import re
from typing import Any

from rulesdsl.content.model import Content, Item
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.runtime.ruleset import Ruleset, RZone
from rulesdsl.suggest import suggest

register_codes({
    "E040": ("layout names an unknown zone", "A layout region lists a zone id that is not declared."),
    "E041": ("layout region mixes places", "A `place: board` region holds per-player zones, or a `place: player` "
                                           "region holds zones of the whole game."),
    "W040": ("layout region selects no zone", "A region's tags match no declared zone, so it is never drawn."),
})


def _diag(it: Item, code: str, severity: str, message: str, hint: str = "", *key: str | int) -> Diagnostic:
    line, col = it.origin.pos(*key)
    return Diagnostic(it.origin.file.path, line, col, severity, code, message, hint)


def _sort_key(zone: RZone, tag: str | None, index: int) -> tuple[int, int, str]:
    v = zone.tags.get(tag) if tag else None
    return (0, v, "") if isinstance(v, int) else (1, index, str(v or ""))


def _select(rs: Ruleset, it: Item, diags: list[Diagnostic]) -> list[str]:
    d = it.data
    out: list[str] = []
    for i, zid in enumerate(d.get("zones") or []):
        if zid not in rs.zones:
            diags.append(_diag(it, "E040", "error", f"layout region '{it.id}' names unknown zone '{zid}'",
                               suggest(str(zid), rs.zones) or "declare the zone first", "zones", i))
        else:
            out.append(str(zid))
    tags = d.get("tags") or {}
    if tags:
        got = [z for z in rs.zones.values() if all(z.tags.get(k) == v for k, v in tags.items())]
        if not got:
            diags.append(_diag(it, "W040", "warning", f"layout region '{it.id}' selects no zone with {tags}", "",
                               "tags"))
        out += [z.id for z in got if z.id not in out]
    with_tag = d.get("with_tag")
    if with_tag:
        got = [z for z in rs.zones.values() if with_tag in z.tags]
        if not got:
            diags.append(_diag(it, "W040", "warning", f"layout region '{it.id}' selects no zone with tag '{with_tag}'",
                               "", "with_tag"))
        out += [z.id for z in got if z.id not in out]
    order = d.get("order")
    if order:
        pos = {zid: i for i, zid in enumerate(out)}
        out.sort(key=lambda zid: _sort_key(rs.zones[zid], str(order), pos[zid]))
    return out


def compile_layout(c: Content, rs: Ruleset) -> list[Diagnostic]:
    """Resolve the declared regions into `rs.layout`; an error for every unknown or misplaced zone."""
    diags: list[Diagnostic] = []
    for it in c.regions.values():
        d = it.data
        place = str(d.get("place", "board"))
        zones = _select(rs, it, diags)
        wrong = [z for z in zones if rs.zones[z].per_player != (place == "player")]
        if wrong:
            diags.append(_diag(it, "E041", "error", f"layout region '{it.id}' ({place}) holds "
                               f"{'game' if place == 'player' else 'per-player'} zones: {', '.join(wrong[:5])}",
                               "per-player zones go in `place: player` regions, the others on the board", "id"))
        rs.layout.append({"id": it.id, "place": place, "zones": zones, "columns": int(d.get("columns", 6)),
                          "row": d.get("row"), "column": d.get("column"), "width": int(d.get("width", 12)),
                          "hide_empty": bool(d.get("hide_empty", False)), "grid": _grid(rs, zones, d.get("grid"))})
    return diags


def _grid(rs: Ruleset, zones: list[str], grid: dict[str, Any] | None) -> dict[str, list[int]] | None:
    """Cell (row, column) of each zone when the region places zones by their tags (1-based)."""
    if not grid:
        return None
    col_tag, row_tag, wrap = str(grid["column"]), grid.get("row"), int(grid.get("wrap", 1000))
    rows = [int(rs.zones[z].tags.get(str(row_tag), 0)) for z in zones] if row_tag else [0] * len(zones)
    top = max(rows, default=0)
    band = top - min(rows, default=0) + 1
    cells = {}
    for z, r in zip(zones, rows, strict=True):
        c = int(rs.zones[z].tags.get(col_tag, 1)) - 1
        cells[z] = [(c // wrap) * band + (top - r) + 1, c % wrap + 1]
    return cells


def _group_key(zone: RZone) -> str:
    if zone.tags:
        k, v = next(iter(zone.tags.items()))
        return f"{k}_{v}"
    return re.split(r"[_\d]", zone.id, maxsplit=1)[0] or zone.id


def auto_layout(rs: Ruleset) -> list[dict[str, Any]]:
    """A layout for a ruleset that declares none: board zones grouped by first tag, player zones together."""
    groups: dict[str, list[str]] = {}
    for z in rs.zones.values():
        if not z.per_player:
            groups.setdefault(_group_key(z), []).append(z.id)
    out: list[dict[str, Any]] = [
        {"id": key, "place": "board", "zones": zones, "columns": 6, "row": None, "column": None,
         "width": 12 if len(zones) > 8 else 6, "hide_empty": False, "grid": None} for key, zones in groups.items()]
    player = [z.id for z in rs.zones.values() if z.per_player]
    if player:
        out.append({"id": "player", "place": "player", "zones": player, "columns": 6, "row": None, "column": None,
                    "width": 12, "hide_empty": False, "grid": None})
    return out


def table_layout(rs: Ruleset) -> list[dict[str, Any]]:
    """The declared layout, or the automatic one; zones not placed anywhere get a region of their own."""
    regions = [dict(r) for r in (rs.layout or auto_layout(rs))]
    placed = {z for r in regions for z in r["zones"]}
    rest_board = [z.id for z in rs.zones.values() if not z.per_player and z.id not in placed]
    rest_player = [z.id for z in rs.zones.values() if z.per_player and z.id not in placed]
    if rest_board:
        regions.append({"id": "other", "place": "board", "zones": rest_board, "columns": 6, "row": None,
                        "column": None, "width": 12, "hide_empty": True, "grid": None})
    if rest_player:
        regions.append({"id": "other_player", "place": "player", "zones": rest_player, "columns": 6, "row": None,
                        "column": None, "width": 12, "hide_empty": True, "grid": None})
    return regions

"""The grids of the web table as JSON: each grid (per player: one per seat) with its cells, what covers each
visible cell and its colour, for `static/grid.js` to draw as an SVG.

Colours come from the layout's `grids:` block (`colour_by: <tag>` and `colours: {value: "#rrggbb"}`; a value
without a colour of its own takes one from a fixed palette); `mark_by: <prop>` draws that many marks on a
cell (one half's stars). Only zones the seat's view shows are read, so a hidden grid stays hidden.
"""

from __future__ import annotations

from typing import Any

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.names import pretty
from rulesdsl.play.game import Game
from rulesdsl.runtime.grids.geometry import Grid, GridTable
from rulesdsl.text.log import entity_name, who

PALETTE = ("#d9b44a", "#3f8f4e", "#3c7fc0", "#9bc95b", "#7d6b4f", "#8a8a8a", "#c0504d", "#8064a2")


def _colour(spec: dict[str, Any], value: Any) -> str | None:
    if value is None:
        return None
    given = (spec.get("colours") or {}).get(str(value))
    if isinstance(given, str):
        return given
    return PALETTE[sum(map(ord, str(value))) % len(PALETTE)]


def _cells(game: Game, tab: GridTable, g: Grid, zones: dict[str, Any], suffix: str, spec: dict[str, Any],
           locale: str) -> list[dict[str, Any]]:
    """Every cell of one grid instance: coordinates, zone key, and what covers it (when visible)."""
    out: list[dict[str, Any]] = [{"col": i % g.width, "row": i // g.width, "key": z + suffix}
                                 for i, z in enumerate(g.cells)]
    by, mark = spec.get("colour_by"), spec.get("mark_by")
    for i, z in enumerate(g.cells):
        held = zones.get(z + suffix)
        if not isinstance(held, list) or not held:
            if isinstance(held, dict) and held.get("count"):
                out[i]["hidden"] = True
            continue
        o = held[0]
        ent = game.rs.entities.get(o["entity"])
        facing = str((o.get("props") or {}).get("facing", "e"))
        for j, part in tab.footprint(g, o["entity"], i, facing) or [(i, -1)]:
            vals = dict(tab.shapes[o["entity"]][part].values) if part >= 0 else {}
            if ent is not None:
                vals = {**ent.tags, **ent.props, **(o.get("props") or {}), **vals}
            owner = (o.get("props") or {}).get("owner")
            out[j].update({"object": o["id"], "entity": o["entity"], "part": part, "anchor": j == i,
                           "name": entity_name(game.rs, o["entity"], locale),
                           "fill": _colour(spec, vals.get(by)) if by else None,
                           "value": pretty(vals.get(by)) if by and vals.get(by) is not None else None,
                           "marks": int(vals.get(mark) or 0) if mark and type(vals.get(mark)) is int else 0,
                           "owner": owner if type(owner) is int else None})
    return out


def grid_views(game: Game, v: dict[str, Any], locale: str) -> list[dict[str, Any]]:
    """The grids as this view shows them (shared grids once, per-player grids once per seat)."""
    tab = game.rs.grids
    if not isinstance(tab, GridTable) or not tab.grids:
        return []
    specs = game.rs.seat_style.get("grids") or {}
    cat = catalog_of(game.rs, locale)
    out: list[dict[str, Any]] = []
    for g in tab.grids.values():
        spec = specs.get(g.id) or {}
        title = cat.name(f"grid-{g.id}", pretty(g.id))
        seats: list[int | None] = list(range(int(v["players"]))) if g.per_player else [None]
        for p in seats:
            if not any((z + ("" if p is None else f".{p}")) in v["zones"] for z in g.cells):
                continue  # not in play at this player count
            out.append({"id": g.id, "shape": g.shape, "width": g.width, "height": g.height, "seat": p,
                        "sides": [list(s) for s in g.sides],
                        "title": title if p is None else f"{title} · {who(game, p, locale)}",
                        "cells": _cells(game, tab, g, v["zones"], "" if p is None else f".{p}", spec, locale)})
    return out

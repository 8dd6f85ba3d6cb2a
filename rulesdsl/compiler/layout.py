"""The table layout: how zones are grouped into regions on the board and in each player's area, where they
sit (tags, a board graph, or declared coordinates), and the icons of entities and zones.

A ruleset may declare it (`file: layout`, schemas/layout.schema.json); otherwise `auto_layout` groups
the zones by their first tag (or their id's first word) so any ruleset can be drawn. Regions are
resolved at compile time: selectors become explicit, ordered zone lists, and unknown zones are errors.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from rulesdsl.compiler.layout_graph import graph_cells, route_cells, route_steps
from rulesdsl.content.model import Content, Item
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.runtime.ruleset import Ruleset, RZone
from rulesdsl.suggest import suggest

register_codes({
    "E040": ("layout names an unknown zone", "A layout region lists a zone id that is not declared."),
    "E041": ("layout region mixes places", "A `place: board` region holds per-player zones, or a `place: player` "
                                           "region holds zones of the whole game."),
    "W040": ("layout region selects no zone", "A region's tags match no declared zone, so it is never drawn."),
    "E043": ("layout names an unknown graph", "A layout region's `graph:` names no graph of the board."),
    "E044": ("layout position for a zone outside its region", "A region's `positions:` names a zone the region "
                                                             "does not hold."),
    "E045": ("layout route cannot place its zones", "A region's `route:` joins two waypoints by a step that is "
                                                    "neither straight nor diagonal, or walks fewer cells than the "
                                                    "region has zones (or `order` values) to place."),
    "E046": ("layout icon for something unknown", "The layout's `icons:` names an entity or entity kind, a zone, "
                                                  "or a zone tag value that is not declared."),
    "W041": ("layout draws a bookkeeping zone", "A zone is declared `shown: none` (or sits in a `shown: none` "
                                                "region) and is also listed in a drawn region; it is never drawn."),
    "E047": ("layout track cannot find its pieces", "A region's `track:` names an entity kind no entity has, a prop "
                                                    "no entity of that kind carries, or a `by` tag none of them has."),
    "E048": ("layout track inside an unknown region", "A region's `track: within` names no region drawn in "
                                                      "`sections:`."),
    "W042": ("layout track piece without a section", "Pieces of a `track:` drawn `within` a sectioned region carry "
                                                     "a `by` tag value no section has, so their track is not drawn."),
    "E042": ("layout names an unknown counter", "The layout's `seats:` lists a counter that is not declared (per "
                                                "player for `counters`, global for `board_counters`)."),
})


def _diag(it: Item, code: str, severity: str, message: str, hint: str = "", *key: str | int) -> Diagnostic:
    line, col = it.origin.pos(*key)
    return Diagnostic(it.origin.file.path, line, col, severity, code, message, hint)


def _sort_key(zone: RZone, tag: str | None, index: int) -> tuple[int, int, str]:
    v = zone.tags.get(tag) if tag else None
    return (0, v, "") if isinstance(v, int) else (1, index, str(v or ""))


def _matches(value: Any, wanted: Any) -> bool:
    """A zone's tag value against a region's: one value, or any of a list."""
    return value in wanted if isinstance(wanted, list) else bool(value == wanted)


def _rank(tag: str, values: list[Any]) -> Callable[[RZone], int]:
    """Sort key: a zone's place by the value of `tag` in `values`."""
    return lambda z: values.index(z.tags.get(tag))


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
        got = [z for z in rs.zones.values() if all(_matches(z.tags.get(k), v) for k, v in tags.items())]
        for k, v in tags.items():  # a list of values: the zones of each value in the list's order
            if isinstance(v, list):
                got.sort(key=_rank(str(k), list(v)))
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
        if wrong and not d.get("track"):  # a track gathers its pieces from the board and every player alike
            diags.append(_diag(it, "E041", "error", f"layout region '{it.id}' ({place}) holds "
                               f"{'game' if place == 'player' else 'per-player'} zones: {', '.join(wrong[:5])}",
                               "per-player zones go in `place: player` regions, the others on the board", "id"))
        rs.layout.append({"id": it.id, "place": place, "zones": zones, "columns": int(d.get("columns", 6)),
                          "row": d.get("row"), "column": d.get("column"), "width": int(d.get("width", 12)),
                          "hide_empty": bool(d.get("hide_empty", False)), "route": bool(d.get("route")),
                          "grid": _declared(rs, it, zones, _placed(rs, it, zones, diags), diags),
                          "shown": str(d.get("shown", "all")), "draw": d.get("draw"), "fold": bool(d.get("fold")),
                          "sections": _sections(rs, it, zones), "edges": _edges(rs, it, zones),
                          "track": _track(rs, it, diags)})
    _check_tracks(rs, c, diags)
    _warn_bookkeeping(rs, c, diags)
    for it in [x for x in c.seat_style if x.id == "icons"][-1:]:
        rs.seat_style["icons"] = _icons(rs, it, diags)
    for it in [x for x in c.seat_style if x.id == "seats"][-1:]:
        rs.seat_style = {"colours": [str(x) for x in it.data.get("colours") or []],
                         "counters": _counters(it, "counters", rs.counter_bounds, diags),
                         "board_counters": _counters(it, "board_counters", rs.global_bounds, diags),
                         "provisional": bool(it.data.get("provisional", False)),
                         "icons": rs.seat_style.get("icons", {})}
    for it in [x for x in c.seat_style if x.id == "grids"][-1:]:  # how the web colours grids (web/grids.py)
        rs.seat_style["grids"] = dict(it.data)
    return diags


def _sections(rs: Ruleset, it: Item, zones: list[str]) -> list[dict[str, Any]] | None:
    """A region drawn as sections side by side: its zones split by the first `by` tag each has, in `order`."""
    spec = it.data.get("sections")
    if not spec:
        return None
    by = [str(t) for t in spec.get("by") or []]
    order = [str(v) for v in spec.get("order") or []]
    groups: dict[str, list[str]] = {}
    for z in zones:
        tags = rs.zones[z].tags
        key = next((str(tags[t]) for t in by if t in tags), "")
        groups.setdefault(key, []).append(z)
    keys = sorted(groups, key=lambda k: order.index(k) if k in order else len(order))
    band, split = spec.get("bands"), spec.get("split")
    return [{"id": k, "zones": groups[k],
             "bands": [str(rs.zones[z].tags.get(str(band), "")) for z in groups[k]] if band else None,
             "split": str(split) if split is not None else None} for k in keys]


def _track(rs: Ruleset, it: Item, diags: list[Diagnostic]) -> dict[str, Any] | None:
    """A region drawn as a track: its zones' pieces of one kind, each on the step given by a number prop."""
    spec = it.data.get("track")
    if not spec:
        return None
    kind, prop, by = str(spec["kind"]), str(spec["prop"]), spec.get("by")
    ents = [e for e in rs.entities.values() if e.kind == kind]
    if not ents:
        wrong, hint = f"kind '{kind}', which no entity has", suggest(kind, {e.kind for e in rs.entities.values()})
    elif not any(prop in e.props for e in ents):
        wrong, hint = f"prop '{prop}', which no {kind} carries", suggest(prop, {p for e in ents for p in e.props})
    elif by is not None and not any(str(by) in e.tags for e in ents):
        wrong, hint = f"tag '{by}', which no {kind} has", suggest(str(by), {t for e in ents for t in e.tags})
    else:
        return {"kind": kind, "prop": prop, "steps": int(spec["steps"]), "first": int(spec.get("first", 0)),
                "by": None if by is None else str(by), "within": spec.get("within"),
                "values": list(dict.fromkeys(str(e.tags[str(by)]) for e in ents if str(by) in e.tags))}
    diags.append(_diag(it, "E047", "error", f"layout region '{it.id}' draws a track by {wrong}", hint or "", "track"))
    return None


def _check_tracks(rs: Ruleset, c: Content, diags: list[Diagnostic]) -> None:
    """E048 for a track drawn within a region that is not drawn in sections; W042 for its pieces' `by` values
    that name no section there."""
    for r in rs.layout:
        t, it = r.get("track"), c.regions.get(r["id"])
        if not t or not t["within"] or it is None:
            continue
        host = next((x for x in rs.layout if x["id"] == t["within"] and x.get("sections")), None)
        if host is None:
            diags.append(_diag(it, "E048", "error", f"layout track '{r['id']}' is drawn within '{t['within']}', "
                               "which is no region in sections", suggest(str(t["within"]), [x["id"] for x in
                               rs.layout if x.get("sections")]) or "name a region with `sections:`", "track"))
            continue
        lost = [v for v in t["values"] if v not in {s["id"] for s in host["sections"]}]
        if lost:
            diags.append(_diag(it, "W042", "warning", f"layout track '{r['id']}': pieces with {t['by']} "
                               f"{', '.join(lost[:5])} have no section in '{t['within']}'", "", "track"))


def _edges(rs: Ruleset, it: Item, zones: list[str]) -> list[list[str]] | None:
    """The edges of the region's board graph between its zones (a region with `draw: graph`)."""
    graph = it.data.get("graph")
    if it.data.get("draw") != "graph" or graph is None:
        return None
    on = set(zones)
    return [[a, b] for a, b, _ in rs.graph_edges.get(str(graph), []) if a in on and b in on]


def bookkeeping(rs: Ruleset) -> set[str]:
    """Zones never drawn for players: declared `shown: none`, or placed in a `shown: none` region."""
    out = {z for z in rs.zones if rs.shown.get(f"zone:{z}") == "none"}
    for r in rs.layout:
        if r.get("shown") == "none":
            out.update(r["zones"])
    return out


def _warn_bookkeeping(rs: Ruleset, c: Content, diags: list[Diagnostic]) -> None:
    """W041 for a bookkeeping zone a drawn region lists by id (one selected by a tag is left out quietly)."""
    hidden = bookkeeping(rs)
    for it in c.regions.values():
        if it.data.get("shown") == "none":
            continue
        both = [str(z) for z in it.data.get("zones") or [] if z in hidden]
        if both:
            diags.append(_diag(it, "W041", "warning", f"layout region '{it.id}' lists bookkeeping zones, never "
                               f"drawn: {', '.join(both[:5])}", "take them out of the region, or show them", "id"))


def _placed(rs: Ruleset, it: Item, zones: list[str], diags: list[Diagnostic]) -> dict[str, list[int]] | None:
    """The cells of a region's zones: by a board graph (`graph:`), by two zone tags (`grid:`), or none."""
    graph = it.data.get("graph")
    if graph is None:
        return _grid(rs, zones, it.data.get("grid"))
    if str(graph) not in rs.graph_nodes:
        diags.append(_diag(it, "E043", "error", f"layout region '{it.id}' names unknown graph '{graph}'",
                           suggest(str(graph), rs.graph_nodes) or "declare it under `graphs:`", "graph"))
        return None
    return graph_cells(rs, zones, str(graph))


def _declared(rs: Ruleset, it: Item, zones: list[str], cells: dict[str, list[int]] | None,
              diags: list[Diagnostic]) -> dict[str, list[int]] | None:
    """Declared coordinates over the placement so far: a `route:` of waypoints, then single `positions:`."""
    route, positions = it.data.get("route"), it.data.get("positions") or {}
    if not route and not positions:
        return cells
    out = dict(cells or {})
    if route:
        walked = route_cells([[int(x), int(y)] for x, y in route])
        steps = route_steps(rs, zones, it.data.get("order"))
        if isinstance(walked, str):
            diags.append(_diag(it, "E045", "error", f"layout region '{it.id}' route: {walked}",
                               "join the waypoints by straight or diagonal lines", "route"))
        elif len(walked) < len(steps):
            diags.append(_diag(it, "E045", "error", f"layout region '{it.id}' route walks {len(walked)} cells for "
                               f"{len(steps)} places", "lengthen the route", "route"))
        else:
            out.update({z: cell for step, cell in zip(steps, walked, strict=False) for z in step})
    for z, (x, y) in positions.items():
        if z in zones:
            out[str(z)] = [int(y), int(x)]
        else:
            diags.append(_diag(it, "E044", "error", f"layout region '{it.id}' positions zone '{z}' it does not hold",
                               suggest(str(z), zones) or "add the zone to the region first", "positions", z))
    return out


def _icon(spec: Any) -> dict[str, Any]:
    """An icon as the table draws it: a short text (a letter, a glyph, an emoji) or a shape of the fixed set."""
    if isinstance(spec, str):
        return {"glyph": spec}
    return {"shape": str(spec["shape"]), "colour": spec.get("colour")}


def _icons(rs: Ruleset, it: Item, diags: list[Diagnostic]) -> dict[str, dict[str, Any]]:
    """The layout's `icons:` resolved per entity id (an entity's own icon over its kind's) and per zone id (a
    zone's own icon over one given by a tag value)."""
    d = it.data
    kinds: dict[str, list[str]] = {}
    for e in rs.entities.values():
        kinds.setdefault(e.kind, []).append(e.id)
    ents: dict[str, Any] = {}
    given = dict(d.get("entities") or {})
    for key, spec in sorted(given.items(), key=lambda kv: kv[0] in rs.entities):  # kinds first, then ids
        if key in rs.entities or key in kinds:
            ents.update({e: _icon(spec) for e in ([key] if key in rs.entities else kinds[key])})
        else:
            diags.append(_diag(it, "E046", "error", f"layout icon for unknown entity or kind '{key}'",
                               suggest(str(key), [*rs.entities, *kinds]) or "", "entities", key))
    zones: dict[str, Any] = {}
    for tag, values in dict(d.get("zone_tags") or {}).items():
        for value, spec in dict(values or {}).items():
            got = [z.id for z in rs.zones.values() if tag in z.tags and str(z.tags[tag]) == str(value)]
            if not got:
                diags.append(_diag(it, "E046", "error", f"layout icon for zone tag {tag}: {value}, which no zone has",
                                   "", "zone_tags", tag))
            zones.update({z: _icon(spec) for z in got})
    for z, spec in dict(d.get("zones") or {}).items():
        if z in rs.zones:
            zones[str(z)] = _icon(spec)
        else:
            diags.append(_diag(it, "E046", "error", f"layout icon for unknown zone '{z}'",
                               suggest(str(z), rs.zones) or "", "zones", z))
    return {"entities": ents, "zones": zones,
            "counters": _named_icons(it, "counters", {**rs.counter_bounds, **rs.global_bounds}, diags),
            "props": _named_icons(it, "props", _prop_names(rs), diags)}


def _prop_names(rs: Ruleset) -> set[str]:
    return {p for e in rs.entities.values() for p in e.props}


def _named_icons(it: Item, key: str, known: Any, diags: list[Diagnostic]) -> dict[str, Any]:
    """Icons of counters or props (E046 for a name that is not declared)."""
    out: dict[str, Any] = {}
    for name, spec in dict(it.data.get(key) or {}).items():
        if name in known:
            out[str(name)] = _icon(spec)
        else:
            diags.append(_diag(it, "E046", "error", f"layout icon for unknown {key[:-1]} '{name}'",
                               suggest(str(name), list(known)) or "", key, name))
    return out


def _counters(it: Item, key: str, known: dict[str, Any], diags: list[Diagnostic]) -> list[str] | None:
    """The declared counters of a `seats:` list (None when not given: every counter is shown)."""
    if key not in it.data:
        return None
    out = []
    for i, k in enumerate(str(x) for x in it.data.get(key) or []):
        if k in known:
            out.append(k)
        else:
            diags.append(_diag(it, "E042", "error", f"layout seats ({key}) name unknown counter '{k}'",
                               suggest(k, known) or "declare it first", key, i))
    return out


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


def _without(section: dict[str, Any], hidden: set[str]) -> dict[str, Any]:
    """A section without its bookkeeping zones (its bands kept in step)."""
    keep = [i for i, z in enumerate(section["zones"]) if z not in hidden]
    bands = section.get("bands")
    return {**section, "zones": [section["zones"][i] for i in keep],
            "bands": [bands[i] for i in keep] if bands else None}


def table_layout(rs: Ruleset) -> list[dict[str, Any]]:
    """The declared layout, or the automatic one; zones not placed anywhere get a region of their own."""
    hidden = bookkeeping(rs)
    cells = set(getattr(rs.grids, "of_cell", ()))  # grid cells are drawn as grids (web/grids.py), not as zones
    tracked = {z for r in rs.layout if r.get("track") for z in r["zones"]}  # drawn on their track only
    regions = []
    for r in rs.layout or auto_layout(rs):
        if r.get("shown") == "none":
            continue
        r = dict(r)
        away = hidden | cells if r.get("track") else hidden | cells | tracked
        r["zones"] = [z for z in r["zones"] if z not in away]
        if r.get("sections"):
            r["sections"] = [_without(s, hidden | cells | tracked) for s in r["sections"]]
        if cells and not r["zones"] and not r.get("sections"):
            continue
        regions.append(r)
    placed = {z for r in regions for z in r["zones"]} | hidden | cells
    rest_board = [z.id for z in rs.zones.values() if not z.per_player and z.id not in placed]
    rest_player = [z.id for z in rs.zones.values() if z.per_player and z.id not in placed]
    if rest_board:
        regions.append({"id": "other", "place": "board", "zones": rest_board, "columns": 6, "row": None,
                        "column": None, "width": 12, "hide_empty": True, "grid": None})
    if rest_player:
        regions.append({"id": "other_player", "place": "player", "zones": rest_player, "columns": 6, "row": None,
                        "column": None, "width": 12, "hide_empty": True, "grid": None})
    return regions

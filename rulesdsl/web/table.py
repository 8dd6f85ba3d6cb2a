"""What one seat (or a spectator) sees at the table, as JSON: the board, the players' areas, the pending
decision with labelled options, the log in sentences, and the score at the end.

Everything is built from `view(game, viewer)`, the engine's per-player view, so a page can hold only
what that viewer may see: hidden zones show a count, never their objects, and the log names an object
only when it lands where the viewer can see it. Pieces carry their owner (a seat), and seats their colour
(the layout's `seats: colours`, else assigned), so the page draws owned, coloured pieces for any ruleset.
"""

from __future__ import annotations

from typing import Any

from rulesdsl.compiler.layout import table_layout
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.play.game import SKIP, Game
from rulesdsl.play.simultaneous import masked
from rulesdsl.play.views import view
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.log import entity_name, who
from rulesdsl.web import narration
from rulesdsl.web.ending import final_scores
from rulesdsl.web.grids import grid_views

MAX_LOG = 400
PALETTE = ["#c0392b", "#2f6fc4", "#2e9a48", "#d9a514", "#7d4bb3", "#e67e22", "#16a085", "#8c8c8c"]


def seat_colours(rs: Ruleset, players: int) -> list[str]:
    """Each seat's colour: the layout's, else one from the palette."""
    declared = list(rs.seat_style.get("colours") or [])
    return [declared[p] if p < len(declared) else PALETTE[p % len(PALETTE)] for p in range(players)]


def colour_word(colour: str) -> str:
    """A plain word for a #rgb/#rrggbb colour (red, blue, grey, ...), so a seat's colour can be named in text."""
    h = colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    try:
        r, g, b = (int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))
    except ValueError:
        return "grey"
    hi, lo = max(r, g, b), min(r, g, b)
    if hi - lo < 0.15:
        return "black" if hi < 0.2 else "white" if lo > 0.85 else "grey"
    if hi == r:
        hue = (60 * (g - b) / (hi - lo)) % 360
    elif hi == g:
        hue = 60 * (b - r) / (hi - lo) + 120
    else:
        hue = 60 * (r - g) / (hi - lo) + 240
    for top, word in ((15, "red"), (40, "orange"), (70, "yellow"), (160, "green"), (195, "teal"), (255, "blue"),
                      (290, "purple"), (340, "pink"), (360, "red")):
        if hue < top:
            return word
    return "red"


def _name(game: Game, family: str, ident: str, locale: str) -> str:
    return catalog_of(game.rs, locale).name(message_id(family, ident), pretty(ident))


def _object(game: Game, o: dict[str, Any], locale: str) -> dict[str, Any]:
    """One visible object: its name, its owner (a seat, from its `owner` prop) and its other numbers."""
    owner = o["props"].get("owner")
    if not isinstance(owner, int) or isinstance(owner, bool) or not 0 <= owner < game.state["players"]:
        owner = None
    ent = game.rs.entities.get(o["entity"])
    kind = ent.kind if ent is not None else ""
    props = [[_name(game, "prop", k, locale), val, k] for k, val in sorted(o["props"].items())
             if isinstance(val, int) and not isinstance(val, bool) and val and k != "owner"
             and game.rs.shown.get(f"prop:{kind}.{k}", "all") != "none"]  # bookkeeping props are never drawn
    piece = entity_name(game.rs, o["entity"], locale)
    name = piece
    if owner is not None:  # any owned piece is named with its owner (the seat's name, as everywhere)
        holder = who(game, owner, locale)
        name = catalog_of(game.rs, locale).format("web-owned", {"owner": holder, "piece": piece},
                                                  f"{holder}'s {piece}")
    out = {"id": o.get("id"), "name": name, "piece": piece, "entity": o["entity"], "owner": owner, "props": props}
    icon = (game.rs.seat_style.get("icons") or {}).get("entities", {}).get(o["entity"])
    if icon:  # only a visible object carries its icon (the page learns no entity it cannot see)
        out["icon"] = icon
    return out


def _zone(game: Game, v: dict[str, Any], zone: str, key: str, locale: str) -> dict[str, Any] | None:
    got = v["zones"].get(key)
    if got is None:
        return None  # not in play at this player count
    out: dict[str, Any] = {"key": key, "zone": zone, "title": _name(game, "zone", zone, locale)}
    if isinstance(got, dict):
        n = int(got["count"])
        text = catalog_of(game.rs, locale).format("web-hidden-count", {"n": n}, f"{n} hidden")
        if got.get("known"):  # objects revealed to this seat (reveal()) and not moved since
            names = ", ".join(entity_name(game.rs, k["entity"], locale) for k in got["known"])
            text += " — " + catalog_of(game.rs, locale).format("web-known", {"names": names}, f"you saw {names}")
        out.update({"hidden": True, "count": n, "count_text": text})
        return out
    objs = [_object(game, o, locale) for o in got]
    out.update({"hidden": False, "count": len(objs), "objects": objs})
    return out


def _regions(game: Game, v: dict[str, Any], layout: list[dict[str, Any]], place: str, locale: str,
             player: int | None) -> list[dict[str, Any]]:
    cat = catalog_of(game.rs, locale)
    out: list[dict[str, Any]] = []
    tracks = []
    for r in layout:
        if r["place"] != place:
            continue
        if r.get("track"):
            tracks.append(_track(game, v, r, locale, player))
            continue
        zones = []
        for z in r["zones"]:
            got = _zone(game, v, z, z if player is None else f"{z}.{player}", locale)
            if got is None or (r["hide_empty"] and got["count"] == 0):
                continue
            if r.get("grid") and z in r["grid"]:  # declared positions may place only some zones
                got["cell"] = r["grid"][z]
            zones.append(got)
        if zones:
            out.append({"id": r["id"], "title": cat.name(f"layout-{r['id']}", pretty(r["id"])),
                        "columns": r["columns"], "row": r["row"], "column": r["column"], "width": r["width"],
                        "grid": bool(r.get("grid")), "route": bool(r.get("route")), "zones": zones,
                        "draw": r.get("draw"), "edges": _edges(r.get("edges"), zones), "fold": bool(r.get("fold")),
                        "sections": _sections(game, r, zones, locale)})
    for t in tracks:  # a track drawn within a sectioned region: each lane in the section of its value
        host = next((x for x in out if x["id"] == t["within"] and x["sections"]), None)
        if host is None:
            out.append(t)
            continue
        lanes = {lane["id"]: lane for lane in t["lanes"]}
        for s in host["sections"]:
            if s["id"] in lanes:
                s["track"] = {**t, "lanes": [lanes[s["id"]]]}
                for step in lanes[s["id"]]["steps"]:
                    for o in step:
                        o["name"] = o["name"].replace(f" ({s['title']})", "")
    return out


def _track(game: Game, v: dict[str, Any], r: dict[str, Any], locale: str, player: int | None) -> dict[str, Any]:
    """A track region: the visible pieces of its kind in its zones (a piece in a player's zone is that
    player's), one lane per value of the `by` tag, each lane a list of steps holding the pieces on it."""
    t, cat = r["track"], catalog_of(game.rs, locale)
    seats = range(game.state["players"]) if player is None else [player]
    lanes: dict[str, list[list[dict[str, Any]]]] = {val: [[] for _ in range(t["steps"])] for val in t["values"]}
    for z in r["zones"]:
        per = game.rs.zones[z].per_player
        for seat, key in ([(p, f"{z}.{p}") for p in seats] if per else [(None, z)]):
            got = v["zones"].get(key)
            if not isinstance(got, list):
                continue  # out of play at this player count, or hidden from this viewer
            for o in got:
                ent = game.rs.entities.get(o["entity"])
                if ent is None or ent.kind != t["kind"]:
                    continue
                pos = o["props"].get(t["prop"], ent.props.get(t["prop"]))  # a view leaves out props at their start
                if not isinstance(pos, int) or isinstance(pos, bool):
                    continue
                piece = _object(game, o, locale)
                if piece["owner"] is None and seat is not None:
                    holder = who(game, seat, locale)
                    piece["name"] = cat.format("web-owned", {"owner": holder, "piece": piece["piece"]},
                                               f"{holder}'s {piece['piece']}")
                    piece["owner"] = seat
                lane = str(ent.tags.get(t["by"], "")) if t["by"] else ""
                step = min(max(pos - t["first"], 0), t["steps"] - 1)
                lanes.setdefault(lane, [[] for _ in range(t["steps"])])[step].append(piece)
    return {"id": r["id"], "title": cat.name(f"layout-{r['id']}", pretty(r["id"])), "within": t["within"],
            "step_titles": [cat.format(f"layout-{r['id']}-step", {"n": i + 1}, str(i + 1)) for i in range(t["steps"])],
            "lanes": [{"id": k, "steps": steps, "title": "" if t["within"] or not k else  # the value's own name
                       cat.try_format(f"layout-{r['id']}-{k}", {}) or _name(game, "value", k, locale)}
                      for k, steps in lanes.items()],
            "zones": [], "track": True,
            "columns": r["columns"], "row": r["row"], "column": r["column"], "width": r["width"], "fold": False,
            "sections": None}


def _edges(edges: list[list[str]] | None, zones: list[dict[str, Any]]) -> list[list[str]] | None:
    """The graph's edges between zones in play (a zone out of play at this player count has none)."""
    if edges is None:
        return None
    on = {z["zone"] for z in zones}
    return [e for e in edges if e[0] in on and e[1] in on]


def _sections(game: Game, r: dict[str, Any], zones: list[dict[str, Any]], locale: str) -> list[dict[str, Any]] | None:
    """A sectioned region's zones per section (a board's regions side by side), each titled from the catalog;
    a zone's title drops the section's name it repeats ("Space 1 (North)" -> "Space 1" in the section North)."""
    if not r.get("sections"):
        return None
    cat = catalog_of(game.rs, locale)
    by_zone = {z["zone"]: z for z in zones}
    out = []
    split = cat.name(f"layout-{r['id']}-split", "")
    for s in r["sections"]:
        title = cat.name(f"layout-{r['id']}-{s['id']}", pretty(s["id"]))
        bands = s.get("bands") or [""] * len(s["zones"])
        got = [(by_zone[z], b) for z, b in zip(s["zones"], bands, strict=True) if z in by_zone]
        for z, _ in got:
            z["title"] = z["title"].replace(f" ({title})", "")
        if got:
            out.append({"id": s["id"], "title": title, "keys": [z["key"] for z, _ in got],
                        "bands": [b for _, b in got], "split": s.get("split"), "split_title": split})
    return out


def _counters(game: Game, values: dict[str, int], shown: list[str] | None, locale: str,
              designer: bool = False) -> list[dict[str, Any]]:
    """The counters to show: the layout's (else every one not at 0) but those declared `shown: none`; a designer
    sees the rest not at 0 too."""
    keys = list(shown) if shown is not None else [k for k, n in values.items() if n]
    keys = [k for k in keys if game.rs.shown.get(f"counter:{k}", "all") != "none"]  # bookkeeping: never drawn
    if designer:
        keys += [k for k, n in values.items() if n and k not in keys]
    icons = (game.rs.seat_style.get("icons") or {}).get("counters", {})
    return [{"id": k, "name": _name(game, "counter", k, locale), "value": values.get(k, 0),
             **({"icon": icons[k]} if k in icons else {})} for k in keys]


def _players(game: Game, v: dict[str, Any], layout: list[dict[str, Any]], locale: str,
             designer: bool) -> list[dict[str, Any]]:
    out = []
    colours = seat_colours(game.rs, v["players"])
    shown = game.rs.seat_style.get("counters")
    for p in range(v["players"]):
        word = colour_word(colours[p])
        out.append({"seat": p, "name": who(game, p, locale), "colour": colours[p],
                    "colour_name": catalog_of(game.rs, locale).format(f"web-colour-{word}", None, word),
                    "score": v["counters"][p][game.rs.score],
                    "counters": _counters(game, v["counters"][p], shown, locale, designer),
                    "regions": _regions(game, v, layout, "player", locale, p)})
    return out


def _target(v: dict[str, Any], seen: dict[int, str], value: Any, player: int,
            entities: dict[str, Any]) -> dict[str, Any]:
    """What an option points at on the table (an object, a zone, or the decider's own zone), so the page can
    make it clickable; an option naming a kind of card (an entity id) carries it for its card text."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= OBJ_BASE:
        # only an object the viewer can see is named: an offer of hidden objects stays a plain button
        return {"object": value, "entity": seen[value]} if value in seen else {}
    if isinstance(value, str):
        for key in (value, f"{value}.{player}"):
            if key in v["zones"]:
                return {"zone": key}
        if value in entities:
            return {"entity": value}  # card text is public (the gallery shows every card)
    return {}


def _decision(game: Game, v: dict[str, Any], viewer: int | None, locale: str, designer: bool) -> dict[str, Any] | None:
    deciding = game.waiting()
    if viewer in deciding:  # at a simultaneous decision: this seat's own (the others' stay hidden)
        game = masked(game, viewer)
    d = game.state["decision"]
    if d is None:
        return None
    out: dict[str, Any] = {"player": int(d["p"]), "player_name": who(game, int(d["p"]), locale),
                           "prompt": narration.prompt(game, locale), "kind": d["k"], "mine": d["p"] == viewer}
    if d.get("s"):  # who is still choosing, never what anyone chose: "waiting for P2, P3"
        out["waiting"] = deciding
        if d["p"] != viewer:
            out["player_name"] = ", ".join(who(game, p, locale) for p in deciding)
    if designer:
        where = getattr(game.rs.nodes[d["n"]], "where", None) if 0 <= d["n"] < len(game.rs.nodes) else None
        out["rule"] = {"prompt": d["pr"], "where": f"{where[0]}:{where[1]}" if where else ""}
    if d["p"] != viewer:
        return out  # another player's options are not shown (they may name hidden objects)
    options = []
    seen = {o["id"]: o["entity"] for z in v["zones"].values() if isinstance(z, list) for o in z if "id" in o}
    for i, o in enumerate(d["o"]):
        item = {"id": o, "label": narration.option(game, i, locale), "legal": True}
        if d["k"] == "pick" and i < len(d["v"]):
            item.update(_target(v, seen, d["v"][i], int(d["p"]), game.rs.entities))
        elif d["k"] == "number":
            item.update(kind="number", number=d["v"][i])
        options.append(item)
    if d["skip"]:
        options.append({"id": SKIP, "label": narration.option(game, len(d["o"]), locale), "legal": True,
                        "skip": True})
    if d["k"] == "act":
        options += _refused_actions(game, set(d["o"]), locale)
    out["options"] = options
    if d.get("mp"):  # a multi-pick, asked one element at a time: how many are picked so far, of how many
        out["several"] = {"picked": d["mp"][0], "of": d["mp"][1]}
    if d.get("rg"):  # a number choice: its range, for a stepper (static/number.js); the options list every number
        out["number"] = {"min": d["rg"][0], "max": d["rg"][1], "step": d["rg"][2]}
    return out


def _refused_actions(game: Game, legal: set[str], locale: str) -> list[dict[str, Any]]:
    """The other actions of the group on offer, shown disabled with the reason they are refused now."""
    groups = [acts for acts in game.rs.actions.values() if legal & {a.id for a in acts}]
    out = []
    for acts in groups[:1]:
        for a in acts:
            if a.id in legal or (a.players is not None and game.state["players"] not in a.players):
                continue  # an action of another player count is not part of this game
            reason = narration.why_not(game, a.id, locale)
            out.append({"id": a.id, "label": _name(game, "action", a.id, locale), "legal": False, "why_not": reason})
    return out


def log_lines(game: Game, viewer: int | None, locale: str, start: int = 0) -> list[str]:
    """The log as sentences for this viewer (the seat view's rule: objects moved where the viewer cannot
    see are not named); a spectator (None) sees what no seat's private zones would show."""
    seat = -1 if viewer is None else viewer  # -1 owns no zone: public information only
    out = narration.log(game, seat, locale, start)
    return out[-MAX_LOG:]


def table_state(game: Game, viewer: int | None, locale: str, seats: list[str],
                designer: bool = False) -> dict[str, Any]:
    """The whole table as `viewer` (a seat, or None for a spectator) may see it; `designer` adds every
    counter and the rule behind the pending decision."""
    v = view(game, viewer)
    layout = table_layout(game.rs)  # once per page: the board and every player's area
    board_shown = game.rs.seat_style.get("board_counters")
    out: dict[str, Any] = {
        "game": game.rs.name, "ruleset": game.rs.id, "viewer": viewer, "moves": len(game.history),
        "over": game.is_over(), "seats": seats, "designer": designer,
        "board": _regions(game, v, layout, "board", locale, None),
        "board_counters": _counters(game, dict(v["global"]), board_shown, locale, designer),
        "players": _players(game, v, layout, locale, designer),
        "decision": _decision(game, v, viewer, locale, designer), "log": log_lines(game, viewer, locale),
        # pieces carry their own icons (the page learns no entity it cannot see)
        "icons": {k: (game.rs.seat_style.get("icons") or {}).get(k, {}) for k in ("zones", "props")},
    }
    out["grids"] = grid_views(game, v, locale)  # drawn by static/grid.js
    if game.is_over():
        out["final"] = final_scores(game, locale)
    return out

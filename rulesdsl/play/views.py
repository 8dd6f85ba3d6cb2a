"""Per-player views: what one player may see (own hand, not others'; deck sizes, never order)."""

from __future__ import annotations

from typing import Any

from rulesdsl.play.game import Game
from rulesdsl.play.simultaneous import decided, waiting
from rulesdsl.runtime.knowledge import known_objects
from rulesdsl.runtime.machine import OBJ_BASE


def _visible(game: Game, zone: str, owner: int | None, viewer: int | None) -> bool:
    vis = game.rs.zones[zone].visibility
    if vis == "public":
        return True
    if vis == "owner":
        return viewer is not None and owner == viewer
    return False


def view(game: Game, viewer: int | None = None) -> dict[str, Any]:
    """The state as `viewer` sees it (None = a spectator who sees only public information)."""
    st = game.state
    oe, op = st["obj_entity"], st["obj_props"]
    zones: dict[str, Any] = {}
    known = known_objects(st, viewer)
    for key, items in st["zones"].items():
        zone, _, who = key.partition(".")
        owner = int(who) if who else None
        if _visible(game, zone, owner, viewer):
            zones[key] = [{"id": o, "entity": oe[o - OBJ_BASE], "props": op[o - OBJ_BASE] or {}} for o in items]
        else:
            zones[key] = {"count": len(items)}
            shown = [{"id": o, "entity": oe[o - OBJ_BASE], "position": k} for k, o in enumerate(items) if o in known]
            if shown:
                zones[key]["known"] = shown  # revealed to the viewer (reveal()) and not moved since
    out: dict[str, Any] = {
        "viewer": viewer, "players": st["players"], "order": list(st["order"]),
        "counters": [dict(c) for c in st["counters"]],
        "global": dict(st["shared"]), "zones": zones, "over": bool(st["over"]), "options": dict(st["options"]),
    }
    d = st["decision"]
    seats = waiting(st)
    if seats:  # a simultaneous decision: who is still choosing and who has chosen, never what
        own = game.decision(viewer) if viewer in seats else None
        out["decision"] = {"player": viewer if own is not None else seats[0],
                           "kind": own.kind if own is not None else d["k"],
                           "options": list(own.options) if own is not None else None,
                           "waiting": seats, "decided": decided(st)}
    elif d is not None:
        mine = viewer is not None and d["p"] == viewer
        out["decision"] = {"player": d["p"], "kind": d["k"], "options": game.legal_actions() if mine else None}
    return out

"""What one seat (or a spectator) sees at the table, as JSON: the board, the players' areas, the pending
decision with labelled options, the log in sentences, and the score at the end.

Everything is built from `view(game, viewer)`, the engine's per-player view, so a page can hold only
what that viewer may see: hidden zones show a count, never their objects, and the log names an object
only when it lands where the viewer can see it.
"""

from __future__ import annotations

from typing import Any

from rulesdsl.agents.seat_view import visible_text
from rulesdsl.compiler.layout import table_layout
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.decisions import option_label, prompt_text, why_not_text
from rulesdsl.i18n.log import entity_name, player_name, score_table
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.play.game import SKIP, Game
from rulesdsl.play.views import view

MAX_LOG = 400


def _name(game: Game, family: str, ident: str, locale: str) -> str:
    return catalog_of(game.rs, locale).name(message_id(family, ident), pretty(ident))


def _zone(game: Game, v: dict[str, Any], zone: str, key: str, locale: str) -> dict[str, Any] | None:
    got = v["zones"].get(key)
    if got is None:
        return None  # not in play at this player count
    out: dict[str, Any] = {"key": key, "title": _name(game, "zone", zone, locale)}
    if isinstance(got, dict):
        n = int(got["count"])
        text = catalog_of(game.rs, locale).format("web-hidden-count", {"n": n}, f"{n} hidden")
        out.update({"hidden": True, "count": n, "count_text": text})
        return out
    objs = []
    for o in got:
        props = {_name(game, "prop", k, locale): val for k, val in sorted(o["props"].items())
                 if isinstance(val, int) and not isinstance(val, bool) and val and k != "owner"}  # the zone says whose
        objs.append({"name": entity_name(game.rs, o["entity"], locale), "entity": o["entity"], "props": props})
    out.update({"hidden": False, "count": len(objs), "objects": objs})
    return out


def _regions(game: Game, v: dict[str, Any], layout: list[dict[str, Any]], place: str, locale: str,
             player: int | None) -> list[dict[str, Any]]:
    cat = catalog_of(game.rs, locale)
    out = []
    for r in layout:
        if r["place"] != place:
            continue
        zones = []
        for z in r["zones"]:
            got = _zone(game, v, z, z if player is None else f"{z}.{player}", locale)
            if got is None or (r["hide_empty"] and got["count"] == 0):
                continue
            if r.get("grid"):
                got["cell"] = r["grid"][z]
            zones.append(got)
        if zones:
            out.append({"id": r["id"], "title": cat.name(f"layout-{r['id']}", pretty(r["id"])),
                        "columns": r["columns"], "row": r["row"], "column": r["column"], "width": r["width"],
                        "grid": bool(r.get("grid")), "zones": zones})
    return out


def _players(game: Game, v: dict[str, Any], layout: list[dict[str, Any]], locale: str) -> list[dict[str, Any]]:
    out = []
    for p in range(v["players"]):
        counters = [{"name": _name(game, "counter", k, locale), "value": n}
                    for k, n in v["counters"][p].items() if n]
        out.append({"seat": p, "name": player_name(p, locale, game.rs), "score": v["counters"][p][game.rs.score],
                    "counters": counters, "regions": _regions(game, v, layout, "player", locale, p)})
    return out


def _decision(game: Game, viewer: int | None, locale: str) -> dict[str, Any] | None:
    d = game.state["d"]
    if d is None:
        return None
    out: dict[str, Any] = {"player": int(d["p"]), "player_name": player_name(int(d["p"]), locale, game.rs),
                           "prompt": prompt_text(game, locale), "kind": d["k"], "mine": d["p"] == viewer}
    if d["p"] != viewer:
        return out  # another player's options are not shown (they may name hidden objects)
    options = [{"id": o, "label": option_label(game, i, locale), "legal": True} for i, o in enumerate(d["o"])]
    if d["skip"]:
        options.append({"id": SKIP, "label": option_label(game, len(d["o"]), locale), "legal": True})
    if d["k"] == "act":
        options += _refused_actions(game, set(d["o"]), locale)
    out["options"] = options
    return out


def _refused_actions(game: Game, legal: set[str], locale: str) -> list[dict[str, Any]]:
    """The other actions of the group on offer, shown disabled with the reason they are refused now."""
    groups = [acts for acts in game.rs.actions.values() if legal & {a.id for a in acts}]
    out = []
    for acts in groups[:1]:
        for a in acts:
            if a.id in legal:
                continue
            reason = why_not_text(game, a.id, locale) or ""
            out.append({"id": a.id, "label": _name(game, "action", a.id, locale), "legal": False, "why_not": reason})
    return out


def log_lines(game: Game, viewer: int | None, locale: str, start: int = 0) -> list[str]:
    """The log as sentences for this viewer (the seat view's rule: objects moved where the viewer cannot
    see are not named); a spectator (None) sees what no seat's private zones would show."""
    seat = -1 if viewer is None else viewer  # -1 owns no zone: public information only
    out = [line for line in (visible_text(game, ev, seat, locale) for ev in (game.log or [])[start:]) if line]
    return out[-MAX_LOG:]


def table_state(game: Game, viewer: int | None, locale: str, seats: list[str]) -> dict[str, Any]:
    """The whole table as `viewer` (a seat, or None for a spectator) may see it."""
    v = view(game, viewer)
    layout = table_layout(game.rs)  # once per page: the board and every player's area
    out: dict[str, Any] = {
        "game": game.rs.name, "viewer": viewer, "moves": len(game.history), "over": game.is_over(),
        "seats": seats, "board": _regions(game, v, layout, "board", locale, None),
        "players": _players(game, v, layout, locale),
        "decision": _decision(game, viewer, locale), "log": log_lines(game, viewer, locale),
    }
    if game.is_over():
        out["scores"] = score_table(game, locale)
    return out

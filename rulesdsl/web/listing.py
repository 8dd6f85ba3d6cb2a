"""The lobby and the replays in words: a game's options by their catalog names with a line each (only those
that apply), languages by their own names, seat kinds by name with a line each, the unfinished games with
their free seats to join, and the games played here with their date, seats, winner and length."""

from __future__ import annotations

import time
from typing import Any

from rulesdsl.errors import RulesError
from rulesdsl.i18n import catalog_of, locales_of
from rulesdsl.i18n.catalog import Catalog
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.log import player_name
from rulesdsl.text.render import capitalise
from rulesdsl.web.session import HUMAN
from rulesdsl.web.store import Store

MAX_SHOWN = 40  # games shown in one list


def kind_key(kind: str) -> str:
    """The catalog key of a seat kind (`mcts:1s` -> `mcts-1s`)."""
    return "".join(ch if ch.isalnum() else "-" for ch in kind)[:24]


def seat_kinds(kinds: list[str] | tuple[str, ...], cat: Catalog) -> list[dict[str, str]]:
    """Each seat kind the form offers: its id, its name and a line saying how it plays."""
    out = []
    for k in kinds:
        name = capitalise(cat.format("web-seat-human", None, "person"), cat.locale) if k == HUMAN else \
            cat.format(f"web-agent-{kind_key(k)}", None, pretty(k))
        out.append({"id": k, "name": name, "about": cat.format(f"web-agent-{kind_key(k)}-about", None, "")})
    return out


def kind_name(kind: str, cat: Catalog) -> str:
    """A seat kind's name in words."""
    return seat_kinds([kind], cat)[0]["name"]


def options_of(rs: Ruleset, locale: str) -> list[dict[str, Any]]:
    """A ruleset's options for the lobby: name, one-line description, values in words, default and where it
    applies (`players:`, `when:`)."""
    cat = catalog_of(rs, locale)
    out = []
    for oid, decl in rs.options.items():
        values = [str(v) for v in decl.get("values", [])]
        out.append({"id": oid, "name": capitalise(cat.name(message_id("option", oid), pretty(oid)), locale),
                    "about": cat.try_format(f"about-option-{oid}") or "",
                    "values": [{"id": v, "label": cat.name(message_id("option", f"{oid}-{v}"), pretty(v))}
                               for v in values],
                    "default": str(decl.get("default", "")), "players": list(decl.get("players") or []),
                    "when": {str(k): [str(x) for x in v] for k, v in (decl.get("when") or {}).items()}})
    return out


def languages(rs: Ruleset) -> list[dict[str, str]]:
    """The ruleset's locales, each by its own name (`web-language-self` in that locale's catalog)."""
    out = []
    for loc in locales_of(rs):
        own = catalog_of(rs, loc).try_format("web-language-self")
        out.append({"id": loc, "name": own or loc})
    return out


def _when(stamp: Any) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(float(stamp))) if isinstance(stamp, (int, float)) else ""


def _seats(rec: dict[str, Any], rs: Ruleset, cat: Catalog, locale: str) -> list[dict[str, Any]]:
    names = rec.get("names") or None
    return [{"seat": p, "name": player_name(p, locale, rs, names), "kind": kind, "kind_name": kind_name(kind, cat)}
            for p, kind in enumerate(rec["seats"])]


def open_games(store: Store, locale: str) -> list[dict[str, Any]]:
    """The unfinished games: their seats, and for each person seat nobody has opened since the server started
    (the creator's own seats count as opened, the first one always) the invite to join it."""
    out = []
    for rec in store.unfinished()[:MAX_SHOWN]:
        try:
            rs = store.ruleset(rec["ruleset"])
        except RulesError:  # a ruleset that no longer loads: the game is not listed
            continue
        cat = catalog_of(rs, locale)
        seen = store.online.get(rec["id"], {})
        seats = _seats(rec, rs, cat, locale)
        people = [s["seat"] for s in seats if s["kind"] == HUMAN]
        for s in seats:
            token = rec["tokens"].get(str(s["seat"]))
            # the first person seat is the host's (whoever started the game), even after a restart
            s["free"] = s["kind"] == HUMAN and token is not None and s["seat"] not in seen and s["seat"] != people[0]
            s["join"] = f"/game/{rec['id']}/join/{token}" if s["free"] else None
        free = sum(1 for s in seats if s["free"])
        out.append({"id": rec["id"], "game": rs.name, "seats": seats, "moves": rec["moves"], "free": free,
                    "free_text": cat.format("web-lobby-free", {"n": free}) if free else "",
                    "when": _when(rec.get("when")), "claimable": rec["claimable"]})
    out.sort(key=lambda g: -g["free"])  # games with a free seat first (the store lists newest first)
    return out


def played(store: Store, locale: str) -> list[dict[str, Any]]:
    """The games played here, newest first: date, ruleset, seats by name and kind, winner and length."""
    out = []
    for rec in store.saved()[:MAX_SHOWN]:
        try:
            rs = store.ruleset(rec["ruleset"])
        except RulesError:
            continue
        cat = catalog_of(rs, locale)
        seats = _seats(rec, rs, cat, locale)
        result = rec.get("result") or {}
        winners = [seats[p]["name"] for p in result.get("winners") or [] if isinstance(p, int) and p < len(seats)]
        w = result.get("winner")
        if isinstance(w, str) and w:  # a rival (a solo automaton) beat every player, or the game did
            won = cat.format("web-replay-winner", {"names": cat.name(message_id("rival", w), pretty(w))})
        elif len(winners) > 1:
            won = cat.format("web-replay-draw", {"names": ", ".join(winners)})
        elif winners:
            won = cat.format("web-replay-winner", {"names": winners[0]})
        else:
            won = ""
        out.append({"id": rec["id"], "game": rs.name, "when": _when(rec.get("when")), "seats": seats,
                    "over": rec["over"], "winner": won,
                    "length": cat.format("web-replay-length", {"n": rec["moves"]})})
    return out

"""What one seat may be shown: its own situation in a few lines, and log lines through its view (a hidden
object of another player — a card into their hand, a secret draw, the order of a hidden deck — is never named)."""

from __future__ import annotations

import re
from typing import Any

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.names import message_id
from rulesdsl.play.events import Choice, Message, Move, Prop, Reveal, record, records, typed
from rulesdsl.play.game import Game
from rulesdsl.runtime.knowledge import is_known, known_objects
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.text.log import entity_name, event_text, seat_names, value_label, who
from rulesdsl.text.narrate import narrate, seat_sees
from rulesdsl.text.sentence_args import MAX_LINE

__all__ = ["visible_objects", "can_see", "visible_text", "situation_lines", "log_problems"]


def can_see(game: Game, zone: str, owner: int | None, viewer: int | None) -> bool:
    """Whether the viewer sees which objects a zone holds (public, or the viewer's own owner-visible zone)."""
    rz = game.rs.zones.get(zone)
    if rz is None:
        return False
    return rz.visibility == "public" or (rz.visibility == "owner" and viewer is not None and owner == viewer)


def visible_objects(game: Game, viewer: int) -> frozenset[int]:
    """The object ids whose identity the viewer can see now."""
    out: set[int] = set(known_objects(game.state, viewer))
    for key, items in game.state["zones"].items():
        zone, _, holder = key.partition(".")
        if can_see(game, zone, int(holder) if holder else None, viewer):
            out.update(items)
    return frozenset(out)


def _object_seen(game: Game, v: Any, viewer: int) -> bool:
    if type(v) is not int or v < OBJ_BASE or v - OBJ_BASE >= len(game.state["obj_entity"]):
        return True
    i = v - OBJ_BASE
    st = game.state
    return can_see(game, st["obj_zone"][i], st["obj_owner"][i], viewer) or is_known(st, v, viewer)


def visible_text(game: Game, ev: tuple[Any, ...], viewer: int, locale: str) -> str | None:
    """The log line of an event as the viewer may see it (None: nothing to show)."""
    cat = catalog_of(game.rs, locale)
    rec = record(ev)
    if type(rec) is Move and not can_see(game, str(rec.zone), rec.owner, viewer):
        zone = cat.name(message_id("zone", str(rec.zone)), str(rec.zone))
        if rec.owner is None:
            return "    " + cat.format("log-move-hidden", {"zone": zone})
        owner = who(game, rec.owner, locale)
        return "    " + cat.format("log-move-hidden-owned", {"zone": zone, "owner": owner})
    if type(rec) is Reveal and viewer not in rec.to:
        return reveal_hidden_line(game, rec, locale)
    if type(rec) is Message:
        rec = rec._replace(a=rec.a if _object_seen(game, rec.a, viewer) else None,
                           b=rec.b if _object_seen(game, rec.b, viewer) else None)
    if type(rec) is Prop and not _object_seen(game, rec.obj, viewer):
        return None  # a hidden object's prop is not told
    if type(rec) is Choice and not _object_seen(game, rec.value, viewer):
        rec = rec._replace(value=None)  # another player's pick from their own hand names no card
    return event_text(game.rs, typed(game.rs, game.state, rec), locale=locale, names=seat_names(game))


def reveal_hidden_line(game: Game, ev: tuple[Any, ...], locale: str) -> str:
    """The log line of a reveal for a player it was not shown to: who saw an object, not which."""
    rec = record(ev) if type(ev) is tuple else ev
    assert type(rec) is Reveal
    seen_by = ", ".join(who(game, p, locale) for p in rec.to)
    return "    " + catalog_of(game.rs, locale).format("log-reveal-hidden", {"players": seen_by},
                                                         f"{seen_by} looked at a hidden object")


def _props_of(game: Game, oid: int) -> dict[str, int]:
    """The object's number props a player may be shown (bookkeeping props, `shown: none`, left out)."""
    i = oid - OBJ_BASE
    ent = game.rs.entities.get(game.state["obj_entity"][i])
    merged = dict(ent.props if ent is not None else {})
    merged.update(game.state["obj_props"][i] or {})
    kind = ent.kind if ent is not None else ""
    return {k: v for k, v in merged.items() if isinstance(v, int) and not isinstance(v, bool) and k != "owner"
            and game.rs.shown.get(f"prop:{kind}.{k}", "all") != "none"}


def _shown(game: Game, counter: str) -> bool:
    """Whether a counter is for players' eyes (not bookkeeping)."""
    return game.rs.shown.get(f"counter:{counter}", "all") != "none"


def _prop_texts(game: Game, items: list[int], locale: str) -> list[str]:
    """For each object, the props worth showing: those effects have changed, and those that differ between
    the objects listed together (a row of dice shows each die's value); its owner aside (the zone says it)."""
    props = [_props_of(game, o) for o in items]
    varying = {k for k in set().union(*props) if len({p.get(k) for p in props}) > 1} if len(props) > 1 else set()
    out = []
    for o, p in zip(items, props, strict=True):
        ent = game.rs.entities.get(game.state["obj_entity"][o - OBJ_BASE])
        base = ent.props if ent is not None else {}
        keys = sorted(k for k in p if k in varying or base.get(k) != p[k])
        shown = [f"{value_label(game, k, locale)} {p[k]}" for k in keys]
        out.append(f" ({', '.join(shown)})" if shown else "")
    return out


def _grouped(labels: list[str]) -> list[str]:
    """Identical labels shown once with their count (`Worker ×8`), in order of first appearance."""
    counts: dict[str, int] = {}
    for x in labels:
        counts[x] = counts.get(x, 0) + 1
    return [x if n == 1 else f"{x} ×{n}" for x, n in counts.items()]


def _card_text(game: Game, ent: str, locale: str) -> str:
    from rulesdsl.text.cards import card_line
    text = card_line(game.rs, locale, ent) if ent in game.rs.entities else ""
    return " — " + text if text else ""


def situation_lines(game: Game, me: int, locale: str, full: bool = False) -> list[str]:
    """A compact view of the seat's situation: its counters, its own zones (objects with their changed props;
    private ones with card text), the others' scores and the game's counters; `full` adds every zone."""
    cat = catalog_of(game.rs, locale)
    st = game.state
    score = game.rs.score
    mine = st["counters"][me]
    shown = [f"{value_label(game, score, locale)} {mine[score]}"] + [
        f"{value_label(game, k, locale)} {v}" for k, v in mine.items() if v and k != score and _shown(game, k)]
    lines = [f"{cat.format('human-you')}: " + " · ".join(shown)]
    for key, items in st["zones"].items():
        zone, _, holder = key.partition(".")
        owner = int(holder) if holder else None
        if not items or (owner != me and not full):
            continue
        name = value_label(game, zone, locale) + ("" if owner is None else f" ({who(game, owner, locale)})")
        if not can_see(game, zone, owner, me):
            lines.append(cat.format("human-zone-hidden", {"zone": name, "count": len(items)}))
            continue
        private = game.rs.zones[zone].visibility == "owner"
        extra = [_card_text(game, st["obj_entity"][o - OBJ_BASE], locale) for o in items] if private \
            else _prop_texts(game, items, locale)
        objs = _grouped([entity_name(game.rs, st["obj_entity"][o - OBJ_BASE], locale) + x for o, x in zip(items, extra,
                                                                                                  strict=True)])
        if private:
            lines.append(name + ":")
            lines.extend("    " + x for x in objs)
        else:
            lines.append(cat.format("human-zone", {"zone": name, "items": ", ".join(objs)}))
    others = " · ".join(f"{who(game, p, locale)} {c[score]}" for p, c in enumerate(st["counters"]) if p != me)
    if others:
        lines.append(cat.format("human-scores", {"scores": others}))
    glob = " · ".join(cat.format(f"heading-{k}", {"value": v}) if cat.knows(f"heading-{k}")
                      else f"{value_label(game, k, locale)} {v}"
                      for k, v in st["shared"].items() if v and _shown(game, k))
    if glob:
        lines.append(cat.format("human-board", {"summary": glob}))
    return lines


MAX_SPAN = 60  # places looked at between the nearest and the farthest place a decision offers


def places_between(game: Game, me: int, locale: str) -> list[str]:
    """At a pick among shared places (a track, a board's spaces): every place from the first to the last one
    offered, in the order the ruleset declares them (from the seat's own piece when it stands just behind),
    that holds pieces this seat sees, each with those pieces and their owners: who stands where, full places
    included."""
    d = game.state["decision"]
    if d is None or d["k"] != "pick":
        return []
    st = game.state
    order = [z for z in st["zones"] if z in game.rs.zones]
    at = {z: i for i, z in enumerate(order)}
    offered = [at[o] for o in d["o"] if isinstance(o, str) and o in at]
    if len(offered) < 2:
        return []
    cat = catalog_of(game.rs, locale)
    first = min(offered)
    for back in range(first - 1, max(-1, first - MAX_SPAN), -1):  # from the seat's own piece, if it stands behind
        if any((st["obj_props"][o - OBJ_BASE] or {}).get("owner") == me for o in st["zones"][order[back]]):
            first = back
            break
    out = []
    for z in order[first:min(max(offered), first + MAX_SPAN) + 1]:
        items = st["zones"][z]
        if not items or not can_see(game, z, None, me):
            continue
        names = []
        for o in items:
            piece = entity_name(game.rs, st["obj_entity"][o - OBJ_BASE], locale)
            owner = (st["obj_props"][o - OBJ_BASE] or {}).get("owner")  # a piece's owner is its `owner` prop
            names.append(piece if not isinstance(owner, int) or not 0 <= owner < st["players"] else
                         cat.format("narr-object-of", {"object": piece, "owner": who(game, owner, locale)}))
        shown = ", ".join(_grouped(names))
        out.append(cat.format("human-zone", {"zone": value_label(game, z, locale), "items": shown}))
    return out


def log_problems(game: Game, locale: str = "en") -> list[str]:
    """What the narrated log gets wrong, read by each seat and by a spectator (`rulesdsl play --check`): a
    line over the length limit; a seat's sentence naming another seat's piece or zone as part of it ("… of
    P2": that is P2's own sentence); a line naming an entity that reader never saw (a hidden card)."""
    rs, st = game.rs, game.state
    n = int(st["players"])
    cat = catalog_of(rs, locale)
    names = [who(game, p, locale) for p in range(n)]
    problems: list[str] = []
    for reader in [*range(n), None]:
        lines = narrate(game, locale, reader)
        problems += [f"a line of {len(x)} characters (over {MAX_LINE}): {x[:60]}…" for x in lines if len(x) > MAX_LINE]
        for x in lines:
            subject = next((p for p, name in enumerate(names) if x.startswith((name + " ", name + ":"))), None)
            if subject is None:
                continue
            for other in range(n):
                owned = [cat.format(mid, {"object": "\x00", "zone": "\x00", "owner": names[other]}).split("\x00")[-1]
                         for mid in ("narr-object-of", "narr-zone-owned")]
                if other != subject and any(o.strip() and o in x for o in owned):
                    problems.append(f"{names[subject]}'s sentence names {names[other]}'s piece: {x[:80]}")
        seen = {e for e, z, o in zip(st["obj_entity"], *_start_places(game), strict=True)
                if reader is None or seat_sees(game, z, o, reader)}
        seen |= {str(ev.entity) for ev in records(game.log or []) if type(ev) is Move
                 and (reader is None or seat_sees(game, str(ev.zone), ev.owner, reader))}
        never = {entity_name(rs, e, locale) for e in set(st["obj_entity"]) - seen}
        never -= {entity_name(rs, e, locale) for e in seen}
        told = "\n".join(lines)
        problems += [f"{'a spectator' if reader is None else names[reader]} reads {x!r}, never seen"
                     for x in sorted(never) if re.search(r"(?<!\w)" + re.escape(x) + r"(?![\w(])", told)]
    return problems


def _start_places(game: Game) -> tuple[list[str], list[int | None]]:
    table = game.rs.start_tables.get(int(game.state["players"]))
    if table:
        return list(table["obj_zone"]), list(table["obj_owner"])
    return list(game.state["obj_zone"]), list(game.state["obj_owner"])

"""A seat's log: the typed events (`schemas/log-event.schema.json`) as one seat may read them. A move is
named when the seat sees where the object comes from or where it goes, and it carries the object's props
when it comes into the seat's sight (a card turned up, a die that changed while out of sight); a prop change
is told only while the seat sees the object; a content message never names an object the seat cannot see.
Everything the seat sees change is in it (`tests/test_seat_log.py` rebuilds the seat's view from it)."""

from __future__ import annotations

from typing import Any

from rulesdsl.play.events import MacroStart, Message, Move, Prop, object_ref, record, typed
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE

__all__ = ["seat_events", "seat_events_at", "sees_zone"]


def sees_zone(game: Game, zone: str, owner: int | None, seat: int | None) -> bool:
    """Whether the seat (None: a spectator, public zones only) sees which objects the zone holds."""
    rz = game.rs.zones.get(zone)
    if rz is None:
        return False
    return rz.visibility == "public" or (rz.visibility == "owner" and seat is not None and owner == seat)


def seat_events(game: Game, seat: int | None, start: int = 0) -> list[dict[str, Any]]:
    """The typed events from `start` as `seat` may read them (hidden objects as `object: null`)."""
    return [e for _, e in seat_events_at(game, seat, start)]


def seat_events_at(game: Game, seat: int | None, start: int = 0) -> list[tuple[int, dict[str, Any]]]:
    """`seat_events` with the index in the game's log of the event each one tells."""
    rs, st = game.rs, game.state
    table = rs.start_tables.get(int(st["players"]))
    oz: list[str] = list(table["obj_zone"]) if table else list(st["obj_zone"])
    ow: list[int | None] = list(table["obj_owner"]) if table else list(st["obj_owner"])
    props: list[dict[str, Any]] = [{} for _ in oz]
    out: list[tuple[int, dict[str, Any]]] = []
    for k, raw in enumerate(game.log or []):
        ev = record(raw)
        tell = k >= start
        if type(ev) is Move:
            i = ev.obj - OBJ_BASE
            was = sees_zone(game, oz[i], ow[i], seat)
            now = sees_zone(game, str(ev.zone), ev.owner, seat)
            oz[i], ow[i] = str(ev.zone), ev.owner
            if not tell:
                continue
            e = typed(rs, st, ev)
            if not (was or now):
                e["object"] = e["entity"] = None
            elif now and not was and props[i]:
                e["props"] = dict(props[i])
            out.append((k, e))
        elif type(ev) is Prop:
            i = ev.obj - OBJ_BASE
            props[i][str(ev.prop)] = ev.value
            if tell and sees_zone(game, oz[i], ow[i], seat):
                out.append((k, typed(rs, st, ev)))
        elif tell and type(ev) is Message:
            args = [x if not _is_object(game, x) or sees_zone(game, oz[x - OBJ_BASE], ow[x - OBJ_BASE], seat)
                    else None for x in (ev.a, ev.b)]
            out.append((k, typed(rs, st, ev._replace(a=args[0], b=args[1]))))
        elif tell and type(ev) is MacroStart:
            masked = tuple((n, _masked(game, v, oz, ow, seat)) for n, v in ev.args)
            out.append((k, typed(rs, st, ev._replace(args=masked))))
        elif tell:
            out.append((k, typed(rs, st, ev)))
    return out


def _masked(game: Game, v: Any, oz: list[str], ow: list[int | None], seat: int | None) -> Any:
    """A macro argument as the seat may read it: an object it cannot see (in a list too) as None."""
    if isinstance(v, list):
        return [_masked(game, x, oz, ow, seat) for x in v]
    if _is_object(game, v) and not sees_zone(game, oz[v - OBJ_BASE], ow[v - OBJ_BASE], seat):
        return None
    return v


def _is_object(game: Game, v: Any) -> bool:
    return type(v) is int and OBJ_BASE <= v < OBJ_BASE + len(game.state["obj_entity"])


def object_name(game: Game, oid: int) -> str:
    """The stable id of an object in a seat's log (`entity` or `entity@k`)."""
    return object_ref(game.rs, game.state, oid)

"""Readable, localised text for log events, decisions and score breakdowns (names come from catalogs)."""

from __future__ import annotations

from typing import Any

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import SOURCE, Catalog, NameRef, Value, catalog_for, engine_layers
from rulesdsl.i18n.names import message_id
from rulesdsl.i18n.names import pretty as _pretty
from rulesdsl.play.events import Action, Choice, Forced, Section, records, typed
from rulesdsl.play.game import Game
from rulesdsl.play.outcomes import DRAW
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.state import StateData
from rulesdsl.text import rule_text

__all__ = ["player_name", "who", "seat_names", "pretty", "entity_name", "value_label", "event_line", "event_text",
           "score_table", "log_lines", "play_header", "headed_sections", "macro_message",
           "prompt_message"]


def pretty(ident: Any) -> str:
    """An id made readable: `red_coin_2` → `red coin 2`."""
    return _pretty(ident)


def _cat(rs: Ruleset | None, locale: str) -> Catalog:
    return catalog_of(rs, locale) if rs is not None else catalog_for(engine_layers(), locale)


def player_name(p: Any, locale: str = SOURCE, rs: Ruleset | None = None,
                names: tuple[str, ...] | list[str] | None = None) -> str:
    """Seat label of a player: the name a person gave the seat (`names`, a game's `seat_names`), else the
    ruleset's declared one (`players.names`, translated by `seat-name-<k>`), else P1, P2 … (`game` for none)."""
    cat = _cat(rs, locale)
    if isinstance(p, int) and not isinstance(p, bool):
        if names and 0 <= p < len(names):
            return str(names[p])
        if rs is not None and 0 <= p < len(rs.seat_names):
            return cat.name(f"seat-name-{p + 1}", rs.seat_names[p])
        return cat.format("player-seat", {"n": int(p) + 1}, f"P{int(p) + 1}")
    return cat.format("player-game", None, "game")


def seat_names(g: Game) -> tuple[str, ...] | None:
    """The names a person gave the seats of a game (None: the ruleset's or P1, P2 …)."""
    got = g.state.get("names")
    return tuple(got) if got else None


def who(g: Game, p: Any, locale: str = SOURCE) -> str:
    """A player of a game as a person reads it (see `player_name`)."""
    return player_name(p, locale, g.rs, seat_names(g))


def entity_name(rs: Ruleset, ident: str, locale: str = SOURCE) -> str:
    """An entity's display name: its catalog name, else its `name:`, else its id made readable."""
    ent = rs.entities.get(ident)
    default = pretty(ent.name if ent is not None else ident)
    return catalog_of(rs, locale).name(message_id("entity", ident), default)


def _id_name(rs: Ruleset, ident: str, locale: str) -> str:
    """The name of any declared id (entity, zone, counter, tag value …), else the id made readable."""
    ref = rule_text(rs, locale)._const_ref(ident)
    if ref is None:
        return pretty(ident)
    return catalog_of(rs, locale).name(ref.msg, ref.default)


def value_label(g: Game, v: Any, locale: str = SOURCE) -> str:
    """A readable form of an option value (objects by entity name, players by seat, ids by name)."""
    if isinstance(v, int) and not isinstance(v, bool) and v >= OBJ_BASE:
        return entity_name(g.rs, g.state["obj_entity"][v - OBJ_BASE], locale)
    if isinstance(v, int) and not isinstance(v, bool) and v < OBJ_BASE and g.state["players"] > v >= 0:
        return who(g, v, locale)
    if isinstance(v, str):
        return _id_name(g.rs, v, locale)
    return pretty(v)


def _arg_value(rs: Ruleset, v: Any, locale: str) -> Value:
    if v is None:
        return "none"
    if isinstance(v, bool):
        return str(v).lower()
    if isinstance(v, int):
        return v
    if isinstance(v, str):
        return _id_name(rs, v, locale)
    if isinstance(v, list):
        return ", ".join(str(_arg_value(rs, x, locale)) for x in v)
    if isinstance(v, dict) and "entity" in v:
        return entity_name(rs, str(v["entity"]), locale)
    return pretty(v)


def event_line(rs: Ruleset, ev: tuple[Any, ...] | dict[str, Any], quiet_zones: frozenset[str] = frozenset(),
               locale: str = SOURCE, state: StateData | None = None, reader: int | None = None) -> str | None:
    """One log line for an event (a typed event of `Game.events()`, or a recorded tuple, typed first),
    or None for events not worth a line; players named as the game `state` names its seats; `reader`: the
    seat whose log this is (messages may then address it: `$player_you`)."""
    names = state.get("names") if state is not None else None
    return event_text(rs, ev if isinstance(ev, dict) else typed(rs, state, ev), quiet_zones, locale, names, reader)


def event_text(rs: Ruleset, ev: dict[str, Any], quiet_zones: frozenset[str] = frozenset(),
               locale: str = SOURCE, names: tuple[str, ...] | list[str] | None = None,
               reader: int | None = None) -> str | None:
    """One log line for a typed event (`schemas/log-event.schema.json`), or None for events not worth one."""
    kind = ev["type"]
    cat = catalog_of(rs, locale)
    if kind == "action":
        act = NameRef(message_id("action", str(ev["action"])), pretty(ev["action"]))
        return cat.format("log-action", {"player": player_name(ev["player"], locale, rs, names), "action": act})
    if kind == "counter":
        name, delta = ev["counter"], int(ev["delta"])
        counter = NameRef(message_id("counter", str(name)), pretty(name), abs(delta))
        args: dict[str, Value] = {"counter": counter, "delta": abs(delta), "total": int(ev["value"])}
        sign = "gain" if delta > 0 else "lose"
        if ev["player"] is None:
            return "    " + cat.format(f"log-global-{sign}", args)
        args["player"] = player_name(ev["player"], locale, rs, names)
        return "    " + cat.format(f"log-{sign}", args)
    if kind == "move":
        zone, owner = ev["zone"], ev["owner"]
        if zone in quiet_zones:
            return None
        margs: dict[str, Value] = {"entity": entity_name(rs, str(ev["entity"]), locale),
                                   "zone": NameRef(message_id("zone", str(zone)), pretty(zone))}
        if owner is None:
            return "    " + cat.format("log-move", margs)
        margs["owner"] = player_name(owner, locale, rs, names)
        return "    " + cat.format("log-move-owned", margs)
    if kind == "section":
        if not ev["section"]:
            return None
        sec = NameRef(message_id("section", str(ev["section"])), str(ev["section"]))
        return cat.format("log-section", {"section": sec})
    if kind == "order":
        players = ", ".join(player_name(p, locale, rs, names) for p in ev["players"])
        return "    " + cat.format("log-order", {"players": players})
    if kind == "message":
        return "  " + _message_line(rs, ev, locale, names, reader)
    if kind == "reveal":
        seen_by = ", ".join(player_name(p, locale, rs, names) for p in ev["to"])
        return "    " + cat.format("log-reveal", {"players": seen_by,
                                                  "entity": entity_name(rs, str(ev["entity"]), locale)})
    if kind == "prop":
        prop = NameRef(message_id("prop", str(ev["prop"])), pretty(ev["prop"]))
        raw = ev["value"]
        seat = ev["prop"] == "owner" and isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw < 64
        value = player_name(raw, locale, rs, names) if seat else _arg_value(rs, raw, locale)  # owner 0 reads P1
        return "    " + cat.format("log-prop", {"entity": entity_name(rs, str(ev["entity"]), locale), "prop": prop,
                                                "value": value})
    if kind == "commit":  # public text: who has chosen, never what (the seat's own view: narrate.py)
        return cat.format("log-commit", {"player": player_name(ev["player"], locale, rs, names)})
    if kind == "reveal_all":
        handed = [c for c in ev["choices"] if "to" in c]  # a blind pass: who handed a pick to whom, not what
        if handed:
            return "; ".join(cat.format("log-handed", {"player": player_name(c["player"], locale, rs, names),
                                                       "recipient": player_name(c["to"], locale, rs, names)})
                             for c in handed)
        told = ", ".join(f"{player_name(c['player'], locale, rs, names)}: {_arg_value(rs, c['value'], locale)}"
                         for c in ev["choices"])
        return cat.format("log-reveal-all", {"choices": told})
    if kind == "choice":
        if ev["value"] is None:
            return cat.format("log-choice-hidden", {"player": player_name(ev["player"], locale, rs, names)})
        return cat.format("log-choice", {"player": player_name(ev["player"], locale, rs, names),
                                         "value": _arg_value(rs, ev["value"], locale)})
    return None


def you(player: Any, reader: int | None) -> str:
    """`yes` when a sentence's player is the seat reading it (its verb then agrees with "you"), else `no`."""
    return "yes" if reader is not None and player == reader else "no"


def _message_line(rs: Ruleset, ev: dict[str, Any], locale: str,
                  names: tuple[str, ...] | list[str] | None = None, reader: int | None = None) -> str:
    cat = catalog_of(rs, locale)
    player = player_name(ev["player"], locale, rs, names) if ev["player"] is not None else "none"
    given = list(ev["args"]) + [None, None]
    a = _arg_value(rs, given[0], locale)
    b = _arg_value(rs, given[1], locale)
    mid = message_id("message", str(ev["message"]))
    args: dict[str, Value] = {"player": player, "a": a, "b": b, "player_you": you(ev["player"], reader)}
    for name, raw in (("a", given[0]), ("b", given[1])):  # `$a_player`: the argument read as a seat (P1 …)
        if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw < 64:
            args[f"{name}_player"] = player_name(raw, locale, rs, names)
            args[f"{name}_you"] = you(raw, reader)
    if cat.knows(mid):
        return cat.format(mid, args)
    rest = " ".join(str(x) for x in (a, b) if x != "none")
    speaker = player if ev["player"] is not None else ""
    return cat.format("log-message", {"player": speaker, "message": pretty(ev["message"]), "args": rest}).strip()


def log_lines(game: Game, locale: str = SOURCE, start: int = 0) -> list[str]:
    """Every printable line of a game's log from index `start` (read from its typed events)."""
    out = []
    for ev in game.events(start):
        line = event_text(game.rs, ev, locale=locale, names=seat_names(game))
        if line is not None:
            out.append(line)
    return out


def score_table(g: Game, locale: str = SOURCE) -> str:
    """The final score broken down by section, per player and rival, then the winner."""
    rs, cat = g.rs, catalog_of(g.rs, locale)
    names = seat_names(g)
    n = g.state["players"]
    rivals = list(g.rival_scores().items())
    cols = n + len(rivals)
    sb = g.breakdown()
    sections = [s for s in sb if s]
    labels = {s: cat.name(message_id("section", s), s) for s in sections}
    setup, total = cat.format("score-setup"), cat.format("score-total")
    width = max([14, *(len(x) + 1 for x in [*labels.values(), setup, total])])
    shown = [player_name(p, locale, rs, names) for p in range(n)]
    col = max([8, *(len(x) + 1 for x in shown)])
    head = f"{'':<{width}}" + "".join(f"{x:>{col}}" for x in shown)
    head += "".join(f"{_rival(rs, r, locale)[:col - 1]:>{col}}" for r, _ in rivals)
    lines = [cat.format("score-title"), head]

    def row(label: str, values: list[int]) -> str:
        values = values + [0] * (cols - len(values))
        return f"{label:<{width}}" + "".join(f"{v:>{col}}" for v in values)

    if "" in sb:
        lines.append(row(setup, sb[""]))
    for s in sections:
        lines.append(row(labels[s], sb[s]))
    lines.append(row(total, g.scores() + [v for _, v in rivals]))
    w = g.winner()
    if w == DRAW:
        tied = ", ".join(player_name(p, locale, rs, names) for p in g.winners())
        lines.append(cat.format("score-draw", {"players": tied}))
    elif w is not None:
        won = player_name(w, locale, rs, names) if isinstance(w, int) else _rival(rs, str(w), locale)
        if rs.outcome_kind != "scores" and len(g.winners()) > 1:  # a team, or every player of a co-op game
            won = ", ".join(player_name(p, locale, rs, names) for p in g.winners())
        lines.append(cat.format("score-winner", {"player": won}))
    return "\n".join(lines)


def _rival(rs: Ruleset, ident: str, locale: str) -> str:
    return catalog_of(rs, locale).name(message_id("rival", ident), pretty(ident))


def play_header(rs: Ruleset, players: int, seed: int, seats: list[str], locale: str = SOURCE) -> str:
    """The first line printed by `rulesdsl play`."""
    cat = catalog_of(rs, locale)
    game = cat.format("game-name", None, rs.name)
    # the seed as plain digits (no grouping), so it can be typed back as --seed to replay the game
    return cat.format("cli-play-header", {"game": game, "version": rs.version, "players": players, "seed": str(seed),
                                          "seats": ", ".join(seats)})


def macro_message(name: str) -> str:
    """The catalog id of a flow macro's sentence: `narrate-macro-<name>`."""
    return "narrate-macro-" + name


def prompt_message(prompt: str) -> str:
    """The catalog id of a choice's sentence: `narrate-choice-<prompt>`, the prompt's `:` read as `-`
    (`macro:return_dice` → `narrate-choice-macro-return_dice`)."""
    return "narrate-choice-" + prompt.replace(":", "-")


def headed_sections(game: Game) -> set[str]:
    """The score sections told as headings: the steps of a finished game's final scoring, each entered once
    after the last decision. A section entered again and again, or one that later decisions still add to (a
    section opened at the start for the whole game), only routes points to a breakdown row; while the game
    runs no section is a heading yet, so a live log never heads a section that turns out to recur."""
    if not game.is_over():
        return set()
    entered: dict[str, int] = {}
    after_last: set[str] = set()
    for ev in records(game.log or []):
        if type(ev) is Section:
            sec = str(ev.section)
            entered[sec] = entered.get(sec, 0) + 1
            after_last.add(sec)
        elif type(ev) in (Action, Choice, Forced):
            after_last.clear()
    return {sec for sec in after_last if sec and entered[sec] == 1}


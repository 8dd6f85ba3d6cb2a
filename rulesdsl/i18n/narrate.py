"""The game told in words: one sentence per action, folding what it changed (counter changes summed, an
object's last move, its new prop values), headings for the parts of a game (a `heading:` counter such as a
round or season, a score section), and nothing declared `shown: none`. Read through one seat's eyes (`seat`),
an object moved where the seat cannot see is not named; with no seat, everything players can see is told.
The typed events stay underneath (`Game.events()`, `rulesdsl play --detail`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import SOURCE, Catalog, NameRef, Value
from rulesdsl.i18n.log import entity_name, player_name, pretty, seat_names, you
from rulesdsl.i18n.names import message_id
from rulesdsl.i18n.sentence_args import grouped, told_args
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE

__all__ = ["narrate", "audience", "seat_sees"]

Key = tuple[str, Any]  # (zone, owner)


def audience(game: Game, family: str, ident: str) -> str:
    """Who a counter, zone or prop (`family`: counter, zone, or prop with `ident` "kind.prop") is shown to."""
    return game.rs.shown.get(f"{family}:{ident}", "all")


def seat_sees(game: Game, zone: str, owner: int | None, seat: int | None) -> bool:
    """Whether a seat (None: every player's view at once) sees which objects a zone holds."""
    rz = game.rs.zones.get(zone)
    if rz is None:
        return False
    if rz.visibility == "public":
        return True
    return rz.visibility == "owner" and (seat is None or owner == seat)


@dataclass
class _Segment:
    """What happened between two boundaries (an action, a heading, a score section)."""

    player: int | None = None
    action: str | None = None
    chose: bool = False  # started by a player's choice outside an action
    prompt: str = ""  # the prompt of the choice that started it (`narrate-choice-<prompt>`)
    skipped: bool = False  # that choice was declined: no sentence of its own
    macro: str | None = None  # the flow macro whose declared sentence (`narrate-macro-<name>`) tells it
    margs: tuple[tuple[str, Any], ...] = ()  # that macro's arguments by name
    counters: dict[tuple[int | None, str], int] = field(default_factory=dict)
    moves: dict[int, tuple[str, str, int | None]] = field(default_factory=dict)  # object -> entity, zone, owner
    hidden: dict[Key, int] = field(default_factory=dict)
    props: dict[int, dict[str, Any]] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    order: list[int] | None = None

    def empty(self) -> bool:
        return not (self.action or self.counters or self.moves or self.hidden or self.props or self.lines
                    or self.order)


class _Narrator:
    def __init__(self, game: Game, locale: str, seat: int | None) -> None:
        self.g, self.rs, self.locale, self.seat = game, game.rs, locale, seat
        self.cat: Catalog = catalog_of(game.rs, locale)
        self.out: list[str] = []
        self.seg = _Segment()
        self.setup = True
        self.pending_heading: dict[str, int] = {}
        self.headed = headed_sections(game)
        self.revealed: set[int] = set()  # players of a simultaneous reveal whose choice events are still to come
        self.macros: list[int | None] = []  # who acts in each flow macro running (`macro` not yet ended)
        self.told_depth = -1  # where in them the macro telling the segment is (-1: none)
        self.owners: dict[int, Any] = {}
        table = game.rs.start_tables.get(int(game.state["n"]))
        self.oz: list[str] = list(table["oz"]) if table else list(game.state["oz"])
        self.ow: list[int | None] = list(table["ow"]) if table else list(game.state["ow"])

    # ---- folding ---------------------------------------------------------------------------
    def track(self, ev: tuple[Any, ...]) -> None:
        """Follow where objects are, so that what a seat could see is judged at the time."""
        if ev[0] == "move":
            i = ev[1] - OBJ_BASE
            self.oz[i], self.ow[i] = str(ev[3]), ev[4]
        elif ev[0] == "prop" and ev[3] == "owner":
            self.owners[ev[1]] = ev[4]

    def event(self, ev: tuple[Any, ...]) -> None:
        kind = ev[0]
        if kind == "action":
            self.flush()
            self.setup = False
            self.seg = _Segment(player=ev[1], action=str(ev[2]))
        elif kind in ("choice", "forced") and ev[1] in self.revealed:
            self.revealed.discard(ev[1])
        elif kind == "choice":
            # a choice taken (not declined) outside an action whose prompt has a sentence of its own
            own = self.seg.action is None and ev[4] is not None and self.cat.knows(prompt_message(str(ev[3])))
            if self.seg.player != ev[1] or (self.seg.action is None and not self.seg.chose) or own:
                self.flush()
                self.setup = False
                self.seg = _Segment(player=ev[1], chose=True, prompt=str(ev[3]), skipped=ev[4] is None)
        elif kind in ("commit", "reveal_all"):
            self.flush()
            self.setup = False
            self.out.append(self.commitment(ev))
        elif kind == "counter":
            self.counter(ev[1], str(ev[2]), int(ev[3]), int(ev[4]))
        elif kind == "move":
            self.move(ev)
        elif kind == "prop":
            self.prop(ev)
        elif kind == "section":
            if self.setup:
                self.flush()  # the flow's first section ends the set-up
            if str(ev[1]) in self.headed:
                self.flush()
                if self.pending_heading:
                    self.heading()  # the part of the game that the section belongs to comes first
                sec = NameRef(message_id("section", str(ev[1])), str(ev[1]))
                self.out.append(self.cat.format("log-section", {"section": sec}))
        elif kind == "order":
            if self.pending_heading and not self.setup and len(ev[1]) > 1:
                self.heading()  # a new order is told under the part of the game that set it
            self.seg.order = list(ev[1])
        elif kind == "macro":
            self.macro_start(str(ev[1]), ev[2], ev[3])
        elif kind == "macro_end":
            self.macro_end()
        elif kind == "log":
            from rulesdsl.i18n.log import event_line
            if self.seg.player is not None and ev[1] != self.seg.player:
                self.flush()  # the rules speaking for someone else (a rival's turn) start their own line
            args = [x if self._object_seen(x) else None for x in ev[3:5]]
            line = event_line(self.rs, (*ev[:3], *args), locale=self.locale, state=self.g.state, reader=self.seat)
            if line:
                self.seg.lines.append(line.strip())

    def macro_start(self, name: str, player: int | None, args: tuple[tuple[str, Any], ...]) -> None:
        """A flow macro starts: one with a sentence of its own (outermost first) starts a segment told by it
        (what it does is not the doing of the player who acted before); any other is part of the sentence
        it falls in, as the flow's own moves are."""
        if self.setup:
            self.flush()  # the flow has begun
        self.macros.append(player)
        if self.told_depth >= 0:
            return  # inside a macro told as one: part of it
        if self.cat.knows(macro_message(name)):
            self.flush()
            self.told_depth = len(self.macros) - 1
            self.seg = _Segment(player=player, macro=name, margs=args)

    def macro_end(self) -> None:
        """A flow macro ends: the segment it told is complete."""
        if not self.macros:
            return  # started before this narration's log (a log begun mid-game)
        self.macros.pop()
        if self.told_depth == len(self.macros):
            self.told_depth = -1
            self.flush()

    def commitment(self, ev: tuple[Any, ...]) -> str:
        """A simultaneous commitment (what was chosen told only to the seat that chose), or the reveal."""
        if ev[0] == "reveal_all":
            from rulesdsl.i18n.log import value_label
            self.revealed = {int(c[0]) for c in ev[2]}  # their choice events follow: told here already
            if any(len(c) > 2 for c in ev[2]):  # a blind pass: who handed a pick to whom (a reveal tells what)
                return "; ".join(self.cat.format("log-handed", {"player": self.who(c[0]), "recipient": self.who(c[2])})
                                 for c in ev[2] if len(c) > 2)
            told = ", ".join(f"{self.who(c[0])}: {value_label(self.g, c[1], self.locale) if c[1] is not None else '—'}"
                             for c in ev[2])
            return self.cat.format("log-reveal-all", {"choices": told})
        if self.seat is not None and ev[1] == self.seat and ev[4] is not None:
            from rulesdsl.i18n.log import value_label
            return self.cat.format("log-commit-own", {"player": self.who(ev[1]),
                                                      "value": value_label(self.g, ev[4], self.locale)})
        return self.cat.format("log-commit", {"player": self.who(ev[1])})

    def counter(self, player: int | None, name: str, delta: int, value: int) -> None:
        who = audience(self.g, "counter", name)
        if who == "none" or (who == "owner" and self.seat is not None and player != self.seat):
            return
        if player is None and self.rs.shown.get(f"heading:{name}"):
            self.flush()
            self.pending_heading[name] = value
            return
        if self.pending_heading and not self.setup:
            self.heading()
        key = (player, name)
        self.seg.counters[key] = self.seg.counters.get(key, 0) + delta

    def move(self, ev: tuple[Any, ...]) -> None:
        oid, ent, zone, owner = ev[1], str(ev[2]), str(ev[3]), ev[4]
        if audience(self.g, "zone", zone) == "none":
            self.seg.moves.pop(oid, None)
            return
        if self.pending_heading and not self.setup:
            self.heading()
        if self.seg.chose and owner is not None and owner != self.seg.player:
            self.flush()  # after a player's choice, the flow dealing to another player is not that player's doing
        if not seat_sees(self.g, zone, owner, self.seat):
            self.seg.moves.pop(oid, None)
            self.seg.props.pop(oid, None)
            key = (zone, owner)
            self.seg.hidden[key] = self.seg.hidden.get(key, 0) + 1
            return
        self.seg.moves.pop(oid, None)  # the last move of an object is the one told, in its place
        self.seg.moves[oid] = (ent, zone, owner)

    def prop(self, ev: tuple[Any, ...]) -> None:
        oid, ent, name = ev[1], str(ev[2]), str(ev[3])
        e = self.rs.entities.get(ent)
        kind = e.kind if e is not None else ""
        who = audience(self.g, "prop", f"{kind}.{name}")
        if who == "none" or not self._object_seen(oid):
            return
        self.seg.props.setdefault(oid, {})[name] = ev[4]

    def _object_seen(self, v: Any) -> bool:
        if type(v) is not int or v < OBJ_BASE or v - OBJ_BASE >= len(self.oz):
            return True
        i = v - OBJ_BASE
        return seat_sees(self.g, self.oz[i], self.ow[i], self.seat)

    def heading(self) -> None:
        parts = []
        # the parts in the order their counters are declared (a year before its season), whatever set them first
        rank = [k[8:] for k in self.rs.shown if k.startswith("heading:")]
        pending = sorted(self.pending_heading.items(), key=lambda kv: rank.index(kv[0]) if kv[0] in rank else 0)
        for name, value in pending:
            mid = f"heading-{name}"
            if self.cat.knows(mid):
                parts.append(self.cat.format(mid, {"value": value}))
            else:
                counter = NameRef(message_id("counter", name), pretty(name))
                parts.append(self.cat.format("narr-heading-part", {"counter": counter, "value": value}))
        self.pending_heading = {}
        self.out.append(self.cat.format("narr-heading", {"parts": " · ".join(parts)}))

    # ---- telling ---------------------------------------------------------------------------
    def flush(self) -> None:
        seg, self.seg = self.seg, _Segment()
        if seg.empty():
            return
        if self.setup:
            self.setup = False
            self.tell_setup(seg)
            if self.pending_heading:
                self.heading()  # a part of the game set during the set-up is headed after it
            return
        if seg.action is None and seg.chose and not seg.skipped and self.told_as(seg, prompt_message(seg.prompt)):
            return
        if seg.macro is not None and self.told_as(seg, macro_message(seg.macro)):
            return
        what = self.consequences(seg, seg.player)
        if seg.action is None:
            if what and seg.chose:
                self.out.append(self.cat.format("narr-choice", {"player": self.who(seg.player), "what": what}))
            elif what:
                self.out.append("  " + what)
            return
        if self.told_as(seg, message_id("narrate", seg.action)):
            return
        args: dict[str, Value] = {"player": self.who(seg.player), "what": what,
                                  "action": NameRef(message_id("action", seg.action), pretty(seg.action))}
        self.out.append(self.cat.format("narr-action" if what else "narr-action-bare", args))

    def told_as(self, seg: _Segment, mid: str) -> bool:
        """Tell a segment through its declared sentence (an action's `narrate-<action>`, a choice's
        `narrate-choice-<prompt>`, a flow macro's `narrate-macro-<name>`), when the catalog has one; its
        arguments are those of `sentence_args.told_args`, a macro's own arguments by name too."""
        if not self.cat.knows(mid):
            return False
        args: dict[str, Value] = {"player": self.who(seg.player), "player_you": you(seg.player, self.seat)}
        if seg.action is not None:
            args["action"] = NameRef(message_id("action", seg.action), pretty(seg.action))
        for name, v in seg.margs:
            args[name] = self.arg_value(v)
        args.update(told_args(self, seg))
        self.out.append(self.cat.format(mid, args))
        return True

    def arg_value(self, v: Any) -> str:
        """A macro argument in words: an object by name ("none" when the seat cannot see it), a zone by
        name, a list joined."""
        if isinstance(v, list):
            return ", ".join(self.arg_value(x) for x in v[:20] if self._object_seen(x)) or "none"
        return self.value(v) if self._object_seen(v) else "none"

    def tell_setup(self, seg: _Segment) -> None:
        """The set-up: one line for the table, then one per player."""
        owners: list[int | None] = [None, *range(self.g.state["n"])]
        for owner in owners:
            part = _Segment(counters={k: v for k, v in seg.counters.items() if k[0] == owner},
                            moves={o: m for o, m in seg.moves.items() if m[2] == owner},
                            hidden={k: v for k, v in seg.hidden.items() if k[1] == owner},
                            props={o: p for o, p in seg.props.items() if o not in seg.moves
                                   or seg.moves[o][2] == owner} if owner is None else {},
                            lines=seg.lines if owner is None else [], order=seg.order if owner is None else None)
            what = self.consequences(part, owner)
            if not what:
                continue
            if owner is None:
                self.out.append(self.cat.format("narr-setup", {"what": what}))
            else:
                self.out.append(self.cat.format("narr-setup-player", {"player": self.who(owner), "what": what}))

    def who(self, p: Any) -> str:
        return player_name(p, self.locale, self.rs, seat_names(self.g))

    def zone(self, zone: str, owner: int | None, actor: int | None) -> str:
        name = self.cat.name(message_id("zone", zone), pretty(zone))
        if owner is None or owner == actor:
            return name
        return self.cat.format("narr-zone-owned", {"zone": name, "owner": self.who(owner)})

    def obj(self, oid: int, ent: str, props: dict[str, Any]) -> str:
        name = entity_name(self.rs, ent, self.locale)
        owner = self.owners.get(oid)
        kind = self.rs.entities[ent].kind if ent in self.rs.entities else ""
        if owner is not None and audience(self.g, "prop", f"{kind}.owner") != "none":
            name = self.cat.format("narr-object-of", {"object": name, "owner": self.who(owner)})
            props = {k: v for k, v in props.items() if k != "owner"}
        if not props:
            return name
        shown = ", ".join(f"{self.cat.name(message_id('prop', k), pretty(k))} {self.value(v, k)}"
                          for k, v in props.items())
        return self.cat.format("narr-object-props", {"object": name, "props": shown})

    def value(self, v: Any, prop: str = "") -> str:
        if prop == "owner" and type(v) is int and 0 <= v < self.g.state["n"]:
            return self.who(v)
        if type(v) is int and v >= OBJ_BASE and v - OBJ_BASE < len(self.g.state["oe"]):
            return entity_name(self.rs, self.g.state["oe"][v - OBJ_BASE], self.locale)
        if isinstance(v, str):
            return self.cat.name(message_id("zone", v), pretty(v)) if v in self.rs.zones else pretty(v)
        return str(v).lower() if isinstance(v, bool) else str(v)

    def consequences(self, seg: _Segment, actor: int | None) -> str:
        """The folded consequences of a segment in one clause list."""
        parts: list[str] = []
        by_dest: dict[Key, list[str]] = {}
        for oid, (ent, zone, owner) in seg.moves.items():
            by_dest.setdefault((zone, owner), []).append(self.obj(oid, ent, seg.props.get(oid, {})))
        for (zone, owner), n in seg.hidden.items():
            by_dest.setdefault((zone, owner), []).append(self.cat.format("narr-hidden", {"count": n}))
        for (zone, owner), objs in by_dest.items():
            parts.append(self.cat.format("narr-move", {"objects": grouped(objs),
                                                       "zone": self.zone(zone, owner, actor)}))
        for oid, props in seg.props.items():
            if oid not in seg.moves:
                ent = str(self.g.state["oe"][oid - OBJ_BASE])
                shown = ", ".join(f"{self.cat.name(message_id('prop', k), pretty(k))} {self.value(v, k)}"
                                  for k, v in props.items())
                parts.append(self.cat.format("narr-object-set", {"object": entity_name(self.rs, ent, self.locale),
                                                                 "props": shown}))
        per_player: dict[int | None, list[str]] = {}
        for (p, name), delta in seg.counters.items():
            if delta == 0:
                continue
            counter = NameRef(message_id("counter", name), pretty(name), abs(delta))
            sign = "narr-gain" if delta > 0 else "narr-lose"
            per_player.setdefault(p, []).append(self.cat.format(sign, {"counter": counter, "delta": abs(delta)}))
        for p, items in per_player.items():
            joined = ", ".join(items)
            if p is None or p == actor:
                parts.append(joined)
            else:
                parts.append(self.cat.format("narr-player-changes", {"player": self.who(p), "changes": joined}))
        if seg.order is not None and len(seg.order) > 1 and (seg.player is None or seg.action is not None):
            # a new order set by the flow (a reorder between rounds) is told; one that merely follows a
            # player's move (the last one goes next) is left to the next sentence's player; an order of one
            # player is no news
            parts.append(self.cat.format("log-order", {"players": ", ".join(self.who(p) for p in seg.order)}))
        parts.extend(seg.lines)
        return "; ".join(parts)


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
    for ev in game.log or []:
        if ev[0] == "section":
            sec = str(ev[1])
            entered[sec] = entered.get(sec, 0) + 1
            after_last.add(sec)
        elif ev[0] in ("action", "choice", "forced"):
            after_last.clear()
    return {sec for sec in after_last if sec and entered[sec] == 1}


def narrate(game: Game, locale: str = SOURCE, seat: int | None = None, start: int = 0) -> list[str]:
    """The game's log from event `start` as sentences: one per action, headings between the parts of the
    game; through `seat`'s eyes when given (objects it cannot see are not named; `owner` audiences of other
    players left out)."""
    n = _Narrator(game, locale, seat)
    n.setup = start == 0
    log = game.log or []
    for ev in log[:start]:
        n.track(ev)
    for ev in log[start:]:
        n.event(ev)
        n.track(ev)
    n.flush()
    if n.pending_heading:
        n.heading()
    return n.out

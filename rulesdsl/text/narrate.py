"""The game told in words: one sentence per actor per step, folding what the step changed (counter changes
summed, an object's last move, its new prop values), headings for the parts of a game (a `heading:` counter
such as a round or season, a score section), and nothing declared `shown: none`.

Who is the subject comes from the log's causes (`play/events.py`): a step a seat decided is that seat's
sentence; a step a seat took without a choice (a single legal option) is a sentence of its own with that seat
as its subject; what the flow does (deals, round ends, awards, turn order) is told per seat whose things it
changed, and what it did on the table as the flow's own line. Read through one seat's eyes (`seat`), an
object moved where the seat cannot see is not named; the default is a spectator's eyes; `seat="all"` tells
everything any player sees (the all-seeing log of a game among bots). The typed events stay underneath
(`Game.events()`, `rulesdsl play --detail`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import SOURCE, NameRef, Value
from rulesdsl.i18n.names import message_id
from rulesdsl.play import events as E
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.text.log import (
    entity_name,
    headed_sections,
    macro_message,
    player_name,
    pretty,
    prompt_message,
    seat_names,
    you,
)
from rulesdsl.text.sentence_args import Segment, Teller, audience, seat_sees, told_args

__all__ = ["narrate", "audience", "seat_sees", "ALL", "Reader", "macro_message", "prompt_message", "headed_sections"]

ALL = "all"  # `narrate(..., seat=ALL)`: everything any player sees (the all-seeing log)
Reader = int | Literal["all"] | None
SPECTATOR = -1  # a seat no player holds: public information only


class _Narrator(Teller):
    def __init__(self, game: Game, locale: str, seat: int | None) -> None:
        super().__init__(game, locale, seat, catalog_of(game.rs, locale))
        self.seg = Segment()
        self.setup = True
        self.pending_heading: dict[str, int] = {}
        self.headed = headed_sections(game)
        self.macros: list[int | None] = []  # who acts in each flow macro running (`macro` not yet ended)
        self.told_depth = -1  # where in them the macro telling the segment is (-1: none)
        self.steps: list[int | None] = []  # the seat of each decision step running, innermost last
        self.after_forced_act = False
        self.new_part = True  # a heading (or the set-up) came since the turn order was last told
        table = game.rs.start_tables.get(int(game.state["players"]))
        self.oz = list(table["obj_zone"]) if table else list(game.state["obj_zone"])
        self.ow = list(table["obj_owner"]) if table else list(game.state["obj_owner"])

    # ---- following the table ---------------------------------------------------------------
    def track(self, ev: E.Event) -> None:
        """Follow where objects are, so that what a seat could see is judged at the time."""
        if type(ev) is E.Move:
            i = ev.obj - OBJ_BASE
            self.oz[i], self.ow[i] = str(ev.zone), ev.owner
        elif type(ev) is E.Prop and ev.prop == "owner":
            self.owners[ev.obj] = ev.value

    def event(self, ev: E.Event) -> None:
        """Fold one event into the sentences (through the table of handlers by record type)."""
        t = type(ev)
        HANDLERS[t](self, ev)
        self.after_forced_act = t is E.Forced and ev.kind == "act"  # type: ignore[union-attr]

    def start(self, seg: Segment) -> None:
        """End the sentence being gathered and start another."""
        self.flush()
        self.setup = False
        self.seg = seg

    # ---- boundaries ------------------------------------------------------------------------
    def on_action(self, ev: E.Action) -> None:
        if not self.after_forced_act:
            self.steps.append(ev.player)
        self.start(Segment(player=ev.player, action=str(ev.action), step=len(self.steps)))

    def on_choice(self, ev: E.Choice) -> None:
        if ev.player in self.revealed:
            self.revealed.discard(ev.player)  # told by the reveal already
            return
        self.steps.append(ev.player)
        seg = self.seg
        # a choice taken (not declined) outside an action whose prompt has a sentence of its own
        own = seg.action is None and ev.value is not None and self.cat.knows(prompt_message(str(ev.prompt)))
        if seg.player != ev.player or seg.how == "flow" or (seg.action is None and not seg.chose) or own:
            self.start(Segment(player=ev.player, chose=True, prompt=str(ev.prompt), skipped=ev.value is None,
                               value=ev.value, step=len(self.steps)))

    def on_forced(self, ev: E.Forced) -> None:
        if ev.player in self.revealed:
            self.revealed.discard(ev.player)
            return
        self.steps.append(ev.player)
        seg = self.seg
        if ev.kind == "act":
            return  # its action follows, and tells it
        # a seat's step without a choice is its own sentence, unless it is part of the same seat's running step
        if seg.player != ev.player or seg.how == "flow" or seg.step == 0 or seg.step > len(self.steps) - 1:
            self.start(Segment(player=ev.player, chose=True, prompt=str(ev.prompt), how="forced",
                               value=ev.option, step=len(self.steps)))

    def on_end(self, ev: E.End) -> None:
        del self.steps[ev.open:]
        seg = self.seg
        if seg.step <= ev.open and seg.how != "flow":
            return  # the step of this sentence still runs
        if ev.open == 0:
            if self.told_depth < 0:
                self.start(Segment(how="flow"))
        elif seg.player != ev.player:  # another seat's step inside this seat's: the rest is this seat's again
            self.start(Segment(player=ev.player, chose=True, how="cont", step=ev.open))

    def on_commit(self, ev: E.Commit | E.RevealAll) -> None:
        self.flush()
        self.setup = False
        self.out.append(self.commitment(ev))
        self.seg = Segment(how="flow")

    def on_counter(self, ev: E.Counter) -> None:
        self.counter(ev.player, str(ev.counter), int(ev.delta), int(ev.value))

    def on_section(self, ev: E.Section) -> None:
        if self.setup:
            self.flush()  # the flow's first section ends the set-up
        if str(ev.section) in self.headed:
            self.flush()
            if self.pending_heading:
                self.heading()  # the part of the game that the section belongs to comes first
            sec = NameRef(message_id("section", str(ev.section)), str(ev.section))
            self.out.append(self.cat.format("log-section", {"section": sec}))

    def on_order(self, ev: E.Order) -> None:
        if self.pending_heading and not self.setup and len(ev.players) > 1:
            self.heading()  # a new order is told under the part of the game that set it
        if self.new_part or self.setup or self.seg.action is not None:
            self.seg.order = list(ev.players)  # a reorder between parts, or one an action made
            self.new_part = False

    def on_macro(self, ev: E.MacroStart) -> None:
        """A flow macro starts: one with a sentence of its own (outermost first) starts a segment told by it;
        any other is part of the sentence it falls in, as the flow's own moves are."""
        if self.setup:
            self.flush()  # the flow has begun
        self.macros.append(ev.player)
        if self.told_depth >= 0:
            return  # inside a macro told as one: part of it
        if self.seg.how == "flow":
            self.start(Segment(how="flow"))  # each flow macro's doing is a step of its own
        if self.cat.knows(macro_message(str(ev.macro))):
            self.flush()
            self.told_depth = len(self.macros) - 1
            self.seg = Segment(player=ev.player, macro=str(ev.macro), margs=tuple(ev.args), how="flow")

    def on_macro_end(self, ev: E.MacroEnd) -> None:
        if not self.macros:
            return  # started before this narration's log (a log begun mid-game)
        self.macros.pop()
        if self.told_depth == len(self.macros) or (self.told_depth < 0 and self.seg.how == "flow"):
            self.told_depth = -1
            self.start(self.going_on())

    def going_on(self) -> Segment:
        """A segment for what follows a told part: the step running goes on, else the flow's own."""
        if self.steps:
            return Segment(player=self.steps[-1], chose=True, how="cont", step=len(self.steps))
        return Segment(how="flow")

    def on_message(self, ev: E.Message) -> None:
        from rulesdsl.text.log import event_line
        if self.seg.player is not None and ev.player != self.seg.player:
            self.flush()  # the rules speaking for someone else (a rival's turn) start their own line
            self.seg = Segment(how="flow")
        args = [x if self._object_seen(x) else None for x in (ev.a, ev.b)]
        line = event_line(self.rs, ("log", ev.player, ev.message, *args), locale=self.locale, state=self.g.state,
                          reader=self.seat)
        if line:
            self.seg.lines.append(line.strip())

    def on_nothing(self, ev: E.Event) -> None:
        """Events told through others (a run, a shuffle, a reveal, a fizzle)."""

    # ---- folding ---------------------------------------------------------------------------
    def counter(self, player: int | None, name: str, delta: int, value: int) -> None:
        who = audience(self.g, "counter", name)
        if who == "none" or (who == "owner" and self.seat is not None and player != self.seat):
            return
        if player is None and self.rs.shown.get(f"heading:{name}"):
            self.flush()
            self.seg = Segment(how="flow") if not self.setup else self.seg
            self.pending_heading[name] = value
            return
        if self.pending_heading and not self.setup:
            self.heading()
        key = (player, name)
        self.seg.counters[key] = self.seg.counters.get(key, 0) + delta

    def on_move(self, ev: E.Move) -> None:
        oid, ent, zone, owner = ev.obj, str(ev.entity), str(ev.zone), ev.owner
        seg = self.seg
        if audience(self.g, "zone", zone) == "none":
            seg.moves.pop(oid, None)
            return
        if self.pending_heading and not self.setup:
            self.heading()
            seg = self.seg
        i = oid - OBJ_BASE
        seg.start_place.setdefault(oid, (self.oz[i], self.ow[i]))
        seen = seat_sees(self.g, zone, owner, self.seat)
        if not seen:
            seg.moves.pop(oid, None)
            seg.props.pop(oid, None)
            seg.hidden.pop(oid, None)
            seg.hidden[oid] = (zone, owner, self.hidden_kind(oid, ev))
            return
        seg.hidden.pop(oid, None)
        seg.moves.pop(oid, None)  # the last move of an object is the one told, in its place
        seg.moves[oid] = (ent, zone, owner)

    def on_prop(self, ev: E.Prop) -> None:
        oid, ent, name = ev.obj, str(ev.entity), str(ev.prop)
        e = self.rs.entities.get(ent)
        kind = e.kind if e is not None else ""
        who = audience(self.g, "prop", f"{kind}.{name}")
        if who == "none" or not self._object_seen(oid):
            return
        self.seg.props.setdefault(oid, {})[name] = ev.value

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
        self.new_part = True
        self.out.append(self.cat.format("narr-heading", {"parts": " · ".join(parts)}))

    # ---- telling ---------------------------------------------------------------------------
    def flush(self, final: bool = False) -> None:
        seg, self.seg = self.seg, Segment()
        if seg.empty():
            return
        if self.setup:
            self.setup = False
            self.tell_setup(seg)
            if self.pending_heading:
                self.heading()  # a part of the game set during the set-up is headed after it
            return
        # a step still running when the log ends (a decision pending inside it) is told in plain words: its
        # declared sentence may need what is not chosen yet
        running = final and seg.how in ("decided", "forced") and 0 < seg.step <= len(self.steps)
        if seg.action is None and seg.chose and not seg.skipped and not running \
                and self.told_as(seg, prompt_message(seg.prompt)):
            return
        if seg.macro is not None and self.told_as(seg, macro_message(seg.macro)):
            return
        if seg.action is None:
            if seg.chose and seg.player is not None:
                self.tell_own(seg)
            else:
                self.tell_flow(seg)
            return
        if not running and self.told_as(seg, message_id("narrate", seg.action)):
            return
        mine, others = self.split_by_owner(seg)
        what = self.consequences(mine, seg.player)
        args: dict[str, Value] = {"player": self.who(seg.player), "what": what,
                                  "action": NameRef(message_id("action", seg.action), pretty(seg.action))}
        self.emit(self.cat.format("narr-action" if what else "narr-action-bare", args))
        for p, part in others:
            self.tell_seat(p, part)

    def tell_own(self, seg: Segment) -> None:
        """A seat's step told in plain words: what it changed, with the seat as the subject; another seat's
        things it changed are that seat's own sentence."""
        mine, others = self.split_by_owner(seg)
        what = self.consequences(mine, seg.player)
        if seg.how == "forced" and seg.value is not None:
            from rulesdsl.text.log import _id_name
            value = _id_name(self.rs, str(seg.value).partition("@")[0], self.locale) \
                if isinstance(seg.value, str) else str(seg.value)
            self.emit(self.cat.format("narr-forced", {"player": self.who(seg.player), "option": value,
                                                      "what": what or "none"}))
        elif what:
            self.emit(self.cat.format("narr-choice", {"player": self.who(seg.player), "what": what}))
        for p, part in others:
            self.tell_seat(p, part)

    def told_as(self, seg: Segment, mid: str) -> bool:
        """Tell a segment through its declared sentence (an action's `narrate-<action>`, a choice's
        `narrate-choice-<prompt>`, a flow macro's `narrate-macro-<name>`), when the catalog has one; its
        arguments are those of `sentence_args.told_args`, a macro's own arguments by name too. What the step
        did to another seat's things is that seat's own sentence after it."""
        if not self.cat.knows(mid):
            return False
        told, others = (seg, []) if seg.macro is not None else self.split_by_owner(seg)
        args: dict[str, Value] = {"player": self.who(seg.player), "player_you": you(seg.player, self.seat)}
        if seg.action is not None:
            args["action"] = NameRef(message_id("action", seg.action), pretty(seg.action))
        for name, v in seg.margs:
            args[name] = self.arg_value(v)
        args.update(told_args(self, told))
        if args.get("object") == "none" and "object" in self.cat.variables(mid) and seg.macro is None:
            return False  # a sentence about what was chosen, with nothing to name: told in plain words
        line = self.cat.format(mid, args)
        if seg.how == "forced":  # the mark after the sentence's head, before what else the step changed
            head = self.cat.format(mid, {**args, "rest": "none"}) if args.get("rest") != "none" else line
            tail = line[len(head):] if line.startswith(head) else ""
            line = self.cat.format("narr-forced-mark", {"sentence": head if tail else line}) + tail
        self.emit(line)
        for p, part in others:
            self.tell_seat(p, part)
        return True

    def arg_value(self, v: Any) -> str:
        """A macro argument in words: an object by name ("none" when the seat cannot see it), a zone by
        name, a list joined."""
        if isinstance(v, list):
            return ", ".join(self.arg_value(x) for x in v[:20] if self._object_seen(x)) or "none"
        return self.value(v) if self._object_seen(v) else "none"

    def who(self, p: Any) -> str:
        return player_name(p, self.locale, self.rs, seat_names(self.g))

    def value(self, v: Any, prop: str = "") -> str:
        if prop == "owner" and type(v) is int and 0 <= v < self.g.state["players"]:
            return self.who(v)
        if type(v) is int and v >= OBJ_BASE and v - OBJ_BASE < len(self.g.state["obj_entity"]):
            return entity_name(self.rs, self.g.state["obj_entity"][v - OBJ_BASE], self.locale)
        if isinstance(v, str):
            return self.cat.name(message_id("zone", v), pretty(v)) if v in self.rs.zones else pretty(v)
        return str(v).lower() if isinstance(v, bool) else str(v)


HANDLERS: dict[type, Callable[[_Narrator, Any], None]] = {
    E.Action: _Narrator.on_action, E.Choice: _Narrator.on_choice, E.Forced: _Narrator.on_forced,
    E.End: _Narrator.on_end, E.Commit: _Narrator.on_commit, E.RevealAll: _Narrator.on_commit,
    E.Counter: _Narrator.on_counter, E.Move: _Narrator.on_move, E.Prop: _Narrator.on_prop,
    E.Section: _Narrator.on_section, E.Order: _Narrator.on_order, E.MacroStart: _Narrator.on_macro,
    E.MacroEnd: _Narrator.on_macro_end, E.Message: _Narrator.on_message, E.Run: _Narrator.on_nothing,
    E.Shuffle: _Narrator.on_nothing, E.Reveal: _Narrator.on_nothing, E.Fizzle: _Narrator.on_nothing,
}


def reader_seat(seat: Reader) -> int | None:
    """The narrator's reader: a seat index, None for every player at once (`ALL`), a spectator's seat that no
    player holds for None."""
    if seat == ALL:
        return None
    if seat is None:
        return SPECTATOR
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise ValueError(f"seat must be a seat index, None (a spectator) or {ALL!r}, not {seat!r}")
    return seat


def narrate(game: Game, locale: str = SOURCE, seat: Reader = None, start: int = 0) -> list[str]:
    """The game's log from event `start` as sentences: one per actor per step, headings between the parts
    of the game. `seat`: whose eyes read it — a seat index (its own hidden things named, nobody else's), None
    (the default: a spectator, public information only) or `"all"` (everything any player sees: the
    all-seeing log, only for a game nobody plays hidden from the reader)."""
    n = _Narrator(game, locale, reader_seat(seat))
    n.setup = start == 0
    evs = E.records(game.log or [])
    for ev in evs[:start]:
        n.track(ev)
        if type(ev) is E.End:
            del n.steps[ev.open:]
        elif type(ev) in (E.Choice, E.Forced) or (type(ev) is E.Action and not n.after_forced_act):
            n.steps.append(ev.player)  # type: ignore[union-attr]
        n.after_forced_act = type(ev) is E.Forced and ev.kind == "act"
    for ev in evs[start:]:
        n.event(ev)
        n.track(ev)
    n.flush(final=True)
    if n.pending_heading:
        n.heading()
    return n.out

"""The game log as typed records, defined once (plain data: `schemas/log-event.schema.json`).

The interpreter records compact tuples while it runs (cheap to append and copy), their kind first; `record`
reads one as its typed record (a `NamedTuple` per kind, its fields named), and `typed` as a plain mapping with
a `type` and named fields. Players are seat indices (0 = P1, `None` = no player); objects are named by their
stable id (the entity id, or `entity@k` for copy k of an entity with several copies).

Who caused an event: every decision taken opens a step (`action`, `choice`, `forced`), and the interpreter logs
an `End` when steps are over (their frame left the stack), with the seat whose step still runs, or none: what
follows is the flow's (deals, round ends, awards, turn order). `causes` reads the cause of every event."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from rulesdsl.runtime.decisions import copy_ordinal
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.state import StateData

if TYPE_CHECKING:
    from rulesdsl.runtime.ruleset import Ruleset

State = StateData | None


def object_ref(rs: Ruleset, st: State, oid: int) -> str:
    """The stable id of an object: its entity id, with `@k` when the game has several copies of it
    (without the game's state, `#<number>`: the object's number in this game only)."""
    if st is None:
        return f"#{oid}"
    ent = str(st["obj_entity"][oid - OBJ_BASE])
    e = rs.entities.get(ent)
    copies = 2 if e is None else e.copies * (int(st["players"]) if e.start and rs.zones[e.start].per_player else 1)
    return ent if copies == 1 else f"{ent}@{copy_ordinal(st, oid)}"


def plain(rs: Ruleset, st: State, v: Any) -> Any:
    """A recorded value as plain data: an object as `{object, entity}`, lists element by element."""
    if st is not None and type(v) is int and v >= OBJ_BASE and v - OBJ_BASE < len(st["obj_entity"]):
        return {"object": object_ref(rs, st, v), "entity": st["obj_entity"][v - OBJ_BASE]}
    if isinstance(v, list):
        return [plain(rs, st, x) for x in v]
    return v


class Action(NamedTuple):
    """A player took an action of an action group (also when it was the only legal one)."""

    player: int
    action: str

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "action", "player": self.player, "action": self.action}


class Choice(NamedTuple):
    """A player answered a decision other than an action (value: the option taken; None: declined)."""

    player: int
    kind: str
    prompt: str
    value: Any

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "choice", "player": self.player, "kind": self.kind, "prompt": self.prompt,
                "value": plain(rs, st, self.value)}


class Counter(NamedTuple):
    """A counter changed by `delta` to `value` (player None: a global counter)."""

    player: int | None
    counter: str
    delta: int
    value: int

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "counter", "player": self.player, "counter": self.counter, "delta": self.delta,
                "value": self.value}


class Move(NamedTuple):
    """An object moved into a zone (owner: the seat of a per-player zone), from `source` of `source_owner`."""

    obj: int
    entity: str
    zone: str
    owner: int | None
    source: str | None = None
    source_owner: int | None = None

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "move", "object": object_ref(rs, st, self.obj), "entity": self.entity, "zone": self.zone,
                "owner": self.owner, "from": self.source, "from_owner": self.source_owner}


class Prop(NamedTuple):
    """A property of an object was set."""

    obj: int
    entity: str
    prop: str
    value: Any

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "prop", "object": object_ref(rs, st, self.obj), "entity": self.entity, "prop": self.prop,
                "value": plain(rs, st, self.value)}


class Section(NamedTuple):
    """Score changes from here on count towards this score-breakdown section."""

    section: str

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "section", "section": self.section}


class Order(NamedTuple):
    """The turn order was set."""

    players: list[int]

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "order", "players": list(self.players)}


class Message(NamedTuple):
    """A content `log(message, a, b)` line (its text: the catalog message `message-<id>`)."""

    player: int | None
    message: str
    a: Any = None
    b: Any = None

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "message", "player": self.player, "message": self.message,
                "args": [plain(rs, st, self.a), plain(rs, st, self.b)]}


class Run(NamedTuple):
    """An entity's effect slot started running (a card was played)."""

    obj: int
    entity: str
    slot: str

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "run", "object": object_ref(rs, st, self.obj), "entity": self.entity, "slot": self.slot}


class Fizzle(NamedTuple):
    """A decision had nothing to offer."""

    what: str

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "fizzle", "what": self.what}


class Shuffle(NamedTuple):
    """A zone was shuffled."""

    zone: str
    owner: int | None

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "shuffle", "zone": self.zone, "owner": self.owner}


class Reveal(NamedTuple):
    """`reveal(obj, to=...)`: the players in `to` now know the object; `player` revealed it."""

    obj: int
    entity: str
    to: tuple[int, ...]
    player: int | None

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "reveal", "object": object_ref(rs, st, self.obj), "entity": self.entity,
                "to": list(self.to), "player": self.player}


class Forced(NamedTuple):
    """A decision with a single legal option was taken without asking (the option's id)."""

    player: int
    kind: str
    prompt: str
    option: str

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "forced", "player": self.player, "kind": self.kind, "prompt": self.prompt,
                "option": self.option}


class Commit(NamedTuple):
    """A player committed to a simultaneous decision (private until `RevealAll`)."""

    player: int
    kind: str
    prompt: str
    value: Any

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "commit", "player": self.player, "kind": self.kind, "prompt": self.prompt,
                "value": plain(rs, st, self.value)}


class RevealAll(NamedTuple):
    """Every player of a simultaneous decision has committed: their choices are public from here."""

    players: tuple[int, ...]
    choices: tuple[tuple[Any, ...], ...]  # (player, value) or, for a blind pass, (player, value, recipient)

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "reveal_all", "players": list(self.players),
                "choices": [{"player": c[0], "value": plain(rs, st, c[1]), **({"to": c[2]} if len(c) > 2 else {})}
                            for c in self.choices]}


class MacroStart(NamedTuple):
    """A flow macro started (`player`: who was acting; its arguments by name)."""

    macro: str
    player: int | None
    args: tuple[tuple[str, Any], ...]

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "macro", "macro": self.macro, "player": self.player,
                "args": {k: plain(rs, st, v) for k, v in self.args}}


class MacroEnd(NamedTuple):
    """A flow macro ended."""

    macro: str

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "macro_end", "macro": self.macro}


class End(NamedTuple):
    """The steps of decisions are over: `player`'s step still runs (None: the flow's own), `open` steps do."""

    player: int | None
    open: int

    def plain(self, rs: Ruleset, st: State) -> dict[str, Any]:
        """As plain data."""
        return {"type": "end", "player": self.player, "open": self.open}


Event = (Action | Choice | Counter | Move | Prop | Section | Order | Message | Run | Fizzle | Shuffle | Reveal
         | Forced | Commit | RevealAll | MacroStart | MacroEnd | End)

# the recorded kind (a tuple's first element) -> its record; plain data names `log` `message`
RECORDS: dict[str, Callable[..., Any]] = {
    "action": Action, "choice": Choice, "counter": Counter, "move": Move, "prop": Prop, "section": Section,
    "order": Order, "log": Message, "run": Run, "fizzle": Fizzle, "shuffle": Shuffle, "reveal": Reveal,
    "forced": Forced, "commit": Commit, "reveal_all": RevealAll, "macro": MacroStart, "macro_end": MacroEnd,
    "end": End,
}
EVENT_TYPES = ("action", "choice", "counter", "move", "prop", "section", "order", "message", "run", "fizzle", "shuffle",
               "reveal", "forced", "commit", "reveal_all", "macro", "macro_end", "end")


def record(ev: tuple[Any, ...]) -> Event:
    """One recorded event as its typed record (ValueError for an unknown kind)."""
    make = RECORDS.get(ev[0])
    if make is None:
        raise ValueError(f"unknown event {ev[0]!r}")
    got: Event = make(*ev[1:])
    return got


def records(log: Iterable[tuple[Any, ...]]) -> list[Event]:
    """A recorded log as typed records."""
    return [record(ev) for ev in log]


def typed(rs: Ruleset, st: State, ev: tuple[Any, ...] | Event) -> dict[str, Any]:
    """One event as a typed mapping (`st`: the game's state, to name objects by their stable id)."""
    rec: Any = record(ev) if type(ev) is tuple else ev
    out: dict[str, Any] = rec.plain(rs, st)
    return out


class Cause(NamedTuple):
    """Who caused an event: `how` is `decided` (the seat's own decision), `forced` (the seat's decision with a
    single legal option, taken without asking) or `flow` (the rules themselves: set-up, deals, round ends,
    awards; `seat` None); `rule`: the action, prompt or flow macro that fired ("" unknown)."""

    seat: int | None
    how: str
    rule: str


FLOW = Cause(None, "flow", "")


def causes(events: Iterable[Event]) -> list[Cause]:
    """The cause of every event of a log read from its start: the innermost decision step running, else the
    flow (with the innermost flow macro running as its rule)."""
    steps: list[Cause] = []
    macros: list[str] = []
    out: list[Cause] = []
    after_forced_act = False
    revealed: set[int] = set()
    for ev in events:
        t = type(ev)
        if t is End:
            del steps[ev.open:]  # type: ignore[union-attr]
        elif t is RevealAll:
            revealed = {p for p, _ in ev.choices}  # type: ignore[union-attr]
        elif t is Forced or t is Choice:
            p = ev.player  # type: ignore[union-attr]
            if p in revealed:
                revealed.discard(p)  # a simultaneous choice applied: not a step of its own
            else:
                steps.append(Cause(p, "forced" if t is Forced else "decided", str(ev.prompt)))  # type: ignore[union-attr]
        elif t is Action:
            if after_forced_act:  # the action of a forced `act` is that step
                steps[-1] = Cause(steps[-1].seat, "forced", str(ev.action))  # type: ignore[union-attr]
            else:
                steps.append(Cause(ev.player, "decided", str(ev.action)))  # type: ignore[union-attr]
        elif t is MacroStart:
            macros.append(str(ev.macro))  # type: ignore[union-attr]
        elif t is MacroEnd and macros:
            macros.pop()
        after_forced_act = t is Forced and ev.kind == "act"  # type: ignore[union-attr]
        out.append(steps[-1] if steps else Cause(None, "flow", macros[-1] if macros else ""))
    return out

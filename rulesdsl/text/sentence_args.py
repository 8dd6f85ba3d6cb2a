"""What one step of a game changed, gathered (`Segment`) and told in clauses (`Teller`), and the named
arguments a declared log sentence receives (`narrate-<action>`, `narrate-choice-<prompt>`,
`narrate-macro-<name>`), besides `$player`, an action's `$action` and a macro's own parameters:

- `$object`, `$zone`: the first object it moved, and where to; `$rest`: everything else it changed;
- `$objects`, `$count`: every object moved to that same place (named when seen), and how many went there
  (hidden ones counted); `$others`: what else it changed, those objects and its messages left out;
- `$said`: the content's own messages (`log(...)`) in it; `$what`: everything it changed, as one list.

Each is the string "none" when there is nothing to put in it, so a catalog can select on it.

An object that ends a step where it began it is not told (a card drawn and put back); objects moved out of
the reader's sight are counted by kind where the kind tells nothing hidden ("vision ×2 → Vision offer"); no
line is longer than `MAX_LINE` characters (a longer one goes on in indented lines, cut between clauses)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from rulesdsl.i18n.catalog import NameRef
from rulesdsl.i18n.names import message_id
from rulesdsl.play import events as E
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.text.log import entity_name, pretty

if TYPE_CHECKING:
    from rulesdsl.i18n.catalog import Catalog, Value

__all__ = ["Segment", "Teller", "told_args", "grouped", "MAX_LINE", "audience", "seat_sees"]

MAX_LINE = 200
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
class Segment:
    """What happened in one step of one actor (an action, a choice, a forced step, the flow's own)."""

    player: int | None = None
    action: str | None = None
    chose: bool = False  # started by a player's choice outside an action
    prompt: str = ""  # the prompt of the choice that started it (`narrate-choice-<prompt>`)
    skipped: bool = False  # that choice was declined: no sentence of its own
    macro: str | None = None  # the flow macro whose declared sentence (`narrate-macro-<name>`) tells it
    margs: tuple[tuple[str, Any], ...] = ()  # that macro's arguments by name
    how: str = "decided"  # decided | forced (a single legal option) | cont (a step going on) | flow
    step: int = 0  # how many decision steps ran when it began (0: none)
    value: Any = None  # the option a choice or forced step took
    counters: dict[tuple[int | None, str], int] = field(default_factory=dict)
    moves: dict[int, tuple[str, str, int | None]] = field(default_factory=dict)  # object -> entity, zone, owner
    hidden: dict[int, tuple[str, int | None, str | None]] = field(default_factory=dict)  # -> zone, owner, kind
    start_place: dict[int, Key] = field(default_factory=dict)  # where each moved object was when it began
    props: dict[int, dict[str, Any]] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    order: list[int] | None = None

    def empty(self) -> bool:
        """Nothing to tell."""
        return not (self.action or self.counters or self.moves or self.hidden or self.props or self.lines
                    or self.order)

    def part(self, owner: int | None, owns: dict[int, Any], table: bool) -> Segment:
        """What of it belongs to one seat (moves into its zones or of its pieces, its counters), or to the
        table (`table`: the rest, with the messages and turn order)."""
        def mine(oid: int, dest: Any) -> bool:
            return (dest if dest is not None else owns.get(oid)) == owner

        return replace(self, counters={k: v for k, v in self.counters.items() if k[0] == owner},
                       moves={o: m for o, m in self.moves.items() if mine(o, m[2])},
                       hidden={o: h for o, h in self.hidden.items() if mine(o, h[1])},
                       props={o: p for o, p in self.props.items()
                              if (o not in self.moves and table) or (o in self.moves and mine(o, self.moves[o][2]))},
                       lines=self.lines if table else [], order=self.order if table else None)


class Teller:
    """Tells segments in clauses through a catalog, as one reader sees them (`seat`: None, every player)."""

    def __init__(self, game: Game, locale: str, seat: int | None, cat: Catalog) -> None:
        self.g, self.rs, self.locale, self.seat, self.cat = game, game.rs, locale, seat, cat
        self.out: list[str] = []
        self.owners: dict[int, Any] = {}
        self.revealed: set[int] = set()  # players of a simultaneous reveal whose choice events are still to come
        self.oz: list[str] = []  # where each object is (zone, owner), followed event by event
        self.ow: list[int | None] = []

    def who(self, p: Any) -> str:
        """A seat's name."""
        raise NotImplementedError

    def value(self, v: Any, prop: str = "") -> str:
        """A value in words."""
        raise NotImplementedError

    def commitment(self, ev: E.Commit | E.RevealAll) -> str:
        """A simultaneous commitment (what was chosen told only to the seat that chose), or the reveal."""
        from rulesdsl.text.log import value_label
        if isinstance(ev, E.RevealAll):
            self.revealed = {int(c[0]) for c in ev.choices}  # their choice events follow: told here already
            if any(len(c) > 2 for c in ev.choices):  # a blind pass: who handed a pick to whom (never what)
                return "; ".join(self.cat.format("log-handed", {"player": self.who(c[0]), "recipient": self.who(c[2])})
                                 for c in ev.choices if len(c) > 2)
            told = ", ".join(f"{self.who(c[0])}: {value_label(self.g, c[1], self.locale) if c[1] is not None else '—'}"
                             for c in ev.choices)
            return self.cat.format("log-reveal-all", {"choices": told})
        if self.seat is not None and ev.player == self.seat and ev.value is not None:
            return self.cat.format("log-commit-own", {"player": self.who(ev.player),
                                                      "value": value_label(self.g, ev.value, self.locale)})
        return self.cat.format("log-commit", {"player": self.who(ev.player)})

    def hidden_kind(self, oid: int, ev: E.Move) -> str | None:
        """The kind of an object moved out of the reader's sight, when naming it tells nothing hidden: the
        reader saw it where it came from, or every object where it came from is of that kind."""
        kind_of = self.rs.entities
        e = kind_of.get(str(ev.entity))
        if e is None or not e.kind:
            return None
        i = oid - OBJ_BASE
        src, src_owner = self.oz[i], self.ow[i]
        if seat_sees(self.g, src, src_owner, self.seat):
            return str(e.kind)
        oe = self.g.state["obj_entity"]
        for j, z in enumerate(self.oz):
            if z == src and self.ow[j] == src_owner:
                other = kind_of.get(str(oe[j]))
                if other is None or other.kind != e.kind:
                    return None
        return str(e.kind)

    def emit(self, line: str) -> None:
        """Add a line, cut between clauses into lines of at most `MAX_LINE` characters, each going on with the
        line's subject ("Setup: ", "P2: ") where it has one, else indented."""
        colon = line.find(": ", 0, 60)
        lead = line[:colon + 2] if colon > 0 and ";" not in line[:colon] else "    "
        pieces: list[str] = []
        cur = ""
        for p in line.split("; "):
            cand = p if not cur else cur + "; " + p
            if len(cand) <= MAX_LINE or not cur:
                cur = cand
            else:
                pieces.append(cur)
                cur = lead + p
        pieces.append(cur)
        for piece in pieces:
            while len(piece) > MAX_LINE:  # one clause too long: cut between its items
                cut = piece.rfind(", ", 0, MAX_LINE)
                cut = cut if cut > 20 else MAX_LINE - 1
                self.out.append(piece[:cut + 1].rstrip())
                piece = "    " + piece[cut + 1:].lstrip()
            self.out.append(piece)

    def owned_by(self, seg: Segment) -> list[int]:
        """The seats whose things a segment changed, in seat order."""
        n = int(self.g.state["players"])
        owners = {p for p, _ in seg.counters} | {m[2] if m[2] is not None else self.owners.get(o)
                                                 for o, m in seg.moves.items()}
        owners |= {h[1] if h[1] is not None else self.owners.get(o) for o, h in seg.hidden.items()}
        return [p for p in range(n) if p in owners]

    def split_by_owner(self, seg: Segment) -> tuple[Segment, list[tuple[int, Segment]]]:
        """A seat's step split: what is its own or the table's, and the pieces of other seats it moved (each
        told as that seat's own sentence); counters of other seats stay in it ("P1 +1 VP")."""
        others = [p for p in self.owned_by(replace(seg, counters={})) if p != seg.player]
        if not others:
            return seg, []
        kept = replace(seg, moves={o: m for o, m in seg.moves.items()
                                   if (m[2] if m[2] is not None else self.owners.get(o)) not in others},
                       hidden={o: h for o, h in seg.hidden.items()
                               if (h[1] if h[1] is not None else self.owners.get(o)) not in others})
        return kept, [(p, replace(seg.part(p, self.owners, False), counters={})) for p in others]

    def tell_seat(self, p: int, part: Segment) -> None:
        """What the rules did to one seat's things, with that seat as the subject."""
        what = self.consequences(part, p)
        if what:
            self.emit(self.cat.format("narr-choice", {"player": self.who(p), "what": what}))

    def tell_flow(self, seg: Segment, setup: bool = False) -> None:
        """The flow's own step: the table's line, then one per seat whose things it changed, what every seat
        got alike said once ("Each player …")."""
        table = self.clauses(seg.part(None, self.owners, True), None)
        n = int(self.g.state["players"])
        seats = {p: self.clauses(seg.part(p, self.owners, False), p) for p in range(n)}
        common = [c for c in seats[0] if all(c in seats[p] for p in range(1, n))] if n > 1 and seats else []
        if table:
            what = "; ".join(table)
            self.emit(self.cat.format("narr-setup", {"what": what}) if setup else "  " + what)
        if common:
            self.emit(self.cat.format("narr-setup-each" if setup else "narr-each", {"what": "; ".join(common)}))
        for p, cl in seats.items():
            rest = [c for c in cl if c not in common]
            if rest:
                mid = "narr-setup-player" if setup else "narr-choice"
                self.emit(self.cat.format(mid, {"player": self.who(p), "what": "; ".join(rest)}))

    def tell_setup(self, seg: Segment) -> None:
        """The set-up: the table's line, what each player gets alike, then each player's own."""
        self.tell_flow(seg, setup=True)

    def zone(self, zone: str, owner: int | None, actor: int | None) -> str:
        """A zone's name, "of P2" when it is another seat's."""
        name = self.cat.name(message_id("zone", zone), pretty(zone))
        if owner is None or owner == actor:
            return name
        return self.cat.format("narr-zone-owned", {"zone": name, "owner": self.who(owner)})

    def obj(self, oid: int, ent: str, props: dict[str, Any], actor: int | None = None) -> str:
        """An object's name with its owner ("of P2", unless it is the `actor`'s) and its new prop values."""
        name = entity_name(self.rs, ent, self.locale)
        owner = self.owners.get(oid)
        kind = self.rs.entities[ent].kind if ent in self.rs.entities else ""
        if owner == actor and actor is not None:
            props = {k: v for k, v in props.items() if k != "owner"}
        elif owner is not None and audience(self.g, "prop", f"{kind}.owner") != "none":
            name = self.cat.format("narr-object-of", {"object": name, "owner": self.who(owner)})
            props = {k: v for k, v in props.items() if k != "owner"}
        if not props:
            return name
        shown = ", ".join(f"{self.cat.name(message_id('prop', k), pretty(k))} {self.value(v, k)}"
                          for k, v in props.items())
        return self.cat.format("narr-object-props", {"object": name, "props": shown})

    def hidden_label(self, kind: str | None, count: int) -> str:
        """Objects the reader does not see, by kind when it may be told ("vision ×2"), else "2 hidden objects"."""
        if kind is None:
            return self.cat.format("narr-hidden", {"count": count})
        name = self.cat.name(message_id("kind", kind), pretty(kind))
        if self.locale.startswith("en") and name[1:2].islower():
            name = name[:1].lower() + name[1:]
        return self.cat.format("narr-hidden-kind", {"kind": name, "count": count})

    def clauses(self, seg: Segment, actor: int | None) -> list[str]:
        """The folded consequences of a segment, clause by clause."""
        parts: list[str] = []
        by_dest: dict[Key, list[str]] = {}
        for oid, (ent, zone, owner) in seg.moves.items():
            if seg.start_place.get(oid) == (zone, owner):
                continue  # back where it began
            by_dest.setdefault((zone, owner), []).append(self.obj(oid, ent, seg.props.get(oid, {}), actor))
        counted: dict[tuple[str, Any, str | None], int] = {}
        for oid, (zone, owner, kind) in seg.hidden.items():
            if seg.start_place.get(oid) != (zone, owner):
                counted[(zone, owner, kind)] = counted.get((zone, owner, kind), 0) + 1
        for (zone, owner, kind), n in counted.items():
            by_dest.setdefault((zone, owner), []).append(self.hidden_label(kind, n))
        for (zone, owner), objs in by_dest.items():
            parts.append(self.cat.format("narr-move", {"objects": grouped(objs),
                                                       "zone": self.zone(zone, owner, actor)}))
        for oid, props in seg.props.items():
            if oid not in seg.moves:
                ent = str(self.g.state["obj_entity"][oid - OBJ_BASE])
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
        if seg.order is not None and len(seg.order) > 1:
            parts.append(self.cat.format("log-order", {"players": ", ".join(self.who(p) for p in seg.order)}))
        parts.extend(seg.lines)
        return parts

    def consequences(self, seg: Segment, actor: int | None) -> str:
        """The folded consequences of a segment in one clause list."""
        return "; ".join(self.clauses(seg, actor))


def told_args(n: Teller, seg: Segment) -> dict[str, Value]:
    """The changes-arguments of segment `seg` told by narrator `n`."""
    out: dict[str, Value] = {"what": n.consequences(seg, seg.player) or "none"}
    moved = {o: m for o, m in seg.moves.items() if seg.start_place.get(o) != (m[1], m[2])}
    first = next(iter(moved.items()), None)
    dest: tuple[str, Any] | None = None
    if first is not None:
        oid, (ent, zone, owner) = first
        dest = (zone, owner)
        out["object"] = n.obj(oid, ent, seg.props.get(oid, {}))
    elif seg.hidden:
        h = next(iter(seg.hidden.values()))
        dest = (h[0], h[1])
        out["object"] = "none"
    else:
        out["object"] = "none"
    group = [o for o, m in moved.items() if dest is not None and (m[1], m[2]) == dest]
    names = [n.obj(o, seg.moves[o][0], seg.props.get(o, {})) for o in group]
    hidden_there = [o for o, h in seg.hidden.items() if dest is not None and (h[0], h[1]) == dest]
    out["zone"] = n.zone(dest[0], dest[1], seg.player) if dest is not None else "none"
    out["objects"] = grouped(names) or "none"
    out["count"] = len(group) + len(hidden_there)
    rest = replace(seg, moves={o: m for o, m in seg.moves.items() if first is None or o != first[0]},
                   props={o: p for o, p in seg.props.items() if first is None or o != first[0]})
    out["rest"] = n.consequences(rest, seg.player) or "none"
    others = replace(seg, moves={o: m for o, m in seg.moves.items() if o not in group},
                     props={o: p for o, p in seg.props.items() if o not in group},
                     hidden={o: h for o, h in seg.hidden.items() if o not in hidden_there}, lines=[])
    out["others"] = n.consequences(others, seg.player) or "none"
    out["said"] = "; ".join(seg.lines) or "none"
    return out


def grouped(labels: list[str]) -> str:
    """Identical labels once with their count (`Worker ×3`), in order of first appearance."""
    counts: dict[str, int] = {}
    for x in labels:
        counts[x] = counts.get(x, 0) + 1
    return ", ".join(x if k == 1 else f"{x} ×{k}" for x, k in counts.items())

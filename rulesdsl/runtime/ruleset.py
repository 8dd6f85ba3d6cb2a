"""The compiled ruleset: everything the interpreter needs, built once from checked content."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from sys import intern
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from rulesdsl.errors import UsageError

if TYPE_CHECKING:
    from rulesdsl.content.model import Content
    from rulesdsl.diagnostics import Diagnostic

Cond = Callable[[Any], Any]


def shared_names(v: Any, depth: int = 0) -> Any:
    """A value with its texts made the one shared string object of their value (`sys.intern`), in lists,
    tuples and sets of them too, as Python makes the identifiers of code: a dict lookup then matches such a key
    by identity instead of comparing characters. Other values as they are."""
    t = type(v)
    if t is str:
        return intern(v)
    if depth < 4 and (t is tuple or t is list or t is frozenset):
        return t(shared_names(x, depth + 1) for x in v)
    return v


class Statement(Protocol):
    """What the ruleset and the machine need of a compiled statement; `runtime.nodes` implements it.

    A protocol, not the node classes: the nodes run on the machine, which reads the ruleset, so naming
    them here would tie the three modules in a circle."""

    idx: int
    atomic: bool
    where: tuple[str, int, int]
    feasible: Callable[[Any], bool]

    def run(self, m: Any) -> None:
        """Run an atomic statement."""

    def enter(self, m: Any) -> None:
        """Start a statement that owns a frame."""

    def step(self, m: Any, f: list[Any]) -> bool:
        """Advance the statement's frame; True when a decision is pending."""

    def resume(self, m: Any, f: list[Any], d: dict[str, Any], index: int) -> None:
        """Continue after the pending decision was answered."""


S = TypeVar("S", bound=Statement)
_V = TypeVar("_V")


class AdHoc(Protocol):
    """Compiles text that is not in the ruleset's files against its tables (scenarios, evaluation terms, tools).

    The compiled ruleset keeps this small service instead of the compiler; nothing calls it while a game is played:
    its callers compile once, before play (an agent's terms, a scenario's checks)."""

    def effect(self, text: str, scope: frozenset[str] = frozenset()) -> tuple[int, list[Diagnostic]]:
        """An effect as a statement-list node index (-1 with diagnostics when it does not compile)."""

    def expr(self, text: str) -> tuple[Any, list[Diagnostic]]:
        """An expression as a compiled closure (None with diagnostics when it does not compile)."""


_NO_ROW: dict[str, Any] = {}  # the row of an object whose entity the ruleset lacks (never written)

@dataclass
class RZone:
    """A zone as the interpreter sees it."""

    id: str
    per_player: bool
    visibility: str
    capacity: int | None
    tags: dict[str, Any]
    players: frozenset[int] | None


@dataclass
class REntity:
    """An entity (card, tile, piece) with its compiled effects (slot → node index)."""

    id: str
    kind: str
    copies: int
    start: str | None
    props: dict[str, Any]
    tags: dict[str, Any]
    effects: dict[str, int]
    provisional: bool
    name: str


@dataclass
class RAction:
    """One action of an action group."""

    id: str
    when: Cond | None
    body: Statement
    players: frozenset[int] | None
    when_where: str = ""  # file:line:col of `when:`, named in its run-time errors
    when_ast: Any = None  # the parsed `when:` (dsl AST), for why-not: never parsed again during play
    when_pos: tuple[str, int, int] | None = None  # (file, line, col) of `when:`


@dataclass
class Ruleset:
    """A compiled ruleset, ready to create games."""

    id: str
    version: str
    name: str
    min_players: int
    max_players: int
    score: str
    options: dict[str, dict[str, Any]]
    seat_names: tuple[str, ...] = ()  # declared in ruleset.yaml `players.names`; else P1, P2 …
    counter_bounds: dict[str, tuple[int, int | None]] = field(default_factory=dict)
    global_bounds: dict[str, tuple[int, int | None]] = field(default_factory=dict)
    counter_start: dict[str, int] = field(default_factory=dict)  # per-player counter -> value at the start
    global_start: dict[str, int] = field(default_factory=dict)
    outcome_kind: str = "scores"  # "scores" (each for themselves), "teams" or "cooperative" (ruleset `outcome:`)
    outcome_expr: Cond | None = None  # teams: a player's team; cooperative: whether the players won
    score_sign: int = 1  # 1: the highest score wins; -1: the lowest (`winner: lowest`)
    ties_shared: bool = False  # `ties: shared`: players still level after every tie-break draw (share the result)
    tiebreak_signs: list[int] = field(default_factory=list)  # per tie-break: 1 higher wins, -1 lower wins
    tiebreak_where: list[str] = field(default_factory=list)  # file:line:col of each tie-break (run-time errors)
    supplies: dict[str, str] = field(default_factory=dict)  # counter -> global counter counting its units out
    shown: dict[str, str] = field(default_factory=dict)  # "counter:x"/"zone:x"/"prop:x" -> all | owner | none
    zones: dict[str, RZone] = field(default_factory=dict)
    entities: dict[str, REntity] = field(default_factory=dict)
    kind_entities: dict[str, list[str]] = field(default_factory=dict)
    graphs: dict[str, dict[str, list[tuple[str, Cond | None]]]] = field(default_factory=dict)
    graph_edges: dict[str, list[tuple[str, str, str | None]]] = field(default_factory=dict)
    graph_nodes: dict[str, list[str]] = field(default_factory=dict)
    actions: dict[str, list[RAction]] = field(default_factory=dict)
    macros: dict[str, int] = field(default_factory=dict)
    nodes: list[Statement] = field(default_factory=list)
    steps: list[Callable[..., bool]] = field(default_factory=list)  # what runs node i's frame: its step, or
    # the generated function that replaced it (a table, so a compiled node class is never patched)
    tiebreaks: list[Cond] = field(default_factory=list)
    invariants: list[tuple[str, Cond]] = field(default_factory=list)
    flow_idx: int = -1
    setup_idx: int = -1
    halt_idx: int = -1
    provisional: int = 0
    root: str = ""
    content_hash: str = ""
    rivals: list[tuple[str, str, bool]] = field(default_factory=list)  # (id, global score counter, wins ties)
    rival_players: dict[str, frozenset[int] | None] = field(default_factory=dict)  # rival -> counts it plays at
    rival_index: dict[str, int] = field(default_factory=dict)  # score counter -> rival position
    packs: list[tuple[str, str]] = field(default_factory=list)  # (id, version) of the packs layered in
    player_keys: dict[str, list[str]] = field(default_factory=dict)  # per-player zone -> state key per seat
    zone_query_cache: dict[Any, list[str]] = field(default_factory=dict)
    # the same answers by the identity of a generated constant's tuple: (the tuple, players, zones)
    tag_queries: dict[int, tuple[Any, int, list[str]]] = field(default_factory=dict)
    static_memos: dict[Any, dict[Any, Any]] = field(default_factory=dict)  # (players, options) -> memo
    # the last lookup in static_memos: (the options dict, players, static_memos, its memo), by identity
    memo_last: tuple[Any, Any, Any, Any] = (None, None, None, None)
    # a decision's owner ("macro:…", "action:…") -> its derived prompt id and the node of the macro it names
    prompt_owners: dict[str, tuple[str, int | None]] = field(default_factory=dict)
    start_tables: dict[int, dict[str, Any]] = field(default_factory=dict)  # players -> objects and zones at start
    layout: list[dict[str, Any]] = field(default_factory=list)  # regions: {id, place, zones, columns, …}
    seat_style: dict[str, Any] = field(default_factory=dict)  # layout `seats:` {colours, names, counters}
    content: Content | None = None  # the checked content model it was compiled from (data: names, texts, order)
    constants: dict[str, str] = field(default_factory=dict)  # constant name -> its id (declared constants)
    adhoc: AdHoc | None = None  # compiles ad-hoc text against this ruleset (scenarios, evaluation terms, tools)
    python: Any = None  # pyrun.Report once the decision-free code runs as generated Python
    grids: Any = None  # runtime.grids.geometry.GridTable: the declared grids and the shapes of pieces
    # per entity column (by identity): what each object's entity says of a name, props over tags (`read_rows`)
    rows_last: tuple[Any, Any, list[dict[str, Any]]] = (None, None, [])
    rows_off: bool = False  # reads go to the entities themselves (`play/reach.py` notes which ones are read)

    def text_compiler(self) -> AdHoc:
        """The service that compiles ad-hoc text against this ruleset (U041 for a ruleset built without one)."""
        if self.adhoc is None:
            raise UsageError(f"ruleset '{self.id}' was not built by the compiler: it cannot compile text", "U041")
        return self.adhoc

    def read_rows(self, entity_column: list[str]) -> list[dict[str, Any]]:
        """Per object of a state's entity column, what its entity gives a read of `x.name` before the object's
        own fields: its props over its tags over `entity` and `kind` (one lookup where there were up to four).
        Made once per column: the column never changes, and a game's copies share it."""
        if self.rows_off:
            return []
        col, ents, rows = self.rows_last
        if col is entity_column and ents is self.entities:
            return rows
        merged: dict[str, dict[str, Any]] = {}
        for ent in self.entities.values():
            merged[ent.id] = {"entity": ent.id, "kind": ent.kind, **ent.tags, **ent.props}
        rows = [merged.get(e, _NO_ROW) for e in entity_column]
        self.rows_last = (entity_column, self.entities, rows)
        return rows

    def intern_names(self) -> None:
        """Make every zone, counter, entity, kind, prop and tag name of the tables one shared string object
        (`sys.intern`), as the identifiers of generated code are: a dict lookup then finds its key by identity,
        where an equal string of another origin (a file, a cache) is compared character by character. Keys
        keep their order (a query lists zones in declared order)."""
        name = shared_names

        def keyed(d: dict[str, _V]) -> dict[str, _V]:
            return {name(k): v for k, v in d.items()}

        def plain(d: dict[str, Any]) -> dict[str, Any]:
            return {name(k): name(v) for k, v in d.items()}

        for z in self.zones.values():
            z.id, z.tags = name(z.id), plain(z.tags)
        self.zones = keyed(self.zones)
        self.player_keys = {name(k): [name(x) for x in v] for k, v in self.player_keys.items()}
        for e in self.entities.values():
            e.id, e.kind, e.start, e.props, e.tags = name(e.id), name(e.kind), name(e.start), plain(e.props), \
                plain(e.tags)
        self.entities = keyed(self.entities)
        self.kind_entities = {name(k): [name(x) for x in v] for k, v in self.kind_entities.items()}
        self.counter_start, self.global_start = keyed(self.counter_start), keyed(self.global_start)
        self.counter_bounds, self.global_bounds = keyed(self.counter_bounds), keyed(self.global_bounds)
        self.graphs = {g: {name(n): [(name(to), c) for to, c in out] for n, out in nodes.items()}
                       for g, nodes in self.graphs.items()}
        self.graph_nodes = {g: [name(n) for n in ns] for g, ns in self.graph_nodes.items()}
        self.start_tables.clear()  # made again from the shared names
        self.rows_last = (None, None, [])

    def add_node(self, node: S) -> S:
        """Register a compiled node and give it its index."""
        node.idx = len(self.nodes)
        self.nodes.append(node)
        self.steps.append(node.step)
        return node

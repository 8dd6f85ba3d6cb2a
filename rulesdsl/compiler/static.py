"""What the compiler knows of rules before they run: which statements can never wait for a decision, and
which content functions and expressions read nothing of the game.

Decision-free subtrees run inline: a statement that can never ask for a decision is marked atomic, so a loop
over forty spaces costs forty calls instead of a hundred frame steps (`mark_pure`). A content function whose
value depends only on its arguments, the ruleset, the game's options and its player count is static: the
generated code may remember it for a whole game (`is_static`); an expression with one value for a whole game
may be computed once for it (`fixed_in_game`). What an expression reads: the zones, when it reads only their
objects and `me` (`zone_reads`, with the props play may write: `written_props`), and the sub-expressions it
writes twice, which generated code computes once (`repeated_reads`). For the code generator: the kinds of
value the text fixes (`whole`, `listy`), and the zones, tags and counters it reads and writes in the state
directly, decided from the declarations (`Declared`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdsl.runtime import choices as C
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.builtins import IMPLS, STATIC_QUERIES
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.simultaneous import Simultaneous

Fn = Callable[[Any], Any]  # a compiled expression (its `ir` attribute is what the compiler reads)
STATIC_IMPLS = frozenset(id(IMPLS[n]) for n in STATIC_QUERIES)
STATE_READS = frozenset({"me", "counter", "global", "attr", "order"})  # resolved forms that read the game
# loops over a source, (op, variable, source, ...): a list, its first match (`at([...], 0)`), `count([...]) > 0`
LOOP_FORMS = frozenset({"comprehension", "first", "exists"})


def is_static(sig: Any, known: dict[int, bool]) -> bool:
    """Whether a content function reads nothing of the game but its parameters, the ruleset and the
    options (only static queries, no counters, objects, `me`, order); `known` remembers the answers."""
    got = known.get(id(sig))
    if got is not None:
        return got
    known[id(sig)] = False  # while deciding (functions never recurse; this only guards)
    ok = _fixed(sig.fn, sig.params, known)
    known[id(sig)] = ok
    return ok


def fixed_in_game(fn: Any, known: dict[int, bool] | None = None) -> bool:
    """Whether a compiled expression has one value for a whole game: it reads only the ruleset, the
    options and the player count (no counters, objects, zones, `me`, order or variables)."""
    return _fixed(fn, (), {} if known is None else known)


def _fixed(fn: Any, params: Any, known: dict[int, bool]) -> bool:
    todo: list[tuple[Any, frozenset[str]]] = [(fn, frozenset())]  # (expression, comprehension variables bound)
    steps = 0
    while todo:
        steps += 1
        if steps > 10_000:  # bounded: an expression this large is simply not treated as fixed
            return False
        sub, bound = todo.pop()
        ir = getattr(sub, "ir", None)
        if not isinstance(ir, tuple) or not ir or ir[0] in STATE_READS:
            return False
        op = ir[0]
        if (op == "var" and ir[1] not in params) or (op == "cvar" and ir[1] not in bound):
            return False  # a variable bound outside: its value is not the expression's own
        if op in ("call", "kwcall") and id(ir[1]) not in STATIC_IMPLS:
            return False
        if op == "function" and not is_static(ir[1], known):
            return False
        if op in LOOP_FORMS:  # (op, variable, source, ...): the variable is bound after the source
            inner = bound | {ir[1]}
            todo += [(x, bound if x is ir[2] else inner) for x in operands(ir)]
        else:
            todo += [(x, bound) for x in operands(ir)]
    return True


def operands(ir: tuple[Any, ...]) -> list[Any]:
    """The compiled sub-expressions of an expression's resolved form."""
    out: list[Any] = []
    for x in ir[1:]:
        if hasattr(x, "ir"):
            out.append(x)
        elif isinstance(x, list):
            for y in x:
                if hasattr(y, "ir"):
                    out.append(y)
                elif isinstance(y, tuple) and len(y) == 2 and hasattr(y[1], "ir"):
                    out.append(y[1])
    return out


# ---- decision-free statements ----------------------------------------------------------------

def _children(node: N.Node, rs: Ruleset) -> list[N.Node] | None:
    """The sub-nodes whose purity decides this node's, or None when the node may decide."""
    if isinstance(node, (C.Choose, C.Pick, C.Act, C.Run, Simultaneous)):
        return None
    if isinstance(node, N.MacroCall):
        return [N.node_at(rs, node.body_idx)]
    return N.sub_statements(node)  # empty for verbs and lets


def mark_pure(rs: Ruleset) -> int:
    """Mark every decision-free node atomic; returns how many compound nodes were marked.

    Iterative (an explicit stack), so a long chain of macros cannot exhaust Python's recursion."""
    memo: dict[int, bool] = {}
    for root in N.all_nodes(rs):
        if root.idx in memo:
            continue
        stack: list[tuple[N.Node, list[N.Node] | None, int]] = [(root, _children(root, rs), 0)]
        memo[root.idx] = False  # macros never recurse; this only guards malformed input
        while stack:
            node, kids, i = stack[-1]
            while kids is not None and i < len(kids) and kids[i].idx in memo:
                i += 1
            if kids is not None and i < len(kids):
                stack[-1] = (node, kids, i + 1)
                k = kids[i]
                memo[k.idx] = False
                stack.append((k, _children(k, rs), 0))
                continue
            stack.pop()
            memo[node.idx] = kids is not None and all(memo[k.idx] for k in kids)
    marked = 0
    for node in N.all_nodes(rs):
        if memo.get(node.idx) and not node.atomic:
            node.atomic = True
            marked += 1
    return marked


# ---- what an expression reads ------------------------------------------------------------------

ZONE_QUERIES = frozenset(id(IMPLS[n]) for n in ("in", "in_each"))
IMPL_IDS = frozenset(id(f) for f in IMPLS.values())
PROP_WRITERS = frozenset(id(IMPLS[n]) for n in ("setp", "addp"))
_PLAIN = frozenset({"const", "me", "num_players", "players", "group", "binop", "compare", "and", "or", "not",
                    "neg", "list", "memo", "function", "call", "kwcall", "attr", "cvar", "comprehension", "first",
                    "exists"})
Fixed = Callable[[Any], tuple[bool, Any]]


def zone_reads(fn: Any, fixed: Fixed, known: dict[int, bool] | None = None) -> tuple[list[str], set[str]] | None:
    """The zones an expression reads, when all it reads of the game is the objects in them (their fields and
    props) and `me`: the zone ids (each of `me`'s when per player), and the fields it reads of their objects.
    `fixed` gives the value of a zone argument fixed for the game. None when it reads anything else (counters,
    globals, variables, the order, an object not drawn from those zones) or a zone argument is not fixed."""
    known = {} if known is None else known
    zones: list[str] = []
    fields: set[str] = set()
    todo: list[tuple[Any, frozenset[str]]] = [(fn, frozenset())]  # (expression, object variables bound)
    steps = 0
    while todo:
        steps += 1
        if steps > 10_000:
            return None
        sub, bound = todo.pop()
        ir = getattr(sub, "ir", None)
        if not isinstance(ir, tuple) or not ir or ir[0] not in _PLAIN:
            return None
        op = ir[0]
        if op == "cvar" and ir[1] not in bound:
            return None
        if op == "attr":
            if getattr(ir[1], "ir", (None,))[:1] != ("cvar",):
                return None  # only the fields of an object drawn from the zones read
            fields.add(str(ir[2]))
        if op == "function" and not is_static(ir[1], known):
            return None
        if op in ("call", "kwcall") and id(ir[1]) in ZONE_QUERIES:
            read = _zone_args(ir, fixed)
            if read is None:
                return None
            zones += read
            continue
        if op in ("call", "kwcall") and id(ir[1]) not in STATIC_IMPLS:
            return None
        if op in LOOP_FORMS:  # its variable holds the objects of the zones its source reads
            if not _object_list(ir[2]):
                return None
            todo += [(x, bound if x is ir[2] else bound | {ir[1]}) for x in operands(ir)]
        else:
            todo += [(x, bound) for x in operands(ir)]
    return zones, fields


def _zone_args(ir: tuple[Any, ...], fixed: Fixed) -> list[str] | None:
    """The zone ids an `in`/`in_each` call reads (`me`'s when left out), if its arguments are fixed."""
    if ir[0] != "call" or not 1 <= len(ir[2]) <= 2:
        return None
    if len(ir[2]) == 2 and getattr(ir[2][1], "ir", None) != ("const", None):
        return None  # another player's zones: not `me`'s, which the reads are keyed by
    done, value = fixed(ir[2][0])
    if not done:
        return None
    values = value if ir[1] is IMPLS["in_each"] else [value]
    if type(values) is not list or not all(type(v) is str for v in values):
        return None
    return list(values)


def _object_list(fn: Any) -> bool:
    """Whether an expression is a list of the objects of zones (`in`, `in_each`, or a sum of them)."""
    ir = getattr(fn, "ir", None)
    if not isinstance(ir, tuple) or not ir:
        return False
    if ir[0] == "call" and id(ir[1]) in ZONE_QUERIES:
        return True
    return ir[0] == "binop" and ir[1] == "+" and _object_list(ir[2]) and _object_list(ir[3])


def written_props(rs: Ruleset) -> frozenset[str] | None:
    """The object props play may write (`setp`, `addp` with a constant name); None when it may write any (a
    name computed in play, or a plug-in verb, which may do anything)."""
    out: set[str] = set()
    for node in N.all_nodes(rs):
        ir = getattr(getattr(node, "fn", None), "ir", None) if isinstance(node, N.Atomic) else None
        if not isinstance(ir, tuple) or not ir or ir[0] not in ("call", "kwcall"):
            continue
        if id(ir[1]) not in IMPL_IDS:
            return None  # a plug-in verb
        if id(ir[1]) in PROP_WRITERS:
            name = getattr(ir[2][1], "ir", None) if len(ir[2]) > 1 else None
            if not isinstance(name, tuple) or name[:1] != ("const",) or type(name[1]) is not str:
                return None
            out.add(name[1])
    return frozenset(out)


# ---- sub-expressions read twice ------------------------------------------------------------------

# Queries whose value is a number, a truth value or an id (never a list a caller could share), reading the game
# without changing it: a sub-expression made of these, attributes, counters and `me` may be computed once
# where it is written twice in one function.
SCALAR_IMPLS = frozenset(id(IMPLS[n]) for n in ("ztag", "index_of", "count", "sum", "max", "min", "contains",
                                                "free", "option", "counter", "top"))


def read_key(fn: Any) -> tuple[Any, ...] | None:
    """A structural key of a sub-expression worth computing once where it is written twice (an attribute, a
    counter, `me`, a variable, a scalar query), None for anything else; equal keys in one scope mean equal
    values."""
    ir = getattr(fn, "ir", None)
    if not isinstance(ir, tuple) or not ir:
        return None
    op = ir[0]
    if op == "me":
        return ("me",)
    if op == "var" and type(ir[1]) is str:  # looked up through the frames unless it is a local
        return ("var", ir[1])
    if op == "counter":
        return ("counter", ir[1])
    if op == "attr":
        inner = _leaf_key(ir[1])
        return None if inner is None else ("attr", inner, ir[2])
    if op == "call" and id(ir[1]) in SCALAR_IMPLS:
        args = [_leaf_key(a) for a in ir[2]]
        return None if any(a is None for a in args) else ("call", id(ir[1]), tuple(args))
    return None


def _leaf_key(fn: Any) -> tuple[Any, ...] | None:
    ir = getattr(fn, "ir", None)
    if isinstance(ir, tuple) and len(ir) == 2 and ir[0] in ("var", "cvar") and type(ir[1]) is str:
        return (ir[0], ir[1])
    if isinstance(ir, tuple) and len(ir) == 2 and ir[0] == "const" and (ir[1] is None or type(ir[1]) in (int, str)):
        return ("const", type(ir[1]).__name__, ir[1])
    return read_key(fn)


def repeated_reads(fns: list[Any]) -> set[tuple[Any, ...]]:
    """The keys (`read_key`) written more than once in these expressions, outside the bodies of their loops
    (a comprehension's element and condition are another function's, once per element)."""
    seen: set[tuple[Any, ...]] = set()
    twice: set[tuple[Any, ...]] = set()
    todo = list(fns)
    steps = 0
    while todo and steps < 10_000:
        steps += 1
        fn = todo.pop()
        key = read_key(fn)
        if key is not None:
            (twice if key in seen else seen).add(key)
        ir = getattr(fn, "ir", None)
        if not isinstance(ir, tuple) or not ir:
            continue
        if ir[0] in LOOP_FORMS:
            todo.append(ir[2])  # only the source is evaluated here
        elif ir[0] != "memo":
            todo += operands(ir)
    return twice


# ---- for the code generator: value kinds and declared state ----------------------------------------

WHOLE_QUERIES = ("count", "free", "sum", "index_of")  # built-in queries whose value is always an integer
LIST_FORMS = ("group", "players", "order", "list", "comprehension")  # expressions written as a new list
LIST_QUERIES = ("in", "in_each", "zones")  # built-in queries whose value is always a list


def whole(fn: Fn) -> bool:
    """Whether an expression's value is always an integer when it has one: an integer written in the text, or a
    query that returns only integers (`count`, `free`, `sum`, `index_of`), so an order test needs no checks."""
    ir = getattr(fn, "ir", None)
    if not isinstance(ir, tuple) or not ir:
        return False
    if ir[0] == "const":
        return type(ir[1]) is int
    return ir[0] == "call" and any(ir[1] is IMPLS[name] for name in WHOLE_QUERIES)


def listy(fn: Fn | None, depth: int = 0) -> bool:
    """Whether an expression always gives a new list: a list written out or built (a comprehension, a declared
    group, the players), a query that returns only lists (`in`, `in_each`, `zones`), or a content function whose
    own expression is one of these (followed a few calls deep)."""
    ir = getattr(fn, "ir", None)
    if not isinstance(ir, tuple) or not ir:
        return False
    if ir[0] in LIST_FORMS:
        return True
    if ir[0] in ("call", "kwcall"):
        return any(ir[1] is IMPLS[q] for q in LIST_QUERIES)
    return ir[0] == "function" and depth < 4 and listy(getattr(ir[1], "fn", None), depth + 1)


def constant_tags(kws: list[tuple[str, Fn]]) -> tuple[tuple[str, Any], ...] | None:
    """The tags of a `zones(...)` call whose values are all constants, keyed as `q_zones` keys them; else None."""
    out = []
    for k, f in kws:
        ir = getattr(f, "ir", None)
        if not isinstance(ir, tuple) or len(ir) != 2 or ir[0] != "const" or \
                not (ir[1] is None or type(ir[1]) in (bool, int, str)):
            return None
        out.append((str(k), ir[1]))
    return tuple(sorted(out)) if len(out) > 1 else tuple(out)


def no_player(fns: list[Fn]) -> bool:
    """Whether `in`/`in_each` arguments are the zone or list expression alone (no player, or none)."""
    first = getattr(fns[0], "ir", None) if fns else None
    return isinstance(first, tuple) and bool(first) and \
        (len(fns) == 1 or (len(fns) == 2 and getattr(fns[1], "ir", None) == ("const", None)))


class Declared:
    """The ruleset's zones and counters as the generator uses them; `ref` names an object for the module."""

    def __init__(self, zones: dict[str, Any], player_keys: dict[str, list[str]],
                 counters: dict[str, tuple[bool, tuple[int, int | None]]], ref: Callable[[Any], str]) -> None:
        self.zones = zones  # id -> RZone
        self.player_keys = player_keys  # per-player zone -> its state key for each seat
        self.counters = counters  # counter -> (per player?, bounds) for a set/gain written in place
        self.ref = ref
        self._tag_tables: dict[str, dict[str, Any]] = {}

    def zone_read(self, fns: list[Fn], me: str) -> str | None:
        """The tuple of objects `in(z)` lists, read from the state, when `z` is a declared zone written in the
        text and no player is given (a per-player zone: `me`'s, `me` written as given); else None."""
        if not no_player(fns):
            return None
        zone = fns[0].ir  # type: ignore[attr-defined]
        if not (zone[0] == "const" and type(zone[1]) is str):
            return None
        rz = self.zones.get(zone[1])
        if rz is None:
            return None
        if not rz.per_player:  # a zone absent at this player count holds nothing
            return f"m.zones.get({ascii(zone[1])}, _EMPTY)"
        keys = self.player_keys.get(zone[1])
        if keys is None:
            return None
        # `me` is always a seat of the game (checked where it is bound); a seat's zone not in play: empty
        return f"m.zones.get({self.ref(tuple(keys))}[{me}], _EMPTY)"

    def counter_written(self, fns: list[Fn]) -> tuple[str, bool, tuple[int, int | None]] | None:
        """`set(c, n)` / `gain(c, n)` arguments naming, in the text and without `who`, a counter that no supply,
        score breakdown or rival follows: (its id, per player?, its bounds); None when the verb must run."""
        name = getattr(fns[0], "ir", None) if len(fns) == 3 else None
        if not (isinstance(name, tuple) and name[0] == "const" and type(name[1]) is str) \
                or getattr(fns[2], "ir", None) != ("const", None):
            return None
        known = self.counters.get(name[1])
        return None if known is None else (name[1], *known)

    def shared(self, group: Any) -> bool:
        """Whether a declared list names zones that are not per-player, and only them."""
        zones = self.zones
        return all(type(z) is str and z in zones and not zones[z].per_player for z in group)

    def tag_table(self, fns: list[Fn]) -> str | None:
        """`ztag(z, "t")` with a constant tag: the name of a table of every zone's tag `t` (None otherwise)."""
        tag = getattr(fns[1], "ir", None) if len(fns) == 2 else None
        if not (isinstance(tag, tuple) and tag[0] == "const" and type(tag[1]) is str):
            return None
        table = self._tag_tables.get(tag[1])
        if table is None:
            table = self._tag_tables[tag[1]] = {z: rz.tags.get(tag[1]) for z, rz in self.zones.items()}
        return self.ref(table)

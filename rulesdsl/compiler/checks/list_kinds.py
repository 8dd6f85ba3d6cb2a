"""Check-time kinds of values, from the text alone. Declared ids used as values — a zone compared with a
number, a counter moved as an object, a zone where a list belongs — are refused (E050-E052); and for the
built-ins that compare or hash list elements (`min`, `max`, `order_by`, `distinct`) a list literal whose
elements are visibly of kinds with no order between them (a number and a string, a list and a number) is
refused at `check` (E038) instead of failing at play (R106). Elements whose kind depends on the game are
left to the run-time check."""

from __future__ import annotations

from typing import Any, Protocol

from rulesdsl.diagnostics import register_codes
from rulesdsl.dsl import ast as A


class Reporter(Protocol):
    """What this check asks of the expression compiler's reporter (a part of `exprs.Reporter`)."""

    def error(self, span: A.Span, code: str, message: str, hint: str = "") -> None:
        """Report an error at a span."""

    def counter_kind(self, name: str) -> str | None:
        """'player', 'global' or None for a counter name."""

    def group(self, name: str) -> list[Any] | None:
        """The list of a declared group."""

    def function(self, name: str) -> Any:
        """A content-defined function, or None."""

register_codes({
    "E038": ("list elements that cannot be compared", "`min`, `max` and `order_by`'s keys compare numbers with "
                                                      "numbers or strings with strings; `distinct` takes "
                                                      "numbers, ids and strings, not lists."),
})

_LISTS = frozenset({"in", "in_each", "owned", "entities", "zones", "distinct", "order_by", "next_nodes"})
_NUMBERS = frozenset({"count", "sum", "counter", "roll", "index_of", "free"})
_SPECIAL = {"players": "list", "order": "list", "num_players": "number", "me": "number", "none": "none"}
# which argument of which built-in holds the list it compares (or hashes)
COMPARED = {"min": "items", "max": "items", "order_by": "keys", "distinct": "items"}


def kind_of(e: A.Expr, rep: Reporter, scope: frozenset[str]) -> str | None:
    """'number', 'string', 'list' or 'none' when visible from the text alone, else None."""
    if isinstance(e, (A.Int, A.Bool, A.Neg)):
        return "number"
    if isinstance(e, A.Str):
        return "string"
    if isinstance(e, (A.ListLit, A.Comprehension)):
        return "list"
    if isinstance(e, A.BinOp) and e.op != "+":
        return "number"
    if isinstance(e, A.CallExpr) and rep.function(e.name) is None:
        return "list" if e.name in _LISTS else "number" if e.name in _NUMBERS else None
    if isinstance(e, A.Name) and e.id not in scope:
        if e.id in _SPECIAL:
            return _SPECIAL[e.id]
        if rep.counter_kind(e.id) is not None:
            return "number"
        if rep.group(e.id) is not None:
            return "list"
    return None


def check_compared(e: A.CallExpr, rep: Reporter, scope: frozenset[str]) -> None:
    """E038 when the compared list of a `min`/`max`/`order_by`/`distinct` call is a literal whose elements
    visibly cannot be compared (or hashed)."""
    param = COMPARED.get(e.name)
    if param is None or rep.function(e.name) is not None:
        return
    arg: A.Expr | None = None
    position = {"items": 0, "keys": 1}[param]
    if len(e.args) > position:
        arg = e.args[position]
    for kw in e.kwargs:
        if kw.name == param:
            arg = kw.value
    if not isinstance(arg, A.ListLit):
        return
    kinds = {k for k in (kind_of(x, rep, scope) for x in arg.items) if k is not None}
    if e.name == "distinct":
        bad = "list" in kinds
        what = "lists cannot be told apart by `distinct`"
    else:
        bad = len(kinds) > 1 or "none" in kinds
        what = f"{e.name}() would compare {' and '.join(sorted(kinds))} values, which have no order"
    if bad:
        rep.error(arg.span, "E038", what, "compare numbers with numbers, or strings with strings")


# ---- declared ids used as values (E050-E052) ----------------------------------------------------------

register_codes({
    "E058": ("truth value used as a number", "A condition (a comparison, and/or/not, true/false, contains …) stands "
                                             "in arithmetic or where an amount is needed: a truth value is not a "
                                             "number. `if cond then 1 else 0` turns it into one."),
    "E050": ("id used as a number", "A zone, entity, graph or other declared id stands where a number is needed "
                                    "(compared with a number, in arithmetic, as an amount): an id is a name, "
                                    "not a value. count(in(zone)) counts a zone's objects."),
    "E051": ("not an object", "A verb that takes an object (move, setp, run, reveal …) was given a zone, a counter "
                              "or a number. top(zone) is the top object of a zone; pick o in in(zone) { … } "
                              "lets the player choose one."),
    "E052": ("not a list", "A list parameter (count, sum, for … in) was given a zone or another id: in(zone) lists "
                           "a zone's objects."),
})

# Families of declared ids that are names, never numbers or objects.
ID_KINDS = frozenset({"zone", "entity", "graph", "kind", "action group", "effect slot", "tag"})

_NUMBER_QUERIES = frozenset({"count", "sum", "max", "min", "roll", "index_of", "free"})
_LIST_QUERIES = frozenset({"in", "in_each", "zones", "distinct", "order_by", "next_nodes", "entities", "owned",
                           "sorted", "reversed", "range", "numbers"})
_BOOL_QUERIES = frozenset({"contains", "knows"})


class Names(Protocol):
    """What the kind checks need from the compiler: declared constants, counters and groups, and where to
    report."""

    def error(self, span: A.Span, code: str, message: str, hint: str = "") -> None:
        """Report an error at a span of the text being compiled."""

    def names(self) -> dict[str, str]:
        """Declared constants: id -> family."""

    def counter_kind(self, name: str) -> str | None:
        """Per-player or global counter, else None."""

    def group(self, name: str) -> list[object] | None:
        """A declared group's list."""


def value_kind(rep: Names, e: A.Expr, scope: frozenset[str], cvars: list[str]) -> str:
    """The kind of an expression: number, string, bool, list, object, player, counter (a counter's value,
    a number), one of ID_KINDS for a bare declared id, or unknown."""
    if isinstance(e, A.Bool):
        return "bool"
    if isinstance(e, A.Int):
        return "number"
    if isinstance(e, A.Str):
        return "string"
    if isinstance(e, (A.ListLit, A.Comprehension)):
        return "list"
    if isinstance(e, (A.Compare, A.BoolOp, A.Not)):
        return "bool"
    if isinstance(e, A.Neg):
        return "number"
    if isinstance(e, A.CondExpr):  # a kind when both branches have the same one
        k = value_kind(rep, e.then_, scope, cvars)
        return k if k == value_kind(rep, e.orelse, scope, cvars) else "unknown"
    if isinstance(e, A.Name):
        n = e.id
        if n in cvars or n in scope:
            return "unknown"
        if n == "me":
            return "player"
        if n == "this":
            return "object"
        if n in ("players", "order"):
            return "list"
        if n == "num_players":
            return "number"
        if rep.counter_kind(n) is not None:
            return "counter"
        if rep.group(n) is not None:
            return "list"
        fam = rep.names().get(n)
        return fam if fam is not None and fam in ID_KINDS else "unknown"
    if isinstance(e, A.CallExpr):
        if e.name in _NUMBER_QUERIES:
            return "number"
        if e.name in _LIST_QUERIES:
            return "list"
        if e.name in _BOOL_QUERIES:
            return "bool"
        if e.name == "top":
            return "object"
        return "unknown"
    if isinstance(e, A.BinOp):
        sides = {value_kind(rep, e.left, scope, cvars), value_kind(rep, e.right, scope, cvars)}
        return "number" if sides <= {"number", "counter"} else "unknown"
    return "unknown"


def _label(e: A.Expr, kind: str) -> str:
    return f"{kind} '{e.id}'" if isinstance(e, A.Name) else f"this {kind}"


def _number_hint(e: A.Expr, kind: str) -> str:
    if kind == "zone" and isinstance(e, A.Name):
        return f"count(in({e.id})) is the number of objects in it"
    if kind == "entity" and isinstance(e, A.Name):
        return f"a prop of a card is read from an object: o.prop; count([o for o in in(zone) if o.entity == " \
               f"\"{e.id}\"]) counts its copies in a zone"
    return "an id names something; it is not a number"


def number_problem(rep: Names, e: A.Expr, scope: frozenset[str], cvars: list[str]) -> tuple[str, str] | None:
    """(message, hint) when `e` is visibly an id, not a number; else None."""
    k = value_kind(rep, e, scope, cvars)
    if k in ID_KINDS:
        return f"{_label(e, k)} is used as a number", _number_hint(e, k)
    return None


def object_problem(rep: Names, e: A.Expr, scope: frozenset[str], cvars: list[str]) -> tuple[str, str] | None:
    """(message, hint) when `e` is visibly not an object (a zone, a counter, a number, a list); else None."""
    k = value_kind(rep, e, scope, cvars)
    if k == "zone" and isinstance(e, A.Name):
        return (f"zone '{e.id}' is a place, not an object",
                f"top({e.id}) is its top object; pick o in in({e.id}) {{ … }} lets the player choose one")
    if k == "counter" and isinstance(e, A.Name):
        return (f"counter '{e.id}' is a number, not an object",
                f"counters change with gain({e.id}, n) / lose({e.id}, n); objects are cards, tiles and pieces")
    if k in ("number", "list", "string", "bool") or (k in ID_KINDS and k != "entity"):
        return f"expected an object, got a {k}", "top(zone) is the top object of a zone"
    if k == "entity" and isinstance(e, A.Name):
        return (f"entity '{e.id}' names a card, not one object in play",
                f"top(zone) or pick o in [o for o in in(zone) if o.entity == \"{e.id}\"] {{ … }} gives an object")
    return None


def list_problem(rep: Names, e: A.Expr, scope: frozenset[str], cvars: list[str]) -> tuple[str, str] | None:
    """(message, hint) when `e` is visibly a declared id or a number where a list is needed; else None."""
    k = value_kind(rep, e, scope, cvars)
    if k == "zone" and isinstance(e, A.Name):
        return f"zone '{e.id}' is a place, not a list", f"in({e.id}) lists its objects"
    if k in ID_KINDS or k in ("number", "counter"):
        return f"expected a list, got {_label(e, k) if k in ID_KINDS else 'a number'}", "lists are [a, b], " \
            "in(zone), players, order or a comprehension"
    return None


_ORDERED = frozenset({"<", "<=", ">", ">="})


_BOOL_HINT = "a truth value is not a number: write `if cond then 1 else 0`"


def bool_problem(rep: Names, e: A.Expr, scope: frozenset[str], cvars: list[str]) -> tuple[str, str] | None:
    """(message, hint) when `e` is visibly a truth value (a comparison, and/or/not, true/false); else None."""
    if isinstance(e, A.Bool):
        return None  # a literal is E004's (a literal of the wrong type)
    if value_kind(rep, e, scope, cvars) == "bool":
        return "a truth value (a condition) is used as a number", _BOOL_HINT
    return None


def check_arg(rep: Names, e: A.Expr, type_: str, scope: frozenset[str], cvars: list[str]) -> None:
    """Report E050/E051/E052 when an argument is visibly not the number, object or list its parameter takes,
    E058 when a number parameter is given a condition."""
    if type_ == "int":
        truth = bool_problem(rep, e, scope, cvars)
        if truth is not None:
            rep.error(e.span, "E058", truth[0], truth[1])
            return
    check = {"int": number_problem, "obj": object_problem, "list": list_problem}.get(type_)
    got = check(rep, e, scope, cvars) if check is not None else None
    if got is not None:
        rep.error(e.span, {"int": "E050", "obj": "E051", "list": "E052"}[type_], got[0], got[1])


def check_operands(rep: Names, e: A.BinOp | A.Compare, scope: frozenset[str], cvars: list[str]) -> None:
    """Report E050 for a declared id in arithmetic, ordered (<, >, …) or compared with a number; E058 for a
    condition in arithmetic (`0 + (1 > 0)`)."""
    sides = (e.left, e.right)
    if isinstance(e, A.BinOp):
        for side in sides:
            truth = bool_problem(rep, side, scope, cvars)
            if truth is None and isinstance(side, A.Bool):
                truth = ("true/false is used as a number", _BOOL_HINT)
            if truth is not None:
                rep.error(side.span, "E058", truth[0], truth[1])
    for side, other in (sides, sides[::-1]):
        got = number_problem(rep, side, scope, cvars)
        if got is None:
            continue
        if isinstance(e, A.BinOp):
            rep.error(side.span, "E050", got[0], got[1])
        elif e.op in _ORDERED or isinstance(other, A.Int):
            rep.error(side.span, "E050", got[0].replace("used as a number", f"compared with {e.op}"), got[1])

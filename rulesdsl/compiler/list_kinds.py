"""Check-time kinds of list elements for the built-ins that compare or hash them (`min`, `max`,
`order_by`, `distinct`): a list literal whose elements are visibly of kinds with no order between them
(a number and a string, a list and a number) is refused at `check` (E038) instead of failing at play
(R106). Elements whose kind depends on the game are left to the run-time check."""

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

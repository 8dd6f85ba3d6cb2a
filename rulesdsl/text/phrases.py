"""Conditions read as set phrases in rule text: my own counters, a content function's negation, "there is at
least one of" (split from `render.py`, whose `RuleText` calls these)."""

from __future__ import annotations

from typing import Protocol

from rulesdsl.content.model import Content
from rulesdsl.dsl import ast as A
from rulesdsl.i18n.catalog import Catalog, Value
from rulesdsl.i18n.names import message_id

__all__ = ["RuleWords", "my_counter", "negated_call", "exists"]


class RuleWords(Protocol):
    """What these phrases and the role names (`roles.py`) need of the renderer (`render.RuleText`), named here so
    the imports run one way."""

    c: Content
    cat: Catalog
    locale: str
    held: dict[str, str]  # what a `let` holds ("player", "kind:<kind>"), for the roles of what loops over it

    def name(self, family: str, ident: str, case: str | None = None, n: int | str | None = None) -> str:
        """The name of a declared id."""

    def msg(self, mid: str, args: dict[str, Value] | None = None, default: str | None = None) -> str:
        """Format a message."""

    def expr(self, e: A.Expr, scope: frozenset[str] = frozenset()) -> str:
        """An expression in words."""

    def _user_args(self, params: list[str], args: tuple[A.Expr, ...], kwargs: tuple[A.Kwarg, ...],
                   scope: frozenset[str]) -> dict[str, Value]:
        """A content function's arguments as message arguments."""


def my_counter(rt: RuleWords, e: A.Expr, scope: frozenset[str]) -> str | None:
    """The counter id when an expression is one of my counters (`ore` or `me.ore`)."""
    if isinstance(e, A.Name) and e.id in rt.c.counters and e.id not in scope:
        return e.id
    if isinstance(e, A.Attr) and isinstance(e.obj, A.Name) and e.obj.id == "me" and "me" not in scope \
            and e.name in rt.c.counters:
        return e.name
    return None


def negated_call(rt: RuleWords, e: A.Expr, scope: frozenset[str]) -> str | None:
    """`not f(x)` through the content's `function-f-not` message when the catalog has one."""
    if not isinstance(e, A.CallExpr) or e.name not in rt.c.functions:
        return None
    mid = message_id("function", e.name) + "-not"
    if not rt.cat.knows(mid):
        return None
    fn = rt.c.functions[e.name]
    params = [str(p) for p in (fn.data.get("params") or [])]
    return rt.msg(mid, rt._user_args(params, e.args, e.kwargs, scope))


def exists(rt: RuleWords, e: A.Compare, scope: frozenset[str]) -> str | None:
    """`count(X) > 0` / `>= 1` reads "there is at least one of X"; `count(X) == 0` "there is none of X"."""
    left, right = e.left, e.right
    if not (isinstance(left, A.CallExpr) and left.name == "count" and len(left.args) == 1
            and isinstance(right, A.Int)):
        return None
    items = rt.expr(left.args[0], scope)
    if (e.op, right.value) in ((">", 0), (">=", 1), ("!=", 0)):
        return rt.msg("expr-exists", {"items": items})
    if (e.op, right.value) in (("==", 0), ("<", 1), ("<=", 0)):
        return rt.msg("expr-none-of", {"items": items})
    return None

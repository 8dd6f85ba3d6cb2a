"""Role names of bound variables in card text: what `pick`, `for` and `let` bind is read as "the chosen player",
"that card" or the value itself, never as a chain of "it".

A pick's declared role (`role-<prompt>` in the ruleset's catalog) comes first. Otherwise the role is derived
from what the variable holds, read from the text alone: players (`players`, `order`, a list built from them,
a content function that returns one) are "the chosen player" / "that player"; objects of one kind (from
`entities("kind")`, or a zone that only entities of one kind start in) are "the chosen <kind>" / "that <kind>";
a `let` of anything else is read as its value. Unknown sources keep the pronoun (`expr-bound`).

The rules sheet names what no role names with a letter (A, B, …). A `let` is read as its value (its expression
repeated where the variable is used) only when the value cannot change before it is used: it reads no state
(numbers, arithmetic on them, other bound values), or every use is in the single verb call right after it.
`let d = top(pile); move(d, board); setp(d, "owner", me)` must not read "set the owner of the top object of the
pile": after the move that is the next disc."""

from __future__ import annotations

from typing import Any

from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import parse_expr
from rulesdsl.dsl.syntax_error import ParseError
from rulesdsl.i18n.catalog import NameRef, Value
from rulesdsl.text.phrases import RuleWords

__all__ = ["role_of_binding", "each_role", "holds", "comprehension_words", "object_role", "LETTERS",
           "inline_keeps_meaning", "letter_ref", "uses"]

MAX_DEPTH = 6  # content functions followed through one another
MAX_VALUE_CHARS = 60  # a `let` read as its value only while the value stays short
_PLAYER_LISTS = frozenset({"players", "order"})
_OBJECT_LISTS = frozenset({"in", "in_each", "owned"})
_ONE_OF = frozenset({"top", "bottom", "at", "first", "last", "max_by", "min_by"})


def _zone_kind(rt: RuleWords, zone: str) -> str | None:
    """The one kind of entity that starts in a zone, if only one does; for a zone where none starts, the one
    kind of the ruleset's entities, if they are all of one kind."""
    starts = {str(it.data.get("kind", "")) for it in rt.c.entities.values() if it.data.get("start") == zone}
    kinds = starts or {str(it.data.get("kind", "")) for it in rt.c.entities.values()}
    return next(iter(kinds)) if len(kinds) == 1 and "" not in kinds else None


def holds(rt: RuleWords, e: A.Expr, scope: frozenset[str], depth: int = 0) -> str | None:
    """What the elements of a list expression are: "player", "kind:<kind>", or None when the text does not
    say."""
    if depth > MAX_DEPTH:
        return None
    if isinstance(e, A.Name):
        if e.id in scope:
            return rt.held.get(e.id)  # a `let` the renderer knows the elements of (the rules sheet)
        return "player" if e.id in _PLAYER_LISTS else f"group:{e.id}" if e.id in rt.c.groups else None
    if isinstance(e, A.Comprehension):
        if isinstance(e.elem, A.Name) and e.elem.id == e.var:
            return holds(rt, e.source, scope, depth + 1)
        return None
    if isinstance(e, A.BinOp) and e.op == "add":
        left, right = holds(rt, e.left, scope, depth + 1), holds(rt, e.right, scope, depth + 1)
        return left if left == right else None
    if not isinstance(e, A.CallExpr):
        return None
    if e.name == "entities" and e.args and isinstance(e.args[0], A.Str):
        return f"kind:{e.args[0].value}"
    if e.name in _OBJECT_LISTS and e.args and isinstance(e.args[0], A.Name):
        kind = _zone_kind(rt, e.args[0].id)
        return f"kind:{kind}" if kind else None
    if e.name in ("distinct", "order_by") and e.args:
        return holds(rt, e.args[0], scope, depth + 1)
    fn = rt.c.functions.get(e.name)
    if fn is not None and not fn.data.get("params"):
        body = _function_body(rt, e.name)
        return holds(rt, body, frozenset(), depth + 1) if body is not None else None
    return None


def _function_body(rt: RuleWords, name: str) -> A.Expr | None:
    """A content function's expression, parsed once per renderer (None when it does not parse)."""
    memo: dict[str, A.Expr | None] = rt.__dict__.setdefault("_role_functions", {})
    if name not in memo:
        text = rt.c.functions[name].data.get("expr")
        try:
            memo[name] = parse_expr(text) if isinstance(text, str) else None
        except ParseError:
            memo[name] = None
    return memo[name]


def _one_of(rt: RuleWords, e: A.Expr, scope: frozenset[str]) -> str | None:
    """What a single value is, when it is one element of a list or zone (`top(hand)`, `at(players, 0)`)."""
    if isinstance(e, A.CallExpr) and e.name in _ONE_OF and e.args:
        src = e.args[0]
        if e.name in ("top", "bottom") and isinstance(src, A.Name) and src.id not in scope:
            kind = _zone_kind(rt, src.id)
            return f"kind:{kind}" if kind else None
        return holds(rt, src, scope)
    return None


def _kind_ref(rt: RuleWords, mid: str, what: str) -> NameRef | None:
    if what == "player":
        return NameRef(f"{mid}-player", "the chosen player")
    if what.startswith("kind:"):
        kind = what[5:]
        name = rt.name("kind", kind)
        if rt.locale.startswith("en") and " " not in name:
            name = name[:1].lower() + name[1:]  # "the chosen card", not "the chosen Card"
        return NameRef(f"{mid}-kind", f"that {name}", args=(("kind", name),))
    if what.startswith("group:"):
        name = rt.name("group", what[6:])
        return NameRef(f"{mid}-group", f"that one of {name}", args=(("group", name),))
    return None


def each_role(rt: RuleWords, source: A.Expr, scope: frozenset[str]) -> NameRef | None:
    """The role of a comprehension's variable over players (`[p for p in players if …]`: "that player") or
    objects of one kind ("the objects in Tracks for which that token can advance") or ids of one group, or
    None: a filter on unknown values keeps the pronoun ("the spaces for which it is free")."""
    what = holds(rt, source, scope)
    return _kind_ref(rt, "role-each", what) if what else None


def object_role(rt: RuleWords, value: A.Expr, scope: frozenset[str]) -> NameRef | None:
    """The role of a `let` that holds one object or player of a known kind ("that disc"), else None."""
    what = _one_of(rt, value, scope)
    return _kind_ref(rt, "role-each", what) if what is not None else None


def role_of_binding(rt: RuleWords, s: A.Pick | A.For | A.Let, scope: frozenset[str]) -> NameRef | None:
    """The role name of what a statement binds (see the module), or None to keep the pronoun."""
    if isinstance(s, A.Pick):
        if s.prompt and rt.cat.knows(f"role-{s.prompt}"):
            return NameRef(f"role-{s.prompt}", s.prompt)
        what = holds(rt, s.source, scope)
        return _kind_ref(rt, "role-chosen", what) if what else None
    if isinstance(s, A.For):
        what = holds(rt, s.source, scope)
        return _kind_ref(rt, "role-each", what) if what else None
    text = rt.expr(s.value, scope)
    if len(text) <= MAX_VALUE_CHARS:
        return NameRef("role-value", text, args=(("value", text),))
    what = _one_of(rt, s.value, scope)
    return _kind_ref(rt, "role-each", what) if what is not None else None


def comprehension_words(rt: Any, e: A.Comprehension, scope: frozenset[str]) -> str:
    """A list comprehension in words (`rt`: the card-text renderer): a filter whose variable is the
    condition's subject reads as a relative clause where the locale has one ("every card that is not
    Guard"); a variable over players reads "that player" anywhere; otherwise the pronoun."""
    inner = scope | {e.var}
    source = rt.expr(e.source, scope)
    if rt.letters and isinstance(e.source, A.Name) and e.source.id == "players" and "players" not in scope \
            and e.cond is None and not (isinstance(e.elem, A.Name) and e.elem.id == e.var):
        rt.roles[e.var] = each_role(rt, e.source, scope) or rt.BOUND
        try:
            return str(rt.msg("expr-map-players", {"elem": rt.expr(e.elem, inner)}))
        finally:
            rt.roles.pop(e.var, None)
    role, saved = each_role(rt, e.source, scope), rt.roles.pop(e.var, None)
    if role is not None and role.msg == "role-each-player":
        rt.roles[e.var] = role  # "that player" wherever it stands; other roles only as a subject below
    var = rt.bound(e.var)
    cond = rt.expr(e.cond, inner) if e.cond is not None else None
    elem = None if isinstance(e.elem, A.Name) and e.elem.id == e.var else rt.expr(e.elem, inner)
    that = None  # the condition without its subject, when the variable is its subject ("… that can advance")
    if role is not None and e.var not in rt.roles and e.cond is not None and elem is None:
        rt.roles[e.var] = role
        named, subject = rt.expr(e.cond, inner), rt.bound(e.var)
        that = named[len(subject) + 1:] if named.startswith(subject + " ") and named.count(subject) == 1 else None
    rt.roles.pop(e.var, None)
    if saved is not None:
        rt.roles[e.var] = saved
    if isinstance(e.elem, A.Name) and e.elem.id == e.var:
        if cond is None:
            return str(source)
        if that is not None:
            return str(rt.msg("expr-filter-that", {"var": var, "source": source, "cond": cond, "rest": that}))
        return str(rt.msg("expr-filter", {"var": var, "source": source, "cond": cond}))
    assert elem is not None
    args: dict[str, Value] = {"elem": elem, "var": var, "source": source}
    if cond is None:
        return str(rt.msg("expr-map", args))
    args["cond"] = cond
    return str(rt.msg("expr-map-filter", args))


# ---- a `let` read as its value, and letters for what no role names ---------------------------------------

LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I and O: they read as one and zero
MAX_SCAN = 60  # nesting followed when looking for a variable's uses


def uses(tree: Any, var: str, depth: int = 0) -> bool:
    """Whether a statement or expression reads the variable `var` (a nested binding of the same name hides it)."""
    if depth > MAX_SCAN:
        return True  # too deep to tell: assume it does
    if isinstance(tree, A.Name):
        return tree.id == var
    if isinstance(tree, (A.Pick, A.For, A.Comprehension)) and tree.var == var:
        return uses(tree.source, var, depth + 1)
    if isinstance(tree, tuple):
        return any(uses(x, var, depth + 1) for x in tree)
    if isinstance(tree, A.Node):
        return any(uses(getattr(tree, f), var, depth + 1) for f in tree.__dataclass_fields__ if f != "span")
    return False


def _pure(e: Any, scope: frozenset[str], depth: int = 0) -> bool:
    """Whether an expression reads no game state: numbers, truth values, strings, bound values, arithmetic."""
    if depth > MAX_SCAN:
        return False
    if isinstance(e, (A.Int, A.Bool, A.Str)):
        return True
    if isinstance(e, A.Name):
        return e.id in scope
    if isinstance(e, A.BinOp):
        return _pure(e.left, scope, depth + 1) and _pure(e.right, scope, depth + 1)
    if isinstance(e, A.Neg):
        return _pure(e.item, scope, depth + 1)
    if isinstance(e, A.ListLit):
        return all(_pure(x, scope, depth + 1) for x in e.items)
    return False


def inline_keeps_meaning(stmts: tuple[A.Stmt, ...], i: int, scope: frozenset[str]) -> bool:
    """Whether the `let` at `stmts[i]` may be read as its value wherever its variable is used."""
    s = stmts[i]
    assert isinstance(s, A.Let)
    if _pure(s.value, scope):
        return True
    later = [j for j in range(i + 1, len(stmts)) if uses(stmts[j], s.var)]
    return later == [i + 1] and isinstance(stmts[i + 1], A.Call)


def letter_ref(n: int) -> NameRef:
    """The n-th letter label (A, B, …; past Z: A2, B2, …) as a name a message can show."""
    letter = LETTERS[n % len(LETTERS)] + (str(n // len(LETTERS) + 1) if n >= len(LETTERS) else "")
    return NameRef("role-letter", letter, args=(("letter", letter),))

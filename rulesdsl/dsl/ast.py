"""Typed, frozen AST of the effect language; every node carries its source span."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Span:
    """A 1-based position inside the effect text (line, column)."""

    line: int = 0
    col: int = 0


NOSPAN = Span()


@dataclass(frozen=True)
class Node:
    """Base of every AST node."""

    span: Span = field(default=NOSPAN, compare=False, repr=False, kw_only=True)


# ---- expressions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Int(Node):
    """An integer literal."""

    value: int


@dataclass(frozen=True)
class Str(Node):
    """A string literal."""

    value: str


@dataclass(frozen=True)
class Bool(Node):
    """`true` or `false`."""

    value: bool


@dataclass(frozen=True)
class Name(Node):
    """A bare name: a variable, counter, group or declared id."""

    id: str


@dataclass(frozen=True)
class Kwarg(Node):
    """A keyword argument `name=expr`."""

    name: str
    value: Expr


@dataclass(frozen=True)
class CallExpr(Node):
    """A query function or macro call used as a value."""

    name: str
    args: tuple[Expr, ...] = ()
    kwargs: tuple[Kwarg, ...] = ()


@dataclass(frozen=True)
class Attr(Node):
    """`x.name`: a player's counter or an object's property."""

    obj: Expr
    name: str


@dataclass(frozen=True)
class BinOp(Node):
    """Arithmetic: + - * // %."""

    op: str
    left: Expr
    right: Expr


@dataclass(frozen=True)
class Compare(Node):
    """A comparison: == != < <= > >=."""

    op: str
    left: Expr
    right: Expr


@dataclass(frozen=True)
class BoolOp(Node):
    """`and` / `or` over two or more operands."""

    op: str
    items: tuple[Expr, ...]


@dataclass(frozen=True)
class Not(Node):
    """Logical negation."""

    item: Expr


@dataclass(frozen=True)
class Neg(Node):
    """Arithmetic negation."""

    item: Expr


@dataclass(frozen=True)
class CondExpr(Node):
    """A conditional value: `if cond then then_ else orelse`."""

    cond: Expr
    then_: Expr
    orelse: Expr


@dataclass(frozen=True)
class ListLit(Node):
    """A list literal."""

    items: tuple[Expr, ...] = ()


@dataclass(frozen=True)
class Comprehension(Node):
    """`[elem for var in source if cond]`."""

    elem: Expr
    var: str
    source: Expr
    cond: Expr | None = None


Expr = (Int | Str | Bool | Name | CallExpr | Attr | BinOp | Compare | BoolOp | Not | Neg | ListLit | Comprehension
        | CondExpr)

# ---- statements --------------------------------------------------------------------------


@dataclass(frozen=True)
class Call(Node):
    """A verb or macro call statement."""

    name: str
    args: tuple[Expr, ...] = ()
    kwargs: tuple[Kwarg, ...] = ()


@dataclass(frozen=True)
class Effect(Node):
    """A sequence of statements."""

    stmts: tuple[Stmt, ...] = ()


@dataclass(frozen=True)
class If(Node):
    """`if c {..} elif c {..} else {..}`."""

    branches: tuple[tuple[Expr, Effect], ...]
    orelse: Effect | None = None


@dataclass(frozen=True)
class Option(Node):
    """One option of a choose, with an optional guard and an optional id of its own (`"full": …`)."""

    body: Effect
    guard: Expr | None = None
    label: str | None = None  # the option's declared id in decisions; None = derived (dsl/option_ids.py)


@dataclass(frozen=True)
class Choose(Node):
    """Choose `count` different options (one after the other); `optional` allows none."""

    options: tuple[Option, ...]
    count: int = 1
    optional: bool = False
    prompt: str | None = None  # declared prompt id (`choose "favor" { ... }`), else derived


@dataclass(frozen=True)
class Pick(Node):
    """The deciding player picks one element of a list, bound to `var`."""

    var: str
    source: Expr
    body: Effect
    optional: bool = False
    prompt: str | None = None  # declared prompt id (`pick "discard" c in ...`), else derived
    count: Expr | None = None  # a multi-pick (`pick 3 cs in ...`): how many, `var` bound to the list picked


@dataclass(frozen=True)
class For(Node):
    """Run the body for each element of a list."""

    var: str
    source: Expr
    body: Effect


@dataclass(frozen=True)
class Repeat(Node):
    """Run the body a bounded number of times."""

    count: Expr
    body: Effect


@dataclass(frozen=True)
class While(Node):
    """Run the body while a condition holds, at most `limit` times."""

    cond: Expr
    limit: int
    body: Effect


@dataclass(frozen=True)
class Let(Node):
    """Bind a local variable."""

    var: str
    value: Expr


@dataclass(frozen=True)
class As(Node):
    """Run the body with `me` bound to another player."""

    player: Expr
    body: Effect


@dataclass(frozen=True)
class OptionalBlock(Node):
    """`optional { ... }`: the deciding player may skip the block."""

    body: Effect
    prompt: str | None = None  # declared prompt id (`optional "extra" { ... }`), else derived


@dataclass(frozen=True)
class Simultaneous(Node):
    """`simultaneous p in players { <one decision> }`: the listed players decide at once, hidden from each
    other; the chosen bodies run when all have decided, in the order of the list."""

    var: str
    players: Expr
    body: Effect
    to: Expr | None = None  # `… to EXPR { … }`: each pick is handed face down to that player (a blind pass)


Stmt = Call | If | Choose | Pick | For | Repeat | While | Let | As | OptionalBlock | Simultaneous

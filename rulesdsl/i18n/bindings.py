"""How rule text names what a `let`, a `pick` or a `for` binds when no role name says it: a `let` is read as its
value only where that keeps its meaning, and anything still unnamed gets a letter (A, B, …), as a rulebook labels
what it refers to again — never the variable's name, never a chain of "it".

A `let` is read as its value (its expression repeated where the variable is used) only when the value cannot
change before it is used: it reads no state (numbers, arithmetic on them, other bound values), or every use is in
the single verb call right after it. `let d = top(pile); move(d, board); setp(d, "owner", me)` must not read
"set the owner of the top object of the pile": after the move that is the next disc."""

from __future__ import annotations

from typing import Any

from rulesdsl.dsl import ast as A
from rulesdsl.i18n.catalog import NameRef

__all__ = ["LETTERS", "inline_keeps_meaning", "letter_ref", "uses"]

LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I and O: they read as one and zero
MAX_DEPTH = 60


def uses(tree: Any, var: str, depth: int = 0) -> bool:
    """Whether a statement or expression reads the variable `var` (a nested binding of the same name hides it)."""
    if depth > MAX_DEPTH:
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
    if depth > MAX_DEPTH:
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

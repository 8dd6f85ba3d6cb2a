"""Ids of the options of a `choose`, from what each option does rather than where it is written.

An option keeps the id declared in content (`"wood": gain(wood, 1)`). Any other option is named by the
statements it runs: each verb or macro call gives a part, its name joined to its main argument (the first
argument that names something other than a local variable, else its first number): `gain(vp, 1)` is
`gain_vp`, `move(top(supply), hand)` is `move_supply`, `take_crystal(1)` is `take_crystal_1`. The first
part is the id; options that share it take their next parts (up to MAX_PARTS) until they differ; options
that still share one are told apart by `_2`, `_3` … in the order written. Inserting, removing or moving
another option therefore leaves an option's id alone unless the two do the same things."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from rulesdsl.dsl import ast as A

__all__ = ["option_ids", "MAX_PARTS", "MAX_ID_CHARS"]

MAX_PARTS = 3  # calls joined to tell options apart
MAX_ID_CHARS = 40
MAX_WALK = 64  # statements looked at per option
_NOT_ID = re.compile(r"[^a-z0-9_]+")


def _slug(text: str) -> str:
    return _NOT_ID.sub("_", text.lower()).strip("_")


def _main_arg(args: Sequence[A.Expr], scope: frozenset[str]) -> str:
    """The first argument that names something (not a local variable), else the first number."""
    todo: list[A.Expr] = list(args)
    number = ""
    seen = 0
    while todo and seen < MAX_WALK:
        seen += 1
        a = todo.pop(0)
        if isinstance(a, A.Name) and a.id not in scope and a.id != "me":
            return _slug(a.id)
        if isinstance(a, A.Str) and _slug(a.value):
            return _slug(a.value)
        if isinstance(a, A.CallExpr):
            todo[:0] = list(a.args)
        elif isinstance(a, A.Int) and not number:
            number = str(a.value)
    return number


def _parts(body: A.Effect, scope: frozenset[str]) -> Iterator[str]:
    """The calls an effect runs, in order, as id parts (into blocks, the first branch of an `if`); the
    variables the effect binds itself (`pick`, `for`, `let`) are local too."""
    todo: list[A.Stmt] = list(body.stmts)
    local = set(scope)
    seen = 0
    while todo and seen < MAX_WALK:
        seen += 1
        s = todo.pop(0)
        if isinstance(s, A.Call):
            arg = _main_arg(s.args, frozenset(local))
            yield f"{s.name}_{arg}" if arg else s.name
        elif isinstance(s, A.Let):
            local.add(s.var)
        elif isinstance(s, A.If):
            todo[:0] = list(s.branches[0][1].stmts)
        elif isinstance(s, A.Choose):
            todo[:0] = [st for o in s.options[:1] for st in o.body.stmts]
        elif isinstance(s, (A.Pick, A.For)):
            local.add(s.var)
            todo[:0] = list(s.body.stmts)
        elif isinstance(s, (A.OptionalBlock, A.Repeat, A.While, A.As)):
            todo[:0] = list(s.body.stmts)


def _join(parts: Sequence[str]) -> str:
    text = "_".join(parts)[:MAX_ID_CHARS].strip("_")
    return text or "option"


def option_ids(options: Sequence[A.Option], scope: frozenset[str] = frozenset()) -> list[str]:
    """Each option's id: its declared one, else derived from its calls and made unique (see the module)."""
    parts = [list(_parts(o.body, scope))[:MAX_PARTS] if o.label is None else [] for o in options]
    ids: list[str | None] = [o.label for o in options]
    taken = {o.label for o in options if o.label is not None} | {"skip"}
    for length in range(1, MAX_PARTS + 1):
        trial = {i: _join(parts[i][:length]) for i, x in enumerate(ids) if x is None}
        for i, ident in trial.items():
            if ident not in taken and list(trial.values()).count(ident) == 1:
                ids[i] = ident
                taken.add(ident)
    out: list[str] = []
    for i, x in enumerate(ids):
        if x is None:  # does the same things as an earlier option: numbered in the order written
            base, k = _join(parts[i]), 2
            x = base
            while x in taken:
                x = f"{base[:MAX_ID_CHARS - 4]}_{k}"
                k += 1
            taken.add(x)
        out.append(x)
    return out

"""Canonical printer: AST → effect text that parses back to the same AST."""

from __future__ import annotations

from rulesdsl.dsl import ast as A

# Binding strength; a child weaker than its context gets parentheses.
_PREC = {"cond": 0, "or": 1, "and": 2, "not": 3, "cmp": 4, "+": 5, "-": 5, "*": 6, "//": 6, "%": 6, "neg": 7}


def _prec(e: A.Expr) -> int:
    if isinstance(e, A.BoolOp):
        return _PREC[e.op]
    if isinstance(e, A.Not):
        return _PREC["not"]
    if isinstance(e, A.Compare):
        return _PREC["cmp"]
    if isinstance(e, A.BinOp):
        return _PREC[e.op]
    if isinstance(e, A.Neg):
        return _PREC["neg"]
    if isinstance(e, A.CondExpr):
        return _PREC["cond"]
    if isinstance(e, A.Int) and e.value < 0:
        return _PREC["neg"]
    return 100


def _wrap(e: A.Expr, min_prec: int) -> str:
    text = print_expr(e)
    return f"({text})" if _prec(e) < min_prec else text


def _args(args: tuple[A.Expr, ...], kwargs: tuple[A.Kwarg, ...]) -> str:
    parts = [print_expr(a) for a in args] + [f"{k.name}={print_expr(k.value)}" for k in kwargs]
    return ", ".join(parts)


def print_expr(e: A.Expr) -> str:
    """Print an expression canonically."""
    if isinstance(e, A.Int):
        return str(e.value)
    if isinstance(e, A.Str):
        return f'"{e.value}"'
    if isinstance(e, A.Bool):
        return "true" if e.value else "false"
    if isinstance(e, A.Name):
        return e.id
    if isinstance(e, A.CallExpr):
        return f"{e.name}({_args(e.args, e.kwargs)})"
    if isinstance(e, A.Attr):
        return f"{_wrap(e.obj, 100)}.{e.name}"
    if isinstance(e, A.BinOp):
        p = _PREC[e.op]
        return f"{_wrap(e.left, p)} {e.op} {_wrap(e.right, p + 1)}"
    if isinstance(e, A.Compare):
        p = _PREC["cmp"]
        return f"{_wrap(e.left, p + 1)} {e.op} {_wrap(e.right, p + 1)}"
    if isinstance(e, A.BoolOp):
        p = _PREC[e.op]
        return f" {e.op} ".join(_wrap(i, p + 1) for i in e.items)
    if isinstance(e, A.Not):
        return f"not {_wrap(e.item, _PREC['not'])}"
    if isinstance(e, A.Neg):
        return f"-{_wrap(e.item, _PREC['neg'])}"
    if isinstance(e, A.ListLit):
        return "[" + ", ".join(print_expr(i) for i in e.items) + "]"
    if isinstance(e, A.CondExpr):
        return f"if {print_expr(e.cond)} then {print_expr(e.then_)} else {print_expr(e.orelse)}"
    if isinstance(e, A.Comprehension):
        cond = f" if {print_expr(e.cond)}" if e.cond is not None else ""
        return f"[{print_expr(e.elem)} for {e.var} in {print_expr(e.source)}{cond}]"
    raise TypeError(f"not an expression node: {e!r}")


def _block(eff: A.Effect) -> str:
    inner = print_effect(eff)
    return "{ " + inner + " }" if inner else "{ }"


def print_stmt(s: A.Stmt) -> str:
    """Print one statement canonically (on one line)."""
    if isinstance(s, A.Call):
        return f"{s.name}({_args(s.args, s.kwargs)})"
    if isinstance(s, A.If):
        head, *rest = s.branches
        out = f"if {print_expr(head[0])} {_block(head[1])}"
        for cond, body in rest:
            out += f" elif {print_expr(cond)} {_block(body)}"
        if s.orelse is not None:
            out += f" else {_block(s.orelse)}"
        return out
    if isinstance(s, A.Choose):
        mods = (f' "{s.prompt}"' if s.prompt is not None else "") + (f" {s.count}" if s.count != 1 else "") \
            + (" optional" if s.optional else "")
        opts = " | ".join(
            (f'"{o.label}": ' if o.label is not None else "")
            + (f"when {print_expr(o.guard)}: " if o.guard is not None else "") + print_effect(o.body)
            for o in s.options)
        return f"choose{mods} {{ {opts} }}"
    if isinstance(s, A.Pick):
        opt = " optional" if s.optional else ""
        said = f'"{s.prompt}" ' if s.prompt is not None else ""
        if s.count is not None:
            said += (str(s.count.value) if isinstance(s.count, A.Int) and s.count.value >= 0
                     else f"({print_expr(s.count)})") + " "
        return f"pick {said}{s.var} in {print_expr(s.source)}{opt} {_block(s.body)}"
    if isinstance(s, A.For):
        return f"for {s.var} in {print_expr(s.source)} {_block(s.body)}"
    if isinstance(s, A.Repeat):
        return f"repeat {print_expr(s.count)} {_block(s.body)}"
    if isinstance(s, A.While):
        return f"while {print_expr(s.cond)} limit {s.limit} {_block(s.body)}"
    if isinstance(s, A.Let):
        return f"let {s.var} = {print_expr(s.value)}"
    if isinstance(s, A.As):
        return f"as {print_expr(s.player)} {_block(s.body)}"
    if isinstance(s, A.Simultaneous):
        to = f" to {print_expr(s.to)}" if s.to is not None else ""
        return f"simultaneous {s.var} in {print_expr(s.players)}{to} {_block(s.body)}"
    if isinstance(s, A.OptionalBlock):
        said = f'"{s.prompt}" ' if s.prompt is not None else ""
        return f"optional {said}{_block(s.body)}"
    raise TypeError(f"not a statement node: {s!r}")


def print_effect(e: A.Effect) -> str:
    """Print a statement sequence canonically, statements separated by '; '."""
    return "; ".join(print_stmt(s) for s in e.stmts)

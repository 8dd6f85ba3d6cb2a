"""The shape of generated source: what `codegen.py` may write, checked before anything compiles or runs it
(`pyrun.py` executes it; `native.py` builds it into a native module)."""

from __future__ import annotations

import ast
import re
import threading
from typing import Any

BUILTINS: dict[str, Any] = {"list": list, "range": range, "len": len, "bool": bool, "type": type}
NAME = re.compile(r"(m|f|_|_[A-Za-z][A-Za-z_]*[0-9]*)\Z")
_LOOPED, _COUNT = re.compile(r"_i[0-9]+\Z"), re.compile(r"_n[0-9]+\Z")  # a loop's list, a repeat's count
ATTRS = frozenset({"var", "me", "st", "spend", "budget", "frames", "append", "pop", "enter", "push", "log", "get",
                   "zones", "shared", "counters"})
NODES = (ast.Module, ast.FunctionDef, ast.arguments, ast.arg, ast.Return, ast.Expr, ast.Assign, ast.AugAssign,
         ast.If, ast.For, ast.While, ast.Try, ast.ExceptHandler, ast.Raise, ast.Pass, ast.Call, ast.keyword,
         ast.Name, ast.Attribute, ast.Subscript, ast.Constant, ast.List, ast.Tuple, ast.Dict, ast.BoolOp, ast.UnaryOp,
         ast.Compare, ast.IfExp, ast.NamedExpr, ast.Load, ast.Store, ast.And, ast.Or, ast.Not, ast.USub,
         ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Is, ast.IsNot, ast.Add, ast.Sub, ast.BinOp)


# CPython 3.11's parser is not safe when threads parse at once ("AST constructor recursion depth mismatch").
PARSING = threading.Lock()


class UnsafeSource(Exception):
    """Generated source that does not have the generator's shape (never executed)."""


_NODE_TYPES = frozenset(NODES)


def _budget_step(node: Any) -> bool:
    """The one operation written as Python arithmetic: the step count less a whole number, a generated local or
    the length of one (`m.budget - 1`, `m.budget - _n4`, `m.budget - len(_i7)`)."""
    left, right = node.left, node.right
    if not (type(node.op) is ast.Sub and type(left) is ast.Attribute and left.attr == "budget"
            and type(left.value) is ast.Name and left.value.id == "m"):
        return False
    if type(right) is ast.Constant:
        return type(right.value) is int
    if type(right) is ast.Call and type(right.func) is ast.Name and right.func.id == "len" and not right.keywords \
            and len(right.args) == 1:
        local = right.args[0]
        return type(local) is ast.Name and _LOOPED.match(local.id) is not None
    return type(right) is ast.Name and _COUNT.match(right.id) is not None


def check_source(source: str) -> ast.Module:
    """Refuse source with anything the generator never writes: imports, classes, lambdas, other names.
    Returns the checked tree (compile that, not the text, so what runs is what was checked)."""
    tree = ast.parse(source)
    stack: list[ast.AST] = [tree]
    while stack:  # an explicit walk: ast.walk is several times slower on a large module
        node = stack.pop()
        kind = type(node)
        if kind not in _NODE_TYPES:
            raise UnsafeSource(f"{kind.__name__} at line {getattr(node, 'lineno', '?')}")
        if kind is ast.Name:
            ident = node.id  # type: ignore[attr-defined]
            if not (NAME.match(ident) or ident in BUILTINS):
                raise UnsafeSource(f"name {ident!r}")
        elif kind is ast.BinOp and not _budget_step(node):  # arithmetic goes through the run-time's checks
            raise UnsafeSource(f"BinOp at line {getattr(node, 'lineno', '?')}")
        elif kind is ast.Attribute:
            if node.attr not in ATTRS:  # type: ignore[attr-defined]
                raise UnsafeSource(f"attribute {node.attr!r}")  # type: ignore[attr-defined]
        elif kind is ast.FunctionDef or kind is ast.arg:
            ident = node.name if kind is ast.FunctionDef else node.arg  # type: ignore[attr-defined]
            if not NAME.match(ident) or (kind is ast.FunctionDef and node.decorator_list):  # type: ignore[attr-defined]
                raise UnsafeSource(f"definition {ident!r}")
        for name in kind._fields:
            value = getattr(node, name, None)
            if type(value) is list:
                stack.extend(v for v in value if isinstance(v, ast.AST))
            elif isinstance(value, ast.AST):
                stack.append(value)
    return tree

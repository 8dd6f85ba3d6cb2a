"""Run the Python that `codegen.py` wrote for a ruleset and put its functions in place of the closures.

This is the one module that executes generated code. It checks the source first (only the generator's
own identifiers and attributes, no imports, no definitions but plain functions), executes it with a
namespace holding only the run-time helpers, a few built-ins and the objects the generator referenced,
and never sees content text: the generator wrote every name and literal.
"""

from __future__ import annotations

import ast
import operator
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from types import CodeType
from typing import Any

from rulesdsl.compiler.codegen import Unsupported, Writer
from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime import choices as C
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime import pyrt, world
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.simultaneous import Simultaneous

RUNTIME: dict[str, Any] = {
    "_add": pyrt.add, "_sub": pyrt.sub, "_mul": pyrt.mul, "_floordiv": pyrt.floordiv, "_mod": pyrt.mod,
    "_neg": pyrt.neg, "_lt": pyrt.lt, "_le": pyrt.le, "_gt": pyrt.gt, "_ge": pyrt.ge,
    "_items": pyrt.items, "_repeat_count": pyrt.repeat_count, "_loop_limit": pyrt.loop_limit,
    "_player": pyrt.player, "_locate": pyrt.locate, "_UNSET": pyrt.UNSET, "_attr": world.attr,
    "_RuntimeError": GameRuntimeError, "_memo_call": pyrt.memo_call, "_memo_call1": pyrt.memo_call1,
    "_EMPTY": (), "_count_in": pyrt.count_in, "_in_zones": pyrt.in_zones, "_in_tagged": pyrt.in_tagged,
    "_zones_of": pyrt.zones_of, "_set_global": pyrt.set_global, "_write_counter": pyrt.write_counter,
    "_logged_call": N.logged_call, "_has": operator.contains,
}
BUILTINS: dict[str, Any] = {"list": list, "range": range, "len": len, "bool": bool, "type": type}
NAME = re.compile(r"(m|f|_|_[A-Za-z][A-Za-z_]*[0-9]*)\Z")
ATTRS = frozenset({"var", "me", "st", "spend", "budget", "frames", "append", "pop", "enter", "push", "log", "get"})
NODES = (ast.Module, ast.FunctionDef, ast.arguments, ast.arg, ast.Return, ast.Expr, ast.Assign, ast.AugAssign,
         ast.If, ast.For, ast.While, ast.Try, ast.ExceptHandler, ast.Raise, ast.Pass, ast.Call, ast.keyword,
         ast.Name, ast.Attribute, ast.Subscript, ast.Constant, ast.List, ast.Tuple, ast.Dict, ast.BoolOp, ast.UnaryOp,
         ast.Compare, ast.IfExp, ast.NamedExpr, ast.Load, ast.Store, ast.And, ast.Or, ast.Not, ast.USub,
         ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Is, ast.IsNot, ast.Add, ast.Sub)


# CPython 3.11's parser is not safe when threads parse at once ("AST constructor recursion depth mismatch").
_PARSING = threading.Lock()


class UnsafeSource(Exception):
    """Generated source that does not have the generator's shape (never executed)."""


@dataclass
class Report:
    """What was compiled to Python and what stays with the interpreter (and why)."""

    functions: int = 0
    installed: int = 0
    interpreted: list[str] = field(default_factory=list)
    source: str = ""


_NODE_TYPES = frozenset(NODES)


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


Target = tuple[str, Any, Any]  # ("attr", object, name) | ("item" / "first" / "second", list, index)


def put(target: Target, fn: Any) -> None:
    """Put a generated function where the interpreter looks for the closure it replaces."""
    how, where, key = target
    if how == "attr":
        setattr(where, key, fn)
    elif how == "item":
        where[key] = fn
    elif how == "first":
        where[key] = (fn, where[key][1])
    else:
        where[key] = (where[key][0], fn)


def plain_counters(rs: Ruleset) -> dict[str, tuple[bool, tuple[int, int | None]]]:
    """The counters generated code may write in place (counter -> (per player?, bounds)): those no supply
    draws on and no score breakdown follows (the score, a rival's score), which `world.add_counter` handles."""
    watched = set(rs.supplies) | set(rs.rival_index) | {rs.score}
    plain = {c: (True, b) for c, b in rs.counter_bounds.items() if c not in watched}
    shared = rs.global_bounds.items()
    plain.update((c, (False, b)) for c, b in shared if c not in watched and c not in rs.counter_bounds)
    return plain


class Plan:
    """Generated functions to write and where each one goes once the module has run."""

    def __init__(self, rs: Ruleset) -> None:
        self.rs = rs
        self.w = Writer(N.all_nodes(rs), function_numbers(rs), rs.zones, rs.player_keys, plain_counters(rs))
        self.puts: list[tuple[Target, str]] = []
        self.report = Report()

    def attempt(self, label: str, make: Callable[[], str], target: Target) -> None:
        """Write one function; an item the generator cannot write keeps its closure."""
        try:
            self.puts.append((target, make()))
        except (Unsupported, RecursionError) as err:
            self.report.interpreted.append(f"{label}: {err}")

    def expr(self, label: str, fn: Any, target: Target) -> None:
        """An expression used by the interpreter's frames (conditions, sources, arguments)."""
        if fn is not None:
            self.attempt(label, lambda: self.w.expr_function(fn), target)

    def nodes(self) -> None:
        """Decision-free statements as inline functions; the others' expressions."""
        inner = {c.idx for n in N.all_nodes(self.rs) if n.atomic for c in N.sub_statements(n)}
        for node in N.all_nodes(self.rs):
            label = f"node {node.idx} {type(node).__name__} at {node.where[0]}:{node.where[1]}"
            if getattr(node.feasible, "ir", None) is not None:
                self.expr(label, node.feasible, ("attr", node, "feasible"))
            if node.atomic and node.idx in inner:
                continue
            if isinstance(node, N.Let):
                self.expr(label, node.value, ("attr", node, "value"))
            elif isinstance(node, N.Seq):
                make = self.w.step_function if node.atomic else self.w.resumable_step
                self.attempt(label, partial(make, node), ("item", self.rs.steps, node.idx))
            if not node.atomic:
                self.fields(label, node)

    def fields(self, label: str, node: N.Node) -> None:
        """The expressions a resumable statement evaluates."""
        if isinstance(node, N.If):
            for i, (cond, _) in enumerate(node.branches):
                self.expr(label, cond, ("first", node.branches, i))
        elif isinstance(node, C.Choose):
            for i, (guard, _) in enumerate(node.options):
                self.expr(label, guard, ("first", node.options, i))
        elif isinstance(node, N.MacroCall):
            for i, a in enumerate(node.args):
                self.expr(label, a, ("item", node.args, i))
        else:
            name = FIELDS.get(type(node))
            if name is not None:
                self.expr(label, getattr(node, name), ("attr", node, name))

    def tables(self) -> None:
        """Action conditions, graph edge conditions, tie-breaks and invariants."""
        rs = self.rs
        for group, acts in rs.actions.items():
            for a in acts:
                self.expr(f"action {group}:{a.id}", a.when, ("attr", a, "when"))
        for gid, adj in rs.graphs.items():
            for here, edges in adj.items():
                for i, (_, cond) in enumerate(edges):
                    self.expr(f"graph {gid} {here}", cond, ("second", edges, i))
        for i, tb in enumerate(rs.tiebreaks):
            self.expr("tiebreak", tb, ("item", rs.tiebreaks, i))
        for i, (name, inv) in enumerate(rs.invariants):
            self.expr(f"invariant {name}", inv, ("second", rs.invariants, i))


FIELDS: dict[type, str] = {N.For: "source", C.Pick: "source", C.NumberPick: "source", C.MultiPick: "source",
                           N.Repeat: "count", N.While: "cond", N.As: "player", C.Run: "obj",
                           Simultaneous: "players"}


def _code(source: str, ident: str, report: Report) -> CodeType | None:
    """The checked, compiled module. Never cached: compiled code read back from a folder could have been
    planted there, so every run checks and compiles the generated source afresh."""
    try:
        with _PARSING:
            code = compile(check_source(source), f"<rulesdsl generated: {ident}>", "exec")
    except (UnsafeSource, SyntaxError, RecursionError, MemoryError, ValueError, SystemError) as err:
        report.interpreted.append(f"whole ruleset: {type(err).__name__}: {err}")
        return None
    return code


def _run(code: CodeType, objects: dict[str, Any]) -> dict[str, Any]:
    """Run a checked, compiled module with only the helpers, four built-ins and the objects it refers to."""
    namespace: dict[str, Any] = {"__builtins__": BUILTINS, **RUNTIME, **objects}
    exec(code, namespace)  # noqa: S102 - the generator's own source, checked by _code; see the module docstring
    return namespace


def function_numbers(rs: Ruleset) -> dict[int, int]:
    """Each content function's position in the ruleset (the memo key of its remembered calls)."""
    sigs = getattr(rs.adhoc, "func_sigs", None) or {}
    return {id(sig): i for i, sig in enumerate(sigs.values())}


def python_expressions(rs: Ruleset, fns: list[Any]) -> list[Any]:
    """Expressions compiled after the ruleset (evaluation terms, tools) as generated functions, each
    keeping its closure when the generator cannot write it or the ruleset runs on the interpreter alone."""
    if rs.python is None:
        return list(fns)
    plan = Plan(rs)
    names: list[str | None] = []
    for fn in fns:
        try:
            names.append(plan.w.expr_function(fn))
        except (Unsupported, RecursionError):
            names.append(None)
    code = _code("\n\n\n".join(plan.w.defs) + "\n", rs.id, plan.report)
    if code is None:
        return list(fns)
    namespace = _run(code, plan.w.objects)
    return [fn if name is None else namespace[name] for fn, name in zip(fns, names, strict=True)]


def python_value_groups(rs: Ruleset, groups: list[list[Any]],
                        fold: Callable[[Any], tuple[bool, Any]] | None = None) -> list[Any] | None:
    """For each group of expressions (evaluation terms), one generated function `(m) -> list` computing them at
    once, written as one module; None when the generator cannot write one of them or the ruleset runs on the
    interpreter alone. `fold`: the values of sub-expressions fixed for the game the functions are for
    (`Writer.values_function`)."""
    if rs.python is None:
        return None
    plan = Plan(rs)
    try:
        names = [plan.w.values_function(fns, fold) for fns in groups]
    except (Unsupported, RecursionError):
        return None
    code = _code("\n\n\n".join(plan.w.defs) + "\n", rs.id, plan.report)
    if code is None:
        return None
    namespace = _run(code, plan.w.objects)
    return [namespace[name] for name in names]


def compile_to_python(rs: Ruleset) -> Report:
    """Generate, check and run the ruleset's Python, then install its functions (in place)."""
    plan = Plan(rs)
    plan.nodes()
    plan.tables()
    source = "\n\n\n".join(plan.w.defs) + "\n"
    report = plan.report
    report.source, report.functions = source, len(plan.w.defs)
    code = _code(source, rs.id, report)
    if code is None:
        return report
    namespace = _run(code, plan.w.objects)
    for target, name in plan.puts:
        try:
            put(target, namespace[name])
        except (AttributeError, TypeError) as err:  # a compiled (mypyc) class whose methods cannot be replaced
            report.interpreted.append(f"{type(target[1]).__name__}.{target[2]}: {err}")
        else:
            report.installed += 1
    return report

"""Run the Python that `codegen.py` wrote for a ruleset and put its functions in place of the closures.

This is the one module that executes generated code. It checks the source first (only the generator's
own identifiers and attributes, no imports, no definitions but plain functions), executes it with a
namespace holding only the run-time helpers, a few built-ins and the objects the generator referenced,
and never sees content text: the generator wrote every name and literal. With compiled rules
(`compiler/native.py`), the same checked source's native module is loaded instead, when its build for
exactly that source is found beside the ruleset, and given the same names.
"""

from __future__ import annotations

import importlib.util
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import CodeType
from typing import Any

from rulesdsl.compiler import native
from rulesdsl.compiler.codegen import Unsupported, Writer
from rulesdsl.compiler.source_check import BUILTINS, PARSING, UnsafeSource, check_source
from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime import choices as C
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime import pyrt, world
from rulesdsl.runtime._mypyc_guard import pure_asked
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.simultaneous import Simultaneous

RUNTIME: dict[str, Any] = {
    "_add": pyrt.add, "_sub": pyrt.sub, "_mul": pyrt.mul, "_floordiv": pyrt.floordiv, "_mod": pyrt.mod,
    "_neg": pyrt.neg, "_lt": pyrt.lt, "_le": pyrt.le, "_gt": pyrt.gt, "_ge": pyrt.ge,
    "_items": pyrt.items, "_repeat_count": pyrt.repeat_count, "_loop_limit": pyrt.loop_limit,
    "_player": pyrt.player, "_locate": pyrt.locate, "_UNSET": pyrt.UNSET, "_attr": world.attr,
    "_RuntimeError": GameRuntimeError, "_memo_call": pyrt.memo_call, "_memo_call1": pyrt.memo_call1,
    "_memo_call2": pyrt.memo_call2,
    "_EMPTY": (), "_count_in": pyrt.count_in, "_in_zones": pyrt.in_zones, "_in_tagged": pyrt.in_tagged,
    "_zones_of": pyrt.zones_of, "_set_global": pyrt.set_global, "_write_counter": pyrt.write_counter,
    "_logged_call": N.logged_call, "_has": operator.contains,
}
@dataclass
class Report:
    """What was compiled to Python and what stays with the interpreter (and why)."""

    functions: int = 0
    installed: int = 0
    interpreted: list[str] = field(default_factory=list)
    source: str = ""
    native: str | None = None  # the compiled module that runs the rules, if any (`compiler/native.py`)
    native_note: str = ""  # why the rules run as generated Python although compiled rules were asked for


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
        with PARSING:
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


# Compiled modules loaded in this process: a native module's names are its own for the process, so one build
# serves one ruleset object (a second load of the same rules runs as generated Python).
_LOADED: set[str] = set()


def _native(root: Path, source: str, objects: dict[str, Any], report: Report) -> dict[str, Any] | None:
    """The names of the compiled module built from exactly `source` beside the ruleset at `root`, given the
    helpers and objects `_run` would give; None (and why, in the report) when there is none to use."""
    if pure_asked():
        report.native_note = "pure Python asked (RULESDSL_PURE)"
        return None
    found = native.find(root, source)
    name = native.module_name(source)
    if found.path is None or name in _LOADED:
        report.native_note = found.why or "already loaded for another copy of these rules in this process"
        return None
    spec = importlib.util.spec_from_file_location(name, found.path)
    if spec is None or spec.loader is None:
        report.native_note = f"{found.path} is not a module"
        return None
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except (ImportError, OSError) as err:  # another interpreter's build, a damaged file
        report.native_note = f"{found.path.name} does not load: {err}"
        return None
    _LOADED.add(name)
    namespace = module.__dict__
    namespace.update(RUNTIME)
    namespace.update(objects)
    report.native = str(found.path)
    return namespace


def compile_to_python(rs: Ruleset, native_root: Path | None = None) -> Report:
    """Generate, check and run the ruleset's Python, then install its functions (in place). `native_root`: the
    ruleset folder whose compiled build of this very source runs instead, when there is one."""
    plan = Plan(rs)
    plan.nodes()
    plan.tables()
    source = "\n\n\n".join(plan.w.defs) + "\n"
    report = plan.report
    report.source, report.functions = source, len(plan.w.defs)
    code = _code(source, rs.id, report)
    if code is None:
        return report
    namespace = _native(native_root, source, plan.w.objects, report) if native_root is not None else None
    if namespace is not None and any(name not in namespace for _, name in plan.puts):
        report.native, report.native_note, namespace = None, "the compiled module lacks functions", None
    if namespace is None:
        namespace = _run(code, plan.w.objects)
    for target, name in plan.puts:
        try:
            put(target, namespace[name])
        except (AttributeError, TypeError) as err:  # a compiled (mypyc) class whose methods cannot be replaced
            report.interpreted.append(f"{type(target[1]).__name__}.{target[2]}: {err}")
        else:
            report.installed += 1
    return report

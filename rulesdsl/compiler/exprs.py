"""Compile expression ASTs to closures over the machine, resolving names with diagnostics."""

from __future__ import annotations

from typing import Any, Protocol

from rulesdsl.compiler.checks.list_kinds import check_arg, check_compared, check_operands
from rulesdsl.compiler.hoist import IMPURE_QUERIES, called_names, invariant_calls
from rulesdsl.diagnostics import register_codes
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.verbs import ID_TYPES, REGISTRY, Verb
from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_INT
from rulesdsl.runtime import world
from rulesdsl.runtime.builtins import IMPLS, impl_of
from rulesdsl.runtime.closures import (
    ARITH,
    CMP,
    SPECIAL,
    UNSET,
    Fn,
    FuncSig,
    as_number,
    bind_call,
    boolop,
    call_function,
    comprehension_fn,
    const,
    exists_fn,
    tag,
)
from rulesdsl.runtime.machine import Machine, bounded_int, bounded_list, bounded_str
from rulesdsl.suggest import suggest

register_codes({
    "E001": ("unknown name", "A name is neither a variable in scope nor anything the ruleset declares."),
    "E002": ("unknown verb, function or macro", "The call names nothing in the verb registry or the macros."),
    "E003": ("wrong arguments", "Too many or too few arguments, or an unknown keyword argument."),
    "E004": ("argument of the wrong type", "A literal of the wrong type was given to a typed parameter."),
    "E005": ("unknown id", "An id parameter (counter, zone, graph, action group, effect slot) names "
                           "nothing declared of that kind."),
    "E007": ("wrong place for this call", "Effect verbs and macros are statements; query functions are "
                                          "values. One was used in the other's place."),
})

_ORDERED = frozenset({"<", "<=", ">", ">="})
_NUMERIC = (int,)


class Reporter(Protocol):
    """Where compile problems go (the compiler maps spans to file positions)."""

    def error(self, span: A.Span, code: str, message: str, hint: str = "") -> None:
        """Report an error at a span of the text being compiled."""

    def names(self) -> dict[str, str]:
        """Every declared constant id → its family ("zone", "entity", "tag value" …)."""

    def ids_of(self, type_: str) -> set[str]:
        """Declared ids accepted by an id-typed parameter."""

    def counter_kind(self, name: str) -> str | None:
        """'player', 'global' or None for a counter name."""

    def group(self, name: str) -> list[Any] | None:
        """The list of a declared group."""

    def function(self, name: str) -> FuncSig | None:
        """A content-defined function (a named expression with parameters), or None."""

    def called(self, name: str, span: A.Span) -> None:
        """Note that this unit calls a content-defined function (for the recursion check)."""

    def where(self, span: A.Span) -> tuple[str, int, int]:
        """The file position of a span, for run-time error messages."""

    def function_names(self) -> list[str]:
        """The content-defined functions (for suggestions)."""

    def is_macro(self, name: str) -> bool:
        """Whether a name is a content-defined macro (an effect, not a value)."""


class ExprCompiler:
    """Compiles expressions within one unit of content (a field of a file)."""

    def __init__(self, rep: Reporter) -> None:
        self.rep = rep
        self.cvars: list[str] = []  # comprehension variables in lexical scope, innermost last
        self.hoisted: dict[int, tuple[list[Any], int]] = {}  # id(call node) -> (memo holder, slot)

    def name(self, e: A.Name, scope: frozenset[str]) -> Fn:
        """Resolve a bare name (see docs/architecture.md §2)."""
        n = e.id
        if n in self.cvars:
            return tag(lambda m: m.cenv[n], "cvar", n)
        if n in scope:
            return tag(lambda m: m.var(n), "var", n)
        if n in SPECIAL:
            return SPECIAL[n]
        kind = self.rep.counter_kind(n)
        if kind == "player":
            return tag(lambda m: m.counters[m.me()][n], "counter", n)
        if kind == "global":
            return tag(lambda m: m.shared[n], "global", n)
        grp = self.rep.group(n)
        if grp is not None:
            return tag(lambda m: list(grp), "group", grp)
        if n in self.rep.names():
            return const(n)
        if n in self.rep.function_names():
            self.rep.error(e.span, "E001", f"'{n}' is a function: call it with ()", f"{n}()")
            return const(None)
        pool = set(scope) | set(SPECIAL) | set(self.rep.names()) | self.rep.ids_of("counter")
        self.rep.error(e.span, "E001", f"unknown name '{n}'", suggest(n, pool) or
                       "declare it, bind it with for/pick/let, or quote it as a string")
        return const(None)

    def id_arg(self, e: A.Expr, type_: str, scope: frozenset[str]) -> Fn:
        """An id-typed argument: a bare declared id, a string literal, or any value expression."""
        if isinstance(e, A.Name) and e.id not in scope and e.id not in SPECIAL:
            ids = self.rep.ids_of(type_)
            if e.id in ids:
                return const(e.id)
            self.rep.error(e.span, "E005", f"unknown {type_} '{e.id}'",
                           suggest(e.id, ids) or f"declare the {type_} first")
            return const(None)
        if isinstance(e, A.Str):
            if e.value not in self.rep.ids_of(type_):
                self.rep.error(e.span, "E005", f"unknown {type_} '{e.value}'",
                               suggest(e.value, self.rep.ids_of(type_)))
            return const(e.value)
        return self.expr(e, scope)

    def typed_arg(self, e: A.Expr, type_: str, scope: frozenset[str]) -> Fn:
        """Compile an argument against its declared parameter type."""
        if type_ in ID_TYPES:
            return self.id_arg(e, type_, scope)
        if type_ == "str" and isinstance(e, A.Name) and e.id not in scope and e.id not in SPECIAL \
                and self.rep.counter_kind(e.id) is None and e.id in self.rep.names():
            return const(e.id)
        if type_ in ("int", "list") and isinstance(e, (A.Str, A.Bool)):
            self.rep.error(e.span, "E004", f"expected {'an integer' if type_ == 'int' else 'a list'}, "
                           f"got {type(e).__name__.lower()} literal")
        if type_ == "str" and isinstance(e, (A.Int, A.ListLit)):
            self.rep.error(e.span, "E004", "expected a string or an id")
        check_arg(self.rep, e, type_, scope, self.cvars)
        return self.expr(e, scope)

    def unknown_call_args(self, args: tuple[A.Expr, ...], kwargs: tuple[A.Kwarg, ...], scope: frozenset[str]) -> None:
        """Compile the arguments of a call to an unknown name, only to report their own mistakes."""
        for a in (*args, *(k.value for k in kwargs)):
            self.expr(a, scope)

    def bind_args(self, v: Verb, args: tuple[A.Expr, ...], kwargs: tuple[A.Kwarg, ...],
                  scope: frozenset[str], span: A.Span) -> list[Fn] | None:
        """Match call arguments to a verb's parameters; None after reporting a problem."""
        params = v.params
        if len(args) > len(params):
            self.rep.error(span, "E003", f"{v.name}() takes at most {len(params)} arguments, got {len(args)}",
                           f"example: {v.example}")
            return None
        given: dict[str, A.Expr] = {p.name: a for p, a in zip(params, args, strict=False)}
        pnames = {p.name.rstrip("_"): p.name for p in params}
        for kw in kwargs:
            real = pnames.get(kw.name)
            if real is None:
                self.rep.error(kw.span, "E003", f"{v.name}() has no parameter '{kw.name}'",
                               suggest(kw.name, pnames) or f"example: {v.example}")
                return None
            if real in given:
                self.rep.error(kw.span, "E003", f"parameter '{kw.name}' given twice")
                return None
            given[real] = kw.value
        out: list[Fn] = []
        for p in params:
            if p.name in given:
                out.append(self.typed_arg(given[p.name], p.type, scope))
            elif p.required:
                self.rep.error(span, "E003", f"{v.name}() is missing its '{p.name.rstrip('_')}' argument",
                               f"example: {v.example}")
                return None
            else:
                out.append(const(p.default))
        return out

    def named_args(self, what: str, name: str, params: list[str], args: tuple[A.Expr, ...],
                   kwargs: tuple[A.Kwarg, ...], span: A.Span, scope: frozenset[str]) -> list[Fn]:
        """Bind the arguments of a content-defined macro or function to its parameters (E003 on a mismatch)."""
        given: dict[str, A.Expr] = dict(zip(params, args, strict=False))
        if len(args) > len(params):
            self.rep.error(span, "E003", f"{what} '{name}' takes {len(params)} arguments, got {len(args)}",
                           f"its parameters: {', '.join(params) or 'none'}")
        for kw in kwargs:
            if kw.name not in params:
                self.rep.error(kw.span, "E003", f"{what} '{name}' has no parameter '{kw.name}'",
                               suggest(kw.name, params))
            given[kw.name] = kw.value
        missing = [p for p in params if p not in given]
        if missing:
            self.rep.error(span, "E003", f"{what} '{name}' is missing argument(s): {', '.join(missing)}",
                           f"its parameters: {', '.join(params)}")
        return [self.expr(given[p], scope) if p in given else const(None) for p in params]

    def user_call(self, e: A.CallExpr, sig: FuncSig, scope: frozenset[str]) -> Fn:
        """A call of a content-defined function."""
        self.rep.called(e.name, e.span)
        args = self.named_args("function", e.name, sig.params, e.args, e.kwargs, e.span, scope)
        return tag(lambda m: call_function(m, sig, [a(m) for a in args]), "function", sig, args)

    def call(self, e: A.CallExpr, scope: frozenset[str]) -> Fn:
        """A query-function (or content-defined function) call."""
        sig = self.rep.function(e.name)
        if sig is not None:
            return self.user_call(e, sig, scope)
        v = REGISTRY.get(e.name)
        if v is None and self.rep.is_macro(e.name):
            self.rep.error(e.span, "E007", f"'{e.name}' is a macro (an effect), not a value",
                           "call it as a statement, or write a function (`functions:` in a macros file)")
            return const(None)
        if v is None:
            pool = [k for k, x in REGISTRY.items() if x.kind == "query"] + list(self.rep.function_names())
            self.rep.error(e.span, "E002", f"unknown function '{e.name}'",
                           suggest(e.name, pool) or "see `rulesdsl docs` for the query functions")
            self.unknown_call_args(e.args, e.kwargs, scope)
            return const(None)
        if v.kind != "query":
            self.rep.error(e.span, "E007", f"'{e.name}' is an effect verb, not a value",
                           "use it as a statement on its own")
            return const(None)
        impl = impl_of(v.name)
        check_compared(e, self.rep, scope)
        if self._first(e):
            assert isinstance(e.args[0], A.Comprehension)
            return self._comprehension(e.args[0], scope, first=True)
        if v.variadic:
            if e.args:
                self.rep.error(e.span, "E003", f"{v.name}() takes only keyword arguments",
                               f"example: {v.example}")
            kws = [(k.name, self.expr(k.value, scope)) for k in e.kwargs]
            return tag(lambda m: impl(m, **{k: f(m) for k, f in kws}), "kwcall", impl, kws)
        fns = self.bind_args(v, e.args, e.kwargs, scope, e.span)
        if fns is None:
            return const(None)
        return bind_call(impl, fns)

    def expr(self, e: A.Expr, scope: frozenset[str]) -> Fn:
        """Compile any expression."""
        if isinstance(e, (A.Int, A.Str, A.Bool)):
            return const(e.value)
        if isinstance(e, A.Name):
            return self.name(e, scope)
        if isinstance(e, A.CallExpr):
            slot = self.hoisted.get(id(e))
            return self.call(e, scope) if slot is None else _memo(self.call(e, scope), *slot)
        if isinstance(e, A.Attr):
            obj, nm = self.expr(e.obj, scope), e.name
            return tag(lambda m: world.attr(m, obj(m), nm), "attr", obj, nm)
        if isinstance(e, A.BinOp):
            return self._binop(e, scope)
        if isinstance(e, A.Compare):
            return self._compare(e, scope)
        if isinstance(e, A.BoolOp):
            items = [self.expr(i, scope) for i in e.items]
            return tag(boolop(e.op, items), e.op, items)
        if isinstance(e, A.Not):
            inner = self.expr(e.item, scope)
            return tag(lambda m: not inner(m), "not", inner)
        if isinstance(e, A.Neg):
            inner = self.expr(e.item, scope)
            return tag(lambda m: -as_number(inner(m)), "neg", inner)
        if isinstance(e, A.ListLit):
            items = [self.expr(i, scope) for i in e.items]
            return tag(lambda m: [f(m) for f in items], "list", items)
        if isinstance(e, A.CondExpr):
            cond, then_, orelse = self.expr(e.cond, scope), self.expr(e.then_, scope), self.expr(e.orelse, scope)
            return tag(lambda m: then_(m) if cond(m) else orelse(m), "cond", cond, then_, orelse)
        if isinstance(e, A.Comprehension):
            return self._comprehension(e, scope)
        raise TypeError(f"unknown expression node {e!r}")

    def _binop(self, e: A.BinOp, scope: frozenset[str]) -> Fn:
        check_operands(self.rep, e, scope, self.cvars)
        left, right, op = self.expr(e.left, scope), self.expr(e.right, scope), ARITH[e.op]
        sym = e.op

        def run(m: Machine) -> Any:
            a, b = left(m), right(m)
            if sym == "+" and isinstance(a, list) and isinstance(b, list):
                return bounded_list(a + b)
            if sym == "+" and isinstance(a, str) and isinstance(b, str):
                return bounded_str(a + b)
            if sym in ("//", "%") and as_number(b) == 0:
                raise GameRuntimeError("division by zero", "R106")
            r = op(as_number(a), as_number(b))
            return r if -MAX_INT <= r <= MAX_INT else bounded_int(r)
        return tag(run, "binop", sym, left, right)

    def _reserved(self, var: str, span: A.Span) -> None:
        if var in SPECIAL:
            self.rep.error(span, "E001", f"'{var}' is reserved and cannot be a variable name", "pick another name")

    def _exists(self, e: A.Compare, scope: frozenset[str]) -> Fn | None:
        """`count([x for x in s if c]) > 0` (and == 0, >= 1 …) stops at the first match."""
        left, right = e.left, e.right
        if not (isinstance(left, A.CallExpr) and left.name == "count" and len(left.args) == 1 and not left.kwargs
                and isinstance(left.args[0], A.Comprehension) and isinstance(right, A.Int)
                and self.rep.function("count") is None):
            return None
        want = {(">", 0): True, (">=", 1): True, ("!=", 0): True,
                ("==", 0): False, ("<", 1): False, ("<=", 0): False}.get((e.op, right.value))
        if want is None:
            return None
        comp = left.args[0]
        self._reserved(comp.var, comp.span)
        source = self.expr(comp.source, scope)
        self.cvars.append(comp.var)
        try:
            self.expr(comp.elem, scope | {comp.var})  # still checked, though its value is not needed
            cond = self.expr(comp.cond, scope | {comp.var}) if comp.cond is not None else None
        finally:
            self.cvars.pop()
        fn = exists_fn(comp.var, source, cond, want)
        # `count([...])` found loop-invariant in an enclosing comprehension: its test is kept as the call's would be
        slot = self.hoisted.get(id(left))
        return fn if slot is None else _memo(fn, *slot)

    def _compare(self, e: A.Compare, scope: frozenset[str]) -> Fn:
        check_operands(self.rep, e, scope, self.cvars)
        fast = self._exists(e, scope)
        if fast is not None:
            return fast
        left, right, op = self.expr(e.left, scope), self.expr(e.right, scope), CMP[e.op]
        if e.op not in _ORDERED:
            return tag(lambda m: op(left(m), right(m)), "compare", e.op, left, right)

        def run(m: Machine) -> Any:
            a, b = left(m), right(m)
            if a is None or b is None:
                return False
            if type(a) is not type(b) and not (isinstance(a, int) and isinstance(b, int)):
                raise GameRuntimeError(f"cannot order {a!r} and {b!r}", "R106")
            return op(a, b)
        return tag(run, "compare", e.op, left, right)

    def _first(self, e: A.CallExpr) -> bool:
        """`at([x for x in s if c], 0)` with no random draw in its element or condition: it stops at the first
        match (the elements after it are not looked at, so no step, error or draw of theirs can happen)."""
        if e.name != "at" or e.kwargs or len(e.args) != 2:
            return False
        comp, index = e.args
        return (isinstance(comp, A.Comprehension) and isinstance(index, A.Int) and index.value == 0
                and self._pure(comp.elem) and (comp.cond is None or self._pure(comp.cond)))

    def _pure(self, call: A.Expr) -> bool:
        """No random draw anywhere in the expression: built-in queries but `roll`, and pure content functions."""
        for name in called_names(call):
            sig = self.rep.function(name)
            if sig is not None:
                if not sig.pure:
                    return False
            elif name in IMPURE_QUERIES or name not in IMPLS:
                return False
        return True

    def _comprehension(self, e: A.Comprehension, scope: frozenset[str], first: bool = False) -> Fn:
        """A comprehension; with `first`, `at([...], 0)` (see `_first`)."""
        self._reserved(e.var, e.span)
        check_arg(self.rep, e.source, "list", scope, self.cvars)
        source = self.expr(e.source, scope)
        inner = scope | {e.var}
        holder: list[Any] = [None]  # the memo of the loop-invariant calls of the running evaluation
        calls = invariant_calls(e, self._pure) if HOISTING else []
        for k, call in enumerate(calls):
            self.hoisted[id(call)] = (holder, k)
        self.cvars.append(e.var)
        try:
            elem = self.expr(e.elem, inner)
            cond = self.expr(e.cond, inner) if e.cond is not None else None
        finally:
            self.cvars.pop()
            for call in calls:
                self.hoisted.pop(id(call), None)
        return comprehension_fn(e.var, source, elem, cond, holder, len(calls), first)



HOISTING = True  # off only to compare against the plain loops (tests/test_hoist.py)


def _memo(fn: Fn, holder: list[Any], slot: int) -> Fn:
    """A loop-invariant call: evaluated the first time the running comprehension needs it, then reused."""
    def run(m: Machine) -> Any:
        memo = holder[0]
        v = memo[slot]
        if v is UNSET:
            v = memo[slot] = fn(m)
        return v
    return tag(run, "memo", fn, holder, slot)



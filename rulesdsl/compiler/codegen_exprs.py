"""Write Python source for expressions and content functions (the statements: `codegen.py`).

The generator reads only the resolved form the compiler attached to each closure (`exprs.tag`); content
text never reaches it. Every identifier it writes is its own (`m`, `f` or `_` plus letters and a number);
every content value is written with `ascii()` of a `str` or `repr()` of an `int`/`bool`/`None`, and
anything else is passed by reference in the module's namespace.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulesdsl.compiler.static import (
    Declared,
    Fn,
    constant_tags,
    is_static,
    listy,
    no_player,
    read_key,
    repeated_reads,
    whole,
)
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.builtins import IMPLS
from rulesdsl.runtime.ruleset import shared_names

BINOPS = {"+": "_add", "-": "_sub", "*": "_mul", "//": "_floordiv", "%": "_mod"}
ORDERED = {"<": "_lt", "<=": "_le", ">": "_gt", ">=": "_ge"}
EQUALITY = {"==": "==", "!=": "!="}
IND = "    "
MAX_NESTING = 40  # expression levels written inline; deeper ones keep their closures (Python's parser
# refuses about 200 nested parentheses, and each level may write two)


def _unset(sc: Scope, ind: str) -> list[str]:
    """The lines starting the locals of a scope's sub-expressions written twice (`Scope.cse`) unset."""
    return [f"{ind}{h} = _UNSET" for h in sorted(h for h in sc.cse.values() if h is not None)]


def tick_lines(ind: str, steps: str = "1") -> list[str]:
    """`steps` steps of the budget (`Machine.spend(steps)` written out: a whole number, a local or `len` of a
    local): the count read once, written back, tested in a local (a compiled build reads an attribute of the
    machine through the type's lookup); `spend(0)` then refills it or stops the run as `spend` would."""
    return [f"{ind}m.budget = _b = m.budget - {steps}", f"{ind}if _b <= 0:", f"{ind}{IND}m.spend(0)"]


class Unsupported(Exception):
    """A closure without a resolved form: the item it belongs to keeps the interpreter."""


@dataclass
class Scope:
    """What a name means at one point of generated code: DSL names held in Python locals."""

    names: dict[str, str] = field(default_factory=dict)  # DSL variable -> Python local
    me: str | None = None  # the local holding `me` inside a generated `as` block
    memos: dict[int, list[str]] = field(default_factory=dict)  # id(memo holder) -> its locals
    # sub-expressions written twice in this function (`static.repeated_reads`) -> the local keeping the first
    # value (None until written): computed where first needed, read back after
    cse: dict[tuple[Any, ...], str | None] = field(default_factory=dict)

    def child(self) -> Scope:
        """A nested block's scope: sees the outer names; its own bindings stay inside it."""
        return Scope(dict(self.names), self.me, self.memos)


class ExprWriter:
    """Writes the expressions and content functions of one module of Python functions for one ruleset."""

    def __init__(self, nodes: list[N.Node], functions: dict[int, int] | None = None,
                 zones: dict[str, Any] | None = None, player_keys: dict[str, list[str]] | None = None,
                 counters: dict[str, tuple[bool, tuple[int, int | None]]] | None = None) -> None:
        self.nodes = nodes  # the ruleset's statement nodes (macro bodies are found by index)
        # the ruleset's zones (fixed for every game of it) and the counters a set/gain writes in place
        # (pyrun.plain_counters), as the generated code reads and writes them directly
        self.declared = Declared(zones or {}, player_keys or {}, counters or {}, self.ref)
        # id(content function) -> its position in the ruleset: the memo key of a static function, the same
        # in every module written for the ruleset and in every process
        self.functions = functions or {}
        self.defs: list[str] = []
        self.objects: dict[str, Any] = {}
        self._refs: dict[int, str] = {}
        self._held: list[Any] = []  # the objects `_refs` names by identity, held so that no other takes it
        self._sigs: dict[int, str] = {}
        self._macros: dict[int, str] = {}
        self._exprs: dict[int, tuple[Fn, str]] = {}
        self._static: dict[int, bool] = {}
        self._count = 0
        self._depth = 0
        self._bodies: dict[int, tuple[str, ...]] | None = None  # statement lists pushed with an env -> its names
        # While writing one game's function (values_function): a sub-expression's value when it is fixed for
        # that game (its player count and options), to be written as a constant; else (False, None).
        self.fold: Callable[[Fn], tuple[bool, Any]] | None = None

    # ---- names and literals --------------------------------------------------------------------
    def fresh(self, prefix: str) -> str:
        """A new identifier: `_`, a letter prefix from the generator, a number."""
        self._count += 1
        return f"_{prefix}{self._count}"

    def ref(self, obj: Any) -> str:
        """A namespace name for an object the code uses but cannot write as a literal."""
        name = self._refs.get(id(obj))
        if name is None:
            name = self._refs[id(obj)] = self.fresh("k")
            self._held.append(obj)
            self.objects[name] = shared_names(obj)
        return name

    def lit(self, v: Any) -> str:
        """A content value as Python: literals only for exact str/int/bool/None, else a reference."""
        t = type(v)
        if v is None or t is bool or t is int:
            return repr(v)
        if t is str:
            return ascii(v)
        return self.ref(v)

    # ---- expressions ---------------------------------------------------------------------------
    def expr(self, fn: Fn, sc: Scope) -> str:
        """A Python expression with the value of a compiled DSL expression."""
        if self._depth >= MAX_NESTING:
            raise Unsupported(f"an expression nested more than {MAX_NESTING} levels deep")
        self._depth += 1
        try:
            key = read_key(fn) if sc.cse else None
            if key is not None and key in sc.cse and not (key[0] == "var" and key[1] in sc.names):
                h = sc.cse[key]
                if h is None:
                    h = sc.cse[key] = self.fresh("h")
                return f"({h} if {h} is not _UNSET else ({h} := {self._expr(fn, sc)}))"
            return self._expr(fn, sc)
        finally:
            self._depth -= 1

    def _expr(self, fn: Fn, sc: Scope) -> str:
        ir = getattr(fn, "ir", None)
        if not isinstance(ir, tuple) or not ir:
            raise Unsupported(repr(fn))
        op = ir[0]
        simple = self._simple(op, ir, sc)
        if simple is not None:
            return simple
        if self.fold is not None and op in ("call", "kwcall", "binop"):
            folded = self._folded(fn)
            if folded is not None:
                return folded
        if op == "function":
            name = self.function(ir[1])
            if self.static(ir[1]):
                ident = self.functions.get(id(ir[1]))
                if ident is None:
                    raise Unsupported(f"function '{ir[1].name}' is not one of the ruleset's")
                helper = {1: "_memo_call1", 2: "_memo_call2"}.get(len(ir[2]), "_memo_call")  # not packed
                return f"{helper}(m, {name}, {ident!r}{self._args(ir[2], sc)})"
            return f"{name}(m{self._args(ir[2], sc)})"
        if op == "call":
            inner = getattr(ir[2][0], "ir", None) if ir[1] is IMPLS["count"] and len(ir[2]) == 1 else None
            if isinstance(inner, tuple) and inner[:2] == ("call", IMPLS["in"]) and 1 <= len(inner[2]) <= 2:
                read = self.declared.zone_read(inner[2], sc.me or "m.me()")
                if read is not None:
                    return f"len({read})"
                return f"_count_in(m{self._zone_args(inner[2], sc)})"  # count(in(z)): its size, not a copy
            group = getattr(ir[2][0], "ir", None) if ir[1] is IMPLS["contains"] and len(ir[2]) == 2 else None
            if isinstance(group, tuple) and group[0] == "group":  # a declared list: a tuple tested in place
                return f"_has({self.ref(tuple(group[1]))}, {self.expr(ir[2][1], sc)})"
            if ir[1] is IMPLS["in"]:
                read = self.declared.zone_read(ir[2], sc.me or "m.me()")
                if read is not None:
                    return f"list({read})"
            table = self.declared.tag_table(ir[2]) if ir[1] is IMPLS["ztag"] else None
            if table is not None:  # a zone's tag read from a table (a zone of no other ruleset: none)
                zone = getattr(ir[2][0], "ir", None)
                if isinstance(zone, tuple) and zone[:1] == ("const",):
                    return f"{table}.get({self.expr(ir[2][0], sc)})"
                z = self.fresh("t")  # a list cannot be a key: the built-in refuses it (R106)
                return (f"({table}.get({z}) if type({z} := {self.expr(ir[2][0], sc)}) is not list "
                        f"else {self.ref(ir[1])}(m, {z}{self._args(ir[2][1:], sc)}))")
            if ir[1] is IMPLS["in_each"] and no_player(ir[2]):  # joined in one step, without a loop
                arg = ir[2][0].ir
                if arg[0] == "group" and self.declared.shared(arg[1]):
                    return f"_in_zones(m, {self.ref(tuple(arg[1]))})"
                if arg[:2] == ("kwcall", IMPLS["zones"]):
                    return f"_in_tagged(m, {self._zones_key(arg[2], sc)})"
            if ir[1] is IMPLS["in"] or ir[1] is IMPLS["in_each"]:
                return f"{self.ref(ir[1])}(m{self._zone_args(ir[2], sc)})"
            if ir[1] is IMPLS["set"] or ir[1] is IMPLS["gain"]:
                write = self._counter_write(ir[1] is IMPLS["set"], ir[2], sc)
                if write is not None:
                    return write
            return f"{self.ref(ir[1])}(m{self._args(ir[2], sc)})"
        if op == "kwcall":
            if ir[1] is IMPLS["zones"]:
                return f"_zones_of(m, {self._zones_key(ir[2], sc)})"
            kws = ", ".join(f"{ascii(str(k))}: {self.expr(f, sc)}" for k, f in ir[2])
            return f"{self.ref(ir[1])}(m, **{{{kws}}})"
        if op == "memo":
            return self._memo(ir, sc)
        if op == "attr":
            return f"_attr(m, {self.expr(ir[1], sc)}, {ascii(str(ir[2]))})"
        if op == "binop":
            return f"{BINOPS[ir[1]]}({self.expr(ir[2], sc)}, {self.expr(ir[3], sc)})"
        if op == "compare":
            left, right = self.expr(ir[2], sc), self.expr(ir[3], sc)
            if ir[1] in EQUALITY:
                return f"({left} {EQUALITY[ir[1]]} {right})"
            if ir[1] in ORDERED and whole(ir[2]) and whole(ir[3]):  # two integers: Python's own comparison
                return f"({left} {ir[1]} {right})"
            return f"{ORDERED[ir[1]]}({left}, {right})"
        if op in ("and", "or"):
            return "bool(" + f" {op} ".join(f"({self.expr(f, sc)})" for f in ir[1]) + ")"
        if op == "not":
            return f"(not {self.expr(ir[1], sc)})"
        if op == "neg":
            return f"_neg({self.expr(ir[1], sc)})"
        if op == "cond":  # the condition's truth, as the interpreter's `if`
            return f"({self.expr(ir[2], sc)} if {self.expr(ir[1], sc)} else {self.expr(ir[3], sc)})"
        if op == "list":
            return "[" + ", ".join(self.expr(f, sc) for f in ir[1]) + "]"
        if op in ("comprehension", "first"):
            return self._comprehension(ir, sc)
        if op == "exists":
            return self._exists(ir, sc)
        raise Unsupported(op)

    def _simple(self, op: str, ir: tuple[Any, ...], sc: Scope) -> str | None:
        """Leaves: constants, variables, counters and the built-in names."""
        if op == "const":
            return self.lit(ir[1])
        if op == "cvar":
            if ir[1] not in sc.names:
                raise Unsupported(f"comprehension variable outside its loop: {ir[1]!r}")
            return sc.names[ir[1]]
        if op == "var":
            return sc.names.get(ir[1]) or f"m.var({ascii(str(ir[1]))})"
        if op == "me":
            return sc.me or "m.me()"
        if op == "counter":
            return f"m.counters[{sc.me or 'm.me()'}][{ascii(str(ir[1]))}]"
        if op == "global":
            return f"m.shared[{ascii(str(ir[1]))}]"
        if op == "group":
            return f"list({self.ref(ir[1])})"
        if op == "players":
            return "list(range(m.st['players']))"
        if op == "order":
            return "list(m.st['order'])"
        if op == "num_players":
            return "m.st['players']"
        return None

    def _args(self, fns: list[Fn], sc: Scope) -> str:
        return "".join(", " + self.expr(f, sc) for f in fns)

    def _zones_key(self, kws: list[tuple[str, Fn]], sc: Scope) -> str:
        """The key `q_zones` files a `zones(k=v, ...)` query under (its tags sorted by name): a constant passed by
        reference when every value is one, with `True` after it (the run-time may remember the constant by its
        identity), else a tuple built in place (no keyword dictionary either way)."""
        key = constant_tags(kws)
        if key is not None:
            return self.ref(key) + ", True"
        named = sorted(kws, key=lambda kf: str(kf[0]))
        return "(" + "".join(f"({ascii(str(k))}, {self.expr(f, sc)}), " for k, f in named) + ")"

    def _counter_write(self, replace: bool, fns: list[Fn], sc: Scope) -> str | None:
        """`set(c, n)` / `gain(c, n)` written in place (`pyrt.set_global`, `pyrt.write_counter`) when the counter
        allows it (`Declared.counter_written`); None when the verb must run."""
        target = self.declared.counter_written(fns)
        if target is None or not (replace or target[1]):  # a global counter's gain keeps the verb
            return None
        name, per_player, bounds = target
        n, text = self.expr(fns[1], sc), ascii(name)
        if per_player:
            what = "'set value'" if replace else "'gain amount'"
            return f"_write_counter(m, {sc.me or 'm.me()'}, {text}, {n}, {self.ref(bounds)}, {what}, {replace!r})"
        return f"_set_global(m, {text}, {n}, {self.ref(bounds)})"

    def _zone_args(self, fns: list[Fn], sc: Scope) -> str:
        """`in`/`in_each` arguments; `who` left out (none) is `me`, passed from its local when there is one."""
        if len(fns) == 2 and sc.me is not None and getattr(fns[1], "ir", None) == ("const", None):
            return f", {self.expr(fns[0], sc)}, {sc.me}"
        return self._args(fns, sc)

    def _folded(self, fn: Fn) -> str | None:
        """A sub-expression fixed for the game being written for, as a constant (None: written as code)."""
        assert self.fold is not None
        done, value = self.fold(fn)
        if not done:
            return None
        if value is None or type(value) in (bool, int, str):
            return self.lit(value)
        if type(value) is list and all(v is None or type(v) in (bool, int, str) for v in value):
            return f"list({self.ref(tuple(value))})"  # each caller its own list
        return None

    def _memo(self, ir: tuple[Any, ...], sc: Scope) -> str:
        """A loop-invariant call: kept in a local the first time the running loop needs it."""
        _, inner, holder, slot = ir
        call = self.expr(inner, sc)
        locals_ = sc.memos.get(id(holder))
        if locals_ is None:  # the loop that owns the memo is in another function: call it each time
            return call
        h = locals_[slot]
        return f"({h} if {h} is not _UNSET else ({h} := {call}))"

    @staticmethod
    def looped(source: Fn, text: str) -> str:
        """What a loop over `source` (written as `text`) runs over: the value itself when the expression always
        gives a list, else the value checked to be one (`_items`, R106)."""
        return text if listy(source) else f"_items({text})"

    def _captured(self, sc: Scope) -> list[str]:
        """The locals a helper function needs from the code that calls it."""
        out = sorted(set(sc.names.values()))
        if sc.me is not None and sc.me not in out:
            out.append(sc.me)
        return out

    def _loop_helper(self, ir: tuple[Any, ...], sc: Scope, body: Callable[[Scope, str, str], list[str]]) -> str:
        """A helper function looping over a list with the caller's locals passed in; returns its call."""
        var, source = ir[1], ir[2]
        name = self.fresh("c")
        captured = self._captured(sc)
        inner = Scope({k: v for k, v in sc.names.items()}, sc.me, {})
        x = self.fresh("v")
        inner.names[var] = x
        lines = [f"def {name}(m, _s{''.join(', ' + c for c in captured)}):"]
        lines += body(inner, x, self.looped(source, "_s"))
        self.defs.append("\n".join(lines))
        return f"{name}(m, {self.expr(source, sc)}{''.join(', ' + c for c in captured)})"

    def _comprehension(self, ir: tuple[Any, ...], sc: Scope) -> str:
        """A comprehension, or `at([...], 0)` ("first": the first match's element, none without one)."""
        op, _, _, elem, cond, holder, slots = ir
        keep = "return {}" if op == "first" else "_o.append({})"

        def body(inner: Scope, x: str, over: str) -> list[str]:
            memo = [self.fresh("h") for _ in range(slots)]
            inner.memos = {id(holder): memo} if memo else {}
            inner.cse = dict.fromkeys(repeated_reads([elem] if cond is None else [cond, elem]))
            out = [f"{IND}{h} = _UNSET" for h in memo]
            if op != "first":
                out.append(f"{IND}_o = []")
            out.append(f"{IND}for {x} in {over}:")
            test = None if cond is None else self.expr(cond, inner)
            value = self.expr(elem, inner)
            out += _unset(inner, IND * 2)  # each element its own
            if test is None:
                out.append(f"{IND * 2}{keep.format(value)}")
            else:
                out.append(f"{IND * 2}if {test}:")
                out.append(f"{IND * 3}{keep.format(value)}")
            out.append(f"{IND}return {'None' if op == 'first' else '_o'}")
            return out
        return self._loop_helper(ir, sc, body)

    def _exists(self, ir: tuple[Any, ...], sc: Scope) -> str:
        """`count([x for x in s if c]) > 0` and friends: stop at the first match."""
        _, _, source, cond, want = ir
        if cond is None:
            return f"(bool({self.looped(source, self.expr(source, sc))}) == {want!r})"

        def body(inner: Scope, x: str, over: str) -> list[str]:
            inner.cse = dict.fromkeys(repeated_reads([cond]))
            test = self.expr(cond, inner)
            return [f"{IND}for {x} in {over}:", *_unset(inner, IND * 2), f"{IND * 2}if {test}:",
                    f"{IND * 3}return {bool(want)!r}", f"{IND}return {(not want)!r}"]
        return self._loop_helper(ir, sc, body)

    def function(self, sig: Any) -> str:
        """The generated function of a content function (parameters as locals), written once."""
        name = self._sigs.get(id(sig))
        if name is not None:
            return name
        name = self._sigs[id(sig)] = self.fresh("f")
        sc, params = self._parameters(sig.params)
        sc.cse = dict.fromkeys(repeated_reads([sig.fn]))
        try:
            body = self.expr(sig.fn, sc)
        except Unsupported:
            del self._sigs[id(sig)]
            raise
        self.defs.append("\n".join([
            f"def {name}(m{''.join(', ' + p for p in params)}):",
            *tick_lines(IND),
            *_unset(sc, IND),
            f"{IND}return {body}"]))
        return name

    def static(self, sig: Any) -> bool:
        """Whether calls of a content function may be memoised (see `static.is_static`)."""
        return is_static(sig, self._static)

    def _parameters(self, names: list[str]) -> tuple[Scope, list[str]]:
        """A fresh local for each parameter of a function or macro, and the scope that maps them."""
        sc = Scope()
        params = [self.fresh("v") for _ in names]
        sc.names.update(zip(names, params, strict=True))
        return sc, params

    def expr_function(self, fn: Fn) -> str:
        """A module-level function `(m) -> value` for an expression used outside generated statements."""
        known = self._exprs.get(id(fn))
        if known is not None and known[0] is fn:
            return known[1]
        text = self.expr(fn, Scope())
        name = self.fresh("e")
        self._exprs[id(fn)] = (fn, name)  # the closure is kept so its id cannot be reused
        self.defs.append(f"def {name}(m):\n{IND}return {text}")
        return name

    def values_function(self, fns: list[Fn], fold: Callable[[Fn], tuple[bool, Any]] | None = None) -> str:
        """A module-level function `(m) -> list` with the values of several expressions, `me` read once
        (an evaluation's terms: one call instead of one per term); `fold` gives the values of sub-expressions
        that are fixed for the one game the function is for."""
        sc = Scope(me="_me")
        self.fold = fold
        try:
            texts = [self.expr(fn, sc) for fn in fns]
        finally:
            self.fold = None
        name = self.fresh("e")
        self.defs.append(f"def {name}(m):\n{IND}_me = m.me()\n{IND}return [{', '.join(texts)}]")
        return name

"""Rule text of verb, query, macro and content-function calls: their arguments read as names, counts and bound
values through the catalog (the calls half of `render.RuleText`)."""

from __future__ import annotations

from rulesdsl.content.model import Content
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.verbs import REGISTRY, SPECIAL_NAMES, Param
from rulesdsl.i18n.catalog import Catalog, NameRef, Value
from rulesdsl.i18n.names import message_id, pretty

__all__ = ["CallWords"]

_ID_PREFIX = {"counter": "counter", "zone": "zone", "graph": "graph", "actions": "actions", "slot": "slot"}
# String parameters that name something: (verb, parameter) → family of the name message.
_STR_NAMES = {("section", "id"): "section", ("setp", "prop"): "prop", ("addp", "prop"): "prop",
              ("get", "prop"): "prop", ("ztag", "tag"): "prop", ("option", "name"): "option",
              ("counter", "name"): "counter", ("owned", "kind"): "kind", ("entities", "kind"): "kind"}


class CallWords:
    """Calls in words; mixed into `render.RuleText`, which provides the names, messages and expressions."""

    c: Content
    cat: Catalog

    def ref(self, family: str, ident: str, count: int | str | None = None) -> NameRef:
        """A declined-on-demand name of a declared id (provided by RuleText)."""
        raise NotImplementedError

    def msg(self, mid: str, args: dict[str, Value] | None = None, default: str | None = None) -> str:
        """Format a message (provided by RuleText)."""
        raise NotImplementedError

    def expr(self, e: A.Expr, scope: frozenset[str] = frozenset()) -> str:
        """An expression in words (provided by RuleText)."""
        raise NotImplementedError

    def join(self, items: list[str]) -> str:
        """A list in words (provided by RuleText)."""
        raise NotImplementedError

    def _const_ref(self, ident: str, count: int | str | None = None) -> NameRef | None:
        raise NotImplementedError

    def _bound_ref(self, e: A.Expr, scope: frozenset[str]) -> NameRef | None:
        raise NotImplementedError

    # ---- calls --------------------------------------------------------------------------------
    def _bind(self, params: tuple[Param, ...], args: tuple[A.Expr, ...],
              kwargs: tuple[A.Kwarg, ...]) -> dict[str, A.Expr]:
        given: dict[str, A.Expr] = {p.name: a for p, a in zip(params, args, strict=False)}
        byname = {p.name.rstrip("_"): p.name for p in params}
        for kw in kwargs:
            given[byname.get(kw.name, kw.name)] = kw.value
        return given

    def _count_of(self, e: A.Expr | None, scope: frozenset[str]) -> int | str | None:
        if e is None:
            return None
        if isinstance(e, A.Int):
            return e.value
        return self.expr(e, scope)

    def _arg(self, verb: str, p: Param, e: A.Expr, scope: frozenset[str], count: int | str | None) -> Value:
        bound = self._bound_ref(e, scope)
        if bound is not None:
            return bound
        if p.type in _ID_PREFIX and isinstance(e, A.Name) and e.id not in scope and e.id not in SPECIAL_NAMES:
            return self.ref(_ID_PREFIX[p.type], e.id, count)
        if p.type in _ID_PREFIX and isinstance(e, A.Str):
            return self.ref(_ID_PREFIX[p.type], e.value, count)
        if isinstance(e, A.Int):
            return e.value
        fam = _STR_NAMES.get((verb, p.name))
        if fam is not None and isinstance(e, A.Str):
            return self.ref(fam, e.value, count)
        if isinstance(e, A.Str) and p.type == "str":
            return e.value
        if isinstance(e, A.Name) and e.id not in scope and e.id not in SPECIAL_NAMES \
                and (p.type == "str" or not self._is_counter(e.id)):
            ref = self._const_ref(e.id, count)
            if ref is not None:
                return ref
        return self.expr(e, scope)

    def _is_counter(self, ident: str) -> bool:
        return ident in self.c.counters or ident in self.c.global_counters

    def _verb_args(self, name: str, args: tuple[A.Expr, ...], kwargs: tuple[A.Kwarg, ...],
                   scope: frozenset[str]) -> dict[str, Value]:
        v = REGISTRY[name]
        given = self._bind(v.params, args, kwargs)
        count = self._count_of(given.get("n"), scope)
        out: dict[str, Value] = {}
        for p in v.params:
            key = p.name.rstrip("_")
            if p.name in given:
                out[key] = self._arg(name, p, given[p.name], scope, count if count is not None else 1)
            elif p.default is not None:
                out[key] = p.default if isinstance(p.default, (int, str)) else str(p.default)
            else:
                out[key] = "none"
        if name == "log" and "message" in given and isinstance(given["message"], A.Str):
            out["message"] = self.msg(message_id("message", given["message"].value),
                                      {"player": self.msg("expr-me"), "player_you": "yes", "a": out.get("a", "none"),
                                       "b": out.get("b", "none")}, pretty(given["message"].value))
        return out

    def _user_args(self, params: list[str], args: tuple[A.Expr, ...], kwargs: tuple[A.Kwarg, ...],
                   scope: frozenset[str]) -> dict[str, Value]:
        out: dict[str, Value] = {}
        pairs = list(zip(params, args, strict=False)) + [(k.name, k.value) for k in kwargs]
        for pname, e in pairs:
            val: Value
            bound = self._bound_ref(e, scope)
            if bound is not None:
                val = bound
            elif isinstance(e, A.Int):
                val = e.value
            else:
                ref = None
                if isinstance(e, A.Name) and e.id not in scope and e.id not in SPECIAL_NAMES \
                        and not self._is_counter(e.id):
                    ref = self._const_ref(e.id)
                val = ref if ref is not None else self.expr(e, scope)
            out[pname] = val
        return out

    def _generic(self, kind: str, name: str, args: dict[str, Value]) -> str:
        shown = [self.cat.name(v.msg, v.default) if isinstance(v, NameRef) else str(v) for v in args.values()]
        return self.msg(f"{kind}-generic", {"name": pretty(name), "args": ", ".join(shown)},
                        f"{pretty(name)}({', '.join(shown)})")

    def call_expr(self, e: A.CallExpr, scope: frozenset[str]) -> str:
        """A query or content function call in words."""
        v = REGISTRY.get(e.name)
        if v is not None and v.kind == "query":
            if v.variadic:
                pairs = [self.msg("expr-pair", {"key": self.ref("prop", k.name), "value": self.expr(k.value, scope)})
                         for k in e.kwargs]
                return self.msg(f"fn-{e.name.replace('_', '-')}", {"filters": self.join(pairs)})
            args = self._verb_args(e.name, e.args, e.kwargs, scope)
            mid = f"fn-{e.name.replace('_', '-')}"
            return self.msg(mid, args) if self.cat.knows(mid) else self._generic("fn", e.name, args)
        fn = self.c.functions.get(e.name)
        params = [str(p) for p in (fn.data.get("params") or [])] if fn is not None else []
        uargs = self._user_args(params, e.args, e.kwargs, scope)
        mid = message_id("function", e.name)
        return self.msg(mid, uargs) if self.cat.knows(mid) else self._generic("fn", e.name, uargs)

    def call(self, s: A.Call, scope: frozenset[str]) -> str:
        """A verb or macro call statement in words."""
        v = REGISTRY.get(s.name)
        if v is not None and v.kind == "effect":
            args = self._verb_args(s.name, s.args, s.kwargs, scope)
            mid = f"verb-{s.name.replace('_', '-')}"
            return self.msg(mid, args) if self.cat.knows(mid) else self._generic("verb", s.name, args)
        mac = self.c.macros.get(s.name)
        params = [str(p) for p in (mac.data.get("params") or [])] if mac is not None else []
        uargs = self._user_args(params, s.args, s.kwargs, scope)
        mid = message_id("macro", s.name)
        return self.msg(mid, uargs) if self.cat.knows(mid) else self._generic("macro", s.name, uargs)


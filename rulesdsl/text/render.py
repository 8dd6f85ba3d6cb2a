"""Rule text generated from the effect AST: verbs, macros, statements and conditions via messages."""

from __future__ import annotations

from rulesdsl.content.model import Content
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.verbs import SPECIAL_NAMES
from rulesdsl.i18n.catalog import FALLBACK_MARK, Catalog, NameRef, Value
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.text import phrases
from rulesdsl.text.render_calls import CallWords
from rulesdsl.text.roles import (
    comprehension_words,
    holds,
    inline_keeps_meaning,
    letter_ref,
    object_role,
    role_of_binding,
)

Line = tuple[int, str]

_CMP = {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
_ARITH = {"+": "add", "-": "sub", "*": "mul", "//": "div", "%": "mod"}
_PREC = {"or": 1, "and": 2, "not": 3, "cmp": 4, "+": 5, "-": 5, "*": 6, "//": 6, "%": 6, "neg": 7}
_ID_PREFIX = {"counter": "counter", "zone": "zone", "graph": "graph", "actions": "actions", "slot": "slot"}
# String parameters that name something: (verb, parameter) → family of the name message.
_STR_NAMES = {("section", "id"): "section", ("setp", "prop"): "prop", ("addp", "prop"): "prop",
              ("get", "prop"): "prop", ("ztag", "tag"): "prop", ("option", "name"): "option",
              ("counter", "name"): "counter", ("owned", "kind"): "kind", ("entities", "kind"): "kind"}
_SPECIAL_ATTRS = frozenset({"entity", "kind", "zone", "owner"})
INLINE_MAX = 3


def _simple(eff: A.Effect) -> bool:
    """Whether an effect is only verb/macro calls and lets (shown on one line)."""
    return all(isinstance(s, (A.Call, A.Let)) for s in eff.stmts)


def capitalise(text: str, locale: str) -> str:
    """Upper-case the first letter (Turkish dotted i aware), after a leading English-fallback marker."""
    if text.startswith(FALLBACK_MARK):
        return FALLBACK_MARK + capitalise(text[len(FALLBACK_MARK):], locale)
    if not text:
        return text
    head = text[0]
    if locale.startswith("tr") and head == "i":
        return "İ" + text[1:]
    return head.upper() + text[1:]


class RuleText(CallWords):
    """Renders effects and expressions of one ruleset's content through one catalog."""

    def __init__(self, content: Content, constants: dict[str, str], cat: Catalog) -> None:
        self.c = content
        self.const = constants
        self.cat = cat
        self.locale = cat.locale
        self.roles: dict[str, NameRef] = {}  # bound variable -> its role name ("the discarded card")
        self.letters = False  # name unnamed bindings A, B, … (the rules sheet) instead of "it"
        self.held: dict[str, str] = {}  # with letters: what a `let` holds, so a loop over it names "that player"
        self._letter = 0  # the next letter's index within one effect
        self._inline = True  # whether the `let` being read may be read as its value (bindings.py)

    # ---- names --------------------------------------------------------------------------------
    def ref(self, family: str, ident: str, count: int | str | None = None) -> NameRef:
        """A declined-on-demand name of a declared id."""
        return NameRef(message_id(family, ident), pretty(ident), count)

    def name(self, family: str, ident: str, case: str | None = None, n: int | str | None = None) -> str:
        """The name of a declared id, as text."""
        return self.cat.name(message_id(family, ident), pretty(ident), case, n)

    def msg(self, mid: str, args: dict[str, Value] | None = None, default: str | None = None) -> str:
        """Format a message of the layered catalogs."""
        return self.cat.format(mid, args, default)

    def _const_ref(self, ident: str, count: int | str | None = None) -> NameRef | None:
        fam = self.const.get(ident)
        if fam is not None:
            return self.ref(fam, ident, count)
        if ident in self.c.counters or ident in self.c.global_counters:
            return self.ref("counter", ident, count)
        if ident in self.c.groups:
            return self.ref("group", ident, count)
        return None

    # ---- expressions --------------------------------------------------------------------------
    def expr(self, e: A.Expr, scope: frozenset[str] = frozenset()) -> str:
        """An expression in words."""
        return self._expr(e, scope)[0]

    def _wrap(self, e: A.Expr, scope: frozenset[str], min_prec: int) -> str:
        text, prec = self._expr(e, scope)
        return f"({text})" if prec < min_prec else text

    def _expr(self, e: A.Expr, scope: frozenset[str]) -> tuple[str, int]:
        if isinstance(e, A.Int):
            return self.msg("expr-number", {"value": e.value}, str(e.value)), 100 if e.value >= 0 else 7
        if isinstance(e, A.Str):
            ref = self._const_ref(e.value)
            if ref is not None:
                return self.cat.name(ref.msg, ref.default), 100
            return self.msg("expr-string", {"value": e.value}, f"“{e.value}”"), 100
        if isinstance(e, A.Bool):
            return self.msg("expr-true" if e.value else "expr-false"), 100
        if isinstance(e, A.Name):
            return self._name(e.id, scope), 100
        if isinstance(e, A.CallExpr):
            return self.call_expr(e, scope), 100
        if isinstance(e, A.Attr):
            return self._attr(e, scope), 100
        if isinstance(e, A.BinOp):
            p = _PREC[e.op]
            left, right = self._wrap(e.left, scope, p), self._wrap(e.right, scope, p + 1)
            return self.msg("expr-arith", {"op": _ARITH[e.op], "left": left, "right": right}), p
        if isinstance(e, A.Compare):
            p = _PREC["cmp"]
            exists = phrases.exists(self, e, scope)
            if exists is not None:
                return exists, p
            mine = phrases.my_counter(self, e.left, scope)
            if mine is not None and isinstance(e.right, A.Int):
                n = e.right.value
                return self.msg("expr-have", {"op": _CMP[e.op], "n": n,
                                              "counter": self.ref("counter", mine, n)}), p
            left, right = self._wrap(e.left, scope, p + 1), self._wrap(e.right, scope, p + 1)
            args: dict[str, Value] = {"op": _CMP[e.op], "left": left, "right": right}
            if isinstance(e.right, A.Int):
                args["right"] = e.right.value
            return self.msg("expr-compare", args), p
        if isinstance(e, A.BoolOp):
            p = _PREC[e.op]
            parts = [self._wrap(i, scope, p + 1) for i in e.items]
            text = parts[0]
            for nxt in parts[1:]:
                text = self.msg(f"expr-{e.op}", {"left": text, "right": nxt})
            return text, p
        if isinstance(e, A.Not):
            negated = phrases.negated_call(self, e.item, scope)
            if negated is not None:
                return negated, _PREC["cmp"]
            return self.msg("expr-not", {"item": self._wrap(e.item, scope, _PREC["not"])}), _PREC["not"]
        if isinstance(e, A.Neg):
            return self.msg("expr-neg", {"item": self._wrap(e.item, scope, _PREC["neg"])}), _PREC["neg"]
        if isinstance(e, A.CondExpr):
            return self.msg("expr-cond", {"cond": self.expr(e.cond, scope), "then": self._wrap(e.then_, scope, 1),
                                          "otherwise": self._wrap(e.orelse, scope, 1)}), 0
        if isinstance(e, A.ListLit):  # a conditional item in parentheses: "the lowest of (7 if …, else 6) and …"
            return self.join([self._wrap(i, scope, 1) for i in e.items]), 100
        if isinstance(e, A.Comprehension):
            return self._comprehension(e, scope), 100
        raise TypeError(f"not an expression node: {e!r}")

    def join(self, items: list[str]) -> str:
        """A list of items in words."""
        if not items:
            return self.msg("expr-empty-list")
        text = items[0]
        for i, nxt in enumerate(items[1:], start=2):
            key = "expr-list-last" if i == len(items) else "expr-list-next"
            text = self.msg(key, {"left": text, "right": nxt})
        return self.msg("expr-list", {"items": text}) if len(items) > 1 else text

    BOUND = NameRef("expr-bound", "it")

    def bound(self, var: str | None = None) -> str:
        """A bound variable in words: its role name when it has one, else a pronoun, never its name (`t`, `x`
        mean nothing to a player)."""
        ref = self.roles.get(var, self.BOUND) if var is not None else self.BOUND
        return self.msg("expr-variable", {"name": self.cat.name(ref.msg, ref.default, extra=ref.args)})

    def _bound_ref(self, e: A.Expr, scope: frozenset[str]) -> NameRef | None:
        """A bound variable given as an argument: its role or a declinable pronoun (`$t_gen` works like any
        name)."""
        if isinstance(e, A.Name) and e.id in scope and e.id != "this":
            return self.roles.get(e.id, self.BOUND)
        return None

    def _name(self, ident: str, scope: frozenset[str]) -> str:
        if ident == "this" and ident in SPECIAL_NAMES:
            return self.msg("expr-this")
        if ident in scope:
            return self.bound(ident)
        if ident in SPECIAL_NAMES:
            return self.msg(f"expr-{ident.replace('_', '-')}")
        if ident in self.c.counters:
            return self.msg("expr-my-counter", {"counter": self.ref("counter", ident)})
        if ident in self.c.global_counters:
            return self.msg("expr-global-counter", {"counter": self.ref("counter", ident)})
        ref = self._const_ref(ident)
        if ref is not None:
            return self.cat.name(ref.msg, ref.default)
        return ident

    def _attr(self, e: A.Attr, scope: frozenset[str]) -> str:
        if phrases.my_counter(self, e, scope) is not None:
            return self.msg("expr-my-counter", {"counter": self.ref("counter", e.name)})
        obj = self._wrap(e.obj, scope, 100)
        its = isinstance(e.obj, A.Name) and e.obj.id in scope and e.obj.id != "this" and e.obj.id not in self.roles
        if e.name in _SPECIAL_ATTRS:
            name: Value = self.msg(f"attr-{e.name}")
        elif e.name in self.c.counters:
            name = self.ref("counter", e.name)
        else:
            name = self.ref("prop", e.name)
        if its and self.letters:  # "its value", not "value of it"
            return self.msg("expr-attr-its", {"name": name})
        return self.msg("expr-attr", {"obj": obj, "name": name})

    def _comprehension(self, e: A.Comprehension, scope: frozenset[str]) -> str:
        return comprehension_words(self, e, scope)

    # ---- statements ---------------------------------------------------------------------------
    def effect(self, eff: A.Effect, scope: frozenset[str] = frozenset({"this"}), depth: int = 0) -> list[Line]:
        """An effect as indented lines."""
        out: list[Line] = []
        local = scope
        saved = dict(self.roles)  # a `let`'s role holds to the end of its block
        if depth == 0:
            self._letter = 0
        for i, s in enumerate(eff.stmts):
            if isinstance(s, A.Let):
                self._inline = inline_keeps_meaning(eff.stmts, i, local)
            out.extend(self.stmt(s, local, depth))
            if isinstance(s, A.Let):
                local = local | {s.var}
        self.roles = saved
        if 1 < len(out) <= INLINE_MAX and _simple(eff):
            return [(depth, self.msg("stmt-seq", {"items": self._seq_join([t for _, t in out])}))]
        return out

    def _seq_join(self, items: list[str]) -> str:
        text = items[0]
        for nxt in items[1:]:
            text = self.msg("stmt-then", {"left": text, "right": nxt})
        return text

    def _block(self, depth: int, head: str, eff: A.Effect, scope: frozenset[str]) -> list[Line]:
        body = self.effect(eff, scope, depth + 1)
        if len(body) == 1 and _simple(eff):
            return [(depth, f"{head} {body[0][1]}")]
        return [(depth, head), *body]

    def stmt(self, s: A.Stmt, scope: frozenset[str], depth: int = 0) -> list[Line]:
        """One statement as indented lines."""
        d1 = depth + 1
        if isinstance(s, A.Call):
            return [(depth, self.call(s, scope))]
        if isinstance(s, A.If):
            out: list[Line] = []
            for i, (cond, body) in enumerate(s.branches):
                key = "stmt-if" if i == 0 else "stmt-elif"
                out += self._block(depth, self.msg(key, {"cond": self.expr(cond, scope)}), body, scope)
            if s.orelse is not None:
                out += self._block(depth, self.msg("stmt-else"), s.orelse, scope)
            return out
        if isinstance(s, A.Choose):
            head = self.msg("stmt-choose", {"count": s.count, "optional": "yes" if s.optional else "no"})
            out = [(depth, head)]
            for o in s.options:
                opt = self.effect(o.body, scope, d1)
                first = opt[0][1] if opt else self.msg("stmt-nothing")
                if o.guard is not None:
                    first = self.msg("stmt-option-when", {"text": first, "cond": self.expr(o.guard, scope)})
                out.append((d1, "• " + capitalise(first, self.locale)))
                out.extend(opt[1:])
            return out
        if isinstance(s, (A.Pick, A.For)):
            source = self.expr(s.source, scope)
            role = role_of_binding(self, s, scope)
            saved = self.roles.get(s.var)
            named = role is None and self.letters
            if named:
                role = self._next_letter()
            if role is not None:
                self.roles[s.var] = role
            elif s.var in self.roles:
                del self.roles[s.var]
            try:
                kind = "stmt-for" if isinstance(s, A.For) else "stmt-pick"
                if isinstance(s, A.For) and role is not None and role.msg == "role-each-player" \
                        and isinstance(s.source, A.Name) and s.source.id == "players" and "players" not in scope:
                    kind = "stmt-for-each-player"
                head = self.msg(kind + ("-named" if named else ""), {
                    "var": self.bound(s.var), "source": source, "optional": "yes" if getattr(s, "optional", False)
                    else "no"})
                return self._block(depth, head, s.body, scope | {s.var})
            finally:
                if saved is not None:
                    self.roles[s.var] = saved
                else:
                    self.roles.pop(s.var, None)
        if isinstance(s, A.Repeat):
            count: Value = s.count.value if isinstance(s.count, A.Int) else self.expr(s.count, scope)
            return self._block(depth, self.msg("stmt-repeat", {"count": count}), s.body, scope)
        if isinstance(s, A.While):
            head = self.msg("stmt-while", {"cond": self.expr(s.cond, scope), "limit": s.limit})
            return self._block(depth, head, s.body, scope)
        if isinstance(s, A.Let):
            if self.letters:
                what = holds(self, s.value, scope)
                if what is not None:
                    self.held[s.var] = what
                else:
                    self.held.pop(s.var, None)
            role = role_of_binding(self, s, scope)
            if role is not None and role.msg == "role-value" and self._inline:
                self.roles[s.var] = role  # read as its value where it is used: no line of its own
                return []
            if role is not None and role.msg == "role-value":  # its value may change before it is used
                role = object_role(self, s.value, scope) or (self._next_letter() if self.letters else None)
            elif role is None and self.letters:
                role = self._next_letter()
            self.roles.pop(s.var, None)
            if role is not None:
                self.roles[s.var] = role
            return [(depth, self.msg("stmt-let", {"var": self.bound(s.var), "value": self.expr(s.value, scope)}))]
        if isinstance(s, A.As):
            head = self.msg("stmt-as", {"player": self.expr(s.player, scope)})
            return self._block(depth, head, s.body, scope)
        if isinstance(s, A.OptionalBlock):
            return self._block(depth, self.msg("stmt-optional"), s.body, scope)
        if isinstance(s, A.Simultaneous):
            head = self.msg("stmt-simultaneous", {"players": self.expr(s.players, scope)})
            return self._block(depth, head, s.body, scope | {s.var})
        raise TypeError(f"not a statement node: {s!r}")

    def _next_letter(self) -> NameRef:
        self._letter += 1
        return letter_ref(self._letter - 1)

    def lines(self, eff: A.Effect, scope: frozenset[str] = frozenset({"this"}), indent: str = "  ") -> list[str]:
        """An effect as text lines, capitalised and indented."""
        return [indent * d + capitalise(t, self.locale) for d, t in self.effect(eff, scope)]

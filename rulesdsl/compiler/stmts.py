"""Compile statement ASTs to interpreter nodes (and their feasibility checks)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

from rulesdsl.compiler.checks.list_kinds import check_arg
from rulesdsl.compiler.exprs import ExprCompiler, Reporter
from rulesdsl.diagnostics import register_codes
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.option_ids import option_ids
from rulesdsl.dsl.verbs import REGISTRY
from rulesdsl.runtime import choices as C
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.builtins import impl_of
from rulesdsl.runtime.closures import Fn, bind_call, exists_fn, tag
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.simultaneous import Simultaneous
from rulesdsl.runtime.state import StateData
from rulesdsl.runtime.world import get_counter
from rulesdsl.suggest import suggest

RESERVED = frozenset({"me", "this", "players", "order", "num_players", "none"})
PROMPT_ID = re.compile(r"[a-z][a-z0-9_]*")

register_codes({
    "E020": ("bad prompt id", "A declared prompt (`choose \"favor\" { ... }`) must be an id: lower-case letters, "
                              "digits and _; its text is the catalog message `prompt-<id>`."),
    "E021": ("bad option id", "A choose option's own id (`\"full\": pay(coins, 3)`) must be an id (lower-case letters, "
                              "digits and _, not `skip`) and differ from the other options' ids."),
    "E055": ("simultaneous without one decision", "The block of `simultaneous p in players { ... }` holds exactly "
                                                  "one decision: a `pick`, a `choose` of one option or an "
                                                  "`optional`; what follows the decision goes in its body."),
    "E056": ("simultaneous inside simultaneous", "A simultaneous decision's bodies run after everyone has "
                                                 "decided, one player after the other: a second simultaneous "
                                                 "decision written inside them is refused (call a macro after the "
                                                 "first instead)."),
    "E057": ("simultaneous over something other than players", "`simultaneous p in LIST` takes a list of players "
                                                               "(`players`, `order`, a list of seats), not objects, "
                                                               "ids or a number."),
})
_OBJECT_LISTS = frozenset({"in", "in_each", "owned", "entities", "zones", "next_nodes"})


class MacroSig:
    """What a statement compiler needs to know about a macro before its body is compiled."""

    def __init__(self, name: str, params: list[str], body: N.Seq) -> None:
        self.name = name
        self.params = params
        self.body = body


def _with_env(m: Machine, env: dict[str, Any], test: Callable[[Machine], bool]) -> bool:
    m.frames.append([-1, 0, env, None])
    try:
        return test(m)
    finally:
        m.frames.pop()


class StmtCompiler:
    """Compiles effects of one unit of content into nodes registered in the ruleset."""

    def __init__(self, rs: Ruleset, rep: Reporter, macros: dict[str, MacroSig],
                 calls: list[tuple[str, A.Span]]) -> None:
        self.rs = rs
        self.rep = rep
        self.x = ExprCompiler(rep)
        self.macros = macros
        self.calls = calls  # macro names called by this unit (for the recursion check)
        self.owner: str = getattr(rep, "owner", "")  # `macro:ID`, `action:GROUP:ID`, `entity:ID` (derived prompts)
        self.in_simultaneous = 0  # how many simultaneous blocks enclose the statement being compiled

    def effect(self, eff: A.Effect, scope: frozenset[str], into: N.Seq | None = None) -> N.Seq:
        """Compile a statement list into a Seq node (optionally filling a pre-registered one)."""
        children: list[N.Node] = []
        local = set(scope)
        for s in eff.stmts:
            children.append(self.stmt(s, frozenset(local)))
            if isinstance(s, A.Let):
                local.add(s.var)
        seq = into if into is not None else N.Seq([])
        seq.children = children
        seq.where = self.rep.where(eff.span)
        if into is None:
            self.rs.add_node(seq)
        seq.feasible = _seq_feasibility(children)
        return seq

    def _bind_check(self, var: str, span: A.Span) -> None:
        if var in RESERVED:
            self.rep.error(span, "E001", f"'{var}' is reserved and cannot be a variable name",
                           "pick another name")

    def stmt(self, s: A.Stmt, scope: frozenset[str]) -> N.Node:
        """Compile one statement."""
        node = self._stmt(s, scope)
        if node.idx < 0:
            self.rs.add_node(node)
        node.where = self.rep.where(s.span)
        node.ast = s
        return node

    def _stmt(self, s: A.Stmt, scope: frozenset[str]) -> N.Node:
        if isinstance(s, A.Call):
            return self.call(s, scope)
        if isinstance(s, A.If):
            branches = [(self.x.expr(c, scope), self.effect(b, scope)) for c, b in s.branches]
            orelse = self.effect(s.orelse, scope) if s.orelse is not None else None
            return N.If(branches, orelse)
        if isinstance(s, A.Choose):
            return self.choose(s.options, s.count, s.optional, scope, s.prompt, s.span)
        if isinstance(s, A.OptionalBlock):
            return self.choose((A.Option(s.body, None, span=s.span),), 1, True, scope, s.prompt, s.span)
        if isinstance(s, A.Pick):
            self._bind_check(s.var, s.span)
            check_arg(self.x.rep, s.source, "list", scope, self.x.cvars)
            source = self.x.expr(s.source, scope)
            self._prompt_check(s.prompt, s.span)
            numeric = isinstance(s.source, A.CallExpr) and s.source.name == "numbers"  # a number choice
            body = self.effect(s.body, scope | {s.var})
            if s.count is not None:  # several, one decision at a time, bound together as a list
                check_arg(self.x.rep, s.count, "int", scope, self.x.cvars)
                multi = C.MultiPick(s.var, source, body, s.optional, s.prompt, self.owner,
                                    self.x.expr(s.count, scope))
                multi.scope = scope
                return multi
            node = (C.NumberPick if numeric else C.Pick)(s.var, source, body, s.optional, s.prompt, self.owner)
            node.scope = scope
            if not s.optional:
                node.feasible = _nonempty(node)
            return node
        if isinstance(s, A.For):
            self._bind_check(s.var, s.span)
            check_arg(self.x.rep, s.source, "list", scope, self.x.cvars)
            return N.For(s.var, self.x.expr(s.source, scope), self.effect(s.body, scope | {s.var}))
        if isinstance(s, A.Repeat):
            check_arg(self.x.rep, s.count, "int", scope, self.x.cvars)
            return N.Repeat(self.x.expr(s.count, scope), self.effect(s.body, scope))
        if isinstance(s, A.While):
            return N.While(self.x.expr(s.cond, scope), s.limit, self.effect(s.body, scope))
        if isinstance(s, A.Let):
            self._bind_check(s.var, s.span)
            return N.Let(s.var, self.x.expr(s.value, scope))
        if isinstance(s, A.As):
            player = self.x.expr(s.player, scope)
            body = self.effect(s.body, scope)
            as_node = N.As(player, body)
            as_node.feasible = lambda m: _with_env(m, {"me": as_node.player(m)}, body.feasible)
            return as_node
        if isinstance(s, A.Simultaneous):
            return self.simultaneous(s, scope)
        raise TypeError(f"unknown statement node {s!r}")

    def simultaneous(self, s: A.Simultaneous, scope: frozenset[str]) -> N.Node:
        """`simultaneous p in players { <one decision> }` (E055-E057 for a block or list it cannot take)."""
        self._bind_check(s.var, s.span)
        self._players_check(s.players, scope)
        players = self.x.expr(s.players, scope)
        if self.in_simultaneous:
            self.rep.error(s.span, "E056", "a simultaneous decision inside another one's bodies",
                           "the bodies run one player after the other once all have decided; start the next "
                           "simultaneous decision after this one")
        one = s.body.stmts[0] if len(s.body.stmts) == 1 else None
        if not ((isinstance(one, A.Pick) and one.count is None) or isinstance(one, A.OptionalBlock)
                or (isinstance(one, A.Choose) and one.count == 1)):
            self.rep.error(s.span, "E055", f"simultaneous needs exactly one decision in its block, found "
                           f"{len(s.body.stmts)} statement(s)" if one is None else
                           "simultaneous needs a pick, a choose of one option or an optional in its block",
                           "write `simultaneous p in players { pick c in in(hand) { ... } }`: what follows the "
                           "decision goes in its body")
            self.effect(s.body, scope | {s.var})  # the block's own mistakes are reported too
            return N.Atomic(lambda m: None)
        self.in_simultaneous += 1
        try:
            inner = self.stmt(one, scope | {s.var})
        finally:
            self.in_simultaneous -= 1
        to = self.x.expr(s.to, scope | {s.var}) if s.to is not None else None
        node = Simultaneous(s.var, players, inner, to)
        node.scope = scope
        return node

    def _players_check(self, e: A.Expr, scope: frozenset[str]) -> None:
        """E057 when the list of a simultaneous decision visibly holds something other than players."""
        bad = ""
        if isinstance(e, A.Str) or (isinstance(e, A.Name) and e.id == "none"):
            bad = "a string" if isinstance(e, A.Str) else "none"
        elif isinstance(e, A.CallExpr) and e.name in _OBJECT_LISTS and self.x.rep.function(e.name) is None:
            bad = f"the list {e.name}() gives (objects or ids)"
        elif isinstance(e, A.Name) and e.id not in scope and self.x.rep.group(e.id) is not None:
            bad = f"the group '{e.id}' (a list of ids)"
        elif isinstance(e, A.ListLit) and any(isinstance(x, A.Str) for x in e.items):
            bad = "a list with strings in it"
        if bad:
            self.rep.error(e.span, "E057", f"simultaneous takes a list of players, not {bad}",
                           "write `players`, `order` or a list of seats such as [at(order, 0), at(order, 1)]")

    def _prompt_check(self, prompt: str | None, span: A.Span) -> None:
        if prompt is not None and not PROMPT_ID.fullmatch(prompt):
            self.rep.error(span, "E020", f"prompt id \"{prompt}\" is not an id",
                           "write lower-case letters, digits and _ (e.g. choose \"favor\" { ... }); its text is "
                           "the catalog message prompt-<id>")

    def choose(self, options: tuple[A.Option, ...], count: int, optional: bool,
               scope: frozenset[str], prompt: str | None = None, span: A.Span = A.NOSPAN) -> N.Node:
        """A choice among options."""
        opts: list[tuple[Fn | None, N.Seq]] = []
        for o in options:
            guard = self.x.expr(o.guard, scope) if o.guard is not None else None
            opts.append((guard, self.effect(o.body, scope)))
        self._prompt_check(prompt, span)
        ids = option_ids(options, scope)
        labels = [o.label for o in options]
        for o in options:
            if o.label is not None and (not PROMPT_ID.fullmatch(o.label) or labels.count(o.label) > 1
                                        or o.label == "skip"):
                self.rep.error(o.span, "E021", f"option id \"{o.label}\" is not an id, or is used twice",
                               "write lower-case letters, digits and _ (not `skip`), different for each option")
        node = C.Choose(opts, count, optional, prompt, self.owner)
        node.ids = ids
        node.scope = scope
        if not optional:
            node.feasible = lambda m: bool(node.open_options(m, [], 1))
        return node

    def call(self, s: A.Call, scope: frozenset[str]) -> N.Node:
        """A verb or macro call statement."""
        sig = self.macros.get(s.name)
        if sig is not None:
            return self.macro_call(s, sig, scope)
        v = REGISTRY.get(s.name)
        if v is None:
            pool = [k for k, x in REGISTRY.items() if x.kind == "effect"] + list(self.macros)
            self.rep.error(s.span, "E002", f"unknown verb or macro '{s.name}'",
                           suggest(s.name, pool) or "see `rulesdsl docs` for the verbs")
            self.x.unknown_call_args(s.args, s.kwargs, scope)  # their own mistakes are reported too
            return N.Atomic(lambda m: None)
        if v.kind != "effect":
            self.rep.error(s.span, "E007", f"'{s.name}' is a value, not an effect",
                           "use it inside a condition or an argument")
            return N.Atomic(lambda m: None)
        fns = self.x.bind_args(v, s.args, s.kwargs, scope, s.span)
        if fns is None:
            return N.Atomic(lambda m: None)
        if v.name in ("act", "run"):
            ident = _const_id(fns[0] if v.name == "act" else fns[1])
            id_ast = _arg_ast(s, 0 if v.name == "act" else 1, "group" if v.name == "act" else "slot")
            written_out = isinstance(id_ast, A.Str) or (
                isinstance(id_ast, A.Name) and id_ast.id not in scope and id_ast.id not in RESERVED)
            if ident is None and written_out:
                return N.Atomic(lambda m: None)  # an unknown id, already reported as E005
            if ident is None:
                self.rep.error(s.span, "E004", f"{v.name}() needs a declared id written out, not a variable",
                               f"example: {v.example}")
                return N.Atomic(lambda m: None)
            if v.name == "run":
                return C.Run(fns[0], ident)
            act = C.Act(ident)
            act.feasible = lambda m: bool(act.legal(m, 1))
            return act
        impl = impl_of(v.name)
        node = N.Atomic(bind_call(impl, fns))
        if v.name == "pay":
            counter, amount = fns[0], fns[1]
            node.feasible = tag(lambda m: _can_pay(m, counter(m), amount(m)), "call", _can_pay, [counter, amount])
        return node

    def macro_call(self, s: A.Call, sig: MacroSig, scope: frozenset[str]) -> N.Node:
        """A call of a content-defined macro."""
        self.calls.append((s.name, s.span))
        args = self.x.named_args("macro", s.name, sig.params, s.args, s.kwargs, s.span, scope)
        node = N.MacroCall(s.name, list(sig.params), args)
        node.body_idx = sig.body.idx
        body = sig.body
        node.feasible = lambda m: _with_env(m, node.env(m), body.feasible)
        return node


def _no_machine() -> Machine:
    """A machine with no ruleset and no state, for evaluating an argument that may be constant: anything
    else fails on it. A real Machine, because compiled (mypyc) expressions check their argument's type."""
    return Machine(_NO_RULESET, cast(StateData, {"frames": []}))  # no state but the frames it pushes


_NO_RULESET: Any = None


def _arg_ast(s: A.Call, pos: int, name: str) -> A.Expr | None:
    """The AST of a call argument given by position or keyword."""
    if len(s.args) > pos:
        return s.args[pos]
    for kw in s.kwargs:
        if kw.name == name:
            return kw.value
    return None


def _seq_feasibility(children: list[N.Node]) -> Callable[[Machine], bool]:
    """A statement list can start when its first statement can; leading `let`s are evaluated first
    (in a scratch frame) so a `let` followed by a `pick` is judged on the pick."""
    if not children:
        return N.always
    lets = 0
    while lets < len(children) and isinstance(children[lets], N.Let):
        lets += 1
    if lets == 0:
        return children[0].feasible
    if lets == len(children):
        return N.always
    head, first = children[:lets], children[lets]

    def feasible(m: Machine) -> bool:
        m.frames.append([-1, 0, {}, None])
        try:
            for c in head:
                c.run(m)
            return first.feasible(m)
        finally:
            m.frames.pop()
    return feasible


def _nonempty(node: C.Pick) -> Fn:
    """Whether a pick has something to offer. A comprehension source stops at its first element that passes
    its condition (its elements are not computed), as `count([...]) > 0` does (`exprs._exists`); the
    generated code writes the same loop for the "exists" form."""
    ir = getattr(node.source, "ir", None)
    if not ir or ir[0] != "comprehension":
        return lambda m: bool(node.source(m))  # the node's source: generated code replaces it
    _, var, source, _, cond, holder, slots = ir
    return exists_fn(var, source, cond, True, holder, slots)


def _const_id(fn: Fn) -> str | None:
    m = _no_machine()  # outside the `try`: a machine that cannot be made is the engine's fault, not the text's
    try:
        v = fn(m)
    except Exception:  # noqa: BLE001 - a non-constant argument touches the machine
        return None
    return v if isinstance(v, str) else None


def _can_pay(m: Machine, counter: Any, amount: Any) -> bool:
    return bool(get_counter(m, counter, None) >= amount)



def mark_flow_calls(rs: Ruleset, calls: dict[str, list[tuple[str, Any, Any]]], flow: Any, setup: Any) -> None:
    """Mark the macro calls written in macros that only the flow reaches (no action, entity effect, set-up
    or other unit reaches them): those run outside any action, and their start and end are logged
    (`nodes.MacroCall.marked`) so the narrator can tell each such call as one."""
    graph = {owner: {name for name, _, _ in v} for owner, v in calls.items()}

    def reach(roots: set[str]) -> set[str]:
        seen: set[str] = set()
        todo = list(roots)
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(graph.get(f"macro:{name}", ()))
        return seen

    if not isinstance(flow, str) or flow not in rs.macros:
        return
    others = reach({n for owner, names in graph.items() if not owner.startswith("macro:") for n in names}
                   | ({str(setup)} if setup else set()))
    for name in sorted(reach({flow}) - others):
        if name not in rs.macros:
            continue  # a function, not a statement list
        todo = [N.node_at(rs, rs.macros[name])]
        while todo:
            node = todo.pop()
            if isinstance(node, N.MacroCall):
                node.marked = True
            todo.extend(N.sub_statements(node))

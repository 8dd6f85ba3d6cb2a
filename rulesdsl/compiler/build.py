"""Checked content → compiled Ruleset, reporting every semantic problem at its file position."""

from __future__ import annotations

from typing import Any

from rulesdsl import cache
from rulesdsl import limits as L
from rulesdsl.compiler.adhoc import AdHocCompiler
from rulesdsl.compiler.checks.sanity import check_sanity
from rulesdsl.compiler.checks.semantic import check_content
from rulesdsl.compiler.exprs import ExprCompiler
from rulesdsl.compiler.hoist import IMPURE_QUERIES, called_names, impure_functions
from rulesdsl.compiler.layout import compile_layout
from rulesdsl.compiler.parsing import (
    parse_cache_entries,
    parse_cache_size,
    parse_cached,
    warm_parse_cache,
)
from rulesdsl.compiler.static import mark_pure
from rulesdsl.compiler.stmts import RESERVED, MacroSig, StmtCompiler, mark_flow_calls
from rulesdsl.compiler.units import Unit
from rulesdsl.content.audience import check_audience
from rulesdsl.content.grid_checks import grid_diagnostics
from rulesdsl.content.model import Content, Item, Origin
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.builtins import IMPLS
from rulesdsl.runtime.closures import FuncSig
from rulesdsl.runtime.grids.geometry import build_table
from rulesdsl.runtime.ruleset import RAction, REntity, Ruleset, RZone
from rulesdsl.seat_names import seat_name_problem
from rulesdsl.suggest import suggest

register_codes({
    "E006": ("recursive macro", "A macro calls itself, directly or through other macros."),
    "E013": ("ruleset entry point missing", "ruleset.yaml names a flow/setup macro or score counter "
                                            "that is not declared."),
})

class Compiler:
    """Builds a Ruleset from Content; collects diagnostics instead of raising."""

    def __init__(self, content: Content) -> None:
        self.c = content
        r = content.ruleset
        players = r.get("players") or {}
        self.rs = Ruleset(
            id=str(r.get("id", "")), version=str(r.get("version", "0")), name=str(r.get("name", r.get("id", ""))),
            min_players=int(players.get("min", 1)), max_players=int(players.get("max", 1)),
            score=str(r.get("score", "")),
            options={str(o["id"]): o for o in r.get("options", []) or []},
            seat_names=tuple(str(x) for x in players.get("names") or ()),
        )
        self.rs.root = str(content.root)
        self.diags: list[Diagnostic] = []
        self.constants: dict[str, str] = {}
        self.id_sets: dict[str, set[str]] = {}
        self.groups: dict[str, list[Any]] = {}
        self.macro_sigs: dict[str, MacroSig] = {}
        self.func_sigs: dict[str, FuncSig] = {}
        self.macro_calls: dict[str, list[tuple[str, A.Span, Unit]]] = {}

    # ---- tables ---------------------------------------------------------------------------
    def tables(self) -> None:
        """Counters, zones, groups, constants and entities (without effects)."""
        c, rs = self.c, self.rs
        for it in c.counters.values():
            rs.counter_bounds[it.id] = (int(it.data.get("min", 0)), it.data.get("max"))
            rs.counter_start[it.id] = int(it.data.get("start", it.data.get("min", 0)))
        for it in c.global_counters.values():
            rs.global_bounds[it.id] = (int(it.data.get("min", 0)), it.data.get("max"))
            rs.global_start[it.id] = int(it.data.get("start", it.data.get("min", 0)))
        rs.score_sign = -1 if c.ruleset.get("winner") == "lowest" else 1
        rs.ties_shared = c.ruleset.get("ties") == "shared"
        for it in list(c.counters.values()) + list(c.global_counters.values()):
            if it.data.get("supply") is not None:
                rs.supplies[it.id] = str(it.data["supply"])
            rs.shown[f"counter:{it.id}"] = str(it.data.get("shown", "all"))
            if it.data.get("heading"):
                rs.shown[f"heading:{it.id}"] = "all"
        for it in c.zones.values():
            d = it.data
            pl = d.get("players")
            if d.get("per", "game") == "player":
                rs.player_keys[it.id] = [f"{it.id}.{p}" for p in range(max(rs.max_players, 1))]
            rs.shown[f"zone:{it.id}"] = str(d.get("shown", "owner" if d.get("visibility") == "owner" else "all"))
            rs.zones[it.id] = RZone(it.id, d.get("per", "game") == "player", d.get("visibility", "public"),
                                    d.get("capacity"), dict(d.get("tags") or {}),
                                    frozenset(pl) if pl else None)
        for it in c.groups.values():
            self.groups[it.id] = list(it.data["values"] or [])
        slots: set[str] = set()
        for it in c.kinds.values():
            slots.update(it.data.get("effects") or [])
            for prop, who in (it.data.get("shown") or {}).items():
                rs.shown[f"prop:{it.id}.{prop}"] = str(who)
        for gid in c.action_groups:
            rs.actions[gid] = []
        const: dict[str, str] = {}
        for fam, ids in (("zone", c.zones), ("entity", c.entities), ("graph", c.graphs),
                         ("kind", c.kinds), ("action group", c.action_groups)):
            for i in ids:
                const.setdefault(i, fam)
        for it in c.tags.values():
            const.setdefault(it.id, "tag")
            for v in it.data["values"] or []:
                if isinstance(v, str):
                    const.setdefault(v, "tag value")
        for s in slots:
            const.setdefault(s, "effect slot")
        self.constants = const
        self.id_sets = {"counter": set(rs.counter_bounds) | set(rs.global_bounds), "zone": set(c.zones),
                        "graph": set(c.graphs), "actions": set(c.action_groups), "slot": slots}
        for it in c.entities.values():
            d = it.data
            rs.entities[it.id] = REntity(it.id, str(d.get("kind")), int(d.get("copies", 1)), d.get("start"),
                                         dict(d.get("props") or {}), dict(d.get("tags") or {}), {},
                                         bool(d.get("provisional")), str(d.get("name", it.id)))
            rs.kind_entities.setdefault(str(d.get("kind")), []).append(it.id)
        rs.provisional = c.provisional_count()
        rs.grids = build_table([it.data for it in c.grids.values()],  # grids: runtime/grids/geometry.py
                               {e.id: e.data["shape"] for e in c.entities.values() if e.data.get("shape")})
        self.id_sets["grid"] = set(c.grids)
        self.diags.extend(grid_diagnostics(c))
        for gid in c.grids:
            const.setdefault(gid, "grid")

    # ---- compile units ----------------------------------------------------------------------
    def _parse(self, unit: Unit, text: Any, kind: str) -> A.Effect | A.Expr | None:
        if not isinstance(text, str):
            return None
        try:
            return parse_cached(text, kind)
        except ParseError as err:
            line, col = unit.at(err.line, err.col)
            self.diags.append(Diagnostic(unit.origin.file.path, line, col, "error", err.code, err.message,
                                         err.hint))
            return None

    def effect(self, item: Item, field: tuple[str | int, ...], text: Any, scope: frozenset[str],
               owner: str, into: N.Seq | None = None) -> N.Seq:
        """Compile an effect field of an item."""
        unit = Unit(self, item.origin, field, owner)
        tree = self._parse(unit, text, "effect")
        calls: list[tuple[str, A.Span]] = []
        sc = StmtCompiler(self.rs, unit, self.macro_sigs, calls)
        seq = sc.effect(tree if isinstance(tree, A.Effect) else A.Effect(), scope, into)
        self.macro_calls.setdefault(owner, []).extend((n, sp, unit) for n, sp in calls)
        return seq

    def expr(self, item: Item | Origin, field: tuple[str | int, ...], text: Any,
             scope: frozenset[str] = frozenset(), owner: str = "") -> Any:
        """Compile an expression field of an item."""
        origin = item.origin if isinstance(item, Item) else item
        unit = Unit(self, origin, field, owner)
        tree = self._parse(unit, text, "expr")
        if tree is None or isinstance(tree, A.Effect):
            return None
        return ExprCompiler(unit).expr(tree, scope)

    def functions(self) -> None:
        """Register every content function first, then compile their bodies."""
        for it in self.c.functions.values():
            self.func_sigs[it.id] = FuncSig(it.id, [str(p) for p in it.data.get("params") or []])
        calls: dict[str, set[str]] = {}
        for it in self.c.functions.values():
            try:
                calls[it.id] = called_names(parse_cached(str(it.data.get("expr", "")), "expr"))
            except ParseError:
                calls[it.id] = {"roll"}  # reported when the body is compiled; never treated as pure
        for name in impure_functions(calls, lambda n: n in IMPURE_QUERIES or n not in IMPLS):
            self.func_sigs[name].pure = False
        for it in self.c.functions.values():
            sig = self.func_sigs[it.id]
            fn = self.expr(it, ("expr",), it.data.get("expr", ""), frozenset(sig.params), f"macro:{it.id}")
            if fn is not None:
                sig.fn = fn
                line, col = it.origin.pos("expr")
                sig.where = f"{it.origin.file.path}:{line}:{col}"

    def macros(self) -> None:
        """Register every macro body first so calls can be compiled in any order."""
        for table in (self.c.macros, self.c.functions):
            for it in table.values():
                for i, p in enumerate(it.data.get("params") or []):
                    if p in RESERVED:
                        line, col = it.origin.pos("params", i)
                        self.diags.append(Diagnostic(it.origin.file.path, line, col, "error", "E001",
                                                     f"'{p}' is reserved and cannot be a parameter name",
                                                     "pick another name"))
        for it in self.c.macros.values():
            body = N.Seq([])
            self.rs.add_node(body)
            self.macro_sigs[it.id] = MacroSig(it.id, [str(p) for p in it.data.get("params") or []], body)
            self.rs.macros[it.id] = body.idx
        for it in self.c.macros.values():
            sig = self.macro_sigs[it.id]
            self.effect(it, ("body",), it.data.get("body", ""), frozenset(sig.params), f"macro:{it.id}",
                        into=sig.body)
            for ext in self.c.macro_ext.get(it.id, []):
                # A pack's `extend: true` body runs after the base body, with the same parameters.
                extra = self.effect(ext, ("body",), ext.data.get("body", ""), frozenset(sig.params),
                                    f"macro:{it.id}")
                sig.body.children.append(extra)

    def entities(self) -> None:
        """Compile every entity effect slot."""
        for it in self.c.entities.values():
            ent = self.rs.entities[it.id]
            for slot, text in (it.data.get("effects") or {}).items():
                seq = self.effect(it, ("effects", slot), text, frozenset({"this"}), f"entity:{it.id}")
                ent.effects[str(slot)] = seq.idx

    def actions(self) -> None:
        """Compile the action groups."""
        for gid, acts in self.c.actions.items():
            for it in acts.values():
                d = it.data
                when = self.expr(it, ("when",), d["when"], owner=f"action:{gid}:{it.id}") if "when" in d else None
                body = self.effect(it, ("do",), d.get("do", ""), frozenset(), f"action:{gid}:{it.id}")
                pl = d.get("players")
                act = RAction(it.id, when, body, frozenset(pl) if pl else None)
                if "when" in d:
                    line, col = it.origin.pos("when")
                    act.when_where = f"{it.origin.file.path}:{line}:{col}"
                    act.when_pos = (str(it.origin.file.path), line, col)
                    try:  # parsed once here (a memo hit: `self.expr` parsed it), so why-not never parses in play
                        tree = parse_cached(str(d["when"]), "expr")
                        act.when_ast = tree if isinstance(tree, A.Expr) else None
                    except ParseError:
                        act.when_ast = None
                self.rs.actions[gid].append(act)

    def graphs(self) -> None:
        """Graphs: adjacency with compiled edge conditions."""
        for it in self.c.graphs.values():
            succ: dict[str, list[tuple[str, Any]]] = {}
            edges: list[tuple[str, str, str | None]] = []
            for i, e in enumerate(it.data.get("edges") or []):
                cond = self.expr(it, ("edges", i, "when"), e["when"], owner=f"graph:{it.id}") if "when" in e else None
                succ.setdefault(str(e["from"]), []).append((str(e["to"]), cond))
                edges.append((str(e["from"]), str(e["to"]), e.get("when")))
            self.rs.graphs[it.id] = succ
            self.rs.graph_edges[it.id] = edges
            self.rs.graph_nodes[it.id] = [str(n) for n in it.data.get("nodes") or []]

    def entry_points(self) -> None:
        """The flow, setup and tie-breaks named in ruleset.yaml."""
        r, origin, rs = self.c.ruleset, self.c.ruleset_origin, self.rs
        assert origin is not None
        for key in ("flow", "setup"):
            name = r.get(key)
            if name is None:
                continue
            if name not in rs.macros:
                line, col = origin.pos(key)
                self.diags.append(Diagnostic(origin.file.path, line, col, "error", "E013",
                                             f"{key} macro '{name}' is not declared",
                                             suggest(str(name), rs.macros)))
                continue
            setattr(rs, f"{key}_idx", rs.macros[name])
        if rs.score and rs.score not in rs.counter_bounds:
            line, col = origin.pos("score")
            self.diags.append(Diagnostic(origin.file.path, line, col, "error", "E013",
                                         f"score counter '{rs.score}' is not a per-player counter",
                                         suggest(rs.score, rs.counter_bounds)))
        for i, tb in enumerate(r.get("tiebreaks") or []):
            is_map = isinstance(tb, dict)
            fn = self.expr(origin, ("tiebreaks", i, "expr") if is_map else ("tiebreaks", i),
                           tb.get("expr") if is_map else tb, owner="ruleset")
            if fn is not None:
                rs.tiebreaks.append(fn)
                rs.tiebreak_signs.append(-1 if is_map and tb.get("order") == "lowest" else 1)
                line, col = origin.pos("tiebreaks", i)
                rs.tiebreak_where.append(f"{origin.file.path}:{line}:{col}")
        if rs.seat_names:
            why = seat_name_problem(list(rs.seat_names), rs.max_players)
            if why is not None:
                line, col = origin.pos("players", "names")
                self.diags.append(Diagnostic(origin.file.path, line, col, "error", "U061", f"players.names: {why}",
                                             f"one name per seat up to players.max ({rs.max_players})"))
        out = r.get("outcome")
        if isinstance(out, dict):
            rs.outcome_kind = str(out.get("kind", "scores"))
            need = {"teams": "team", "cooperative": "win"}.get(rs.outcome_kind)
            if need is not None and need not in out:
                line, col = origin.pos("outcome")
                self.diags.append(Diagnostic(origin.file.path, line, col, "error", "E054",
                                             f"a {rs.outcome_kind} outcome needs `{need}:`",
                                             "team: an expression giving me's team number" if need == "team"
                                             else "win: a condition that holds when the players have won"))
            elif need is not None:
                rs.outcome_expr = self.expr(origin, ("outcome", need), out[need], owner="ruleset")
        for i, rv in enumerate(r.get("rivals") or []):
            counter = str(rv.get("score", ""))
            if counter not in rs.global_bounds:
                line, col = origin.pos("rivals", i, "score")
                self.diags.append(Diagnostic(origin.file.path, line, col, "error", "E013",
                                             f"rival score '{counter}' is not a global counter",
                                             suggest(counter, rs.global_bounds)))
                continue
            rs.rival_index[counter] = len(rs.rivals)
            rs.rivals.append((str(rv["id"]), counter, bool(rv.get("wins_ties", False))))
            pl = rv.get("players")
            rs.rival_players[str(rv["id"])] = frozenset(pl) if pl else None
        decl = r.get("evaluation")  # a list of terms, or {file: F} (read by the agents, agents/evaluation_file.py)
        for i, ev in enumerate(decl if isinstance(decl, list) else []):
            self.expr(origin, ("evaluation", i, "expr"), ev.get("expr"), owner="ruleset")  # checked at its position
        for i, text in enumerate(r.get("invariants") or []):
            fn = self.expr(origin, ("invariants", i), text, owner="ruleset")
            if fn is not None:
                rs.invariants.append((str(text), fn))
        halt = N.Seq([])
        self.rs.add_node(halt)
        rs.halt_idx = halt.idx

    def recursion(self) -> None:
        """Report macros that call themselves through any chain of calls (E006), and chains of calls
        deeper than the limit (B006). Iterative, so a long chain cannot exhaust Python's recursion."""
        graph = {k[6:]: sorted({n for n, _, _ in v}) for k, v in self.macro_calls.items() if k.startswith("macro:")}
        state: dict[str, int] = {}
        depth: dict[str, int] = {}
        cyclic: set[str] = set()
        for root in sorted(graph):
            if root in state:
                continue
            state[root] = 1
            stack: list[tuple[str, int]] = [(root, 0)]
            while stack:
                name, i = stack[-1]
                callees = graph.get(name, [])
                if i < len(callees):
                    stack[-1] = (name, i + 1)
                    callee = callees[i]
                    if state.get(callee) == 1:
                        on = [n for n, _ in stack]
                        cyclic.update(on[on.index(callee):])
                    elif callee not in state:
                        state[callee] = 1
                        stack.append((callee, 0))
                    continue
                stack.pop()
                state[name] = 2
                depth[name] = 1 + max((depth.get(c, 0) for c in callees if c not in cyclic), default=0)
        for name in sorted(cyclic):
            for callee, span, unit in self.macro_calls.get(f"macro:{name}", []):
                if callee in cyclic:
                    what = "function" if name in self.c.functions else "macro"
                    unit.error(span, "E006", f"{what} '{name}' calls '{callee}', which leads back to '{name}'",
                               f"{what}s may not recurse; use repeat/while with a limit")
                    break
        self._chain_depth(depth, cyclic)

    def _chain_depth(self, depth: dict[str, int], cyclic: set[str]) -> None:
        """B006 at the first call of the deepest chain that goes beyond MAX_MACRO_CHAIN."""
        too_deep = [n for n, d in depth.items() if d > L.MAX_MACRO_CHAIN and n not in cyclic]
        if not too_deep:
            return
        top = max(too_deep, key=lambda n: (depth[n], n))
        for callee, span, unit in self.macro_calls.get(f"macro:{top}", []):
            if depth.get(callee, 0) == depth[top] - 1:
                unit.error(span, "B006", f"'{top}' starts a chain of {depth[top]} macro/function calls "
                           f"(the limit is {L.MAX_MACRO_CHAIN})",
                           "flatten the chain: call the inner steps from one macro in turn")
                return

    def build(self) -> tuple[Ruleset, list[Diagnostic]]:
        """Run every stage; the ruleset is usable only when no error was reported."""
        self.tables()
        self.functions()
        self.macros()
        self.entities()
        self.actions()
        self.graphs()
        self.diags.extend(compile_layout(self.c, self.rs))
        self.entry_points()
        self.recursion()
        mark_flow_calls(self.rs, self.macro_calls, self.c.ruleset.get("flow"), self.c.ruleset.get("setup"))
        self.diags.extend(check_content(self.c, self.rs, self.macro_calls))
        self.diags.extend(check_sanity(self.c, self.rs, parse_cached))
        self.diags.extend(check_audience(self.c))
        if not any(d.severity == "error" for d in self.diags):
            mark_pure(self.rs)
        self.rs.content, self.rs.constants = self.c, dict(self.constants)
        self.rs.adhoc = AdHocCompiler(self.rs, self.constants, self.id_sets, self.groups, self.func_sigs,
                                      self.macro_sigs)
        return self.rs, self.diags


def compile_content(content: Content) -> tuple[Ruleset, list[Diagnostic]]:
    """Compile checked content into a Ruleset, with every semantic diagnostic."""
    ast_key = cache.key_for("ast", content.digest)  # salted: a new engine does not read an old parse memo
    warm = cache.get("ast", ast_key) if content.digest else None
    if isinstance(warm, dict):
        warm_parse_cache(warm)
    before = parse_cache_size()
    rs, diags = Compiler(content).build()
    rs.content_hash = content.digest
    rs.intern_names()
    if content.digest and (warm is None or parse_cache_size() != before):
        cache.put("ast", ast_key, parse_cache_entries())
    return rs, diags

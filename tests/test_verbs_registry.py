"""The verb registry: documented, well-typed, and every example parses and compiles in a small ruleset."""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.compiler.stmts import RESERVED
from rulesdsl.content.grid_cells import cell_coords
from rulesdsl.diagnostics import Diagnostic
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import parse_effect, parse_expr
from rulesdsl.dsl.verbs import ID_TYPES, REGISTRY, SPECIAL_NAMES, Verb
from rulesdsl.runtime.builtins import IMPLS

VALUE_TYPES = frozenset({"int", "list", "obj", "player", "any", "str", "bool"})
KNOWN_TYPES = ID_TYPES | VALUE_TYPES
# Verbs compiled to their own interpreter nodes rather than to an implementation function.
NODE_VERBS = frozenset({"act", "run"})
VERBS = sorted(REGISTRY)
KEYWORDS = frozenset({"if", "elif", "else", "choose", "optional", "when", "pick", "in", "for", "repeat",
                      "while", "limit", "let", "as", "and", "or", "not", "true", "false", "simultaneous"})

ID_FAMILIES = ("counter", "zone", "graph", "actions", "slot", "grid")


@dataclass
class Context:
    """What the examples need declared, derived from the registry's own parameter types."""

    ids: dict[str, set[str]] = field(default_factory=lambda: {t: set() for t in ID_FAMILIES})
    tags: dict[str, set[str]] = field(default_factory=dict)  # tag -> values (keyword filters of zones())
    free: dict[str, set[str]] = field(default_factory=dict)  # verb -> free variables of its example


def _children(node: A.Node) -> list[A.Node]:
    out: list[A.Node] = []
    for value in vars(node).values():
        for part in value if isinstance(value, tuple) else (value,):
            if isinstance(part, A.Node):
                out.append(part)
    return out


def _walk(node: A.Node, bound: frozenset[str], ctx: Context, free: set[str]) -> None:
    if isinstance(node, A.Name):
        if node.id not in bound and node.id not in SPECIAL_NAMES:
            free.add(node.id)
        return
    if isinstance(node, A.Comprehension):
        _walk(node.source, bound, ctx, free)
        for part in (node.elem, node.cond):
            if part is not None:
                _walk(part, bound | {node.var}, ctx, free)
        return
    if isinstance(node, (A.Call, A.CallExpr)) and node.name in REGISTRY:
        v = REGISTRY[node.name]
        if v.variadic:
            for kw in node.kwargs:
                if isinstance(kw.value, A.Name):
                    ctx.tags.setdefault(kw.name, set()).add(kw.value.id)
                else:
                    _walk(kw.value, bound, ctx, free)
            return
        by_name = {p.name.rstrip("_"): p for p in v.params}
        pairs = list(zip(v.params, node.args, strict=False))
        pairs += [(by_name[k.name], k.value) for k in node.kwargs if k.name in by_name]
        for param, arg in pairs:
            if param.type in ID_TYPES and isinstance(arg, A.Name) and arg.id not in bound \
                    and arg.id not in SPECIAL_NAMES:
                ctx.ids.setdefault(param.type, set()).add(arg.id)
            else:
                _walk(arg, bound, ctx, free)
        return
    for child in _children(node):
        _walk(child, bound, ctx, free)


def derive_context() -> Context:
    """Declarations (by parameter type) and free variables of every registry example."""
    ctx = Context()
    for name in VERBS:
        v = REGISTRY[name]
        tree: A.Node = parse_effect(v.example) if v.kind == "effect" else parse_expr(v.example)
        free: set[str] = set()
        _walk(tree, frozenset(), ctx, free)
        ctx.free[name] = free
    return ctx


def _yaml_str(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _flow_list(items: set[str]) -> str:
    return "[" + ", ".join(sorted(items)) + "]"


def context_files(ctx: Context) -> dict[str, str]:
    """A tiny stand-alone ruleset declaring exactly what the examples use, one macro per example."""
    counters = ctx.ids["counter"] | {"vp"}
    zones = ctx.ids["zone"]
    decl = ["file: declarations", "counters:"] + [f"  - {{id: {c}}}" for c in sorted(counters)]
    if ctx.tags:
        decl.append("tags:")
        decl += [f"  {t}: {_flow_list(vals)}" for t, vals in sorted(ctx.tags.items())]
    slots = ctx.ids["slot"] or {"play"}
    decl += ["kinds:", f"  - {{id: piece, effects: {_flow_list(slots)}}}", "zones:"]
    tags = "{" + ", ".join(f"{t}: {sorted(vals)[0]}" for t, vals in sorted(ctx.tags.items())) + "}"
    grids = ctx.ids["grid"]  # a grid's cells are its own zones, not declared again
    decl += [f"  - {{id: {z}, per: game, visibility: public, tags: {tags}}}" for z in sorted(zones)
             if not any(cell_coords(g, z) is not None for g in grids)]
    if grids:
        decl.append("grids:")
        decl += [f"  - {{id: {g}, shape: square, width: 5, height: 5, sides: [[n, s], [w, e]]}}" for g in sorted(grids)]
    graphs = ["file: board", "zones:",
              "  - {id: node_a, per: game, visibility: public}",
              "  - {id: node_b, per: game, visibility: public}", "graphs:"]
    for g in sorted(ctx.ids["graph"]):
        graphs += [f"  - id: {g}", "    nodes: [node_a, node_b]", "    edges:",
                   "      - {from: node_a, to: node_b, when: \"me.vp >= 1\"}"]
    actions = ["file: actions", "groups:"]
    for g in sorted(ctx.ids["actions"] or {"turn"}):
        actions += [f"  {g}:", "    - id: rest", "      do: \"gain(vp, 1)\""]
    entities = ["file: entities", "kind: piece", "entities:", "  - id: pawn", "    effects:"]
    entities += [f"      {slot}: \"gain(vp, 1)\"" for slot in sorted(slots)]
    macros = ["file: macros", "macros:", "  - id: game", "    body: \"declare_winner()\""]
    for name in VERBS:
        v = REGISTRY[name]
        body = v.example if v.kind == "effect" else f"let value = {v.example}"
        macros += [f"  - id: example_{name}", f"    params: {_flow_list(ctx.free[name])}",
                   f"    body: {_yaml_str(body)}"]
    ruleset = ["file: ruleset", "id: registry", "version: 0.1.0", "name: Registry examples",
               "players: {min: 1, max: 4}", "score: vp", "flow: game"]
    return {name: "\n".join(lines) + "\n" for name, lines in (
        ("ruleset.yaml", ruleset), ("declarations.yaml", decl), ("board.yaml", graphs),
        ("actions.yaml", actions), ("entities.yaml", entities), ("macros.yaml", macros))}


@pytest.fixture(scope="module")
def example_diagnostics(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Diagnostic]]:
    """Compile every example in the derived context; the error diagnostics per verb."""
    root = tmp_path_factory.mktemp("registry")
    for name, text in context_files(derive_context()).items():
        (root / name).write_text(text, encoding="utf-8")
    res = check_ruleset(root)
    by_verb: dict[str, list[Diagnostic]] = {name: [] for name in VERBS}
    other: list[Diagnostic] = []
    lines = (root / "macros.yaml").read_text(encoding="utf-8").splitlines()
    for d in res.errors:
        if Path(d.path).name != "macros.yaml":
            other.append(d)
            continue
        owner = next((m.group(1) for ln in reversed(lines[:d.line])
                      if (m := re.match(r"\s+- id: example_(\w+)$", ln))), None)
        assert owner is not None, d
        by_verb[owner].append(d)
    assert other == [], "the context files themselves must compile cleanly"
    return by_verb


def test_derived_context_is_small_and_typed() -> None:
    assert set(ID_TYPES) == set(ID_FAMILIES), "context_files() must learn to declare a new id type"
    ctx = derive_context()
    assert ctx.ids["counter"] and ctx.ids["zone"] and ctx.ids["graph"] and ctx.ids["actions"]
    assert ctx.ids["slot"] and ctx.tags
    declared = set().union(*ctx.ids.values())
    assert len(declared) < 40
    # a name is either a declared id or a free variable of some example, never both
    assert not declared & set().union(*ctx.free.values())
    assert all(len(free) <= 3 for free in ctx.free.values()), ctx.free


def test_registry_is_non_trivial() -> None:
    assert len(REGISTRY) >= 30
    assert {v.kind for v in REGISTRY.values()} == {"effect", "query"}
    assert all(name == v.name for name, v in REGISTRY.items())


@pytest.mark.parametrize("name", VERBS)
def test_documented(name: str) -> None:
    v = REGISTRY[name]
    assert v.summary.strip() and v.summary[0].isupper() and v.summary.rstrip().endswith("."), v.summary
    assert v.example.strip()
    assert re.fullmatch(r"[a-z_][a-z0-9_]*", name)
    assert name not in SPECIAL_NAMES and name not in RESERVED


@pytest.mark.parametrize("name", VERBS)
def test_params_are_well_formed(name: str) -> None:
    v: Verb = REGISTRY[name]
    names = [p.name for p in v.params]
    assert len(set(names)) == len(names)
    assert all(p.type in KNOWN_TYPES for p in v.params), [p.type for p in v.params]
    # required parameters come first, so positional arguments bind predictably
    flags = [p.required for p in v.params]
    assert flags == sorted(flags, reverse=True)
    for p in v.params:
        assert re.fullmatch(r"[a-z][a-z0-9]*_?", p.name)
        if p.required:
            assert p.default is None
        elif p.default is not None and p.type == "int":
            assert isinstance(p.default, int)
        elif p.default is not None and p.type == "str":
            assert isinstance(p.default, str)
    assert not v.variadic or (v.kind == "query" and not v.params)


@pytest.mark.parametrize("name", sorted(set(VERBS) - NODE_VERBS))
def test_implementation_matches_params(name: str) -> None:
    v = REGISTRY[name]
    sig = inspect.signature(IMPLS[name])
    params = list(sig.parameters.values())[1:]  # the machine comes first
    if v.variadic:
        assert [p.kind for p in params] == [inspect.Parameter.VAR_KEYWORD]
        return
    assert len(params) == len(v.params)
    for p, q in zip(v.params, params, strict=True):
        if p.required:
            assert q.default is inspect.Parameter.empty, (p, q)
        else:
            assert q.default == p.default, (p, q)


def test_every_implementation_is_registered() -> None:
    assert set(IMPLS) == set(REGISTRY) - NODE_VERBS


@pytest.mark.parametrize("name", VERBS)
def test_example_parses(name: str) -> None:
    v = REGISTRY[name]
    if v.kind == "effect":
        tree = parse_effect(v.example)
        assert len(tree.stmts) == 1
        (stmt,) = tree.stmts
        assert isinstance(stmt, A.Call) and stmt.name == name
    else:
        expr = parse_expr(v.example)
        assert isinstance(expr, A.CallExpr) and expr.name == name


@pytest.mark.parametrize("name", VERBS)
def test_example_uses_only_known_keywords(name: str) -> None:
    v = REGISTRY[name]
    call = parse_effect(v.example).stmts[0] if v.kind == "effect" else parse_expr(v.example)
    assert isinstance(call, (A.Call, A.CallExpr))
    kw_names = {k.name for k in call.kwargs}
    if not v.variadic:
        assert kw_names <= {p.name.rstrip("_") for p in v.params}
        assert len(call.args) + len(call.kwargs) <= len(v.params)


@pytest.mark.parametrize("name", VERBS)
def test_example_compiles(name: str, example_diagnostics: dict[str, list[Diagnostic]]) -> None:
    assert example_diagnostics[name] == []


def test_context_ruleset_without_examples_is_clean(tmp_path: Path) -> None:
    files = context_files(derive_context())
    files["macros.yaml"] = "file: macros\nmacros:\n  - id: game\n    body: \"declare_winner()\"\n"
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    res = check_ruleset(tmp_path)
    assert res.errors == [] and res.ruleset is not None


def test_yaml_quoting_keeps_examples_verbatim() -> None:
    assert _yaml_str('log("it\'s")') == "'log(\"it''s\")'"


def test_verb_lookup() -> None:
    from rulesdsl.dsl.verbs import verb

    assert verb("gain") is REGISTRY["gain"]
    assert verb("gian") is None


def test_registry_names_do_not_collide_with_keywords_except_in() -> None:
    # `in` works as a function name only because the keyword cannot stand where a call can.
    assert set(REGISTRY) & KEYWORDS == {"in"}
    assert parse_expr("count(in(hand))") == A.CallExpr("count", (A.CallExpr("in", (A.Name("hand"),)),))

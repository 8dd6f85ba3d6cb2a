"""Which message names each declared id, and which messages a ruleset needs (from its content)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.content.grid_cells import is_cell
from rulesdsl.content.model import Content
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError

# The message prefix of each family of declared ids.
PREFIX = {
    "entity": "entity-", "counter": "counter-", "zone": "zone-", "tag value": "value-", "tag": "prop-",
    "prop": "prop-", "kind": "kind-", "effect slot": "slot-", "group": "group-", "graph": "graph-",
    "action group": "actions-", "action": "action-", "macro": "macro-", "function": "function-",
    "section": "section-", "message": "message-", "rival": "rival-", "option": "option-", "slot": "slot-",
    "actions": "actions-", "phrase": "phrase-", "rule": "rule-", "grid": "grid-",
}
# Name messages may always use these variables (the renderer passes them).
NAME_VARIABLES = frozenset({"case", "n"})


def message_id(family: str, ident: str) -> str:
    """The message naming an id of a family: ("entity", "red_coin") → "entity-red_coin"."""
    return PREFIX.get(family, family + "-") + ident


def pretty(ident: Any) -> str:
    """An id made readable: `red_coin_2` → `red coin 2`."""
    return str(ident).replace("_", " ")


def is_name_message(mid: str) -> bool:
    """Whether a message names an id (and so may use `$case` and `$n`)."""
    head = mid.split("-", 1)[0] + "-"
    return head in {"entity-", "counter-", "zone-", "value-", "prop-", "kind-", "slot-", "group-", "graph-",
                    "actions-", "action-", "section-", "option-", "player-", "attr-", "rival-",
                    "grid-"} or mid == "expr-bound"


def _effect_texts(c: Content) -> Iterator[tuple[str, str]]:
    """Every effect/expression text of the content, with its kind ("effect" or "expr")."""
    for it in c.entities.values():
        for text in (it.data.get("effects") or {}).values():
            yield "effect", str(text)
    for it in c.macros.values():
        yield "effect", str(it.data.get("body", ""))
    for ext in c.macro_ext.values():
        for it in ext:
            yield "effect", str(it.data.get("body", ""))
    for acts in c.actions.values():
        for it in acts.values():
            yield "effect", str(it.data.get("do", ""))
            if "when" in it.data:
                yield "expr", str(it.data["when"])
    for it in c.functions.values():
        yield "expr", str(it.data.get("expr", ""))


def _calls(node: Any) -> Iterator[A.Call | A.CallExpr]:
    todo = [node]
    while todo:
        n = todo.pop()
        if isinstance(n, (A.Call, A.CallExpr)):
            yield n
        if isinstance(n, tuple):
            todo.extend(n)
        elif isinstance(n, A.Node):
            todo.extend(getattr(n, f) for f in n.__dataclass_fields__ if f != "span")


def literal_calls(c: Content, verb: str) -> set[str]:
    """The string literals given as first argument to a verb anywhere (section ids, log messages)."""
    out: set[str] = set()
    for kind, text in _effect_texts(c):
        try:
            tree = parse_cached(text, kind)
        except ParseError:
            continue
        for call in _calls(tree):
            if call.name == verb and call.args and isinstance(call.args[0], A.Str):
                out.add(call.args[0].value)
    return out


def declared_prompts(c: Content) -> set[str]:
    """The prompt ids declared in effects (`choose "favor" { … }`, `pick "discard" c in … { … }`)."""
    out: set[str] = set()
    for kind, text in _effect_texts(c):
        try:
            todo: list[Any] = [parse_cached(text, kind)]
        except ParseError:
            continue
        while todo:
            n = todo.pop()
            if isinstance(n, (A.Choose, A.Pick, A.OptionalBlock)) and n.prompt:
                out.add(n.prompt)
            if isinstance(n, tuple):
                todo.extend(n)
            elif isinstance(n, A.Node):
                todo.extend(getattr(n, f) for f in n.__dataclass_fields__ if f != "span")
    return out


def required_names(c: Content) -> dict[str, str]:
    """Every name message the content needs, mapped to a readable English default."""
    out: dict[str, str] = {}

    def add(family: str, ident: str) -> None:
        out.setdefault(message_id(family, ident), pretty(ident))

    for fam, items in (("entity", c.entities), ("counter", c.counters), ("counter", c.global_counters),
                       ("zone", c.zones), ("kind", c.kinds), ("group", c.groups), ("graph", c.graphs)):
        for ident in items:
            if fam == "zone" and is_cell(items[ident].data):
                continue  # a grid's cells are named by its id and their coordinates ("board d4")
            add(fam, ident)
    for ident in c.grids:
        add("grid", ident)
    for gid, acts in c.actions.items():
        add("action group", gid)
        for aid in acts:
            add("action", aid)
    for it in c.tags.values():
        add("tag", it.id)
        for v in it.data.get("values") or []:
            add("tag value", str(v))
    for it in c.kinds.values():
        for p in it.data.get("props") or []:
            add("prop", str(p))
        for s in it.data.get("effects") or []:
            add("slot", str(s))
        for p in it.data.get("phrased") or []:
            add("phrase", str(p))
        if it.data.get("rule"):
            add("rule", it.id)
    for it in c.entities.values():
        for p in it.data.get("props") or {}:
            add("prop", str(p))
        for t in it.data.get("tags") or {}:
            add("tag", str(t))
    for sec in literal_calls(c, "section"):
        if sec:
            add("section", sec)
    for msg in literal_calls(c, "log"):
        add("message", msg)
    for pid in declared_prompts(c):
        out.setdefault(f"prompt-{pid}", pretty(pid))
    for rv in c.ruleset.get("rivals") or []:
        add("rival", str(rv.get("id", "")))
    for opt in c.ruleset.get("options") or []:
        add("option", str(opt["id"]))
        for v in opt.get("values") or []:
            add("option", f"{opt['id']}-{v}")
    return out


def catalog_layers(c: Content) -> list[Path]:
    """The ruleset's and every layered pack's `locales/` folders, lowest priority first."""
    return [c.root / "locales", *(Path(p.root) / "locales" for p in c.packs)]

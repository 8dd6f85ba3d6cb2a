"""Completion: verbs with parameter snippets, ids of the kind a parameter takes, macros and keywords
inside effect text; keys the schema allows in YAML mappings; declared ids in plain values."""

from __future__ import annotations

import re

from lsprotocol import types as T

from rulesdsl.dsl.verbs import REGISTRY, SPECIAL_NAMES, Verb
from rulesdsl.lsp.context import Context
from rulesdsl.lsp.docs import KEYWORDS, signature
from rulesdsl.lsp.index import Index
from rulesdsl.lsp.schema_keys import keys_at, kinds

# Which declared families a typed verb parameter takes.
PARAM_FAMILIES: dict[str, tuple[str, ...]] = {
    "counter": ("counter", "global counter"), "zone": ("zone",), "graph": ("graph",),
    "actions": ("action group",), "slot": ("effect slot",),
}
# Which families a plain YAML value of a key names.
VALUE_FAMILIES: dict[str, tuple[str, ...]] = {
    "start": ("zone",), "kind": ("kind",), "flow": ("macro",), "setup": ("macro",), "score": ("counter",),
    "from": ("zone",), "to": ("zone",), "nodes": ("zone",),
}
_ID_KIND = {"counter": T.CompletionItemKind.Variable, "global counter": T.CompletionItemKind.Variable,
            "zone": T.CompletionItemKind.Struct, "entity": T.CompletionItemKind.Constant,
            "macro": T.CompletionItemKind.Function, "function": T.CompletionItemKind.Function,
            "tag value": T.CompletionItemKind.EnumMember, "tag": T.CompletionItemKind.Enum,
            "group": T.CompletionItemKind.Constant, "graph": T.CompletionItemKind.Interface,
            "action group": T.CompletionItemKind.Module, "action": T.CompletionItemKind.Method,
            "kind": T.CompletionItemKind.Class}


def call_context(before: str) -> tuple[str, int, str | None] | None:
    """The innermost unclosed call before the cursor: (name, positional index, keyword name or None)."""
    depth, commas, i = 0, 0, len(before) - 1
    while i >= 0:
        ch = before[i]
        if ch in ")]}":
            depth += 1
        elif ch in "([{":
            if depth == 0:
                if ch != "(":
                    return None
                m = re.search(r"([a-z_][a-z0-9_]*)\s*$", before[:i])
                if not m:
                    return None
                arg = before[i + 1 :].rsplit(",", 1)[-1]
                kw = re.match(r"\s*([a-z_][a-z0-9_]*)\s*=(?!=)", arg)
                return m.group(1), commas, kw.group(1) if kw else None
            depth -= 1
        elif ch == "," and depth == 0:
            commas += 1
        elif ch in ";\n" and depth == 0:
            return None
        i -= 1
    return None


def _snippet(name: str, params: list[str]) -> str:
    args = ", ".join(f"${{{i + 1}:{p}}}" for i, p in enumerate(params))
    return f"{name}({args})"


def _verb_item(v: Verb) -> T.CompletionItem:
    required = [p.name for p in v.params if p.required]
    return T.CompletionItem(
        label=v.name, kind=T.CompletionItemKind.Function if v.kind == "query" else T.CompletionItemKind.Keyword,
        detail=signature(v), documentation=T.MarkupContent(T.MarkupKind.Markdown, f"{v.summary}\n\n`{v.example}`"),
        insert_text=_snippet(v.name, required), insert_text_format=T.InsertTextFormat.Snippet, sort_text=f"2{v.name}")


def _id_items(idx: Index, families: tuple[str, ...], rank: str) -> list[T.CompletionItem]:
    out = []
    for name in idx.ids_of(*families):
        fams = [f for f in idx.families(name) if not families or f in families]
        out.append(T.CompletionItem(label=name, kind=_ID_KIND.get(fams[0], T.CompletionItemKind.Constant),
                                    detail=", ".join(fams), sort_text=f"{rank}{name}"))
    return out


def _slots(idx: Index) -> list[str]:
    c = idx.content
    slots: set[str] = set()
    for it in (c.kinds.values() if c is not None else []):
        slots.update(str(s) for s in it.data.get("effects") or [])
    return sorted(slots)


def code_items(ctx: Context, idx: Index) -> list[T.CompletionItem]:
    """Completion inside DSL text."""
    call = call_context(ctx.before)
    if call is not None:
        name, pos, kw = call
        v = REGISTRY.get(name)
        if v is not None:
            params = [p for p in v.params if p.name == kw] if kw else list(v.params[pos : pos + 1])
            if params and params[0].type in PARAM_FAMILIES:
                if params[0].type == "slot":
                    return [T.CompletionItem(label=s, kind=T.CompletionItemKind.Field, detail="effect slot",
                                             sort_text=f"0{s}") for s in _slots(idx)]
                return _id_items(idx, PARAM_FAMILIES[params[0].type], "0")
    items = [_verb_item(v) for v in REGISTRY.values()]
    c = idx.content
    for table, kind in (((c.macros if c else {}), "macro"), ((c.functions if c else {}), "function")):
        for mid, it in sorted(table.items()):
            names = [str(p) for p in it.data.get("params") or []]
            items.append(T.CompletionItem(
                label=mid, kind=T.CompletionItemKind.Function, detail=f"{kind} {mid}({', '.join(names)})",
                documentation=str(it.data.get("doc") or "") or None, insert_text=_snippet(mid, names),
                insert_text_format=T.InsertTextFormat.Snippet, sort_text=f"1{mid}"))
    items += [T.CompletionItem(label=k, kind=T.CompletionItemKind.Keyword, sort_text=f"4{k}") for k in KEYWORDS]
    items += [T.CompletionItem(label=s, kind=T.CompletionItemKind.Variable, sort_text=f"3{s}")
              for s in sorted(SPECIAL_NAMES)]
    items += _id_items(idx, ("counter", "global counter", "zone", "group", "tag value", "graph", "action group",
                             "entity"), "3")
    return items


def key_items(ctx: Context, text: str) -> list[T.CompletionItem]:
    """Completion of a YAML key from the schema of the file's kind."""
    m = re.search(r"(?m)^file:\s*([a-z]+)", text)
    if m is None:
        return [T.CompletionItem(label="file", kind=T.CompletionItemKind.Property, insert_text="file: ",
                                 detail="the kind of this content file")]
    out = []
    for key, title in keys_at(m.group(1), ctx.path):
        if key in ctx.siblings:
            continue
        out.append(T.CompletionItem(label=key, kind=T.CompletionItemKind.Property, detail=title or None,
                                    insert_text=f"{key}: "))
    return out


def value_items(ctx: Context, idx: Index) -> list[T.CompletionItem]:
    """Completion of a plain YAML value: file kinds, or declared ids of the family the key names."""
    if ctx.key == "file":
        return [T.CompletionItem(label=k, kind=T.CompletionItemKind.EnumMember) for k in kinds()]
    return _id_items(idx, VALUE_FAMILIES.get(ctx.key, ()), "0")

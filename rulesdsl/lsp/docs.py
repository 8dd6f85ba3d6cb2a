"""What the server says about a name: verb signatures, keyword notes, ids (where declared, localised
names), macros and diagnostic codes — all from the registries the engine itself uses."""

from __future__ import annotations

from pathlib import Path

from rulesdsl.diagnostics import CODES
from rulesdsl.dsl.verbs import REGISTRY, SPECIAL_NAMES, Verb
from rulesdsl.lsp.index import Decl, Index

KEYWORDS: dict[str, str] = {
    "if": "`if cond { … } elif cond { … } else { … }` — run the first block whose condition holds.",
    "elif": "`elif cond { … }` — another branch of an `if`.",
    "else": "`else { … }` — the branch of an `if` taken when no condition holds.",
    "choose": "`choose [N] [optional] { A | B | when cond: C }` — the deciding player takes one option "
              "(N different ones; `optional`: may take none).",
    "when": "`when cond: effect` — an option of `choose` offered only while the condition holds.",
    "pick": "`pick x in LIST [optional] { … }` — the deciding player picks one element of a list; `pick 3 xs in "
            "LIST` picks three (bound as a list); `pick n in numbers(lo, hi)` asks for a number.",
    "then": "`if cond then a else b` — a value that depends on a condition.",
    "to": "`simultaneous p in PLAYERS to RECIPIENT { pick … }` — each pick is handed face down to that player.",
    "for": "`for x in LIST { … }` — run the block for every element; also in comprehensions `[e for x in L if c]`.",
    "in": "`in` — the list part of `for`/`pick`; `in(zone)` is also the query function of a zone's objects.",
    "repeat": "`repeat N { … }` — run the block N times (capped at 1000).",
    "while": "`while cond limit N { … }` — a bounded loop; exceeding the limit is run-time error R102.",
    "limit": "`limit N` — the bound of a `while` loop.",
    "let": "`let name = expr` — a local variable for the rest of the block.",
    "as": "`as p { … }` — run the block with `me` = p (p decides inside it).",
    "optional": "`optional { … }` — the deciding player may skip the block (= `choose optional { … }`).",
    "simultaneous": "`simultaneous p in PLAYERS { pick … | choose … }` — every listed player makes the block's "
                    "one decision at once, hidden from the others; the bodies run when all have decided.",
    "and": "Boolean and.", "or": "Boolean or.", "not": "Boolean not.",
    "true": "The boolean true.", "false": "The boolean false.",
}
SPECIALS: dict[str, str] = {
    "me": "The deciding player (a player number).", "this": "The object whose effect is running.",
    "players": "Every player, by seat.", "order": "The turn order (a list of players).",
    "num_players": "How many players are in the game.", "none": "The empty value.",
}
assert set(SPECIALS) == set(SPECIAL_NAMES)


def signature(v: Verb) -> str:
    """`gain(counter: counter, n: int = 1, who: player = me)`."""
    parts = []
    for p in v.params:
        text = f"{p.name}: {p.type}"
        if not p.required:
            text += f" = {p.default!r}" if p.default is not None else " (optional)"
        parts.append(text)
    if v.variadic:
        parts.append("tag=value …")
    return f"{v.name}({', '.join(parts)})"


def verb_markdown(v: Verb) -> str:
    """Hover text of a verb or query function."""
    kind = "effect verb" if v.kind == "effect" else "query function"
    return f"```rulesdsl\n{signature(v)}\n```\n*{kind}* — {v.summary}\n\nExample: `{v.example}`"


def code_markdown(code: str) -> str | None:
    """`rulesdsl explain CODE` as hover text."""
    entry = CODES.get(code)
    if entry is None:
        return None
    return f"**{code}**: {entry[0]}\n\n{entry[1]}\n\n(`rulesdsl explain {code}`)"


def _where(decl: Decl, root: Path) -> str:
    try:
        shown = decl.site.path.relative_to(root.parent)
    except ValueError:
        shown = decl.site.path
    return f"{shown}:{decl.site.line}:{decl.site.col}"


def decl_markdown(name: str, idx: Index, root: Path, names: dict[str, str]) -> str:
    """Hover text of a declared id: each declaration (family, where, details) and its localised names."""
    out: list[str] = []
    decls = idx.decls.get(name, [])
    values = [d for d in decls if d.family == "tag value"]
    if values:
        tags = ", ".join(f"`{d.parent}` ({_where(d, root)})" for d in values)
        out.append(f"**{name}** — tag value of {tags}")
    for d in decls:
        if d.family == "tag value":
            continue
        head = f"**{name}** — {d.family}, declared at `{_where(d, root)}`"
        data = d.item.data if d.item is not None else {}
        if d.family in ("macro", "function"):
            params = ", ".join(str(p) for p in data.get("params") or [])
            head = f"```rulesdsl\n{name}({params})\n```\n{d.family}, declared at `{_where(d, root)}`"
            if data.get("doc"):
                head += f"\n\n{data['doc']}"
        details = [f"{k}: `{data[k]}`" for k in ("kind", "per", "visibility", "capacity", "min", "max", "start",
                                                 "copies", "props", "tags") if k in data]
        if details:
            head += "\n\n" + " · ".join(details)
        if data.get("provisional"):
            head += "\n\n*provisional* (a placeholder for an unknown fact)"
        out.append(head)
    if names:
        out.append("Localised name: " + " · ".join(f"{loc}: {text}" for loc, text in names.items()))
    return "\n\n---\n\n".join(out)


def keyword_markdown(word: str) -> str | None:
    """Hover text of a DSL keyword or special name."""
    if word in KEYWORDS:
        return f"keyword **{word}** — {KEYWORDS[word]}"
    if word in SPECIALS:
        return f"**{word}** — {SPECIALS[word]}"
    return None


def verb_of(word: str) -> Verb | None:
    """The verb or query function of this name."""
    return REGISTRY.get(word)

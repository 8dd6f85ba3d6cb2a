"""Every card and tile with its rule text generated from the effect AST, as text, JSON or HTML."""

from __future__ import annotations

import html
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from rulesdsl.content.model import Item
from rulesdsl.dsl.parser import ParseError
from rulesdsl.engine.compiler import parse_cached
from rulesdsl.engine.ruleset import Ruleset
from rulesdsl.i18n import rule_text
from rulesdsl.i18n.catalog import SOURCE
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.i18n.render import RuleText, capitalise


@dataclass
class Card:
    """One entity as shown to players: name, kind, copies, props/tags and generated rule text."""

    id: str
    name: str
    kind: str
    copies: int
    props: list[tuple[str, str]] = field(default_factory=list)
    effects: list[tuple[str, list[str]]] = field(default_factory=list)
    printed: str | None = None
    english: list[str] = field(default_factory=list)


def _value(rt: RuleText, v: Any) -> str:
    if isinstance(v, str):
        ref = rt._const_ref(v)
        return rt.cat.name(ref.msg, ref.default) if ref is not None else pretty(v)
    return str(v)


def effect_lines(rt: RuleText, text: str) -> list[str]:
    """The rule text of one effect slot (capitalised, indented lines)."""
    try:
        tree = parse_cached(text, "effect")
    except ParseError:
        return [text]
    assert not isinstance(tree, (int, str)) and hasattr(tree, "stmts")
    return rt.lines(tree)  # type: ignore[arg-type]


def make_card(rt: RuleText, it: Item, english: RuleText | None) -> Card:
    """Build the card of one entity."""
    d = it.data
    kind = str(d.get("kind", ""))
    card = Card(it.id, rt.name("entity", it.id), rt.name("kind", kind), int(d.get("copies", 1)))
    for k, v in (d.get("props") or {}).items():
        card.props.append((rt.name("prop", str(k)), _value(rt, v)))
    for k, v in (d.get("tags") or {}).items():
        card.props.append((rt.name("prop", str(k)), _value(rt, v)))
    for slot, text in (d.get("effects") or {}).items():
        card.effects.append((rt.name("slot", str(slot)), effect_lines(rt, str(text))))
        if english is not None:
            lines = effect_lines(english, str(text))
            label = english.name("slot", str(slot))
            card.english.append(f"{capitalise(label, SOURCE)}: " + " ".join(x.strip() for x in lines))
    if isinstance(d.get("text"), str):
        card.printed = str(d["text"])
    return card


def collect(rs: Ruleset, locale: str = SOURCE, everything: bool = False, diff: bool = False) -> list[Card]:
    """The cards of a ruleset: entities with effects or printed text (all entities with `everything`)."""
    rt = rule_text(rs, locale)
    english = rule_text(rs, SOURCE) if diff else None
    out = []
    for it in rs.snippets.c.entities.values():
        if everything or it.data.get("effects") or isinstance(it.data.get("text"), str):
            out.append(make_card(rt, it, english))
    return out


def render_text(rs: Ruleset, cards: list[Card], locale: str = SOURCE, diff: bool = False) -> str:
    """Plain-text listing."""
    rt = rule_text(rs, locale)
    msg = rt.msg
    game = msg("game-name", None, rs.name)
    out = [msg("cards-title", {"game": game, "count": len(cards)}), ""]
    for c in cards:
        out.append(msg("cards-heading", {"name": c.name, "kind": c.kind, "copies": c.copies}))
        if c.props:
            out.append("  " + " · ".join(msg("cards-pair", {"key": capitalise(k, locale), "value": v})
                                         for k, v in c.props))
        if not c.effects:
            out.append("  " + capitalise(msg("cards-no-effect"), locale))
        for slot, lines in c.effects:
            head = msg("cards-slot", {"slot": capitalise(slot, locale)})
            if len(lines) == 1:
                out.append(f"  {head} {lines[0]}")
            else:
                out.append(f"  {head}")
                out.extend("    " + x for x in lines)
        if diff and c.printed is not None:
            out.append(f"  [{msg('cards-printed')}]   {c.printed}")
            out.append(f"  [{msg('cards-generated')}] {' '.join(c.english) or msg('cards-no-effect')}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_json(cards: list[Card], locale: str = SOURCE, diff: bool = False) -> str:
    """JSON listing: one object per card."""
    rows = []
    for c in cards:
        row: dict[str, Any] = asdict(c)
        row["props"] = [{"name": k, "value": v} for k, v in c.props]
        row["effects"] = [{"slot": s, "text": lines} for s, lines in c.effects]
        if not diff:
            row.pop("english")
        rows.append(row)
    return json.dumps({"locale": locale, "cards": rows}, ensure_ascii=False, indent=2) + "\n"


def render_html(rs: Ruleset, cards: list[Card], locale: str = SOURCE, diff: bool = False) -> str:
    """A standalone HTML page with one box per card."""
    rt = rule_text(rs, locale)
    e = html.escape
    game = rt.msg("game-name", None, rs.name)
    title = e(rt.msg("cards-title", {"game": game, "count": len(cards)}))
    parts = [f'<!DOCTYPE html>\n<html lang="{e(locale)}"><head><meta charset="utf-8"><title>{title}</title>',
             "<style>body{font-family:sans-serif;display:flex;flex-wrap:wrap;gap:8px}"
             "article{border:1px solid #888;border-radius:6px;padding:8px;width:18em}"
             "h2{font-size:1em;margin:0 0 4px}.props{color:#555;font-size:.85em}"
             ".diff{font-size:.8em;color:#733}</style></head><body>", f"<h1 style='width:100%'>{title}</h1>"]
    for c in cards:
        head = e(rt.msg("cards-heading", {"name": c.name, "kind": c.kind, "copies": c.copies}))
        props = " · ".join(f"{e(capitalise(k, locale))}: {e(v)}" for k, v in c.props)
        body = "".join(f"<p><b>{e(capitalise(s, locale))}:</b> " + "<br>".join(e(x) for x in lines) + "</p>"
                       for s, lines in c.effects)
        extra = ""
        if diff and c.printed is not None:
            extra = (f"<p class='diff'>{e(rt.msg('cards-printed'))}: {e(c.printed)}<br>"
                     f"{e(rt.msg('cards-generated'))}: {e(' '.join(c.english))}</p>")
        parts.append(f"<article id='{e(c.id)}'><h2>{head}</h2><div class='props'>{props}</div>{body}{extra}"
                     "</article>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def render(rs: Ruleset, locale: str = SOURCE, fmt: str = "text", diff: bool = False,
           everything: bool = False) -> str:
    """The listing in a format (text, json or html)."""
    cards = collect(rs, locale, everything, diff)
    if fmt == "json":
        return render_json(cards, locale, diff)
    if fmt == "html":
        return render_html(rs, cards, locale, diff)
    return render_text(rs, cards, locale, diff)


__all__ = ["Card", "collect", "render", "render_text", "render_json", "render_html", "effect_lines", "message_id"]

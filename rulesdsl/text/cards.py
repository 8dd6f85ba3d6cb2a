"""Every card and tile with its rule text generated from the effect AST, as text, JSON or HTML."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.content.model import Item
from rulesdsl.dsl.parser import ParseError
from rulesdsl.i18n.catalog import SOURCE, Value
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.render import RuleText, capitalise


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
    own: str | None = None  # the designer's wording shown to players in this locale (see own_text)
    english: list[str] = field(default_factory=list)
    rule: list[str] = field(default_factory=list)
    provisional: bool = False
    kind_id: str = ""
    group: str = ""


def _value(rt: RuleText, v: Any) -> str:
    if isinstance(v, str):
        ref = rt._const_ref(v)
        return rt.cat.name(ref.msg, ref.default) if ref is not None else pretty(v)
    return str(v)


def effect_lines(rt: RuleText, text: str, params: frozenset[str] = frozenset()) -> list[str]:
    """The rule text of one effect slot (capitalised, indented lines); `params`: a macro's parameters, read as
    bound values rather than names."""
    try:
        tree = parse_cached(text, "effect")
    except ParseError:
        return [text]
    assert not isinstance(tree, (int, str)) and hasattr(tree, "stmts")
    return rt.lines(tree, frozenset({"this"}) | params)  # type: ignore[arg-type]


@dataclass(frozen=True)
class KindText:
    """How a kind's cards are printed: props never shown, coded props shown as phrases, a rule message."""

    state: frozenset[str] = frozenset()
    phrased: frozenset[str] = frozenset()
    rule: bool = False
    has_slots: bool = False


def kind_text(rt: RuleText, kind: str) -> KindText:
    """The printing declarations of a kind (`state:`, `phrased:`, `rule:` in declarations)."""
    it = rt.c.kinds.get(kind)
    d = it.data if it is not None else {}
    return KindText(frozenset(str(x) for x in d.get("state") or []),
                    frozenset(str(x) for x in d.get("phrased") or []),
                    bool(d.get("rule")), bool(d.get("effects")))


def entity_args(rt: RuleText, it: Item, kt: KindText) -> dict[str, Value]:
    """The card's printed props (numbers) and tags (names, and raw values as `<tag>_id`) as message arguments."""
    d = it.data
    out: dict[str, Value] = {}
    for k, v in {**(d.get("props") or {}), **(d.get("tags") or {})}.items():
        key = str(k)
        if isinstance(v, bool):
            out[key] = int(v)
        elif isinstance(v, int):
            out[key] = v
        else:
            ref = rt._const_ref(str(v))
            out[key] = ref if ref is not None else pretty(v)
            out[f"{key}_id"] = str(v)
    return out


def _phrase(rt: RuleText, prop: str, value: Any, args: dict[str, Value]) -> str:
    shown: Value = value if isinstance(value, int) else str(value)
    return rt.msg(message_id("phrase", prop), {**args, "value": shown}, f"{pretty(prop)}: {value}").strip()


def make_card(rt: RuleText, it: Item, english: RuleText | None) -> Card:
    """Build the card of one entity: printed props, phrases, its rule and each effect slot with its timing."""
    d = it.data
    kind = str(d.get("kind", ""))
    kt = kind_text(rt, kind)
    args = entity_args(rt, it, kt)
    card = Card(it.id, rt.name("entity", it.id), rt.name("kind", kind), int(d.get("copies", 1)),
                provisional=bool(d.get("provisional")), kind_id=kind)
    for k, v in {**(d.get("props") or {}), **(d.get("tags") or {})}.items():
        key = str(k)
        if key in kt.state:
            continue
        if key in kt.phrased:
            text = _phrase(rt, key, v, args)
            if text:
                card.props.append(("", text))
            continue
        card.props.append((rt.name("prop", key), _value(rt, v)))
    if kt.rule:
        mid = message_id("rule", kind)
        card.rule = [capitalise(rt.msg(mid, args, pretty(mid)), rt.locale)]
    for slot, text in (d.get("effects") or {}).items():
        card.effects.append((slot_label(rt, str(slot), args), effect_lines(rt, str(text))))
        if english is not None:
            lines = effect_lines(english, str(text))
            label = slot_label(english, str(slot), entity_args(english, it, kt))
            card.english.append(f"{capitalise(label, SOURCE)}: " + " ".join(x.strip() for x in lines))
    if isinstance(d.get("text"), str):
        card.printed = str(d["text"])
    card.own = own_text(rt, it.id, d)
    return card


def own_text(rt: RuleText, ident: str, data: dict[str, Any]) -> str | None:
    """The designer's wording of a card in this locale: the catalog's `text-<id>` when the locale declares it,
    else None (the generated text stands). The entity's `text:` is the printed card's transcription, which
    `cards --diff` holds against the generated text; it is never shown in place of it, so every locale and every
    surface shows one text per card."""
    del data  # the transcription is checked, not shown
    mid = f"text-{ident}"
    if rt.cat.has(mid):
        return " ".join(rt.msg(mid).split()) or None
    return None


def face(rs: Ruleset, locale: str, c: Card) -> dict[str, Any]:
    """One card as every surface shows it (web table, gallery, replay, terminal): its name, kind, copies, the
    props the layout gives an icon (a cost, a price: the frame's corner), the other props, and its text in
    blocks (a timing or slot label and its lines); `lines` is the same text flat, for tooltips and terminals."""
    rt = rule_text(rs, locale)
    icons = (rs.seat_style.get("icons") or {})
    item = rs.content.entities.get(c.id) if rs.content is not None else None
    raw = dict((item.data.get("props") or {}) if item is not None else {})
    corner = [[rt.name("prop", k), v, icons.get("props", {})[k]] for k, v in raw.items()
              if k in icons.get("props", {}) and isinstance(v, int) and not isinstance(v, bool)]
    cornered = {x[0] for x in corner}
    props = [prop_text(rt, k, v) for k, v in c.props if k not in cornered]
    blocks: list[list[Any]] = [["", list(c.rule)]] if c.rule else []
    if c.own:
        blocks.append(["", [c.own]])
    else:
        blocks += [[capitalise(slot, locale), lines] for slot, lines in c.effects]
    flat = [" ".join(x.strip() for x in lines) for _, lines in blocks]
    lines = props + [f"{b[0]}: {t}" if b[0] else t for b, t in zip(blocks, flat, strict=True)]
    out: dict[str, Any] = {"id": c.id, "name": c.name, "kind": c.kind, "kind_id": c.kind_id, "copies": c.copies,
                           "provisional": c.provisional, "corner": corner, "props": props, "blocks": blocks,
                           "lines": lines}
    icon = icons.get("entities", {}).get(c.id)
    if icon:
        out["icon"] = icon
    return out


def faces(rs: Ruleset, locale: str = SOURCE) -> list[dict[str, Any]]:
    """Every entity's card face (every kind the ruleset has), in content order."""
    return [face(rs, locale, c) for c in collect(rs, locale, everything=True)]


def card_line(rs: Ruleset, locale: str, ident: str) -> str:
    """One card's text on one line (the terminal's hand), from the same face as every other surface."""
    item = rs.content.entities.get(ident) if rs.content is not None else None
    if item is None:
        return ""
    c = make_card(rule_text(rs, locale), item, None)
    return " · ".join(face(rs, locale, c)["lines"])


def slot_label(rt: RuleText, slot: str, args: dict[str, Value]) -> str:
    """An effect slot's label: `timing-<slot>` (given the card's props and tags) when the catalogs have it,
    else the slot's name."""
    timing = f"timing-{slot}"
    if rt.cat.knows(timing):
        return rt.msg(timing, args)
    return rt.name("slot", slot)


def collect(rs: Ruleset, locale: str = SOURCE, everything: bool = False, diff: bool = False) -> list[Card]:
    """The cards of a ruleset: entities with effects or printed text (all entities with `everything`)."""
    rt = rule_text(rs, locale)
    english = rule_text(rs, SOURCE) if diff else None
    out = []
    for it in (rs.content.entities.values() if rs.content is not None else ()):
        if everything or it.data.get("effects") or isinstance(it.data.get("text"), str):
            out.append(make_card(rt, it, english))
    return out


def prop_text(rt: RuleText, key: str, value: str) -> str:
    """One printed prop: "Name: value", or a phrase alone (a coded prop in words)."""
    if not key:
        return capitalise(value, rt.locale)
    return rt.msg("cards-pair", {"key": capitalise(key, rt.locale), "value": value})


def render_text(rs: Ruleset, cards: list[Card], locale: str = SOURCE, diff: bool = False,
                diffs: dict[str, Any] | None = None) -> str:
    """Plain-text listing (with `diff`, the printed text, the generated English and `diffs`' findings)."""
    rt = rule_text(rs, locale)
    msg = rt.msg
    diffs = diffs or {}
    game = msg("game-name", None, rs.name)
    out = [msg("cards-title", {"game": game, "count": len(cards)}), ""]
    for c in cards:
        out.append(msg("cards-heading", {"name": c.name, "kind": c.kind, "copies": c.copies}))
        if c.props:
            out.append("  " + " · ".join(prop_text(rt, k, v) for k, v in c.props))
        out.extend("  " + x for x in c.rule)
        if c.own:  # the locale's declared wording stands for the generated effects (as on every surface)
            out.append("  " + c.own)
        for slot, lines in ([] if c.own else c.effects):
            head = msg("cards-slot", {"slot": capitalise(slot, locale)})
            if len(lines) == 1:
                out.append(f"  {head} {lines[0]}")
            else:
                out.append(f"  {head}")
                out.extend("    " + x for x in lines)
        if diff and c.printed is not None:
            out.append(f"  [{msg('cards-printed')}]   {c.printed}")
            out.append(f"  [{msg('cards-generated')}] {' '.join(c.english) or msg('cards-no-effect')}")
            d = diffs.get(c.id)
            if d is not None:
                out.extend(f"  ≠ only printed: {x}" for x in d.only_printed)
                out.extend(f"  ≠ only generated: {x}" for x in d.only_generated)
        out.append("")
    if diff:
        n = sum(1 for d in diffs.values() if d.differs)
        out.append(f"{n} of {len(diffs)} cards with a printed text differ from the generated text in substance "
                   "(counter quantities, numbers)")
    return "\n".join(out).rstrip("\n") + "\n"



def render_json(cards: list[Card], locale: str = SOURCE, diff: bool = False,
                diffs: dict[str, Any] | None = None) -> str:
    """JSON listing: one object per card (with `--diff`, what only the printed / generated text says)."""
    rows = []
    for c in cards:
        row: dict[str, Any] = asdict(c)
        row["props"] = [{"name": k, "value": v} for k, v in c.props]
        row["effects"] = [{"slot": s, "text": lines} for s, lines in c.effects]
        if not diff:
            row.pop("english")
        elif diffs is not None and c.id in diffs:
            row["only_printed"] = diffs[c.id].only_printed
            row["only_generated"] = diffs[c.id].only_generated
        rows.append(row)
    return json.dumps({"locale": locale, "cards": rows}, ensure_ascii=False, indent=2) + "\n"


def render(rs: Ruleset, locale: str = SOURCE, fmt: str = "text", diff: bool = False,
           everything: bool = False, diffs: dict[str, Any] | None = None) -> str:
    """The listing as text or JSON (`rulesdsl.text.gallery` writes HTML; `rulesdsl.text.diff` finds `diffs`)."""
    cards = collect(rs, locale, everything, diff)
    if fmt == "json":
        return render_json(cards, locale, diff, diffs)
    return render_text(rs, cards, locale, diff, diffs)


__all__ = ["Card", "collect", "face", "faces", "card_line", "render", "render_text", "render_json", "effect_lines",
           "message_id"]

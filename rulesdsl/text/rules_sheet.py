"""The rules sheet (`rulesdsl rules`): a ruleset's rules laid out like a rulebook — overview and goal, components
with counts, setup as a per-player summary, the round and turn structure, each action with its condition, the end
and scoring as a table — in text or printable HTML.

Each part is the designer's prose where the catalog declares it (`sheet-<part>`, `sheet-action-<id>`,
`sheet-macro-<id>`, `sheet-section-<id>`), given what the rules generate as Fluent arguments; generated rulebook
phrasing otherwise. A ruleset that declares no prose gets every macro in words, as the steps the flow uses."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError
from rulesdsl.i18n.catalog import SOURCE, NameRef, Value
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.cards import effect_lines
from rulesdsl.text.render import RuleText, capitalise
from rulesdsl.text.roles import LETTERS, letter_ref
from rulesdsl.text.sheet_facts import facts, score_sections

__all__ = ["Entry", "Part", "Sheet", "build_sheet", "rules_sheet", "rules_sheet_html"]

WIDTH = 100  # the text sheet's line width


@dataclass
class Entry:
    """One item of a part: a heading (an action, a step, a section) and its text; `lines` are generated rule
    lines (indented steps), `text` is prose."""

    head: str
    text: str = ""
    lines: list[str] = field(default_factory=list)


@dataclass
class Part:
    """One part of the sheet: a title, paragraphs, entries, and for the scoring part a two-column table."""

    id: str
    title: str
    paragraphs: list[str] = field(default_factory=list)
    entries: list[Entry] = field(default_factory=list)
    table: list[tuple[str, str]] = field(default_factory=list)
    table_head: tuple[str, str] = ("", "")
    after: list[str] = field(default_factory=list)  # paragraphs after the table


@dataclass
class Sheet:
    """A whole rules sheet in one locale."""

    title: str
    locale: str
    parts: list[Part] = field(default_factory=list)


def _prose(rt: RuleText, mid: str, args: dict[str, Value] | None = None) -> str | None:
    """The designer's prose for `mid`, or None when the catalog (or its English fallback) has none."""
    return capitalise(rt.msg(mid, args), rt.locale) if rt.cat.knows(mid) else None


def _declared(rt: RuleText, prefix: str) -> list[str]:
    """The ids the catalog writes prose for under `prefix` (`sheet-macro-`), in the order the English catalog
    declares them (the designer's order)."""
    cat = rt.cat.english if rt.cat.english is not None else rt.cat
    found = [e for mid, e in cat.entries.items() if mid.startswith(prefix)]
    return [e.id[len(prefix):] for e in sorted(found, key=lambda e: (e.path, e.line))]


def _condition(rt: RuleText, text: str) -> str:
    try:
        tree = parse_cached(text, "expr")
    except ParseError:
        return ""
    return rt.expr(tree) if isinstance(tree, A.Node) and not isinstance(tree, A.Effect) else ""


def _name(rt: RuleText, family: str, ident: str) -> str:
    return capitalise(rt.cat.name(message_id(family, ident), pretty(ident)), rt.locale)


def _params(rs: Ruleset, mid: str) -> list[str]:
    mac = rs.content.macros.get(mid) if rs.content is not None else None
    return [str(p) for p in (mac.data.get("params") or [])] if mac is not None else []


def _param_refs(params: list[str]) -> dict[str, NameRef]:
    """A macro's parameters labelled X, Y, Z … (the steps are told for whatever they are given)."""
    first = LETTERS.index("X")
    return {p: letter_ref(first + i) for i, p in enumerate(params)}


def _macro_lines(rt: RuleText, rs: Ruleset, mid: str) -> list[str]:
    """A macro's body in words, its parameters read as their letters."""
    mac = rs.content.macros.get(mid) if rs.content is not None else None
    if mac is None:
        return []
    params = _params(rs, mid)
    saved = dict(rt.roles)
    rt.roles.update(_param_refs(params))
    try:
        return effect_lines(rt, str(mac.data.get("body", "")), frozenset(params))
    finally:
        rt.roles = saved


def _macro_head(rt: RuleText, rs: Ruleset, mid: str) -> str:
    """A step's name, with the letters of what it is given (`Knock out (given X)`)."""
    params = _params(rs, mid)
    head = _name(rt, "macro", mid)
    if not params:
        return head
    letters = rt.join([ref.default for ref in _param_refs(params).values()])
    return rt.msg("sheet-given", {"name": head, "params": letters})


def _overview(rt: RuleText, rs: Ruleset, declared: bool) -> Part:
    lo, hi = rs.min_players, rs.max_players
    part = Part("overview", rt.msg("sheet-title-overview"))
    players: dict[str, Value] = {"min": lo, "max": hi, "same": "yes" if lo == hi else "no"}
    part.paragraphs.append(_prose(rt, "sheet-overview", players) or capitalise(rt.msg("sheet-players", players),
                                                                              rt.locale))
    score = rt.cat.name(message_id("counter", rs.score), pretty(rs.score), None, 2)
    lowest = rs.score_sign < 0
    goal = _prose(rt, "sheet-goal", {"score": score}) if declared else None
    outcome = rs.outcome_kind if rs.outcome_kind in ("teams", "cooperative") else "scores"
    generated = rt.msg("sheet-goal-most", {"score": score, "lowest": "yes" if lowest else "no", "outcome": outcome})
    part.paragraphs.append(goal or capitalise(generated, rt.locale))
    return part


def _components(rt: RuleText, rs: Ruleset, locale: str) -> tuple[Part, Part]:
    f = facts(rs, locale)
    comps = Part("components", rt.msg("sheet-title-components"))
    listed = rt.join(list(f.components)) if f.components else ""
    comps.paragraphs.append(_prose(rt, "sheet-components", {"list": listed})
                            or capitalise(rt.msg("sheet-components-generated", {"list": listed}), rt.locale))
    setup = Part("setup", rt.msg("sheet-title-setup"))
    each = capitalise(rt.msg("sheet-each-starts", {"items": f.start_each}), rt.locale) if f.start_each else ""
    declared = _prose(rt, "sheet-setup", {"each": each})
    if declared is not None:
        setup.paragraphs.append(declared)
        return comps, setup
    if each:
        setup.paragraphs.append(each)
    for i, diff in enumerate(f.start_differs):
        if diff:
            setup.paragraphs.append(capitalise(rt.msg("sheet-seat-starts", {"seat": i + 1, "items": diff}),
                                               rt.locale))
    setup_id = str(rs.content.ruleset.get("setup")) if rs.content is not None else ""
    lines = _macro_lines(rt, rs, setup_id)
    if lines:
        setup.entries.append(Entry(rt.msg("sheet-setup-steps"), lines=lines))
    return comps, setup


def _flow(rt: RuleText, rs: Ruleset) -> Part:
    part = Part("flow", rt.msg("sheet-title-flow"))
    declared = _prose(rt, "sheet-flow")
    flow_id = str(rs.content.ruleset.get("flow")) if rs.content is not None else ""
    if declared is not None:
        part.paragraphs.extend(p.strip() for p in declared.split("\n") if p.strip())
    else:
        part.entries.append(Entry(_name(rt, "macro", flow_id), lines=_macro_lines(rt, rs, flow_id)))
    return part


def _actions(rt: RuleText, rs: Ruleset) -> Part:
    part = Part("actions", rt.msg("sheet-title-actions"))
    intro = _prose(rt, "sheet-actions")
    if intro:
        part.paragraphs.append(intro)
    c = rs.content if rs.content is not None else None
    for gid, acts in (c.actions.items() if c is not None else ()):
        group = Entry(_name(rt, "actions", gid), _prose(rt, f"sheet-actions-{gid}") or "")
        part.entries.append(group)
        for it in acts.values():
            when = it.data.get("when")
            cond = _condition(rt, when) if isinstance(when, str) else ""
            does = effect_lines(rt, str(it.data.get("do", "")))
            mid = f"sheet-action-{it.id}"
            args: dict[str, Value] = {"when": cond, "does": " ".join(x.strip() for x in does)}
            prose = rt.msg(mid, args) if rt.cat.knows(mid) else None
            head = "• " + _name(rt, "action", it.id)
            if prose is not None:
                part.entries.append(Entry(head, prose))
                continue
            if cond:
                head += " — " + rt.msg("rules-sheet-only-if", {"condition": cond})
            part.entries.append(Entry(head, lines=does))
    return part


def _end(rt: RuleText, rs: Ruleset) -> Part:
    part = Part("end", rt.msg("sheet-title-end"))
    end = _prose(rt, "sheet-end")
    if end:
        part.paragraphs.append(end)
    part.table_head = (rt.msg("sheet-table-section"), rt.msg("sheet-table-how"))
    found = score_sections(rs)
    order = [x for x in _declared(rt, "sheet-section-") if x in found] + found
    for sec in dict.fromkeys(order):
        how = _prose(rt, f"sheet-section-{sec}") or "—"
        part.table.append((rt.cat.name(message_id("section", sec), pretty(sec)), how))
    ties = _prose(rt, "sheet-ties")
    given = (rs.content.ruleset.get("tiebreaks") or []) if rs.content is not None else []
    if ties is None and given:
        words = [_condition(rt, str(t.get("expr", "")) if isinstance(t, dict) else str(t)) for t in given[:4]]
        ties = capitalise(rt.msg("sheet-ties-generated", {"list": rt.join([w for w in words if w])}), rt.locale)
    if ties:
        part.after.append(ties)
    return part


def _steps(rt: RuleText, rs: Ruleset, declared: bool) -> Part | None:
    """The steps in detail: the macros the designer wrote prose for; without any prose, every macro but setup and
    flow in generated words."""
    c = rs.content if rs.content is not None else None
    if c is None:
        return None
    part = Part("steps", rt.msg("sheet-title-steps"))
    skip = {c.ruleset.get("setup"), c.ruleset.get("flow")}
    for mid in _declared(rt, "sheet-macro-"):
        prose = _prose(rt, f"sheet-macro-{mid}")
        if mid in c.macros and prose:
            part.entries.append(Entry("", prose))
    if not declared:
        for mac in c.macros.values():
            if mac.id not in skip:
                part.entries.append(Entry(_macro_head(rt, rs, mac.id), lines=_macro_lines(rt, rs, mac.id)))
    return part if part.entries else None


def build_sheet(rs: Ruleset, locale: str = SOURCE) -> Sheet:
    """The rules sheet of a ruleset in a locale, part by part."""
    shared = rule_text(rs, locale)
    rt = RuleText(shared.c, shared.const, shared.cat)  # its own renderer: it names bindings with letters
    rt.letters = True
    declared = rt.cat.knows("sheet-overview")
    game = rt.msg("game-name", None, rs.name)
    sheet = Sheet(rt.msg("sheet-title", {"game": game}), locale)
    comps, setup = _components(rt, rs, locale)
    parts = [_overview(rt, rs, declared), comps, setup, _flow(rt, rs), _actions(rt, rs), _end(rt, rs)]
    sheet.parts = [p for p in parts if p.paragraphs or p.entries or p.table]
    steps = _steps(rt, rs, declared)
    if steps is not None:
        sheet.parts.append(steps)
    return sheet


def _wrap(text: str, indent: str = "") -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  ") or [indent]


def rules_sheet(rs: Ruleset, locale: str = SOURCE) -> str:
    """The rules sheet as text, lines wrapped at 100 columns."""
    sheet = build_sheet(rs, locale)
    out = [sheet.title, "=" * min(len(sheet.title), WIDTH)]
    for part in sheet.parts:
        out += ["", part.title.upper()]
        for p in part.paragraphs:
            out += _wrap(p)
        for e in part.entries:
            if e.text:
                sep = " — " if e.head.startswith("•") else ": "
                out += _wrap(f"{e.head}{sep}{e.text}" if e.head else e.text, "  " if e.head.startswith("•") else "")
            elif len(e.lines) == 1:
                out += _wrap(f"{e.head}: {e.lines[0].strip()}", "  " if e.head.startswith("•") else "")
            else:
                out.append(("  " if e.head.startswith("•") else "") + e.head + (":" if e.lines else ""))
                for line in e.lines:
                    stripped = line.lstrip(" ")
                    out += _wrap(stripped, "    " + " " * (len(line) - len(stripped)))
        if part.table:
            width = min(24, max(len(a) for a, _ in [*part.table, part.table_head]))
            out.append(f"  {part.table_head[0]:<{width}}  {part.table_head[1]}")
            for a, b in part.table:
                wrapped = textwrap.wrap(b, WIDTH - width - 4) or [""]
                out.append(f"  {a:<{width}}  {wrapped[0]}")
                out += [f"  {'':<{width}}  {x}" for x in wrapped[1:]]
        for p in part.after:
            out += _wrap(p)
    return "\n".join(out) + "\n"


def rules_sheet_html(rs: Ruleset, locale: str = SOURCE, template: Path | None = None) -> str:
    """The rules sheet as a printable HTML page (the package's `rules.html.j2`, or a designer's template)."""
    from rulesdsl.text.gallery import environment
    sheet = build_sheet(rs, locale)
    tpl = environment(template).get_template(template.name if template is not None else "rules.html.j2")
    return tpl.render(sheet=sheet, locale=locale)

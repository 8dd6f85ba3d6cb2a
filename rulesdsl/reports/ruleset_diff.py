"""What changed between two rulesets, in the players' words: entities, actions, macros, functions, zones,
counters and options added, removed or changed, with each changed number (`VP 2 → 3`) and each changed effect
as rule text before and after. `compare` prints this first, so a comparison starts by saying what it compares.

The diff is of the loaded content (YAML values after the schema checks), not of the files: moving an entry to
another file, reformatting a formula or editing a comment changes nothing here. Effects and formulas are
compared with their whitespace collapsed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from rulesdsl.content.model import Content, Item
from rulesdsl.i18n import SOURCE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.cards import effect_lines
from rulesdsl.text.render import RuleText, capitalise

MAX_DEPTH = 12  # nesting walked inside one entry's data (content YAML is shallow)
MAX_DETAILS = 40  # changed fields listed per entry
MAX_TEXT = 160  # characters of one value shown
_IGNORED = frozenset({"source", "note", "doc", "provisional", "text"})  # bookkeeping, not rules
_FORMULA = frozenset({"body", "do", "when", "expr", "effects"})  # values written in the rules language
_SPACE = re.compile(r"\s+")
FAMILIES = ("entity", "action", "macro", "function", "zone", "counter", "global", "kind", "graph", "option")


@dataclass
class Change:
    """One entry that differs: its family, id, how (added, removed, changed), its name, and what changed."""

    family: str
    id: str
    how: str
    name: str
    details: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-able form."""
        return {"family": self.family, "id": self.id, "how": self.how, "name": self.name, "details": self.details}


def _squash(v: Any) -> Any:
    return _SPACE.sub(" ", v).strip() if isinstance(v, str) else v


def _leaves(old: Any, new: Any, path: tuple[str, ...], depth: int = 0) -> Iterator[tuple[tuple[str, ...], Any, Any]]:
    """The (path, old, new) of every differing leaf below two values (None where a side has none)."""
    if (isinstance(old, dict) or isinstance(new, dict)) and (old is None or isinstance(old, dict)) \
            and (new is None or isinstance(new, dict)) and depth < MAX_DEPTH:
        old, new = old or {}, new or {}  # a mapping added or removed: its leaves one by one
        for k in list(old) + [k for k in new if k not in old]:
            if not path and str(k) in _IGNORED:
                continue
            yield from _leaves(old.get(k), new.get(k), (*path, str(k)), depth + 1)
    elif _squash(old) != _squash(new):
        yield path, old, new


def _short(v: Any) -> str:
    text = _squash(v) if isinstance(v, str) else repr(v) if not isinstance(v, (int, float)) else str(v)
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT - 1] + "…"


class _Describer:
    """Words for the changed fields of one ruleset pair (names from the changed side's catalogs)."""

    def __init__(self, old: RuleText, new: RuleText) -> None:
        self.old, self.new = old, new

    def _rules(self, rt: RuleText, text: Any) -> str:
        if not isinstance(text, str):
            return "—" if text is None else _short(text)
        return _short(" ".join(x.strip() for x in effect_lines(rt, text)))

    def field(self, family: str, path: tuple[str, ...], old: Any, new: Any) -> str:
        """One changed leaf as `Label: old → new` (effects as rule text)."""
        head, tail = path[0], path[1:]
        rt = self.new
        if head in ("props", "tags") and tail:
            label = capitalise(rt.name("prop", tail[0]), rt.locale)
        elif head == "effects" and tail:
            label = capitalise(rt.name("slot", tail[0]), rt.locale)
        else:
            label = ".".join(path)
        if head == "effects" or (family in ("action", "macro") and head in ("do", "body")):
            if old is None:
                return f"{label}: added: {self._rules(self.new, new)}"
            if new is None:
                return f"{label}: removed (was: {self._rules(self.old, old)})"
            return f"{label}: was: {self._rules(self.old, old)} | now: {self._rules(self.new, new)}"
        if old is None:
            return f"{label}: added {_short(new)}"
        if new is None:
            return f"{label}: removed (was {_short(old)})"
        return f"{label}: {_short(old)} → {_short(new)}"


def _families(c: Content) -> dict[str, dict[str, Item]]:
    actions = {aid: it for group in c.actions.values() for aid, it in group.items()}
    return {"entity": c.entities, "action": actions, "macro": c.macros, "function": c.functions,
            "zone": c.zones, "counter": c.counters, "global": c.global_counters, "kind": c.kinds,
            "graph": c.graphs}


def _name(rt: RuleText, family: str, ident: str) -> str:
    fam = {"global": "counter", "function": "macro"}.get(family, family)
    return capitalise(rt.name(fam, ident), rt.locale)


def _options(rs: Ruleset) -> dict[str, Any]:
    return {k: {"values": [str(x) for x in v.get("values", [])], "default": v.get("default")}
            for k, v in rs.options.items()}


def diff_rulesets(base: Ruleset, changed: Ruleset, locale: str = SOURCE) -> list[Change]:
    """Every entry added, removed or changed from `base` to `changed`, entities first."""
    if base.content is None or changed.content is None:
        return []
    rt_old, rt_new = rule_text(base, locale), rule_text(changed, locale)
    words = _Describer(rt_old, rt_new)
    old_f, new_f = _families(base.content), _families(changed.content)
    out: list[Change] = []
    for family in FAMILIES:
        if family == "option":
            a, b = _options(base), _options(changed)
        else:
            a = {k: it.data for k, it in old_f[family].items()}
            b = {k: it.data for k, it in new_f[family].items()}
        for ident in list(a) + [k for k in b if k not in a]:
            if ident not in b:
                out.append(Change(family, ident, "removed", _name(rt_old, family, ident)))
                continue
            if ident not in a:
                ch = Change(family, ident, "added", _name(rt_new, family, ident))
                ch.details = [words.field(family, p, None, v) for p, _, v in _leaves({}, b[ident], ())
                              if p[0] in _FORMULA or p[0] in ("props", "copies")][:MAX_DETAILS]
                out.append(ch)
                continue
            details = [words.field(family, p, o, n) for p, o, n in _leaves(a[ident], b[ident], ())]
            if details:
                out.append(Change(family, ident, "changed", _name(rt_new, family, ident), details[:MAX_DETAILS]))
    return out


_FAMILY_TITLE = {"entity": "entity", "action": "action", "macro": "macro", "function": "function", "zone": "zone",
                 "counter": "counter", "global": "global counter", "kind": "kind", "graph": "graph",
                 "option": "option"}


def render_changes(changes: list[Change], limit: int = 12) -> list[str]:
    """Terminal lines: one per changed entry (the first `limit`), its details indented below it."""
    if not changes:
        return ["what changed: nothing in the rules (the two rulesets load to the same content)"]
    lines = [f"what changed ({len(changes)} entr{'y' if len(changes) == 1 else 'ies'}):"]
    for ch in changes[:limit]:
        lines.append(f"  {ch.how} {_FAMILY_TITLE[ch.family]} {ch.name} ({ch.id})")
        lines += [f"      {d}" for d in ch.details[:6]]
        if len(ch.details) > 6:
            lines.append(f"      … and {len(ch.details) - 6} more")
    if len(changes) > limit:
        lines.append(f"  … and {len(changes) - limit} more (all of them in compare.md)")
    return lines


def changed_figures(changes: list[Change]) -> tuple[set[str], set[str]]:
    """The entity ids and action ids the change touches directly (their report rows are shown first)."""
    ents = {c.id for c in changes if c.family == "entity"}
    acts = {c.id for c in changes if c.family == "action"}
    return ents, acts

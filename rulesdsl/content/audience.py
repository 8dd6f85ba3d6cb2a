"""Who each counter, zone and prop is shown to (`shown: all | owner | none`), and the check that warns about
counters the rules change whose audience nobody declared (W050): a bookkeeping counter left undeclared would
fill every log and player's screen."""

from __future__ import annotations

import re
from typing import Any

from rulesdsl.content.model import Content, Item
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.limits import MAX_DEPTH

register_codes({
    "W050": ("counter audience undeclared",
             "A counter the rules change during play has no `shown:` (all, owner or none). Declare `shown: none` "
             "for bookkeeping (flags, scratch totals, copies of other state) so that it stays out of the log, the "
             "players' screens and card text, or `shown: all` for what players track at the table."),
})

AUDIENCES = ("all", "owner", "none")
# Verbs that change the counter named as their first argument.
_CHANGE = re.compile(r"\b(?:gain|lose|pay|set|add|take|spend)\s*\(\s*(\w+)")


def _strings(value: Any, depth: int = 0) -> list[str]:
    """Every string inside a YAML value (bounded depth)."""
    if depth > MAX_DEPTH:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v, depth + 1)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v, depth + 1)]
    return []


def changed_counters(c: Content) -> set[str]:
    """Counters some rule text changes with a counter verb (`gain(x, …)`, `set(x, …)` …): a static reading,
    so a counter changed only through a macro parameter is not seen."""
    items: list[Item] = [*c.macros.values(), *c.functions.values(), *c.entities.values()]
    for group in c.actions.values():
        items.extend(group.values())
    out: set[str] = set()
    for it in items:
        for text in _strings(it.data):
            out.update(m.group(1) for m in _CHANGE.finditer(text))
    return out


def check_audience(c: Content) -> list[Diagnostic]:
    """W050 for each counter the rules change whose `shown:` is not declared."""
    changed = changed_counters(c)
    out = []
    for it in [*c.counters.values(), *c.global_counters.values()]:
        if it.id in changed and "shown" not in it.data:
            line, col = it.origin.pos("id")
            out.append(Diagnostic(it.origin.file.path, line, col, "warning", "W050",
                                  f"counter '{it.id}' changes during play but declares no audience",
                                  "add `shown: all` (players follow it) or `shown: none` (bookkeeping)"))
    return out

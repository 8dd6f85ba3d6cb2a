"""Names for the simulation report: entities, zones, actions, sections, effects and graph edges as players read
them (from the catalogs), and the sections in the order the rules score them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError
from rulesdsl.i18n import SOURCE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.render import RuleText, capitalise

MAX_MACROS = 10_000  # bound on the macro walk (a ruleset has a few hundred)


def _walk(node: Any) -> Iterator[A.Node]:
    """The AST nodes below `node`, in source order (depth first)."""
    stack: list[Any] = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, tuple):
            stack.extend(reversed(n))
        elif isinstance(n, A.Node):
            yield n
            stack.extend(reversed([getattr(n, f) for f in n.__dataclass_fields__ if f != "span"]))


def section_order(rs: Ruleset) -> list[str]:
    """Section ids in the order the game scores them: `section("…")` calls met walking the flow macro depth first."""
    c = rs.content
    if c is None:
        return []
    order: dict[str, None] = {}
    seen: set[str] = set()
    todo = [str(c.ruleset.get("flow") or "")]
    steps = 0
    while todo and steps < MAX_MACROS:
        steps += 1
        name = todo.pop()
        mac = c.macros.get(name)
        if name in seen or mac is None:
            continue
        seen.add(name)
        try:
            tree = parse_cached(str(mac.data.get("body", "")), "effect")
        except ParseError:
            continue
        calls: list[str] = []
        for n in _walk(tree):
            if isinstance(n, A.Call) and n.name == "section" and n.args and isinstance(n.args[0], A.Str):
                order.setdefault(n.args[0].value, None)
            elif isinstance(n, (A.Call, A.CallExpr)) and n.name in c.macros and n.name not in seen:
                calls.append(n.name)
        todo.extend(reversed(calls))  # depth first in source order: the first call is walked next
    return list(order)


@dataclass
class Names:
    """How the report names the ids it counts (a locale's catalogs; raw ids without a ruleset)."""

    rt: RuleText | None = None

    def _name(self, family: str, ident: str) -> str:
        if self.rt is None:
            return ident
        return capitalise(self.rt.name(family, ident), self.rt.locale)

    def entity(self, ident: str) -> str:
        """An entity's name."""
        return self._name("entity", ident)

    def zone(self, ident: str) -> str:
        """A zone's name."""
        return self._name("zone", ident)

    def action(self, ident: str) -> str:
        """An action's name."""
        return self._name("action", ident)

    def section(self, ident: str) -> str:
        """A scoring section's title (`(setup)` and `total` as they are)."""
        if ident in ("(setup)", "total"):
            return ident
        return self._name("section", ident)

    def effect(self, key: str) -> str:
        """`entity.slot` → `Entity name (slot name)`."""
        ent, _, slot = key.partition(".")
        return f"{self.entity(ent)} ({self.rt.name('slot', slot) if self.rt else slot})"

    def edge(self, key: str) -> str:
        """`graph: a > b` → `Zone a → Zone b`."""
        _, _, rest = key.partition(": ")
        a, _, b = rest.partition(" > ")
        return f"{self.zone(a)} → {self.zone(b)}"


def names_for(rs: Ruleset | None, locale: str = SOURCE) -> Names:
    """The report's names for a ruleset (ids when there is no ruleset or no compiler)."""
    if rs is None or rs.content is None:
        return Names()
    return Names(rule_text(rs, locale))

"""What a rules sheet states as generated facts: the components with their counts, what each player starts with,
and the score sections in the order the rules first name them — read from the content and from a game set up."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError
from rulesdsl.errors import RulesError
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import SOURCE
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text import rule_text

__all__ = ["Facts", "facts", "score_sections"]

MAX_LIST = 14  # items named in one generated sentence before "and N more"


@dataclass(frozen=True)
class Facts:
    """Generated facts of a ruleset in one locale: players, components, each player's start, sections."""

    players: tuple[int, int]
    components: tuple[str, ...]
    start_each: str
    start_differs: tuple[str, ...]


def _game(rs: Ruleset, players: int) -> Game | None:
    """A game of `players` set up to its first decision (None when the ruleset cannot start one here)."""
    try:
        return Game.new(rs, players, 1, ask_forced=True)
    except RulesError:
        return None


def _amount(rs: Ruleset, locale: str, n: int, family: str, ident: str) -> str:
    """`3 coins` for a counter; `Card ×33` for pieces of a kind (kind names are not declined by count)."""
    cat = catalog_of(rs, locale)
    what = cat.name(message_id(family, ident), pretty(ident), None, n)
    return cat.format("sheet-amount" if family == "counter" else "sheet-pieces", {"n": n, "what": what})


def _listed(rs: Ruleset, locale: str, items: list[str]) -> str:
    rt = rule_text(rs, locale)
    if len(items) > MAX_LIST:
        items = [*items[:MAX_LIST], rt.msg("sheet-more", {"n": len(items) - MAX_LIST})]
    return rt.join(items)


def _components(rs: Ruleset, g: Game, locale: str) -> tuple[str, ...]:
    """Each kind with how many pieces a game at the most players uses, in declaration order."""
    counts: dict[str, int] = {k: len(v) for k, v in g.state["obj_kinds"].items() if v}
    order = list(rs.content.kinds) if rs.content is not None else sorted(counts)
    return tuple(_amount(rs, locale, counts[k], "kind", k) for k in order if k in counts)


def _start_of(rs: Ruleset, g: Game, p: int, locale: str) -> list[str]:
    """What player `p` holds when play starts: counters above 0 (those shown to players), then pieces by zone."""
    c = rs.content if rs.content is not None else None
    out: list[str] = []
    for cid, v in g.state["counters"][p].items():
        item = c.counters.get(cid) if c is not None else None
        if isinstance(v, int) and v > 0 and (item is None or item.data.get("shown") != "none"):
            out.append(_amount(rs, locale, v, "counter", cid))
    by_zone: dict[str, Counter[str]] = {}
    for i, owner in enumerate(g.state["obj_owner"]):
        if owner != p:
            continue
        ent = rs.entities.get(g.state["obj_entity"][i])
        if ent is not None:
            by_zone.setdefault(str(g.state["obj_zone"][i]), Counter())[ent.kind] += 1
    cat = catalog_of(rs, locale)
    for zone, kinds in by_zone.items():
        what = rule_text(rs, locale).join([_amount(rs, locale, n, "kind", k) for k, n in kinds.items()])
        out.append(cat.format("sheet-in-zone", {"zone": cat.name(message_id("zone", zone), pretty(zone)),
                                                "what": what}))
    return out


def facts(rs: Ruleset, locale: str = SOURCE) -> Facts:
    """The generated facts of a ruleset (components at the most players; each player's start at the fewest
    players of 2 or more, as a per-player summary with the differences named)."""
    lo, hi = rs.min_players, rs.max_players
    full = _game(rs, hi)
    comps = _components(rs, full, locale) if full is not None else ()
    g = _game(rs, min(hi, max(lo, 2)))
    if g is None:
        return Facts((lo, hi), comps, "", ())
    per = [_start_of(rs, g, p, locale) for p in range(int(g.state["players"]))]
    common = [x for x in per[0] if all(x in other for other in per[1:])]
    extra = [[x for x in mine if x not in common] for mine in per]
    differs = tuple(_listed(rs, locale, more) if more else "" for more in extra)
    each = _listed(rs, locale, common) if common else ""
    return Facts((lo, hi), comps, each, differs if any(differs) else ())


def _sections_in(tree: Any, out: list[str], depth: int = 0) -> None:
    if depth > 60:
        return
    if isinstance(tree, A.Call) and tree.name == "section" and tree.args and isinstance(tree.args[0], A.Str):
        if tree.args[0].value and tree.args[0].value not in out:
            out.append(tree.args[0].value)
    if isinstance(tree, tuple):
        for x in tree:
            _sections_in(x, out, depth + 1)
    elif isinstance(tree, A.Node):
        for f in tree.__dataclass_fields__:
            if f != "span":
                _sections_in(getattr(tree, f), out, depth + 1)


def score_sections(rs: Ruleset) -> list[str]:
    """The score sections (`section("…")`) in the order the macros, actions and cards first name them."""
    c = rs.content if rs.content is not None else None
    out: list[str] = []
    if c is None:
        return out
    texts = [str(m.data.get("body", "")) for m in c.macros.values()]
    texts += [str(a.data.get("do", "")) for acts in c.actions.values() for a in acts.values()]
    texts += [str(t) for e in c.entities.values() for t in (e.data.get("effects") or {}).values()]
    for text in texts:
        try:
            _sections_in(parse_cached(text, "effect"), out)
        except ParseError:
            continue
    return out


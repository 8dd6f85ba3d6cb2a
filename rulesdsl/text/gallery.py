"""The HTML card gallery: cards grouped by kind, search and filters, a locale switch, provisional badges and a
print layout at real card size, rendered from a jinja2 template a designer can override."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape

from rulesdsl.i18n import locales_of
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.cards import Card, collect, prop_text
from rulesdsl.text.render import capitalise

TEMPLATES = Path(__file__).resolve().parent / "templates"
LABELS = ("search", "kind", "all-kinds", "provisional", "provisional-hint", "only-provisional", "shown", "locale",
          "printed")


@dataclass
class Group:
    """The cards of one kind, in content order."""

    id: str
    name: str
    cards: list[dict[str, Any]] = field(default_factory=list)


def environment(template: Path | None = None) -> Environment:
    """A jinja2 environment (autoescaping HTML) that looks in the template's folder first, then the package's."""
    folders = [str(template.resolve().parent)] if template is not None else []
    return Environment(loader=FileSystemLoader([*folders, str(TEMPLATES)]),
                       autoescape=select_autoescape(["html", "j2"]), trim_blocks=False, lstrip_blocks=False)


def _card_view(rs: Ruleset, locale: str, c: Card) -> dict[str, Any]:
    rt = rule_text(rs, locale)
    return {"id": c.id, "name": c.name, "kind": c.kind, "copies": c.copies, "provisional": c.provisional,
            "props": [prop_text(rt, k, v) for k, v in c.props], "rule": c.rule,
            "effects": [(capitalise(s, locale), lines) for s, lines in c.effects], "printed": c.printed}


def groups(rs: Ruleset, locale: str, everything: bool) -> list[Group]:
    """The cards of one locale grouped by kind, kinds in declaration order."""
    out: dict[str, Group] = {}
    for c in collect(rs, locale, everything):
        g = out.setdefault(c.kind_id, Group(c.kind_id, c.kind))
        g.cards.append(_card_view(rs, locale, c))
    order = list(rs.content.kinds) if rs.content is not None else []
    return sorted(out.values(), key=lambda g: order.index(g.id) if g.id in order else len(order))


def render_gallery(rs: Ruleset, locale: str, everything: bool = False, template: Path | None = None,
                   show_printed: bool = False, all_locales: bool = True) -> str:
    """The gallery page; with `all_locales` every locale of the ruleset is in the page behind a switch."""
    rt = rule_text(rs, locale)
    codes = locales_of(rs) if all_locales else [locale]
    if locale not in codes:
        codes.append(locale)
    by_locale = {code: groups(rs, code, everything) for code in codes}
    locs = [{"code": code, "groups": gs} for code, gs in by_locale.items()]
    current = {"code": locale, "groups": by_locale[locale]}
    count = sum(len(g.cards) for g in by_locale[locale])
    game = rt.msg("game-name", None, rs.name)
    labels = {k.replace("-", "_"): rt.msg(f"gallery-{k}") for k in LABELS}
    env = environment(template)
    tpl = env.get_template(template.name if template is not None else "cards.html.j2")
    return tpl.render(title=rt.msg("cards-title", {"game": game, "count": count}), locale=locale, locales=locs,
                      current=current, labels=labels, show_printed=show_printed)

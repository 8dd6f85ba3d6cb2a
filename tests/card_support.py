"""A ruleset's card effects in generated words, whatever a catalog declares in their place (`text-<entity>`)."""

from __future__ import annotations

from pathlib import Path

from rulesdsl import load_ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.cards import effect_lines


def generated(path: Path, locale: str = "en") -> str:
    """Every card effect of the ruleset at `path`, one generated line each."""
    rs = load_ruleset(path)
    rt = rule_text(rs, locale)
    assert rs.content is not None
    return "\n".join(line for it in rs.content.entities.values()
                     for text in (it.data.get("effects") or {}).values() for line in effect_lines(rt, str(text)))

"""The text stages: what a person reads, made from the rules and the game in a locale's words — the game log told
by actor and cause (`narrate`), decisions and options in words (`decisions`, `labels`), rule text from the effects
(`render`), card faces and the gallery (`cards`, `gallery`), the rules sheet (`rules_sheet`), and the checks of a
ruleset's catalogs against what is rendered (`check`, `diff`)."""

from __future__ import annotations

from pathlib import Path

from rulesdsl.content.model import Content
from rulesdsl.i18n import SOURCE, catalog_of
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.render import RuleText

__all__ = ["RuleText", "rule_text"]


def rule_text(rs: Ruleset, locale: str = SOURCE) -> RuleText:
    """A rule-text renderer for a compiled ruleset (memoised; reads the content it was compiled from)."""
    memo: dict[str, RuleText] = rs.__dict__.setdefault("_i18n_text", {})
    got = memo.get(locale)
    if got is None:
        content = rs.content if rs.content is not None else Content(Path(rs.root))
        got = memo[locale] = RuleText(content, rs.constants, catalog_of(rs, locale))
    return got

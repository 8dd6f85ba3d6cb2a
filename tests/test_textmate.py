"""The TextMate grammar of effect text cannot drift from the Lark grammar or the verb registry."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulesdsl.dsl.verbs import REGISTRY
from rulesdsl.lsp.docs import KEYWORDS
from rulesdsl.lsp.textmate import grammar_text, keyword_pattern_words, lark_keywords

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "editors" / "vscode" / "syntaxes" / "rulesdsl-effects.tmLanguage.json"


def test_committed_grammar_is_generated() -> None:
    """The committed grammar is what tools/gen_docs.py writes today (a new verb or keyword needs a re-run)."""
    assert COMMITTED.read_text(encoding="utf-8") == grammar_text(), "run python tools/gen_docs.py"


def test_every_lark_keyword_is_highlighted_and_explained() -> None:
    """Each keyword of effects.lark is in the grammar's keyword patterns and has a hover note."""
    keywords = lark_keywords()
    assert {"if", "choose", "pick", "repeat", "while", "limit", "optional", "when", "and", "true"} <= keywords
    assert keyword_pattern_words(COMMITTED.read_text(encoding="utf-8")) >= keywords
    assert set(KEYWORDS) == keywords


def test_every_verb_is_highlighted() -> None:
    """Each verb and query function of the registry is named in a support.function pattern."""
    data = json.loads(COMMITTED.read_text(encoding="utf-8"))
    text = " ".join(p["match"] for p in data["repository"]["block"]["patterns"]
                    if p.get("name", "").startswith("support.function"))
    for name in REGISTRY:
        assert re.search(rf"[(|]{name}[|)]", text), name


def _patterns(node: object) -> list[str]:
    out: list[str] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("match", "begin", "end") and isinstance(value, str):
                out.append(value)
            else:
                out.extend(_patterns(value))
    elif isinstance(node, list):
        for value in node:
            out.extend(_patterns(value))
    return out


@pytest.mark.parametrize("pattern", _patterns(json.loads(grammar_text())))
def test_patterns_compile(pattern: str) -> None:
    """Every regex compiles (end patterns' back-references to the begin match aside)."""
    if "\\1" not in pattern:
        re.compile(pattern)


def test_patterns_find_dsl_in_yaml() -> None:
    """The begin patterns find effect text in the shapes rules files use."""
    repo = json.loads(grammar_text())["repository"]
    assert re.match(repo["block"]["begin"], "    body: |")
    assert re.search(repo["inline-double"]["begin"], '  - {id: a, when: "wood > 0", do: "gain(vp)"}')
    assert re.search(repo["inline-plain"]["begin"], "    do: gain(vp, 1)")
    assert re.search(repo["effects-map"]["begin"], '    effects: {play: "gain(mp, 2)"}')
    assert not re.search(repo["inline-double"]["begin"], '    doc: "a note (with brackets)"')
    keyword = next(p for p in repo["block"]["patterns"] if p.get("name") == "keyword.control.rulesdsl")
    assert [m.group(0) for m in re.finditer(keyword["match"], "choose optional { when x: a() } elsewhere")] == \
        ["choose", "optional", "when"]

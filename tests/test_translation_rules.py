"""The per-language review rules of docs/localisation.md, checked on every shipped catalog: key terms, one register,
the same meaning as English. A new message that breaks a rule fails here with its file and line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = [ROOT / "rulesdsl" / "i18n" / "locales", *(p for p in (ROOT / "rules").rglob("locales") if p.is_dir())]

# (locale, pattern, why) — patterns are searched in message text (comments and ids left out)
RULES = [
    ("tr", r"ejderha sine", "dragonfly is 'yusufçuk'"),
    ("tr", r"\bEP\b|\bVP\b", "victory points are 'ZP' (zafer puanı)"),
    ("tr", r"(?<![\w'])(kazan|kaybet|öde|seç|al|koy|taşı|çek|ver|yap|topla|oyna|ilerlet|kullan|çıkar)$",
     "one register: the polite imperative (-in/-ın: 'kazanın'), not the informal one"),
    ("uk", r"\bдерев[оаі]?\b|\bдерев\b", "wood (the resource) is 'деревина', never trees"),
    ("uk", r"\bпросунута\b", "advanced deck is 'для досвідчених'"),
    ("uk", r"більше за|менше за", "no gender agreement with an unknown subject: 'становить більше ніж'"),
    ("tr", r"toplam 1 adım|\[one\][^\n]*toplam", "1 step, not 'in total'"),
    ("uk", r"загалом на 1 крок|\[one\][^\n]*загалом", "1 step, not 'in total'"),
    ("pl", r"łącznie o 1 krok|\[one\][^\n]*łącznie", "1 step, not 'in total'"),
]


def _texts(locale: str) -> list[tuple[str, int, str]]:
    """Every message line of a locale's shipped catalogs: (file, line number, text after the id)."""
    out = []
    for base in CATALOGS:
        for f in sorted((base / locale).rglob("*.ftl")) if (base / locale).is_dir() else []:
            for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
                if line.startswith("#") or not line.strip():
                    continue
                m = re.match(r"^(-?[a-zA-Z][\w-]*)\s*=\s?(.*)$", line)
                if m and m.group(1).startswith("section-"):
                    continue  # section titles are names, not instructions
                text = m.group(2) if m else line
                text = re.sub(r"\{[^{}]*\}", " ", text).strip()  # placeables are not words
                if line.lstrip().startswith(("[", "*[")):
                    text = re.sub(r"^\*?\[[^\]]*\]\s*", "", line.strip())
                out.append((str(f.relative_to(ROOT)), n, text))
    return out


@pytest.mark.parametrize(("locale", "pattern", "why"), RULES)
def test_review_rule(locale: str, pattern: str, why: str) -> None:
    rx = re.compile(pattern)
    bad = [f"{f}:{n}: {t}" for f, n, t in _texts(locale) if rx.search(t)]
    assert not bad, f"{why}:\n" + "\n".join(bad[:20])

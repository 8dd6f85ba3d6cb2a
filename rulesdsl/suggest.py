"""The "did you mean" hint shared by every stage that reports an unknown name."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

# Names this short match many unrelated words at difflib's 0.6 ratio ("chips" and "this"): for them a
# candidate must also be one typo away (one edit or one swap of neighbours) or share the first letter.
_SHORT = 5


def _one_typo(a: str, b: str) -> bool:
    """Whether `b` is `a` with one insertion, deletion, substitution or swap of neighbouring letters."""
    if a == b or abs(len(a) - len(b)) > 1:
        return a == b
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        if len(diff) == 1:
            return True
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def suggest(name: str, candidates: Iterable[object]) -> str:
    """A "did you mean" hint naming the closest candidate, or an empty string."""
    # Candidates may be any declared value (tag values can be integers): compare their text.
    text = str(name)
    for best in difflib.get_close_matches(text, [str(c) for c in candidates], n=5, cutoff=0.6):
        if len(text) > _SHORT or _one_typo(text, best) or best[:1] == text[:1]:
            return f"did you mean '{best}'?"
    return ""

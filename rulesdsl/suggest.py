"""The "did you mean" hint shared by every stage that reports an unknown name."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def suggest(name: str, candidates: Iterable[object]) -> str:
    """A "did you mean" hint naming the closest candidate, or an empty string."""
    # Candidates may be any declared value (tag values can be integers): compare their text.
    best = difflib.get_close_matches(str(name), [str(c) for c in candidates], n=1, cutoff=0.6)
    return f"did you mean '{best[0]}'?" if best else ""

"""The "did you mean" hint: close names are suggested, unrelated short words are not."""

from __future__ import annotations

import pytest

from rulesdsl.suggest import suggest

CASES = [
    ("chips", ["this", "vp"], ""),               # shares 'hi_s' only: no hint (the tutorial's first check)
    ("pot", ["pit"], "did you mean 'pit'?"),     # one substitution
    ("hnad", ["hand"], "did you mean 'hand'?"),  # neighbours swapped
    ("wod", ["wood"], "did you mean 'wood'?"),   # one letter missing
    ("chip", ["this", "chips"], "did you mean 'chips'?"),
    ("suplly_track", ["supply_track"], "did you mean 'supply_track'?"),  # long names keep difflib's ratio
    ("zzz", ["hand"], ""),
    (3, [1, 2, 3], "did you mean '3'?"),         # tag values may be integers
]


@pytest.mark.parametrize(("name", "candidates", "hint"), CASES)
def test_suggest(name: object, candidates: list[object], hint: str) -> None:
    assert suggest(str(name), candidates) == hint

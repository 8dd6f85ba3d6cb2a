"""A guard on catalog text before the Fluent parser sees it: the nesting of placeables and calls is bounded
(the parser recurses once per level, L023). Control characters are replaced by `parse_ftl` with
`diagnostics.scrub_controls`."""

from __future__ import annotations

from rulesdsl import limits as L
from rulesdsl.diagnostics import register_codes

register_codes({
    "L023": ("catalog placeables nested too deeply", f"Placeables (`{{ … }}`) and function calls in a catalog "
                                                     f"message nest at most {L.MAX_FTL_NESTING} levels deep."),
})


def too_deep(text: str) -> int | None:
    """The offset where placeables and calls first nest beyond MAX_FTL_NESTING, else None. Counts `{` and,
    inside placeables, `(`; string literals inside placeables are skipped."""
    depth = 0
    in_string = False
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if in_string:
            if ch == "\\":
                i += 1
            elif ch == '"' or ch == "\n":
                in_string = False
        elif ch == "{" or (ch == "(" and depth > 0):
            depth += 1
            if depth > L.MAX_FTL_NESTING:
                return i
        elif (ch == "}" or ch == ")") and depth > 0:
            depth -= 1
        elif ch == '"' and depth > 0:
            in_string = True
        i += 1
    return None

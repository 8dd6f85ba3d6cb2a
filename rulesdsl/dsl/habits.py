"""Hints for syntax errors that come from habits of other languages (`x = 1`, `x += 1`, `order[i]`, `x++`):
they name the effect language's own form instead of listing the tokens the parser expected."""

from __future__ import annotations

import re

_NAME_BEFORE = re.compile(r"([a-z_][a-z0-9_]*)\s*$")


def habit_hint(text: str, line: int, col: int, got: str) -> str | None:
    """A hint naming the DSL form for a mistake at (line, col) whose unexpected token is `got`, else None."""
    lines = text.splitlines() or [""]
    src = lines[line - 1] if 0 < line <= len(lines) else ""
    before, after = src[:max(col - 1, 0)], src[max(col - 1, 0):]
    m = _NAME_BEFORE.search(before)
    name = m.group(1) if m else "x"
    rest = after[len(got):].lstrip()
    if got in ("+", "-") and rest.startswith("="):
        verb = "gain" if got == "+" else "lose"
        value = rest[1:].strip() or "1"
        return f"counters change with verbs: {verb}({name}, {value}) (there is no {got}=)"
    if got in ("+", "-") and rest.startswith(got):
        return f"counters change with verbs: {'gain' if got == '+' else 'lose'}({name}, 1) (there is no {got}{got})"
    if got == "=" and not rest.startswith("="):
        value = re.split(r"[{};:]", rest, maxsplit=1)[0].strip() or "1"
        if re.search(r"\b(if|elif|while|when|and|or|not)\b", before) or "(" in before:
            return f"== compares: {name} == {value}" if m else "== compares two values; = alone is not an operator"
        return (f"set({name}, {value}) sets a counter; let {name} = {value} names a value for the lines below; "
                "== compares")
    if got == "[" and m is not None and not before.rstrip().endswith(("(", ",", "[")):
        index = rest.split("]", 1)[0].strip() or "i"
        return f"at({name}, {index}) is the item at a position (0-based); lists have no [ ]"
    return None

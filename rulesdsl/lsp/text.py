"""Positions in document text: 1-based code-point columns (diagnostics) and LSP's 0-based UTF-16 ones."""

from __future__ import annotations

import re

WORD = re.compile(r"[A-Za-z0-9_]+")
ID = re.compile(r"^[a-z_][a-z0-9_]*$")


def utf16_len(text: str) -> int:
    """Length of text in UTF-16 code units (what LSP positions count)."""
    return sum(2 if ord(ch) > 0xFFFF else 1 for ch in text)


def to_utf16(line_text: str, col0: int) -> int:
    """A 0-based code-point column of a line as a UTF-16 offset."""
    return utf16_len(line_text[:col0])


def from_utf16(line_text: str, units: int) -> int:
    """A UTF-16 offset in a line as a 0-based code-point column."""
    n = 0
    for i, ch in enumerate(line_text):
        if n >= units:
            return i
        n += 2 if ord(ch) > 0xFFFF else 1
    return len(line_text)


def line_of(lines: list[str], line0: int) -> str:
    """Line `line0` (0-based) of a document, or empty beyond its end."""
    return lines[line0] if 0 <= line0 < len(lines) else ""


def word_at(line_text: str, col0: int) -> tuple[str, int, int]:
    """The identifier-like word under (or just before) a 0-based code-point column: (word, start, end)."""
    for m in WORD.finditer(line_text):
        if m.start() <= col0 <= m.end():
            return m.group(0), m.start(), m.end()
    return "", col0, col0


def token_end(line_text: str, col0: int) -> int:
    """Where the word starting at col0 ends (at least one character after col0, within the line)."""
    m = WORD.match(line_text, col0)
    if m and m.end() > col0:
        return m.end()
    return min(col0 + 1, max(len(line_text), col0))


def code_names(text: str) -> list[tuple[str, int, bool]]:
    """Identifier tokens of effect text outside strings and comments: (name, offset, is_attribute).

    A name right after `.` is an attribute (`p.vp`), which reads a prop or counter of a value, not an id."""
    out: list[tuple[str, int, bool]] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            j = text.find('"', i + 1)
            nl = text.find("\n", i + 1)
            i = n if j < 0 else (j + 1 if nl < 0 or j < nl else nl)
            continue
        if ch == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if ch.isalpha() or ch == "_":
            m = WORD.match(text, i)
            assert m is not None
            prev = text[:i].rstrip(" \t")
            out.append((m.group(0), i, prev.endswith(".")))
            i = m.end()
            continue
        i += 1
    return out


def rel_line_col(text: str, offset: int) -> tuple[int, int]:
    """A 0-based offset in text as a 1-based (line, col) inside it."""
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col

"""Where the cursor is in a rules file, read from the text alone (it works while the YAML is broken):
typing a key, a plain value, or DSL text inside an effect or condition string."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulesdsl.lsp.index import CODE_KEYS

_KEY = re.compile(r"^(\s*)((?:-\s+)*)([A-Za-z_][A-Za-z0-9_-]*)\s*:(?=\s|$)")
_INLINE_KEY = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*:\s+")
_TYPING_KEY = re.compile(r"^(\s*)((?:-\s+)*)([A-Za-z_][A-Za-z0-9_]*)?$")


@dataclass
class Context:
    """The cursor's context: kind is "code", "value", "key" or "none"."""

    kind: str
    key: str = ""  # the YAML key whose value holds the cursor
    before: str = ""  # code: the DSL text from the value's start up to the cursor
    path: list[str] = field(default_factory=list)  # key: the keys of the enclosing mappings
    siblings: set[str] = field(default_factory=set)  # key: keys already present beside the cursor


def _key_col(line: str) -> tuple[int, str] | None:
    """(column of the key, key) of a `key:` line, list dashes skipped."""
    m = _KEY.match(line)
    if not m:
        return None
    return len(m.group(1)) + len(m.group(2)), m.group(3)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _parent_key(lines: list[str], row: int, col: int) -> str:
    """The key of the nearest line above `row` whose key column is left of `col`."""
    for r in range(row - 1, -1, -1):
        kc = _key_col(lines[r])
        if kc is not None and kc[0] < col:
            return kc[1]
        if lines[r].strip() and _indent(lines[r]) < col and kc is None and not lines[r].lstrip().startswith("-"):
            return ""
    return ""


def _code_key(lines: list[str], row: int, key: str, key_col: int, prefix: str) -> bool:
    """Whether the value of `key` (written at (row, key_col)) is DSL text."""
    if key in CODE_KEYS:
        return True
    if re.search(r"\beffects\s*:\s*\{", prefix):
        return True
    parent = _parent_key(lines, row, key_col)
    return parent == "effects" and not lines[row][:key_col].lstrip().startswith("-")


def _unquoted_tail(text: str) -> str:
    """The part of a YAML value after its opening quote or block indicator."""
    t = text.lstrip()
    if t[:1] in ('"', "'"):
        return t[1:]
    if t[:1] in ("|", ">"):
        return ""
    return t


def context_at(text: str, row: int, col: int) -> Context:
    """The context of a 0-based (row, code-point col) position of a rules file."""
    lines = text.split("\n")
    if not 0 <= row < len(lines):
        return Context("none")
    line = lines[row]
    cur = line[:col]
    if cur.lstrip().startswith("#"):
        return Context("none")
    kc = _key_col(line)
    if kc is not None and col > kc[0] + len(kc[1]):
        inline = None
        for m in _INLINE_KEY.finditer(cur, kc[0]):
            if cur[: m.start()].count('"') % 2 == 0:
                inline = m
        if inline is None:
            return Context("value", kc[1])
        key, start = inline.group(1), inline.end()
        if _code_key(lines, row, key, inline.start(), cur[: inline.start()]):
            return Context("code", key, _unquoted_tail(cur[start:]))
        return Context("value", key)
    typing = _TYPING_KEY.match(cur)
    col_here = _indent(line) + len(typing.group(2)) if typing else _indent(line)
    # A continuation line: inside a block scalar (or a multi-line string) of a key above.
    for r in range(row - 1, -1, -1):
        above = lines[r]
        if not above.strip():
            continue
        akc = _key_col(above)
        if akc is None:
            continue
        if akc[0] >= col_here:
            break
        value = above[akc[0] + len(akc[1]) + 1:].strip()
        if value[:1] in ("|", ">") or (value[:1] == '"' and value.count('"') % 2 == 1):
            if _code_key(lines, r, akc[1], akc[0], above[: akc[0]]):
                block = "\n".join(lines[r + 1 : row] + [cur])
                return Context("code", akc[1], block)
            return Context("none", akc[1])
        break
    if typing is None:
        return Context("none")
    if typing.group(2) and kc is None and _parent_key(lines, row, col_here) and typing.group(3) is not None \
            and _is_list_of_scalars(lines, row):
        return Context("value", _parent_key(lines, row, col_here))
    return Context("key", path=_key_path(lines, row, col_here), siblings=_siblings(lines, row, col_here))


def _is_list_of_scalars(lines: list[str], row: int) -> bool:
    """Whether the list item at `row` sits among items that are plain values (`- ore`)."""
    near = [ln for ln in lines[max(row - 3, 0) : row + 3] if ln.strip().startswith("- ")]
    return bool(near) and all(_key_col(ln) is None for ln in near if ln is not lines[row])


def _key_path(lines: list[str], row: int, col: int) -> list[str]:
    """The keys of the mappings enclosing a key typed at column `col` of `row`."""
    path: list[str] = []
    limit = col
    for r in range(row - 1, -1, -1):
        kc = _key_col(lines[r])
        if kc is not None and kc[0] < limit:
            path.append(kc[1])
            limit = kc[0]
            if limit == 0:
                break
    return list(reversed(path))


def _siblings(lines: list[str], row: int, col: int) -> set[str]:
    """Keys already written at the same column in the same mapping (above and below the cursor)."""
    out: set[str] = set()
    for step in (-1, 1):
        r = row + step
        while 0 <= r < len(lines):
            ln = lines[r]
            if ln.strip() and not ln.lstrip().startswith("#"):
                kc = _key_col(ln)
                ind = _indent(ln) + (len(_KEY.match(ln).group(2)) if kc else 0)  # type: ignore[union-attr]
                if ind < col or (kc and kc[0] == col and ln.lstrip().startswith("-") and step == 1):
                    break
                if kc is not None and kc[0] == col:
                    out.add(kc[1])
                    if ln.lstrip().startswith("-"):
                        break
            r += step
    return out

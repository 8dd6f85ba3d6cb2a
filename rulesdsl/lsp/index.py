"""Where every declared id is declared and used, across the files (and packs) of one checked ruleset."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl.content.model import Content, Item
from rulesdsl.content.yamlload import LoadedFile, Pointer, map_offset
from rulesdsl.lsp.text import ID, code_names, rel_line_col

# Keys whose values are prose, never ids or effects.
TEXT_KEYS = frozenset({"text", "name", "doc", "source", "description", "note", "title", "file", "version"})
# Keys whose string values are effect or condition text.
CODE_KEYS = frozenset({"body", "do", "when", "expr"})


def is_code(ptr: Pointer) -> bool:
    """Whether the string at this pointer is DSL text (an effect or an expression)."""
    if not ptr:
        return False
    last = ptr[-1]
    if isinstance(last, str) and last in CODE_KEYS:
        return True
    parent = ptr[-2] if len(ptr) >= 2 else None
    return (parent == "effects" and isinstance(last, str)) or (parent == "tiebreaks" and isinstance(last, int))


@dataclass(frozen=True)
class Site:
    """A place in a file: 1-based line and code-point column, and the length of the name there."""

    path: Path
    line: int
    col: int
    length: int


@dataclass
class Decl:
    """One declaration of an id: its family (zone, counter, macro …), where, and its content item."""

    name: str
    family: str
    site: Site
    item: Item | None = None
    parent: str = ""  # a tag value's tag


@dataclass
class Index:
    """Declarations and occurrences (declarations included) of every id, by name."""

    decls: dict[str, list[Decl]] = field(default_factory=dict)
    refs: dict[str, set[Site]] = field(default_factory=dict)
    files: dict[Path, LoadedFile] = field(default_factory=dict)
    content: Content | None = None

    def ids_of(self, *families: str) -> list[str]:
        """Declared ids of some families (all when none given), sorted."""
        return sorted(n for n, ds in self.decls.items() if not families or any(d.family in families for d in ds))

    def families(self, name: str) -> list[str]:
        """The families a name is declared in."""
        return [d.family for d in self.decls.get(name, [])]


_TABLES = (("counters", "counter"), ("global_counters", "global counter"), ("kinds", "kind"), ("zones", "zone"),
           ("entities", "entity"), ("graphs", "graph"), ("macros", "macro"), ("functions", "function"))


def build_index(content: Content, path_of: Callable[[str], Path]) -> Index:
    """Index a checked content model: declarations from its tables, occurrences from every string."""
    idx = Index(content=content)
    for lf in content.files:
        idx.files[path_of(lf.path)] = lf
    for attr, family in _TABLES:
        table: dict[str, Item] = getattr(content, attr)
        for item in table.values():
            _declare(idx, item.id, family, item.origin.file, (*item.origin.pointer, "id"), path_of, item)
    for gid, origin in content.action_groups.items():
        _declare_key(idx, gid, "action group", origin.file, origin.pointer, path_of)
        for item in content.actions.get(gid, {}).values():
            _declare(idx, item.id, "action", item.origin.file, (*item.origin.pointer, "id"), path_of, item)
    for lf in content.files:
        _declare_tables(idx, lf, path_of)
        _scan(idx, lf, path_of)
    return idx


def _site(lf: LoadedFile, path: Path, line: int, col: int, name: str) -> Site | None:
    """A site if the source really shows `name` at (line, col) (escapes in quoted text can shift it)."""
    src = lf.lines[line - 1] if 0 < line <= len(lf.lines) else ""
    if src[col - 1 : col - 1 + len(name)] != name:
        return None
    return Site(path, line, col, len(name))


def _value_site(lf: LoadedFile, ptr: Pointer, name: str, path: Path) -> Site | None:
    pos = lf.positions.get(ptr)
    if pos is None:
        return None
    info = lf.scalars.get(ptr)
    col = pos[1] + (1 if info is not None and info.style in ('"', "'") else 0)
    return _site(lf, path, pos[0], col, name)


def _add(idx: Index, name: str, site: Site | None) -> None:
    if site is not None:
        idx.refs.setdefault(name, set()).add(site)


def _declare(idx: Index, name: str, family: str, lf: LoadedFile, ptr: Pointer,
             path_of: Callable[[str], Path], item: Item | None = None, parent: str = "") -> None:
    path = path_of(lf.path)
    site = _value_site(lf, ptr, name, path) or Site(path, *lf.positions.get(ptr[:-1], (1, 1)), len(name))
    idx.decls.setdefault(name, []).append(Decl(name, family, site, item, parent))
    _add(idx, name, site)


def _declare_key(idx: Index, name: str, family: str, lf: LoadedFile, ptr: Pointer,
                 path_of: Callable[[str], Path]) -> None:
    path = path_of(lf.path)
    line, col = lf.key_positions.get(ptr, (1, 1))
    site = _site(lf, path, line, col, name) or Site(path, line, col, len(name))
    idx.decls.setdefault(name, []).append(Decl(name, family, site))
    _add(idx, name, site)


def _declare_tables(idx: Index, lf: LoadedFile, path_of: Callable[[str], Path]) -> None:
    """Groups, tags and tag values: declared as mapping keys and list items of declarations files."""
    data = lf.data
    if not isinstance(data, dict) or data.get("file") != "declarations":
        return
    for key, family in (("groups", "group"), ("tags", "tag")):
        for name, values in (data.get(key) or {}).items():
            _declare_key(idx, name, family, lf, (key, name), path_of)
            if family == "tag":
                for i, v in enumerate(values or []):
                    if isinstance(v, str):
                        _declare(idx, v, "tag value", lf, (key, name, i), path_of, parent=name)


def _scan(idx: Index, lf: LoadedFile, path_of: Callable[[str], Path]) -> None:
    """Occurrences of declared names in every string of a file: whole values, effect text, tag keys."""
    path = path_of(lf.path)
    for ptr in lf.scalars:
        if any(isinstance(p, str) and p in TEXT_KEYS for p in ptr[-1:]):
            continue
        value = _lookup(lf.data, ptr)
        if not isinstance(value, str):
            continue
        if is_code(ptr):
            for name, off, attr in code_names(value):
                if attr or name not in idx.decls:
                    continue
                line, col = map_offset(lf, ptr, *rel_line_col(value, off))
                _add(idx, name, _site(lf, path, line, col, name))
        elif ID.match(value) and value in idx.decls:
            _add(idx, value, _value_site(lf, ptr, value, path))
    for kptr, (line, col) in lf.key_positions.items():
        if len(kptr) >= 2 and kptr[-2] == "tags" and isinstance(kptr[-1], str) and kptr[-1] in idx.decls:
            _add(idx, kptr[-1], _site(lf, path, line, col, kptr[-1]))


def _lookup(data: Any, ptr: Pointer) -> Any:
    for part in ptr:
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data

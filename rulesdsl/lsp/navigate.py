"""Go to definition, find references, rename (with a preview and refused on collision), document symbols
and "did you mean" quick fixes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from lsprotocol import types as T

from rulesdsl.dsl.verbs import REGISTRY, SPECIAL_NAMES
from rulesdsl.i18n.names import PREFIX
from rulesdsl.limits import MAX_FTL_BYTES
from rulesdsl.lsp.docs import KEYWORDS
from rulesdsl.lsp.files import read_regular
from rulesdsl.lsp.index import Index, Site
from rulesdsl.lsp.text import ID, to_utf16

_FAMILY_MESSAGE = {"global counter": "counter"}


class RenameRefused(ValueError):
    """A rename that would break the ruleset (the editor shows the message and changes nothing)."""
_DID_YOU_MEAN = re.compile(r"did you mean '([^']+)'\?")


def site_range(site: Site, lines: list[str]) -> T.Range:
    """An LSP range (UTF-16) of a site in a file's current lines."""
    src = lines[site.line - 1] if 0 < site.line <= len(lines) else ""
    start = to_utf16(src, site.col - 1)
    end = to_utf16(src, site.col - 1 + site.length)
    return T.Range(T.Position(site.line - 1, start), T.Position(site.line - 1, end))


def location(site: Site, lines: list[str]) -> T.Location:
    """An LSP location of a site."""
    return T.Location(site.path.as_uri(), site_range(site, lines))


def check_new_name(old: str, new: str, indexes: list[Index]) -> None:
    """Refuse a rename to a name that is not an id or is already taken (RenameRefused with the reason)."""
    if not ID.match(new):
        raise RenameRefused(f"'{new}' is not an id: lowercase letters, digits and '_', starting with a letter")
    if new in REGISTRY or new in KEYWORDS or new in SPECIAL_NAMES:
        raise RenameRefused(f"'{new}' is a verb, keyword or special name of the DSL")
    for idx in indexes:
        if new in idx.decls and new != old:
            fams = ", ".join(sorted(set(idx.families(new))))
            site = idx.decls[new][0].site
            raise RenameRefused(f"'{new}' is already declared ({fams}) at {site.path.name}:{site.line}; "
                             "renaming would make the two collide")


CatalogEdits = dict[Path, list[tuple[int, int, int, str]]]


def catalog_edits(old: str, new: str, families: list[str], folders: list[Path]) -> CatalogEdits:
    """Fluent message ids naming the id (`entity-old`), renamed in every catalog under `folders`."""
    prefixes = sorted({PREFIX[_FAMILY_MESSAGE.get(f, f)] for f in families if _FAMILY_MESSAGE.get(f, f) in PREFIX})
    if not prefixes:
        return {}
    pat = re.compile(r"(?<![\w-])(" + "|".join(re.escape(p) for p in prefixes) + ")" + re.escape(old) + r"(?![\w-])")
    out: CatalogEdits = {}
    for folder in folders:
        for ftl in sorted(folder.rglob("*.ftl")) if folder.is_dir() else []:
            raw = read_regular(ftl, MAX_FTL_BYTES)  # never a pipe or a device, never beyond the catalog limit
            if raw is None:
                continue
            try:
                lines = raw.decode("utf-8").split("\n")
            except UnicodeDecodeError:
                continue
            for n, line in enumerate(lines):
                for m in pat.finditer(line):
                    start = m.start() + len(m.group(1))
                    out.setdefault(ftl.resolve(), []).append((n, to_utf16(line, start),
                                                              to_utf16(line, start + len(old)), line))
    return out


def rename_edit(old: str, new: str, sites: set[Site], lines_of: Any, catalogs: CatalogEdits) -> T.WorkspaceEdit:
    """A WorkspaceEdit renaming every site (and catalog message id), annotated so editors show a preview."""
    ann = "rename"
    by_file: dict[Path, list[T.TextEdit | T.AnnotatedTextEdit]] = {}
    for s in sorted(sites, key=lambda s: (str(s.path), s.line, s.col)):
        rng = site_range(s, lines_of(s.path))
        by_file.setdefault(s.path, []).append(T.AnnotatedTextEdit(annotation_id=ann, range=rng, new_text=new))
    for path, edits in catalogs.items():
        for line, a, b, _ in edits:
            by_file.setdefault(path, []).append(
                T.AnnotatedTextEdit(annotation_id=ann, range=T.Range(T.Position(line, a), T.Position(line, b)),
                                    new_text=new))
    changes: list[T.TextDocumentEdit | T.CreateFile | T.RenameFile | T.DeleteFile] = [
        T.TextDocumentEdit(T.OptionalVersionedTextDocumentIdentifier(uri=path.as_uri(), version=None), list(edits))
        for path, edits in sorted(by_file.items())]
    n = sum(len(e) for e in by_file.values())
    label = f"Rename '{old}' to '{new}' ({n} place(s) in {len(by_file)} file(s))"
    return T.WorkspaceEdit(document_changes=changes, change_annotations={
        ann: T.ChangeAnnotation(label=label, needs_confirmation=True, description="rulesdsl rename")})


_SYMBOL_KIND = {"macros": T.SymbolKind.Function, "functions": T.SymbolKind.Function, "zones": T.SymbolKind.Struct,
                "entities": T.SymbolKind.Object, "kinds": T.SymbolKind.Class, "counters": T.SymbolKind.Variable,
                "global_counters": T.SymbolKind.Variable, "groups": T.SymbolKind.Array, "tags": T.SymbolKind.Enum,
                "graphs": T.SymbolKind.Interface, "actions": T.SymbolKind.Method, "options": T.SymbolKind.Field}


def document_symbols(data: Any, positions: dict[tuple[Any, ...], tuple[int, int]],
                     key_positions: dict[tuple[Any, ...], tuple[int, int]], lines: list[str]) -> list[T.DocumentSymbol]:
    """The outline of a rules file: its sections, and in them every item with an id."""
    ends: dict[tuple[Any, ...], int] = {}
    for ptr, (line, _) in positions.items():
        for k in range(len(ptr) + 1):
            pre = ptr[:k]
            ends[pre] = max(ends.get(pre, 0), line)
    if not isinstance(data, dict):
        return []

    def rng(ptr: tuple[Any, ...], start: tuple[int, int]) -> T.Range:
        end = max(ends.get(ptr, start[0]), start[0])
        last = len(lines[end - 1]) if end <= len(lines) else 0
        return T.Range(T.Position(start[0] - 1, 0), T.Position(end - 1, last))

    def items(ptr: tuple[Any, ...], value: Any, section: str) -> list[T.DocumentSymbol]:
        out: list[T.DocumentSymbol] = []
        kind = _SYMBOL_KIND.get(section, T.SymbolKind.Constant)
        if isinstance(value, list):
            for i, it in enumerate(value):
                if isinstance(it, dict) and isinstance(it.get("id"), str):
                    start = positions.get((*ptr, i), (1, 1))
                    sel = positions.get((*ptr, i, "id"), start)
                    r = rng((*ptr, i), start)
                    selr = T.Range(T.Position(sel[0] - 1, 0), T.Position(sel[0] - 1, 0))
                    detail = it.get("kind") if isinstance(it.get("kind"), str) else None
                    out.append(T.DocumentSymbol(it["id"], kind, r, _clip(selr, r), detail=detail))
        elif isinstance(value, dict):
            for name, sub in value.items():
                start = key_positions.get((*ptr, name), (1, 1))
                r = rng((*ptr, name), start)
                row, c0 = start[0] - 1, start[1] - 1
                selr = T.Range(T.Position(row, c0), T.Position(row, c0 + len(name)))
                child_kind = T.SymbolKind.Module if section == "groups" and isinstance(sub, list) \
                    and sub and isinstance(sub[0], dict) else kind
                out.append(T.DocumentSymbol(name, child_kind, r, _clip(selr, r), children=items((*ptr, name), sub,
                                                                                                  "actions")))
        return out

    out = []
    for key, value in data.items():
        if key == "file" or not isinstance(value, (list, dict)):
            continue
        start = key_positions.get((key,), (1, 1))
        r = rng((key,), start)
        selr = T.Range(T.Position(start[0] - 1, 0), T.Position(start[0] - 1, len(key)))
        out.append(T.DocumentSymbol(key, T.SymbolKind.Namespace, r, _clip(selr, r),
                                    children=items((key,), value, key)))
    return out


def _clip(sel: T.Range, full: T.Range) -> T.Range:
    """A selection range kept inside its full range (the protocol requires it)."""
    if (sel.start.line, sel.start.character) < (full.start.line, full.start.character) or \
            (sel.end.line, sel.end.character) > (full.end.line, full.end.character):
        return T.Range(full.start, full.start)
    return sel


def quick_fixes(uri: str, diags: list[T.Diagnostic]) -> list[T.CodeAction]:
    """One code action per diagnostic whose hint says "did you mean 'x'?": replace the word with x."""
    out = []
    for d in diags:
        hint = d.data.get("hint", "") if isinstance(d.data, dict) else ""
        m = _DID_YOU_MEAN.search(hint or d.message)
        if m is None:
            continue
        edit = T.WorkspaceEdit(changes={uri: [T.TextEdit(d.range, m.group(1))]})
        out.append(T.CodeAction(title=f"Replace with '{m.group(1)}'", kind=T.CodeActionKind.QuickFix,
                                diagnostics=[d], edit=edit, is_preferred=True))
    return out

"""`rulesdsl lsp`: the protocol wiring (pygls) over the workspace, index and feature modules."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

from lsprotocol import types as T
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from rulesdsl.diagnostics import Diagnostic
from rulesdsl.lsp import complete, docs, navigate
from rulesdsl.lsp.context import context_at
from rulesdsl.lsp.index import Index
from rulesdsl.lsp.text import from_utf16, line_of, to_utf16, token_end, word_at
from rulesdsl.lsp.workspace import Checked, ProjectKey, Workspace, project_for
from rulesdsl.version import __version__

DEBOUNCE = 0.08  # seconds: a burst of keystrokes is checked once, after its last key
_SEVERITY = {"error": T.DiagnosticSeverity.Error, "warning": T.DiagnosticSeverity.Warning}


class RequestFailed(JsonRpcException):
    """LSP's RequestFailed: the request was valid but refused (shown to the user)."""

    CODE = -32803


class RulesServer(LanguageServer):
    """The language server: one Workspace, diagnostics published per project."""

    def __init__(self) -> None:
        super().__init__("rulesdsl", __version__)
        self.ws = Workspace()
        self.published: dict[ProjectKey, set[Path]] = {}
        self.shown: dict[Path, list[T.Diagnostic]] = {}
        self.edits = 0  # changes received: a check runs only for the latest of a burst

    def lines(self, path: Path) -> list[str]:
        """The current lines of a file (open document, else a regular file of the workspace or a ruleset)."""
        self.ws.roots = self.roots()
        return self.ws.text_of(path).split("\n")

    def roots(self) -> list[Path]:
        """The editor's workspace folders (none before `initialize`)."""
        try:
            ws = self.workspace
        except (RuntimeError, AttributeError):
            return []
        out = [Path(to_fs_path(f.uri) or "") for f in ws.folders.values()]
        if ws.root_path:
            out.append(Path(ws.root_path))
        return [p for p in out if str(p) not in ("", ".")]

    def to_lsp(self, d: Diagnostic, lines: list[str]) -> T.Diagnostic:
        """A check diagnostic at the same place: 1-based code-point columns to 0-based UTF-16."""
        row = max(d.line - 1, 0)
        src = line_of(lines, row)
        col0 = min(max(d.col - 1, 0), len(src))
        end = token_end(src, col0)
        rng = T.Range(T.Position(row, to_utf16(src, col0)), T.Position(row, to_utf16(src, end)))
        message = d.message + (f"\nhint: {d.hint}" if d.hint else "")
        return T.Diagnostic(rng, message, severity=_SEVERITY.get(d.severity, T.DiagnosticSeverity.Information),
                            code=d.code, source="rulesdsl", data={"hint": d.hint})

    def refresh(self, path: Path) -> None:
        """Check the project of a file with the open documents' text and publish every file's diagnostics."""
        key = project_for(path)
        if key is None:
            return
        try:
            checked = self.ws.check(key)
        except Exception as err:  # noqa: BLE001 - a crash in a check must not stop the editor's server
            self.window_log_message(T.LogMessageParams(T.MessageType.Error, f"rulesdsl check failed: {err!r}"))
            return
        before = self.published.get(key, set())
        files = sorted(checked.by_file, key=lambda f: (f != path, str(f)))  # the edited file first
        for file in files:
            diags = checked.by_file[file]
            if not diags and file != path and not self.shown.get(file):
                continue  # nothing new to say about a clean file
            lines = self.lines(file)
            shown = [self.to_lsp(d, lines) for d in diags]
            self.shown[file] = shown
            self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(file.as_uri(), shown))
        for file in before - set(checked.by_file):
            if self.shown.pop(file, None):
                self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(file.as_uri(), []))
        self.published[key] = set(checked.by_file)

    def where(self, uri: str, pos: T.Position) -> tuple[Path, list[str], int, int]:
        """(file, lines, 0-based row, 0-based code-point column) of a request position."""
        path = Path(to_fs_path(uri) or uri).resolve()
        lines = self.lines(path)
        row = pos.line
        return path, lines, row, from_utf16(line_of(lines, row), pos.character)

    def word(self, uri: str, pos: T.Position) -> tuple[Path, str, T.Range | None, Checked | None]:
        """The id-like word at a position, its range, and the file's latest check."""
        path, lines, row, col = self.where(uri, pos)
        src = line_of(lines, row)
        word, a, b = word_at(src, col)
        rng = T.Range(T.Position(row, to_utf16(src, a)), T.Position(row, to_utf16(src, b))) if word else None
        return path, word, rng, self.ws.latest(path)

    def indexes(self, checked: Checked) -> list[Index]:
        """The index of a project and, for a base ruleset, of each pack installed beside it."""
        out = [checked.index]
        for key in self.ws.neighbours(checked.key):
            out.append(self.ws.check(key).index)  # re-checked: the base may have changed since
        return out


SERVER = RulesServer()


@SERVER.feature(T.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: RulesServer, params: T.DidOpenTextDocumentParams) -> None:
    """Check the project of a newly opened file."""
    path = Path(to_fs_path(params.text_document.uri) or "").resolve()
    ls.ws.open(path, params.text_document.text)
    ls.refresh(path)


@SERVER.feature(T.TEXT_DOCUMENT_DID_CHANGE)
async def did_change(ls: RulesServer, params: T.DidChangeTextDocumentParams) -> None:
    """Re-check with the edited text (only the changed file is re-read; effects are re-parsed by text).

    Keystrokes closer together than DEBOUNCE seconds are checked once, with the latest text."""
    doc = ls.workspace.get_text_document(params.text_document.uri)
    path = Path(doc.path).resolve()
    ls.ws.open(path, doc.source)
    ls.edits += 1
    mine = ls.edits
    await asyncio.sleep(DEBOUNCE)
    if mine == ls.edits:
        ls.refresh(path)


@SERVER.feature(T.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: RulesServer, params: T.DidSaveTextDocumentParams) -> None:
    """Re-check after a save."""
    ls.refresh(Path(to_fs_path(params.text_document.uri) or "").resolve())


@SERVER.feature(T.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: RulesServer, params: T.DidCloseTextDocumentParams) -> None:
    """Go back to the file on disk."""
    path = Path(to_fs_path(params.text_document.uri) or "").resolve()
    ls.ws.close(path)
    ls.refresh(path)


@SERVER.feature(T.TEXT_DOCUMENT_HOVER)
def hover(ls: RulesServer, params: T.HoverParams) -> T.Hover | None:
    """Verb signatures, declared ids, macros, keywords and the explanation of diagnostics under the cursor."""
    path, word, rng, checked = ls.word(params.text_document.uri, params.position)
    parts: list[str] = []
    for d in ls.shown.get(path, []):
        if d.range.start.line == params.position.line and \
                d.range.start.character <= params.position.character <= d.range.end.character:
            text = docs.code_markdown(str(d.code))
            if text:
                parts.append(text)
    if word:
        text = _describe(ls, word, checked)
        if text:
            parts.insert(0, text)
    if not parts:
        return None
    return T.Hover(T.MarkupContent(T.MarkupKind.Markdown, "\n\n---\n\n".join(parts)), rng)


def _describe(ls: RulesServer, word: str, checked: Checked | None) -> str | None:
    if checked is not None and word in checked.index.decls:
        root = checked.key.root
        return docs.decl_markdown(word, checked.index, root, _names(checked, word))
    verb = docs.verb_of(word)
    if verb is not None:
        return docs.verb_markdown(verb)
    return docs.keyword_markdown(word) or docs.code_markdown(word)


def _names(checked: Checked, word: str) -> dict[str, str]:
    """The localised name of an id in every locale of the ruleset (and its packs)."""
    from rulesdsl.i18n.catalog import available_locales, catalog_for, engine_layers
    from rulesdsl.i18n.names import message_id, pretty
    bases = [checked.key.root / "locales", *(p / "locales" for p in checked.key.packs)]
    bases = [b for b in bases if b.is_dir()]
    if not bases:
        return {}
    family = checked.index.families(word)[0]
    family = "counter" if family == "global counter" else family
    mid = message_id(family, word)
    out: dict[str, str] = {}
    try:
        for loc in available_locales(bases):
            out[loc] = catalog_for(engine_layers(bases), loc).name(mid, pretty(word))
    except Exception:  # noqa: BLE001 - a broken catalog must not break hover
        return out
    return out


@SERVER.feature(T.TEXT_DOCUMENT_COMPLETION, T.CompletionOptions(trigger_characters=["(", ",", " ", "="]))
def completion(ls: RulesServer, params: T.CompletionParams) -> T.CompletionList:
    """Verbs, ids of the parameter's kind, macros and keywords in effect text; schema keys in mappings."""
    path, lines, row, col = ls.where(params.text_document.uri, params.position)
    text = "\n".join(lines)
    ctx = context_at(text, row, col)
    checked = ls.ws.latest(path)
    idx = checked.index if checked is not None else Index()
    if ctx.kind == "code":
        items = complete.code_items(ctx, idx)
    elif ctx.kind == "key":
        items = complete.key_items(ctx, text)
    elif ctx.kind == "value":
        items = complete.value_items(ctx, idx)
    else:
        items = []
    return T.CompletionList(is_incomplete=False, items=items)


@SERVER.feature(T.TEXT_DOCUMENT_DEFINITION)
def definition(ls: RulesServer, params: T.DefinitionParams) -> list[T.Location] | None:
    """Where an id (macro, function, entity, zone, counter …) is declared, in any file or pack."""
    _, word, _, checked = ls.word(params.text_document.uri, params.position)
    if not word or checked is None:
        return None
    decls = checked.index.decls.get(word, [])
    return [navigate.location(d.site, ls.lines(d.site.path)) for d in decls] or None


@SERVER.feature(T.TEXT_DOCUMENT_REFERENCES)
def references(ls: RulesServer, params: T.ReferenceParams) -> list[T.Location] | None:
    """Every use of an id across the ruleset's files and the packs installed beside it."""
    _, word, _, checked = ls.word(params.text_document.uri, params.position)
    if not word or checked is None or word not in checked.index.decls:
        return None
    decl_sites = {d.site for d in checked.index.decls[word]}
    sites: set[Any] = set()
    for idx in ls.indexes(checked):
        sites |= idx.refs.get(word, set())
    if not params.context.include_declaration:
        sites -= decl_sites
    ordered = sorted(sites, key=lambda s: (str(s.path), s.line, s.col))
    return [navigate.location(s, ls.lines(s.path)) for s in ordered]


@SERVER.feature(T.TEXT_DOCUMENT_PREPARE_RENAME)
def prepare_rename(ls: RulesServer, params: T.PrepareRenameParams) -> T.PrepareRenamePlaceholder | None:
    """Only declared ids can be renamed."""
    _, word, rng, checked = ls.word(params.text_document.uri, params.position)
    if not word or rng is None or checked is None or word not in checked.index.decls:
        return None
    return T.PrepareRenamePlaceholder(rng, word)


@SERVER.feature(T.TEXT_DOCUMENT_RENAME)
def rename(ls: RulesServer, params: T.RenameParams) -> T.WorkspaceEdit | None:
    """Rename an id everywhere (files, packs, catalog message ids), as edits the editor previews."""
    _, word, _, checked = ls.word(params.text_document.uri, params.position)
    if not word or checked is None or word not in checked.index.decls:
        raise RequestFailed(f"'{word}' is not a declared id; only declared ids can be renamed")
    indexes = ls.indexes(checked)
    try:
        navigate.check_new_name(word, params.new_name, indexes)
    except navigate.RenameRefused as err:
        raise RequestFailed(str(err)) from None
    sites: set[Any] = set()
    for idx in indexes:
        sites |= idx.refs.get(word, set())
    folders = [checked.key.root / "locales"] + [k.packs[0] / "locales" for k in ls.ws.neighbours(checked.key)]
    folders += [p / "locales" for p in checked.key.packs]
    cats = navigate.catalog_edits(word, params.new_name, checked.index.families(word), folders)
    return navigate.rename_edit(word, params.new_name, sites, ls.lines, cats)


@SERVER.feature(T.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def symbols(ls: RulesServer, params: T.DocumentSymbolParams) -> list[T.DocumentSymbol]:
    """The outline of a rules file."""
    path = Path(to_fs_path(params.text_document.uri) or "").resolve()
    from rulesdsl.content.yamlload import load_yaml_text
    text = "\n".join(ls.lines(path))  # the 4 MB content limit applies: beyond it, no outline
    if not text:
        return []
    lf, _ = load_yaml_text(text, str(path))
    if lf is None:
        checked = ls.ws.latest(path)
        lf = checked.index.files.get(path) if checked is not None else None
    if lf is None:
        return []
    return navigate.document_symbols(lf.data, lf.positions, lf.key_positions, lf.lines)


@SERVER.feature(T.TEXT_DOCUMENT_CODE_ACTION,
                T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix]))
def code_action(ls: RulesServer, params: T.CodeActionParams) -> list[T.CodeAction]:
    """A quick fix for each "did you mean" hint."""
    return navigate.quick_fixes(params.text_document.uri, list(params.context.diagnostics))


def serve() -> None:
    """Run the server on stdin/stdout. The on-disk cache is off: the server keeps bounded memos in memory
    (a cache entry per keystroke would fill the disk)."""
    os.environ["RULESDSL_CACHE"] = "off"
    SERVER.start_io()

"""The language server through the protocol (pytest-lsp drives `rulesdsl lsp` with real LSP messages)."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
from pathlib import Path

import pytest
from extras import need_module

need_module("pygls", "lsp")
pytest_lsp = need_module("pytest_lsp", "test")
from lsprotocol import types as T  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402

from rulesdsl.compiler.loader import check_ruleset  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BITOKU = ROOT / "rules" / "bitoku"
ECONOMY = BITOKU / "macros" / "economy.yaml"
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=[sys.executable, "-m", "rulesdsl", "lsp"]))
async def client(lsp_client: LanguageClient):  # type: ignore[no-untyped-def]
    """A client with a session open on the server."""
    caps = pytest_lsp.client_capabilities("visual-studio-code")
    await lsp_client.initialize_session(T.InitializeParams(capabilities=caps))
    yield
    await lsp_client.shutdown_session()


def _open(client: LanguageClient, path: Path, text: str | None = None, version: int = 1) -> str:
    uri = path.as_uri()
    client.text_document_did_open(T.DidOpenTextDocumentParams(
        T.TextDocumentItem(uri, "yaml", version, text if text is not None else path.read_text(encoding="utf-8"))))
    return uri


def _change(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        T.VersionedTextDocumentIdentifier(uri=uri, version=version), [T.TextDocumentContentChangeWholeDocument(text)]))


def _pos(text: str, needle: str, offset: int = 0) -> T.Position:
    """The LSP position of the first occurrence of needle (plus offset characters)."""
    i = text.index(needle) + offset
    line = text.count("\n", 0, i)
    return T.Position(line, i - (text.rfind("\n", 0, i) + 1))


async def _diagnostics(client: LanguageClient, uri: str, want: int = 1) -> list[T.Diagnostic]:
    """Wait for a publishDiagnostics of `uri` with at least `want` entries (0: an empty list)."""
    for _ in range(50):
        got = client.diagnostics.get(uri)
        if got is not None and (len(got) >= want if want else not got):
            return list(got)
        await client.wait_for_notification(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(client.diagnostics.get(uri) or [])


async def test_typo_diagnostic_matches_check(client: LanguageClient, tmp_path: Path) -> None:
    """A typo in an open (unsaved) document: the same code, position and hint as `rulesdsl check`."""
    good = ECONOMY.read_text(encoding="utf-8")
    bad = good.replace("gain(wood, 1)", "gain(wod, 1)", 1)
    copy = tmp_path / "bitoku"
    shutil.copytree(BITOKU, copy)
    (copy / "macros" / "economy.yaml").write_text(bad, encoding="utf-8")
    expected = [d for d in check_ruleset(copy).diagnostics if d.path.endswith("economy.yaml")]
    assert expected, "the typo must be an error for check too"

    uri = _open(client, ECONOMY, good)
    assert await _diagnostics(client, uri, 0) == []
    _change(client, uri, bad, 2)
    got = await _diagnostics(client, uri)
    assert [(d.code, d.range.start.line + 1, d.range.start.character + 1) for d in got] == \
        [(d.code, d.line, d.col) for d in expected]
    first = got[0]
    assert first.severity == T.DiagnosticSeverity.Error
    assert bad.split("\n")[first.range.start.line][first.range.start.character:first.range.end.character] == "wod"
    assert "did you mean 'wood'?" in first.message

    # The "did you mean" hint as a quick fix, and the code explained on hover.
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        T.TextDocumentIdentifier(uri), first.range, T.CodeActionContext([first])))
    assert actions and actions[0].title == "Replace with 'wood'"
    assert actions[0].edit.changes[uri][0].new_text == "wood"  # type: ignore[union-attr,index]
    hover = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri), first.range.start))
    assert hover is not None and f"**{first.code}**" in hover.contents.value  # type: ignore[union-attr]

    _change(client, uri, good, 3)  # fixed again: the diagnostic goes away
    assert await _diagnostics(client, uri, 0) == []


async def test_hover_verb(client: LanguageClient) -> None:
    """Hovering a verb shows its signature, summary and example from the verb registry."""
    text = ECONOMY.read_text(encoding="utf-8")
    uri = _open(client, ECONOMY, text)
    hover = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri),
                                                                 _pos(text, "gain(wood", 1)))
    assert hover is not None
    value = hover.contents.value  # type: ignore[union-attr]
    assert "gain(counter: counter, n: int = 1, who: player (optional))" in value
    assert "Add n to a counter" in value and "Example: `gain(ore, 2)`" in value


async def test_hover_id_shows_declaration_and_localised_name(client: LanguageClient) -> None:
    """Hovering a counter in an effect: where it is declared and its names in each locale."""
    text = ECONOMY.read_text(encoding="utf-8")
    uri = _open(client, ECONOMY, text)
    hover = await client.text_document_hover_async(T.HoverParams(T.TextDocumentIdentifier(uri),
                                                                 _pos(text, "gain(wood", 6)))
    value = hover.contents.value  # type: ignore[union-attr]
    assert "**wood** — counter, declared at `bitoku/declarations.yaml:" in value
    assert "Localised name: en:" in value and "pl:" in value


async def test_complete_zone_id(client: LanguageClient) -> None:
    """Completing the `to` parameter of move offers zones (and not counters)."""
    text = ECONOMY.read_text(encoding="utf-8")
    edited = text.replace('"wood": gain(wood, 1)', '"wood": move(this, ', 1)
    uri = _open(client, ECONOMY, text)
    _change(client, uri, edited, 5)
    pos = _pos(edited, "move(this, ", len("move(this, "))
    result = await client.text_document_completion_async(T.CompletionParams(T.TextDocumentIdentifier(uri), pos))
    items = result.items if isinstance(result, T.CompletionList) else result or []
    labels = {i.label for i in items}
    assert "hand" in labels and "wood" not in labels
    assert all(i.detail == "zone" for i in items)
    _change(client, uri, text, 6)


async def test_complete_verbs_and_keys(client: LanguageClient) -> None:
    """At a statement start: verb snippets, macros and keywords; in a macro mapping: the schema's keys."""
    text = ECONOMY.read_text(encoding="utf-8")
    uri = _open(client, ECONOMY, text)
    result = await client.text_document_completion_async(T.CompletionParams(
        T.TextDocumentIdentifier(uri), _pos(text, '"wood": gain(wood', len('"wood": '))))
    items = {i.label: i for i in (result.items if isinstance(result, T.CompletionList) else result or [])}
    assert items["gain"].insert_text == "gain(${1:counter})"
    assert items["gain_any"].insert_text == "gain_any(${1:n})"
    assert "repeat" in items and "choose" in items
    edited = text.replace("    params: [n]\n", "    params: [n]\n    do\n", 1)
    _change(client, uri, edited, 7)
    result = await client.text_document_completion_async(T.CompletionParams(
        T.TextDocumentIdentifier(uri), _pos(edited, "    do\n", 6)))
    labels = {i.label for i in (result.items if isinstance(result, T.CompletionList) else result or [])}
    # gain_any already has id, params, doc, source and body: the rest of the macro schema is offered
    assert {"provisional", "note", "replace", "extend"} <= labels
    assert not labels & {"id", "params", "doc", "source", "body"}
    _change(client, uri, text, 8)


async def test_definition_of_macro(client: LanguageClient) -> None:
    """Go to definition on a macro call in one file lands on its declaration in another."""
    acquire = BITOKU / "macros" / "acquire.yaml"
    text = acquire.read_text(encoding="utf-8")
    uri = _open(client, acquire, text)
    locs = await client.text_document_definition_async(T.DefinitionParams(
        T.TextDocumentIdentifier(uri), _pos(text, "gain_any(1)", 2)))
    assert isinstance(locs, list) and len(locs) == 1
    assert locs[0].uri == ECONOMY.as_uri()
    line = ECONOMY.read_text(encoding="utf-8").split("\n")[locs[0].range.start.line]
    assert line[locs[0].range.start.character:locs[0].range.end.character] == "gain_any"
    assert "id: gain_any" in line
    refs = await client.text_document_references_async(T.ReferenceParams(
        text_document=T.TextDocumentIdentifier(uri), position=_pos(text, "gain_any(1)", 2),
        context=T.ReferenceContext(include_declaration=False)))
    assert refs is not None and len(refs) >= 3
    assert {Path(r.uri).name for r in refs} >= {"acquire.yaml", "dice.yaml", "regions.yaml"}


async def test_rename_entity(client: LanguageClient) -> None:
    """Renaming an entity edits its declaration and its catalog names, as annotated (previewed) edits;
    renaming onto a declared id is refused."""
    path = BITOKU / "entities" / "bitoku.yaml"
    text = path.read_text(encoding="utf-8")
    uri = _open(client, path, text)
    pos = _pos(text, "id: bitoku_makoto", 4)
    prep = await client.text_document_prepare_rename_async(T.PrepareRenameParams(T.TextDocumentIdentifier(uri), pos))
    assert isinstance(prep, T.PrepareRenamePlaceholder) and prep.placeholder == "bitoku_makoto"
    edit = await client.text_document_rename_async(T.RenameParams(T.TextDocumentIdentifier(uri), pos, "bitoku_truth"))
    assert edit is not None and edit.document_changes
    files = {Path(c.text_document.uri).name + ":" + Path(c.text_document.uri).parent.name  # type: ignore[union-attr]
             for c in edit.document_changes}
    assert "bitoku.yaml:entities" in files and "names.ftl:en" in files and "names.ftl:pl" in files
    assert edit.change_annotations and edit.change_annotations["rename"].needs_confirmation
    for change in edit.document_changes:
        for e in change.edits:  # type: ignore[union-attr]
            assert e.new_text == "bitoku_truth"
    with pytest.raises(Exception, match="already declared"):
        await client.text_document_rename_async(T.RenameParams(T.TextDocumentIdentifier(uri), pos, "bitoku_yu"))


async def test_document_symbols(client: LanguageClient) -> None:
    """The outline of a macros file: its sections and each macro."""
    text = ECONOMY.read_text(encoding="utf-8")
    uri = _open(client, ECONOMY, text)
    syms = await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(uri)))
    assert syms and syms[0].name == "macros"  # type: ignore[union-attr]
    names = [c.name for c in syms[0].children or []]  # type: ignore[union-attr]
    assert names[:2] == ["gain_any", "pay_any"]


async def test_pack_file_is_checked_over_its_base(client: LanguageClient) -> None:
    """A pack's file: checked as the pack over its base (a typo gets its diagnostic), and a macro of the
    base is found from it."""
    path = ROOT / "rules" / "bitoku-packs" / "tanuki" / "entities" / "buildings.yaml"
    text = path.read_text(encoding="utf-8")
    uri = _open(client, path, text)
    assert await _diagnostics(client, uri, 0) == []
    locs = await client.text_document_definition_async(T.DefinitionParams(
        T.TextDocumentIdentifier(uri), _pos(text, "movement(2)", 1)))
    assert isinstance(locs, list) and len(locs) == 1 and "/rules/bitoku/macros/" in locs[0].uri
    bad = text.replace('built: "gain(sake, 1)"', 'built: "gain(sakke, 1)"', 1)
    _change(client, uri, bad, 2)
    got = await _diagnostics(client, uri)
    assert got[0].code == "E005" and "did you mean 'sake'?" in got[0].message
    _change(client, uri, text, 3)
    assert await _diagnostics(client, uri, 0) == []


async def test_lone_surrogate_and_device_requests(client: LanguageClient, tmp_path: Path) -> None:
    """A lone surrogate in an edit gets fresh diagnostics and an outline (no internal error); a hover on
    /dev/zero or on a pipe answers at once, with nothing read."""
    copy = tmp_path / "bitoku"
    shutil.copytree(BITOKU, copy)
    path = copy / "macros" / "economy.yaml"
    text = path.read_text(encoding="utf-8")
    uri = _open(client, path, text)
    assert await _diagnostics(client, uri, 0) == []
    _change(client, uri, text.replace("gain(wood, 1)", "gain(wood\udcff, 1)", 1), 2)
    got = await _diagnostics(client, uri)
    assert got and got[0].source == "rulesdsl"
    syms = await client.text_document_document_symbol_async(T.DocumentSymbolParams(T.TextDocumentIdentifier(uri)))
    assert syms and syms[0].name == "macros"  # type: ignore[union-attr]
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    for target in (Path("/dev/zero"), fifo):
        hover = await asyncio.wait_for(client.text_document_hover_async(T.HoverParams(
            T.TextDocumentIdentifier(target.as_uri()), T.Position(0, 0))), 20)
        assert hover is None

"""The language server's parts without the protocol: project discovery, unsaved text, the bounded parse
cache, the cursor context, the index and the schema's keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from extras import need_module

need_module("lsprotocol", "lsp")

from rulesdsl.compiler import parsing as compiler  # noqa: E402
from rulesdsl.compiler.loader import check_ruleset  # noqa: E402
from rulesdsl.dsl.parser import ParseError  # noqa: E402
from rulesdsl.lsp import workspace as W  # noqa: E402
from rulesdsl.lsp.complete import call_context  # noqa: E402
from rulesdsl.lsp.context import context_at  # noqa: E402
from rulesdsl.lsp.schema_keys import keys_at  # noqa: E402
from rulesdsl.lsp.text import code_names, from_utf16, to_utf16  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BITOKU = ROOT / "rules" / "bitoku"
ECONOMY = BITOKU / "macros" / "economy.yaml"


def test_project_for_base_and_pack_files() -> None:
    """A base file belongs to its ruleset; a pack file to the pack layered over its base."""
    assert W.project_for(BITOKU / "solo" / "declarations.yaml") == W.ProjectKey(BITOKU.resolve())
    pack = ROOT / "rules" / "bitoku-packs" / "tanuki"
    assert W.project_for(pack / "declarations.yaml") == W.ProjectKey(BITOKU.resolve(), (pack.resolve(),))
    assert W.project_for(ROOT / "README.md") is None


def test_unsaved_text_is_checked_like_the_disk() -> None:
    """The same diagnostics (code, line, column, message, hint) as `check` on a saved copy."""
    ws = W.Workspace()
    bad = ECONOMY.read_text(encoding="utf-8").replace("pay(stone, 1)", "pay(stonne, 1)", 1)
    ws.open(ECONOMY, bad)
    got = ws.check(W.ProjectKey(BITOKU.resolve()))
    assert not check_ruleset(BITOKU).errors
    mine = [(d.code, d.line, d.col, d.message, d.hint) for d in got.result.errors]
    assert mine and mine[0][0] == "E005" and "did you mean 'stone'?" in mine[0][4]
    assert got.by_file[ECONOMY.resolve()] == got.result.errors
    ws.close(ECONOMY)
    assert not ws.check(W.ProjectKey(BITOKU.resolve())).result.errors


@pytest.mark.parametrize("old,new", [
    ("pay(stone, 1)", "pay(stonne, 1)"),          # an unknown id in an effect (E005, did you mean)
    ("    body: |\n      repeat n {\n        choose { \"wood\": when wood",
     "    bdy: |\n      repeat n {\n        choose { \"wood\": when wood"),  # an unknown key (schema)
    ("choose { \"wood\": when wood > 0", "choose { \"wood\": when wood > > 0"),  # a syntax error
    ("  - id: pay_any", "  - id: pay_any\n   bad: [1"),  # broken YAML
])
def test_same_diagnostics_as_check(old: str, new: str, tmp_path: Path) -> None:
    """Unsaved text gives exactly what `check` gives for the same text saved: code, line, column, message, hint."""
    import shutil
    text = ECONOMY.read_text(encoding="utf-8")
    assert old in text
    bad = text.replace(old, new, 1)
    copy = tmp_path / "bitoku"
    shutil.copytree(BITOKU, copy)
    (copy / "macros" / "economy.yaml").write_text(bad, encoding="utf-8")
    expected = [(Path(d.path).name, d.code, d.line, d.col, d.message, d.hint) for d in check_ruleset(copy).diagnostics]
    ws = W.Workspace()
    ws.open(ECONOMY, bad)
    got = ws.check(W.ProjectKey(BITOKU.resolve()))
    mine = [(Path(d.path).name, d.code, d.line, d.col, d.message, d.hint) for d in got.result.diagnostics]
    assert expected and mine == expected


def test_oversized_unsaved_text_is_refused_like_a_file(tmp_path: Path) -> None:
    """Unsaved text over the size limit gets the same Y005 as the saved file would."""
    from rulesdsl.content.yamlload import MAX_BYTES, load_yaml_file
    big = "file: macros\n# " + "x" * MAX_BYTES + "\n"
    saved = tmp_path / "big.yaml"
    saved.write_text(big, encoding="utf-8")
    _, expected = load_yaml_file(saved, "big.yaml")
    ws = W.Workspace()
    ws.open(saved, big)
    lf, ydiags, _, _ = ws.read(saved, "big.yaml")
    assert lf is None and [(d.code, d.message, d.hint) for d in ydiags] == \
        [(d.code, d.message, d.hint) for d in expected]


def test_failing_parses_stay_bounded() -> None:
    """A long session of half-typed effects keeps at most PARSE_CACHE_FAILED failing parses, and none of
    them holds the frames of its last raise (which would keep a whole content model alive)."""
    ws = W.Workspace()
    text = ECONOMY.read_text(encoding="utf-8")
    key = W.ProjectKey(BITOKU.resolve())
    for i in range(W.PARSE_CACHE_FAILED + 10):
        ws.open(ECONOMY, text.replace("gain(wood, 1)", f"gain(wood, {i}", 1))
        ws.check(key)
    failed = [v for v in compiler._AST_CACHE.values() if isinstance(v, ParseError)]
    assert 0 < len(failed) <= W.PARSE_CACHE_FAILED
    assert all(e.__traceback__ is None and e.__context__ is None for e in failed)
    assert len(ws.memo) <= W.MEMO_FILES


@pytest.mark.parametrize("text,row,col,kind,key", [
    ("file: macros\nmacros:\n  - id: a\n    body: |\n      repeat 2 {\n        gain(wo\n", 5, 15, "code", "body"),
    ("file: macros\nmacros:\n  - id: a\n    body: \"gain(w\"\n", 3, 17, "code", "body"),
    ("file: entities\nentities:\n  - id: x\n    effects: {play: \"move(this, h\"}\n", 3, 33, "code", "play"),
    ("file: entities\nentities:\n  - id: x\n    start: ha\n", 3, 13, "value", "start"),
    ("file: macros\nmacros:\n  - id: a\n    bo\n", 3, 6, "key", ""),
    ("file: macros\n# body: gain(\n", 1, 13, "none", ""),
])
def test_context(text: str, row: int, col: int, kind: str, key: str) -> None:
    """Code, plain value, key or nothing, read from the text alone."""
    ctx = context_at(text, row, col)
    assert (ctx.kind, ctx.key) == (kind, key)


def test_call_context() -> None:
    """The innermost open call, its argument index and keyword."""
    assert call_context("move(this, ") == ("move", 1, None)
    assert call_context("draw(deck, hand, refill=") == ("draw", 2, "refill")
    assert call_context("gain(count(in(hand)), ") == ("gain", 1, None)
    assert call_context("gain(wood, 1); ") is None


def test_code_names_skip_strings_comments_and_mark_attributes() -> None:
    """Names in effect text; `p.vp` is an attribute, strings and comments are not code."""
    names = code_names('log("wood") # wood\ngain(wood, p.vp)')
    assert [(n, a) for n, _, a in names] == [("log", False), ("gain", False), ("wood", False), ("p", False),
                                             ("vp", True)]


def test_utf16_columns() -> None:
    """LSP counts UTF-16 units: a character outside the BMP is two."""
    line = "a🎲b"
    assert to_utf16(line, 2) == 3 and from_utf16(line, 3) == 2


def test_schema_keys() -> None:
    """Keys the schema allows, through $refs and lists."""
    assert {"id", "when", "do"} <= {k for k, _ in keys_at("actions", ["groups", "summer"])}
    assert {"id", "per", "visibility", "capacity"} <= {k for k, _ in keys_at("declarations", ["zones"])}


def test_index_finds_declarations_and_references() -> None:
    """Macros, counters and zones: declared once, used across files."""
    ws = W.Workspace()
    idx = ws.check(W.ProjectKey(BITOKU.resolve())).index
    assert idx.families("gain_any") == ["macro"]
    decl = idx.decls["gain_any"][0].site
    assert decl.path == ECONOMY.resolve() and ECONOMY.read_text().split("\n")[decl.line - 1].endswith("gain_any")
    files = {s.path.name for s in idx.refs["gain_any"]}
    assert {"economy.yaml", "acquire.yaml", "dice.yaml"} <= files
    for name in ("wood", "hand"):
        for s in idx.refs[name]:
            line = s.path.read_text(encoding="utf-8").split("\n")[s.line - 1]
            assert line[s.col - 1 : s.col - 1 + s.length] == name


def test_cli_without_pygls_is_a_coded_usage_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """`rulesdsl lsp` without the lsp extra: a coded message naming the extra, never a traceback."""
    import sys

    from click.testing import CliRunner

    from rulesdsl.cli.main import cli
    monkeypatch.delitem(sys.modules, "rulesdsl.lsp.server", raising=False)
    monkeypatch.setitem(sys.modules, "pygls", None)
    monkeypatch.setitem(sys.modules, "pygls.exceptions", None)
    result = CliRunner().invoke(cli, ["lsp"])
    assert result.exit_code == 2
    assert "error[U001]: the language server needs pygls and lsprotocol (pygls is not installed)" in result.output
    assert "pip install 'rulesdsl[lsp]'" in result.output

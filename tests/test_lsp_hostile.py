"""The language server against hostile requests and long sessions: it reads
only regular files inside the workspace or a ruleset, never beyond the 4 MB content limit, never blocks
on a pipe; lone surrogates in editor text are checked like any text; the memo is bounded in bytes."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from extras import need_module

need_module("lsprotocol", "lsp")

from rulesdsl.content.yamlload import MAX_BYTES  # noqa: E402
from rulesdsl.lsp import workspace as W  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


def _text_of(ws: W.Workspace, path: Path) -> str:
    """text_of in a thread, failing the test (instead of hanging it) when it blocks."""
    got: list[str] = []
    t = threading.Thread(target=lambda: got.append(ws.text_of(path)), daemon=True)
    t.start()
    t.join(10)
    assert got, f"text_of({path}) blocked"
    return got[0]


@pytest.mark.parametrize("make", ["fifo", "dev_zero", "outside", "folder", "too_large"])
def test_unreadable_paths_give_no_text(tmp_path: Path, make: str) -> None:
    """A pipe, a device, a file outside the workspace and rulesets, a folder, a file beyond 4 MB: ''."""
    ws = W.Workspace()
    ws.roots = [tmp_path / "work"]
    (tmp_path / "work").mkdir()
    target = {"fifo": tmp_path / "work" / "p.yaml", "dev_zero": Path("/dev/zero"),
              "outside": tmp_path / "secret.yaml", "folder": tmp_path / "work" / "d.yaml",
              "too_large": tmp_path / "work" / "big.yaml"}[make]
    if make == "fifo":
        os.mkfifo(target)
    elif make == "outside":
        target.write_text("password: hunter2\n", encoding="utf-8")
    elif make == "folder":
        target.mkdir()
    elif make == "too_large":
        target.write_text("# " + "x" * MAX_BYTES + "\n", encoding="utf-8")
    assert _text_of(ws, target) == ""


def test_files_inside_the_workspace_or_a_ruleset_are_read(tmp_path: Path) -> None:
    """The allowed reads still work: a workspace file and a ruleset file outside the workspace."""
    ws = W.Workspace()
    ws.roots = [tmp_path]
    (tmp_path / "a.yaml").write_text("file: macros\n", encoding="utf-8")
    assert _text_of(ws, tmp_path / "a.yaml") == "file: macros\n"
    assert _text_of(ws, MINI / "ruleset.yaml").startswith("file: ruleset")


def test_oversize_open_document_gives_no_text(tmp_path: Path) -> None:
    """An open document beyond the content limit is served as '' to every handler (outline, completion)."""
    ws = W.Workspace()
    doc = tmp_path / "huge.yaml"
    ws.open(doc, "file: macros\n" + "#" * (MAX_BYTES + 10))
    assert ws.text_of(doc) == ""


def test_lone_surrogates_are_checked(tmp_path: Path) -> None:
    """Editor text with a lone surrogate is checked (fresh diagnostics), the surrogate shown as U+FFFD."""
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    ws = W.Workspace()
    macros = root / "macros.yaml"
    text = macros.read_text(encoding="utf-8").replace("shuffle(deck)", "shuffle(dek\udcff)", 1)
    ws.open(macros, text)
    got = ws.check(W.ProjectKey(root.resolve()))
    assert [(d.line, d.col) for d in got.result.errors] == [(5, 18)], got.result.diagnostics  # at the U+FFFD
    assert "\ufffd" in ws.text_of(macros)


def test_memo_is_bounded_in_bytes(tmp_path: Path) -> None:
    """Many distinct versions of a 150 KB file keep the memo under its byte bounds (M6)."""
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    big = root / "notes.yaml"
    body = "file: declarations\ngroups:\n" + "".join(f"  g{i}: [{', '.join(f'v{i}_{k}' for k in range(12))}]\n"
                                                     for i in range(1400))
    big.write_text(body, encoding="utf-8")
    assert len(body) > 150_000
    ws = W.Workspace()
    key = W.ProjectKey(root.resolve())
    for i in range(25):
        ws.open(big, body + f"# edit {i}\n")
        ws.check(key)
    latest = set(ws.latest_key.values())
    spare = sum(n for k, (_, n, _) in ws.memo.items() if k not in latest)
    assert spare <= W.MEMO_SPARE_BYTES
    assert sum(n for _, n, _ in ws.memo.values()) <= W.MEMO_BYTES

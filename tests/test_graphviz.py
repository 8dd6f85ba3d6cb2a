"""Board-graph pictures: DOT text from a small graph, a PNG when matplotlib is importable."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from extras import need

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import UsageError
from rulesdsl.reports.board_graph import capacity_marker, dot_text, layered_layout, readable, write_graphs
from rulesdsl.runtime.ruleset import Ruleset

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"

BOARD = """\
file: board
zones:
  - {id: path_start, per: game, visibility: public}
  - {id: step_one, per: game, visibility: public, capacity: 1, tags: {color: red}}
  - {id: step_two, per: game, visibility: public, capacity: 2}
  - {id: side_spot, per: game, visibility: public, capacity: 1, players: [3, 4]}
  - {id: gate, per: game, visibility: public, capacity: 0}
  - {id: path_end, per: game, visibility: public}
graphs:
  - id: trail
    nodes: [path_start, step_one, step_two, side_spot, gate, path_end]
    edges:
      - {from: path_start, to: step_one}
      - {from: path_start, to: side_spot}
      - {from: step_one, to: step_two, when: "coins >= 1"}
      - {from: side_spot, to: step_two}
      - {from: step_two, to: gate}
      - {from: gate, to: path_end, when: "gems > 0 and \\"x\\" != \\"y\\""}
"""


@pytest.fixture(scope="module")
def board_rs(tmp_path_factory: pytest.TempPathFactory) -> Ruleset:
    root = tmp_path_factory.mktemp("rs") / "mini"
    shutil.copytree(MINI, root)
    (root / "board.yaml").write_text(BOARD, encoding="utf-8")
    return load_ruleset(root)


def test_labels() -> None:
    assert readable("path_start") == "Path start"
    assert [capacity_marker(c) for c in (None, 0, 1, 3)] == ["", "closed", "[1]", "cap 3"]


def test_dot_nodes_edges_and_conditions(board_rs: Ruleset) -> None:
    text = dot_text(board_rs, "trail")
    assert text.startswith("// mini 0.1.0, graph trail")
    assert 'digraph "trail" {' in text and "rankdir=LR" in text
    assert '"path_start" [label="Path start"];' in text
    assert '"step_one" [label="Step one\\n[1]", peripheries=2];' in text  # no tag dumps
    assert '"step_two" [label="Step two\\ncap 2"];' in text
    assert '"gate" [label="Gate\\nclosed", style="rounded,dashed"];' in text
    assert '"side_spot" [label="Side spot\\n[1]\\nplayers 3,4", peripheries=2];' in text
    assert '"path_start" -> "step_one";' in text
    assert '"step_one" -> "step_two" [label="coins >= 1", color="#8e44ad", fontcolor="#6c3483"];' in text
    assert '"gate" -> "path_end" [label="gems > 0 and \\"x\\" != \\"y\\"", color=' in text
    assert text.count(" -> ") == 6
    assert text.rstrip().endswith("}")


def test_dot_greys_zones_absent_at_the_player_count(board_rs: Ruleset) -> None:
    text = dot_text(board_rs, "trail", players=2)
    line = next(x for x in text.splitlines() if x.startswith('  "side_spot" ['))
    assert "not at 2 players" in line and "gray70" in line
    edge = next(x for x in text.splitlines() if x.startswith('  "path_start" -> "side_spot"'))
    assert "dotted" in edge
    assert "gray70" not in dot_text(board_rs, "trail", players=3)


def test_layout_is_left_to_right(board_rs: Ruleset) -> None:
    pos = layered_layout(["a", "b", "c", "d"], [("a", "b"), ("b", "c"), ("c", "b"), ("a", "d")])
    assert pos["a"][0] < pos["b"][0] < pos["c"][0]  # the cycle b <-> c is broken at its back edge
    assert pos["d"][0] > pos["a"][0]


def test_write_graphs_files(board_rs: Ruleset, tmp_path: Path) -> None:
    notes: list[str] = []
    named = write_graphs(board_rs, tmp_path / "out" / "pic.dot", 4, notes.append)
    assert named == [tmp_path / "out" / "pic.dot"]  # the file written is the file named
    assert named[0].read_text(encoding="utf-8") == dot_text(board_rs, "trail", 4)
    files = write_graphs(board_rs, tmp_path / "out" / "pic", 4, notes.append)
    dot = tmp_path / "out" / "pic-trail.dot"
    assert dot in files and dot.read_text(encoding="utf-8") == dot_text(board_rs, "trail", 4)
    if importlib.util.find_spec("matplotlib") is None:
        assert notes and "matplotlib" in notes[0]
        need("matplotlib", "plots")
    png = tmp_path / "out" / "pic-trail.png"
    assert png in files and png.stat().st_size > 1000
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert notes == []


def test_without_matplotlib_only_dot(board_rs: Ruleset, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setattr(shutil, "which", lambda _name: None)
    notes: list[str] = []
    files = write_graphs(board_rs, tmp_path / "g", None, notes.append)
    assert files == [tmp_path / "g-trail.dot"]
    assert len(notes) == 1 and "plots" in notes[0]


def test_no_graphs_writes_nothing(tmp_path: Path) -> None:
    notes: list[str] = []
    assert write_graphs(load_ruleset(MINI), tmp_path / "g", None, notes.append) == []
    assert list(tmp_path.iterdir()) == []
    assert "no graphs" in notes[0]


def test_player_count_out_of_range(board_rs: Ruleset, tmp_path: Path) -> None:
    with pytest.raises(UsageError):
        write_graphs(board_rs, tmp_path / "g", 7, lambda _: None)


# ---- the shipped boards, as people see them ------------------------------------------------------

RULES = Path(__file__).resolve().parent.parent / "rules"


def _boxes(plain: str) -> list[tuple[str, float, float, float, float]]:
    """Node boxes (name, x, y, half width, half height) from Graphviz's `-Tplain` output."""
    out = []
    for line in plain.splitlines():
        parts = line.split()
        if parts and parts[0] == "node":
            x, y, w, h = (float(v) for v in parts[2:6])
            out.append((parts[1], x, y, w / 2, h / 2))
    return out


@pytest.mark.parametrize(("name", "locale"), [("bitoku", "en"), ("bitoku", "uk"), ("tokaido", "pl")])
def test_board_picture_is_labelled_from_catalogs_without_overlaps(name: str, locale: str, tmp_path: Path) -> None:
    from rulesdsl.reports.board_graph import dot_all, graphviz_available, words_for
    rs = load_ruleset(RULES / name)
    out = tmp_path / f"{name}-{locale}.png"
    notes: list[str] = []
    files = write_graphs(rs, out, None, notes.append, locale=locale)
    gids = sorted(set(rs.graph_edges) | set(rs.graphs))
    text = dot_all(rs, gids, None, words_for(rs, locale))
    labels = re.findall(r'label="((?:[^"\\\\]|\\\\.)*)"', text)
    assert labels and not [x for x in labels if "_" in x], [x for x in labels if "_" in x][:5]  # names, not ids
    assert not [x for x in labels if "==" in x or ">=" in x]  # conditions in words, not DSL
    if not graphviz_available():
        assert notes and "Graphviz" in notes[0]
        pytest.skip("Graphviz `dot` is not installed")
    assert files == [out] and out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    plain = subprocess.run(["dot", "-Tplain"], input=text.encode("utf-8"), capture_output=True, check=True).stdout
    boxes = _boxes(plain.decode("utf-8"))
    assert len(boxes) >= 10
    for i, (a, ax, ay, aw, ah) in enumerate(boxes):
        for b, bx, by, bw, bh in boxes[i + 1:]:
            assert abs(ax - bx) >= aw + bw - 1e-6 or abs(ay - by) >= ah + bh - 1e-6, f"{a} overlaps {b}"

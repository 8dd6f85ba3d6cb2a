"""Layout regions placed by a board graph (`graph:`): the main line left to right, branches under it,
separate parts one band below the other; an unknown graph is E043, an unknown counter in `seats:` E042."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import ContentError

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


def test_bitoku_paths_follow_the_board_graph() -> None:
    rs = load_ruleset(ROOT / "rules" / "bitoku")
    cells = next(r for r in rs.layout if r["id"] == "paths")["grid"]
    assert [cells[f"pl_{i}"] for i in range(1, 9)] == [[1, i + 1] for i in range(1, 9)]  # the main line
    assert cells["pl_start"] == [1, 1]
    assert cells["pl_illum_1"][1] == cells["pl_side_1"][1] == cells["pl_2"][1] + 1  # a branch, one step on
    assert cells["pl_illum_1"][0] > 1 and cells["pl_side_1"][0] > 1  # under the main line
    assert cells["pl_gate_1"][1] == cells["pl_side_1"][1] + 1
    band = max(row for (row, _) in (cells[z] for z in cells if z.startswith("pl_")))
    assert cells["pr_start"] == [band + 1, 1]  # the other path, one band below
    assert len({tuple(c) for c in cells.values()}) == len(cells)  # no two zones in one cell


@pytest.mark.parametrize(("layout", "code"), [
    ("regions:\n  - {id: r, zones: [hand], place: player, graph: nowhere}\n", "E043"),
    ("seats: {counters: [vp, nope]}\n", "E042"),
    ("seats: {board_counters: [vp]}\n", "E042"),  # vp is per player, not global
])
def test_layout_mistakes_are_coded(tmp_path: Path, layout: str, code: str) -> None:
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    (folder / "layout.yaml").write_text("file: layout\n" + layout, encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_ruleset(folder)
    assert code in str(err.value.diagnostics if hasattr(err.value, "diagnostics") else err.value)

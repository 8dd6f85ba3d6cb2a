"""`cards --diff` says per card where the printed `text:` and the generated text disagree in substance, counts
them and exits 1 when any differ."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from rulesdsl.cli.main import cli
from rulesdsl.i18n.catalog import clear_cache

BITOKU = Path(__file__).resolve().parent.parent / "rules" / "bitoku"


def _block(output: str, start: str) -> list[str]:
    lines = output.splitlines()
    i = next(k for k, x in enumerate(lines) if x.startswith(start))
    j = next(k for k in range(i + 1, len(lines)) if not lines[k])
    return lines[i:j]


def test_diff_flags_a_changed_number_and_exits_1(tmp_path: Path) -> None:
    root = tmp_path / "bitoku"
    shutil.copytree(BITOKU, root)
    clear_cache()
    before = CliRunner().invoke(cli, ["cards", str(root), "--diff"])
    temple3 = _block(before.output, "Temple 3 ·")
    assert not [x for x in temple3 if x.startswith("  ≠")], temple3  # printed and generated agree
    f = root / "entities" / "buildings.yaml"
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace('action: "gain(vp, 2)"', 'action: "gain(vp, 4)"', 1), encoding="utf-8")
    clear_cache()
    after = CliRunner().invoke(cli, ["cards", str(root), "--diff"])
    assert after.exit_code == 1
    temple3 = _block(after.output, "Temple 3 ·")
    assert "  ≠ only printed: 2 VP" in temple3 and "  ≠ only generated: 4 VP" in temple3, temple3
    n_before = int(before.output.strip().splitlines()[-1].split()[0])
    n_after = int(after.output.strip().splitlines()[-1].split()[0])
    assert n_after == n_before + 1
    assert after.output.strip().splitlines()[-1].endswith("differ from the generated text in substance "
                                                          "(counter quantities, numbers)")

"""`rulesdsl catalogs`: a locale skeleton serialised from the English AST (terms, attributes and variants kept,
never `= None`), updated in place, obsolete entries listed; English gets real entries for new ids."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from click.testing import CliRunner
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from rulesdsl.cli.main import cli
from rulesdsl.i18n.catalog import clear_cache

BITOKU = Path(__file__).resolve().parent.parent / "rules" / "bitoku"


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "bitoku"
    shutil.copytree(BITOKU, root)
    (root / "locales" / "de").mkdir()
    (root / "locales" / "de" / "names.ftl").write_text(
        "-sp-kappa = Kappa\nentity-kappa_1 = { -sp-kappa } 1\nentity-gone = Weg\n", encoding="utf-8")
    clear_cache()
    return root


def test_german_skeleton_keeps_terms_variants_and_lists_obsolete(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    res = CliRunner().invoke(cli, ["catalogs", str(root), "--locale", "de", "--write"])
    assert res.exit_code == 0, res.output
    assert "obsolete 'entity-gone'" in res.output
    sk = root / "locales" / "de" / "skeleton.ftl"
    text = sk.read_text(encoding="utf-8")
    assert "None" not in text and "entity-kappa_1 " not in text  # translated entries are not repeated
    assert "# entity-kappa_2 = { -sp-kappa } 2" in text  # terms kept, not flattened
    assert "# -sp-nezumi = Nezumi" in text  # the terms the entries use come along
    # uncommented, the skeleton is valid Fluent with the English variants and every message
    plain = "\n".join(ln[2:] if ln.startswith("# ") else ("" if ln == "#" else ln) for ln in text.splitlines()
                      if not ln.startswith("# Generated") and not re.match(r"^# (attributes|file)", ln))
    res_ast = FluentParser().parse(plain)
    junk = [e for e in res_ast.body if isinstance(e, FTL.Junk)]
    assert not junk, junk[0].content[:200] if junk else ""
    msgs = [e for e in res_ast.body if isinstance(e, FTL.Message)]
    assert len(msgs) > 800 and any(isinstance(el, FTL.Placeable) and isinstance(el.expression, FTL.SelectExpression)
                                   for m in msgs if m.value for el in m.value.elements)
    again = CliRunner().invoke(cli, ["catalogs", str(root), "--locale", "de", "--write"])
    assert "unchanged" in again.output
    # the skeleton's commented entries still count as missing
    i18n = CliRunner().invoke(cli, ["i18n", str(root), "--quiet"])
    assert re.search(r"^de\s+0\.\d %\s+incomplete", i18n.output, re.M), i18n.output


def test_english_skeleton_names_new_ids(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    yokai = root / "entities" / "yokai.yaml"
    text = yokai.read_text(encoding="utf-8")
    start = text.index("  - id: kappa_1")
    end = text.index("  - id:", start + 5)
    yokai.write_text(text + text[start:end].replace("kappa_1", "kappa_9"), encoding="utf-8")
    res = CliRunner().invoke(cli, ["catalogs", str(root), "--locale", "en"])
    assert res.exit_code == 0, res.output
    assert "entity-kappa_9 = { -sp-kappa } 9" in res.output and "= None" not in res.output

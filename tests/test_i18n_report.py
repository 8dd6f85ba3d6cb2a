"""`rulesdsl i18n` is honest: a percentage and a verdict per locale, summary first, provenance, pack locales."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from click.testing import CliRunner

from rulesdsl.cli.main import cli
from rulesdsl.i18n.catalog import clear_cache
from rulesdsl.text.check import check_i18n

RULES = Path(__file__).resolve().parent.parent / "rules"
BITOKU = RULES / "bitoku"
TANUKI = RULES / "bitoku-packs" / "tanuki"

GERMAN = """-sp-kappa = Kappa
entity-kappa_1 = { -sp-kappa } 1
counter-wood = Holz
verb-gain = erhalte { $n } { $counter }
"""


def _german(tmp_path: Path) -> Path:
    root = tmp_path / "bitoku"
    shutil.copytree(BITOKU, root)
    (root / "locales" / "de").mkdir()
    (root / "locales" / "de" / "names.ftl").write_text(GERMAN, encoding="utf-8")
    clear_cache()
    return root


def test_three_message_german_is_incomplete_with_a_percentage(tmp_path: Path) -> None:
    root = _german(tmp_path)
    reports, _ = check_i18n(root)
    de = next(r for r in reports if r.locale == "de")
    assert not de.complete and de.verdict == "incomplete"
    assert de.translated == 3 and de.expected > 800
    assert 0 < de.percent < 1
    # the engine message supplied by the ruleset's catalog is counted, with where it came from
    assert de.layers["engine"][0] == 1 and de.provenance == {"ruleset": 3}
    res = CliRunner().invoke(cli, ["i18n", str(root)])
    assert res.exit_code == 0, res.output  # de is optional: reported, not failed
    first = res.output.splitlines()[:5]
    de_line = next(ln for ln in first if ln.startswith("de"))
    assert re.search(r"\b0\.\d %\s+incomplete", de_line), de_line
    assert "complete " not in de_line.replace("incomplete", "")
    # details after the summary, shortened without --verbose
    assert "more L002 warning(s) (--verbose lists them)" in res.output
    assert len(res.output.splitlines()) < 120
    verbose = CliRunner().invoke(cli, ["i18n", str(root), "--verbose"])
    assert len(verbose.output.splitlines()) > 800
    # engine messages are to be written in the ruleset's folder, never in the package
    assert "rulesdsl/i18n/locales/de" not in verbose.output
    assert f"{root / 'locales' / 'de'}/engine.ftl" in verbose.output


def test_required_incomplete_locale_fails(tmp_path: Path) -> None:
    root = _german(tmp_path)
    res = CliRunner().invoke(cli, ["i18n", str(root), "--require", "de", "--quiet"])
    assert res.exit_code == 1
    line = next(ln for ln in res.output.splitlines() if ln.startswith("de"))
    assert "INCOMPLETE" in line and "%" in line


def test_shipped_locales_are_at_100_percent() -> None:
    reports, problems = check_i18n(BITOKU, [TANUKI])
    assert not problems
    for r in reports:
        assert r.percent == 100.0 and r.complete, (r.locale, r.percent, r.fallbacks)


def test_pack_locales_are_honoured(tmp_path: Path) -> None:
    pack = tmp_path / "kirin"
    shutil.copytree(TANUKI, pack)
    for loc in ("tr", "uk", "pl"):
        shutil.rmtree(pack / "locales" / loc)
    manifest = pack / "pack.yaml"
    text = manifest.read_text(encoding="utf-8").replace("locales: [en, tr, uk, pl]", "locales: [en]")
    manifest.write_text(text.replace("id: tanuki", "id: kirin"), encoding="utf-8")
    clear_cache()
    reports, problems = check_i18n(BITOKU, [pack])
    assert not problems
    pl = next(r for r in reports if r.locale == "pl")
    assert pl.not_expected.get("pack kirin", 0) > 0
    assert not [d for d in pl.diagnostics if "kirin/locales/pl" in d.path], "no report at a folder the pack lacks"
    assert pl.complete, [d.render() for d in pl.diagnostics if d.severity == "error"][:5]


def test_partial_locale_renders_one_marker_and_capitals(tmp_path: Path) -> None:
    from rulesdsl.compiler.loader import load_ruleset
    from rulesdsl.text.cards import collect, render_text
    root = _german(tmp_path)
    rs = load_ruleset(root)
    text = render_text(rs, collect(rs, "de"), "de")
    assert "⟨en⟩ ⟨en⟩" not in text
    # a fallback label at the start of a line or of a `·` item is capitalised after its marker
    bad = [ln for ln in text.splitlines() if re.search(r"(^\s*|· )⟨en⟩ [a-z]", ln)]
    assert not bad, bad[:5]

"""The HTML card gallery from its jinja2 template: grouped by kind, filters, locale switch, provisional badges,
print layout; a designer's template overrides it. With Chromium present, a screenshot is taken to look at."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from click.testing import CliRunner

from rulesdsl.cli.main import cli

RULES = Path(__file__).resolve().parent.parent / "rules"


def test_gallery_groups_filters_and_prints(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["cards", str(RULES / "bitoku"), "--format", "html", "--locale", "uk"])
    assert res.exit_code == 0, res.output
    page = res.output
    assert '<html lang="uk">' in page and 'id="q"' in page and 'id="kind"' in page and 'id="locale"' in page
    for loc in ("en", "tr", "uk", "pl"):
        assert f'data-locale="{loc}"' in page
    assert page.count('class="badge"') > 100  # provisional cards are marked
    assert "@media print" in page and "63mm" in page and "88mm" in page
    assert "⟨en⟩" not in page and "Built this turn" not in page
    out = tmp_path / "gallery.html"
    out.write_text(page, encoding="utf-8")
    chromium = shutil.which("chromium")
    if chromium:
        shot = tmp_path / "gallery.png"
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        f"--screenshot={shot}", "--window-size=1400,1000", out.as_uri()],
                       capture_output=True, timeout=120, check=False)
        assert shot.exists() and shot.stat().st_size > 10_000


def test_designer_template_overrides(tmp_path: Path) -> None:
    tpl = tmp_path / "mine.html.j2"
    tpl.write_text("<h1>{{ title }}</h1>{% for g in current.groups %}<p>{{ g.name }}: {{ g.cards|length }}</p>"
                   "{% endfor %}", encoding="utf-8")
    res = CliRunner().invoke(cli, ["cards", str(RULES / "tokaido"), "--format", "html", "--template", str(tpl)])
    assert res.exit_code == 0, res.output
    assert res.stdout.startswith("<h1>Tokaido:") and "<p>Meal card:" not in res.stdout  # --all not given
    assert "<p>Encounter card:" in res.stdout

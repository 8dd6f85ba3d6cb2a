"""The simulation report as an analyst reads it: summary and plots first, names not ids, sections in scoring
order, "never fired" near the top, seats and agents apart with a 1/N line; a designer's template replaces it."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.reports.names import section_order
from rulesdsl.reports.sim_report import describe_meta, write_report
from rulesdsl.sim.simulate import SimConfig, run_simulation

BITOKU = Path(__file__).resolve().parent.parent / "rules" / "bitoku"


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object]]:
    rs = load_ruleset(BITOKU)
    cfg = SimConfig(root=str(BITOKU), players=2, games=4, seed=3, seats=("random", "random"))
    records = run_simulation(cfg, 1, "process")
    out = tmp_path_factory.mktemp("sim")
    meta = {"ruleset": "bitoku 0.1.0", "players": 2, "games": 4, "seats": ["random", "random"], "rotate": True,
            "options": {}}
    summary, _, _ = write_report(records, out, meta, rs)
    return out, summary


def test_sections_follow_the_rules() -> None:
    order = section_order(load_ruleset(BITOKU))
    assert order[0] == "play" and order.index("A") < order.index("B") < order.index("H")


def test_html_reads_summary_and_plots_first_with_names(report: tuple[Path, dict[str, object]]) -> None:
    out, _ = report
    page = (out / "summary.html").read_text(encoding="utf-8")
    assert "[&#39;" not in page and "['random'" not in page  # no Python repr in the header
    assert "seats: random, random" in page
    summary_at, plots_at = page.index("<h2>Summary</h2>"), page.index('class="plots"')
    never_at, seat_at = page.index("<h2>Never fired</h2>"), page.index("<h2>Win rate by seat</h2>")
    assert summary_at < plots_at < never_at < seat_at
    assert "Every seat is a random player" in page
    # names, not ids
    for raw in ("shin_ookami_start", "bdisplay_2", "pl_gate_1", "<td>play</td>"):
        assert raw not in page, raw
    assert "A. Reap the Fruits" in page or "B. First Among Many" in page
    rows = re.findall(r"<tr><td>([^<]*)</td>", page)
    assert not [r for r in rows if re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)+", r)], rows[:10]
    sections = [r for r in rows if re.match(r"^[A-H]\. ", r)]
    assert sections == sorted(sections)  # A before H


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="matplotlib is not installed")
def test_plots_are_written_and_screenshot(report: tuple[Path, dict[str, object]], tmp_path: Path) -> None:
    out, _ = report
    for name in ("winrates.png", "scores.png", "length.png"):
        assert (out / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    chromium = shutil.which("chromium")
    if chromium:
        shot = tmp_path / "report.png"
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        f"--screenshot={shot}", "--window-size=1400,1000", (out / "summary.html").as_uri()],
                       capture_output=True, timeout=120, check=False)
        assert shot.exists() and shot.stat().st_size > 10_000


def test_meta_in_words() -> None:
    text = describe_meta({"ruleset": "x", "seats": ["random", "greedy"], "rotate": False, "options": {"a": 1}})
    assert text == "seats: random, greedy · rotate: no · options: a=1"


def test_designer_template(report: tuple[Path, dict[str, object]], tmp_path: Path) -> None:
    from rulesdsl.reports.sim_report import render_html
    tpl = tmp_path / "mine.html.j2"
    tpl.write_text("<h1>{{ title }}</h1>{% for t in tables %}<h3>{{ t.title }}</h3>{% endfor %}", encoding="utf-8")
    page = render_html([("Run", ["games"], [[4]])], "R", [], "", [], tpl)
    assert page == "<h1>R</h1><h3>Run</h3>"

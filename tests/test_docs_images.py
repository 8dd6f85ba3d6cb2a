"""The docs hold documentation only: no work diaries, pictures within their budget (made by
tools/screenshots.py), every picture the docs show present and every committed picture shown, and every
relative link of README.md and docs/ pointing at a file that exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
IMAGES = DOCS / "images"
BUDGET = 2_000_000  # bytes; tools/screenshots.py compresses to stay under it
PAGES = sorted([ROOT / "README.md", *DOCS.rglob("*.md")])
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
DIARIES = ["notes", "engine-bugs-dsl.md", "engine-requests-tokaido.md", "verb-requests.md"]


def _targets(page: Path) -> list[str]:
    """The relative link and picture targets of a Markdown page (web addresses and anchors left out)."""
    found = [m.group(1).split("#")[0] for m in LINK.finditer(page.read_text(encoding="utf-8"))]
    return [t for t in found if t and not re.match(r"[a-z]+:", t)]


def test_docs_hold_no_diaries() -> None:
    assert [d for d in DIARIES if (DOCS / d).exists()] == []


def test_pictures_stay_within_the_budget() -> None:
    total = sum(p.stat().st_size for p in IMAGES.rglob("*") if p.is_file())
    assert 0 < total <= BUDGET, f"docs/images holds {total:,} bytes (budget {BUDGET:,}): python tools/screenshots.py"


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_link_and_picture_exists(page: Path) -> None:
    missing = [t for t in _targets(page) if not (page.parent / t).exists()]
    assert missing == [], f"{page.relative_to(ROOT)} links to missing files: {missing}"


def test_every_committed_picture_is_shown() -> None:
    shown = {(page.parent / t).resolve() for page in PAGES for t in _targets(page)}
    text = "\n".join(page.read_text(encoding="utf-8") for page in PAGES)
    unused = [p.name for p in sorted(IMAGES.iterdir())
              if p.resolve() not in shown and f"images/{p.name}" not in text]
    assert unused == [], f"pictures no page shows (delete them or show them): {unused}"


def test_the_link_check_sees_a_missing_file(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("![a](images/gone.png) [b](https://example.org/x.md) [c](#top) [d](page.md#x)\n",
                    encoding="utf-8")
    assert _targets(page) == ["images/gone.png", "page.md"]
    assert not (tmp_path / "images/gone.png").exists() and (tmp_path / "page.md").exists()


NAMED = sorted({*PAGES, *ROOT.glob("rules/**/*.md"), *ROOT.glob("tests/**/*.yaml"), *ROOT.glob("tests/*.py")}
               - {Path(__file__).resolve()})


def test_every_named_doc_exists() -> None:
    """A doc named by its path (docs/<name>.md) in the docs, the rulesets' notes or the tests exists."""
    named = {(p, n) for p in NAMED for n in re.findall(r"\bdocs/[\w/.-]+\.md\b", p.read_text("utf-8", "replace"))}
    missing = sorted(f"{p.relative_to(ROOT)}: {n}" for p, n in named if not (ROOT / n).exists())
    assert missing == []

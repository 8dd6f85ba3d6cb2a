"""`rulesdsl --version`: one version, read from one leaf module, and which run-time is in use."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

import rulesdsl
from rulesdsl.cli.main import cli
from rulesdsl.version import __version__

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_has_one_source() -> None:
    """pyproject.toml reads the version from rulesdsl/version.py; the package face re-exports it."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text and not re.search(r"^version\s*=", text, re.M)
    assert '[tool.hatch.version]\npath = "rulesdsl/version.py"' in text
    assert rulesdsl.__version__ == __version__
    assert re.fullmatch(r"0\.\d+\.0", __version__)


def test_the_changelog_opens_with_this_version() -> None:
    """CHANGELOG.md's newest section is the version the package says it is."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = re.search(r"^## \[(\d+\.\d+\.\d+)\]", text, re.M)
    assert first and first.group(1) == __version__


def test_version_names_the_run_time() -> None:
    """`--version` prints the version, whether the run-time runs compiled or as pure Python, and whether rules
    can be compiled here."""
    out = CliRunner().invoke(cli, ["--version"])
    assert out.exit_code == 0
    assert out.output.startswith(f"rulesdsl {__version__} (")
    assert "pure Python run-time" in out.output or "compiled run-time (mypyc:" in out.output
    import importlib.util
    if importlib.util.find_spec("Cython") is None:  # without the build extra, rules cannot be compiled
        assert "rules as generated Python (`rulesdsl build` needs the build extra)" in out.output
    else:
        assert "rules compiled where `rulesdsl build` built them (Cython " in out.output

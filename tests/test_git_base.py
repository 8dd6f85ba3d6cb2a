"""`compare --base REV` reads the ruleset folder as it was at a git revision: every git and archive failure
is a coded error naming the path (U044 git, U045 revision, U046 unpacking), never a traceback, and nothing
is unpacked outside the scratch folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulesdsl.errors import UsageError
from rulesdsl.sim import git_base

MINI = Path(__file__).parent / "fixtures" / "rulesets" / "mini"
pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def _repo(tmp: Path, plant: str) -> Path:
    """A repository whose committed ruleset folder holds one planted entry."""
    repo = tmp / "repo"
    folder = repo / "rules" / "mini"
    shutil.copytree(MINI, folder)
    if plant == "absolute link":
        (folder / "zz-abs.yaml").symlink_to("/etc/passwd")
    elif plant == "link out":
        (folder / "zz-out.yaml").symlink_to("../../../../../../../etc/passwd")
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
    return folder


@pytest.mark.parametrize(("plant", "code", "named"), [
    ("absolute link", "U046", "zz-abs.yaml"),   # the audit's F6
    ("link out", "U046", "zz-out.yaml"),        # the audit's F7
])
def test_a_link_at_the_base_revision_is_a_coded_error_naming_it(tmp_path: Path, plant: str, code: str,
                                                                named: str) -> None:
    folder = _repo(tmp_path, plant)
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    with pytest.raises(UsageError) as err:
        git_base.ruleset_at(folder, "HEAD", scratch)
    assert err.value.code == code and named in err.value.message
    assert not any(p.is_symlink() for p in scratch.rglob("*"))


def test_a_damaged_archive_and_a_git_that_cannot_run_are_coded(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    with pytest.raises(UsageError) as err:
        git_base._unpack(b"not a tar archive" * 100, scratch, "rules/mini at HEAD")
    assert err.value.code == "U046" and "rules/mini at HEAD" in err.value.message
    monkeypatch.setattr(git_base.shutil, "which", lambda _: str(tmp_path / "no-such-git"))
    with pytest.raises(UsageError) as err:
        git_base.ruleset_at(MINI, "HEAD", scratch)
    assert err.value.code == "U044"


def test_the_command_prints_the_code_and_no_traceback(tmp_path: Path) -> None:
    folder = _repo(tmp_path, "link out")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    res = subprocess.run([sys.executable, "-m", "rulesdsl", "compare", str(folder), "--base", "HEAD", "--games", "2",
                          "--seed", "1"], capture_output=True, text=True, timeout=120, env=env, check=False)
    assert res.returncode != 0 and "U046" in res.stderr and "Traceback" not in res.stderr, res.stderr

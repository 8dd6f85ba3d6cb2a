"""The cache folder is not a code boundary: a planted entry is never executed, a bad entry is a miss, and
a folder that others may write to is not used."""

from __future__ import annotations

import marshal
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from rulesdsl import cache

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"


class _Boom:
    """Unpickles into a call of os.system (a pickle that runs a command)."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, (f"touch {self.marker}",))


def _planted(kind: str, marker: Path) -> bytes:
    if kind == "reduce":
        return pickle.dumps(_Boom(marker))
    src = ("().__class__.__base__.__subclasses__()[0].__init__.__globals__['__builtins__']"
           f"['__import__']('os').system('touch {marker}')")
    return pickle.dumps(marshal.dumps(compile(src, "x", "exec")))  # marshalled code


def _play(folder: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, RULESDSL_CACHE=str(folder), PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    return subprocess.run([sys.executable, "-m", "rulesdsl", "play", str(MINI), "--players", "2", "--quiet",
                           "--seed", "3"], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("method", ["reduce", "code"])
def test_a_planted_entry_is_never_executed(tmp_path: Path, method: str) -> None:
    """Every entry of a filled cache is replaced by a payload: the game plays the same and nothing runs."""
    folder = tmp_path / "c"
    first = _play(folder, tmp_path)
    assert first.returncode == 0, first.stderr
    entries = [p for p in folder.rglob("*") if p.is_file()]
    assert {p.relative_to(folder).parts[0] for p in entries} >= {"files", "ast", "ftl", "grammar"}
    marker = tmp_path / "ran"
    for p in entries:
        p.write_bytes(_planted(method, marker))
    again = _play(folder, tmp_path)
    assert not marker.exists()
    assert again.returncode == 0, again.stderr
    assert again.stdout == first.stdout
    assert "Traceback" not in again.stderr


_CODE = marshal.dumps(compile("1", "x", "exec"))
BAD_ENTRIES: list[tuple[bytes, object]] = [
    (b"", None),  # empty
    (b"garbage", None),  # not a pickle
    (pickle.dumps(os.system), None),  # a function
    (pickle.dumps({"a": [1, (2, 3)]})[:-3], None),  # truncated
    (pickle.dumps(_CODE), _CODE),  # marshalled code reads back as inert bytes, never loaded or run
]


@pytest.mark.parametrize(("blob", "expect"), BAD_ENTRIES)
def test_a_bad_entry_is_a_miss(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, blob: bytes,
                               expect: object) -> None:
    """Truncated, foreign or code-holding entries read as None (then the value is rebuilt)."""
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path / "c"))
    cache.put("files", "ab" * 32, {"x": 1})
    assert cache.get("files", "ab" * 32) == {"x": 1}
    (tmp_path / "c" / "files" / "ab" / ("ab" * 32)).write_bytes(blob)
    assert cache.get("files", "ab" * 32) == expect


def test_only_data_goes_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A value holding a function or a code object is not stored."""
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path / "c"))
    cache.put("files", "cd" * 32, {"f": os.getcwd})
    assert cache.get("files", "cd" * 32) is None


@pytest.mark.parametrize("mode", [0o777, 0o775, 0o757])
def test_a_folder_others_may_write_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str], mode: int) -> None:
    """Group- or world-writable cache folders are ignored with a warning; nothing is read from them."""
    folder = tmp_path / f"shared{mode:o}"
    monkeypatch.setenv("RULESDSL_CACHE", str(folder))
    cache.put("files", "ef" * 32, [1, 2])
    assert cache.get("files", "ef" * 32) == [1, 2]
    folder.chmod(mode)
    assert cache.cache_dir() is None
    assert cache.get("files", "ef" * 32) is None
    assert "is not used" in capsys.readouterr().err


def test_a_linked_folder_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache folder that is a symlink (to a folder that could be swapped) is not used."""
    real = tmp_path / "real"
    real.mkdir(mode=0o700)
    (tmp_path / "link").symlink_to(real)
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path / "link"))
    assert cache.cache_dir() is None

"""The limits table (rulesdsl/limits.py) and the small guarantees behind it that the hostile-input corpus
does not see from outside: codes registered, the parse cache keeps no tracebacks, writes are atomic, saves
carry a content hash and a finished flag."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesdsl import limits as L
from rulesdsl.compiler import parsing as compiler
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import RulesError, SaveError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.saves import read_save, save_data, write_save
from rulesdsl.reports.refdoc import load_all_codes
from rulesdsl.writes import probe_dir, probe_file, write_text

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"


def test_every_limit_names_registered_codes() -> None:
    """Each limit's code (or codes, `A / B`) is in the diagnostic table, and the page lists every limit."""
    codes = load_all_codes()
    page = L.markdown()
    for lim in L.TABLE:
        for code in lim.code.split(" / "):
            assert code in codes, (lim.name, code)
        assert f"| {lim.name} | {lim.value:,} | {lim.code} |" in page


def test_cached_parse_errors_keep_no_traceback() -> None:
    """A parse error is cached without its exception chain, and raising it again attaches nothing to the
    cached entry (a traceback would keep a whole check alive)."""
    text = "gain(((( 1"
    for _ in range(2):
        with pytest.raises(RulesError):
            compiler.parse_cached(text, "effect")
    cached = compiler._AST_CACHE[("effect", text)]
    assert isinstance(cached, Exception)
    assert cached.__traceback__ is None and cached.__context__ is None and cached.__cause__ is None


def test_bounds_are_checked_before_caching() -> None:
    """Literal, loop and choice bounds are refused at parse time with their B-codes."""
    for text, code in (("gain(vp, 10000000000000000)", "B004"), ("repeat 1001 { gain(vp, 1) }", "B005"),
                       ("while true limit 100001 { gain(vp, 1) }", "B005"), ("choose 3 { a() | b() }", "B005"),
                       ("choose 0 { a() | b() }", "B005")):
        with pytest.raises(RulesError) as info:
            compiler.parse_cached(text, "effect")
        assert info.value.code == code, text
    compiler.parse_cached("repeat 1000 { while true limit 100000 { choose 2 { a() | b() } } }", "effect")


def test_write_text_is_atomic(tmp_path: Path) -> None:
    """A failed write raises U010 and leaves the old file and no temporary file behind."""
    target = tmp_path / "out.txt"
    write_text(target, "old")
    with pytest.raises(UsageError) as info:
        write_text(tmp_path / "missing" / "out.txt", "new")
    assert info.value.code == "U010"
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


def test_probes_refuse_before_work(tmp_path: Path) -> None:
    """Output paths are checked without leaving anything behind."""
    probe_file(tmp_path / "new.json")
    probe_dir(tmp_path / "a" / "b")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a"]
    assert list((tmp_path / "a" / "b").iterdir()) == []
    for bad in (lambda: probe_file(tmp_path), lambda: probe_file(tmp_path / "nope" / "x"),
                lambda: probe_dir(tmp_path / "a" / "b" / "f.txt" / "x")):
        (tmp_path / "a" / "b" / "f.txt").write_text("x")
        with pytest.raises(UsageError):
            bad()


def test_saves_carry_content_hash_and_finished(tmp_path: Path) -> None:
    """A save names the content it was played with and whether the game was over; both read back."""
    rs = load_ruleset(MINI)
    game = Game.new(rs, 2, 5)
    data = save_data(game, 5)
    assert data["content"] == rs.content_hash and data["content"]
    assert data["finished"] is False and "result" not in data
    path = tmp_path / "s.json"
    write_save(path, game, 5)
    assert read_save(path)["finished"] is False


@pytest.mark.parametrize(("field", "value", "code"), [
    ("players", 65, "F001"), ("players", 0, "F001"), ("seed", 2**63, "F001"), ("finished", "yes", "F001"),
    ("content", 5, "F001"), ("format", 1, "F006"), ("format", 99, "F006")])
def test_save_fields_out_of_range(tmp_path: Path, field: str, value: object, code: str) -> None:
    """Out-of-range or mistyped save fields are F001 before any game is built; another format is F006."""
    data = {"format": 2, "ruleset": "mini", "version": "0.1.0", "players": 2, "seed": 1, "options": {},
            "actions": [], field: value}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert info.value.code == code

"""Games remembered between comparisons (`rulesdsl.sim.played`): found again only under the same engine,
content, seats and configuration; never for seats timed in seconds; a damaged entry is a miss; bounded."""

from __future__ import annotations

import shutil
from dataclasses import asdict
from pathlib import Path

import pytest

from rulesdsl.sim import played
from rulesdsl.sim.simulate import SimConfig, run_chunk

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _cfg(root: Path, **kw: object) -> dict[str, object]:
    base = {"root": str(root), "players": 2, "games": 6, "seed": 3, "seats": ("random", "greedy"),
            "remember": True}
    base.update(kw)
    return asdict(SimConfig(**base))  # type: ignore[arg-type]


def _plain(recs: list[dict[str, object]]) -> list[dict[str, object]]:
    return [{k: v for k, v in r.items() if k != "recalled"} for r in recs]


def test_a_second_run_finds_every_game_and_they_are_the_same(cache: Path, tmp_path: Path) -> None:
    root = tmp_path / "a" / "mini"
    shutil.copytree(MINI, root)
    first = run_chunk(_cfg(root), 0, 6)
    assert not any(r.get("recalled") for r in first)
    again = run_chunk(_cfg(root), 0, 6)
    assert all(r.get("recalled") for r in again)
    assert _plain(again) == first
    fresh = run_chunk(_cfg(root, remember=False), 0, 6)  # what --fresh plays
    assert not any(r.get("recalled") for r in fresh) and fresh == first
    moved = tmp_path / "b" / "mini"  # the same content elsewhere (`--base REV` extracts to a new folder)
    shutil.copytree(root, moved)
    assert all(r.get("recalled") for r in run_chunk(_cfg(moved), 0, 3))


@pytest.mark.parametrize("change", [
    "content",  # one file of the ruleset edited
    "seed", "seats", "players_option", "engine",
])
def test_anything_the_games_depend_on_finds_nothing_old(change: str, cache: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    run_chunk(_cfg(root), 0, 4)
    cfg = _cfg(root)
    if change == "content":
        f = sorted(root.glob("*.yaml"))[0]
        f.write_text(f.read_text(encoding="utf-8") + "\n# an edit\n", encoding="utf-8")
    elif change == "seed":
        cfg = _cfg(root, seed=4)
    elif change == "seats":
        cfg = _cfg(root, seats=("greedy", "random"))
    elif change == "players_option":
        cfg = _cfg(root, rotate=False)
    else:
        monkeypatch.setattr(played, "engine_digest", lambda: "another engine")
    assert not any(r.get("recalled") for r in run_chunk(cfg, 0, 4))


def test_timed_seats_and_a_cache_turned_off_are_never_remembered(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert played.config_key(_cfg(MINI, seats=("mcts:0.01s", "random"))) is None
    assert played.config_key(_cfg(MINI, seats=("strong:250ms", "random"))) is None
    assert played.config_key(_cfg(MINI, seats=("strong:3000steps", "random"))) is not None
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    assert played.config_key(_cfg(MINI)) is None


def test_a_damaged_entry_is_a_miss_and_the_store_is_bounded(cache: Path, tmp_path: Path) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    first = run_chunk(_cfg(root), 0, 5)
    files = sorted(p for p in (cache / played.KIND).rglob("*") if p.is_file())
    assert len(files) == 5
    files[0].write_bytes(b"\x80\x05not a pickle")
    again = run_chunk(_cfg(root), 0, 5)
    assert sum(1 for r in again if r.get("recalled")) == 4 and _plain(again) == first
    assert played.trim(limit=2) == 3
    assert len([p for p in (cache / played.KIND).rglob("*") if p.is_file()]) == 2


def test_compare_again_plays_only_what_it_has_not_seen(cache: Path, tmp_path: Path) -> None:
    import json

    from click.testing import CliRunner

    from rulesdsl.cli.main import cli
    changed = tmp_path / "changed"
    shutil.copytree(MINI, changed)
    f = sorted(changed.glob("*.yaml"))[0]
    f.write_text(f.read_text(encoding="utf-8") + "\n# an edit that changes no rule\n", encoding="utf-8")
    args = ["compare", "--seed", "1", str(MINI), str(changed), "--players", "2", "--games", "6", "--fixed",
            "--seats", "random,greedy", "--workers", "1", "--no-plots"]
    runs = []
    for extra in ([], [], ["--fresh"], ["--fresh", "--play-all"]):
        out = tmp_path / f"out{len(runs)}"
        res = CliRunner().invoke(cli, [*args, "--out", str(out), *extra])
        assert res.exit_code == 0, res.output
        runs.append((res.output, json.loads((out / "compare.json").read_text(encoding="utf-8"))))
    # the edit changes no rule: every changed-side game is the base's (sim/pairs.py), found or not
    assert "found from earlier runs" not in runs[0][0] and "6 changed-side games never read" in runs[0][0]
    assert "12 games in" in runs[1][0] and "(6 of them found from earlier runs" in runs[1][0]
    assert "6 changed-side games never read" in runs[1][0]
    assert "found from earlier runs" not in runs[2][0]
    assert "never read" not in runs[3][0] and "found from earlier runs" not in runs[3][0]
    assert runs[0][1]["rows"] == runs[1][1]["rows"] == runs[2][1]["rows"] == runs[3][1]["rows"]


def test_compare_and_simulate_load_each_ruleset_once(cache: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The command's own load is the one its games play on (each load checks and compiles the generated code);
    worker processes forked after it inherit it the same way."""
    from click.testing import CliRunner

    from rulesdsl.cli import sim as sim_cli
    from rulesdsl.cli.main import cli
    from rulesdsl.compiler import loader
    from rulesdsl.sim import simulate
    loads: list[str] = []
    real = loader.load_ruleset

    def counted(root: object, *args: object, **kw: object) -> object:
        loads.append(str(root))
        return real(root, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(loader, "load_ruleset", counted)
    monkeypatch.setattr(simulate, "load_ruleset", counted)
    monkeypatch.setattr(sim_cli, "load_ruleset", counted)
    changed = tmp_path / "changed"
    shutil.copytree(MINI, changed)
    res = CliRunner().invoke(cli, ["compare", "--seed", "1", str(MINI), str(changed), "--players", "2", "--games",
                    "4", "--fixed",
                                   "--seats", "random,greedy", "--workers", "1", "--no-plots"])
    assert res.exit_code == 0, res.output
    assert loads.count(str(changed)) == 1 and loads.count(str(MINI)) == 1, loads
    again = tmp_path / "again"
    shutil.copytree(MINI, again)
    res = CliRunner().invoke(cli, ["simulate", "--seed", "1", str(again), "--players", "2", "--games", "3", "--quiet"])
    assert res.exit_code == 0, res.output
    assert loads.count(str(again)) == 1, loads

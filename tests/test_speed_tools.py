"""The speed tools: `rulesdsl bench --planner` (the default agent's decisions per CPU second) and the wheel
build's optional mypyc step (tools/hatch_mypyc.py), which never fails an install and stays off unless asked."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from click.testing import CliRunner

from rulesdsl.cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
spec = importlib.util.spec_from_file_location("hatch_mypyc", ROOT / "tools" / "hatch_mypyc.py")
assert spec is not None and spec.loader is not None
hm = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hm)
import build_mypyc  # noqa: E402  (tools/ on the path, as the hook finds it)

sys.path.remove(str(ROOT / "tools"))


def test_bench_planner_prints_the_default_agents_rate() -> None:
    res = CliRunner().invoke(cli, ["bench", str(ROOT / "rules" / "examples" / "nothanks"), "--players", "3",
                                   "--games", "1", "--planner"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["agent"] == "planner" and out["games"] == 1 and out["players"] == 3
    assert out["decisions"] > 0 and out["decisions_per_cpu_s"] > 0
    assert abs(out["ms_per_decision"] * out["decisions"] / 1000 - out["cpu_s"]) <= 0.006  # cpu_s has 2 decimals


class _App:
    def __init__(self) -> None:
        self.said: list[str] = []

    def display_warning(self, text: str) -> None:
        self.said.append(text)

    def display_info(self, text: str) -> None:
        self.said.append(text)


def _hook(app: _App) -> Any:
    meta = SimpleNamespace(core=SimpleNamespace(dependencies=["lark>=1.1.9"]))
    return hm.MypycBuildHook(str(ROOT), {"path": "tools/hatch_mypyc.py"}, None, meta, str(ROOT), "wheel", app)


def _data() -> dict[str, Any]:
    return {"force_include": {}, "pure_python": True, "infer_tag": False}


def _with_rules() -> dict[str, Any]:
    """What every wheel build adds: the rulesets' files under `rulesdsl/_data/rules/`, and nothing else."""
    want = _data()
    hm.add_rules(ROOT, want)
    assert want["force_include"] and all(v.startswith("rulesdsl/_data/rules/") for v in want["force_include"].values())
    return want


def test_the_wheel_carries_the_rulesets_but_never_compiled_rules(tmp_path: Path) -> None:
    """Every file of rules/ goes into the wheel, but for a ruleset's compiled rules and byte code, which belong to
    the machine that built them (a folder-wide force-include would copy them too)."""
    for rel in ("game/ruleset.yaml", "game/entities/cards.yaml", "game/__rulesdsl__/rules_ab.cpython-311.so",
                "game/__pycache__/x.pyc", "examples/small/ruleset.yaml"):
        (tmp_path / "rules" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "rules" / rel).write_text("x")
    data = _data()
    hm.add_rules(tmp_path, data)
    assert sorted(data["force_include"].values()) == [
        "rulesdsl/_data/rules/examples/small/ruleset.yaml", "rulesdsl/_data/rules/game/entities/cards.yaml",
        "rulesdsl/_data/rules/game/ruleset.yaml"]


@pytest.mark.parametrize("value", ["", "0", "no"])
def test_without_the_variable_nothing_is_downloaded_or_built(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(hm.ENV, value)
    monkeypatch.setattr(build_mypyc, "build", lambda *a, **k: pytest.fail("built without being asked"))
    hook, data = _hook(_App()), _data()
    assert hook.dependencies() == []
    hook.initialize("standard", data)
    assert data == _with_rules()


def test_a_failed_build_installs_the_pure_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(hm.ENV, "1")

    def refuse(*a: Any, **k: Any) -> list[Path]:
        raise build_mypyc.BuildError("no C compiler found (cc/gcc): install gcc")

    monkeypatch.setattr(build_mypyc, "build", refuse)
    app = _App()
    hook, data = _hook(app), _data()
    assert "mypy>=1.8" in hook.dependencies() and "lark>=1.1.9" in hook.dependencies()
    hook.initialize("standard", data)
    hook.finalize("standard", data, "x.whl")
    assert data == _with_rules()
    assert len(app.said) == 1 and "no C compiler found" in app.said[0] and "pure Python" in app.said[0]


def test_a_build_puts_the_compiled_files_in_the_wheel(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(hm.ENV, "true")
    made = [tmp_path / "world.cpython-311-x86_64-linux-gnu.so", tmp_path / "_mypyc_stamp.json"]
    seen: list[Path] = []

    def fake_build(names: list[str], root: Path) -> list[Path]:
        seen.append(root)
        assert names == list(build_mypyc.DEFAULT)
        assert (root / "rulesdsl" / "runtime" / "machine.py").exists() and (root / "pyproject.toml").exists()
        return made

    monkeypatch.setattr(build_mypyc, "build", fake_build)
    hook, data = _hook(_App()), _data()
    hook.initialize("standard", data)
    assert data["force_include"] == {**_with_rules()["force_include"],
                                     **{str(p): f"rulesdsl/runtime/{p.name}" for p in made}}
    assert data["pure_python"] is False and data["infer_tag"] is True
    hook.finalize("standard", data, "x.whl")
    assert not seen[0].exists()  # the working copy is removed


def test_an_editable_install_is_left_to_build_mypyc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(hm.ENV, "1")
    monkeypatch.setattr(build_mypyc, "build", lambda *a, **k: pytest.fail("built for an editable install"))
    data = _data()
    _hook(_App()).initialize("editable", data)
    assert data == _with_rules()


@pytest.mark.parametrize("kind", ["random", "planner"])
def test_the_instruction_workload_plays_the_same_games_each_run(kind: str) -> None:
    """tools/instr_workload.py (the games callgrind counts) prints a digest of their moves: the same on every run,
    and another for other games, so a speed change can show it left the games as they were."""
    import subprocess
    tool, rules = str(ROOT / "tools" / "instr_workload.py"), str(ROOT / "rules" / "examples" / "nothanks")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, tool, *args], capture_output=True, text=True, check=False, cwd=ROOT)
    first, again, other = run(kind, rules, "3", "2"), run(kind, rules, "3", "2"), run(kind, rules, "3", "1")
    assert first.returncode == 0, first.stderr
    assert first.stdout == again.stdout and "moves, digest " in first.stdout
    assert other.stdout.split("digest ")[1] != first.stdout.split("digest ")[1]
    bad = run(kind, rules, "three", "2")
    assert bad.returncode != 0 and "usage: instr_workload.py" in bad.stderr

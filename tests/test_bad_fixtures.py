"""Every bad fixture of every stage, checked inside a copy of the mini ruleset, through the real CLI.

Fixture folders (tests/fixtures/bad/<stage>/ with a cases.yaml each):
  yaml, schema      one file → its expected diagnostic(s), as read by tests/test_yamlload.py and
                    tests/test_schema_check.py (`generate:` entries are written here too);
  syntax, semantic  one content file copied into mini (as `target:`, default its own name) → every
                    diagnostic of the whole ruleset (`file:` defaults to the target; `severity:` to
                    error; `message` / `hint` are substrings); `xfail:` names an engine bug.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from bad_files import generate
from click.testing import CliRunner

from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.diagnostics import CODES

BAD = Path(__file__).resolve().parent / "fixtures" / "bad"
MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"
STAGES = ("yaml", "schema", "syntax", "semantic")
OWN_STAGES = ("syntax", "semantic")
JSON_KEYS = {"path", "line", "col", "severity", "code", "message", "hint"}


@dataclass(frozen=True)
class Expected:
    """One diagnostic a case expects."""

    file: str
    line: int
    col: int
    code: str
    severity: str = "error"
    message: str = ""
    hint: str = ""

    @property
    def key(self) -> tuple[str, int, int, str, str]:
        return (self.file, self.line, self.col, self.severity, self.code)


@dataclass(frozen=True)
class Case:
    """One bad fixture and what checking mini + it must report."""

    stage: str
    name: str
    target: str
    expected: tuple[Expected, ...]
    generate: str | None = None
    xfail: str | None = None

    @property
    def id(self) -> str:
        return f"{self.stage}/{self.name}"

    @property
    def has_errors(self) -> bool:
        return any(e.severity == "error" for e in self.expected)


def _load_cases(stage: str) -> list[Case]:
    raw: dict[str, Any] = yaml.safe_load((BAD / stage / "cases.yaml").read_text(encoding="utf-8"))
    out = []
    for name, spec in sorted(raw.items()):
        meta: dict[str, Any] = {}
        if isinstance(spec, list):
            diags = spec
        elif "diagnostics" in spec:
            meta, diags = spec, spec["diagnostics"]
        else:
            meta, diags = spec, [spec]
        target = str(meta.get("target", name))
        expected = tuple(Expected(str(d.get("file", target)), int(d["line"]), int(d["col"]), str(d["code"]),
                                  str(d.get("severity", "error")), str(d.get("message", "")),
                                  str(d.get("hint", ""))) for d in diags)
        out.append(Case(stage, name, target, expected, meta.get("generate"), meta.get("xfail")))
    return out


CASES = {stage: _load_cases(stage) for stage in STAGES}
ALL_CASES = [c for stage in STAGES for c in CASES[stage]]


def _param(case: Case) -> Any:
    marks = [pytest.mark.xfail(strict=True, raises=AssertionError, reason=case.xfail)] if case.xfail else []
    return pytest.param(case, id=case.id, marks=marks)


def build(case: Case, parent: Path) -> Path:
    """A copy of mini with the case's file added (or replacing mini's file of the same name)."""
    root = parent / "ruleset"
    shutil.copytree(MINI, root)
    target = root / case.target
    if case.generate:
        generate(case.generate, target)
    else:
        shutil.copyfile(BAD / case.stage / case.name, target)
    return root


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Keep the engine's on-disk cache out of the user's home folder."""
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path_factory.getbasetemp() / "rulesdsl-cache"))
    yield


def assert_diagnostics(case: Case, actual: list[dict[str, Any]]) -> None:
    """`actual` (JSON-shaped diagnostics, paths relative to the ruleset) is exactly what the case expects."""
    def key(d: dict[str, Any]) -> tuple[str, int, int, str, str]:
        return (Path(d["path"]).as_posix(), d["line"], d["col"], d["severity"], d["code"])

    got = sorted(key(d) for d in actual)
    want = sorted(e.key for e in case.expected)
    assert got == want, "\n".join(f"{d['path']}:{d['line']}:{d['col']}: {d['severity']}[{d['code']}]: "
                                  f"{d['message']} | {d['hint']}" for d in actual)
    unmatched = list(actual)
    for e in case.expected:
        found = next((d for d in unmatched if key(d) == e.key and e.message in d["message"]
                      and e.hint in d["hint"]), None)
        assert found is not None, f"no diagnostic {e} among {unmatched}"
        unmatched.remove(found)
    for d in actual:
        assert d["code"] in CODES and d["message"], d


# ---- the case tables ------------------------------------------------------------------------


@pytest.mark.parametrize("stage", STAGES)
def test_cases_cover_fixture_folder(stage: str) -> None:
    files = {p.name for p in (BAD / stage).iterdir() if p.name != "cases.yaml"}
    listed = {c.name for c in CASES[stage] if not c.generate}
    assert files == listed
    assert all(c.expected for c in CASES[stage])


def test_own_tables_are_large_and_cover_the_codes() -> None:
    assert len(CASES["syntax"]) >= 10 and len(CASES["semantic"]) >= 15
    syntax_codes = {e.code for c in CASES["syntax"] for e in c.expected}
    assert {"P001", "P002", "P003", "P004", "P005"} <= syntax_codes
    semantic_codes = {e.code for c in CASES["semantic"] if not c.xfail for e in c.expected}
    wanted = {f"E{n:03d}" for n in range(1, 16)} | {"M002", "W001", "W002", "W003"}
    assert wanted <= semantic_codes, wanted - semantic_codes
    for c in CASES["syntax"] + CASES["semantic"]:
        assert c.target.endswith(".yaml") and "/" not in c.target
        assert all(e.code in CODES for e in c.expected), c.name


# ---- in-process: the loader ----------------------------------------------------------------


def _relative(diags: list[Any]) -> list[dict[str, Any]]:
    return [d.to_json() for d in diags]


@pytest.mark.parametrize("case", [_param(c) for s in OWN_STAGES for c in CASES[s]])
def test_check_ruleset(case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = build(case, tmp_path)
    monkeypatch.chdir(root)
    res = check_ruleset(Path("."))
    assert_diagnostics(case, _relative(res.diagnostics))
    assert (res.ruleset is None) == case.has_errors


# ---- in-process: the CLI, for every fixture of every stage ---------------------------------------


@pytest.mark.parametrize("case", [_param(c) for c in ALL_CASES])
def test_cli_json(case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = build(case, tmp_path)
    monkeypatch.chdir(root)
    # catch_exceptions=False: an engine crash fails the test with its own exception, never hidden
    result = CliRunner().invoke(cli, ["check", ".", "--format", "json"], catch_exceptions=False)
    if "Traceback" in result.output:
        pytest.fail(f"traceback in the output of {case.id}:\n{result.output}")
    try:
        data = json.loads(result.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"not JSON:\n{result.output}")
    assert all(set(d) == JSON_KEYS for d in data)
    assert_diagnostics(case, data)
    assert result.exit_code == (1 if case.has_errors else 0)


# ---- subprocess: the real command line, for a sample --------------------------------------------


def _sample() -> list[Case]:
    picked: list[Case] = []
    for stage in STAGES:
        plain = [c for c in CASES[stage] if not c.xfail and not c.generate]
        picked += plain[:: max(1, len(plain) // 3)][:3]
        picked += [c for c in CASES[stage] if c.generate]
    return picked


SAMPLE = _sample()


def test_sample_is_reasonable() -> None:
    assert 10 <= len(SAMPLE) <= 20
    assert {c.stage for c in SAMPLE} == set(STAGES)


@pytest.mark.parametrize("case", SAMPLE, ids=[c.id for c in SAMPLE])
def test_cli_subprocess(case: Case, tmp_path: Path, run_cli: Any) -> None:
    root = build(case, tmp_path)
    res = run_cli("check", ".", "--format", "json", cwd=root)
    assert "Traceback" not in res.stdout and "Traceback" not in res.stderr, res.stderr
    assert res.returncode == (1 if case.has_errors else 0), res.stderr
    data = json.loads(res.stdout)
    assert_diagnostics(case, data)


# ---- the human format ----------------------------------------------------------------------


def _case(stage: str, name: str) -> Case:
    return next(c for c in CASES[stage] if c.name == name)


def test_human_format(tmp_path: Path, run_cli: Any) -> None:
    case = _case("semantic", "unknown_verb.yaml")
    (e,) = case.expected
    root = build(case, tmp_path)
    res = run_cli("check", ".", cwd=root)
    assert res.returncode == 1 and "Traceback" not in res.stderr
    lines = res.stdout.splitlines()
    head = f"{case.target}:{e.line}:{e.col}: error[{e.code}]: "
    i = next(i for i, ln in enumerate(lines) if ln.startswith(head))
    assert lines[i] == head + "unknown verb or macro 'gian'"
    assert lines[i + 1] == "  hint: did you mean 'gain'?"
    src = re.fullmatch(r"(\s*)(\d+) \| (.*)", lines[i + 2])
    assert src is not None, lines[i + 2]
    assert int(src.group(2)) == e.line
    source_line = (root / case.target).read_text(encoding="utf-8").splitlines()[e.line - 1]
    assert src.group(3) == source_line
    caret = re.fullmatch(r"(\s*)\| ( *)\^", lines[i + 3])
    assert caret is not None, lines[i + 3]
    assert len(caret.group(1)) == len(src.group(1)) + len(src.group(2)) + 1  # the bars line up
    assert len(caret.group(2)) == e.col - 1
    assert source_line[e.col - 1:].startswith("gian(")
    assert lines[-1] == ".: 1 error(s), 0 warning(s), 2 entities, 0 provisional"


def test_human_format_for_a_syntax_error_inside_a_block(tmp_path: Path, run_cli: Any) -> None:
    case = _case("syntax", "unterminated_string_block.yaml")
    (e,) = case.expected
    root = build(case, tmp_path)
    res = run_cli("check", ".", cwd=root)
    assert res.returncode == 1
    lines = res.stdout.splitlines()
    i = next(i for i, ln in enumerate(lines) if ln.startswith(f"{case.target}:{e.line}:{e.col}: error[P002]"))
    assert lines[i + 1].startswith("  hint: ")
    caret = lines[i + 3]
    assert caret.endswith("^")
    source_line = (root / case.target).read_text(encoding="utf-8").splitlines()[e.line - 1]
    assert source_line[e.col - 1] == '"'
    assert lines[i + 2].endswith(source_line)
    assert len(caret) - 1 == len(lines[i + 2]) - len(source_line) + e.col - 1


def test_human_format_warning_only_exits_zero(tmp_path: Path) -> None:
    case = _case("semantic", "unused_macro.yaml")
    root = build(case, tmp_path)
    result = CliRunner().invoke(cli, ["check", str(root)], catch_exceptions=False)
    assert result.exit_code == 0
    assert "warning[W001]: macro 'bonus' is never called" in result.stdout
    assert result.stdout.rstrip().endswith(": 0 error(s), 1 warning(s), 2 entities, 0 provisional")

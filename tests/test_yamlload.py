"""Strict YAML loading: bad-file table (tests/fixtures/bad/yaml/cases.yaml), scalars, positions."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from bad_files import generate

from rulesdsl.content import yamlload
from rulesdsl.content.yamlload import LoadedFile, load_yaml_file, load_yaml_text, map_offset, position
from rulesdsl.diagnostics import CODES

BAD = Path(__file__).parent / "fixtures" / "bad" / "yaml"
CASES: dict[str, dict[str, Any]] = yaml.safe_load((BAD / "cases.yaml").read_text(encoding="utf-8"))
LOADERS = [yaml.SafeLoader] + ([yaml.CSafeLoader] if hasattr(yaml, "CSafeLoader") else [])


@pytest.fixture(params=LOADERS, ids=lambda c: c.__name__)
def loader(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Run a test with the libyaml loader and with the pure-Python fallback."""
    monkeypatch.setattr(yamlload, "_LOADER", request.param)
    yield request.param


def _load(text: str) -> LoadedFile:
    lf, diags = load_yaml_text(text, "t.yaml")
    assert diags == [] and lf is not None
    return lf


def test_cases_cover_fixture_folder() -> None:
    files = {p.name for p in BAD.iterdir() if p.name != "cases.yaml"}
    listed = {name for name, case in CASES.items() if "generate" not in case}
    assert files == listed
    assert len(CASES) >= 12


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_yaml(name: str, loader: Any, tmp_path: Path) -> None:
    case = CASES[name]
    path = BAD / name
    if "generate" in case:
        path = tmp_path / name
        generate(case["generate"], path)
    lf, diags = load_yaml_file(path, f"shown/{name}")
    assert lf is None
    assert [(d.code, d.line, d.col) for d in diags] == [(case["code"], case["line"], case["col"])]
    d = diags[0]
    assert d.path == f"shown/{name}" and d.severity == "error" and d.code in CODES
    assert d.message and d.hint
    assert case.get("message", "") in d.message
    assert case.get("hint", "") in d.hint
    assert d.render().startswith(f"shown/{name}:{d.line}:{d.col}: error[{d.code}]")


@pytest.mark.parametrize("kind", ["deep", "deep_block"])
def test_deep_nesting_survives_low_recursion_limit(kind: str, tmp_path: Path, loader: Any) -> None:
    import sys

    path = tmp_path / "deep.yaml"
    generate(kind, path)
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(400)
    try:
        lf, diags = load_yaml_file(path)
    finally:
        sys.setrecursionlimit(old)
    assert lf is None and [d.code for d in diags] == ["Y006"]


def test_unreadable_file(tmp_path: Path) -> None:
    for path in (tmp_path / "missing.yaml", tmp_path):
        lf, diags = load_yaml_file(path)
        assert lf is None and [d.code for d in diags] == ["Y010"]


def test_all_duplicates_reported() -> None:
    lf, diags = load_yaml_text("file: x\na: 1\na: 2\nb:\n  c: 1\n  c: 2\n", "d.yaml")
    assert lf is None
    assert [(d.code, d.line, d.col) for d in diags] == [("Y002", 3, 1), ("Y002", 6, 3)]


def test_alias_expansion_beyond_limit_elsewhere_in_file() -> None:
    src = "a: &a [1, 2]\nb: *a\nc: {k: *a}\n"
    lf = _load(src)
    assert lf.data == {"a": [1, 2], "b": [1, 2], "c": {"k": [1, 2]}}
    assert lf.positions[("b",)] == (2, 4)
    assert lf.positions[("b", 1)] == (1, 11)  # aliased content points at the anchored text
    lf.data["b"].append(3)
    assert lf.data["a"] == [1, 2]  # expansions are independent copies


SCALARS = {
    "yes": "yes", "no": "no", "on": "on", "off": "off", "y": "y", "n": "n", "True": "True",
    "FALSE": "FALSE", "true": True, "false": False, "null": None, "~": None, "": None,
    "2024-01-02": "2024-01-02", "2001-12-14t21:59:43.10-05:00": "2001-12-14t21:59:43.10-05:00",
    "12": 12, "-3": -3, "0": 0, "012": "012", "0x1f": "0x1f", "0o17": "0o17", "1_000": "1_000",
    "1.5": "1.5", "1e3": "1e3", ".inf": ".inf", "+5": "+5", "'12'": "12", '"true"': "true",
    "!!str 5": "5", "1.0": "1.0", "12345678901234567890": "12345678901234567890",
}


@pytest.mark.parametrize("src", sorted(SCALARS))
def test_scalar_resolution(src: str, loader: Any) -> None:
    lf = _load(f"file: x\nv: {src}\n")
    assert lf.data["v"] == SCALARS[src]
    assert type(lf.data["v"]) is type(SCALARS[src])


def test_keys_are_strings_and_positions() -> None:
    lf = _load("file: board\n1: a\ntrue: b\nzones:\n  - id: z\n    tags: {k: 1}\n")
    assert list(lf.data) == ["file", "1", "true", "zones"]
    assert lf.positions[()] == (1, 1)
    assert lf.positions[("zones",)] == (5, 3)
    assert lf.positions[("zones", 0, "id")] == (5, 9)
    assert lf.key_positions[("zones", 0, "tags")] == (6, 5)
    assert lf.positions[("zones", 0, "tags", "k")] == (6, 15)
    assert lf.key_positions[("zones", 0, "tags", "k")] == (6, 12)


def test_position_falls_back_to_ancestor() -> None:
    lf = _load("file: macros\nmacros:\n  - id: m\n")
    assert position(lf, ("macros", 0, "body")) == (3, 5)
    assert position(lf, ("nothing", 3)) == (1, 1)


def test_bom_is_ignored() -> None:
    lf = _load("\ufefffile: x\n")
    assert lf.data == {"file": "x"}


def _check_offset(lf: LoadedFile, ptr: tuple[str | int, ...], rel_line: int, rel_col: int) -> None:
    """The value character at (rel_line, rel_col) must be the file character map_offset gives."""
    value = lf.data
    for part in ptr:
        value = value[part]
    want = value.split("\n")[rel_line - 1][rel_col - 1]
    line, col = map_offset(lf, ptr, rel_line, rel_col)
    assert lf.text.split("\n")[line - 1][col - 1] == want, (ptr, rel_line, rel_col, line, col)


OFFSET_SRC = """file: macros
plain: gain(wood, 2)
dq: "gain(\\"x\\", 2) ; pay(jade, 1)"
sq: 'it''s gain(sake, 1)'
macros:
  - id: flow
    body: |
      for p in order {
        as p { act(summer) }
      }
  - id: explicit
    body: |2
         deeper(1)
       base(2)
folded: >
  first line
  second line

  third
multi: plain text
  continued here
"""


@pytest.mark.parametrize("ptr, rel_line, rel_col", [
    (("plain",), 1, 1), (("plain",), 1, 6), (("plain",), 1, 13),
    (("dq",), 1, 1), (("dq",), 1, 7), (("dq",), 1, 9), (("dq",), 1, 20),
    (("sq",), 1, 3), (("sq",), 1, 4), (("sq",), 1, 10),
    (("macros", 0, "body"), 1, 1), (("macros", 0, "body"), 2, 3), (("macros", 0, "body"), 2, 10),
    (("macros", 0, "body"), 3, 1),
    (("macros", 1, "body"), 1, 3), (("macros", 1, "body"), 2, 1),
    (("folded",), 1, 3), (("folded",), 1, 14), (("folded",), 2, 1),
    (("multi",), 1, 3), (("multi",), 1, 14),
])
def test_map_offset(ptr: tuple[str | int, ...], rel_line: int, rel_col: int, loader: Any) -> None:
    _check_offset(_load(OFFSET_SRC), ptr, rel_line, rel_col)


def test_map_offset_exact_values() -> None:
    lf = _load(OFFSET_SRC)
    assert map_offset(lf, ("plain",), 1, 6) == (2, 13)
    assert map_offset(lf, ("dq",), 1, 1) == (3, 6)  # skips the opening quote
    assert map_offset(lf, ("macros", 0, "body"), 2, 3) == (9, 9)
    assert lf.scalars[("macros", 0, "body")].style == "|"
    assert lf.scalars[("macros", 0, "body")].indent == 6
    assert lf.scalars[("macros", 0, "body")].line == 8
    assert map_offset(lf, ("macros", 0), 1, 1) == position(lf, ("macros", 0))  # not a string


def test_diagnostic_source_line_and_codes_registered() -> None:
    _, diags = load_yaml_text("file: x\nfile: y\n", "s.yaml")
    assert diags[0].source_line == "file: y"
    assert all(code in CODES for code in yamlload.CODES)


class _ShortSightedLoader(yaml.SafeLoader):
    """A parser with a private nesting limit that, like libyaml, stops reading ahead of its events."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.events = 0

    def check_event(self, *choices: Any) -> bool:
        self.events += 1
        if self.events > 20:  # far shallower than the project's own 100 levels
            raise yaml.scanner.ScannerError("while increasing flow level", None, "exceeded maximum nesting depth",
                                            self.get_mark())
        return bool(super().check_event(*choices))


@pytest.mark.parametrize("kind", ["deep", "deep_block"])
def test_a_library_limit_never_decides(kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12: PyYAML 6.0.4's libyaml stops at its own depth; the result is the project's Y006 all the same."""
    path = tmp_path / "deep.yaml"
    generate(kind, path)
    monkeypatch.setattr(yamlload, "_LOADER", yaml.SafeLoader)
    want = [(d.code, d.line, d.col) for d in load_yaml_file(path)[1]]
    assert want == ([("Y006", 2, 106)] if kind == "deep" else [("Y006", 3, 201)])
    monkeypatch.setattr(yamlload, "_LOADER", _ShortSightedLoader)
    assert [(d.code, d.line, d.col) for d in load_yaml_file(path)[1]] == want
    # A real syntax error before any problem of ours is still the library's own report.
    lf, diags = load_yaml_text("file: macros\nnote: [1, 2\n", "t.yaml")
    assert lf is None and [d.code for d in diags] == ["Y001"]


def test_libyaml_with_a_lowered_limit_gives_the_same_positions(tmp_path: Path) -> None:
    """With the real libyaml: lower its own limit below ours (PyYAML >= 6.0.4), or show it has none."""
    if not hasattr(yaml, "CSafeLoader"):
        pytest.fail("PyYAML without libyaml: the C loader path is untested")
    path = tmp_path / "deep.yaml"
    generate("deep", path)
    ext: Any = yaml._yaml  # type: ignore[attr-defined]
    default = ext._get_max_nest_level() if hasattr(ext, "_get_max_nest_level") else -1
    if default == -1:  # no limit to lower: libyaml reads 2,000 levels without complaint
        yaml.load("[" * 2_000 + "]" * 2_000, Loader=yaml.CSafeLoader)
        assert [(d.code, d.line, d.col) for d in load_yaml_file(path)[1]] == [("Y006", 2, 106)]
        return
    ext._set_max_nest_level(30)
    try:
        with pytest.raises(yaml.YAMLError, match="nesting depth"):
            yaml.load("[" * 50 + "]" * 50, Loader=yaml.CSafeLoader)
        assert [(d.code, d.line, d.col) for d in load_yaml_file(path)[1]] == [("Y006", 2, 106)]
    finally:
        ext._set_max_nest_level(default)

"""A short property-based run over the three readers of untrusted input : the strict YAML
loader, the compiler (a mutated effect in a copy of mini), and the save reader. Whatever the input, each
returns diagnostics or raises one of the engine's coded errors; nothing else escapes. Bounded in
examples, never in time."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.content.yamlload import load_yaml_text
from rulesdsl.diagnostics import CODES
from rulesdsl.errors import RulesError
from rulesdsl.play.saves import read_save

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                       HealthCheck.too_slow])

# Pieces of hostile effect text, YAML and JSON, recombined by hypothesis.
EFFECT_BITS = ["gain(vp, 1)", "repeat 1000 {", "while true limit 5 {", "}", "choose 5 { a() | b() }",
               "let x = [1] + [2]", "99999999999999999999999999999999", "vp * vp", "m0()", "pick c in in(hand) {",
               "as 0 {", "if x {", "\u2028", "$\\frac{$", "(", ")", "in(hand)", "count(", "-", "//", "0", ";",
               "\n", "\"", "# note"]
YAML_BITS = ["file: macros\n", "macros:\n", "  - id: m\n", "    body: x\n", "a: &a [1, 2]\n", "b: [*a, *a]\n",
             "\t", "- ", "{", "}", "[", "]", ": ", "!!python/object:os.system\n", "<<: *a\n", "\ufeff",
             "\u0085", "\u2028", "---\n", "9" * 30, "'", "\"", "\n", "\r", "\x00"]
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**30, max_value=10**30) | st.text(max_size=8)
    | st.floats(allow_nan=True, allow_infinity=True),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20)
SAVE_KEYS = ["format", "ruleset", "version", "players", "seed", "options", "actions", "packs", "result",
             "content", "finished", "snapshot"]


@FUZZ
@given(st.lists(st.sampled_from(YAML_BITS) | st.text(max_size=5), max_size=40))
def test_yaml_loader_returns_diagnostics_or_data(bits: list[str]) -> None:
    """The strict loader never raises; every diagnostic it returns carries a registered code."""
    lf, diags = load_yaml_text("".join(bits), "fuzz.yaml")
    assert (lf is None) == bool(diags)
    assert all(d.code in CODES for d in diags)


@pytest.fixture(scope="module")
def fuzz_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of mini whose red_coin effect each example replaces."""
    root = tmp_path_factory.mktemp("fuzz") / "m"
    shutil.copytree(MINI, root)
    return root


@FUZZ
@given(st.lists(st.sampled_from(EFFECT_BITS), min_size=1, max_size=12))
def test_compiler_reports_coded_diagnostics(fuzz_root: Path, bits: list[str]) -> None:
    """A mutated effect gives a clean check or coded diagnostics, never an exception."""
    cards = fuzz_root / "cards.yaml"
    text = (MINI / "cards.yaml").read_text(encoding="utf-8")
    cards.write_text(text.replace('"gain(coins, 2)"', json.dumps(" ".join(bits))), encoding="utf-8")
    result = check_ruleset(fuzz_root)
    assert all(d.code in CODES for d in result.diagnostics)


@FUZZ
@given(st.dictionaries(st.sampled_from(SAVE_KEYS), JSON_VALUES, max_size=10) | JSON_VALUES)
def test_save_reader_accepts_or_refuses_with_a_code(tmp_path: Path, data: object) -> None:
    """Any JSON document is either a well-formed save or refused with a coded SaveError."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        save = read_save(path)
    except RulesError as err:
        assert err.code in CODES
        return
    assert type(save["players"]) is int and 1 <= save["players"]
    assert all(isinstance(a, str) for a in save["actions"])


@FUZZ
@given(st.binary(max_size=200))
def test_save_reader_on_raw_bytes(tmp_path: Path, raw: bytes) -> None:
    """Arbitrary bytes are refused with F001 (or, very rarely, read as a save)."""
    path = tmp_path / "s.json"
    path.write_bytes(raw)
    try:
        read_save(path)
    except RulesError as err:
        assert err.code == "F001"

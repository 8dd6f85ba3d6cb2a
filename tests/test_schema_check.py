"""Schema stage: bad-file table (tests/fixtures/bad/schema/cases.yaml), valid files, schema hygiene."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from rulesdsl.content import schema_check
from rulesdsl.content.schema_check import KINDS, check_file, validator_for
from rulesdsl.content.yamlload import LoadedFile, load_yaml_file, load_yaml_text
from rulesdsl.diagnostics import CODES
from rulesdsl.paths import schemas_dir

BAD = Path(__file__).parent / "fixtures" / "bad" / "schema"
CASES: dict[str, Any] = yaml.safe_load((BAD / "cases.yaml").read_text(encoding="utf-8"))
SCHEMA_FILES = sorted(schemas_dir().glob("*.schema.json"))


def _load(text: str) -> LoadedFile:
    lf, diags = load_yaml_text(text, "ok.yaml")
    assert diags == [] and lf is not None
    return lf


def test_cases_cover_fixture_folder() -> None:
    assert {p.name for p in BAD.iterdir() if p.name != "cases.yaml"} == set(CASES)
    assert len(CASES) >= 14


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_schema(name: str) -> None:
    expected = CASES[name] if isinstance(CASES[name], list) else [CASES[name]]
    lf, ydiags = load_yaml_file(BAD / name, f"rules/{name}")
    assert ydiags == [] and lf is not None
    diags = check_file(lf)
    assert [(d.code, d.line, d.col) for d in diags] == [(e["code"], e["line"], e["col"]) for e in expected]
    for d, e in zip(diags, expected, strict=True):
        assert d.path == f"rules/{name}" and d.severity == "error" and d.code in CODES
        assert e.get("message", "") in d.message
        assert e.get("hint", "") in d.hint


VALID = {
    "ruleset": """file: ruleset
id: bitoku
version: 1.0.0
name: Bitoku
default: true
players: {min: 1, max: 4}
score: vp
tiebreaks: ["me.jade", "count(in(hand))"]
flow: game
setup: setup
options:
  - {id: variant, values: [base, expert], default: base, doc: "Which variant."}
locales: [en, ja]
description: A game.
provisional_note: Some facts are placeholders.
""",
    "declarations": """file: declarations
counters:
  - {id: vp}
  - {id: wood, tags: [resource], doc: "Wood."}
global_counters:
  - {id: year, min: 0, max: 5}
groups:
  resource: [wood, stone, jade, sake]
tags:
  species: [kappa, imomushi]
  level: [1, 2, 3]
kinds:
  - {id: yokai, props: [vp], tags: [species], effects: [play]}
zones:
  - id: hand
    per: player
    visibility: owner
    capacity: 3
    tags: {role: hand, size: 2}
    players: [3, 4]
    ordered: false
""",
    "entities": """file: entities
kind: yokai
entities:
  - id: kappa_adv_1
    copies: 1
    start: yokai_deck
    props: {vp: 2}
    tags: {species: kappa}
    effects: {play: "gain(mp, 2)"}
    text: "Gain 2 MP."
    name: Kappa
    provisional: true
    source: "bitoku-rules §5 #1"
    note: checked
""",
    "board": """file: board
zones:
  - {id: yomi_1, per: game, visibility: public, capacity: 1, tags: {region: yomi, area: forest}}
graphs:
  - id: paths
    nodes: [path_start, p1, p2]
    edges:
      - {from: path_start, to: p1}
      - {from: p3, to: p4, when: "me.bitoku_progress >= 1"}
    doc: The paths.
""",
    "actions": """file: actions
groups:
  summer:
    - id: gather
      when: "wood < 5"
      do: |
        gain(wood, 1)
      players: [2, 3, 4]
      note: n
      provisional: false
      source: s
  winter: []
""",
    "macros": """file: macros
macros:
  - id: game
    params: []
    body: "repeat 5 { round() }"
    doc: The whole game.
  - id: pay_for
    params: [who, n]
    body: ""
functions:
  - id: richest
    params: [values]
    expr: "max(values)"
""",
    "pack": """file: pack
id: extra
version: 1.0.0
name: Extra cards
fan_made: true
requires:
  ruleset: {id: mini, versions: ">=0.1.0,<1.0.0"}
  packs: [{id: other}]
conflicts: [rival_pack]
overrides: [other]
locales: [en]
""",
    "layout": """file: layout
regions:
  - {id: table, tags: {area: forest}, columns: 4, row: 1, width: 6}
  - {id: track, with_tag: pos, grid: {column: pos, row: lane, wrap: 14}}
  - {id: mine, place: player, zones: [hand], hide_empty: true}
seats: {colours: ["#c03", "#2f6fc4"], counters: [vp, coins], board_counters: [], provisional: true}
""",
    "remove": """file: remove
entities: [red_coin]
macros: [bonus]
zones: [discard]
actions: {turn: [trade]}
""",
}


@pytest.mark.parametrize("kind", KINDS)
def test_valid_files_pass(kind: str) -> None:
    lf = _load(VALID[kind])
    assert lf.data["file"] == kind
    assert check_file(lf) == []


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.name)
def test_schema_files_are_valid_2020_12(path: Path) -> None:
    schema = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == schema_check.SCHEMA_BASE + path.name


def _objects(node: Any, where: str) -> list[tuple[str, dict[str, Any]]]:
    """Every subschema that declares `properties`, with a readable location."""
    found: list[tuple[str, dict[str, Any]]] = []
    if isinstance(node, dict):
        if "properties" in node:
            found.append((where, node))
        for key, value in node.items():
            found.extend(_objects(value, f"{where}/{key}"))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found.extend(_objects(value, f"{where}/{i}"))
    return found


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.name)
def test_every_object_schema_is_closed(path: Path) -> None:
    schema = json.loads(path.read_text(encoding="utf-8"))
    for where, obj in _objects(schema, path.name):
        assert obj.get("additionalProperties") is False, where


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_requires_its_file_key(kind: str) -> None:
    schema = json.loads((schemas_dir() / f"{kind}.schema.json").read_text(encoding="utf-8"))
    assert "file" in schema["required"]
    assert schema["properties"]["file"] == {"const": kind}


def test_validators_are_cached() -> None:
    assert validator_for("entities") is validator_for("entities")
    assert validator_for("common") is None
    assert validator_for("nope") is None


def test_codes_registered() -> None:
    assert all(code in CODES for code in schema_check.CODES)


def test_type_hints() -> None:
    lf = _load("file: entities\nkind: yokai\nentities:\n  - id: a\n"
               "    copies: '012'\n    provisional: 'off'\n")
    by_line = {d.line: d for d in check_file(lf)}
    assert by_line[5].code == "S004" and "leading zeros" in by_line[5].hint
    assert by_line[6].code == "S004" and "true or false" in by_line[6].hint


def test_unknown_key_without_close_match_lists_allowed_keys() -> None:
    lf = _load("file: macros\nmacros:\n  - id: m\n    body: x\n    zzz: 1\n")
    (d,) = check_file(lf)
    assert d.code == "S002" and (d.line, d.col) == (5, 5)
    assert d.hint.startswith("allowed keys: body, doc, extend, id")

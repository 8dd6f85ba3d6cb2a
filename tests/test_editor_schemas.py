"""The schemas published for YAML editors: stable documented `$id`s, and one schema for every rules file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from rulesdsl.content.reader import yaml_files
from rulesdsl.content.schema_check import SCHEMA_BASE
from rulesdsl.content.yamlload import load_yaml_file
from rulesdsl.paths import schemas_dir

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(schemas_dir().glob("*.schema.json"))}


def _validator() -> Draft202012Validator:
    resources = [(s["$id"], Resource.from_contents(s, default_specification=DRAFT202012)) for s in SCHEMAS.values()]
    registry: Registry[Any] = Registry().with_resources(resources)
    return Draft202012Validator(SCHEMAS["content.schema.json"], registry=registry)


def test_ids_are_stable_and_documented() -> None:
    """Every schema's `$id` is SCHEMA_BASE + its file name and is listed in docs/authoring.md."""
    doc = (ROOT / "docs" / "authoring.md").read_text(encoding="utf-8")
    for name, schema in SCHEMAS.items():
        assert schema["$id"] == SCHEMA_BASE + name
        assert schema["$id"] in doc, f"{schema['$id']} is not documented in docs/authoring.md"


def _content_files() -> list[Path]:
    rules = ROOT / "rules"
    # content files only: a ruleset's or pack's tests/ folder holds scenarios, not content
    return [p for p in yaml_files(rules) if "fixtures" not in p.parts and "tests" not in p.relative_to(rules).parts]


@pytest.mark.parametrize("path", _content_files(), ids=lambda p: str(p.relative_to(ROOT / "rules")))
def test_every_shipped_file_matches_the_content_schema(path: Path) -> None:
    """content.schema.json (for `yaml.schemas` globs) accepts every shipped rules and pack file."""
    lf, diags = load_yaml_file(path)
    assert lf is not None and not diags
    errors = list(_validator().iter_errors(lf.data))
    assert errors == []


def test_content_schema_rejects_a_typo() -> None:
    """An unknown key in a macro is an error for the editor's schema too."""
    bad = {"file": "macros", "macros": [{"id": "a", "bdy": "gain(vp)"}]}
    assert list(_validator().iter_errors(bad))

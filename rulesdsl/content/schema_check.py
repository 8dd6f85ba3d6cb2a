"""JSON Schema validation of loaded content files, with human messages at YAML positions."""

from __future__ import annotations

import difflib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from rulesdsl.content.yamlload import LoadedFile, Pointer, position
from rulesdsl.diagnostics import Diagnostic, register_codes, sort_key
from rulesdsl.paths import schemas_dir

KINDS = ("ruleset", "declarations", "entities", "board", "actions", "macros", "layout", "pack", "remove")
SCHEMA_BASE = "https://rulesdsl.invalid/schemas/"

CODES: dict[str, tuple[str, str]] = {
    "S001": ("unknown file kind", f"The `file:` key must name a content kind: {', '.join(KINDS)}."),
    "S002": ("unknown key", "A mapping holds a key its schema does not allow (often a typo)."),
    "S003": ("missing key", "A mapping lacks a key its schema requires."),
    "S004": ("wrong type", "A value has the wrong type (e.g. a string where an integer is expected)."),
    "S005": ("value not allowed", "A value is out of range, not one of the allowed values, not a valid id, "
                                  "or repeats an item of a list that must not repeat."),
    "S006": ("schema error", "The content breaks another rule of its schema."),
    "S007": ("missing file kind", "Every content file needs a top-level `file:` key naming its kind."),
}
register_codes(CODES)

_JSON_TYPES = {
    "integer": "an integer", "string": "a string", "boolean": "true or false", "object": "a mapping",
    "array": "a list", "null": "an empty value", "number": "a number",
}
_BOUNDS = {"minimum": ("at least", "small"), "maximum": ("at most", "large"),
           "exclusiveMinimum": ("more than", "small"), "exclusiveMaximum": ("less than", "large")}
_BOOLISH = {"yes", "no", "on", "off", "y", "n", "True", "False", "TRUE", "FALSE", "Yes", "No"}


@lru_cache(maxsize=4)
def _validators(root: str) -> dict[str, Draft202012Validator]:
    """Load every schema under `root` once into one registry; one validator per content kind."""
    schemas: dict[str, dict[str, Any]] = {}
    resources: list[tuple[str, Resource[Any]]] = []
    for path in sorted(Path(root).glob("*.schema.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        schemas[path.name.removesuffix(".schema.json")] = contents
        resource: Resource[Any] = Resource.from_contents(contents, default_specification=DRAFT202012)
        resources.append((contents["$id"], resource))
    registry: Registry[Any] = Registry().with_resources(resources)
    missing = [k for k in KINDS if k not in schemas]
    if missing:
        raise RuntimeError(f"schemas missing under {root}: {', '.join(missing)} (broken installation)")
    return {k: Draft202012Validator(schemas[k], registry=registry) for k in KINDS}


def validator_for(kind: str) -> Draft202012Validator | None:
    """The cached validator of a content kind, or None for an unknown kind."""
    return _validators(str(schemas_dir())).get(kind)


def check_file(lf: LoadedFile) -> list[Diagnostic]:
    """Validate a loaded file against the schema its `file:` key names; every error, in file order."""
    data = lf.data
    if not isinstance(data, dict) or "file" not in data:
        line, col = position(lf, ())
        return [_diag(lf, "S007", (line, col), "missing `file:` key naming the file's kind",
                      f"add `file: <kind>` as the first line; kinds: {', '.join(KINDS)}")]
    kind = data["file"]
    validator = validator_for(kind) if isinstance(kind, str) else None
    if validator is None:
        close = _close(kind, list(KINDS)) if isinstance(kind, str) else ""
        hint = close or f"the kinds are: {', '.join(KINDS)}"
        message = (f"unknown file kind {_show(kind)}" if isinstance(kind, str)
                   else f"the `file:` key must name a kind, not {_show(kind)}")
        return [_diag(lf, "S001", position(lf, ("file",)), message, hint)]
    diags: list[Diagnostic] = []
    seen: set[tuple[str, int, int, str]] = set()
    for err in validator.iter_errors(data):
        for d in _convert(lf, err):
            key = (d.code, d.line, d.col, d.message)
            if key not in seen:
                seen.add(key)
                diags.append(d)
    return sorted(diags, key=sort_key)


def _diag(lf: LoadedFile, code: str, at: tuple[int, int], message: str, hint: str = "") -> Diagnostic:
    """An error diagnostic in `lf` at (line, col), carrying the source line."""
    line, col = at
    src = lf.lines[line - 1] if 0 < line <= len(lf.lines) else ""
    return Diagnostic(lf.path, line, col, "error", code, message, hint, source_line=src[:400])


def _show(value: Any) -> str:
    """A short readable rendering of a YAML value for messages."""
    if isinstance(value, str):
        text = value if len(value) <= 40 else value[:37] + "..."
        return "'" + text.replace("\n", "\\n") + "'"
    if value is None:
        return "an empty value"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return str(value)


def _type_name(value: Any) -> str:
    """The YAML-level type name of a value."""
    if value is None:
        return "an empty value"
    if isinstance(value, bool):
        return "boolean"
    for kind, name in ((int, "integer"), (str, "string"), (dict, "mapping"), (list, "list")):
        if isinstance(value, kind):
            return name
    return type(value).__name__


def _expected(schema: dict[str, Any]) -> str:
    """Describe what a (sub)schema expects, preferring its title."""
    if isinstance(schema.get("title"), str):
        return str(schema["title"])
    types = schema.get("type", [])
    types = [types] if isinstance(types, str) else types
    return " or ".join(_JSON_TYPES.get(t, t) for t in types) or "another value"


def _key_pos(lf: LoadedFile, ptr: Pointer) -> tuple[int, int]:
    """Position of the key of mapping entry `ptr` (else of its value)."""
    return lf.key_positions.get(ptr) or position(lf, ptr)


def _close(word: str, choices: list[str]) -> str:
    """'did you mean ...?' for the closest choice, or ''."""
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else ""


def _suggest(word: str, choices: list[str], what: str) -> str:
    """A 'did you mean' hint, else a list of the allowed choices."""
    if _close(word, choices):
        return _close(word, choices)
    shown = ", ".join(sorted(choices)[:20]) + (", ..." if len(choices) > 20 else "")
    return f"allowed {what}: {shown}" if choices else ""


def _convert(lf: LoadedFile, err: ValidationError) -> list[Diagnostic]:
    """Turn one jsonschema error into diagnostics with human messages at YAML positions."""
    ptr: Pointer = tuple(err.absolute_path)
    kind, value, schema = err.validator, err.instance, err.schema
    schema = schema if isinstance(schema, dict) else {}
    if "propertyNames" in err.absolute_schema_path:
        return [_diag(lf, "S005", _key_pos(lf, (*ptr, str(value))),
                      f"key {_show(value)} is not {_expected(schema)}", "ids are like 'ore' or 'space_1'")]
    if kind == "additionalProperties" and isinstance(value, dict):
        allowed = list(schema.get("properties", {}))
        return [_diag(lf, "S002", _key_pos(lf, (*ptr, key)), f"unknown key '{key}'",
                      _suggest(key, allowed, "keys")) for key in value if key not in allowed]
    if kind == "required" and isinstance(value, dict):
        bound: Any = err.validator_value
        required = [str(k) for k in bound]
        return [_diag(lf, "S003", position(lf, ptr), f"missing required key '{key}'",
                      f"required keys here: {', '.join(required)}")
                for key in required if key not in value]
    if kind == "type":
        return [_diag(lf, "S004", position(lf, ptr),
                      f"expected {_expected(schema)}, got {_type_name(value)}" + _value_suffix(value),
                      _type_hint(schema, value))]
    return [_value_error(lf, err, ptr)]


def _value_suffix(value: Any) -> str:
    """` 'two'` after a scalar's type name in a type error, nothing for collections."""
    return "" if value is None or isinstance(value, (dict, list)) else " " + _show(value)


def _type_hint(schema: dict[str, Any], value: Any) -> str:
    """A fix-it hint for a type mismatch."""
    types = schema.get("type", [])
    types = [types] if isinstance(types, str) else types
    if value is None:
        return "the value is empty: write a value or remove the key"
    if "boolean" in types and isinstance(value, str) and value in _BOOLISH:
        return "write true or false (yes/no/on/off and capitalised forms are plain strings here)"
    if "string" in types and isinstance(value, (bool, int)) and "pattern" not in schema:
        return f'quote it: "{_show(value)}"'
    if "integer" in types and isinstance(value, str):
        text = value.strip().lstrip("-")
        if text.isdigit() and len(text) > 18:
            return "the number is too large: content numbers have at most 18 digits"
        if text.isdigit():
            return "write the number unquoted and without leading zeros"
        return "write a whole number such as 2" if text.replace(".", "", 1).isdigit() else ""
    return ""


def _value_error(lf: LoadedFile, err: ValidationError, ptr: Pointer) -> Diagnostic:
    """Enum, pattern, range, length and uniqueness errors (S005); anything else S006."""
    kind, value = err.validator, err.instance
    bound: Any = err.validator_value
    schema = err.schema if isinstance(err.schema, dict) else {}
    at = position(lf, ptr)
    if kind in ("enum", "const"):
        choices = [str(c) for c in (bound if kind == "enum" else [bound])]
        return _diag(lf, "S005", at, f"value {_show(value)} is not allowed; "
                     f"expected one of: {', '.join(choices)}", _close(str(value), choices))
    if kind == "pattern" and str(bound).startswith("^[0-9]+\\.[0-9]+"):
        return _diag(lf, "S005", at, f"{_show(value)} is not a version such as 1.0.0",
                     "write MAJOR.MINOR.PATCH, three whole numbers joined by dots")
    if kind == "pattern":
        return _diag(lf, "S005", at, f"{_show(value)} is not {_expected(schema)}",
                     "ids are like 'ore' or 'space_1'" if "a-z0-9_" in str(bound) else "")
    if kind in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        word, size = _BOUNDS[str(kind)]
        return _diag(lf, "S005", at, f"value {_show(value)} is too {size}; it must be {word} {bound}")
    if kind == "minLength":
        return _diag(lf, "S005", at, "the value must not be empty")
    if kind == "minItems":
        return _diag(lf, "S005", at, f"the list needs at least {bound} item(s)")
    if kind == "uniqueItems" and isinstance(value, list):
        for i, item in enumerate(value):
            if item in value[:i]:
                return _diag(lf, "S005", position(lf, (*ptr, i)), f"duplicate list item {_show(item)}",
                             "each item may appear only once in this list")
    if kind == "anyOf" and schema.get("description"):  # one of several forms: say which, in the schema's words
        return _diag(lf, "S004", at, f"expected {schema['description']}, got {_show(value)}")
    return _diag(lf, "S006", at, err.message)

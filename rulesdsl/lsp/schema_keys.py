"""Which keys the JSON Schema allows at a place of a content file (completion of YAML keys)."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from rulesdsl.paths import schemas_dir


@lru_cache(maxsize=1)
def _schemas() -> dict[str, dict[str, Any]]:
    """Every schema file by file name."""
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(schemas_dir().glob("*.schema.json"))}


def _resolve(node: Any, doc: str, depth: int = 0) -> tuple[dict[str, Any], str]:
    """Follow `$ref`s (within and across schema files) to a schema object."""
    while isinstance(node, dict) and "$ref" in node and depth < 20:
        ref = str(node["$ref"])
        file, _, frag = ref.partition("#")
        doc = file or doc
        target: Any = _schemas().get(doc, {})
        for part in [p for p in frag.split("/") if p]:
            target = target.get(part, {}) if isinstance(target, dict) else {}
        node, depth = target, depth + 1
    return (node if isinstance(node, dict) else {}), doc


def _props(node: dict[str, Any], doc: str) -> dict[str, dict[str, Any]]:
    """Properties of a schema object, through allOf/anyOf/oneOf."""
    out: dict[str, dict[str, Any]] = {}
    for name, sub in (node.get("properties") or {}).items():
        out[name] = sub
    for comb in ("allOf", "anyOf", "oneOf"):
        for sub in node.get(comb) or []:
            s, d = _resolve(sub, doc)
            for name, v in _props(s, d).items():
                out.setdefault(name, v)
    return out


def _step(node: dict[str, Any], doc: str, key: str) -> tuple[dict[str, Any], str]:
    node, doc = _resolve(node, doc)
    if node.get("type") == "array" or "items" in node:
        node, doc = _resolve(node.get("items", {}), doc)
    props = _props(node, doc)
    if key in props:
        return _resolve(props[key], doc)
    extra = node.get("additionalProperties")
    if isinstance(extra, dict):
        return _resolve(extra, doc)
    return {}, doc


def keys_at(kind: str, path: list[str]) -> list[tuple[str, str]]:
    """(key, title) pairs the schema of a file kind allows in the mapping at `path` (enclosing keys)."""
    doc = f"{kind}.schema.json"
    node, doc = _resolve(_schemas().get(doc, {}), doc)
    for key in path:
        node, doc = _step(node, doc, key)
        if not node:
            return []
    node, doc = _resolve(node, doc)
    if node.get("type") == "array" or "items" in node:
        node, doc = _resolve(node.get("items", {}), doc)
    out = []
    for name, sub in _props(node, doc).items():
        s, _ = _resolve(sub, doc)
        out.append((name, str(sub.get("title") or s.get("title") or s.get("description") or "")))
    return out


def kinds() -> list[str]:
    """The content kinds that have a schema (values of `file:`)."""
    return sorted(n.removesuffix(".schema.json") for n in _schemas() if n != "common.schema.json")

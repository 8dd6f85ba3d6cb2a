"""The checked content model: every declaration of a ruleset, merged across its files, with origins."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl import cache
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.yamlload import MAX_BYTES, LoadedFile, load_yaml_file, position

register_codes({
    "M001": ("no ruleset.yaml", "A ruleset folder needs a `ruleset.yaml` (file: ruleset)."),
    "M002": ("duplicate id", "Every declared id (counter, zone, entity, macro, action, graph …) must be unique."),
    "M003": ("too many content files", "A ruleset is limited to 2,000 YAML files."),
    "M004": ("path is not a ruleset folder", "Give the folder that holds ruleset.yaml."),
})

MAX_FILES = 2000


@dataclass(frozen=True)
class Origin:
    """Where a piece of content was written: a loaded file and a pointer inside it."""

    file: LoadedFile
    pointer: tuple[str | int, ...]

    def pos(self, *more: str | int) -> tuple[int, int]:
        """Line and column of this item (or of a sub-item)."""
        return position(self.file, self.pointer + more)


@dataclass
class Item:
    """One declared thing (zone, counter, entity, action, macro, graph) with its data and origin."""

    id: str
    data: dict[str, Any]
    origin: Origin
    section: str  # which family it belongs to


@dataclass
class Content:
    """All content of a ruleset folder after YAML and schema checks."""

    root: Path
    ruleset: dict[str, Any] = field(default_factory=dict)
    ruleset_origin: Origin | None = None
    counters: dict[str, Item] = field(default_factory=dict)
    global_counters: dict[str, Item] = field(default_factory=dict)
    groups: dict[str, Item] = field(default_factory=dict)
    tags: dict[str, Item] = field(default_factory=dict)
    kinds: dict[str, Item] = field(default_factory=dict)
    zones: dict[str, Item] = field(default_factory=dict)
    entities: dict[str, Item] = field(default_factory=dict)
    graphs: dict[str, Item] = field(default_factory=dict)
    actions: dict[str, dict[str, Item]] = field(default_factory=dict)  # group -> action id -> item
    action_groups: dict[str, Origin] = field(default_factory=dict)
    macros: dict[str, Item] = field(default_factory=dict)
    files: list[LoadedFile] = field(default_factory=list)
    kind_of_failed: dict[str, str] = field(default_factory=dict)  # display path -> `file:` kind
    digest: str = ""  # hash of every file's bytes: keys the parse cache

    def provisional_count(self) -> int:
        """How many entries are marked provisional (placeholders for unknown facts)."""
        n = 0
        for fam in (self.entities, self.macros, self.zones, self.graphs):
            n += sum(1 for it in fam.values() if it.data.get("provisional"))
        for group in self.actions.values():
            n += sum(1 for it in group.values() if it.data.get("provisional"))
        return n

    def entity_count(self) -> int:
        """Number of declared entities (cards, tiles, pieces)."""
        return len(self.entities)


def _diag(origin: Origin, code: str, message: str, hint: str = "", *more: str | int) -> Diagnostic:
    line, col = origin.pos(*more)
    return Diagnostic(origin.file.path, line, col, "error", code, message, hint)


class _Builder:
    """Merges loaded files into a Content, reporting duplicate ids."""

    def __init__(self, content: Content) -> None:
        self.c = content
        self.diags: list[Diagnostic] = []
        self.seen_ids: dict[tuple[str, str], Origin] = {}

    def add(self, table: dict[str, Item], section: str, data: dict[str, Any], origin: Origin,
            namespace: str | None = None) -> None:
        ident = str(data.get("id", ""))
        key = (namespace or section, ident)
        if key in self.seen_ids:
            first = self.seen_ids[key]
            line, _ = first.pos()
            self.diags.append(_diag(origin, "M002", f"duplicate {section} id '{ident}'",
                                    f"first declared at {first.file.path}:{line}", "id"))
            return
        self.seen_ids[key] = origin
        table[ident] = Item(ident, data, origin, section)

    def file(self, lf: LoadedFile) -> None:
        data = lf.data
        kind = data.get("file")
        c = self.c
        if kind == "ruleset":
            c.ruleset = data
            c.ruleset_origin = Origin(lf, ())
        elif kind == "declarations":
            for key, table in (("counters", c.counters), ("global_counters", c.global_counters),
                               ("kinds", c.kinds), ("zones", c.zones)):
                for i, d in enumerate(data.get(key, []) or []):
                    ns = "counter" if key in ("counters", "global_counters") else key
                    self.add(table, key.rstrip("s"), d, Origin(lf, (key, i)), ns)
            for key, table in (("groups", c.groups), ("tags", c.tags)):
                for name, values in (data.get(key) or {}).items():
                    self.add(table, key.rstrip("s"), {"id": name, "values": values}, Origin(lf, (key, name)))
        elif kind == "entities":
            for i, d in enumerate(data.get("entities", []) or []):
                d = dict(d)
                d.setdefault("kind", data.get("kind"))
                self.add(c.entities, "entity", d, Origin(lf, ("entities", i)))
        elif kind == "board":
            for i, d in enumerate(data.get("zones", []) or []):
                self.add(c.zones, "zone", d, Origin(lf, ("zones", i)), "zones")
            for i, d in enumerate(data.get("graphs", []) or []):
                self.add(c.graphs, "graph", d, Origin(lf, ("graphs", i)))
        elif kind == "actions":
            for gid, acts in (data.get("groups") or {}).items():
                c.action_groups.setdefault(gid, Origin(lf, ("groups", gid)))
                table = c.actions.setdefault(gid, {})
                for i, d in enumerate(acts or []):
                    self.add(table, "action", d, Origin(lf, ("groups", gid, i)), f"action:{gid}")
        elif kind == "macros":
            for i, d in enumerate(data.get("macros", []) or []):
                self.add(c.macros, "macro", d, Origin(lf, ("macros", i)))


def yaml_files(root: Path) -> list[Path]:
    """Every content file under a ruleset folder, in a stable order."""
    return sorted(p for p in root.rglob("*.yaml") if p.is_file() and "locales" not in p.parts)


def load_content(root: Path, display_base: Path | None = None) -> tuple[Content, list[Diagnostic]]:
    """Load and schema-check every file of a ruleset folder; never raises for bad content."""
    content = Content(root)
    diags: list[Diagnostic] = []
    base = display_base if display_base is not None else Path.cwd()
    if not root.is_dir():
        diags.append(Diagnostic(str(root), 1, 1, "error", "M004", f"not a ruleset folder: {root}",
                                "give the folder that holds ruleset.yaml"))
        return content, diags
    files = yaml_files(root)
    if len(files) > MAX_FILES:
        diags.append(Diagnostic(str(root), 1, 1, "error", "M003", f"{len(files)} YAML files (limit {MAX_FILES})"))
        return content, diags
    builder = _Builder(content)
    hashes: list[str] = []
    for path in files:
        display = _display(path, base)
        lf, ydiags, sdiags, digest = _load_checked(path, display)
        hashes.append(digest)
        diags.extend(ydiags)
        if lf is None or ydiags:
            continue
        diags.extend(sdiags)
        if sdiags:
            if isinstance(lf.data, dict) and isinstance(lf.data.get("file"), str):
                content.kind_of_failed[display] = lf.data["file"]
            continue
        content.files.append(lf)
        builder.file(lf)
    diags.extend(builder.diags)
    content.digest = cache.key_for(*hashes)
    if content.ruleset_origin is None and not any(d.severity == "error" for d in diags):
        diags.append(Diagnostic(str(root / "ruleset.yaml"), 1, 1, "error", "M001",
                                "this folder has no ruleset.yaml", "add a file with `file: ruleset`"))
    return content, diags


def _load_checked(path: Path, display: str) -> tuple[LoadedFile | None, list[Diagnostic], list[Diagnostic], str]:
    """YAML + schema stages for one file, served from the on-disk cache when its bytes are unchanged."""
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError:
        raw = b""
    digest = cache.key_for(raw, display)
    if len(raw) <= MAX_BYTES:
        hit = cache.get("files", digest)
        if isinstance(hit, tuple) and len(hit) == 3:
            return hit[0], hit[1], hit[2], digest
    from rulesdsl.schema_check import check_file  # jsonschema is costly to import: only on a cache miss
    lf, ydiags = load_yaml_file(path, display)
    sdiags = check_file(lf) if lf is not None and not ydiags else []
    if len(raw) <= MAX_BYTES:
        cache.put("files", digest, (lf, ydiags, sdiags))
    return lf, ydiags, sdiags, digest


def _display(path: Path, base: Path) -> str:
    try:
        return str(path.resolve().relative_to(base.resolve()))
    except ValueError:
        return str(path)

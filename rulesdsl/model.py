"""The checked content model: every declaration of a ruleset, merged across its files, with origins."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulesdsl import cache
from rulesdsl.diagnostics import Diagnostic, register_codes
from rulesdsl.yamlload import MAX_BYTES, LoadedFile, load_yaml_file, position

if TYPE_CHECKING:
    from rulesdsl.layering import Builder

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
    functions: dict[str, Item] = field(default_factory=dict)
    files: list[LoadedFile] = field(default_factory=list)
    kind_of_failed: dict[str, str] = field(default_factory=dict)  # display path -> `file:` kind
    macro_ext: dict[str, list[Item]] = field(default_factory=dict)  # macro id -> bodies appended by packs
    packs: list[Any] = field(default_factory=list)  # PackInfo of the packs layered, in order
    changes: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict)  # pack -> (op, family, id)
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


def yaml_files(root: Path) -> list[Path]:
    """Every content file under a ruleset folder, in a stable order."""
    return sorted(p for p in root.rglob("*.yaml") if p.is_file() and "locales" not in p.parts)


def load_content(root: Path, display_base: Path | None = None,
                 packs: list[Path] | None = None) -> tuple[Content, list[Diagnostic]]:
    """Load and schema-check every file of a ruleset folder, then layer the packs; never raises."""
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
    from rulesdsl.layering import Builder
    builder = Builder(content)
    hashes: list[str] = []
    _load_files(content, builder, files, base, diags, hashes)
    if packs:
        _layer_packs(content, builder, packs, base, diags, hashes)
    diags.extend(builder.diags)
    content.digest = cache.key_for(*hashes)
    if content.ruleset_origin is None and not any(d.severity == "error" for d in diags):
        diags.append(Diagnostic(str(root / "ruleset.yaml"), 1, 1, "error", "M001",
                                "this folder has no ruleset.yaml", "add a file with `file: ruleset`"))
    return content, diags


def _layer_packs(content: Content, builder: Builder, folders: list[Path], base: Path,
                 diags: list[Diagnostic], hashes: list[str]) -> None:
    """Read the manifests, order the packs, and load each pack's files over the base."""
    from rulesdsl.packs import order_packs, read_manifest
    from rulesdsl.plugins import installed_plugins
    infos = []
    for folder in folders:
        info, mdiags = read_manifest(folder, _display(folder, base))
        diags.extend(mdiags)
        if info is not None:
            infos.append(info)
            hashes.append(cache.key_for(info.manifest.text))
    rid = str(content.ruleset.get("id", ""))
    ordered, odiags = order_packs(infos, rid, str(content.ruleset.get("version", "0")), installed_plugins())
    diags.extend(odiags)
    if odiags:
        return
    for info in ordered:
        builder.begin_pack(info.id, set(info.overrides))
        files = [p for p in yaml_files(info.root) if p.name != "pack.yaml"]
        _load_files(content, builder, files, base, diags, hashes)
        content.packs.append(info)
    builder.begin_pack(None, set())


def _load_files(content: Content, builder: Builder, files: list[Path], base: Path,
                diags: list[Diagnostic], hashes: list[str]) -> None:
    """YAML + schema stages for a list of files, feeding the builder."""
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

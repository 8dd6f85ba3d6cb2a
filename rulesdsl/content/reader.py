"""Read a ruleset folder (and its packs) into the checked content model: YAML and schema stages per file,
served from the on-disk cache when a file's bytes are unchanged, then layered by the builder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rulesdsl import cache
from rulesdsl.content.layering import Builder
from rulesdsl.content.model import Content
from rulesdsl.content.yamlload import MAX_BYTES, LoadedFile, load_yaml_file
from rulesdsl.diagnostics import Diagnostic, register_codes

register_codes({
    "M001": ("no ruleset.yaml", "A ruleset folder needs a `ruleset.yaml` (file: ruleset)."),
    "M002": ("duplicate id", "Every declared id (counter, zone, entity, macro, action, graph …) must be unique."),
    "M003": ("too many content files", "A ruleset is limited to 2,000 YAML files."),
    "M004": ("path is not a ruleset folder", "Give the folder that holds ruleset.yaml."),
})

MAX_FILES = 2000

# Reads one file through the YAML and schema stages: (path, display) -> (file, yaml diags, schema diags, digest).
# The default reads the disk (with the on-disk cache); the language server passes one that serves unsaved text.
FileSource = Callable[[Path, str], tuple[LoadedFile | None, list[Diagnostic], list[Diagnostic], str]]


def yaml_files(root: Path) -> list[Path]:
    """Every content file under a ruleset folder, in a stable order (not its catalogs, nor the scenarios in
    its `tests/` folder)."""
    return sorted(p for p in root.rglob("*.yaml") if p.is_file() and "locales" not in p.parts
                  and p.relative_to(root).parts[0] != "tests")


def load_content(root: Path, display_base: Path | None = None, packs: list[Path] | None = None,
                 source: FileSource | None = None) -> tuple[Content, list[Diagnostic]]:
    """Load and schema-check every file of a ruleset folder, then layer the packs; never raises."""
    read = source if source is not None else load_checked
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
    builder = Builder(content)
    hashes: list[str] = []
    _load_files(content, builder, files, base, diags, hashes, read)
    if packs:
        _layer_packs(content, builder, packs, base, diags, hashes, read)
    diags.extend(builder.diags)
    content.digest = cache.key_for(*hashes)
    if content.ruleset_origin is None and not any(d.severity == "error" for d in diags):
        diags.append(Diagnostic(str(root / "ruleset.yaml"), 1, 1, "error", "M001",
                                "this folder has no ruleset.yaml", "add a file with `file: ruleset`"))
    return content, diags


def _layer_packs(content: Content, builder: Builder, folders: list[Path], base: Path,
                 diags: list[Diagnostic], hashes: list[str], read: FileSource) -> None:
    """Read the manifests, order the packs, and load each pack's files over the base."""
    from rulesdsl.content.packs import order_packs, read_manifest
    from rulesdsl.content.plugins import installed_plugins
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
        _load_files(content, builder, files, base, diags, hashes, read)
        content.packs.append(info)
    builder.begin_pack(None, set())


def _load_files(content: Content, builder: Builder, files: list[Path], base: Path,
                diags: list[Diagnostic], hashes: list[str], read: FileSource) -> None:
    """YAML + schema stages for a list of files, feeding the builder."""
    for path in files:
        display = _display(path, base)
        lf, ydiags, sdiags, digest = read(path, display)
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


def load_checked(path: Path, display: str) -> tuple[LoadedFile | None, list[Diagnostic], list[Diagnostic], str]:
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
    from rulesdsl.content.schema_check import check_file  # jsonschema is costly to import: only on a cache miss
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

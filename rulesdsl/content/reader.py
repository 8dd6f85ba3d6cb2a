"""Read a ruleset folder (and its packs) into the checked content model: YAML and schema stages per file,
served from the on-disk cache when a file's bytes are unchanged, then layered by the builder."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

from rulesdsl import cache
from rulesdsl import limits as L
from rulesdsl.content.layering import Builder
from rulesdsl.content.model import Content
from rulesdsl.content.safe_files import inside
from rulesdsl.content.yamlload import MAX_BYTES, LoadedFile, load_yaml_file
from rulesdsl.diagnostics import Diagnostic, register_codes

register_codes({
    "M001": ("no ruleset.yaml", "A ruleset folder needs a `ruleset.yaml` (file: ruleset)."),
    "M002": ("duplicate id", "Every declared id (counter, zone, entity, macro, action, graph …) must be unique."),
    "M003": ("too many content files", "A ruleset is limited to 2,000 YAML files."),
    "M004": ("path is not a ruleset folder", "Give the folder that holds ruleset.yaml."),
    "M005": ("second manifest", "Only the ruleset folder's own root `ruleset.yaml` may say `file: ruleset`; packs "
                                "declare what they change in pack.yaml and their content files."),
    "M006": ("not a regular file in the folder", "Content files must be regular files inside the ruleset or pack "
                                                 "folder: links that lead outside it, pipes and devices are not "
                                                 "read."),
})

MAX_FILES = L.MAX_RULESET_FILES

# Reads one file through the YAML and schema stages: (path, display) -> (file, yaml diags, schema diags, digest);
# the digest is `bytes_digest` of the file's bytes alone (no path, no engine salt).
# The default reads the disk (with the on-disk cache); the language server passes one that serves unsaved text.
FileSource = Callable[[Path, str], tuple[LoadedFile | None, list[Diagnostic], list[Diagnostic], str]]


def bytes_digest(raw: bytes) -> str:
    """A file's part of the content hash: its bytes only."""
    return hashlib.sha256(raw).hexdigest()


def content_hash(parts: list[str]) -> str:
    """The content hash of a ruleset with its packs: each file's path inside its ruleset or pack folder
    and its bytes, so the same content hashes the same from any folder and any current directory."""
    h = hashlib.sha256(b"rulesdsl content 2\0")
    for p in parts:
        h.update(p.encode("utf-8", "surrogatepass") + b"\0")
    return h.hexdigest()[:32]


def _part(path: Path, root: Path, digest: str) -> str:
    try:
        rel = path.relative_to(root).as_posix()
    except ValueError:
        rel = path.name
    return f"{rel}\0{digest}"


def yaml_files(root: Path) -> list[Path]:
    """Every content file under a ruleset folder, in a stable order: not its catalogs, nor the scenarios in its
    `tests/` folder; symlinked folders are not entered."""
    out: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root):
        rel = Path(dirpath).relative_to(root).parts
        if "locales" in rel or rel[:1] == ("tests",):  # catalogs, and the ruleset's own scenarios
            dirnames[:] = []
            continue
        dirnames[:] = [d for d in dirnames if d != "locales"]
        out += [Path(dirpath) / f for f in filenames if f.endswith(".yaml")]
    return sorted(out)


def screen(files: list[Path], root: Path, base: Path, what: str, max_files: int, max_bytes: int,
           diags: list[Diagnostic]) -> list[Path] | None:
    """The files safe to read (M006 for the others), or None when the folder is over its limits (M003/B003)."""
    if len(files) > max_files:
        code = "M003" if what == "ruleset" else "B003"
        diags.append(Diagnostic(_display(root, base), 1, 1, "error", code,
                                f"{len(files):,} YAML files in this {what} (the limit is {max_files:,})"))
        return None
    ok: list[Path] = []
    total = 0
    for p in files:
        why = inside(p, root)
        if why is not None:
            diags.append(Diagnostic(_display(p, base, resolve=False), 1, 1, "error", "M006",
                                    f"not read: {why}", "content files are regular files inside the folder"))
            continue
        total += p.stat().st_size
        ok.append(p)
    if total > max_bytes:
        diags.append(Diagnostic(_display(root, base), 1, 1, "error", "B003",
                                f"{total:,} bytes of YAML in this {what} (the limit is {max_bytes:,})",
                                "split the content into packs, or trim it"))
        return None
    return ok


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
    files = screen(yaml_files(root), root, base, "ruleset", MAX_FILES, L.MAX_RULESET_BYTES, diags)
    if files is None:
        return content, diags
    builder = Builder(content)
    hashes: list[str] = []
    _load_files(content, builder, files, base, diags, hashes, read, root / "ruleset.yaml", root)
    if packs:
        _layer_packs(content, builder, packs, base, diags, hashes, read)
    diags.extend(builder.diags)
    content.digest = content_hash(hashes)
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
            hashes.append(f"{info.id}/pack.yaml\0{bytes_digest(info.manifest.text.encode('utf-8', 'replace'))}")
    rid = str(content.ruleset.get("id", ""))
    ordered, odiags = order_packs(infos, rid, str(content.ruleset.get("version", "0")), installed_plugins())
    diags.extend(odiags)
    if odiags:
        return
    for info in ordered:
        builder.begin_pack(info.id, set(info.overrides))
        found = [p for p in yaml_files(info.root) if p != info.root / "pack.yaml"]
        files = screen(found, info.root, base, "pack", L.MAX_PACK_FILES, L.MAX_PACK_BYTES, diags)
        if files is None:
            continue
        _load_files(content, builder, files, base, diags, hashes, read, None, info.root)
        content.packs.append(info)
    builder.begin_pack(None, set())


def _load_files(content: Content, builder: Builder, files: list[Path], base: Path,
                diags: list[Diagnostic], hashes: list[str], read: FileSource, manifest: Path | None,
                root: Path) -> None:
    """YAML + schema stages for a list of files, feeding the builder; only `manifest` may be `file: ruleset`."""
    for path in files:
        display = _display(path, base)
        lf, ydiags, sdiags, digest = read(path, display)
        hashes.append(_part(path, root, digest))
        diags.extend(ydiags)
        if lf is None or ydiags:
            continue
        content.nodes += len(lf.positions)
        if content.nodes > L.MAX_NODES:
            diags.append(Diagnostic(display, 1, 1, "error", "B003", f"more than {L.MAX_NODES:,} YAML values in the "
                                    "ruleset and its packs", "trim the content; the rest is not read"))
            return
        diags.extend(sdiags)
        if sdiags:
            if isinstance(lf.data, dict) and isinstance(lf.data.get("file"), str):
                content.kind_of_failed[display] = lf.data["file"]
            continue
        if isinstance(lf.data, dict) and lf.data.get("file") == "ruleset" and path != manifest:
            from rulesdsl.content.yamlload import position
            line, col = position(lf, ("file",))
            where = "a pack" if manifest is None else "a ruleset sub-folder"
            diags.append(Diagnostic(display, line, col, "error", "M005",
                                    f"`file: ruleset` in {where}: only the ruleset's root ruleset.yaml is the "
                                    "manifest", "a pack declares itself in pack.yaml; move these settings there "
                                    "or into the base ruleset.yaml" if manifest is None else
                                    "merge it into the root ruleset.yaml, or change its `file:` kind"))
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
    key, digest = cache.key_for(raw, display), bytes_digest(raw)
    if len(raw) <= MAX_BYTES:
        hit = cache.get("files", key)
        if isinstance(hit, tuple) and len(hit) == 3:
            return hit[0], hit[1], hit[2], digest
    from rulesdsl.content.schema_check import check_file  # jsonschema is costly to import: only on a cache miss
    lf, ydiags = load_yaml_file(path, display)
    if lf is not None and not ydiags and len(lf.positions) > L.MAX_FILE_NODES:
        ydiags = [Diagnostic(display, 1, 1, "error", "B003", f"{len(lf.positions):,} YAML values in one file (the "
                             f"limit is {L.MAX_FILE_NODES:,})", "split the content into several files")]
    sdiags = check_file(lf) if lf is not None and not ydiags else []
    if len(raw) <= MAX_BYTES:
        cache.put("files", key, (lf, ydiags, sdiags))
    return lf, ydiags, sdiags, digest


def _display(path: Path, base: Path, resolve: bool = True) -> str:
    try:
        p = path.resolve() if resolve else path.absolute()
        return str(p.relative_to(base.resolve()))
    except (ValueError, OSError, RuntimeError):
        return str(path)

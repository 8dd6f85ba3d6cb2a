"""The server's view of the rules on disk plus the unsaved text of open documents, checked by the same
pipeline as `rulesdsl check` (one source of truth), with per-file memos so a keystroke re-reads one file."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rulesdsl import cache
from rulesdsl.compiler.loader import CheckResult, check_ruleset
from rulesdsl.compiler.parsing import trim_parse_cache
from rulesdsl.content.packs import discover
from rulesdsl.content.schema_check import check_file
from rulesdsl.content.yamlload import MAX_BYTES, LoadedFile, load_yaml_file, load_yaml_text
from rulesdsl.diagnostics import Diagnostic
from rulesdsl.lsp.index import Index, build_index

FileResult = tuple[LoadedFile | None, list[Diagnostic], list[Diagnostic], str]

MEMO_FILES = 512  # YAML + schema results kept in memory (distinct file texts)
PARSE_CACHE_ENTRIES = 20_000  # parsed effect texts kept alive between checks
PARSE_CACHE_FAILED = 32  # failing effect texts kept (each holds the parser's state)


@dataclass(frozen=True)
class ProjectKey:
    """A ruleset folder and the packs layered over it (a pack's files are checked over its base)."""

    root: Path
    packs: tuple[Path, ...] = ()


def project_for(path: Path) -> ProjectKey | None:
    """The ruleset (and pack) a file belongs to: the nearest folder with pack.yaml or ruleset.yaml."""
    for folder in path.resolve().parents:
        if (folder / "pack.yaml").is_file():
            shelf = folder.parent
            if shelf.name.endswith("-packs"):
                base = shelf.parent / shelf.name[: -len("-packs")]
                if (base / "ruleset.yaml").is_file():
                    return ProjectKey(base, (folder,))
            return None
        if (folder / "ruleset.yaml").is_file():
            return ProjectKey(folder)
    return None


@dataclass
class Checked:
    """The latest check of one project: its result, its diagnostics by file, and (built on first use,
    not on every keystroke) its index of declarations and references."""

    key: ProjectKey
    result: CheckResult
    path_of: Callable[[str], Path]
    by_file: dict[Path, list[Diagnostic]] = field(default_factory=dict)
    _index: Index | None = None

    @property
    def index(self) -> Index:
        """Where every id is declared and used (built once per check, when first asked)."""
        if self._index is None:
            self._index = build_index(self.result.content, self.path_of)
        return self._index


class Workspace:
    """Open documents, per-file memos and the latest check of each project."""

    def __init__(self) -> None:
        self.overlays: dict[Path, str] = {}
        self.memo: OrderedDict[str, FileResult] = OrderedDict()
        self.displays: dict[str, Path] = {}
        self.checked: dict[ProjectKey, Checked] = {}

    # ---- documents ----------------------------------------------------------------------------
    def open(self, path: Path, text: str) -> None:
        """Serve this text instead of the file's bytes until the document is closed."""
        self.overlays[path.resolve()] = text

    def close(self, path: Path) -> None:
        """Go back to the file on disk."""
        self.overlays.pop(path.resolve(), None)

    def text_of(self, path: Path) -> str:
        """The current text of a file: the open document's, else the disk's."""
        p = path.resolve()
        if p in self.overlays:
            return self.overlays[p]
        try:
            return p.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    # ---- checking -----------------------------------------------------------------------------
    def read(self, path: Path, display: str) -> FileResult:
        """A FileSource for the reader: the YAML and schema stages of one file, memoised by its text."""
        real = path.resolve()
        self.displays[display] = real
        text = self.overlays.get(real)
        if text is None:
            try:
                with real.open("rb") as fh:
                    raw = fh.read(MAX_BYTES + 1)
            except OSError:
                raw = b""
        else:
            raw = text.encode("utf-8")
        digest = cache.key_for(raw, display)
        hit = self.memo.get(digest)
        if hit is not None:
            self.memo.move_to_end(digest)
            return hit
        if text is None:
            lf, ydiags = load_yaml_file(real, display)
        elif len(raw) > MAX_BYTES:  # the unsaved text is refused as the saved file would be
            lf, ydiags = None, [Diagnostic(display, 1, 1, "error", "Y005", f"file is larger than {MAX_BYTES} bytes",
                                           "split the content into several files")]
        else:
            lf, ydiags = load_yaml_text(text, display)
        sdiags = check_file(lf) if lf is not None and not ydiags else []
        got: FileResult = (lf, ydiags, sdiags, digest)
        self.memo[digest] = got
        while len(self.memo) > MEMO_FILES:
            self.memo.popitem(last=False)
        return got

    def check(self, key: ProjectKey) -> Checked:
        """Run `check` on a project with the open documents' text; index it; bound the parse cache."""
        result = check_ruleset(key.root, list(key.packs), source=self.read)
        trim_parse_cache(PARSE_CACHE_ENTRIES, PARSE_CACHE_FAILED)
        by_file: dict[Path, list[Diagnostic]] = {}
        for lf in result.content.files:
            by_file.setdefault(self.path_of(lf.path), [])
        for d in result.diagnostics:
            by_file.setdefault(self.path_of(d.path), []).append(d)
        checked = Checked(key, result, self.path_of, by_file)
        self.checked[key] = checked
        return checked

    def path_of(self, display: str) -> Path:
        """The absolute file behind a display path of a diagnostic or loaded file."""
        known = self.displays.get(display)
        if known is not None:
            return known
        p = Path(display)
        return (p if p.is_absolute() else Path.cwd() / p).resolve()

    def latest(self, path: Path) -> Checked | None:
        """The latest check of the project a file belongs to (checking it now if never checked)."""
        key = project_for(path)
        if key is None:
            return None
        return self.checked.get(key) or self.check(key)

    def neighbours(self, key: ProjectKey) -> list[ProjectKey]:
        """Packs installed beside a base ruleset, as their own projects (for references across packs)."""
        if key.packs:
            return []
        return [ProjectKey(key.root, (p.resolve(),)) for p in discover(key.root)]

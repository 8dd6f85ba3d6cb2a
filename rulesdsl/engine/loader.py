"""Load a ruleset folder through every stage: YAML → schema → parse → semantic check → compile."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulesdsl.content.model import Content
from rulesdsl.content.reader import FileSource, load_content
from rulesdsl.content.yamlload import load_yaml_file
from rulesdsl.diagnostics import Diagnostic, sort_key
from rulesdsl.engine.compiler import compile_content
from rulesdsl.engine.ruleset import Ruleset
from rulesdsl.errors import ContentError, UsageError
from rulesdsl.paths import rules_dir

ALL_KINDS = frozenset({"ruleset", "declarations", "entities", "board", "actions", "macros"})
# Which file kinds could have declared what a reference diagnostic found missing.
CASCADING: dict[str, frozenset[str]] = {
    "E001": ALL_KINDS, "E004": ALL_KINDS, "E002": frozenset({"macros"}), "E003": frozenset({"macros"}),
    "E005": frozenset({"declarations", "board", "actions"}), "E006": frozenset({"macros"}),
    "E008": frozenset({"board"}), "E009": frozenset({"declarations"}), "E011": frozenset({"declarations"}),
    "E012": frozenset({"declarations", "board"}), "E013": frozenset({"macros", "declarations"}),
    "E014": ALL_KINDS, "K006": ALL_KINDS, "W001": ALL_KINDS, "W002": frozenset({"board"}),
    "W003": frozenset({"entities"}),
}


def _failed_kinds(content: Content, diags: list[Diagnostic]) -> frozenset[str]:
    """The kinds of the files rejected before compiling (all kinds when one is unknown)."""
    loaded = {lf.path: lf for lf in content.files}
    out: set[str] = set()
    for d in diags:
        if d.severity != "error":
            continue
        kind = content.kind_of_failed.get(d.path) if d.path not in loaded else None
        if kind is None:
            return ALL_KINDS
        out.add(kind)
    return frozenset(out)


@dataclass
class CheckResult:
    """Everything `rulesdsl check` reports about a ruleset."""

    content: Content
    ruleset: Ruleset | None
    diagnostics: list[Diagnostic]

    @property
    def errors(self) -> list[Diagnostic]:
        """The error diagnostics."""
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def warnings(self) -> list[Diagnostic]:
        """The warning diagnostics."""
        return [d for d in self.diagnostics if d.severity == "warning"]


def check_ruleset(root: Path | str, packs: list[Path] | None = None, source: FileSource | None = None) -> CheckResult:
    """Run every stage (base content, then packs layered over it) and collect every diagnostic.

    `source` reads one file through the YAML and schema stages (default: from disk, cached); the language
    server passes one that serves the unsaved text of open documents."""
    content, diags = load_content(Path(root), packs=[Path(p) for p in packs or []], source=source)
    rs: Ruleset | None = None
    failed = _failed_kinds(content, diags)
    if content.ruleset_origin is not None:
        rs, more = compile_content(content)
        rs.packs = [(p.id, p.version) for p in content.packs]
        # Files rejected earlier are missing from the model: a reference into them would be a
        # false alarm, so reference problems that such a file could explain are dropped.
        more = [d for d in more if not (CASCADING.get(d.code, frozenset()) & failed)]
        diags = diags + more
    diags = sorted(set(diags), key=sort_key)
    if any(d.severity == "error" for d in diags):
        rs = None
    return CheckResult(content, rs, diags)


def load_ruleset(root: Path | str, packs: list[Path] | None = None) -> Ruleset:
    """A compiled ruleset (with packs layered), or ContentError carrying every diagnostic."""
    res = check_ruleset(root, packs)
    if res.ruleset is None:
        raise ContentError(res.errors)
    return res.ruleset


def default_ruleset_dir() -> Path:
    """The shipped ruleset whose ruleset.yaml says `default: true` (chosen by data, not by name)."""
    root = rules_dir()
    for path in sorted(root.glob("*/ruleset.yaml")):
        lf, diags = load_yaml_file(path)
        if lf is not None and not diags and isinstance(lf.data, dict) and lf.data.get("default") is True:
            return path.parent
    raise UsageError(f"no ruleset under {root} is marked `default: true`; give a PATH", "U002")


def resolve_path(path: str | None) -> Path:
    """The ruleset folder for a CLI PATH argument (None = the default ruleset)."""
    if path is None:
        return default_ruleset_dir()
    p = Path(path)
    if p.is_file() and p.name == "ruleset.yaml":
        p = p.parent
    if not p.exists():
        shipped = rules_dir() / path
        if shipped.is_dir():
            return shipped
        raise UsageError(f"no such ruleset folder: {path}", "U003")
    return p

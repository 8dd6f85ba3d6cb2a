"""Load a ruleset folder through every stage: YAML → schema → parse → semantic check → compile."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulesdsl.compiler.build import compile_content
from rulesdsl.content.model import Content
from rulesdsl.content.reader import FileSource, load_content
from rulesdsl.content.yamlload import load_yaml_file
from rulesdsl.diagnostics import Diagnostic, sort_key
from rulesdsl.errors import ContentError, UsageError
from rulesdsl.paths import find_project, rules_dir
from rulesdsl.runtime.ruleset import Ruleset

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


def load_ruleset(root: Path | str, packs: list[Path] | None = None, python: bool = True,
                 compiled: bool = False, builds: Path | None = None) -> Ruleset:
    """A compiled ruleset (with packs layered), or ContentError carrying every diagnostic.

    With `python` (the default) its decision-free code runs as generated Python (`compiler/codegen.py`);
    without it, everything runs on the reference interpreter's closures. With `compiled` (the bulk commands:
    simulate, compare, train, bench, the RL adapters), the native build of that Python runs instead when
    `rulesdsl build` left one for exactly these rules beside the ruleset (`compiler/native.py`;
    `ruleset.python.native_note` says why not otherwise); `builds`: the ruleset folder whose builds to look
    in instead (a compare's base taken from git looks in the working copy's)."""
    res = check_ruleset(root, packs)
    if res.ruleset is None:
        raise ContentError(res.errors)
    if python:
        from rulesdsl.compiler.pyrun import compile_to_python
        res.ruleset.python = compile_to_python(res.ruleset, (builds or Path(root)) if compiled else None)
    return res.ruleset


WORKING_COPY = "working copy"
INSTALLED_COPY = "installed copy"
GIVEN = "given path"


def _ruleset_id(path: Path) -> object:
    """The `id` of a ruleset.yaml (None when it does not load)."""
    lf, diags = load_yaml_file(path)
    return lf.data.get("id") if lf is not None and not diags and isinstance(lf.data, dict) else None


def default_ruleset_dir(folder: Path | None = None) -> Path:
    """The ruleset under `folder` (default: the installed rulesets) whose ruleset.yaml says `default: true`."""
    root = folder if folder is not None else rules_dir()
    for path in sorted(root.glob("*/ruleset.yaml")):
        lf, diags = load_yaml_file(path)
        if lf is not None and not diags and isinstance(lf.data, dict) and lf.data.get("default") is True:
            return path.parent
    raise UsageError(f"no ruleset under {root} is marked `default: true`; give a PATH", "U002")


def locate_ruleset(path: str | None, start: Path | None = None) -> tuple[Path, str]:
    """The ruleset folder for a CLI PATH argument and where it came from (working copy, installed copy, given).

    Inside a project (see `rulesdsl.paths.find_project`) no PATH means the ruleset the current folder
    is in, else the project's default ruleset, and a bare name means `rules/<name>` of the project;
    the rulesets installed with the package are used only outside any project.
    """
    project = find_project(start)
    if path is None:
        if project.ruleset is not None:
            return project.ruleset, WORKING_COPY
        if project.rules is not None:
            return default_ruleset_dir(project.rules), WORKING_COPY
        return default_ruleset_dir(), INSTALLED_COPY
    given = Path(path)
    if start is not None and not given.is_absolute():
        given = start / given
    if given.is_file() and given.name == "ruleset.yaml":
        given = given.parent
    if given.exists():
        return given, GIVEN
    installed = rules_dir() / path
    if len(Path(path).parts) == 1:  # a bare name
        if project.rules is not None and (project.rules / path / "ruleset.yaml").is_file():
            return project.rules / path, WORKING_COPY
        if project.ruleset is not None and project.ruleset.name == path:
            return project.ruleset, WORKING_COPY
        if not project.found and installed.is_dir():
            return installed, INSTALLED_COPY
    if project.found:
        where = project.rules or project.ruleset
        hint = f"the copy installed with rulesdsl is {installed}; give that path to use it" \
            if installed.is_dir() else "give the path of a folder holding a ruleset.yaml"
        raise UsageError(f"no such ruleset folder: {path} (nor a ruleset of that name in {where})", "U003", hint)
    raise UsageError(f"no such ruleset folder: {path}", "U003")


def resolve_path(path: str | None, start: Path | None = None) -> Path:
    """The ruleset folder for a CLI PATH argument (None = the project's, else the installed default ruleset)."""
    return locate_ruleset(path, start)[0]


def rulesets_in_scope(start: Path | None = None) -> list[Path]:
    """The ruleset folders a saved game may name: the project's (inside one), else the installed ones; the
    example games (`rules/examples/*`) after the others."""
    project = find_project(start)
    if not project.found:
        return _with_examples(rules_dir(), [])
    out = [project.ruleset] if project.ruleset is not None else []
    return _with_examples(project.rules, out) if project.rules is not None else out


def _with_examples(rules: Path, out: list[Path]) -> list[Path]:
    for pattern in ("*/ruleset.yaml", "examples/*/ruleset.yaml"):
        out += sorted(p.parent for p in rules.glob(pattern) if p.parent not in out)
    return out


def find_ruleset_by_id(ident: str, start: Path | None = None) -> Path | None:
    """The ruleset in scope (see `rulesets_in_scope`) whose ruleset.yaml has this `id`."""
    for folder in rulesets_in_scope(start):
        if _ruleset_id(folder / "ruleset.yaml") == ident:
            return folder
    return None


def locate_saved_ruleset(ident: str, start: Path | None = None) -> tuple[Path, str]:
    """The ruleset a save names (by `id`, in scope), else the default one, with where it came from."""
    found = find_ruleset_by_id(ident, start)
    if found is None:
        return locate_ruleset(None, start)
    return found, WORKING_COPY if find_project(start).found else INSTALLED_COPY

"""Content packs: manifests, version ranges, dependency order, conflicts and plug-in checks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesdsl.content.yamlload import LoadedFile, load_yaml_file, position
from rulesdsl.diagnostics import Diagnostic, register_codes

register_codes({
    "K001": ("not a pack folder", "A pack is a folder holding pack.yaml (file: pack)."),
    "K002": ("unmet pack dependency", "A pack requires another pack that is not given."),
    "K003": ("version mismatch", "The base ruleset or a required pack has a version outside the declared range."),
    "K004": ("packs touch the same id", "Two packs add, replace, extend or remove the same item; one of them must "
                                        "declare `overrides: [other]`."),
    "K005": ("conflicting packs", "A pack declares that it cannot be used with another pack that is given."),
    "K006": ("nothing to replace, extend or remove", "`replace: true`, `extend: true` and remove files need an "
                                                     "existing item of that id (and are only allowed in packs)."),
    "K007": ("verb plug-in missing", "The pack needs a Python verb plug-in that is not installed."),
    "K008": ("pack dependency cycle", "Packs require each other in a cycle."),
    "K009": ("pack given twice", "The same pack id was given more than once."),
})

_CONSTRAINT = re.compile(r"^\s*(>=|<=|==|!=|>|<)\s*([0-9]{1,9}(?:\.[0-9]{1,9}){0,2})\s*$")


def parse_version(text: str) -> tuple[int, ...]:
    """`1.2.3` → (1, 2, 3); missing parts are zeros; a part longer than 9 digits counts as 10**9."""
    parts = [int(p) if len(p) <= 9 else 10**9 for p in re.findall(r"[0-9]+", text)[:3]]
    return tuple(parts + [0] * (3 - len(parts)))


def version_ok(version: str, spec: str | None) -> bool:
    """Whether a version satisfies comma-separated constraints such as '>=0.1.0,<1.0.0'."""
    if not spec:
        return True
    v = parse_version(version)
    for part in spec.split(","):
        m = _CONSTRAINT.match(part)
        if m is None:
            return False
        op, bound = m.group(1), parse_version(m.group(2))
        ok = {">=": v >= bound, "<=": v <= bound, ">": v > bound, "<": v < bound, "==": v == bound,
              "!=": v != bound}[op]
        if not ok:
            return False
    return True


@dataclass
class PackInfo:
    """A pack manifest, checked."""

    id: str
    version: str
    name: str
    root: Path
    manifest: LoadedFile
    fan_made: bool = False
    description: str = ""
    ruleset: tuple[str, str | None] = ("", None)
    requires: list[tuple[str, str | None]] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    overrides: list[str] = field(default_factory=list)
    plugins: list[str] = field(default_factory=list)


def _diag(lf: LoadedFile | None, path: str, code: str, msg: str, hint: str = "",
          *pointer: str | int) -> Diagnostic:
    line, col = position(lf, tuple(pointer)) if lf is not None else (1, 1)
    return Diagnostic(path, line, col, "error", code, msg, hint)


def read_manifest(folder: Path, display: str) -> tuple[PackInfo | None, list[Diagnostic]]:
    """Load and schema-check a pack's pack.yaml."""
    from rulesdsl.content.safe_files import inside
    from rulesdsl.content.schema_check import check_file
    path = folder / "pack.yaml"
    if not path.is_file():
        return None, [Diagnostic(display, 1, 1, "error", "K001", f"no pack.yaml in {display}",
                                 "a pack folder holds pack.yaml with `file: pack`")]
    why = inside(path, folder)
    if why is not None:
        return None, [Diagnostic(f"{display}/pack.yaml", 1, 1, "error", "M006", f"not read: {why}",
                                 "pack.yaml is a regular file inside the pack folder")]
    lf, diags = load_yaml_file(path, f"{display}/pack.yaml")
    if lf is None or diags:
        return None, diags
    diags = check_file(lf)
    if diags:
        return None, diags
    d: dict[str, Any] = lf.data
    if d.get("file") != "pack":
        return None, [_diag(lf, lf.path, "K001", "pack.yaml must say `file: pack`", "", "file")]
    req = d["requires"]
    info = PackInfo(str(d["id"]), str(d["version"]), str(d["name"]), folder, lf, bool(d.get("fan_made")),
                    str(d.get("description", "")), (str(req["ruleset"]["id"]), req["ruleset"].get("versions")),
                    [(str(p["id"]), p.get("versions")) for p in req.get("packs") or []],
                    list(d.get("conflicts") or []), list(d.get("overrides") or []), list(d.get("plugins") or []))
    return info, []


def order_packs(infos: list[PackInfo], ruleset_id: str, ruleset_version: str,
                installed_plugins: set[str]) -> tuple[list[PackInfo], list[Diagnostic]]:
    """Check requirements and conflicts; order dependencies first, otherwise as given."""
    diags: list[Diagnostic] = []
    by_id: dict[str, PackInfo] = {}
    for p in infos:
        if p.id in by_id:
            diags.append(_diag(p.manifest, p.manifest.path, "K009", f"pack '{p.id}' is given twice", "", "id"))
            continue
        by_id[p.id] = p
    for p in by_id.values():
        rid, spec = p.ruleset
        if rid != ruleset_id:
            diags.append(_diag(p.manifest, p.manifest.path, "K003", f"pack '{p.id}' is for ruleset '{rid}', "
                               f"not '{ruleset_id}'", "", "requires", "ruleset", "id"))
        elif not version_ok(ruleset_version, spec):
            diags.append(_diag(p.manifest, p.manifest.path, "K003", f"pack '{p.id}' needs {rid} {spec}, "
                               f"found {ruleset_version}", "", "requires", "ruleset", "versions"))
        for i, (dep, dspec) in enumerate(p.requires):
            other = by_id.get(dep)
            if other is None:
                diags.append(_diag(p.manifest, p.manifest.path, "K002", f"pack '{p.id}' requires pack '{dep}', "
                                   "which is not given", f"add --pack for '{dep}'", "requires", "packs", i))
            elif not version_ok(other.version, dspec):
                diags.append(_diag(p.manifest, p.manifest.path, "K003", f"pack '{p.id}' needs {dep} {dspec}, "
                                   f"found {other.version}", "", "requires", "packs", i))
        for i, c in enumerate(p.conflicts):
            if c in by_id:
                diags.append(_diag(p.manifest, p.manifest.path, "K005", f"pack '{p.id}' cannot be used with "
                                   f"pack '{c}'", "leave one of them out", "conflicts", i))
        for i, plug in enumerate(p.plugins):
            if plug not in installed_plugins:
                diags.append(_diag(p.manifest, p.manifest.path, "K007", f"pack '{p.id}' needs the verb plug-in "
                                   f"'{plug}', which is not installed",
                                   "install the Python package that provides it (entry point group rulesdsl.dsl.verbs)",
                                   "plugins", i))
    ordered: list[PackInfo] = []
    state: dict[str, int] = {}

    def visit(p: PackInfo, chain: list[str]) -> None:
        if state.get(p.id) == 2:
            return
        if state.get(p.id) == 1:
            diags.append(_diag(p.manifest, p.manifest.path, "K008",
                               "pack dependency cycle: " + " → ".join(chain + [p.id]), "", "requires"))
            return
        state[p.id] = 1
        for dep, _ in p.requires:
            if dep in by_id:
                visit(by_id[dep], chain + [p.id])
        state[p.id] = 2
        ordered.append(p)

    for p in by_id.values():
        visit(p, [])
    return ordered, diags


def discover(root: Path) -> list[Path]:
    """Installed packs of a ruleset: folders with pack.yaml under `<ruleset folder>-packs/`."""
    base = root.parent / f"{root.name}-packs"
    if not base.is_dir():
        return []
    return sorted(p.parent for p in base.glob("*/pack.yaml"))

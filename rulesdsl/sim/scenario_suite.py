"""Find and run the scenarios of a ruleset or pack (`<folder>/tests/**/*.yaml`), for `rulesdsl test` and pytest."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import UsageError
from rulesdsl.sim.scenarios import Failure, Outcome, load_file, run_scenario, scenario_files


@dataclass
class Suite:
    """The scenarios to run against one ruleset (with packs): which files, and the ruleset folder."""

    root: Path
    packs: list[Path] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)


def _owner(path: Path) -> Path | None:
    """The ruleset or pack folder a path belongs to (the nearest folder with ruleset.yaml or pack.yaml)."""
    for folder in [path, *path.parents] if path.is_dir() else list(path.parents):
        if (folder / "ruleset.yaml").is_file() or (folder / "pack.yaml").is_file():
            return folder
    return None


def _pack_base(pack: Path) -> Path:
    from rulesdsl.content.packs import read_manifest
    from rulesdsl.sim.runner import find_ruleset
    info, diags = read_manifest(pack, str(pack))
    if info is None:
        raise UsageError(f"{pack}: not a readable pack ({diags[0].message if diags else 'no manifest'})", "U042")
    return find_ruleset(info.ruleset[0])


def suite_for(path: Path, packs: list[Path] | None = None) -> Suite:
    """The suite for a ruleset folder, a pack folder (run over its base ruleset), a tests folder or one file;
    `packs` are layered in and their own scenarios are run too."""
    packs = list(packs or [])
    if not path.exists():
        raise UsageError(f"no such file or folder: {path}", "U042")
    owner = _owner(path.resolve())
    if owner is None:
        raise UsageError(f"{path} is not inside a ruleset or pack folder (no ruleset.yaml or pack.yaml above it)",
                         "U042", "give a ruleset folder, e.g. rulesdsl test rules/mygame")
    files = scenario_files(path) if path != owner else scenario_files(owner / "tests") if (owner / "tests").is_dir() \
        else []
    if (owner / "pack.yaml").is_file():
        root = _pack_base(owner)
        packs = [owner, *[p for p in packs if p.resolve() != owner]]
    else:
        root = owner
    if path.resolve() == owner:
        for p in packs:
            if p.resolve() != owner and (p / "tests").is_dir():
                files += scenario_files(p / "tests")
    return Suite(root, packs, files)


def run_suite(suite: Suite, keyword: str | None = None) -> list[Outcome]:
    """Run every scenario of the suite (those whose id contains `keyword`, if given)."""
    rs = load_ruleset(suite.root, suite.packs)
    out: list[Outcome] = []
    for f in suite.files:
        scenarios, problems = load_file(f)
        if problems:  # the file could not be read: its own error at its own line, no scenario of it ran
            lines = [_line_of(p) for p in problems]
            out.append(Outcome(f"(no scenario of {f.name} ran: the file is not valid YAML or not a list of "
                               "scenarios)", [Failure(n, p.removeprefix(f"{f}:").partition(" ")[2] or p)
                                for n, p in zip(lines, problems, strict=True)],
                               str(f), lines[0]))
            continue
        for sc, where in scenarios:
            if keyword and keyword not in str(sc.get("id", "")):
                continue
            o = run_scenario(rs, sc, where)
            o.file, o.line = str(f), where()
            out.append(o)
    return out


def _line_of(problem: str) -> int:
    """The line a file problem (`path:line:col: CODE message`) names, else 1."""
    parts = problem.split(":")
    return next((int(x) for x in parts[1:3] if x.strip().isdigit()), 1)


def report_lines(outcomes: list[Outcome]) -> list[str]:
    """One line per scenario (`file:line: PASS|FAIL id`), each failure with its line and diff, and a total."""
    lines: list[str] = []
    for o in outcomes:
        lines.append(f"{o.file}:{o.line}: {'PASS' if o.ok else 'FAIL'} {o.id}")
        for f in o.failures:
            lines.append(f"    {o.file}:{f.line}: {f.message}")
            lines.extend(f"        {d}" for d in f.diff())
    failed = sum(1 for o in outcomes if not o.ok)
    lines.append(f"{len(outcomes) - failed} passed, {failed} failed")
    return lines


def junit_xml(outcomes: list[Outcome], name: str) -> str:
    """The outcomes as a JUnit XML report (one testcase per scenario)."""
    failed = sum(1 for o in outcomes if not o.ok)
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           f"<testsuite name={quoteattr(name)} tests=\"{len(outcomes)}\" failures=\"{failed}\">"]
    for o in outcomes:
        head = f"  <testcase classname={quoteattr(Path(o.file).stem)} name={quoteattr(o.id)} " \
               f"file={quoteattr(o.file)} line=\"{o.line}\""
        if o.ok:
            out.append(head + "/>")
            continue
        text = "\n".join(str(f) for f in o.failures)
        out.append(head + ">")
        out.append(f"    <failure message={quoteattr(o.failures[0].message)}>{escape(text)}</failure>")
        out.append("  </testcase>")
    out.append("</testsuite>")
    return "\n".join(out) + "\n"


def discover(roots: list[Path]) -> list[Suite]:
    """Every ruleset and pack folder under `roots` that has a `tests/` folder, as suites."""
    out: list[Suite] = []
    for root in roots:
        for marker in sorted([*root.glob("*/ruleset.yaml"), *root.glob("*/*/pack.yaml")]):
            folder = marker.parent
            if (folder / "tests").is_dir():
                out.append(suite_for(folder))
    return out


__all__ = ["Suite", "discover", "junit_xml", "report_lines", "run_suite", "suite_for"]

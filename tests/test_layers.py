"""The package map: imports run one way down the pipeline, and no module imports itself back.

The stage table in `rulesdsl/reports/package_map.py` is the one place the allowed directions are written;
docs/architecture.md shows it, generated.
Imports under `if TYPE_CHECKING:` count too: an annotation-only import is still a dependency a reader
follows, so a circle of them is a circle (the rooms that refer to each other use a `Protocol` instead).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from rulesdsl.reports.package_map import RANK, STAGES, stage_of

PKG = Path(__file__).resolve().parent.parent / "rulesdsl"

# The one table of stages and their order lives in the package (it also generates docs/architecture.md's map).


def module_name(path: Path) -> str:
    """`rulesdsl/play/game.py` -> `rulesdsl.play.game`."""
    rel = path.relative_to(PKG.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or \
        (isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def imports_of(path: Path, known: set[str], annotations: bool = True) -> set[str]:
    """The rulesdsl modules a file imports (module level, inside functions, and for annotations only
    unless `annotations` is false)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rsplit(".", 1)[0]
    found: set[str] = set()
    # The package's face names its lazy public exports for type checkers only: they are not a dependency.
    annotations = annotations and me != "rulesdsl"

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node) and not annotations:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "rulesdsl")
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            if base.split(".")[0] == "rulesdsl":
                for a in node.names:
                    sub = f"{base}.{a.name}"
                    found.add(sub if sub in known else base)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    found.discard(me)
    return found


def import_graph() -> dict[str, set[str]]:
    """Every rulesdsl module and the rulesdsl modules it imports."""
    files = sorted(PKG.rglob("*.py"))
    known = {module_name(p) for p in files}
    return {module_name(p): {m for m in imports_of(p, known) if m in known} for p in files}


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Imports that point up the pipeline (to a stage of higher rank)."""
    bad = []
    for mod, deps in graph.items():
        for dep in deps:
            if RANK[stage_of(dep)] > RANK[stage_of(mod)] or \
                    (RANK[stage_of(dep)] == RANK[stage_of(mod)] and stage_of(dep) != stage_of(mod)):
                bad.append(f"{mod} ({stage_of(mod)}) imports {dep} ({stage_of(dep)})")
    return sorted(bad)


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Import circles, each as a list of modules (strongly connected components of size > 1)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_every_module_has_a_stage_and_a_docstring() -> None:
    graph = import_graph()
    assert len(graph) > 40
    for mod in graph:
        assert stage_of(mod) in RANK
    assert {p.parent.name for p in PKG.glob("*/__init__.py")} <= set(RANK), "a folder the stage table lacks"
    for path in PKG.rglob("*.py"):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        assert doc, f"{path}: a module says what it holds in its docstring (the folder map is made from it)"
        # Stages are named, never numbered: a number goes stale when a stage is added (the map numbers none).
        assert not re.search(r"\b[Ss]tages? \d", doc), f"{path}: name the stage instead of numbering it"


def test_the_stage_table_is_in_pipeline_order() -> None:
    ranks = [s.rank for s in STAGES]
    assert ranks == sorted(ranks) and STAGES[0].name == "leaf" and STAGES[-1].name == "cli"


def test_the_architecture_map_is_generated_and_current() -> None:
    """docs/architecture.md's folder map is the generator's output and lists every module."""
    from rulesdsl.reports.package_map import folder_map_markdown
    page = (PKG.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert folder_map_markdown() in page, "docs/architecture.md is stale: run python tools/gen_docs.py"
    for path in PKG.rglob("*.py"):
        if path.name != "__init__.py" or path.parent == PKG:
            assert f"`{path.relative_to(PKG).as_posix()}`" in page, path


def test_no_upward_imports() -> None:
    assert upward_imports(import_graph()) == []


def test_no_import_circles() -> None:
    assert circles(import_graph()) == []


@pytest.mark.parametrize(("graph", "want_up", "want_circles"), [
    ({"rulesdsl.dsl.a": {"rulesdsl.play.b"}, "rulesdsl.play.b": set()}, 1, 0),
    ({"rulesdsl.play.a": {"rulesdsl.play.b"}, "rulesdsl.play.b": {"rulesdsl.play.a"}}, 0, 1),
    ({"rulesdsl.cli.a": {"rulesdsl.errors"}, "rulesdsl.errors": set()}, 0, 0),
    ({"rulesdsl.lsp.a": {"rulesdsl.adapters.b"}, "rulesdsl.adapters.b": set()}, 1, 0),
    ({"rulesdsl.journal.a": {"rulesdsl.web.b"}, "rulesdsl.web.b": set()}, 1, 0),
])
def test_the_checks_catch_what_they_should(graph: dict[str, set[str]], want_up: int, want_circles: int) -> None:
    assert len(upward_imports(graph)) == want_up
    assert len(circles(graph)) == want_circles


ROOMS = ("runtime", "compiler", "play")  # the engine's rooms by what runs when
MAX_MODULE_LINES = 430  # "about 400": a module past this is doing two jobs
MAX_FOLDER_MODULES = 16


@pytest.mark.parametrize("room", ROOMS)
def test_the_engine_rooms_stay_small(room: str) -> None:
    files = sorted((PKG / room).glob("*.py"))
    modules = [p for p in files if p.name != "__init__.py"]  # the package's face is not a module of its own
    assert 0 < len(modules) <= MAX_FOLDER_MODULES, f"{room}/ holds {len(modules)} modules"
    long = {p.name: n for p in files if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert long == {}, f"modules over {MAX_MODULE_LINES} lines in {room}/"


def test_the_rooms_run_one_way() -> None:
    # The interpreter core never reaches the compiler or the game API; the compiler never reaches the API.
    graph = import_graph()
    for mod, deps in graph.items():
        if stage_of(mod) == "runtime":
            assert not {d for d in deps if stage_of(d) in ("compiler", "play")}, mod
        if stage_of(mod) == "compiler":
            assert not {d for d in deps if stage_of(d) == "play"}, mod


def test_no_folder_holds_more_than_sixteen_modules() -> None:
    """Every folder of the package, not only the engine's rooms: a folder past 16 modules holds two things."""
    crowded = {}
    for folder in [PKG, *(p for p in PKG.rglob("*") if p.is_dir() and (p / "__init__.py").exists())]:
        n = len([p for p in folder.glob("*.py") if p.name != "__init__.py"])
        if n > MAX_FOLDER_MODULES:
            crowded[str(folder.relative_to(PKG.parent))] = n
    assert crowded == {}

"""Grids as data: geometry, connected regions, paths, shaped pieces, wrong values, `check`'s grid codes, the web
table's grids, the generated code against the interpreter, and the reference's claims about which scenario runs
which mechanism."""

from __future__ import annotations

import copy
import inspect
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.dsl.verbs import REGISTRY
from rulesdsl.errors import GameRuntimeError
from rulesdsl.reports.grid_doc import GRID_MECHANISMS
from rulesdsl.runtime.grids.cover import path_cost, regions
from rulesdsl.runtime.grids.geometry import Grid, turn
from rulesdsl.runtime.grids.impls import GRID_IMPLS
from rulesdsl.runtime.machine import Machine
from rulesdsl.sim.scenario_tools import evaluate, run_effect_answering
from rulesdsl.web.table import table_state

ROOT = Path(__file__).resolve().parent.parent
HEX = ROOT / "rules" / "examples" / "hex"
MEADOWS = ROOT / "rules" / "examples" / "meadows"


@pytest.fixture(scope="module")
def hex_rs() -> Any:
    return load_ruleset(HEX, python=False)


@pytest.fixture(scope="module")
def meadows_rs() -> Any:
    return load_ruleset(MEADOWS, python=False)


@pytest.mark.parametrize(("shape", "cell", "diagonal", "want"), [
    ("square", (0, 0), False, [(1, 0), (0, 1)]),
    ("square", (1, 1), False, [(1, 0), (2, 1), (1, 2), (0, 1)]),
    ("square", (1, 1), True, [(1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1), (0, 0)]),
    ("hex", (1, 1), False, [(2, 1), (1, 2), (0, 2), (0, 1), (1, 0), (2, 0)]),
    ("hex", (0, 0), False, [(1, 0), (0, 1)]),
])
def test_neighbours(shape: str, cell: tuple[int, int], diagonal: bool, want: list[tuple[int, int]]) -> None:
    g = Grid("g", shape, 3, 3, False, ())
    got = [g.coords(j) for j in g.step_all(g.at(*cell), diagonal)]
    assert sorted(got) == sorted(want)


@pytest.mark.parametrize(("shape", "offset", "steps", "want"), [
    ("square", (1, 0), 1, (0, 1)), ("square", (1, 0), 2, (-1, 0)), ("square", (1, 0), 4, (1, 0)),
    ("hex", (1, 0), 1, (0, 1)), ("hex", (1, 0), 2, (-1, 1)), ("hex", (1, 0), 3, (-1, 0)), ("hex", (2, -1), 6, (2, -1)),
])
def test_turning_a_shape(shape: str, offset: tuple[int, int], steps: int, want: tuple[int, int]) -> None:
    assert turn(shape, *offset, steps) == want


@pytest.mark.parametrize(("rows", "want"), [
    (["aab", "abb", "..c"], [[0, 1, 3], [2, 4, 5], [8]]),
    (["a.a", ".a.", "a.a"], [[0], [2], [4], [6], [8]]),
    (["...", "...", "..."], []),
])
def test_regions_flood_fill_by_value(rows: list[str], want: list[list[int]]) -> None:
    g = Grid("g", "square", 3, 3, False, ())
    vals = [None if ch == "." else ch for ch in "".join(rows)]
    assert regions(g, vals) == want


@pytest.mark.parametrize(("rows", "want"), [
    (["r..", "r..", "r.."], 0), (["r..", "...", "r.."], 1), (["...", "...", "..."], 3), (["bbb", "...", "..."], 10),
])
def test_path_cost_top_to_bottom(rows: list[str], want: int) -> None:
    g = Grid("g", "square", 3, 3, False, ())
    vals = [None if ch == "." else ch for ch in "".join(rows)]
    assert path_cost(g, vals, "r", g.side("n"), g.side("s")) == want


def test_a_placed_domino_covers_two_cells_with_their_own_values(meadows_rs: Any) -> None:
    game = run_effect_answering(meadows_rs, "lay(top(market))", ["kingdom_c2", "w"],
                                given={"zones": {"market": ["d20", "d01", "d02"]}})
    assert evaluate(game, "value_at(kingdom_c2, \"terrain\")") == "swamp"
    assert evaluate(game, "value_at(kingdom_b2, \"terrain\")") == "field"
    assert evaluate(game, "piece(kingdom_b2) == piece(kingdom_c2)") is True
    assert evaluate(game, "footprint(piece(kingdom_c2), kingdom_c2, \"w\")") == ["kingdom_c2", "kingdom_b2"]
    assert evaluate(game, "count(vacant(kingdom))") == 22 and evaluate(game, "count(vacant(kingdom, who=1))") == 24


def test_wrong_values_end_in_a_coded_error(hex_rs: Any) -> None:
    """Every grid built-in, given a wrong value in one argument while the others fit, raises a coded error or
    returns a value: never a Python exception."""
    g = Game.new(hex_rs, 2, 1)
    fitting = {"grid": "board", "zone": "board_c3", "obj": 1000, "player": 0, "int": 1, "list": ["board_a1"],
               "any": 1, "str": "e", "bool": True}
    escaped: dict[str, str] = {}
    tried = 0
    for name, impl in sorted(GRID_IMPLS.items()):
        params = [p for p in inspect.signature(impl).parameters.values() if p.kind == p.POSITIONAL_OR_KEYWORD][1:]
        fits = [fitting[p.type] for p in REGISTRY[name].params][:len(params)]
        for pos in range(len(fits)):
            for wrong in [[1], None, True, -1, 10**6, "nope", 1000, "", "board", "board_z9"]:
                args = [*fits[:pos], wrong, *fits[pos + 1:]]
                m = Machine(hex_rs, copy.deepcopy(g.state))
                m.frames[:] = [[-1, 0, {"me": 0}, None]]
                tried += 1
                try:
                    GRID_IMPLS[name](m, *args)
                except GameRuntimeError:
                    pass
                except Exception as err:  # noqa: BLE001 - what the test is looking for
                    escaped.setdefault(f"{name}{tuple(args)!r}", f"{type(err).__name__}: {err}")
    assert tried > 300
    assert not escaped, escaped


BAD = [
    ("shape.yaml", "file: entities\nkind: domino\nentities:\n  - {id: t1, shape: [{at: [1, 0]}, {at: [1, 0]}]}\n",
     "E080"),
    ("shape.yaml", "file: entities\nkind: domino\nentities:\n  - {id: t1, shape: [{at: [0, 0], tags: {terrain: "
     "sea}}]}\n", "E081"),
    ("layout.yaml", "file: layout\ngrids:\n  kingdoms: {colour_by: terrain}\n", "E082"),
    ("more.yaml", "file: macros\nfunctions:\n  - {id: far, expr: \"cell(kingdom, 5, 0)\"}\n", "E083"),
    ("more.yaml", "file: macros\nfunctions:\n  - {id: far, expr: \"piece(kingdom_f1)\"}\n", "E083"),
    ("shape.yaml", "file: entities\nkind: domino\nentities:\n  - {id: t1, shape: [{at: [0, 0]}, {at: [6, 0]}]}\n",
     "W080"),
]


@pytest.mark.parametrize(("name", "text", "code"), BAD)
def test_check_reports_grid_mistakes(tmp_path: Path, name: str, text: str, code: str) -> None:
    root = tmp_path / "meadows"
    shutil.copytree(MEADOWS, root, ignore=shutil.ignore_patterns("tests", "locales", "*.json"))
    (root / name).write_text(text, encoding="utf-8")
    res = check_ruleset(root)
    assert code in {d.code for d in res.diagnostics}, [d.format() if hasattr(d, "format") else d
                                                      for d in res.diagnostics]


def test_the_table_carries_grids_coloured_by_a_tag(meadows_rs: Any, hex_rs: Any) -> None:
    game = run_effect_answering(meadows_rs, "lay(top(market))", ["kingdom_c2", "w"],
                                given={"zones": {"market": ["d20", "d01", "d02"]}})
    grids = table_state(game, 0, "en", ["human", "human"])["grids"]
    assert [(g["id"], g["seat"], g["shape"]) for g in grids] == [("kingdom", 0, "square"), ("kingdom", 1, "square")]
    cells = {c["key"]: c for c in grids[0]["cells"]}
    assert cells["kingdom_c2.0"]["fill"] == "#7b6a4a" and cells["kingdom_c2.0"]["marks"] == 1
    assert cells["kingdom_b2.0"]["fill"] == "#e2c24a" and cells["kingdom_b2.0"]["object"] == cells["kingdom_c2.0"][
        "object"]
    assert "object" not in cells["kingdom_a1.0"] and "object" not in {c["key"]: c for c in grids[1]["cells"]}[
        "kingdom_c2.1"]
    hex_game = Game.new(hex_rs, 2, 1)
    shown = table_state(hex_game, 0, "en", ["human", "human"])
    assert shown["grids"][0]["sides"] == [["n", "s"], ["w", "e"]]
    offered = {o["zone"] for o in shown["decision"]["options"] if o.get("zone")}
    assert len(offered) == 81 and not any(r["id"] == "other" for r in shown["board"])


@pytest.mark.parametrize("root", [HEX, MEADOWS])
def test_generated_code_plays_the_grid_examples_as_the_interpreter(root: Path) -> None:
    """The decision-free rules run as generated Python give the same games as the interpreter (random seats)."""
    import random
    digests = []
    for python in (True, False):
        rs = load_ruleset(root, python=python)
        out = []
        for seed in (1, 2):
            game, rng = Game.new(rs, 2, seed), random.Random(seed)
            while not game.is_over():
                game.apply(rng.choice(game.legal_actions()))
            out.append((game.scores(), len(game.history), game.state["zones"]))
        digests.append(out)
    assert digests[0] == digests[1]


def test_the_reference_names_scenarios_that_exist() -> None:
    for _, _, where in GRID_MECHANISMS:
        path, _, ident = where.partition(": ")
        text = (ROOT / path).read_text(encoding="utf-8")
        pattern = rf"^- id: {re.escape(ident)}$" if path.endswith(".yaml") else rf"^def {re.escape(ident)}\("
        assert re.search(pattern, text, re.M), where


@pytest.mark.parametrize(("facing", "want"), [
    ("e", [(1, 1), (2, 1), (1, 2)]), ("s", [(1, 1), (1, 2), (0, 1)]), ("w", [(1, 1), (0, 1), (1, 0)]),
    ("n", [(1, 1), (1, 0), (2, 1)]),
])
def test_a_polyomino_turns_about_its_anchor(facing: str, want: list[tuple[int, int]]) -> None:
    from rulesdsl.runtime.grids.geometry import build_table
    tab = build_table([{"id": "g", "shape": "square", "width": 3, "height": 3}],
                      {"ell": [{"at": [0, 0]}, {"at": [1, 0]}, {"at": [0, 1]}]})
    g = tab.grids["g"]
    got = tab.footprint(g, "ell", g.at(1, 1), facing)
    assert got is not None and [g.coords(i) for i, _ in got] == want
    assert tab.footprint(g, "ell", g.at(2, 2), "e") is None  # a part off the grid


def test_train_offers_the_grids_own_features(hex_rs: Any, meadows_rs: Any) -> None:
    from rulesdsl.agents.features import snapshot
    from rulesdsl.agents.grid_features import grid_candidates
    assert grid_candidates(hex_rs) == ['max(region_sizes(board, "owner", me))', "link_cost(board)",
                                       "min([link_cost(board, who=q) for q in players if q != me], default=0)"]
    got = grid_candidates(meadows_rs)
    assert "count(isolated(kingdom))" in got and 'region_score(kingdom, "terrain", "crowns")' in got
    rows = snapshot(hex_rs, Game.new(hex_rs, 2, 1).state, {})
    assert not any(k[1].startswith("board_") for row in rows for k in row if len(k) > 1)  # no cell one by one

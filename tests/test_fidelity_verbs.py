"""The generic verbs behind the rules-fidelity fixes: `assign` (exact item-to-goal matching) and
counters drawn from a finite shared `supply:` (take what remains; losses go back)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime.matching import MAX_GOALS, best_goals, feasible
from rulesdsl.sim.scenarios import run_scenario

MINI = Path(__file__).parent / "fixtures" / "rulesets" / "mini"

# ---------------------------------------------------------------- assign: feasibility of one set of needs
FEASIBLE = [
    ("nothing needed", [], True),
    ("zero of an empty list", [(0, [])], True),
    ("one of none", [(1, [])], False),
    ("two distinct of three", [(2, [1, 2, 3])], True),
    ("two of one item", [(2, [1, 1])], False),
    ("shared item once only", [(1, [1]), (1, [1])], False),
    ("shared pool, enough items", [(1, [1, 2]), (1, [1])], True),
    ("greedy order would fail", [(1, [1, 2]), (1, [1]), (1, [2, 3])], True),
    ("three needs, two items", [(1, ["a", "b"]), (1, ["a", "b"]), (1, ["a", "b"])], False),
]


@pytest.mark.parametrize(("reqs", "want"), [(r, w) for _, r, w in FEASIBLE], ids=[i for i, _, _ in FEASIBLE])
def test_feasible(reqs: list[tuple[int, list[Any]]], want: bool) -> None:
    assert feasible(reqs) is want


def _networkx_feasible(reqs: list[tuple[int, list[Any]]]) -> bool:
    import networkx as nx

    top = [("s", i, k) for i, (n, _) in enumerate(reqs) for k in range(n)]
    g: Any = nx.Graph()
    g.add_nodes_from(top)
    g.add_edges_from((("s", i, k), ("x", x)) for i, k in ((t[1], t[2]) for t in top) for x in reqs[i][1])
    match = nx.bipartite.hopcroft_karp_matching(g, top_nodes=top)
    return all(t in match for t in top)


def test_feasible_agrees_with_networkx_hopcroft_karp() -> None:
    rng = random.Random(14)
    for _ in range(400):
        reqs = [(rng.randint(0, 3), rng.sample(range(8), rng.randint(0, 5))) for _ in range(rng.randint(0, 5))]
        assert feasible(reqs) is _networkx_feasible(reqs), reqs


# ---------------------------------------------------------------- assign: the best set of goals
BEST = [
    ("no goals", [], [], []),
    ("one goal met", [[[1, [1]]]], [3], [0]),
    ("one goal unmet", [[[2, [1]]]], [3], []),
    # each item serves one goal: goal 0 (weight 8) takes all three, or goals 1 + 2 (6 + 5) share them
    ("two cheap beat one dear", [[[3, [1, 2, 3]]], [[2, [1, 2, 3]], [1, ["o"]]], [[1, [1, 2, 3]], [1, ["a"]]]],
     [8, 6, 5], [1, 2]),
    ("dear beats cheap", [[[3, [1, 2, 3]]], [[1, [1, 2, 3]], [1, ["a"]]]], [8, 5], [0]),
    ("all fit", [[[3, [1, 2, 3, 4]]], [[1, [1, 2, 3, 4]]]], [8, 5], [0, 1]),
    ("equal weight: more goals", [[[2, [1, 2]]], [[1, [1]]], [[1, [2]]]], [4, 2, 2], [1, 2]),
    ("equal weight and count: earliest", [[[1, [1]]], [[1, [1]]]], [3, 3], [0]),
    ("zero weight still counted", [[[1, [1]]], [[1, [2]]]], [0, 0], [0, 1]),
    ("a goal needing nothing", [[[0, []]]], [1], [0]),
]


@pytest.mark.parametrize(("needs", "weights", "want"), [(n, w, g) for _, n, w, g in BEST],
                         ids=[i for i, _, _, _ in BEST])
def test_best_goals(needs: list[Any], weights: list[int], want: list[int]) -> None:
    assert best_goals(needs, weights) == want


BAD = [
    ("needs not a list", 3, [], "must be a list"),
    ("goal not a list", [5], [1], "list of [count, items]"),
    ("requirement shape", [[[1]]], [1], "requirement must be"),
    ("negative count", [[[-1, [1]]]], [1], "requirement must be"),
    ("items hold a list", [[[1, [[1]]]]], [1], "not lists"),
    ("weights count", [[[1, [1]]]], [], "one integer weight per goal"),
    ("weight not int", [[[1, [1]]]], ["x"], "one integer weight per goal"),
    ("too many goals", [[[0, []]]] * (MAX_GOALS + 1), [0] * (MAX_GOALS + 1), "at most"),
]


@pytest.mark.parametrize(("needs", "weights", "msg"), [(n, w, m) for _, n, w, m in BAD], ids=[i for i, *_ in BAD])
def test_assign_rejects_bad_input_with_r106(needs: Any, weights: Any, msg: str) -> None:
    with pytest.raises(GameRuntimeError) as err:
        best_goals(needs, weights)
    assert err.value.code == "R106" and msg in err.value.message


def test_assign_from_the_dsl() -> None:
    rs = load_ruleset(MINI)
    sc = {"id": "assign", "rule": "assign verb", "players": 2, "setup": False,
          "given": "move_all(deck, hand)",
          "expect": ["assign([[[2, in(hand)]], [[count(in(hand)) - 1, in(hand)]]], [1, 5]) == [1]",
                     "assign([[[1, in(hand)]], [[1, in(hand)]]], [1, 1]) == [0, 1]"]}
    out = run_scenario(rs, sc)
    assert out.ok, out.failures


# ---------------------------------------------------------------- supply: counters drawn from a finite pool
SUPPLY_DECL = """
  - {id: ore, supply: ore_out}
  - {id: silver, max: 3, supply: silver_out}
"""
SUPPLY_GLOBALS = """
  - {id: ore_out, max: 5}
  - {id: silver_out, max: 10}
  - {id: bank_ore, supply: ore_out}
"""


def _mini_with(tmp_path: Path, counters: str, globals_: str) -> Path:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    decl = root / "declarations.yaml"
    text = decl.read_text(encoding="utf-8")
    text = text.replace("  - {id: passed, max: 1}\n", "  - {id: passed, max: 1}\n" + counters.lstrip("\n"))
    text = text.replace("  - {id: round, max: 10}\n", "  - {id: round, max: 10}\n" + globals_.lstrip("\n"))
    decl.write_text(text, encoding="utf-8")
    return root


SUPPLY = [
    ("gain within the supply", "gain(ore, 3)", ["ore == 3", "ore_out == 3"]),
    ("gain takes what remains", "gain(ore, 4); gain(ore, 4, who=1)", ["ore == 4", "at(players, 1).ore == 1",
                                                                      "ore_out == 5"]),
    ("empty supply gives nothing", "gain(ore, 5); gain(ore, 2, who=1)", ["at(players, 1).ore == 0"]),
    ("a loss goes back", "gain(ore, 5); lose(ore, 2); gain(ore, 1, who=1)", ["ore == 3", "ore_out == 4"]),
    ("a payment goes back", "gain(ore, 5); pay(ore, 5); gain(ore, 5, who=1)", ["ore == 0", "ore_out == 5"]),
    ("set draws and returns", "set(ore, 4); set(ore, 1)", ["ore == 1", "ore_out == 1"]),
    ("global counters share it", "gain(bank_ore, 4); gain(ore, 3)", ["bank_ore == 4", "ore == 1", "ore_out == 5"]),
    ("the counter's max clamps first", "gain(silver, 7)", ["silver == 3", "silver_out == 3"]),
    ("a loss below 0 returns only what was held", "gain(ore, 1); lose(ore, 3)", ["ore == 0", "ore_out == 0"]),
]


@pytest.mark.parametrize(("do", "expect"), [(d, e) for _, d, e in SUPPLY], ids=[i for i, _, _ in SUPPLY])
def test_supply(tmp_path: Path, do: str, expect: list[str]) -> None:
    rs = load_ruleset(_mini_with(tmp_path, SUPPLY_DECL, SUPPLY_GLOBALS))
    out = run_scenario(rs, {"id": "supply", "rule": "supply", "players": 2, "setup": False, "do": do,
                            "expect": expect})
    assert out.ok, out.failures


BAD_SUPPLY = [
    ("not a global counter", "  - {id: ore, supply: ore_pool}\n", "", "is not a global counter"),
    ("per-player counter as supply", "  - {id: ore, supply: vp}\n", "", "is not a global counter"),
    ("supply without max", "  - {id: ore, supply: ore_out}\n", "  - {id: ore_out}\n", "needs a `max`"),
    ("chained supply", "  - {id: ore, supply: ore_out}\n",
     "  - {id: ore_out, max: 5, supply: big}\n  - {id: big, max: 9}\n", "needs a `max`"),
]


@pytest.mark.parametrize(("counters", "globals_", "msg"), [(c, g, m) for _, c, g, m in BAD_SUPPLY],
                         ids=[i for i, *_ in BAD_SUPPLY])
def test_bad_supply_is_e016(tmp_path: Path, counters: str, globals_: str, msg: str) -> None:
    res = check_ruleset(_mini_with(tmp_path, counters, globals_))
    errs = [d for d in res.diagnostics if d.severity == "error"]
    assert res.ruleset is None and [d.code for d in errs] == ["E016"], errs
    assert msg in errs[0].message and errs[0].path.endswith("declarations.yaml") and errs[0].line > 1


def test_a_list_where_a_zone_belongs_is_r106_not_a_traceback() -> None:
    # found while writing the fidelity scenarios: top(in(hand)) crashed with a Python TypeError
    rs = load_ruleset(MINI)
    sc = {"id": "zone_list", "rule": "zone parameters", "players": 2, "setup": False,
          "do": "let x = top(in(deck))", "error": "R106"}
    assert run_scenario(rs, sc).ok

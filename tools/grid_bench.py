"""Cost of the grid queries on a full 20 × 20 grid (the target: region sizes in at most 1 ms per call).

    PYTHONPATH=. python tools/grid_bench.py [--calls 2000] [--size 20]

Builds a ruleset in a scratch folder: a square grid of SIZE × SIZE cells and one piece per cell, each of
one of four terrains chosen by a seeded generator, so the grid holds many regions of every size. Then
times `region_sizes(grid, "terrain")` called through the built-in (the cost a rule or an evaluation term
pays; CPU time of this process), and for comparison `regions`, `path_cost` on the same grid (a connection
game's question) and `neighbours`. Prints microseconds per call; a figure, not a test.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulesdsl import Game, load_ruleset  # noqa: E402
from rulesdsl.runtime.builtins import IMPLS  # noqa: E402
from rulesdsl.runtime.machine import Machine  # noqa: E402

TERRAINS = ("field", "forest", "lake", "meadow")


def scratch_ruleset(folder: Path, size: int) -> None:
    """A minimal ruleset with one SIZE × SIZE grid and SIZE² tiles waiting in a box."""
    files = {
        "ruleset.yaml": "file: ruleset\nid: gridbench\nversion: 0.1.0\nname: Grid bench\nplayers: {min: 2, max: 2}\n"
                        "score: vp\nflow: game\n",
        "declarations.yaml": "file: declarations\ncounters:\n  - {id: vp}\ntags:\n  terrain: [field, forest, lake, "
                             f"meadow]\nkinds:\n  - {{id: tile, tags: [terrain]}}\nzones:\n  - {{id: box, per: game}}\n"
                             f"grids:\n  - {{id: land, shape: square, width: {size}, height: {size}, "
                             "sides: [[n, s], [w, e]]}\n",
        "tiles.yaml": "file: entities\nkind: tile\nentities:\n" + "".join(
            f"  - {{id: {t}, copies: {size * size}, start: box, tags: {{terrain: {t}}}}}\n" for t in TERRAINS),
        "macros.yaml": "file: macros\nmacros:\n  - {id: game, body: \"declare_winner()\"}\n",
    }
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")


def per_call(fn: object, calls: int) -> tuple[float, float]:
    """Microseconds per call of a zero-argument callable: this process's CPU time, and the wall clock (on a
    shared machine the wall clock also counts the other processes' turns)."""
    assert callable(fn)
    fn()
    t0, w0 = time.process_time(), time.perf_counter()
    for _ in range(calls):
        fn()
    return (time.process_time() - t0) / calls * 1e6, (time.perf_counter() - w0) / calls * 1e6


def main() -> int:
    """Build the grid, fill it, time the queries."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--size", type=int, default=20, choices=range(2, 27), metavar="2..26")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        scratch_ruleset(folder, args.size)
        rs = load_ruleset(folder)
        game = Game.new(rs, 2, 1)
        m = Machine(rs, game.state)
        m.frames[:] = [[-1, 0, {"me": 0}, None]]
        rng = random.Random(7)
        box, entity = game.state["zones"]["box"], game.state["obj_entity"]
        by_terrain = {t: [o for o in box if entity[o - 1000] == t] for t in TERRAINS}
        for cell in rs.grids.grids["land"].cells:
            IMPLS["move"](m, by_terrain[rng.choice(TERRAINS)].pop(), cell)
        sizes = IMPLS["region_sizes"](m, "land", "terrain")
        print(f"{args.size} × {args.size} grid, {args.size ** 2} pieces, {len(sizes)} regions "
              f"(largest {max(sizes)}), {args.calls} calls each")
        rows = [
            ("region_sizes(land, \"terrain\")", lambda: IMPLS["region_sizes"](m, "land", "terrain")),
            ("regions(land, \"terrain\")", lambda: IMPLS["regions"](m, "land", "terrain")),
            ("path_cost(land, side n, side s, \"terrain\", field)",
             lambda: IMPLS["path_cost"](m, "land", IMPLS["side"](m, "land", "n"), IMPLS["side"](m, "land", "s"),
                                        "terrain", "field")),
            ("neighbours(land_j10)", lambda: IMPLS["neighbours"](m, "land_j10")),
        ]
        print(f"  {'query':<52} {'CPU µs/call':>12} {'wall µs/call':>13}")
        for name, fn in rows:
            cpu, wall = per_call(fn, args.calls)
            print(f"  {name:<52} {cpu:12.1f} {wall:13.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

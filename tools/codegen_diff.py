"""Generated Python changes no game: play seeded games on the generated code and on the reference
interpreter and compare every history, log, score list and final generator state.

    python tools/codegen_diff.py [GAMES] [--only GAME[:PLAYERS]]     (default 300 per game and player count)

Random seats, one game per seed. Prints one line per ruleset and player count, then a total; exits 1 on the
first difference, naming the seed. tests/test_codegen.py runs a few of the same games.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("RULESDSL_CACHE", "off")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulesdsl import Game, load_ruleset  # noqa: E402
from rulesdsl.runtime.ruleset import Ruleset  # noqa: E402

CASES = {"bitoku": (1, 2, 3, 4), "tokaido": (2, 3, 4, 5)}
Outcome = tuple[object, ...]


def outcome(rs: Ruleset, players: int, seed: int) -> tuple[Outcome, int]:
    """One seeded random game: its history, log, scores and final generator state."""
    g, rng = Game.new(rs, players, seed, log=True), random.Random(seed)
    while not g.is_over():
        g.apply(rng.choice(g.legal_actions()))
    return (tuple(g.history), tuple(repr(e) for e in g.log or []), tuple(g.scores()), g.state["rng"]), len(g.history)


def compare(game: str, players: int, games: int, compiled: Ruleset, reference: Ruleset) -> bool:
    """Play `games` seeds both ways; print the line for this case."""
    t = [0.0, 0.0]
    decisions = 0
    for seed in range(games):
        t0 = time.process_time()
        a, n = outcome(compiled, players, seed)
        t1 = time.process_time()
        b, _ = outcome(reference, players, seed)
        t[0] += t1 - t0
        t[1] += time.process_time() - t1
        decisions += n
        if a != b:
            print(f"{game} {players}p: seed {seed} DIFFERS", flush=True)
            return False
    print(f"{game} {players}p: {games} games identical, {decisions} decisions; "
          f"generated {decisions / t[0]:.0f} decisions/s, interpreter {decisions / t[1]:.0f} ({t[1] / t[0]:.2f}x)",
          flush=True)
    return True


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games", type=int, nargs="?", default=300)
    ap.add_argument("--only", help="GAME or GAME:PLAYERS")
    args = ap.parse_args()
    ok = True
    for game, counts in CASES.items():
        if args.only and args.only.split(":")[0] != game:
            continue
        compiled = load_ruleset(ROOT / "rules" / game)
        report = compiled.python
        print(f"{game}: {report.installed} generated functions in place, {len(report.interpreted)} items left to "
              "the interpreter" + "".join(f"\n  {x}" for x in report.interpreted), flush=True)
        if not report.installed:
            return 1
        reference = load_ruleset(ROOT / "rules" / game, python=False)
        for n in counts:
            if args.only and ":" in args.only and int(args.only.split(":")[1]) != n:
                continue
            ok = compare(game, n, args.games, compiled, reference) and ok
    print("all identical" if ok else "DIFFERENCES FOUND")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

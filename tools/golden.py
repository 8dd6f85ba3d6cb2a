"""Write or check golden playthroughs: seeded random games whose every action and final score are pinned.

    python tools/golden.py            # check (exit 1 on any difference)
    python tools/golden.py --update   # rewrite tests/golden/*.json after an intended rules change
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulesdsl.agents import RandomAgent  # noqa: E402
from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.play.game import Game  # noqa: E402
from rulesdsl.sim.play import play_out  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
# (ruleset folder, players, seed)
CASES = [("rules/bitoku", 2, 101), ("rules/bitoku", 3, 102), ("rules/bitoku", 4, 103),
         ("rules/tokaido", 2, 201), ("rules/tokaido", 3, 202), ("rules/tokaido", 5, 205),
         ("tests/fixtures/rulesets/mini", 3, 7)]


def playthrough(folder: str, players: int, seed: int) -> dict[str, object]:
    """Play one seeded game with seeded random agents and record it."""
    rs = load_ruleset(ROOT / folder)
    g = Game.new(rs, players, seed)
    play_out(g, [RandomAgent(seed * 10 + i) for i in range(players)])
    return {"ruleset": rs.id, "version": rs.version, "players": players, "seed": seed,
            "actions": g.history, "scores": g.scores(), "breakdown": g.breakdown(), "winner": g.winner()}


def path_for(folder: str, players: int, seed: int) -> Path:
    """Where a golden file lives."""
    return GOLDEN / f"{Path(folder).name}-{players}p-{seed}.json"


def main() -> int:
    """Check or update every golden file."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--update", action="store_true")
    args = ap.parse_args()
    bad = 0
    for folder, n, seed in CASES:
        if not (ROOT / folder / "ruleset.yaml").exists():
            continue
        got = playthrough(folder, n, seed)
        path = path_for(folder, n, seed)
        if args.update:
            path.write_text(json.dumps(got, indent=1) + "\n", encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)} ({len(got['actions'])} actions)")  # type: ignore[arg-type]
        elif not path.exists() or json.loads(path.read_text(encoding="utf-8")) != got:
            print(f"differs: {path.relative_to(ROOT)}")
            bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

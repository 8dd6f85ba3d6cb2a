"""Benchmark `rulesdsl compare` on a one-card change (the designer's journey): a copy of Bitoku where one
advanced card's effect becomes a choice, compared with the original at 4 players. Prints the wall time, the
pairs played, whether the changed card is named in the first lines, the pairing figures, and the load.

    python tools/compare_bench.py [GAMES] [--base-remembered | --retune] [--card ID] [--compiled] [compare args...]
                                                                                                   (200 pairs)
`--card kappa_start` changes a starting card, which every game plays (the worst case) instead of `kappa_2`.
`--compiled` runs both sides on compiled rules: rules/bitoku must have been built (`rulesdsl build rules/bitoku`);
the changed copy is built before the clock starts, and its build time is printed.

Every base game is played (`--fresh`) unless `--base-remembered`: then the designer's second comparison is
timed — a first, untimed comparison of another edit (Kappa 3's effect) against the same base, with the same
seats and seeds, leaves the base's games remembered in a throw-away cache, and the timed one plays only the
changed side. `--retune` times the second edit of the same card (its first edit changed a number): the base's
games and which of them read the card are both remembered, so only the games the card reaches are played.
In every mode a changed-side game that never read the changed card is the base's game and is not played
twice (`compare --play-all` plays it; pass it through to time that).
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARD = "kappa_2"
NEW = 'play: "choose { gain(wood, 2) | pay(jade, 1); gain(vp, 3) }"'
EARLIER = "kappa_3"  # the edit compared first with --base-remembered
RETUNE = 'play: "region_action(glade, 2)"'  # the first edit of --retune: the same card, another number


def _edit(folder: Path, card: str = CARD, new: str = NEW) -> None:
    f = folder / "entities" / "yokai.yaml"
    text = f.read_text(encoding="utf-8")
    i = text.index(f"  - id: {card}\n")
    j = text.index('play: "', i)
    k = text.index("\n", j)
    f.write_text(text[:j] + new + text[k:], encoding="utf-8")


def main() -> None:
    """Run the comparison once and print the figures."""
    args = sys.argv[1:]
    games = args.pop(0) if args and not args[0].startswith("-") else "200"
    retune = "--retune" in args  # the designer's second edit of the same card: base and its reach remembered
    remembered = "--base-remembered" in args or retune
    card = CARD
    if "--card" in args:
        i = args.index("--card")
        card = args[i + 1]
        del args[i:i + 2]
    compiled = "--compiled" in args
    extra = [a for a in args if a not in ("--base-remembered", "--retune", "--compiled")]
    with tempfile.TemporaryDirectory() as tmp:
        changed = Path(tmp) / "bitoku"
        shutil.copytree(ROOT / "rules" / "bitoku", changed)
        out = Path(tmp) / "out"
        env = dict(os.environ)
        base = [sys.executable, "-m", "rulesdsl", "compare", str(ROOT / "rules" / "bitoku"), str(changed),
                "--seed", "1", "--players", "4", "--games", games, "--no-plots", "--out", str(out), *extra]
        if remembered:
            env["RULESDSL_CACHE"] = str(Path(tmp) / "cache")
            _edit(changed, CARD, RETUNE) if retune else _edit(changed, EARLIER)
            first = subprocess.run([*base, "--fixed"], capture_output=True, text=True, check=False, cwd=ROOT, env=env)
            if first.returncode != 0:
                print(first.stdout, first.stderr)
                raise SystemExit(first.returncode)
            shutil.rmtree(changed)
            shutil.copytree(ROOT / "rules" / "bitoku", changed)
        _edit(changed, card)
        if compiled:
            t0 = time.perf_counter()
            built = subprocess.run([sys.executable, "-m", "rulesdsl", "build", str(changed)], capture_output=True,
                                   text=True, check=False, cwd=ROOT, env=env)
            print(f"changed copy built in {time.perf_counter() - t0:.0f} s: {built.stdout.strip()}")
            if built.returncode != 0 or not built.stdout.startswith(("built", "up to date")):
                print(built.stderr)
                raise SystemExit("the changed copy did not build")
        cmd = base if remembered else [*base, "--fresh"]
        kids0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        load0 = os.getloadavg()
        t0 = time.perf_counter()
        res = subprocess.run(cmd, capture_output=True, text=True, check=False, cwd=ROOT, env=env)
        wall = time.perf_counter() - t0
        load1 = os.getloadavg()
        if res.returncode != 0:
            print(res.stdout, res.stderr)
            raise SystemExit(res.returncode)
        data = json.loads((out / "compare.json").read_text(encoding="utf-8"))
    first = res.stdout.splitlines()[:5]
    seq, pairing = data["sequential"], data["pairing"]
    print("\n".join(first))
    print(f"wall {wall:.1f}s for {seq['pairs_played']} of {seq['max_pairs']} pairs "
          f"({'stopped early' if seq['stopped_early'] else 'all played'}); "
          f"changed card named in the first 5 lines: {any(card in x for x in first)}")
    print("compiled rules: " + ("; ".join(x.strip() for x in res.stderr.splitlines() if "compiled rules" in x)
                                or ("both sides" if compiled else "no (generated Python)")))
    print(f"identical pairs {pairing['identical_share']}, variance reduction {pairing['variance_reduction']}")
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = kids.ru_utime + kids.ru_stime - kids0.ru_utime - kids0.ru_stime
    found = [x for x in res.stderr.splitlines() if "found from earlier runs" in x]
    print("base side: " + ("remembered from an earlier comparison: " + found[-1].strip() if remembered
                           else "played (--fresh)"))
    print("summary: " + next((x.strip() for x in res.stderr.splitlines() if " games in " in x), "?"))
    print(f"load average before {load0[0]:.1f}, after {load1[0]:.1f} on {os.cpu_count()} CPUs; CPU time of the "
          f"compare and its workers {cpu:.1f}s (a quiet machine's wall time is about that over the CPUs used)")


if __name__ == "__main__":
    main()

"""Benchmark `rulesdsl compare` on a one-card change (the designer's journey): a copy of Bitoku where one
advanced card's effect becomes a choice, compared with the original at 4 players. Prints the wall time, the
pairs played, whether the changed card is named in the first lines, the pairing figures, and the load.

    python tools/compare_bench.py [GAMES] [extra compare arguments...]      (default: 200 pairs)
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARD = "kappa_2"
NEW = 'play: "choose { gain(wood, 2) | pay(jade, 1); gain(vp, 3) }"'


def _edit(folder: Path) -> None:
    f = folder / "entities" / "yokai.yaml"
    text = f.read_text(encoding="utf-8")
    i = text.index(f"  - id: {CARD}\n")
    j = text.index('play: "', i)
    k = text.index("\n", j)
    f.write_text(text[:j] + NEW + text[k:], encoding="utf-8")


def main() -> None:
    """Run the comparison once and print the figures."""
    games = sys.argv[1] if len(sys.argv) > 1 else "200"
    with tempfile.TemporaryDirectory() as tmp:
        changed = Path(tmp) / "bitoku"
        shutil.copytree(ROOT / "rules" / "bitoku", changed)
        _edit(changed)
        out = Path(tmp) / "out"
        cmd = [sys.executable, "-m", "rulesdsl", "compare", str(ROOT / "rules" / "bitoku"), str(changed),
               "--players", "4", "--games", games, "--no-plots", "--out", str(out), *sys.argv[2:]]
        load0 = os.getloadavg()
        t0 = time.perf_counter()
        res = subprocess.run(cmd, capture_output=True, text=True, check=False, cwd=ROOT)
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
          f"changed card named in the first 5 lines: {any(CARD in x for x in first)}")
    print(f"identical pairs {pairing['identical_share']}, variance reduction {pairing['variance_reduction']}")
    print(f"load average before {load0[0]:.1f}, after {load1[0]:.1f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()

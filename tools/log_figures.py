"""Figures of the default game log (`rulesdsl play` without --detail): lines per decision for seeded games,
per locale, and what must never be in it (an engine id, a file location, a bookkeeping counter's name).

    python tools/log_figures.py            # Bitoku 4p and solo, Tokaido 3p and 5p, seed 1, en/tr/uk/pl
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulesdsl.agents import make_agent  # noqa: E402
from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.i18n import catalog_of  # noqa: E402
from rulesdsl.i18n.names import message_id  # noqa: E402
from rulesdsl.play.game import Game  # noqa: E402
from rulesdsl.sim.play import play_out  # noqa: E402
from rulesdsl.text.narrate import narrate  # noqa: E402

CONFIGS = [("bitoku", 4, 0.48), ("bitoku", 1, 1.19), ("tokaido", 3, 2.43), ("tokaido", 5, 2.39)]
LOCALES = ["en", "tr", "uk", "pl"]
ENGINE_ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")  # a snake_case token: an id that escaped its name
FILE_LOC = re.compile(r"\.(?:ya?ml|ftl|py):\d+")


def leaks(lines: list[str], bookkeeping: list[str]) -> list[str]:
    """Lines holding an engine id, a file location or the name of a `shown: none` counter."""
    bad = [ln for ln in lines if ENGINE_ID.search(ln) or FILE_LOC.search(ln)]
    for name in bookkeeping:  # a counter is told as "+2 name" / "−2 name"
        told = re.compile(r"[+−]\d+ " + re.escape(name) + r"(?!\w)")
        bad += [ln for ln in lines if told.search(ln)]
    return bad


def main() -> int:
    """Print lines per decision per configuration and locale; exit 1 above a target or on a leak."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    status = 0
    print(f"{'game':<10}{'players':>8}{'decisions':>11}" + "".join(f"{loc:>14}" for loc in LOCALES) + "   target")
    for name, n, target in CONFIGS:
        rs = load_ruleset(ROOT / "rules" / name)
        g = Game.new(rs, n, args.seed, log=True)
        play_out(g, [make_agent("planner", args.seed * 100 + i, "en") for i in range(n)])
        cells = []
        for loc in LOCALES:
            lines = narrate(g, loc, "all")
            cat = catalog_of(rs, loc)
            hidden = [cat.name(message_id("counter", k.split(":", 1)[1]), "") for k, v in rs.shown.items()
                      if k.startswith("counter:") and v == "none"]
            bad = leaks(lines, [h for h in hidden if h])
            ratio = len(lines) / len(g.history)
            cells.append(f"{len(lines):>5} {ratio:.2f}{'!' if bad else ' ':>1}")
            if ratio > target or bad:
                status = 1
                for ln in bad[:3]:
                    print(f"  leak [{name} {n}p {loc}]: {ln[:160]}")
        print(f"{name:<10}{n:>8}{len(g.history):>11}" + "".join(f"{c:>14}" for c in cells) + f"   <= {target}")
    return status


if __name__ == "__main__":
    raise SystemExit(main())

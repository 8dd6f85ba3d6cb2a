"""The agents' leaderboard: each agent against each on paired seeds, with Wilson intervals and CPU per decision.

    python tools/leaderboard.py --seeds 10                      # every setting, every pair, printed as Markdown
    python tools/leaderboard.py --seeds 10 --write docs/agents.md   # ... and written between the markers there
    python tools/leaderboard.py --agents random,planner --only tokaido2 --seeds 30

Head-to-head settings (2 players) play each seed twice with the seats swapped; 4-player settings seat one
of each agent (rotated over the seats, every seed); solo plays each agent against the ruleset's rival. An
example game for 3 players or more (setting `NAME2`) is played at 3, its table named `NAME3`. The agent
`learned` is the planner with tools/data/learned/RULESET.json (or `--learned RULESET=FILE`).
A tie counts half a win. CPU per decision is process time over the decisions with a choice.
Also called by `tools/strength.py --only leaderboard`.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulesdsl.agents import make_agent  # noqa: E402
from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.play.game import Game  # noqa: E402
from rulesdsl.reports.sim_report import wilson  # noqa: E402
from rulesdsl.runtime.ruleset import Ruleset  # noqa: E402

AGENTS = ("random", "greedy", "planner", "mcts", "strong", "learned")
LEARNED_DIR = ROOT / "tools" / "data" / "learned"  # `learned`: planner with the file NAME.json here (or --learned)
LEARNED: dict[str, str] = {}  # the setting being played: the learned file of its ruleset
START, END = "<!-- leaderboard:start -->", "<!-- leaderboard:end -->"


def settings() -> dict[str, tuple[Path, int, dict[str, str]]]:
    """Setting name -> (ruleset folder, players, options); example games under rules/examples/ at 2 players."""
    out = {"bitoku2": (ROOT / "rules" / "bitoku", 2, {}), "tokaido2": (ROOT / "rules" / "tokaido", 2, {}),
           "bitoku4": (ROOT / "rules" / "bitoku", 4, {}), "tokaido4": (ROOT / "rules" / "tokaido", 4, {}),
           "solo": (ROOT / "rules" / "bitoku", 1, {"difficulty": "normal"})}
    examples = ROOT / "rules" / "examples"
    if examples.is_dir():
        for d in sorted(p for p in examples.iterdir() if (p / "ruleset.yaml").is_file()):
            out[f"{d.name}2"] = (d, 2, {})
    return out


class Clock:
    """CPU seconds and decisions with a choice, per agent spec."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {}
        self.count: dict[str, int] = {}

    def add(self, spec: str, dt: float) -> None:
        self.spent[spec] = self.spent.get(spec, 0.0) + dt
        self.count[spec] = self.count.get(spec, 0) + 1

    def ms(self, spec: str) -> str:
        n = self.count.get(spec, 0)
        return f"{1000 * self.spent[spec] / n:.1f}" if n else "-"


def play(rs: Ruleset, specs: list[str], seed: int, options: dict[str, str], clock: Clock) -> Game:
    """One game with these seats; every decision with a choice is timed."""
    agents = [make_agent(f"planner:{LEARNED['now']}" if s == "learned" else s, 1000 * seed + i)
              for i, s in enumerate(specs)]
    g = Game.new(rs, len(specs), seed, options)
    while not g.is_over():
        p = g.current_player()
        assert p is not None
        choice = len(g.legal_actions()) > 1
        t0 = time.process_time()
        action = agents[p].choose(g)
        if choice:
            clock.add(specs[p], time.process_time() - t0)
        g.apply(action)
    return g


def share(g: Game, seat: int) -> float:
    """A seat's share of the win (ties split; a rival's win is a loss)."""
    w = g.winner()
    if w is None or isinstance(w, str):
        return 0.0
    top = g.winners()
    return 1.0 / len(top) if seat in top else 0.0


def interval(won: float, n: int) -> str:
    """`62% (48-74)`: a win rate with its 95% Wilson interval."""
    lo, hi = wilson(won, n)  # type: ignore[arg-type]  # half wins (ties) are fine for the formula
    return f"{100 * won / max(n, 1):.0f}% ({100 * lo:.0f}-{100 * hi:.0f})"


def duel_table(name: str, rs: Ruleset, agents: list[str], seeds: int, options: dict[str, str], clock: Clock,
               log: Any) -> list[str]:
    """Row agent's win rate against the column agent, 2 players, each seed with both seatings."""
    head = f"| {name}: row beats column | " + " | ".join(agents) + " |"
    rows = [head, "|" + "---|" * (len(agents) + 1)]
    cells: dict[tuple[str, str], str] = {}
    for i, a in enumerate(agents):
        for b in agents[i + 1:]:
            won, n = 0.0, 0
            for s in range(seeds):
                for seat in (0, 1):
                    specs = [a, b] if seat == 0 else [b, a]
                    won += share(play(rs, specs, 7001 + s, options, clock), seat)
                    n += 1
            cells[(a, b)], cells[(b, a)] = interval(won, n), interval(n - won, n)
            log(f"{name}: {a} vs {b}: {cells[(a, b)]} over {n} games")
    for a in agents:
        rows.append(f"| **{a}** | " + " | ".join(cells.get((a, b), "—") for b in agents) + " |")
    return rows


def field_table(name: str, rs: Ruleset, players: int, agents: list[str], seeds: int, options: dict[str, str],
                clock: Clock, log: Any) -> list[str]:
    """One seat per agent (rotated), or each agent alone against the rival: win share and mean score."""
    won: dict[str, float] = dict.fromkeys(agents, 0.0)
    seen: dict[str, int] = dict.fromkeys(agents, 0)
    scores: dict[str, list[float]] = {a: [] for a in agents}
    for s in range(seeds):
        if players == 1:
            tables = [[a] for a in agents]
        else:
            pool = (agents * players)[:max(players, len(agents))]
            tables = [[pool[(k + r) % len(pool)] for k in range(players)] for r in range(len(pool))]
        for specs in tables:
            g = play(rs, specs, 8001 + s, options, clock)
            for seat, a in enumerate(specs):
                won[a] += share(g, seat)
                seen[a] += 1
                scores[a].append(float(g.scores()[seat]))
    rows = [f"| {name} | wins | mean score |", "|---|---|---|"]
    for a in agents:
        rows.append(f"| **{a}** | {interval(won[a], seen[a])} | {statistics.mean(scores[a]):.1f} "
                    f"(n={seen[a]}) |")
    log(f"{name}: done")
    return rows


def leaderboard(agents: list[str], seeds: int, only: list[str] | None, log: Any = print,
                learned_files: dict[str, str] | None = None) -> str:
    """The whole leaderboard as Markdown (`learned`: the planner with tools/data/learned/RULESET.json, or the
    file given for that ruleset folder's name; left out where there is none)."""
    learned_files = learned_files or {}
    clock = Clock()
    parts: list[str] = []
    for name, (root, players, options) in settings().items():
        if only and name not in only:
            continue
        rs = load_ruleset(root)
        if not rs.min_players <= players <= rs.max_players:
            if players != 2 or rs.min_players != 3:
                continue
            players = 3  # a game for 3 or more: its smallest table, one seat per agent in rotation
        learned = learned_files.get(root.name) or LEARNED_DIR / f"{root.name}.json"
        here = [a for a in agents if a != "learned" or Path(learned).is_file()]
        LEARNED["now"] = str(learned)
        if players == 2:
            parts += duel_table(name, rs, here, seeds, options, clock, log) + [""]
        else:
            parts += field_table(name.rstrip("2") + str(players) if players == 3 else name, rs, players, here,
                                 seeds, options, clock, log) + [""]
    parts += ["| agent | CPU ms per decision with a choice |", "|---|---|"]
    parts += [f"| **{a}** | {clock.ms(a)} |" for a in agents]
    return "\n".join(parts) + "\n"


def ahead(g: Game, seat: int) -> tuple[float, int]:
    """Against how many other seats `seat` finished ahead (a shared rank counts half), and how many there were."""
    keys = g._keys()
    return sum(1.0 if keys[seat] > keys[q] else 0.5 if keys[seat] == keys[q] else 0.0
               for q in range(len(keys)) if q != seat), len(keys) - 1


def learned_check(root: Path, learned: str, seeds: int, log: Any = print, seat_spec: str | None = None,
                  players: int | None = None) -> list[str]:
    """The trained default agent (`planner:FILE`) against random and against the untrained default agent,
    on the ruleset with its hand-written `evaluation:` removed, on paired seeds: at 2 players (each seed with
    both seatings), or at the ruleset's smallest count above 2 (one trained seat, rotated over every seat of
    each seed; reported as wins against the fair share, and as how often it finished ahead of an opponent).
    `seat_spec` plays another seat in the trained one's place (a yardstick: the same games, another agent);
    `players` another table size than the smallest."""
    rs = load_ruleset(root)
    rs.content.ruleset["evaluation"] = []  # the score counter alone: what a new ruleset starts with
    players = players or max(2, rs.min_players)
    if not rs.min_players <= players <= rs.max_players:
        sys.exit(f"{rs.name} seats {rs.min_players} to {rs.max_players} players, not {players}")
    clock = Clock()
    me = seat_spec or f"planner:{learned}"
    who = f"`{seat_spec}`" if seat_spec else "trained default agent"
    out = []
    for opp in ("random", "planner"):
        won, beat, pairs, n = 0.0, 0.0, 0, 0
        for s in range(seeds):
            for seat in range(players):
                specs = [me if q == seat else opp for q in range(players)]
                g = play(rs, specs, 9001 + s, {}, clock)
                won += share(g, seat)
                k, m = ahead(g, seat)
                beat, pairs, n = beat + k, pairs + m, n + 1
        if players == 2:
            out.append(f"{root.name} 2p, no hand-written evaluation: {who} vs {opp}: "
                       f"{interval(won, n)} over {n} games")
        else:
            out.append(f"{root.name} {players}p, no hand-written evaluation: {who} (1 seat) vs "
                       f"{players - 1} {opp}: won {interval(won, n)} over {n} games (fair share "
                       f"{100 / players:.0f}%); finished ahead of an opponent {interval(beat, pairs)} of {pairs} pairs")
        log(out[-1])
    return out


def write_between_markers(path: Path, text: str) -> None:
    """Replace what lies between the leaderboard markers of a Markdown file."""
    doc = path.read_text(encoding="utf-8")
    if START not in doc or END not in doc:
        sys.exit(f"{path} has no {START} ... {END} markers")
    new = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: f"{START}\n{text}{END}", doc, flags=re.S)
    path.write_text(new, encoding="utf-8")


def main() -> None:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--agents", default=",".join(AGENTS), help="comma-separated seat specs")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--only", action="append", help="settings to run (see --list)")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--write", metavar="FILE.md", help="write the table between the leaderboard markers")
    ap.add_argument("--learned", action="append", default=[], metavar="RULESET=FILE",
                    help="the learned evaluation of the `learned` agent for a ruleset folder name (repeatable)")
    args = ap.parse_args()
    bad = [x for x in args.learned if "=" not in x]
    if bad:
        sys.exit(f"--learned takes RULESET=FILE, got {bad[0]!r}")
    if args.list:
        print("\n".join(settings()))
        return
    text = leaderboard([a.strip() for a in args.agents.split(",") if a.strip()], args.seeds, args.only,
                       log=lambda m: print(m, file=sys.stderr, flush=True),
                       learned_files=dict(x.split("=", 1) for x in args.learned))
    print(text)
    if args.write:
        write_between_markers(Path(args.write), text)


if __name__ == "__main__":
    main()

"""After giving choose options ids of their own (or otherwise renaming option ids), rewrite the `actions:` of
scenario files: each scenario is replayed under the old rules (a git revision) and the new ones side by side,
and every action is renamed to the id the new rules give the same option.

    python tools/migrate_option_ids.py OLD_REV RULESET_FOLDER FILE.yaml [FILE.yaml ...]

Only scenarios whose actions change are rewritten (in place, keeping everything else of the file)."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.content.yamlload import load_yaml_file, position  # noqa: E402
from rulesdsl.errors import RulesError  # noqa: E402
from rulesdsl.play.game import Game  # noqa: E402
from rulesdsl.play.situation import run_effect, seat  # noqa: E402


def _renamed(old_rs: Any, new_rs: Any, sc: dict[str, Any], step: int | None) -> list[str]:
    """The actions of the scenario (or of its step `step`) under the new ids, replaying the earlier steps."""
    n = int(sc.get("players", old_rs.min_players))
    given = sc.get("given") or {}
    opts = {k: str(v) for k, v in (sc.get("options") or {}).items()}
    me = seat(given["turn"], n) if given.get("turn") is not None else 0
    games = [Game.from_situation(rs, n, given, int(sc.get("seed", 1)), opts) for rs in (old_rs, new_rs)]
    steps = [sc] if step is None else list(sc["steps"])[:step + 1]
    out: list[str] = []
    for st in steps:
        acts = [str(a) for a in st.get("actions") or []]
        try:
            if st.get("run"):
                for g in games:
                    run_effect(g, str(st["run"]), me)
            out = []
            for a in acts:
                old_d, new_d = games[0].state["d"], games[1].state["d"]
                new_a = a
                if old_d is not None and new_d is not None and a in old_d["o"] and old_d["k"] == "choose":
                    value = old_d["v"][old_d["o"].index(a)]
                    if value in new_d["v"]:
                        new_a = str(new_d["o"][new_d["v"].index(value)])
                games[0].apply(a)
                games[1].apply(new_a)
                out.append(new_a)
        except RulesError:
            return acts
    return out


def main(argv: list[str] | None = None) -> int:
    """Rename the actions of every scenario of the files."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old_rev")
    ap.add_argument("ruleset")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv)
    root = Path(args.ruleset)
    with tempfile.TemporaryDirectory() as tmp:
        top = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                             check=True).stdout.strip()
        rel = root.resolve().relative_to(top)
        archive = subprocess.run(["git", "archive", args.old_rev, str(rel)], capture_output=True, check=True,
                                 cwd=top).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        old_rs = load_ruleset(Path(tmp) / rel)
        new_rs = load_ruleset(root)
        for name in args.files:
            path = Path(name)
            lines = path.read_text(encoding="utf-8").split("\n")
            lf, _ = load_yaml_file(path, list_ok=True)
            changed = 0
            for i, sc in enumerate(lf.data if lf is not None and isinstance(lf.data, list) else []):
                holders = [((i,), None, sc)] if "steps" not in sc else [((i, "steps", k), k, st)
                                                                         for k, st in enumerate(sc["steps"])]
                for ptr, step, st in holders:
                    acts = [str(a) for a in st.get("actions") or []]
                    if not acts:
                        continue
                    new = _renamed(old_rs, new_rs, sc, step)
                    if new == acts:
                        continue
                    spots = [(position(lf, (*ptr, "actions", k)), a, b)
                             for k, (a, b) in enumerate(zip(acts, new, strict=True)) if a != b]
                    for (line, col), a, b in sorted(spots, reverse=True):  # right to left keeps columns valid
                        lines[line - 1] = _swap(lines[line - 1], col - 1, a, b)
                    changed += 1
            if changed:
                path.write_text("\n".join(lines), encoding="utf-8")
                print(f"{path}: renamed the actions of {changed} step(s)")
    return 0


def _swap(line: str, col: int, a: str, b: str) -> str:
    """Replace the option id `a` written at column `col` (quoted or plain) with `b`."""
    width = len(a) + 2 if line[col:col + 1] in ("'", '"') else len(a)
    return line[:col] + b + line[col + width:]


if __name__ == "__main__":
    sys.exit(main())

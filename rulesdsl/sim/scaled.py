"""Content scaled up for the benchmark: a copy of a ruleset whose entities appear k times.

Designers grow a game by adding cards; the engine's speed must stay flat as content grows. The copy
repeats every entity that starts in a game zone without a capacity (decks, stacks, supplies) or off
the table, under new ids (`<id>__x2` …); entities that start in a player's zone or in a zone with a
capacity keep a single copy, so the set-up stays legal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from rulesdsl.content.yamlload import load_yaml_file
from rulesdsl.writes import copy_tree, write_text


def _zones(root: Path) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for path in sorted(root.rglob("*.yaml")):
        lf, diags = load_yaml_file(path)
        if lf is None or diags or not isinstance(lf.data, dict):
            continue
        for z in lf.data.get("zones") or []:
            if isinstance(z, dict) and "id" in z:
                out[str(z["id"])] = z
    return out


def _repeatable(ent: dict[str, Any], zones: dict[str, dict[str, Any]]) -> bool:
    start = ent.get("start")
    if start is None:
        return True
    z = zones.get(str(start), {})
    return z.get("per", "game") == "game" and z.get("capacity") is None


def scaled_copy(root: Path, k: int, dest: Path) -> tuple[Path, int]:
    """Write the ruleset at `root` to `dest` with its repeatable entities k times; (folder, entities added)."""
    copy_tree(root, dest)
    zones = _zones(root)
    added = 0
    for path in sorted(dest.rglob("*.yaml")):
        lf, diags = load_yaml_file(path)
        if lf is None or diags or not isinstance(lf.data, dict) or lf.data.get("file") != "entities":
            continue
        data = dict(lf.data)
        ents = list(data.get("entities") or [])
        extra = []
        for e in ents:
            if isinstance(e, dict) and _repeatable(e, zones):
                for j in range(2, k + 1):
                    extra.append({**e, "id": f"{e['id']}__x{j}"})
        data["entities"] = ents + extra
        added += len(extra)
        write_text(path, yaml.safe_dump(data, allow_unicode=True, sort_keys=False))
    return dest, added


def content_scaling(root: Path, players: int | None, games: int = 6, scales: tuple[int, ...] = (1, 4, 16)
                    ) -> dict[str, Any]:
    """Random-game decisions per CPU second with the content ×1, ×4, ×16, and each ratio to ×1 (best of 3)."""
    import random
    import tempfile
    import time

    from rulesdsl.compiler.loader import load_ruleset
    from rulesdsl.play.game import Game

    speeds: dict[int, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for k in scales:
            folder, _ = scaled_copy(root, k, Path(tmp) / f"x{k}")
            rs = load_ruleset(folder)
            n = players or rs.max_players
            best = 0.0
            for _ in range(3):
                decided, t0 = 0, time.process_time()
                for s in range(games):
                    g, rng = Game.new(rs, n, s), random.Random(s)
                    while not g.is_over():
                        g.apply(rng.choice(g.legal_actions()))
                        decided += 1
                best = max(best, decided / max(time.process_time() - t0, 1e-9))
            speeds[k] = best
    return {"decisions_per_s_by_scale": {f"x{k}": round(v, 1) for k, v in speeds.items()},
            "speed_ratio_to_x1": {f"x{k}": round(v / speeds[scales[0]], 3) for k, v in speeds.items()}}

"""Save files: {ruleset id+version, players, options, seed, actions} plus an optional snapshot."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rulesdsl.diagnostics import register_codes
from rulesdsl.engine.game import Game
from rulesdsl.errors import SaveError

register_codes({
    "F001": ("unreadable save file", "The save file is missing, not JSON, or not a save."),
    "F002": ("save from another ruleset", "The save names a different ruleset id or version."),
    "F003": ("replay diverged", "An action of the save is not legal under the current rules."),
    "F004": ("replay result differs", "The replayed game ended differently from the saved result."),
    "F005": ("replay with other packs", "The save was made with a different set of packs (or versions)."),
    "F006": ("save of another format", "The save was written by a rulesdsl version with a different save format "
                                       "(format 1: option ids were load-order object numbers)."),
})

FORMAT = 2  # 2: option ids are stable (entity ids, `entity@k`) instead of load-order object numbers
MAX_SAVE_BYTES = 5_000_000


def save_data(game: Game, seed: int, snapshot: bool = False) -> dict[str, Any]:
    """The canonical save of a game."""
    st = game.state
    data: dict[str, Any] = {
        "format": FORMAT, "ruleset": game.rs.id, "version": game.rs.version, "players": st["n"],
        "seed": seed, "options": st["opt"], "actions": list(game.history),
        "packs": [{"id": i, "version": v} for i, v in game.rs.packs],
    }
    if game.is_over():
        data["result"] = {"scores": game.scores(), "winner": game.winner()}
    if snapshot:
        data["snapshot"] = st
    return data


def write_save(path: Path, game: Game, seed: int, snapshot: bool = False) -> None:
    """Write a compact save file."""
    path.write_text(json.dumps(save_data(game, seed, snapshot), separators=(",", ":")), encoding="utf-8")


def read_save(path: Path) -> dict[str, Any]:
    """Read and shape-check a save file; SaveError on anything wrong."""
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{path}: save file larger than {MAX_SAVE_BYTES} bytes", "F001")
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"{path}: cannot read save file ({exc.__class__.__name__}: {exc})", "F001") from None
    need = {"ruleset": str, "version": str, "players": int, "seed": int, "options": dict, "actions": list}
    if not isinstance(data, dict):
        raise SaveError(f"{path}: not a save file (expected a JSON object)", "F001")
    for key, typ in need.items():
        if not isinstance(data.get(key), typ):
            raise SaveError(f"{path}: save file field '{key}' is missing or not a {typ.__name__}", "F001")
    if not all(isinstance(a, str) for a in data["actions"]):
        raise SaveError(f"{path}: every saved action must be a string", "F001")
    packs = data.get("packs", [])
    if not isinstance(packs, list) or not all(isinstance(p, dict) and isinstance(p.get("id"), str)
                                              and isinstance(p.get("version"), str) for p in packs):
        raise SaveError(f"{path}: save file field 'packs' must list {{id, version}} objects", "F001")
    if data.get("format", 1) != FORMAT:
        raise SaveError(f"{path}: save format {data.get('format', 1)} is not this version's format {FORMAT}: "
                        "saves from before option ids were made stable cannot be replayed", "F006",
                        "replay it with the rulesdsl version that wrote it")
    return data


def check_packs(data: dict[str, Any], packs: list[tuple[str, str]]) -> None:
    """Refuse to replay a save with a different set of packs or pack versions."""
    saved = sorted((p["id"], p["version"]) for p in data.get("packs", []))
    if saved != sorted(packs):
        def show(ps: list[tuple[str, str]]) -> str:
            return ", ".join(f"{i} {v}" for i, v in ps) or "no packs"
        raise SaveError(f"the save was made with {show(saved)}, but this replay uses {show(sorted(packs))}",
                        "F005", "give the same --pack folders as when the game was played")

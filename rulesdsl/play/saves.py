"""Save files: {ruleset id+version, content hash, players, options, seed, actions, finished} plus an optional
snapshot.

Saves are not secret: the seed and the actions replay the whole game, so whoever holds a save can see
every shuffle and every hidden card (docs/limits.md, "Saves"). A save file is read as untrusted input:
at most MAX_SAVE_BYTES from a regular file, JSON nested at most MAX_JSON_DEPTH deep, no duplicate keys,
no NaN, integers of at most 20 digits, and every field checked before a game is built from it."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, cast

from rulesdsl import limits as L
from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import SaveError
from rulesdsl.play.game import Game
from rulesdsl.runtime.state import StateData
from rulesdsl.seat_names import seat_name_problem
from rulesdsl.writes import write_text

register_codes({
    "F001": ("unreadable save file", "The save file is missing, not a regular file, too large, not JSON, nested "
                                     "too deeply, or a field is missing or out of range."),
    "F002": ("save from another ruleset", "The save names a different ruleset id or version."),
    "F003": ("replay diverged", "An action of the save is not legal under the current rules."),
    "F004": ("replay result differs", "The replayed game ended differently from the saved result (scores or "
                                      "winner)."),
    "F005": ("replay with other packs", "The save was made with a different set of packs (or versions)."),
    "F006": ("save of another format", "The save was written by a rulesdsl version with a different save format "
                                       "(format 1: option ids were load-order object numbers). Format 2 saves "
                                       "(choose options named by position) and format 3 saves (a snapshot's "
                                       "state under short keys) are still read."),
})

FORMAT = 4  # 4: a snapshot's state keys are the names rulesdsl.runtime.state declares
POSITIONAL = 2  # format 2: stable object ids, but a choose's undeclared options were "1", "2" … (read, mapped)
SHORT_KEYS = 3  # format 3: choose options named by what they do; a snapshot's state under short keys (read, mapped)
READABLE = (POSITIONAL, SHORT_KEYS, FORMAT)
# A snapshot of formats 2 and 3 named the state's keys shortly: each short key and its name today.
OLD_STATE_KEYS = {"n": "players", "rk": "stream_key", "rs": "streams", "opt": "options", "c": "counters",
                  "g": "shared", "z": "zones", "oe": "obj_entity", "ok": "obj_kinds", "oz": "obj_zone",
                  "ow": "obj_owner", "op": "obj_props", "f": "frames", "d": "decision", "sec": "section",
                  "sb": "breakdown", "kn": "knowledge", "sim": "simultaneous", "ask1": "ask_forced"}
MAX_SAVE_BYTES = L.MAX_SAVE_BYTES
MAX_ACTION_CHARS = 1_000


def save_data(game: Game, seed: int, snapshot: bool = False, seats: list[str] | None = None) -> dict[str, Any]:
    """The canonical save of a game (`seats`: who plays each seat, people and agents with their budgets, so
    that `play --resume` seats them again)."""
    st = game.state
    data: dict[str, Any] = {
        "format": FORMAT, "ruleset": game.rs.id, "version": game.rs.version, "content": game.rs.content_hash,
        "players": st["players"], "seed": seed, "options": st["options"], "actions": list(game.history),
        "packs": [{"id": i, "version": v} for i, v in game.rs.packs], "finished": game.is_over(),
    }
    if game.is_over():
        data["result"] = {"scores": game.scores(), "winner": game.winner()}
        if game.is_draw():
            data["result"]["winners"] = game.winners()  # who shared the draw
    if seats is not None:
        data["seats"] = list(seats)
    if st.get("ask_forced"):
        data["ask_forced"] = True  # single-option decisions were asked: the actions include them
    if st.get("names"):
        data["names"] = list(st["names"])  # what the seats were called
    if snapshot:
        data["snapshot"] = st
    return data


def write_save(path: Path, game: Game, seed: int, snapshot: bool = False, seats: list[str] | None = None) -> None:
    """Write a compact save file (a temporary file renamed into place; U010 when it cannot be written)."""
    write_text(path, json.dumps(save_data(game, seed, snapshot, seats), separators=(",", ":")))


def _bad(path: Path, why: str) -> SaveError:
    return SaveError(f"{path}: {why}", "F001")


def _read_bytes(path: Path) -> bytes:
    """At most MAX_SAVE_BYTES + 1 bytes of a regular file (pipes, devices and folders are refused unread)."""
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise _bad(path, "not a regular file (a folder, pipe or device is not a save)")
        with path.open("rb") as fh:
            raw = fh.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise _bad(path, f"cannot read save file ({exc.strerror or exc.__class__.__name__})") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise _bad(path, f"save file larger than {MAX_SAVE_BYTES:,} bytes")
    return raw


def _int(text: str) -> int:
    if len(text.lstrip("-")) > 20:
        raise ValueError(f"integer of {len(text)} digits")
    return int(text)


def _constant(text: str) -> Any:
    raise ValueError(f"{text} is not allowed")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"duplicate key '{k}'")
        out[k] = v
    return out


def _depth_ok(data: Any) -> bool:
    """Whether lists and objects nest at most MAX_JSON_DEPTH deep (iteratively)."""
    todo: list[tuple[Any, int]] = [(data, 1)]
    while todo:
        node, d = todo.pop()
        if isinstance(node, (list, dict)):
            if d > L.MAX_JSON_DEPTH:
                return False
            todo.extend((x, d + 1) for x in (node.values() if isinstance(node, dict) else node))
    return True


def _parse(path: Path, raw: bytes) -> Any:
    try:
        text = raw.decode("utf-8-sig")
        return json.loads(text, parse_int=_int, parse_constant=_constant, object_pairs_hook=_pairs)
    except UnicodeDecodeError:
        raise _bad(path, "not UTF-8 text") from None
    except RecursionError:
        raise _bad(path, f"JSON nested more than {L.MAX_JSON_DEPTH} levels deep") from None
    except json.JSONDecodeError as exc:
        raise _bad(path, f"not JSON ({exc.msg} at line {exc.lineno} column {exc.colno})") from None
    except ValueError as exc:
        raise _bad(path, f"not a save file ({exc})") from None


def _is_int(v: Any) -> bool:
    return type(v) is int


def read_save(path: Path) -> dict[str, Any]:
    """Read and check a save file; SaveError (F001) on anything wrong, before any game is built from it."""
    return parse_save(_read_bytes(path), path)


def parse_save(raw: bytes, path: Path) -> dict[str, Any]:
    """Check a save's bytes (read from `path`, or uploaded under that name); SaveError on anything wrong."""
    if len(raw) > MAX_SAVE_BYTES:
        raise _bad(path, f"save file larger than {MAX_SAVE_BYTES:,} bytes")
    data = _parse(path, raw)
    if not isinstance(data, dict):
        raise _bad(path, "not a save file (expected a JSON object)")
    if not _depth_ok(data):
        raise _bad(path, f"JSON nested more than {L.MAX_JSON_DEPTH} levels deep")
    need = {"ruleset": (str, "a string"), "version": (str, "a string"), "players": (int, "an integer"),
            "seed": (int, "an integer"), "options": (dict, "an object"), "actions": (list, "a list")}
    for key, (typ, shown) in need.items():
        v = data.get(key)
        if not isinstance(v, typ) or (typ is int and not _is_int(v)):
            raise _bad(path, f"save file field '{key}' is missing or not {shown}")
    if not 1 <= data["players"] <= L.MAX_SAVE_PLAYERS:
        raise _bad(path, f"save file field 'players' is {data['players']}, outside 1-{L.MAX_SAVE_PLAYERS}")
    if abs(data["seed"]) > L.MAX_SEED:
        raise _bad(path, f"save file field 'seed' is beyond ±{L.MAX_SEED}")
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in data["options"].items()):
        raise _bad(path, "save file field 'options' must map option names to string values")
    if not all(isinstance(a, str) and len(a) <= MAX_ACTION_CHARS for a in data["actions"]):
        raise _bad(path, f"every saved action must be a string of at most {MAX_ACTION_CHARS} characters")
    packs = data.get("packs", [])
    if not isinstance(packs, list) or not all(isinstance(p, dict) and isinstance(p.get("id"), str)
                                              and isinstance(p.get("version"), str) for p in packs):
        raise _bad(path, "save file field 'packs' must list {id, version} objects")
    seats = data.get("seats")
    if seats is not None and not (isinstance(seats, list) and len(seats) == data["players"]
                                  and all(isinstance(s, str) and 0 < len(s) <= 64 for s in seats)):
        raise _bad(path, "save file field 'seats' must list one agent name per player")
    names = data.get("names")
    if names is not None and seat_name_problem(names, data["players"]) is not None:
        raise _bad(path, f"save file field 'names': {seat_name_problem(names, data['players'])}")
    for key, typ in (("content", str), ("finished", bool), ("result", dict), ("ask_forced", bool)):
        if key in data and not isinstance(data[key], typ):
            raise _bad(path, f"save file field '{key}' must be a {typ.__name__}")
    result = data.get("result")
    if result is not None and not (isinstance(result.get("scores"), list)
                                   and all(_is_int(s) for s in result["scores"])):
        raise _bad(path, "save file field 'result' must hold the list of integer scores")
    if data.get("format", 1) not in READABLE:
        raise SaveError(f"{path}: save format {data.get('format', 1)} is not this version's format {FORMAT}: "
                        "saves from before option ids were made stable cannot be replayed", "F006",
                        "replay it with the rulesdsl version that wrote it")
    return data


def check_save_fits(data: dict[str, Any], min_players: int, max_players: int, options: dict[str, Any]) -> None:
    """The saved player count and options must be ones the ruleset accepts (F001 before replaying)."""
    n = data["players"]
    if not min_players <= n <= max_players:
        raise SaveError(f"the save has {n} players; this ruleset plays {min_players}-{max_players}", "F001")
    for k, v in data["options"].items():
        decl = options.get(k)
        if decl is None:
            raise SaveError(f"the save sets option '{k}', which this ruleset does not declare", "F001",
                            f"declared options: {', '.join(sorted(options)) or 'none'}")
        values = [str(x) for x in decl.get("values", [])]
        if values and v not in values:
            raise SaveError(f"the save sets option '{k}' to '{v}'; allowed: {', '.join(values)}", "F001")


def check_packs(data: dict[str, Any], packs: list[tuple[str, str]]) -> None:
    """Refuse to replay a save with a different set of packs or pack versions."""
    saved = sorted((p["id"], p["version"]) for p in data.get("packs", []))
    if saved != sorted(packs):
        def show(ps: list[tuple[str, str]]) -> str:
            return ", ".join(f"{i} {v}" for i, v in ps) or "no packs"
        raise SaveError(f"the save was made with {show(saved)}, but this replay uses {show(sorted(packs))}",
                        "F005", "give the same --pack folders as when the game was played")


def saved_action(game: Game, action: str, fmt: int) -> str:
    """A saved action as this version names it: in a format-2 save, a choose option without a declared id
    was recorded by its position ("1", "2" …); it is mapped to the id the option has now (declared or derived
    from what it does). Anything else is returned as saved (and refused by `apply` if it is not legal)."""
    d = game.state["decision"]
    if fmt != POSITIONAL or d is None or d["k"] != "choose" or action in d["o"]:
        return action
    if not (action.isascii() and action.isdigit() and len(action) <= 4):
        return action
    ids: list[str] = list(getattr(game.rs.nodes[d["n"]], "ids", []))
    i = int(action) - 1
    return ids[i] if 0 <= i < len(ids) else action


def snapshot_state(snapshot: dict[str, Any], fmt: int) -> StateData:
    """A saved snapshot as this version's state: the short keys of formats 2 and 3 under today's names."""
    if fmt >= FORMAT:
        return cast(StateData, snapshot)
    return cast(StateData, {OLD_STATE_KEYS.get(k, k): v for k, v in snapshot.items()})


def upgrade_snapshot(game: Game, fmt: int) -> None:
    """A format-2 snapshot's pending choose offers its options by position: name them as this version does."""
    d = game.state["decision"]
    if fmt == POSITIONAL and d is not None and d["k"] == "choose":
        ids: list[str] = list(getattr(game.rs.nodes[d["n"]], "ids", []))
        game.state["decision"] = {**d, "o": [ids[int(i)] if 0 <= int(i) < len(ids) else str(o)
                                      for i, o in zip(d["v"], d["o"], strict=True)]}

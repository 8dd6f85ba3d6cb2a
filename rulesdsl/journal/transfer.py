"""Games in and out of the journal as JSON saves (the exchange format of `play --save` and `replay`): import a
save file or a table's old per-game file, export one game (without its seat capabilities), delete one game."""

from __future__ import annotations

import secrets
import time
from pathlib import Path
from typing import Any

from rulesdsl.errors import RulesError, SaveError
from rulesdsl.journal import feedback
from rulesdsl.journal.games import Journal, RulesVersion, valid_id
from rulesdsl.play.game import Game
from rulesdsl.play.saves import read_save
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.runner import replay_game
from rulesdsl.writes import rename_file

PEOPLE = "human"
TABLE_KINDS = ("human", "random", "greedy", "planner", "mcts", "mcts:1s")  # what the table seats


def result_of(game: Game) -> dict[str, Any] | None:
    """A finished game's result as the journal keeps it (scores, winners, score by section)."""
    if not game.is_over():
        return None
    return {"scores": game.scores(), "winners": game.winners(), "breakdown": game.breakdown()}


def _table_kind(spec: str) -> str:
    base = spec.partition(":")[0]
    return PEOPLE if base.startswith("human") else spec if spec in TABLE_KINDS else base if base in TABLE_KINDS \
        else "random"


def import_save(journal: Journal, path: Path, rulesets: dict[str, Ruleset]) -> str:
    """Add a save file (a `play --save` file, an exported game or a table's old per-game file) to the journal;
    the game's id. F001 for a file that is not a save, F002 for a ruleset not given."""
    data = read_save(path)
    rid = str(data["ruleset"])
    if rid not in rulesets:
        raise SaveError(f"{path.name}: a game of '{rid[:40]}', which is not among the rulesets given", "F002",
                        "give the ruleset's folder as PATH")
    rs = rulesets[rid]
    given = data.get("web")
    web: dict[str, Any] = given if isinstance(given, dict) else {}
    told = data.get("playtest")
    extra: dict[str, Any] = told if isinstance(told, dict) else {}  # an exported game: its id, forms and notes
    gid = str(web.get("id") or extra.get("id") or "")
    if not valid_id(gid) or journal.rev(gid) is not None:
        gid = secrets.token_hex(8)
    played = [str(x) for x in (web.get("seats") or data.get("seats") or [PEOPLE] * int(data["players"]))]
    result = None
    if data.get("content") in ("", None, rs.content_hash):
        try:
            result = result_of(replay_game(rs, data))
        except RulesError:
            result = None
    if result is None and isinstance(data.get("result"), dict):
        saved = data["result"]
        winner = saved.get("winner")
        result = {"scores": list(saved.get("scores", [])), "winners": [winner] if isinstance(winner, int) else [],
                  "breakdown": {}}
    held = web.get("tokens")
    tokens: dict[str, Any] = held if isinstance(held, dict) else {}
    record = {k: v for k, v in data.items() if k not in ("web", "over", "agent_next")}
    record["web"] = {"id": gid, "path": str(web.get("path", "")), "seats": [_table_kind(s) for s in played],
                     "played_by": played, "locale": str(web.get("locale", "en"))[:12],
                     "tokens": {str(k): str(v) for k, v in tokens.items()}, "imported": True}
    record["over"] = bool(data.get("finished") or data.get("over") or result is not None)
    record["agent_next"] = bool(data.get("agent_next")) and not record["over"]
    version = RulesVersion(str(data.get("content") or ""))
    journal.save(record, version, data.get("names"), result)
    _said(journal, gid, extra, set(rs.entities), int(data["players"]))
    return gid


def _said(journal: Journal, gid: str, extra: dict[str, Any], entities: set[str], players: int) -> None:
    """The forms and notes of an exported game, each checked as the table checks them (bad ones are left out)."""
    forms, notes = extra.get("forms"), extra.get("notes")
    for f in (forms if isinstance(forms, list) else [])[:players]:
        try:
            seat = int(f["seat"])
            if 0 <= seat < players:
                feedback.give(journal, gid, seat, feedback.clean_text(f.get("name"), 64, "the name"),
                              feedback.check_form(f, entities))
        except (RulesError, KeyError, TypeError, ValueError):
            continue
    for n in (notes if isinstance(notes, list) else [])[:feedback.MAX_NOTES * players]:
        try:
            seat, move = int(n["seat"]), int(n["move"])
            text = feedback.clean_text(n.get("text"), feedback.MAX_NOTE, "the note")
            if 0 <= seat < players and move >= 0 and text:
                feedback.note(journal, gid, seat, move, feedback.clean_text(n.get("prompt"), feedback.MAX_PROMPT,
                                                                            "the prompt"), text)
        except (RulesError, KeyError, TypeError, ValueError):
            continue


def export_game(journal: Journal, gid: str) -> dict[str, Any]:
    """One game as a JSON save (`replay` reads it) plus its rules version, seats, timing, forms and notes; the
    seat capabilities are left out."""
    if journal.rev(gid) is None:
        raise SaveError(f"the journal holds no game '{gid[:20]}'", "F008", "rulesdsl playtests list")
    data = journal.load(gid)
    web = data.pop("web")
    data.pop("agent_next", None)
    data["seats"] = list(web.get("seats", []))
    with journal.lock:
        times = journal.con.execute("SELECT started, updated FROM games WHERE id = ?", (gid,)).fetchone()
    data["playtest"] = {"id": gid, "locale": web.get("locale", "en"), "rules": journal.version_of(gid),
                        "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(times[0])),
                        "updated": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(times[1])),
                        **feedback.of_game(journal, gid)}
    return data


def import_folder(journal: Journal, folder: Path, rulesets: dict[str, Ruleset], limit: int = 10_000) -> int:
    """Import a table's old per-game files (`<id>.json` in its data folder) once: each imported file is renamed
    `<id>.json.imported`; a file that is not a save is left as it is. The number imported."""
    done = 0
    for path in sorted(folder.glob("*.json"))[:limit]:
        try:
            import_save(journal, path, rulesets)
            rename_file(path, path.with_name(path.name + ".imported"))
            done += 1
        except (RulesError, OSError):
            continue
    return done

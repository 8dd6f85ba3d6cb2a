"""The journal's figures per rules version (a ruleset's content digest): games people played, win rates by seat
and of people, score by section, length in moves and minutes, the fun and length the forms gave, the cards
they named, and their notes. Rates carry 95 % Wilson intervals (as the simulate report)."""

from __future__ import annotations

import json
import statistics
from typing import Any

from rulesdsl.journal.games import Journal
from rulesdsl.reports.sim_report import dist, rate

PEOPLE = "human"
MAX_VERSIONS = 50
MAX_GAMES = 20_000  # games read per report
MAX_TEXTS = 40  # free texts and notes quoted per version


def _version_rows(journal: Journal, ruleset: str | None) -> list[tuple[Any, ...]]:
    where, args = ("WHERE g.ruleset = ?", (ruleset,)) if ruleset else ("", ())
    with journal.lock:
        return journal.con.execute(
            f"SELECT g.id, g.ruleset, g.digest, g.git_commit, g.git_dirty, g.players, g.over, g.started, g.updated, "
            f"g.web, (SELECT count(*) FROM moves m WHERE m.game = g.id) FROM games g {where} "
            f"ORDER BY g.started LIMIT ?", (*args, MAX_GAMES)).fetchall()


def versions(journal: Journal, ruleset: str | None = None) -> list[dict[str, Any]]:
    """One entry per (ruleset, digest), oldest first: the people's games under it and their figures."""
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    for gid, rid, digest, commit, dirty, players, over, started, updated, web, moves in _version_rows(journal,
                                                                                                      ruleset):
        w = json.loads(web)
        seats = [str(x) for x in w.get("seats", [])]
        g = groups.setdefault((rid, digest), {"ruleset": rid, "digest": digest, "commits": {}, "games": [],
                                              "first": started, "last": updated, "unfinished": 0, "agents_only": 0})
        if commit:
            g["commits"][commit] = bool(g["commits"].get(commit)) or bool(dirty)
        g["last"] = max(g["last"], updated)
        if PEOPLE not in seats:
            g["agents_only"] += 1
            continue
        if not over:
            g["unfinished"] += 1
            continue
        g["games"].append({"id": gid, "players": players, "seats": seats, "moves": moves,
                           "minutes": None if w.get("imported") else (updated - started) / 60})
    out = [_figures(journal, g) for g in list(groups.values())[-MAX_VERSIONS:]]
    return out


def _figures(journal: Journal, g: dict[str, Any]) -> dict[str, Any]:
    ids = [x["id"] for x in g["games"]]
    results: dict[str, list[tuple[int, int, int, dict[str, int]]]] = {}
    forms: list[tuple[Any, ...]] = []
    notes: list[tuple[Any, ...]] = []
    with journal.lock:
        for i in range(0, len(ids), 500):
            part = ids[i:i + 500]
            marks = ",".join("?" * len(part))
            for gid, seat, score, won, secs in journal.con.execute(
                    f"SELECT game, seat, score, won, sections FROM results WHERE game IN ({marks})", part):
                results.setdefault(gid, []).append((seat, score, won, json.loads(secs)))
            forms += journal.con.execute(f"SELECT fun, length, card, card_feel, text, seat, game FROM feedback "
                                         f"WHERE game IN ({marks})", part).fetchall()
            notes += journal.con.execute(f"SELECT text, move, prompt FROM notes WHERE game IN ({marks}) "
                                         f"ORDER BY game, move", part).fetchall()
    players = statistics.mode([x["players"] for x in g["games"]]) if g["games"] else 0
    same = [x for x in g["games"] if x["players"] == players and x["id"] in results]
    by_seat = [rate(sum(1 for x in same for s, _, won, _ in results[x["id"]] if s == p and won), len(same))
               for p in range(players)]
    people = [(won, x) for x in g["games"] for s, _, won, _ in results.get(x["id"], []) if x["seats"][s] == PEOPLE]
    sections: dict[str, list[float]] = {}
    for x in same:
        for _, score, _, secs in results[x["id"]]:
            for k, v in secs.items():
                sections.setdefault(k or "(setup)", []).append(float(v))
            sections.setdefault("total", []).append(float(score))
    sections["total"] = sections.pop("total", [])
    cards: dict[str, dict[str, int]] = {}
    for _, _, card, feel, _, _, _ in forms:
        if card:
            cards.setdefault(card, {"strong": 0, "weak": 0})[feel] += 1
    lengths = {k: sum(1 for f in forms if f[1] == k) for k in ("short", "right", "long")}
    return {
        "ruleset": g["ruleset"], "digest": g["digest"],
        "commits": [{"commit": c, "dirty": d} for c, d in g["commits"].items()],
        "first": g["first"], "last": g["last"], "games": len(g["games"]), "unfinished": g["unfinished"],
        "agents_only": g["agents_only"], "players": players, "compared": len(same),
        "win_by_seat": by_seat, "people_win": rate(sum(w for w, _ in people), len(people)),
        "scores": {k: dist(v) for k, v in sections.items()},
        "moves": dist([float(x["moves"]) for x in g["games"]]),
        "minutes": dist([x["minutes"] for x in g["games"] if x["minutes"] is not None]),
        "forms": len(forms), "fun": dist([float(f[0]) for f in forms if f[0] is not None]),
        "fun_votes": [sum(1 for f in forms if f[0] == n) for n in range(1, 6)], "length_votes": lengths,
        "cards": dict(sorted(cards.items(), key=lambda kv: -sum(kv[1].values()))),
        "texts": [f[4] for f in forms if f[4]][:MAX_TEXTS],
        "notes": [{"text": n[0], "move": n[1], "prompt": n[2]} for n in notes][:MAX_TEXTS],
    }

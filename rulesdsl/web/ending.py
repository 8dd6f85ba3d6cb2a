"""What the table shows at the end of a game: the players ranked (ties share a rank), the winner, and the
score broken down by section as a table (rows: sections in the order the game scores them, columns: players
and rivals in play)."""

from __future__ import annotations

from typing import Any

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.play.game import Game
from rulesdsl.play.outcomes import DRAW
from rulesdsl.reports.names import section_order
from rulesdsl.text.log import who


def final_scores(game: Game, locale: str) -> dict[str, Any]:
    """The end screen's data: ranking, winner (or the draw, `draw: true`) and breakdown."""
    cat = catalog_of(game.rs, locale)
    n = game.state["players"]
    scores = game.scores()
    order = game.ranking()
    winners = game.winners()  # a shared victory: every winner is first
    ranking = []
    for i, p in enumerate(order):
        rank = 1 if p in winners else i + 1
        ranking.append({"seat": p, "name": who(game, p, locale), "score": scores[p], "rank": rank})
    rivals = list(game.rival_scores().items())
    w = game.winner()
    draw = w == DRAW
    winner = who(game, w, locale) if isinstance(w, int) else cat.format(
        "score-draw", {"players": ", ".join(who(game, p, locale) for p in winners)}) if draw else cat.name(
        message_id("rival", str(w)), pretty(str(w))) if w else ""
    head = [who(game, p, locale) for p in range(n)]
    head += [cat.name(message_id("rival", r), pretty(r)) for r, _ in rivals]
    rows: list[dict[str, Any]] = []
    sb = game.breakdown()
    width = len(head)
    if "" in sb:
        rows.append({"label": cat.format("score-setup"), "values": _pad(sb[""], width)})
    for section in sections_shown(game, sb):  # in the order the game scores them, none skipped in between
        values = sb.get(section) or [0] * width
        rows.append({"label": cat.name(message_id("section", section), pretty(section)), "values": _pad(values, width)})
    rows.append({"label": cat.format("score-total"), "values": [*scores, *(v for _, v in rivals)], "total": True})
    return {"ranking": ranking, "winner": winner, "winner_seat": w if isinstance(w, int) else None,
            "winners": winners, "draw": draw, "head": head, "rows": rows, "title": cat.format("score-title")}


def sections_shown(game: Game, sb: dict[str, list[int]]) -> list[str]:
    """The score sections of the end table: with a log, every section the game entered, in the order it
    first did, where nobody scored too (a 0 row, so the rulebook's run of steps A, B, C … shows whole);
    without one, those scored and the sections the flow's order (`section_order`) passes between them."""
    scored = [x for x in sb if x]
    if game.log is not None:
        entered = list(dict.fromkeys(str(ev[1]) for ev in game.log if ev[0] == "section" and ev[1]))
        return entered + [x for x in scored if x not in entered]
    out = scored
    order = section_order(game.rs)
    at = [i for i, x in enumerate(order) if x in sb]
    for i in range(min(at), max(at) + 1) if at else ():
        if order[i] not in out:
            before = next((j for j in range(i - 1, -1, -1) if order[j] in out), None)
            out.insert(out.index(order[before]) + 1 if before is not None else 0, order[i])
    return out


def _pad(values: list[int], width: int) -> list[int]:
    return [*values, *([0] * (width - len(values)))][:width]

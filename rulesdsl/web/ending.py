"""What the table shows at the end of a game: the players ranked (ties share a rank), the winner, and the
score broken down by section as a table (rows: sections, columns: players and rivals in play)."""

from __future__ import annotations

from typing import Any

from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.log import who
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.play.game import Game
from rulesdsl.play.outcomes import DRAW


def final_scores(game: Game, locale: str) -> dict[str, Any]:
    """The end screen's data: ranking, winner (or the draw, `draw: true`) and breakdown."""
    cat = catalog_of(game.rs, locale)
    n = game.state["n"]
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
    for section in (s for s in sb if s):
        rows.append({"label": cat.name(message_id("section", section), section), "values": _pad(sb[section], width)})
    rows.append({"label": cat.format("score-total"), "values": [*scores, *(v for _, v in rivals)], "total": True})
    return {"ranking": ranking, "winner": winner, "winner_seat": w if isinstance(w, int) else None,
            "winners": winners, "draw": draw, "head": head, "rows": rows, "title": cat.format("score-title")}


def _pad(values: list[int], width: int) -> list[int]:
    return [*values, *([0] * (width - len(values)))][:width]

"""What the people at the table said: at the end, each seat's short form (fun 1-5, the game's length, a card
that felt too strong or too weak chosen among the game's own entities, free text); during the game, notes on
the decision at hand. Every field is checked and bounded before it is written (H005 otherwise)."""

from __future__ import annotations

import time
import unicodedata
from typing import Any

from rulesdsl.errors import UsageError
from rulesdsl.journal.games import Journal

MAX_TEXT = 1_000  # characters of a form's free text
MAX_NOTE = 500  # characters of a note
MAX_PROMPT = 300
MAX_NOTES = 200  # notes per seat and game
LENGTHS = ("short", "right", "long")  # too short, about right, too long
FEELS = ("strong", "weak")


def clean_text(value: Any, limit: int, what: str) -> str:
    """Text a person typed: a string of at most `limit` characters, control characters (but newlines) removed."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise UsageError(f"{what} must be text", "H005")
    if len(value) > limit:
        raise UsageError(f"{what} is longer than {limit} characters", "H005")
    return "".join(c for c in value if c == "\n" or unicodedata.category(c)[0] != "C").strip()


def check_form(form: dict[str, Any], entities: set[str]) -> dict[str, Any]:
    """The end-of-game form checked: fun (1-5 or none), length, card and how it felt, text."""
    fun = form.get("fun")
    if fun is not None and (isinstance(fun, bool) or not isinstance(fun, int) or not 1 <= fun <= 5):
        raise UsageError("fun must be a whole number from 1 to 5", "H005")
    length = form.get("length") or None
    if length is not None and length not in LENGTHS:
        raise UsageError(f"length must be one of {', '.join(LENGTHS)}", "H005")
    card = form.get("card") or None
    feel = form.get("feel") or None
    if card is not None and (not isinstance(card, str) or card not in entities):
        raise UsageError("the card must be one of this game's cards", "H005")
    if feel is not None and feel not in FEELS:
        raise UsageError(f"how the card felt must be one of {', '.join(FEELS)}", "H005")
    if (card is None) != (feel is None):
        raise UsageError("name a card together with how it felt (too strong or too weak)", "H005")
    text = clean_text(form.get("text"), MAX_TEXT, "the text")
    if fun is None and length is None and card is None and not text:
        raise UsageError("the form is empty", "H005")
    return {"fun": fun, "length": length, "card": card, "feel": feel, "text": text}


def give(journal: Journal, gid: str, seat: int, name: str, form: dict[str, Any]) -> None:
    """Keep (or replace) a seat's end-of-game form."""
    with journal.lock, journal.con:
        journal.con.execute("BEGIN IMMEDIATE")
        journal.con.execute("INSERT OR REPLACE INTO feedback VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (gid, seat, name, form["fun"], form["length"], form["card"], form["feel"], form["text"],
                             time.time()))


def note(journal: Journal, gid: str, seat: int, move: int, prompt: str, text: str) -> int:
    """Attach a note to the decision at move `move`; the seat's note count (H004 past MAX_NOTES)."""
    with journal.lock, journal.con:
        journal.con.execute("BEGIN IMMEDIATE")
        n = int(journal.con.execute("SELECT count(*) FROM notes WHERE game = ? AND seat = ?",
                                    (gid, seat)).fetchone()[0])
        if n >= MAX_NOTES:
            raise UsageError(f"a seat keeps at most {MAX_NOTES} notes per game", "H004")
        journal.con.execute("INSERT INTO notes (game, seat, move, prompt, text, at) VALUES (?, ?, ?, ?, ?, ?)",
                            (gid, seat, move, prompt[:MAX_PROMPT], text, time.time()))
    return n + 1


def of_game(journal: Journal, gid: str) -> dict[str, Any]:
    """A game's forms (by seat) and notes (in move order)."""
    with journal.lock:
        forms = journal.con.execute("SELECT seat, name, fun, length, card, card_feel, text FROM feedback "
                                    "WHERE game = ? ORDER BY seat", (gid,)).fetchall()
        notes = journal.con.execute("SELECT seat, move, prompt, text FROM notes WHERE game = ? ORDER BY move, id",
                                    (gid,)).fetchall()
    return {"forms": [{"seat": r[0], "name": r[1], "fun": r[2], "length": r[3], "card": r[4], "feel": r[5],
                       "text": r[6]} for r in forms],
            "notes": [{"seat": r[0], "move": r[1], "prompt": r[2], "text": r[3]} for r in notes]}

"""`rulesdsl rules`: the flow, actions and macros in words (a game whose rules live in actions has a rules
sheet), `cards` pointing at it when no card states a rule, and the seats showing a card's own `text:`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesdsl.agents.seat_view import situation_lines
from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.dsl import ast as A
from rulesdsl.i18n.catalog import FALLBACK_MARK
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.text.rules_sheet import rules_sheet, rules_sheet_html

EX = rules_dir() / "examples"


def test_the_rules_sheet_names_flow_actions_and_conditions() -> None:
    text = rules_sheet(load_ruleset(EX / "nothanks"))
    for part in ("OVERVIEW AND GOAL", "A game for 3 to 7 players.", "The player with the fewest points at the end "
                 "wins.", "COMPONENTS", "Card ×33", "SETUP", "Each player starts with 11 chips.", "HOW A GAME GOES",
                 "WHAT A PLAYER MAY DO", "No thanks! (pay a chip) — only if you have more than 0 chips",
                 "Take the card and its chips", "THE STEPS IN DETAIL", "Score the cards and chips",
                 "END OF THE GAME AND SCORING"):
        assert part in text, part


def test_cards_points_at_the_rules_sheet_when_no_card_states_a_rule() -> None:
    out = CliRunner().invoke(cli, ["cards", str(EX / "nothanks")]).output
    assert "0 cards" in out or "no card states a rule" in out
    assert "rulesdsl rules" in out
    out = CliRunner().invoke(cli, ["rules", str(EX / "loveletter"), "--locale", "en"]).output
    assert "Play a card" in out and "is out of the round" in out


def test_a_seat_shows_the_same_card_face_as_every_surface() -> None:
    """The terminal seat's hand line is the one card face (`text.cards.card_line`): the English catalog's own
    wording of the card (`text-priest`), not the text generated from its effects."""
    from rulesdsl.text.cards import card_line
    rs = load_ruleset(EX / "loveletter")
    g = Game.from_situation(rs, 3, {"zones": {"hand.P1": ["priest@1", "handmaid@1"]}})
    lines = "\n".join(situation_lines(g, 0, "en"))
    assert f"Priest — {card_line(rs, 'en', 'priest')}" in lines
    assert "Look at another player's hand." in lines and "show the top object" not in lines


# ---- a rules sheet a newcomer learns from (issue 45 item 3) ---------------------------------------------------

FLANK = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "flank"
GAMES = {"bitoku": 250, "tokaido": 120}  # the most lines each English sheet may take


def _variables(rs: Any) -> set[str]:
    """Every name the ruleset's DSL binds (let, pick, for, comprehensions, macro and function parameters)."""
    c = rs.content
    names: set[str] = set()
    texts = [(str(m.data.get("body", "")), "effect") for m in c.macros.values()]
    texts += [(str(f.data.get("expr", "")), "expr") for f in c.functions.values()]
    texts += [(str(a.data.get("do", "")), "effect") for acts in c.actions.values() for a in acts.values()]
    for it in [*c.macros.values(), *c.functions.values()]:
        names.update(str(p) for p in it.data.get("params") or [])
    for text, kind in texts:
        todo: list[Any] = [parse_cached(text, kind)]
        while todo:
            n = todo.pop()
            if isinstance(n, (A.Let, A.Pick, A.For, A.Comprehension, A.Simultaneous)):
                names.add(n.var)
            if isinstance(n, tuple):
                todo.extend(n)
            elif isinstance(n, A.Node):
                todo.extend(getattr(n, f) for f in n.__dataclass_fields__ if f != "span")
    vocabulary: set[str] = set()  # a variable named with a word the catalogs use (`first`, `spot`) is a word there
    folders = [rs.content.root / "locales" / "en", Path(__file__).resolve().parent.parent / "rulesdsl" / "i18n"
               / "locales" / "en"]
    for ftl in [f for folder in folders for f in folder.glob("*.ftl")]:
        for line in ftl.read_text(encoding="utf-8").splitlines():
            text = re.sub(r"\{[^}]*\}", " ", line.partition(" = ")[2] if " = " in line else line)
            vocabulary.update(w.lower() for w in re.findall(r"[A-Za-z]+", text))
    return {v for v in names if v.lower() not in vocabulary}


def test_a_let_keeps_its_meaning_after_the_move() -> None:
    """`let d = top(pile); … move(d, q); setp(d, "owner", me)`: the disc placed changes owner, not the next one."""
    text = rules_sheet(load_ruleset(FLANK))
    assert "put that disc on A, then set the owner of that disc to you" in text, text
    assert "owner of the top object" not in text
    assert "Let that disc be the top object of the pile" in text
    assert "A game for 2 players." in text


@pytest.mark.parametrize("game", sorted(GAMES))
def test_shipped_sheets_are_short_and_in_words(game: str) -> None:
    rs = load_ruleset(rules_dir() / game)
    text = rules_sheet(rs, "en")
    lines = text.splitlines()
    assert len(lines) <= GAMES[game], len(lines)
    words = re.findall(r"[\w'-]+", text)
    ids = {i for i in set(rs.entities) | set(rs.zones) | set(rs.macros) | set(rs.counter_bounds) if "_" in i}
    assert not ids & set(words), sorted(ids & set(words))
    assert not _variables(rs) & set(words), sorted(_variables(rs) & set(words))
    for bad in (" it of ", " of it ", "for each of all players", "⟨en⟩"):
        assert bad not in text, bad
    for part in ("OVERVIEW AND GOAL", "COMPONENTS", "SETUP", "HOW A GAME GOES", "WHAT A PLAYER MAY DO",
                 "END OF THE GAME AND SCORING"):
        assert part in text, part


@pytest.mark.parametrize(("game", "locale"), [(g, loc) for g in sorted(GAMES) for loc in ("pl", "tr", "uk")])
def test_shipped_sheets_are_translated(game: str, locale: str) -> None:
    text = rules_sheet(load_ruleset(rules_dir() / game), locale)
    assert FALLBACK_MARK not in text
    assert text.count("\n") <= GAMES[game] + 40


def test_the_html_sheet_has_every_part_and_the_scoring_table() -> None:
    page = rules_sheet_html(load_ruleset(rules_dir() / "tokaido"), "en")
    for part in ('id="overview"', 'id="components"', 'id="setup"', 'id="flow"', 'id="actions"', 'id="end"',
                 "<table>", "Temple bonus", "10 for the most"):
        assert part in page, part
    out = CliRunner().invoke(cli, ["rules", str(rules_dir() / "tokaido"), "--format", "html", "--locale", "pl"])
    assert out.exit_code == 0 and '<html lang="pl">' in out.output


@pytest.mark.parametrize("example", ["loveletter", "nothanks", "orchard"])
def test_generated_sheets_read_as_rulebook_text(example: str) -> None:
    """Without any prose, the sheet is generated: still no pronoun chains, no 'for each of all players'."""
    text = rules_sheet(load_ruleset(EX / example))
    for bad in (" it of ", " of it ", "for each of all players", "it's "):
        assert bad not in text, (bad, text)
    assert "THE STEPS IN DETAIL" in text

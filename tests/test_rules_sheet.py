"""`rulesdsl rules`: the flow, actions and macros in words (a game whose rules live in actions has a rules
sheet), `cards` pointing at it when no card states a rule, and the seats showing a card's own `text:`."""

from __future__ import annotations

from click.testing import CliRunner

from rulesdsl.agents.seat_view import situation_lines
from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.i18n.rules_sheet import rules_sheet
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game

EX = rules_dir() / "examples"


def test_the_rules_sheet_names_flow_actions_and_conditions() -> None:
    text = rules_sheet(load_ruleset(EX / "nothanks"))
    for part in ("How the game runs", "Set up:", "What a player may do", "No thanks! (pay a chip) — only if you have "
                 "more than 0 chips", "Take the card and its chips", "The steps they use",
                 "Score the cards and chips"):
        assert part in text, part


def test_cards_points_at_the_rules_sheet_when_no_card_states_a_rule() -> None:
    out = CliRunner().invoke(cli, ["cards", str(EX / "nothanks")]).output
    assert "0 cards" in out or "no card states a rule" in out
    assert "rulesdsl rules" in out
    out = CliRunner().invoke(cli, ["rules", str(EX / "loveletter"), "--locale", "en"]).output
    assert "Play a card" in out and "is out of the round" in out


def test_a_seat_shows_the_card_text_the_designer_wrote() -> None:
    rs = load_ruleset(EX / "loveletter")
    g = Game.from_situation(rs, 3, {"zones": {"hand.P1": ["priest@1", "handmaid@1"]}})
    lines = "\n".join(situation_lines(g, 0, "en"))
    assert "Priest — Look at another player's hand." in lines
    assert "show the top object" not in lines

"""Tokaido's English and Polish catalogs are complete, and a Polish game log needs no fallback."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from rulesdsl.cli.main import cli

TOKAIDO = Path(__file__).resolve().parent.parent / "rules" / "tokaido"


def test_required_locales_complete() -> None:
    res = CliRunner().invoke(cli, ["i18n", str(TOKAIDO), "--require", "en,pl", "--quiet"])
    assert res.exit_code == 0, res.output
    for lang in ("en", "pl"):
        line = next(ln for ln in res.stdout.splitlines() if ln.startswith(lang))
        assert "0 missing" in line and "0 fallbacks" in line and "100.0 %  complete " in line


def test_polish_log_and_cards() -> None:
    play = CliRunner().invoke(cli, ["play", str(TOKAIDO), "--players", "3", "--seed", "2", "--locale", "pl"])
    assert play.exit_code == 0, play.output
    assert "Zwycięzca" in play.output and "⟨en⟩" not in play.output
    cards = CliRunner().invoke(cli, ["cards", str(TOKAIDO), "--locale", "pl"])
    assert cards.exit_code == 0 and "⟨en⟩" not in cards.output and "entity-" not in cards.output

"""Localisation: catalogs render in every locale, plural and case forms, visible English fallback,
coded catalog diagnostics, pack catalogs, and localised game logs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdsl.agents import make_agent
from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.dsl import ast as A
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import FALLBACK_MARK, Catalog, clear_cache, engine_layers
from rulesdsl.i18n.grammar import SAMPLE_COUNTS, split_variable, tr_number
from rulesdsl.i18n.names import catalog_layers
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.play import play_out
from rulesdsl.text import rule_text
from rulesdsl.text.check import check_i18n, render_errors
from rulesdsl.text.log import event_line, log_lines, player_name, score_table

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
BITOKU = ROOT / "rules" / "bitoku"
EXTRA = ROOT / "tests" / "fixtures" / "packs" / "mini_extra"
BAD = ROOT / "tests" / "fixtures" / "bad" / "i18n"
LOCALES = ("en", "tr", "uk", "pl")
RAW_ID = r"\b(entity|counter|zone|value|prop|kind|slot|macro|verb|fn|expr|stmt|log|section|message)-[a-z]"


@pytest.fixture(scope="module")
def bitoku() -> Ruleset:
    return load_ruleset(BITOKU)


@pytest.fixture(scope="module")
def mini() -> Ruleset:
    return load_ruleset(MINI)


def _say(rs: Ruleset, locale: str, effect: str) -> str:
    tree = parse_cached(effect, "effect")
    assert isinstance(tree, A.Effect)
    return " / ".join(rule_text(rs, locale).lines(tree, indent=""))


@pytest.mark.parametrize("root", [MINI, BITOKU], ids=["mini", "bitoku"])
@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_renders_for_every_sample_count(root: Path, locale: str) -> None:
    content = check_ruleset(root).content
    layers = engine_layers(catalog_layers(content))
    cat = Catalog(layers, locale)
    assert len(cat.entries) > 100
    assert tuple(SAMPLE_COUNTS) == (0, 1, 2, 5, 11, 21, 22)
    bad = {mid: errs[0] for mid in cat.entries if (errs := render_errors(cat, mid))}
    assert not bad, bad
    for pf in cat.files:
        assert not pf.junk, [(j.path, j.line, j.message) for j in pf.junk]


@pytest.mark.parametrize(("n", "uk", "pl"), [
    (1, "отримайте 1 камінь", "zdobądź 1 kamień"),
    (2, "отримайте 2 камені", "zdobądź 2 kamienie"),
    (5, "отримайте 5 каменів", "zdobądź 5 kamieni"),
    (21, "отримайте 21 камінь", "zdobądź 21 kamieni"),
    (22, "отримайте 22 камені", "zdobądź 22 kamienie"),
])
def test_ukrainian_and_polish_plurals_in_card_text(bitoku: Ruleset, n: int, uk: str, pl: str) -> None:
    assert _say(bitoku, "uk", f"gain(stone, {n})").lower() == uk
    assert _say(bitoku, "pl", f"gain(stone, {n})").lower() == pl


@pytest.mark.parametrize(("n", "uk", "pl"), [
    (1, "1 монету", "1 monetę"), (2, "2 монети", "2 monety"), (5, "5 монет", "5 monet"),
    (21, "21 монету", "21 monet"), (22, "22 монети", "22 monety"),
])
def test_accusative_after_gain_and_nominative_in_logs(mini: Ruleset, n: int, uk: str, pl: str) -> None:
    assert _say(mini, "uk", f"gain(coins, {n})") == f"Отримайте {uk}"
    assert _say(mini, "pl", f"gain(coins, {n})") == f"Zdobądź {pl}"
    line = event_line(mini, ("counter", 0, "coins", n, 30), locale="pl")
    nominative = {1: "moneta", 2: "monety", 5: "monet", 21: "monet", 22: "monety"}[n]
    assert line is not None and line.strip() == f"G1: +{n} {nominative} (razem 30)"


def test_other_plural_words(bitoku: Ruleset) -> None:
    assert _say(bitoku, "uk", "movement(21)") == "Отримайте 21 очко руху для ваших пілігримів"
    assert _say(bitoku, "uk", "movement(3)") == "Отримайте 3 очки руху для ваших пілігримів"
    assert _say(bitoku, "pl", "movement(5)") == "Zdobądź 5 punktów ruchu dla swoich pielgrzymów"
    assert _say(bitoku, "pl", "gain_any(2)") == "Zdobądź 2 dowolne surowce"
    assert _say(bitoku, "uk", "gain(vp, 22)") == "Отримайте 22 переможні бали"
    assert _say(bitoku, "pl", "gain(vp, 1)") == "Zdobądź 1 punkt zwycięstwa"
    # Turkish keeps the noun singular after numerals
    assert _say(bitoku, "tr", "gain(wood, 3)") == "3 odun kazanın"  # one register: polite imperative
    assert _say(bitoku, "en", "gain(amulet_1, 2)") == "Gain 2 amulets (+1)"


def test_turkish_number_suffixes(bitoku: Ruleset) -> None:
    assert [tr_number(n, "dat") for n in (0, 1, 2, 3, 5, 6, 9, 10, 21, 22, 40, 100)] == [
        "0'a", "1'e", "2'ye", "3'e", "5'e", "6'ya", "9'a", "10'a", "21'e", "22'ye", "40'a", "100'e"]
    assert [tr_number(n, "abl") for n in (1, 3, 4, 6, 60)] == ["1'den", "3'ten", "4'ten", "6'dan", "60'tan"]
    assert [tr_number(n, "ord") for n in (1, 2, 3, 6)] == ["1'inci", "2'nci", "3'üncü", "6'ncı"]
    assert _say(bitoku, "tr", "set(passed, 0)") == "Pas miktarınızı 0'a eşitleyin"
    assert "Elinizde 0'dan fazla odun var" in _say(bitoku, "tr", "if wood > 0 { unlock_die() }")
    assert split_variable("counter_gen_pl") == ("counter", "gen", 5)
    assert split_variable("from") == ("from", None, None)


def test_missing_message_falls_back_to_english_visibly(tmp_path: Path, mini: Ruleset) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    pl = root / "locales" / "pl" / "mini.ftl"
    pl.write_text(pl.read_text(encoding="utf-8").replace("entity-red_coin = Czerwona moneta\n", ""),
                  encoding="utf-8")
    clear_cache()
    rs = load_ruleset(root)
    cat = catalog_of(rs, "pl")
    assert cat.name("entity-red_coin", "red coin") == FALLBACK_MARK + "Red coin"
    assert cat.fallbacks["entity-red_coin"] == 1
    assert cat.format("entity-nowhere_at_all", None) == "nowhere at all"  # readable, never the raw id
    assert cat.missing["entity-nowhere_at_all"] == 1
    reports, _ = check_i18n(root, extra_required=["pl"])
    pl_rep = next(r for r in reports if r.locale == "pl")
    assert not pl_rep.complete and pl_rep.fallbacks >= 1
    assert any(d.code == "L002" and "entity-red_coin" in d.message for d in pl_rep.diagnostics)
    assert any(d.code == "L007" for d in pl_rep.diagnostics)


def test_bad_catalog_fixture_gives_coded_diagnostics(tmp_path: Path) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    shutil.rmtree(root / "locales" / "pl")
    shutil.copytree(BAD / "locales" / "pl", root / "locales" / "pl")
    reports, problems = check_i18n(root, extra_required=["pl"])
    assert not problems
    rep = next(r for r in reports if r.locale == "pl")
    by_code: dict[str, list[str]] = {}
    for d in rep.diagnostics:
        by_code.setdefault(d.code, []).append(f"{Path(d.path).name}:{d.line}:{d.col} {d.message}")
    assert {"L001", "L002", "L003", "L004", "L005"} <= set(by_code), by_code
    assert any(x.startswith("broken.ftl:12:1 ") for x in by_code["L001"]), by_code["L001"]
    assert any("old-message" in x and x.startswith("broken.ftl:7:") for x in by_code["L003"])
    assert any("$colour" in x and x.startswith("broken.ftl:6:") for x in by_code["L004"])
    assert any("entity-blue_gem" in x and x.startswith("broken.ftl:5:") for x in by_code["L005"])
    assert any("counter-gems" in x for x in by_code["L002"])  # the broken entry counts as missing
    assert not rep.complete
    en = next(r for r in reports if r.locale == "en")
    assert en.complete, [d.render() for d in en.diagnostics]
    # the CLI exits 1 and names the codes
    from rulesdsl.cli.main import cli
    res = CliRunner().invoke(cli, ["i18n", str(root), "--require", "pl"])
    assert res.exit_code == 1, res.output
    for code in ("L001", "L002", "L003", "L004", "L005"):
        assert f"[{code}]" in res.output
    assert "INCOMPLETE" in res.output


def test_shipped_catalogs_are_complete() -> None:
    for root in (MINI, BITOKU):
        reports, problems = check_i18n(root, extra_required=["tr", "uk", "pl"])
        assert not problems
        assert {r.locale for r in reports} >= set(LOCALES)
        for r in reports:
            errors = [d.render() for d in r.diagnostics if d.severity == "error"]
            assert not errors, f"{root.name}/{r.locale}: " + "\n".join(errors[:20])
            assert r.counts.get("L003", 0) == 0


def test_pack_catalogs_layer_over_the_base(tmp_path: Path) -> None:
    pack = tmp_path / "mini_extra"
    shutil.copytree(EXTRA, pack)
    (pack / "locales" / "en").mkdir(parents=True)
    (pack / "locales" / "pl").mkdir(parents=True)
    (pack / "locales" / "en" / "extra.ftl").write_text(
        "entity-green_leaf = Green leaf\nentity-blue_gem = Big blue gem\ncounter-leaves = leaves\n"
        "value-green = green\nsection-leaves = Leaves\n", encoding="utf-8")
    (pack / "locales" / "pl" / "extra.ftl").write_text(
        "entity-green_leaf = Zielony liść\nentity-blue_gem = Duży niebieski klejnot\n", encoding="utf-8")
    clear_cache()
    rs = load_ruleset(MINI, [pack])
    assert rule_text(rs, "pl").name("entity", "blue_gem") == "Duży niebieski klejnot"
    assert rule_text(rs, "en").name("entity", "green_leaf") == "Green leaf"
    assert rule_text(rs, "pl").name("counter", "leaves") == FALLBACK_MARK + "leaves"
    reports, _ = check_i18n(MINI, [pack], extra_required=["pl"])
    pl = next(r for r in reports if r.locale == "pl")
    missing = {d.message.split("'")[1] for d in pl.diagnostics if d.code == "L002"}
    assert missing == {"counter-leaves", "value-green", "section-leaves"}
    assert next(r for r in reports if r.locale == "en").complete


@pytest.mark.parametrize("locale", LOCALES)
def test_full_game_log_in_each_locale(bitoku: Ruleset, locale: str) -> None:
    game = Game.new(bitoku, 2, 5, log=True)
    play_out(game, [make_agent("random", 500), make_agent("random", 501)])
    lines = log_lines(game, locale)
    table = score_table(game, locale)
    assert len(lines) > 100
    text = "\n".join(lines) + "\n" + table
    assert FALLBACK_MARK not in text
    import re
    assert not re.search(RAW_ID, text), re.search(RAW_ID, text)
    title = {"en": "Final score", "tr": "Son puan", "uk": "Підсумковий рахунок", "pl": "Wynik końcowy"}[locale]
    assert table.splitlines()[0] == title
    assert player_name(1, locale) == {"en": "P2", "tr": "O2", "uk": "Г2", "pl": "G2"}[locale]


def test_english_log_lines_keep_their_shape(mini: Ruleset) -> None:
    assert event_line(mini, ("action", 0, "play_card")) == "P1 → play a card"
    assert event_line(mini, ("counter", 1, "coins", 2, 5)) == "    P2 coins +2 (now 5)"
    assert event_line(mini, ("move", 1000, "red_coin", "hand", 0)) == "    Red coin → Hand of P1"
    assert event_line(mini, ("section", "end")) == "== End of game =="
    assert event_line(mini, ("log", None, "richest", 7, None)) == "  the richest player has 7 coins"
    assert event_line(mini, ("shuffle", "deck", None)) is None

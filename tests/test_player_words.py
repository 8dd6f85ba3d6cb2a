"""What a player reads is in words: no prompt, option label or why-not of random games of both games, in any
of the four locales, holds an engine id, a file location or the DSL read aloud; and the default log holds no
bookkeeping counter (`shown: none`) and no engine id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulesdsl import describe, load_ruleset, narrate
from rulesdsl.agents import RandomAgent
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.names import message_id
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ("en", "tr", "uk", "pl")
ENGINE_ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
FILE_LOCATION = re.compile(r"\.(?:ya?ml|ftl|py)\b|:\d+:\d+")
# Phrasings that are rendered DSL, not words for a player, and must never reach a player's screen.
DSL = re.compile(r"value value|If true|; If |You may: |\bthe The\b|\(0 |\b0 less|\bof it\b|for which|the objects in"
                 r"|you's|цей елемент|для яких|з-поміж|⟨")
GAMES = [("bitoku", 2, 5), ("bitoku", 1, 6), ("tokaido", 3, 5), ("tokaido", 5, 6)]
DECISIONS = 150
_RS: dict[str, Ruleset] = {}


def _rs(name: str) -> Ruleset:
    if name not in _RS:
        _RS[name] = load_ruleset(ROOT / "rules" / name)
    return _RS[name]


def _bad(text: str) -> str | None:
    for pat in (ENGINE_ID, FILE_LOCATION, DSL):
        m = pat.search(text)
        if m:
            return m.group(0)
    return None


@pytest.mark.parametrize(("name", "players", "seed"), GAMES)
def test_prompts_labels_and_reasons_are_words(name: str, players: int, seed: int) -> None:
    g = Game.new(_rs(name), players, seed)
    agents = [RandomAgent(seed * 10 + i) for i in range(players)]
    problems: list[str] = []
    for _ in range(DECISIONS):
        p = g.current_player()
        if p is None:
            break
        for loc in LOCALES:
            words = describe(g, loc)
            assert words is not None
            texts = [words.prompt, *words.labels, *(r.why for r in words.refused), *(r.label for r in words.refused)]
            problems += [f"{loc}: {t!r} ({_bad(t)})" for t in texts if _bad(t)]
        g.apply(agents[p].choose(g))
    assert not problems, problems[:5]


@pytest.mark.parametrize(("name", "players", "seed"), [("bitoku", 3, 2), ("tokaido", 4, 2)])
def test_the_default_log_names_no_bookkeeping(name: str, players: int, seed: int) -> None:
    rs = _rs(name)
    g = Game.new(rs, players, seed, log=True)
    agents = [RandomAgent(seed * 10 + i) for i in range(players)]
    for _ in range(400):
        p = g.current_player()
        if p is None:
            break
        g.apply(agents[p].choose(g))
    for loc in LOCALES:
        cat = catalog_of(rs, loc)
        hidden = [cat.name(message_id("counter", k.split(":", 1)[1]), "") for k, v in rs.shown.items()
                  if k.startswith("counter:") and v == "none"]
        told = [re.compile(r"[+−]\d+ " + re.escape(h) + r"(?!\w)") for h in hidden if h]
        lines = narrate(g, loc, "all")
        # one sentence per actor per step: a forced step or the flow's deal is a line of its own, yet the log
        # stays shorter than one and a half lines per decision
        assert lines and len(lines) < 1.5 * len(g.history)
        for line in lines:
            assert not ENGINE_ID.search(line) and not FILE_LOCATION.search(line), line
            assert not any(t.search(line) for t in told), line


def test_a_picked_variable_reads_as_its_role(tmp_path: Path) -> None:
    """A pick's prompt gives its variable a role name (`role-<prompt>`), else one derived from what it holds."""
    import shutil

    from rulesdsl.text import rule_text
    from rulesdsl.text.cards import effect_lines
    root = tmp_path / "mini"
    shutil.copytree(ROOT / "tests" / "fixtures" / "rulesets" / "mini", root)
    text = 'pick "which_gem" g in in(hand) { move(g, discard) }'
    before = " ".join(effect_lines(rule_text(load_ruleset(root), "en"), text))
    declared = tmp_path / "declared"  # a second folder: catalogs are cached per folder
    shutil.copytree(root, declared)
    (declared / "locales" / "en" / "roles.ftl").write_text(
        "prompt-which_gem = { $player }: which card?\nrole-which_gem = the card you give up\n", encoding="utf-8")
    after = " ".join(effect_lines(rule_text(load_ruleset(declared), "en"), text))
    assert "the chosen card" in before and not re.search(r"\bit\b", before), before  # derived (i18n/roles.py)
    assert "the card you give up" in after and not re.search(r"\bit\b", after), after

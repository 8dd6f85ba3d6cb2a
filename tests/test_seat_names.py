"""Seat names: a person may name the seats at the start (`play --names`, `Game.new(names=...)`) and a ruleset
may declare them (`players.names`, translated by `seat-name-<k>`); every text a person reads uses them (log,
prompts, labels, score table, the web table's panels through the same `who`), P1, P2 … otherwise; bad names
are a coded error (U061)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdsl import describe, load_ruleset, narrate
from rulesdsl.agents import RandomAgent
from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import check_ruleset
from rulesdsl.errors import SaveError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.saves import parse_save, save_data
from rulesdsl.sim.runner import replay_game
from rulesdsl.text.log import score_table, who

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
P_LABEL = re.compile(r"\bP[1-4]\b")


def _played(g: Game, seed: int = 3) -> Game:
    agents = [RandomAgent(seed + i) for i in range(g.state["players"])]
    while (p := g.current_player()) is not None:
        g.apply(agents[p].choose(g))
    return g


def test_named_seats_are_read_everywhere() -> None:
    rs = load_ruleset(ROOT / "rules" / "tokaido")
    g = Game.new(rs, 3, 4, log=True, names=["Ana", "Bo", "Cem"])
    words = describe(g, "en")
    assert words is not None and words.prompt.startswith(("Ana", "Bo", "Cem")) and not P_LABEL.search(words.prompt)
    assert g.clone().state["names"] == ("Ana", "Bo", "Cem")  # the agents' copies keep them
    _played(g)
    for loc in ("en", "uk"):
        lines = narrate(g, loc, "all")
        assert not any(P_LABEL.search(x) for x in lines), [x for x in lines if P_LABEL.search(x)][:3]
        assert sum("Cem" in x for x in lines) > 5
    table = score_table(g, "en")
    assert table.splitlines()[1].split() == ["Ana", "Bo", "Cem"] and "Winner: " in table
    assert who(g, 1) == "Bo"
    assert describe(Game.new(rs, 3, 4), "en").prompt.startswith("P")  # unnamed: P1, P2 …


@pytest.mark.parametrize(("names", "why"), [
    (["Ana", "Bo"], "2 seat names for 3 players"),
    (["Ana", "Bo", "Cem", "Dan"], "4 seat names"),
    (["Ana", "ANA", "Cem"], "given twice"),
    (["Ana", "B\x1bo", "Cem"], "control character"),
    (["Ana", "Bo\u200b", "Cem"], "control character"),
    (["Ana", "x" * 25, "Cem"], "longer than 24"),
    (["Ana", " ", "Cem"], "blank"),
    (["Ana", " Bo", "Cem"], "space"),
    ("Ana,Bo,Cem", "list of strings"),
    ([1, 2, 3], "list of strings"),
])
def test_bad_names_are_refused(names: object, why: str) -> None:
    rs = load_ruleset(MINI)
    with pytest.raises(UsageError) as err:
        Game.new(rs, 3, 1, names=names)  # type: ignore[arg-type]
    assert err.value.code == "U061" and why in err.value.message


def test_a_ruleset_declares_seat_names(tmp_path: Path) -> None:
    root = tmp_path / "named"
    shutil.copytree(MINI, root)
    head = (root / "ruleset.yaml").read_text(encoding="utf-8")
    (root / "ruleset.yaml").write_text(head.replace("players: {min: 2, max: 4}",
                                                    'players: {min: 2, max: 4, names: [North, East, South, West]}'),
                                       encoding="utf-8")
    with (root / "locales" / "uk" / "mini.ftl").open("a", encoding="utf-8") as fh:
        fh.write("\nseat-name-1 = Північ\n")
    rs = load_ruleset(root)
    g = _played(Game.new(rs, 3, 2, log=True))
    assert score_table(g, "en").splitlines()[1].split() == ["North", "East", "South"]
    assert score_table(g, "uk").splitlines()[1].split()[0] == "Північ"
    assert not any(P_LABEL.search(x) for x in narrate(g, "en"))
    g2 = Game.new(rs, 2, 2, names=["Ana", "Bo"])  # a person's names win over the declared ones
    assert who(g2, 0) == "Ana"
    bad = tmp_path / "bad"
    shutil.copytree(MINI, bad)
    (bad / "ruleset.yaml").write_text(head.replace("players: {min: 2, max: 4}",
                                                   "players: {min: 2, max: 4, names: [North, East, north]}"),
                                      encoding="utf-8")
    codes = [d.code for d in check_ruleset(bad).errors]
    assert "U061" in codes


def test_names_are_saved_and_replayed(tmp_path: Path) -> None:
    rs = load_ruleset(MINI)
    g = _played(Game.new(rs, 2, 5, names=["Ana", "Bo"]))
    data = save_data(g, 5)
    assert data["names"] == ["Ana", "Bo"]
    again = replay_game(rs, json.loads(json.dumps(data)))
    assert again.state["names"] == ("Ana", "Bo") and again.scores() == g.scores()
    with pytest.raises(SaveError) as err:
        parse_save(json.dumps({**data, "names": ["Ana", "Ana"]}).encode(), tmp_path / "x.json")
    assert err.value.code == "F001" and "names" in err.value.message


def test_play_names_on_the_command_line(tmp_path: Path) -> None:
    runner = CliRunner()
    res = runner.invoke(cli, ["play", "--seed", "1", str(MINI), "--players", "2", "--seats", "random,random",
                        "--names", "Ana, Bo",
                              "--save", str(tmp_path / "s.json")])
    assert res.exit_code == 0, res.output
    assert "Winner: Ana" in res.output or "Winner: Bo" in res.output
    assert not P_LABEL.search(res.output.split("seats", 1)[1])
    res = runner.invoke(cli, ["replay", str(tmp_path / "s.json"), "--path", str(MINI)])
    assert res.exit_code == 0 and "Ana" in res.output
    res = runner.invoke(cli, ["play", str(MINI), "--players", "2", "--names", "Ana"])
    assert res.exit_code != 0 and "U061" in res.output

"""Simultaneous decisions (`simultaneous p in players { pick ... }`) on the Orchard Draft example: several
seats decide at once, a commitment stays hidden from every other seat (views, logs, narration, agents'
search copies, adapter observations, the terminal seat and the web table) until all have decided, then the
bodies run in the order of the list; saves, replays and generated code reproduce it exactly."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from extras import need

from rulesdsl.agents import make_agent
from rulesdsl.agents.human import HumanAgent, replay
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import IllegalAction
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.play.saves import parse_save, save_data
from rulesdsl.play.simultaneous import masked
from rulesdsl.play.views import view
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.play import play_out
from rulesdsl.text.log import log_lines
from rulesdsl.text.narrate import narrate

ORCHARD = rules_dir() / "examples" / "orchard"


@pytest.fixture(scope="module")
def rs() -> Ruleset:
    return load_ruleset(ORCHARD)


def _started(rs: Ruleset, seed: int = 3, **kw: Any) -> Game:
    return Game.new(rs, 3, seed, log=True, **kw)


# ---- the game API -------------------------------------------------------------------------------------
def test_every_listed_seat_decides_at_once_and_in_any_order(rs: Ruleset) -> None:
    """All three seats wait; any of them may commit first; the result does not depend on the order."""
    results = []
    for order in ((0, 1, 2), (2, 0, 1), (1, 2, 0)):
        g = _started(rs)
        assert g.waiting() == [0, 1, 2]
        picks = {p: g.legal_actions(p)[0] for p in range(3)}
        for k, p in enumerate(order):
            assert g.waiting() == sorted(order[k:])
            g.apply(picks[p], seat=p)
        assert g.waiting() == [0, 1, 2]  # the next round has opened: the hands were passed
        assert all(len(g.state["zones"][f"kept.{p}"]) == 1 for p in range(3))
        results.append((g.state["zones"], [e for e in g.log or [] if e[0] not in ("commit",)]))
    assert results[0] == results[1] == results[2]


@pytest.mark.parametrize(("first", "second", "code"), [
    ((1, None), (1, None), "R003"),        # a seat commits once per round
    ((0, None), (2, "no_such_card"), "R001"),  # an option the seat is not offered
])
def test_refused_commitments(rs: Ruleset, first: tuple[int, str | None], second: tuple[int, str | None],
                             code: str) -> None:
    g = _started(rs)
    g.apply(g.legal_actions(first[0])[0], seat=first[0])
    before = json.dumps(g.state, sort_keys=True)
    seat, option = second
    with pytest.raises(IllegalAction) as err:
        g.apply(option or g.legal_actions(0)[0], seat=seat)
    assert err.value.code == code and json.dumps(g.state, sort_keys=True) == before


# ---- determinism, replays and saves ------------------------------------------------------------------------
def test_games_and_replays_are_exact(rs: Ruleset) -> None:
    """The same seed and agents play the same game; replaying its history (seat-tagged commitments
    included) rebuilds the same state; the generated code plays what the interpreter plays."""
    interp = load_ruleset(ORCHARD, python=False)
    runs = []
    games = []
    for ruleset in (rs, rs, interp):
        g = _started(ruleset, seed=11)
        rng = random.Random(5)
        while not g.is_over():
            seat = rng.choice(g.waiting())  # seats commit in a random order
            g.apply(rng.choice(g.legal_actions(seat)), seat=seat)
        runs.append((g.history, g.log, g.scores()))
        games.append(g)
    assert runs[0] == runs[1] == runs[2]
    assert any(":" in a for a in runs[0][0])  # some commitments were made out of list order
    again = replay(games[0], 11, len(runs[0][0]))
    assert (again.history, again.log, again.scores()) == runs[0]


def test_a_save_with_pending_commitments_resumes_exactly(rs: Ruleset, tmp_path: Path) -> None:
    g = _started(rs, seed=7)
    g.apply(g.legal_actions(2)[1], seat=2)
    g.apply(g.legal_actions(0)[0], seat=0)
    raw = json.dumps(save_data(g, 7, snapshot=True)).encode()
    data = parse_save(raw, tmp_path / "mid.json")
    assert data["snapshot"]["simultaneous"]["ix"][0] is not None and data["snapshot"]["simultaneous"]["ix"][1] is None
    resumed = Game.new(rs, data["players"], data["seed"], log=True)
    for a in data["actions"]:
        resumed.apply(a)
    assert json.loads(json.dumps(resumed.state)) == data["snapshot"]
    assert resumed.waiting() == [1]
    for game in (g, resumed):
        game.apply(game.legal_actions(1)[0], seat=1)
    assert g.state == resumed.state and g.log == resumed.log


# ---- nothing leaks ----------------------------------------------------------------------------------------
def _pair(rs: Ruleset) -> tuple[Game, Game]:
    """Two games alike but for what P1 committed; P3 has committed too, P2 decides last (its choice would
    set off the reveal, so a search that kept P1's commitment would see it)."""
    out = []
    for k in (0, -1):
        g = _started(rs, seed=9)
        options = g.legal_actions(0)
        assert len({o.partition("@")[0] for o in options}) > 1
        g.apply(options[k], seat=0)
        g.apply(g.legal_actions(2)[0], seat=2)
        out.append(g)
    assert out[0].state != out[1].state
    return out[0], out[1]


def _seen(g: Game, seat: int) -> list[Any]:
    from rulesdsl.adapters.observation import ObservationSpec
    from rulesdsl.web.table import table_state
    shown = masked(g, seat) if seat in g.waiting() else Game(g.rs, {}, [])
    return [view(g, seat), narrate(g, seat=seat), log_lines(g), g.legal_actions(seat), g.events()[-1]["type"],
            ObservationSpec(g.rs, 3).encode(g, seat), table_state(g, seat, "en", ["human"] * 3),
            shown.state, shown.history]


@pytest.mark.parametrize("seat", [1, 2])
def test_no_other_seat_can_tell_what_was_committed(rs: Ruleset, seat: int) -> None:
    """Views, narration, the public log, observations, the web table and the search copy of P2 and P3 are
    the same whatever P1 committed."""
    a, b = _pair(rs)
    assert _seen(a, seat) == _seen(b, seat)
    assert _seen(a, 0) != _seen(b, 0)  # P1 itself is told what it chose


PENNIES = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "pennies"


@pytest.mark.parametrize("kind", ["random", "greedy", "planner", "mcts:40", "strong:4"])
def test_agents_decide_without_the_others_commitments(kind: str) -> None:
    """Matching pennies: P2 scores by matching P1's hidden choice, so an agent that peeked would match it.
    Seeded alike, P2's agent picks the same whatever P1 committed, and over many seeds matches about half
    the time."""
    rs = load_ruleset(PENNIES)
    matched = 0
    seeds = range(12) if kind in ("random", "greedy", "planner") else range(4)
    for seed in seeds:
        picks = []
        for p1 in ("heads", "tails"):
            g = Game.new(rs, 2, seed)
            g.apply(p1, seat=0)
            picks.append(make_agent(kind, seed).choose(g))
            matched += picks[-1] == p1
        assert picks[0] == picks[1], (seed, picks)
    assert matched == len(seeds)  # one match per seed: the same pick against heads and against tails


def test_agents_play_whole_games(rs: Ruleset) -> None:
    g = _started(rs, seed=2)
    play_out(g, [make_agent(k, i) for i, k in enumerate(("planner", "greedy", "random"))])
    assert g.is_over() and sum(len(g.state["zones"][f"kept.{p}"]) for p in range(3)) == 27


# ---- the seats ------------------------------------------------------------------------------------------
def test_the_terminal_seat_asks_each_person_in_turn_unseen(rs: Ruleset) -> None:
    """At a shared terminal P2 is told that P1 has chosen, never what, and what P2 reads is the same
    whatever P1 chose."""
    texts = []
    for g in _pair(rs):
        shown: list[str] = []
        agent = HumanAgent(1, game_seed=9, inp=lambda _: "1", out=shown.append)
        agent.seen_log = 0
        assert agent.choose(g) == g.legal_actions(1)[0]
        texts.append("\n".join(shown))
    assert texts[0] == texts[1]
    assert "P1 has chosen" in texts[0] and "P2 only: choose in secret" in texts[0] and "P3" in texts[0]


def test_the_web_table_prompts_each_deciding_seat(rs: Ruleset, tmp_path: Path) -> None:
    need("starlette", "web")
    from starlette.testclient import TestClient

    from rulesdsl.web.app import create_app
    c = TestClient(create_app({"orchard": ORCHARD}, tmp_path / "games", max_games=2), base_url="http://127.0.0.1:8000")
    r = c.post("/new", json={"ruleset": "orchard", "players": 3, "seed": 4, "locale": "en",
                             "seats": ["human", "human", "random"]})
    assert r.status_code == 200, r.text
    gid = str(r.json()["game"])
    host = c.get(f"/api/game/{gid}").json()
    seats = {}
    for h in host["host"]:
        other = TestClient(c.app, base_url="http://127.0.0.1:8000")
        got = other.get(h["invite"], follow_redirects=False)
        other.cookies.set(f"rsd_{gid}", got.cookies[f"rsd_{gid}"])
        seats[h["seat"]] = other
    p1, p2 = seats[0].get(f"/api/game/{gid}").json(), seats[1].get(f"/api/game/{gid}").json()
    assert p1["decision"]["mine"] and p2["decision"]["mine"]  # both asked at once (the agent has committed)
    assert p1["decision"]["waiting"] == [0, 1] and p2["decision"]["options"]
    option = p2["decision"]["options"][0]["id"]
    r = seats[1].post(f"/api/game/{gid}/act", json={"option": option, "expect": p2["moves"], "seat": 1})
    assert r.status_code == 200, r.text
    after = r.json()["decision"]
    assert not after["mine"] and after["player_name"] == "P1" and after["waiting"] == [0]
    p1_now = seats[0].get(f"/api/game/{gid}").json()
    assert p1_now["decision"]["mine"] and any("P2 has chosen" in line for line in p1_now["log"])
    assert all(option.partition("@")[0] not in line.lower() for line in p1_now["log"] if "P2" in line)


def test_pettingzoo_iterates_the_deciding_agents(rs: Ruleset) -> None:
    need("pettingzoo", "rl")
    from rulesdsl.adapters import pettingzoo_env as pz
    env = pz.raw_env(ORCHARD, players=3)
    env.reset(seed=3)
    asked = []
    for _ in range(3):
        agent = env.agent_selection
        asked.append(agent)
        mask = env.observe(agent)["action_mask"]
        env.step(int(mask.nonzero()[0][0]))
    assert asked == ["player_0", "player_1", "player_2"]
    assert env.game is not None and all(len(env.game.state["zones"][f"kept.{p}"]) == 1 for p in range(3))


def test_openspiel_plays_it_sequentially_and_resamples_hidden_commitments() -> None:
    """OpenSpiel sees the simultaneous decision as turns with hidden information: P2's information state
    is the same whatever P1 committed, and a state resampled for P2 draws P1's commitment afresh."""
    pyspiel = need("pyspiel", "rl")
    import rulesdsl.adapters.openspiel_game  # noqa: F401
    game = pyspiel.load_game("python_rulesdsl", {"path": str(PENNIES), "players": 2})
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    states = []
    for first in (0, 1):
        state = game.new_initial_state()
        state.apply_action(state.chance_outcomes()[0][0])
        state.apply_action(state.legal_actions()[first])
        assert state.current_player() == 1
        states.append(state)
    assert states[0].information_state_string(1) == states[1].information_state_string(1)
    assert states[0].information_state_string(0) != states[1].information_state_string(0)
    draws = {str(states[0].resample_from_infostate(1, random.Random(s).random).game.state["simultaneous"]["ix"])
             for s in range(12)}
    assert draws == {"[0, None]", "[1, None]"}


def test_the_reveal_tells_every_choice_to_everyone() -> None:
    g = Game.new(load_ruleset(PENNIES), 2, 1, log=True)
    g.apply("tails", seat=1)
    assert not any("tails" in x for x in narrate(g, seat=0) + log_lines(g))
    g.apply("heads")
    for lines in (narrate(g, seat=0), narrate(g, seat=1), narrate(g), log_lines(g)):
        assert "Everyone has chosen: P1: heads, P2: tails" in lines
    assert [e["choices"] for e in g.events() if e["type"] == "reveal_all"] == [
        [{"player": 0, "value": "heads"}, {"player": 1, "value": "tails"}]]


def test_a_seat_that_has_committed_forgets_the_others_too(rs: Ruleset) -> None:
    """The copy for a seat that has chosen keeps its own commitment, forgets the others', and asks the first
    seat still deciding."""
    g = _started(rs, seed=9)
    g.apply(g.legal_actions(0)[0], seat=0)
    g.apply(g.legal_actions(2)[0], seat=2)
    mine = masked(g, 0)
    ix = mine.state["simultaneous"]["ix"]
    assert ix[0] == g.state["simultaneous"]["ix"][0] and ix[1:] == [None, None]
    assert mine.current_player() == 1 and mine.waiting() == [1, 2] and mine.history == []


@pytest.mark.parametrize(("players", "message"), [
    ("[0, 0]", "player 1 twice"),
    ("[0, 7]", "got 7"),
    ("[none]", "got None"),
])
def test_a_bad_player_list_is_refused_at_run_time(players: str, message: str) -> None:
    """What `check` cannot see (E057 covers what it can) is refused when the statement runs (R106)."""
    from rulesdsl.errors import GameRuntimeError
    from rulesdsl.play.situation import run_effect
    g = Game.from_situation(load_ruleset(PENNIES), 2, {}, log=True)
    with pytest.raises(GameRuntimeError, match=message) as err:
        run_effect(g, f"simultaneous p in {players} {{ optional {{ gain(vp, 1) }} }}", 0)
    assert err.value.code == "R106"


def test_hostile_text_in_a_simultaneous_list_stays_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The players expression of `simultaneous` is written into generated code (compiler/pyrun.py runs it):
    a hostile string inside it comes back as data, and the generated game is the interpreter's."""
    import shutil

    from rulesdsl.compiler import pyrun

    monkeypatch.setenv("RULESDSL_CACHE", "off")
    evil = "'); __import__('os').system('touch PWNED') #\\ \\n 日本"
    root = tmp_path / "pennies"
    shutil.copytree(PENNIES, root)
    macros = root / "macros.yaml"
    text = macros.read_text(encoding="utf-8")
    listed = f'simultaneous p in [q for q in players if "{evil}" != ""] {{'
    hostile = text.replace("simultaneous p in players {", listed)
    assert hostile != text
    macros.write_text(hostile, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    outcomes = []
    for python in (True, False):
        rs = load_ruleset(root, python=python)
        if python:
            assert rs.python is not None and rs.python.installed > 0 and not rs.python.interpreted
            assert ascii(evil) in rs.python.source
            pyrun.check_source(rs.python.source)
        g, rng = Game.new(rs, 2, 3, log=True), random.Random(3)
        while not g.is_over():
            seat = rng.choice(g.waiting())
            g.apply(rng.choice(g.legal_actions(seat)), seat=seat)
        outcomes.append((g.history, [repr(e) for e in g.log or []], g.scores()))
    assert outcomes[0] == outcomes[1]
    assert not (tmp_path / "PWNED").exists()


def test_a_format_3_snapshot_under_short_keys_resumes(rs: Ruleset, tmp_path: Path) -> None:
    """Saves before format 4 named the snapshot's state keys shortly (`z`, `oe`, `f` …): read under today's names."""
    from rulesdsl.play.saves import FORMAT, OLD_STATE_KEYS, snapshot_state
    g = _started(rs, seed=7)
    g.apply(g.legal_actions(2)[1], seat=2)
    new = json.loads(json.dumps(save_data(g, 7, snapshot=True)))["snapshot"]
    short = {next((o for o, n in OLD_STATE_KEYS.items() if n == k), k): v for k, v in new.items()}
    assert "oe" in short and "obj_entity" not in short and "order" in short
    assert snapshot_state(short, 3) == new and snapshot_state(new, FORMAT) == new
    resumed = Game(rs, snapshot_state(short, 3), list(g.history), [])
    assert resumed.waiting() == g.waiting() and resumed.legal_actions(0) == g.legal_actions(0)

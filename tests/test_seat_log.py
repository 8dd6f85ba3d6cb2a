"""A complete log: after every action, the public part of `view(game, seat)` — every counter, the contents
and props of each zone the seat sees, the size of each zone it does not, the turn order — is rebuilt from
that seat's log events alone (`agents/seat_log.seat_events`), starting from the rules' start table.
Seeded games of both games at every player count, solo, and variants (one short game per configuration).
Zone contents are compared as sets: the order inside a zone is not part of what the log tells."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesdsl.agents import RandomAgent
from rulesdsl.agents.seat_log import seat_events, seat_events_at
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.events import object_ref
from rulesdsl.play.game import Game
from rulesdsl.play.state import initial_state
from rulesdsl.play.views import view
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
CASES = [("bitoku", n, {}) for n in (1, 2, 3, 4)] + [
    ("bitoku", 1, {"difficulty": "hard"}), ("bitoku", 3, {"variant": "strict", "gate_reward": "tile"}),
] + [("tokaido", n, {}) for n in (2, 3, 4, 5)] + [("tokaido", 3, {"variant": "return"})]
MAX_ACTIONS = 200  # a long prefix of each game keeps the test to seconds (Bitoku: past the first Summer)
_RS: dict[str, Ruleset] = {}


def _rs(name: str) -> Ruleset:
    if name not in _RS:
        _RS[name] = load_ruleset(ROOT / "rules" / name)
    return _RS[name]


class Rebuild:
    """A seat's picture of the table, built from its log events only."""

    def __init__(self, game: Game, seat: int, options: dict[str, str]) -> None:
        rs, n = game.rs, int(game.state["players"])
        st = initial_state(rs, n, 0, {**{k: str(v.get("default")) for k, v in rs.options.items()}, **options})
        self.game, self.seat = game, seat
        self.ref = [object_ref(rs, game.state, OBJ_BASE + i) for i in range(len(game.state["obj_entity"]))]
        self.counters = [dict(c) for c in st["counters"]]
        self.glob = dict(st["shared"])
        self.order = list(st["order"])
        self.zones: dict[str, list[str] | int] = {}
        self.props: dict[str, dict[str, Any]] = {}
        for key, items in st["zones"].items():
            zone, _, who = key.partition(".")
            refs = [self.ref[o - OBJ_BASE] for o in items]
            self.zones[key] = refs if self._sees(zone, int(who) if who else None) else len(refs)

    def _sees(self, zone: str, owner: int | None) -> bool:
        vis = self.game.rs.zones[zone].visibility
        return vis == "public" or (vis == "owner" and owner == self.seat)

    @staticmethod
    def _key(zone: str, owner: int | None) -> str:
        return zone if owner is None else f"{zone}.{owner}"

    def apply(self, e: dict[str, Any]) -> None:
        kind = e["type"]
        if kind == "counter":
            if e["player"] is None:
                self.glob[e["counter"]] = e["value"]
            else:
                self.counters[e["player"]][e["counter"]] = e["value"]
        elif kind == "order":
            self.order = list(e["players"])
        elif kind == "prop":
            self.props.setdefault(e["object"], {})[e["prop"]] = e["value"]
        elif kind == "move":
            src, dst = self._key(e["from"], e["from_owner"]), self._key(e["zone"], e["owner"])
            for key, delta in ((src, -1), (dst, 1)):
                held = self.zones[key]
                if isinstance(held, int):
                    self.zones[key] = held + delta
                elif delta < 0:
                    held.remove(e["object"])
                else:
                    assert e["object"] is not None, f"a move into {key}, which seat {self.seat} sees, names nothing"
                    held.append(e["object"])
            if "props" in e:
                self.props[e["object"]] = dict(e["props"])

    def matches(self, v: dict[str, Any]) -> list[str]:
        """Differences with the seat's view (empty: the log told everything)."""
        bad = []
        if self.counters != v["counters"]:
            bad.append(f"counters {self.counters} != {v['counters']}")
        if self.glob != v["global"]:
            bad.append(f"global counters {self.glob} != {v['global']}")
        if self.order != v["order"]:
            bad.append(f"order {self.order} != {v['order']}")
        for key, shown in v["zones"].items():
            mine = self.zones[key]
            if isinstance(shown, dict):
                if mine != shown["count"]:
                    bad.append(f"{key}: {mine} objects, the view holds {shown['count']}")
                continue
            want = sorted((self.ref[o["id"] - OBJ_BASE], sorted(o["props"].items())) for o in shown)
            have = sorted((r, sorted(self.props.get(r, {}).items())) for r in mine) if isinstance(mine, list) \
                else mine
            if have != want:
                bad.append(f"{key}: rebuilt {have} != view {want}")
        return bad


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_seat_log_rebuilds_the_view(name: str, players: int, options: dict[str, str]) -> None:
    rs = _rs(name)
    g = Game.new(rs, players, 7, options, log=True)
    agents = [RandomAgent(70 + i) for i in range(players)]
    marks: list[tuple[int, list[dict[str, Any]]]] = [(len(g.log or []), [view(g, s) for s in range(players)])]
    for _ in range(MAX_ACTIONS):
        p = g.current_player()
        if p is None:
            break
        g.apply(agents[p].choose(g))
        marks.append((len(g.log or []), [view(g, s) for s in range(players)]))
    assert len(g.history) > 20
    for seat in range(players):
        rb = Rebuild(g, seat, options)
        per_raw = _per_raw(g.log or [], seat_events_at(g, seat))
        told = 0
        for end, views in marks:
            while told < end:
                for e in per_raw[told]:
                    rb.apply(e)
                told += 1
            bad = rb.matches(views[seat])
            assert not bad, f"{name} {players}p {options} seat {seat} after event {end}: {bad[:3]}"


def _per_raw(raw: list[tuple[Any, ...]], events: list[tuple[int, dict[str, Any]]]) -> list[list[dict[str, Any]]]:
    """The seat's events grouped by the index of the raw event each tells (a prop out of sight tells none)."""
    out: list[list[dict[str, Any]]] = [[] for _ in raw]
    for k, e in events:
        out[k].append(e)
    return out


def test_a_hidden_move_names_nothing() -> None:
    """Another player's card going into their hand is not named in this seat's log."""
    rs = _rs("bitoku")
    g = Game.new(rs, 2, 3, log=True)
    hidden = [e for e in seat_events(g, 0) if e["type"] == "move" and e["zone"] == "hand" and e["owner"] == 1]
    assert hidden and all(e["object"] is None and e["entity"] is None for e in hidden)

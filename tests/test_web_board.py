"""What the table's JSON gives the board for any ruleset: owned pieces named with their owner, seat colours
in words, declared coordinates (a route, single positions) and icons from the layout file, card text for
options about a card, and card text without a stray ': ' before a phrase."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from extras import need_module

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.web.table import _target, colour_word, table_state

ROOT = Path(__file__).resolve().parent.parent
SHAPES_JS = ROOT / "rulesdsl" / "web" / "static" / "board.js"


def _played(rid: str, players: int, moves: int, seed: int = 3) -> Game:
    g = Game.new(load_ruleset(ROOT / "rules" / rid), players, seed, {}, log=True)
    rng = random.Random(1)
    for _ in range(moves):
        g.apply(rng.choice(g.legal_actions()))
    return g


def _objects(state: dict[str, Any]) -> list[dict[str, Any]]:
    regions = state["board"] + [r for p in state["players"] for r in p["regions"]]
    return [o for r in regions for z in r["zones"] for o in z.get("objects", [])]


@pytest.mark.parametrize("rid", ["tokaido", "bitoku"])
def test_owned_pieces_are_named_with_their_owner(rid: str) -> None:
    g = _played(rid, 4, 12)
    state = table_state(g, 0, "en", ["human"] * 4)
    owned = [o for o in _objects(state) if o["owner"] is not None]
    assert owned
    for o in owned:
        assert o["name"] == f"P{o['owner'] + 1}'s {o['piece']}"
    assert len({o["name"] for o in owned if o["entity"] == "pawn"}) == len([o for o in owned if o["entity"] == "pawn"])
    assert [p["colour_name"] for p in state["players"]][:2] in (["blue", "green"], ["red", "blue"])
    pl = table_state(g, 0, "pl", ["human"] * 4)
    assert all(o["name"].startswith(o["piece"] + " (") for o in _objects(pl) if o["owner"] is not None)  # pl order


@pytest.mark.parametrize(("colour", "word"), [("#c0392b", "red"), ("#2f6fc4", "blue"), ("#2e9a48", "green"),
                                              ("#d9a514", "yellow"), ("#7d4bb3", "purple"), ("#8c8c8c", "grey"),
                                              ("#e67e22", "orange"), ("#16a085", "teal"), ("#fff", "white"),
                                              ("#000", "black"), ("#e91e8c", "pink"), ("#zzz", "grey")])
def test_colour_words(colour: str, word: str) -> None:
    assert colour_word(colour) == word


def test_tokaido_road_follows_its_declared_route() -> None:
    rs = load_ruleset(ROOT / "rules" / "tokaido")
    cells = next(r for r in rs.layout if r["id"] == "road")["grid"]
    assert cells["kyoto"] == [1, 1] and cells["s02_village"] == cells["s02_village_b"] == [1, 2]
    assert [cells[z] for z in ("s14_hot_spring",)] == [[1, 14]]  # the end of the first line
    assert cells["edo"] == [4, 2]  # position 55: the fourth line runs right to left
    rows = {}
    for z, (row, col) in cells.items():
        rows.setdefault((row, col), set()).add(rs.zones[z].tags["pos"])
    assert all(len(v) == 1 for v in rows.values())  # one position per cell


def test_icons_and_positions_reach_the_table() -> None:
    g = _played("bitoku", 2, 3)
    state = table_state(g, 0, "en", ["human"] * 2)
    icons = state["icons"]
    dice = [o for o in _objects(state) if o["entity"] == "die_left"]
    assert dice and all(o["icon"] == {"shape": "die", "colour": None} for o in dice)
    assert "entities" not in icons  # a piece carries its icon: the page learns no entity it cannot see
    assert icons["zones"]["forest_yomi_1"]["shape"] == "tree"
    forest = next(r for r in state["board"] if r["id"] == "forest")  # one section per forest region, in order
    assert [s["id"] for s in forest["sections"]] == ["yomi", "stairs", "home", "glade", "forges"]
    yomi = forest["sections"][0]
    assert {"forest_yomi_1", "bslot_yomi_4", "treasure_yomi", "hill_yomi_3", "favour_yomi_gifts",
            "hillcard_yomi_yokai"} <= set(yomi["keys"])
    assert yomi["bands"].index("hill") > yomi["bands"].index("treasure") and yomi["split"] == "hill"
    titles = {z["zone"]: z["title"] for z in forest["zones"]}
    assert titles["forest_yomi_1"] == "Forest space 1"  # the section's name is not repeated in each zone
    shapes = load_ruleset(ROOT / "rules" / "tokaido").seat_style["icons"]
    assert shapes["zones"]["s03_temple"] == {"shape": "flag", "colour": "#c0392b"}
    assert shapes["zones"]["s06_hot_spring"] == {"glyph": "♨"}


def test_every_schema_shape_is_drawn() -> None:
    import json
    schema = json.loads((ROOT / "schemas" / "layout.schema.json").read_text(encoding="utf-8"))
    shapes = schema["$defs"]["icon"]["oneOf"][1]["properties"]["shape"]["enum"]
    js = SHAPES_JS.read_text(encoding="utf-8")
    assert all(f"\n  {s}: \"M" in js for s in shapes), [s for s in shapes if f"\n  {s}: \"M" not in js]


def test_options_about_a_card_carry_it() -> None:
    g = _played("bitoku", 4, 0)
    state = table_state(g, g.current_player(), "en", ["human"] * 4)
    opts = state["decision"]["options"]
    assert opts and all(o.get("entity") for o in opts if not o.get("skip"))
    entities = g.rs.entities
    assert _target({"zones": {}}, {}, "imomushi_start", 0, entities) == {"entity": "imomushi_start"}
    assert _target({"zones": {}}, {}, "not_a_card", 0, entities) == {}


need_module("starlette", "web")


def test_card_text_has_no_stray_colon(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from rulesdsl.web.app import create_app
    c = TestClient(create_app({"bitoku": ROOT / "rules" / "bitoku"}, tmp_path), base_url="http://127.0.0.1:8000")
    cards = c.get("/api/cards/bitoku").json()
    assert "Owner bonus (a): 1 VP" in cards["temple_1"]["lines"]
    assert not [(k, line) for k, v in cards.items() for line in v["lines"] if line.lstrip().startswith(":")]
    assert "<span>: " not in c.get("/cards?ruleset=bitoku").text

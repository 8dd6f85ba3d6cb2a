"""Layout data for a board drawn as a board (issue 47, item 1): bookkeeping zones (declared `shown: none` or in a
`shown: none` region) and `shown: none` props and counters never reach the table; a drawn region listing a
bookkeeping zone is warned about (W041); `draw: graph` carries the graph's edges; counters and props carry
their icons; a region in sections keeps each section's zones together; a `track:` region draws its pieces on
numbered steps by a number prop, one lane per tag value inside the section of that value (Bitoku's kodama
tracks, bitoku-rules §3.6), and `check` validates it (E047, E048, W042)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from test_web_board import _objects, _played

from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.web.table import table_state

ROOT = Path(__file__).resolve().parent.parent


def _zones(state: dict[str, Any]) -> set[str]:
    regions = state["board"] + [r for p in state["players"] for r in p["regions"]]
    return {z["zone"] for r in regions for z in r["zones"]}


@pytest.mark.parametrize(("rid", "players", "never"), [
    ("tokaido", 3, {"traveller_offer", "pawn_home", "box", "kyoto_lineup"}),  # dealt travellers, start, game box
    ("bitoku", 2, {"box"}),
])
def test_bookkeeping_zones_never_reach_the_table(rid: str, players: int, never: set[str]) -> None:
    g = _played(rid, players, 4)
    state = table_state(g, 0, "en", ["human"] * players)
    assert not _zones(state) & never
    for p in state["players"]:  # counters declared `shown: none` are not drawn either
        assert all(g.rs.shown.get(f"counter:{c['id']}") != "none" for c in p["counters"])
    for o in _objects(state):  # nor props declared `shown: none` (a die's slot, a pilgrim's awake flag)
        kind = g.rs.entities[o["entity"]].kind
        assert all(g.rs.shown.get(f"prop:{kind}.{prop[2]}") != "none" for prop in o["props"]), o


def test_graph_edges_and_icons_reach_the_table() -> None:
    g = _played("bitoku", 2, 3)
    state = table_state(g, 0, "en", ["human"] * 2)
    paths = next(r for r in state["board"] if r["id"] == "paths")
    assert paths["draw"] == "graph" and ["pl_start", "pl_1"] in paths["edges"]
    on = {z["zone"] for z in paths["zones"]}
    assert all(a in on and b in on for a, b in paths["edges"])  # only edges between zones in play
    vp = next(c for c in state["players"][0]["counters"] if c["id"] == "vp")
    assert vp["icon"] == {"shape": "star", "colour": "#c9962a"}
    assert state["icons"]["props"]["min_die"]["shape"] == "die"


TRACK = "  - {id: t2, zones: [kodama_pieces], track: {kind: %s, prop: %s, steps: 8%s}}\n"


@pytest.mark.parametrize(("players", "lane"), [
    (1, ["P1's Kodama", None, None, "Neutral kodama", None, None, None, None]),  # (the Tengu's: placed by setup)
    (2, ["P1's Kodama P2's Kodama", None, None, "Neutral kodama", None, None, None, None]),
    (4, ["P1's Kodama P2's Kodama P3's Kodama P4's Kodama", None, None, None, None, None, None, None]),
])
def test_kodamas_stand_on_their_regions_tracks(players: int, lane: list[str | None]) -> None:
    g = _played("bitoku", players, 0)
    state = table_state(g, 0, "en", ["human"] * players)
    forest = next(r for r in state["board"] if r["id"] == "forest")
    assert len(forest["sections"]) == 5
    for s in forest["sections"]:
        t = s["track"]
        assert t["title"] == "Kodama track" and t["step_titles"][0] == "Space 1" and len(t["lanes"]) == 1
        got = [" ".join(o["name"] for o in step if o["owner"] is not None or "Neutral" in o["name"]) or None
               for step in t["lanes"][0]["steps"]]
        assert got == lane, (s["id"], got)
        assert all(o["entity"].endswith(s["id"]) for step in t["lanes"][0]["steps"] for o in step)
    assert "kodama_pieces" not in _zones(state)  # drawn on the tracks only, not as a box in the panels
    i = g.state["obj_entity"].index("kodama_glade")  # P1's Glade kodama advanced to pos 5: the sixth space
    g.state["obj_props"][i] = {"pos": 5}
    state = table_state(g, 0, "en", ["human"] * players)
    forest = next(r for r in state["board"] if r["id"] == "forest")
    glade = next(s for s in forest["sections"] if s["id"] == "glade")
    assert [o["owner"] for o in glade["track"]["lanes"][0]["steps"][5]] == [0]


def test_a_track_of_its_own_draws_one_lane_per_tag_value(tmp_path: Path) -> None:
    root = tmp_path / "bitoku"
    shutil.copytree(ROOT / "rules" / "bitoku", root)
    layout = root / "layout.yaml"
    layout.write_text(layout.read_text(encoding="utf-8").replace(", within: forest}", "}"), encoding="utf-8")
    g = Game.new(load_ruleset(root), 3, 1, {}, log=True)
    state = table_state(g, 1, "en", ["human"] * 3)
    track = next(r for r in state["board"] if r["id"] == "kodama_track")
    assert [lane["title"] for lane in track["lanes"]] == ["Lands of Yomi", "Stairs of Knowledge",
                                                          "Glade of Jade", "The Forges",
                                                          "Home of the Great Spirit"]  # in declaration order
    assert [[o["owner"] for o in lane["steps"][0]] for lane in track["lanes"]] == [[0, 1, 2]] * 5
    forest = next(r for r in state["board"] if r["id"] == "forest")
    assert not any(s.get("track") for s in forest["sections"])


@pytest.mark.parametrize(("edit", "code"), [
    ("  - {id: stacks2, zones: [box], columns: 2}\n", "W041"),              # a bookkeeping zone listed by id
    ("  - {id: bad, zones: [hand], shown: none}\n", "E041"),                # a region's zones keep their place
    (TRACK % ("kodam", "pos", ""), "E047"),                                   # no entity of that kind
    (TRACK % ("kodama", "place", ""), "E047"),                                # no kodama carries the prop
    (TRACK % ("kodama", "pos", ", by: colour"), "E047"),                      # no kodama has the tag
    (TRACK % ("kodama", "pos", ", by: region, within: paths"), "E048"),       # paths are not in sections
    (TRACK % ("building", "min_die", ", by: region, within: forest"), "W042"),  # buildings 'anywhere'
])
def test_check_validates_bookkeeping_regions(tmp_path: Path, edit: str, code: str) -> None:
    root = tmp_path / "bitoku"
    shutil.copytree(ROOT / "rules" / "bitoku", root)
    layout = root / "layout.yaml"
    text = layout.read_text(encoding="utf-8")
    layout.write_text(text.replace("  # each player's area\n", edit + "  # each player's area\n"), encoding="utf-8")
    got = check_ruleset(root)
    codes = [d.code for d in got.diagnostics]
    assert code in codes and set(codes) <= {code, "W041"}, codes  # (a zone hidden here and drawn elsewhere: W041)

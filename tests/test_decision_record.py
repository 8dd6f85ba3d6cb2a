"""The public Decision: read-only, compared and shown by its fields, its lazily made fields equal to what the
state's decision record says (every decision of seeded random games of both shipped games)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.play.decision import Decision
from rulesdsl.runtime.machine import OBJ_BASE

ROOT = Path(__file__).resolve().parent.parent


def expected(g: Game) -> dict[str, Any]:
    """The fields as the state's decision record says them, computed eagerly."""
    d = g.state["decision"]
    oe = g.state["obj_entity"]
    skip = bool(d["skip"])
    ents = tuple(oe[v - OBJ_BASE] if d["k"] == "pick" and type(v) is int and v >= OBJ_BASE else None
                 for v in d["v"]) + ((None,) if skip else ())
    rg = d.get("rg")
    return {"player": d["p"], "kind": d["k"], "options": tuple(d["o"]) + (("skip",) if skip else ()),
            "values": tuple(d["v"]), "can_skip": skip, "prompt": str(d.get("pr", "")),
            "prompt_args": dict(d.get("pa") or {}), "entities": ents,
            "bounds": (int(rg[0]), int(rg[1]), int(rg[2])) if rg else None}


@pytest.mark.parametrize("game,players", [("bitoku", 1), ("bitoku", 4), ("tokaido", 3)])
def test_fields_match_the_record_and_stay_after_the_game_moves_on(game: str, players: int) -> None:
    rs = load_ruleset(ROOT / "rules" / game)
    g = Game.new(rs, players, 11)
    rng = random.Random(5)
    seen: list[tuple[Decision, dict[str, Any]]] = []
    kinds = set()
    while (d := g.decision()) is not None and len(seen) < 400:
        want = expected(g)
        assert {f: getattr(d, f) for f in want} == want
        kinds.add(d.kind)
        seen.append((d, want))
        g.apply(rng.choice(list(d.options)))
    assert "pick" in kinds or "choose" in kinds
    for d, want in seen:  # read first long after it was asked: still the fields of its own moment
        assert {f: getattr(d, f) for f in want} == want


def test_read_only_compared_and_shown_by_fields() -> None:
    a = Decision(0, "choose", ("1", "2"), (1, 2), False, "favor", {"x": 1}, (None, None), None)
    b = Decision(0, "choose", ("1", "2"), (1, 2), False, "favor", {"x": 1}, (None, None), None)
    c = Decision(1, "choose", ("1", "2"), (1, 2), False, "favor", {"x": 1}, (None, None), None)
    assert a == b and a != c and a != "Decision"
    for name in ("player", "options", "entities", "prompt_args", "bounds"):
        with pytest.raises(AttributeError):
            setattr(a, name, None)
    with pytest.raises(AttributeError):
        a.other = 1  # type: ignore[attr-defined]
    a.prompt_args["x"] = 2  # a copy: the decision keeps its own
    assert a.prompt_args == {"x": 1}
    with pytest.raises(TypeError):  # as the frozen dataclass it replaces: a dict field is not hashable
        hash(a)
    assert repr(a) == ("Decision(player=0, kind='choose', options=('1', '2'), values=(1, 2), can_skip=False, "
                       "prompt='favor', prompt_args={'x': 1}, entities=(None, None), bounds=None)")
    n = Decision(0, "number", ("1", "2"), (1, 2), True, bounds=(1, 2, 1))
    assert n.bounds == (1, 2, 1) and n.prompt == "" and n.prompt_args == {}

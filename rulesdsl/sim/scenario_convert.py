"""Convert scenarios of the first format (`given`/`do` effect strings, `as`, `decider`, load-order object ids
such as `ryokan_1#1042`) to the current one (docs/authoring.md). Ids are translated by replaying the scenario."""

from __future__ import annotations

from typing import Any

from rulesdsl.errors import RulesError
from rulesdsl.play.game import Game
from rulesdsl.play.situation import run_effect
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset

OLD_ONLY = frozenset({"do", "as", "decider", "setup"})


def is_old_format(sc: dict[str, Any]) -> bool:
    """Whether a scenario is written in the first format."""
    if OLD_ONLY & set(sc) or isinstance(sc.get("given"), str):
        return True
    return any("#" in str(a) for key in ("actions", "legal", "not_legal") for a in sc.get(key) or [])


def _new_id(g: Game, old: str) -> str:
    """The current id of an option written with a load-order object number (`entity#1042`)."""
    if "#" not in old:
        return old
    ent, _, num = old.partition("#")
    d = g.state["d"]
    if num.isdigit() and d is not None:
        oid = int(num)
        if oid in d["v"]:
            return str(d["o"][d["v"].index(oid)])
        oe = g.state["oe"]
        same = [i for i, v in enumerate(d["v"]) if type(v) is int and v >= OBJ_BASE and oe[v - OBJ_BASE] == ent]
        if len(same) == 1:
            return str(d["o"][same[0]])
    return ent


def convert(rs: Ruleset, old: dict[str, Any]) -> dict[str, Any]:
    """A first-format scenario in the current format (same meaning)."""
    new: dict[str, Any] = {k: old[k] for k in ("id", "rule", "note", "players", "seed", "options") if k in old}
    me = int(old.get("as", 0))
    given: dict[str, Any] = {}
    if old.get("setup") is False:
        given["setup"] = False
    if me:
        given["turn"] = f"P{me + 1}"
    if old.get("given"):
        given["effect"] = str(old["given"])
    if given:
        new["given"] = given
    if old.get("do"):
        new["run"] = str(old["do"])
    g = Game.from_situation(rs, int(old.get("players", rs.min_players)), given, int(old.get("seed", 1)),
                            {k: str(v) for k, v in (old.get("options") or {}).items()})
    try:
        if old.get("do"):
            run_effect(g, str(old["do"]), me)
        actions = []
        for a in old.get("actions") or []:
            a = _new_id(g, str(a))
            actions.append(a)
            g.apply(a)
    except RulesError:  # an illegal action or an expected run-time error: keep the ids as written
        actions = [str(a) for a in old.get("actions") or []]
    if "actions" in old:
        new["actions"] = actions
    for key in ("legal", "not_legal"):
        if key in old:
            new[key] = list(dict.fromkeys(_new_id(g, str(a)) for a in old[key]))  # copies offered once
    if "decider" in old:  # the first format's `decider: null` meant that nothing is pending
        d = old["decider"]
        new["decision"] = "none" if d is None else {"player": f"P{int(d) + 1}"}
    for key in ("expect", "error"):
        if key in old:
            new[key] = old[key]
    return new

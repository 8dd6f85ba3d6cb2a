"""Option labels in the game's words: an offered object as its kind declares (`label:` in declarations), told
apart from the other offered copies by its place, and a choose option's effect without its bookkeeping."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulesdsl.content.model import Content, kind_label
from rulesdsl.dsl import ast as A
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import SOURCE, Value
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.text import rule_text
from rulesdsl.text.log import _id_name, entity_name, who

__all__ = ["object_label", "props_of", "without_bookkeeping"]

# Verbs whose first argument is a counter: on a bookkeeping counter (`shown: none`) they are not told in a label.
_COUNTER_VERBS = frozenset({"set", "gain", "lose", "pay", "add"})
# Verbs that only keep the books of the rules (which score section points go to): never told in a label.
_QUIET_VERBS = frozenset({"section"})
_MAX_DEPTH = 40


def props_of(g: Game, oid: int) -> dict[str, int]:
    """The numeric props of an object now: its entity's, overridden by what play changed (not the owner)."""
    i = oid - OBJ_BASE
    ent = g.rs.entities.get(g.state["obj_entity"][i])
    merged = dict(ent.props if ent is not None else {})
    merged.update(g.state["obj_props"][i] or {})
    return {k: v for k, v in merged.items() if isinstance(v, int) and not isinstance(v, bool) and k != "owner"}


def _content(g: Game) -> Content:
    return rule_text(g.rs, SOURCE).c


def _phrase(g: Game, oid: int, locale: str) -> str | None:
    """The catalog's phrase for the object: `label-entity-<id>`, else `label-kind-<kind>`, given its name, its
    props as they are now and its tags by name (raw tag values as `<tag>_id`)."""
    ent_id = str(g.state["obj_entity"][oid - OBJ_BASE])
    ent = g.rs.entities.get(ent_id)
    cat = catalog_of(g.rs, locale)
    mids = [f"label-entity-{ent_id}"] + ([f"label-kind-{ent.kind}"] if ent is not None else [])
    mid = next((m for m in mids if cat.knows(m)), None)
    if mid is None:
        return None
    args: dict[str, Value] = {"name": entity_name(g.rs, ent_id, locale)}
    for tag, v in (ent.tags if ent is not None else {}).items():
        args[str(tag)] = _id_name(g.rs, str(v), locale)
        args[f"{tag}_id"] = str(v)
    args.update(props_of(g, oid))
    return cat.format(mid, args)


def _prop_words(g: Game, prop: str, value: int, locale: str) -> str:
    """One prop in words: `label-prop-<prop>` given `$value`, else the card's `phrase-<prop>`, else its name and
    value."""
    cat = catalog_of(g.rs, locale)
    for mid in (f"label-prop-{prop}", message_id("phrase", prop)):
        if cat.knows(mid):
            return cat.format(mid, {"value": value}).strip()
    return f"{cat.name(message_id('prop', prop), pretty(prop))} {value}"


def _place(g: Game, index: int, locale: str) -> str:
    """Where the offered object lies, when another offered copy of the same entity lies elsewhere."""
    st, d = g.state, g.state["decision"]
    v = d["v"][index]
    i = v - OBJ_BASE
    objs = [o for o in d["v"] if type(o) is int and o >= OBJ_BASE]
    twins = [o - OBJ_BASE for o in objs if o != v and st["obj_entity"][o - OBJ_BASE] == st["obj_entity"][i]]
    if not any((st["obj_zone"][t], st["obj_owner"][t]) != (st["obj_zone"][i], st["obj_owner"][i]) for t in twins):
        if twins:
            return catalog_of(g.rs, locale).format("label-copy", {"n": str(d["o"][index]).rpartition("@")[2]})
        return ""
    place = _id_name(g.rs, st["obj_zone"][i], locale)
    if st["obj_owner"][i] is not None:
        place = catalog_of(g.rs, locale).format("label-place-owned", {"zone": place, "owner": who(g, st["obj_owner"][i],
                                                                                                   locale)})
    return place


def object_label(g: Game, index: int, locale: str = SOURCE) -> str:
    """The label of an offered object (option `index` of the pending decision), as its kind declares: its name,
    the catalog's phrase, or its name with the declared props in words; then where it lies when that tells it
    from another offered copy. Raw prop names never reach it."""
    v = g.state["decision"]["v"][index]
    ent_id = str(g.state["obj_entity"][v - OBJ_BASE])
    ent = g.rs.entities.get(ent_id)
    spec = kind_label(_content(g).kinds.get(ent.kind) if ent is not None else None)
    cat = catalog_of(g.rs, locale)
    label = entity_name(g.rs, ent_id, locale)
    parts: list[str] = []
    if spec.show == "phrase":
        label = _phrase(g, v, locale) or label
    elif spec.show == "props":
        now = props_of(g, v)
        parts = [w for w in (_prop_words(g, p, now[p], locale) for p in spec.props if p in now) if w]
    place = _place(g, index, locale)
    if place:
        parts.insert(0, place)
    if not parts:
        return label
    mid = "label-detail-more" if label.endswith(")") else "label-detail"  # never two brackets in a row
    return cat.format(mid, {"label": label, "detail": ", ".join(parts)})


def _bookkeeping(c: Content, s: A.Stmt) -> bool:
    """Whether a statement only keeps the books: a counter nobody is shown (`shown: none`) set or changed, or a
    score-section switch."""
    if not isinstance(s, A.Call):
        return False
    if s.name in _QUIET_VERBS:
        return True
    if s.name not in _COUNTER_VERBS or not s.args or not isinstance(s.args[0], A.Name):
        return False
    it = c.counters.get(s.args[0].id) or c.global_counters.get(s.args[0].id)
    return it is not None and it.data.get("shown") == "none"


def without_bookkeeping(eff: Any, c: Content, depth: int = 0) -> Any:
    """An effect with its bookkeeping statements left out (kept whole when nothing else would be left), so a
    label says `Pay 1 coin`, not `Pay 1 coin, then set your … to 1`."""
    if not isinstance(eff, A.Effect) or depth > _MAX_DEPTH:
        return eff
    kept: list[A.Stmt] = []
    for s in eff.stmts:
        if _bookkeeping(c, s):
            continue
        if isinstance(s, A.If):
            s = replace(s, branches=tuple((cond, without_bookkeeping(body, c, depth + 1)) for cond, body in s.branches),
                        orelse=without_bookkeeping(s.orelse, c, depth + 1) if s.orelse is not None else None)
        kept.append(s)
    return replace(eff, stmts=tuple(kept)) if kept else eff

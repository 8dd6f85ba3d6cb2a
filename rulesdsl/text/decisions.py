"""Decisions in words: the prompt, a label per option, and why an option is refused — in any locale."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rulesdsl.dsl import ast as A
from rulesdsl.errors import GameRuntimeError
from rulesdsl.i18n import catalog_of
from rulesdsl.i18n.catalog import SOURCE, Catalog, Value
from rulesdsl.i18n.names import message_id
from rulesdsl.play.game import Game
from rulesdsl.runtime import choices as C
from rulesdsl.runtime.machine import OBJ_BASE, Machine
from rulesdsl.text import rule_text
from rulesdsl.text.labels import object_label, props_of, without_bookkeeping
from rulesdsl.text.log import _id_name, entity_name, pretty, value_label, who

__all__ = ["DecisionText", "Refused", "describe", "option_label", "prompt_text", "why_not_text"]


@dataclass(frozen=True)
class Refused:
    """An action of the group on offer that cannot be taken now, with its name and the reason in words."""

    id: str
    label: str
    why: str


@dataclass(frozen=True)
class DecisionText:
    """A pending decision in words: who (`player`, zero-based; `player_name`, as people read it), what is
    asked, one label per option id, and the actions of the same group refused now with the reason."""

    player: int
    prompt_id: str
    prompt: str
    options: tuple[str, ...]
    labels: tuple[str, ...]
    entities: tuple[str | None, ...]
    player_name: str = ""
    refused: tuple[Refused, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON (the web table, adapters): `seat` is the zero-based machine field."""
        return {"seat": self.player, "player": self.player_name, "prompt": self.prompt, "prompt_id": self.prompt_id,
                "options": [{"id": o, "label": lab, "entity": e}
                            for o, lab, e in zip(self.options, self.labels, self.entities, strict=True)],
                "refused": [{"id": r.id, "label": r.label, "why": r.why} for r in self.refused]}


def describe(g: Game, locale: str = SOURCE) -> DecisionText | None:
    """The pending decision in `locale`: its prompt, a label per option, and the refused actions of the same
    group with why-not in words (None when the game is over). What the terminal seat and the web table show."""
    d = g.decision()
    if d is None:
        return None
    labels = tuple(option_label(g, i, locale) for i in range(len(d.options)))
    refused: list[Refused] = []
    raw = g.state["decision"]
    if raw["k"] == "act":
        cat = catalog_of(g.rs, locale)
        for a in g.rs.actions.get(str(raw.get("pr", ""))[4:], []):
            if a.id in raw["o"] or (a.players is not None and g.state["players"] not in a.players):
                continue
            why = why_not_text(g, a.id, locale) or ""
            refused.append(Refused(a.id, cat.name(message_id("action", a.id), pretty(a.id)), why))
    return DecisionText(d.player, d.prompt, prompt_text(g, locale), d.options, labels, d.entities,
                        who(g, d.player, locale), tuple(refused))


# ---- prompts ----------------------------------------------------------------------------------------

def _arg(g: Game, v: Any, locale: str) -> Value:
    if isinstance(v, bool) or v is None:
        return pretty(v)
    if isinstance(v, int):
        return v
    if isinstance(v, str):
        ent = v.partition("@")[0]
        return entity_name(g.rs, ent, locale) if ent in g.rs.entities else _id_name(g.rs, v, locale)
    if isinstance(v, list):
        return ", ".join(str(_arg(g, x, locale)) for x in v)
    return pretty(v)


def _context(g: Game, cat: Catalog, prompt: str, args: dict[str, Any], locale: str) -> str:
    kind, _, ident = prompt.partition(":")
    if kind == "macro":
        mid = message_id("macro", ident)
        return cat.format(mid, {k: _arg(g, v, locale) for k, v in args.items()}) if cat.knows(mid) else pretty(ident)
    if kind == "action":
        return cat.name(message_id("action", ident), pretty(ident))
    if kind == "entity":
        return entity_name(g.rs, ident, locale)
    return ""


def _offered(g: Game, locale: str) -> str:
    """What the pending pick offers, in words: the kind of the offered objects, places or players."""
    d = g.state["decision"]
    cat = catalog_of(g.rs, locale)
    vals = d["v"]
    if vals and all(type(v) is int and v >= OBJ_BASE for v in vals):
        kinds = {getattr(g.rs.entities.get(g.state["obj_entity"][v - OBJ_BASE]), "kind", "") for v in vals}
        if len(kinds) == 1 and "" not in kinds:
            kind = kinds.pop()
            name = cat.name(message_id("kind", kind), pretty(kind), None, 1)
            return cat.format("offered-kind", {"kind": name[:1].lower() + name[1:] if name[1:2].islower() else name})
    if vals and all(isinstance(v, str) and v in g.rs.zones for v in vals):
        return cat.format("offered-place")
    if vals and all(type(v) is int and 0 <= v < g.state["players"] for v in vals):
        return cat.format("offered-player")
    return cat.format("offered-option")


def _site_prompt(g: Game, cat: Catalog, prompt: str, values: dict[str, Value], locale: str) -> str | None:
    """The designer's prompt for a decision site without a prompt id, most precise first: `prompt-<pick|choose>-
    <macro|action|entity>-<id>-<variable picked>`, `prompt-<pick|choose>-<site>-<id>`, `prompt-<site>-<id>`, and for
    a card's effect `prompt-<pick|choose>-kind-<kind>` (given `$card`); each given the player and the macro's
    arguments."""
    d = g.state["decision"]
    site, _, ident = prompt.partition(":")
    if site not in ("macro", "action", "entity") or not ident:
        return None
    k = str(d["k"])
    node = g.rs.nodes[d["n"]] if "n" in d else None
    var = getattr(getattr(node, "ast", None), "var", None)
    mids = ([f"prompt-{k}-{site}-{ident}-{var}"] if isinstance(var, str) else []) + \
        [f"prompt-{k}-{site}-{ident}", f"prompt-{site}-{ident}"]
    ent = g.rs.entities.get(ident) if site == "entity" else None
    if ent is not None:
        mids.append(f"prompt-{k}-kind-{ent.kind}")
        values = {**values, "card": entity_name(g.rs, ident, locale)}
    for mid in mids:
        if cat.knows(mid):
            return cat.format(mid, values)
    return None


def prompt_text(g: Game, locale: str = SOURCE) -> str:
    """What the pending decision asks: the declared prompt's message (`prompt-<id>`), else the designer's prompt
    for the site it is asked at, else a question generated from where it is asked and what it offers."""
    cat = catalog_of(g.rs, locale)
    d = g.state["decision"]
    if d is None:
        return cat.format("error-game-over")
    asker = who(g, int(d["p"]), locale)
    prompt = str(d.get("pr", ""))
    args: dict[str, Any] = d.get("pa") or {}
    values: dict[str, Value] = {k: _arg(g, v, locale) for k, v in args.items()}
    values["player"] = asker
    if prompt.startswith("act:"):
        mid = f"prompt-act-{prompt[4:]}"
        return cat.format(mid if cat.knows(mid) else "prompt-act", values)
    if ":" not in prompt and prompt and cat.knows(f"prompt-{prompt}"):
        return cat.format(f"prompt-{prompt}", values)
    site = _site_prompt(g, cat, prompt, values, locale)
    if site is not None:
        return site
    context = _context(g, cat, prompt, args, locale)
    asked: dict[str, Value] = {"player": asker, "context": context,
                               "what": _offered(g, locale) if d["k"] == "pick" else ""}
    if not context:
        return cat.format(f"prompt-{d['k']}-offered-here", asked)
    return cat.format(f"prompt-{d['k']}-offered", asked)


# ---- labels -----------------------------------------------------------------------------------------

def _bindings(g: Game, names: frozenset[str]) -> dict[str, A.Expr]:
    """The current values of local variables, as literals a rule text can name (objects by entity)."""
    m = Machine(g.rs, g.state, None)
    out: dict[str, A.Expr] = {}
    for name in sorted(names):
        try:
            v = m.var(name)
        except GameRuntimeError:
            continue
        if isinstance(v, bool):
            out[name] = A.Bool(v)
        elif isinstance(v, int) and v >= OBJ_BASE and v - OBJ_BASE < len(g.state["obj_entity"]):
            out[name] = A.Str(str(g.state["obj_entity"][v - OBJ_BASE]))
            for prop, pv in props_of(g, v).items():  # `d.value` reads as the die's value, not "value of d"
                out[f"{name}.{prop}"] = A.Int(pv)
        elif isinstance(v, int) and name != "this":
            out[name] = A.Int(v)
        elif isinstance(v, str):
            out[name] = A.Str(v)
    return out


def _bind(tree: Any, values: dict[str, A.Expr]) -> Any:
    """A copy of an AST with bound variables replaced by their values."""
    if isinstance(tree, A.Name):
        return values.get(tree.id, tree)
    if isinstance(tree, A.Attr) and isinstance(tree.obj, A.Name) and f"{tree.obj.id}.{tree.name}" in values:
        return values[f"{tree.obj.id}.{tree.name}"]
    if isinstance(tree, tuple):
        return tuple(_bind(x, values) for x in tree)
    if isinstance(tree, A.Node):
        changes = {f: _bind(getattr(tree, f), values) for f in tree.__dataclass_fields__ if f != "span"}
        return replace(tree, **changes)
    return tree


def _declared_label(g: Game, node: C.Choose, option: int, locale: str) -> str | None:
    """The designer's label of a choose option: `choice-<prompt>-<option id>` in the ruleset's catalog (the
    prompt: the declared one, else the macro the choose is written in), given the choose's variables."""
    pending = str((g.state["decision"] or {}).get("pr", ""))
    key = node.prompt or (pending.partition(":")[2] if pending.startswith("macro:") else "")
    mid = f"choice-{key}-{node.ids[option]}"
    cat = catalog_of(g.rs, locale)
    if not key or not cat.knows(mid):
        return None
    m = Machine(g.rs, g.state, None)
    args: dict[str, Value] = {}
    for name in sorted(node.scope):
        try:
            v = m.var(name)
        except GameRuntimeError:
            continue
        plain_int = isinstance(v, int) and not isinstance(v, bool) and v < OBJ_BASE
        args[name] = v if plain_int else value_label(g, v, locale) if not isinstance(v, (list, dict)) else pretty(v)
    return cat.format(mid, args)


def _choose_label(g: Game, node: C.Choose, option: int, locale: str) -> str:
    declared = _declared_label(g, node, option, locale)
    if declared is not None:
        return declared
    memo: dict[Any, str] = g.rs.__dict__.setdefault("_i18n_option_labels", {})
    values = _bindings(g, node.scope | {"this"})
    key = (node.idx, option, locale, tuple(sorted((k, repr(v)) for k, v in values.items())))
    got = memo.get(key)
    if got is None:
        ast: Any = node.ast
        body = ast.options[option].body if isinstance(ast, A.Choose) else ast.body if ast is not None else None
        text = ""
        if body is not None:
            bound = _bind(without_bookkeeping(body, rule_text(g.rs, locale).c), values)
            text = "; ".join(rule_text(g.rs, locale).lines(bound, node.scope - set(values) | {"this"}, ""))
        got = memo[key] = text or catalog_of(g.rs, locale).format("stmt-nothing")
    return got


def option_label(g: Game, index: int, locale: str = SOURCE) -> str:
    """A readable label for option `index` of the pending decision: an action's name, the text of what a
    choose option does, the name of a picked object (with what tells it from other copies), player or id."""
    d = g.state["decision"]
    cat = catalog_of(g.rs, locale)
    if index >= len(d["o"]):
        return cat.format("option-skip")
    if d["k"] == "act":
        return cat.name(message_id("action", str(d["o"][index])), pretty(d["o"][index]))
    node = g.rs.nodes[d["n"]] if "n" in d else None
    if d["k"] == "choose" and isinstance(node, C.Choose):
        return _choose_label(g, node, int(d["v"][index]), locale)
    v = d["v"][index]
    if d["k"] == "number":  # a number choice: the number itself, never a player
        return str(v)
    if type(v) is int and v >= OBJ_BASE:
        return object_label(g, index, locale)
    return value_label(g, v, locale)


# ---- why not ----------------------------------------------------------------------------------------

def _plain(tree: Any, depth: int = 0) -> bool:
    """Whether a requirement reads as a plain sentence: comparisons of counters and numbers joined by and/or,
    with no list query, comprehension or function call (those read as the DSL aloud)."""
    if depth > 30:
        return False
    if isinstance(tree, (A.Int, A.Bool, A.Name)):
        return True
    if isinstance(tree, A.Compare):
        return _plain(tree.left, depth + 1) and _plain(tree.right, depth + 1)
    if isinstance(tree, A.BoolOp):
        return all(_plain(x, depth + 1) for x in tree.items)
    if isinstance(tree, A.Not):
        return _plain(tree.item, depth + 1)
    if isinstance(tree, A.BinOp):
        return _plain(tree.left, depth + 1) and _plain(tree.right, depth + 1)
    return False


def why_not_text(g: Game, action: str, locale: str = SOURCE, designer: bool = False) -> str | None:
    """None if the action is legal now, else the reason in the game's words: the designer's message
    (`why-action-<id>` / `why-option-<id>` in the ruleset's catalog), else a sentence generated from a plain
    requirement, else a short generic one. `designer`: the failing requirement rendered whole with its
    file:line:col (for `check`, `test` and designer tools; never for a player's screen)."""
    cat = catalog_of(g.rs, locale)
    r = g.refusal(action)
    if r is None:
        return None
    if r.code == "game-over":
        return cat.format("error-game-over")
    if r.code == "cannot-skip":
        return cat.format("error-cannot-skip")
    d = g.state["decision"]
    subject = _subject(g, action, locale)
    if r.code == "players":
        return cat.format("why-players", {"action": subject})
    if r.rule is None:
        if designer:
            return cat.format("error-not-an-option", {"action": action, "options": ", ".join(d["o"][:12])})
        return cat.format("why-not-offered", {"action": subject})
    declared = f"why-{'action' if d['k'] == 'act' else 'option'}-{action}"
    if not designer and cat.knows(declared):
        return cat.format(declared, {"player": who(g, int(d["p"]), locale)})
    text = rule_text(g.rs, locale)
    values = _bindings(g, r.scope | {"this"})
    rule = _bind(r.rule, values)
    scope = r.scope - set(values) | {"this"}
    if not designer:
        if isinstance(rule, A.Expr) and _plain(rule):
            return cat.format("why-plain", {"action": subject, "cond": text.expr(rule, scope)})
        if isinstance(rule, A.Call) and all(_plain(x) or isinstance(x, A.Str) for x in rule.args) \
                and all(_plain(k.value) or isinstance(k.value, A.Str) for k in rule.kwargs):
            stmt = "; ".join(text.lines(A.Effect((rule,)), scope, ""))
            return cat.format("why-cannot-plain", {"action": subject, "rule": stmt})
        if isinstance(rule, A.Pick) and rule.prompt and cat.knows(f"prompt-{rule.prompt}"):
            asked = cat.format(f"prompt-{rule.prompt}", {"player": who(g, int(d["p"]), locale)})
            return cat.format("why-nothing-for", {"action": subject, "prompt": asked})
        return cat.format("why-not-now", {"action": subject})
    path, line, col = r.where
    where = f"{path}:{line}:{col}"
    if isinstance(rule, A.Pick):
        return cat.format("why-pick", {"where": where, "action": subject, "source": text.expr(rule.source, scope)})
    if isinstance(rule, A.Stmt):
        stmt = "; ".join(text.lines(A.Effect((rule,)), scope, ""))
        return cat.format("why-cannot", {"where": where, "action": subject, "rule": stmt})
    return cat.format("why-needs", {"where": where, "action": subject, "cond": text.expr(rule, scope)})


def _subject(g: Game, action: str, locale: str) -> str:
    d = g.state["decision"]
    cat = catalog_of(g.rs, locale)
    if d is not None and d["k"] == "act":
        return cat.name(message_id("action", action), pretty(action))
    if d is not None and d["k"] == "choose":
        node = g.rs.nodes[d["n"]] if "n" in d else None
        if isinstance(node, C.Choose) and action in node.ids:
            return _choose_label(g, node, node.ids.index(action), locale)
    return action

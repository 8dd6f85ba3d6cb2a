"""The rules sheet: a ruleset's flow, its macros and its actions in words (`rulesdsl rules`), for games whose
rules live in actions and macros rather than on cards."""

from __future__ import annotations

from rulesdsl.compiler.parsing import parse_cached
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError
from rulesdsl.i18n import rule_text
from rulesdsl.i18n.cards import effect_lines
from rulesdsl.i18n.catalog import SOURCE
from rulesdsl.i18n.names import message_id, pretty
from rulesdsl.i18n.render import RuleText, capitalise
from rulesdsl.runtime.ruleset import Ruleset


def _condition(rt: RuleText, text: str) -> str:
    try:
        tree = parse_cached(text, "expr")
    except ParseError:
        return text
    return rt.expr(tree) if isinstance(tree, A.Node) and not isinstance(tree, A.Effect) else text


def _block(out: list[str], head: str, lines: list[str], indent: str = "  ") -> None:
    if len(lines) == 1:
        out.append(f"{indent}{head}: {lines[0]}")
    else:
        out.append(f"{indent}{head}:")
        out.extend(f"{indent}  {x}" for x in lines)


def _name(rt: RuleText, family: str, ident: str) -> str:
    return capitalise(rt.cat.name(message_id(family, ident), pretty(ident)), rt.locale)


def rules_sheet(rs: Ruleset, locale: str = SOURCE) -> str:
    """The flow (setup, then the game), every macro and every action group in words."""
    rt = rule_text(rs, locale)
    c = rs.content
    if c is None:
        return ""
    r = c.ruleset
    game = rt.msg("game-name", None, rs.name)
    out = [f"{game}: {rt.msg('rules-sheet-title', None, 'the rules in words')}", ""]
    out.append(rt.msg("rules-sheet-flow", None, "How the game runs"))
    for key in ("setup", "flow"):
        mac = c.macros.get(str(r.get(key)))
        if mac is not None:
            _block(out, _name(rt, "macro", mac.id), effect_lines(rt, str(mac.data.get("body", ""))))
    out += ["", rt.msg("rules-sheet-actions", None, "What a player may do")]
    for gid, acts in c.actions.items():
        out.append(f"  {_name(rt, 'actions', gid)}")
        for it in acts.values():
            head = _name(rt, "action", it.id)
            when = it.data.get("when")
            if isinstance(when, str):
                head += " — " + rt.msg("rules-sheet-only-if", {"condition": _condition(rt, when)},
                                       f"only if {_condition(rt, when)}")
            _block(out, head, effect_lines(rt, str(it.data.get("do", ""))), "    ")
    others = [m for m in c.macros.values() if m.id not in (r.get("setup"), r.get("flow"))]
    if others:
        out += ["", rt.msg("rules-sheet-macros", None, "The steps they use")]
        for mac in others:
            _block(out, _name(rt, "macro", mac.id), effect_lines(rt, str(mac.data.get("body", ""))))
    return "\n".join(out) + "\n"

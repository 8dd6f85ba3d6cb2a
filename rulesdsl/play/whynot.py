"""Why an option id is refused: the failing requirement of an action or option, and where it is written."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from rulesdsl.dsl import ast as A
from rulesdsl.dsl.printer import print_expr, print_stmt
from rulesdsl.play.state import GameState
from rulesdsl.runtime import choices as C
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.machine import Machine


@dataclass(frozen=True)
class Refusal:
    """Why an option id is not legal now. `code`: game-over | cannot-skip | not-an-option | players | when |
    cannot-start; `where` is the content position (file, line, col) of the failing requirement, `rule` its AST."""

    code: str
    action: str
    where: tuple[str, int, int] = ("", 0, 0)
    rule: A.Expr | A.Stmt | None = None
    scope: frozenset[str] = frozenset()

    def text(self) -> str:
        """A plain (untranslated) sentence; `rulesdsl.text.decisions.why_not_text` gives the localised one."""
        if self.code == "game-over":
            return "the game is over"
        if self.code == "cannot-skip":
            return "this decision cannot be skipped"
        if self.code == "players":
            return f"'{self.action}' is not played at this player count"
        if self.rule is None:
            return f"'{self.action}' is not one of the options"
        shown = _shown(self.rule)
        path, line, col = self.where
        at = f"{path}:{line}:{col}: " if path else ""
        return f"{at}'{self.action}' needs `{shown}`"


def _first_blocker(m: Machine, seq: N.Seq, depth: int = 0) -> N.Node | None:
    """The statement of a body that cannot start (descending into macro calls)."""
    for child in seq.children:
        if isinstance(child, N.Let):
            continue
        if child.feasible(m):
            return None
        if isinstance(child, N.MacroCall) and depth < 20:
            body = m.rs.nodes[child.body_idx]
            m.frames.append([-1, 0, child.env(m), None])
            try:
                inner = _first_blocker(m, body, depth + 1) if isinstance(body, N.Seq) else None
            finally:
                m.frames.pop()
            return inner or child
        return child
    return None


def _blocked(m: Machine, action: str, body: N.Seq) -> Refusal:
    m.frames.append([-1, 0, {}, None])
    try:
        for c in body.children:
            if isinstance(c, N.Let):
                c.run(m)
            else:
                break
        node = _first_blocker(m, body)
    finally:
        m.frames.pop()
    if node is None or node.ast is None:
        return Refusal("not-an-option", action)
    return Refusal("cannot-start", action, node.where, node.ast, node.scope)


def _shown(rule: A.Expr | A.Stmt) -> str:
    if isinstance(rule, A.Pick):
        return f"something to pick from {print_expr(rule.source)}"
    return print_stmt(rule) if isinstance(rule, A.Stmt) else print_expr(rule)


def _act_refusal(game: GameState, m: Machine, group: str, action: str) -> Refusal:
    ra = next((a for a in game.rs.actions.get(group, []) if a.id == action), None)
    if ra is None:
        return Refusal("not-an-option", action)
    if ra.players is not None and game.state["players"] not in ra.players:
        return Refusal("players", action)
    if ra.when is not None and not ra.when(m):
        if ra.when_pos is None:
            return Refusal("not-an-option", action)
        return Refusal("when", action, ra.when_pos, ra.when_ast)
    return _blocked(m, action, cast(N.Seq, ra.body))


def _choose_refusal(game: GameState, m: Machine, node: C.Choose, action: str) -> Refusal:
    if action not in node.ids:
        return Refusal("not-an-option", action)
    i = node.ids.index(action)
    guard, body = node.options[i]
    ast: Any = node.ast
    if guard is not None and not guard(m) and isinstance(ast, A.Choose):
        g = ast.options[i].guard
        return Refusal("when", action, body.where, g, node.scope)
    return _blocked(m, action, body)


def refusal(game: GameState, action: str) -> Refusal | None:
    """None if `action` is legal now, else why not (with the requirement and its position where known)."""
    d = game.state["decision"]
    if d is None:
        return Refusal("game-over", action)
    if action == "skip":
        return None if d["skip"] else Refusal("cannot-skip", action)
    if action in d["o"]:
        return None
    m = Machine(game.rs, game.state, None)
    node = game.rs.nodes[d["n"]] if "n" in d else None
    if d["k"] == "act":
        return _act_refusal(game, m, str(d.get("pr", ""))[4:], action)
    if isinstance(node, C.Choose):
        return _choose_refusal(game, m, node, action)
    return Refusal("not-an-option", action)

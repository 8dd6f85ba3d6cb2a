"""Decision-free subtrees run inline: a statement that can never ask for a decision is marked atomic,
so a loop over forty spaces costs forty calls instead of a hundred frame steps."""

from __future__ import annotations

from rulesdsl.engine import nodes as N
from rulesdsl.engine.ruleset import Ruleset


def _children(node: N.Node, rs: Ruleset) -> list[N.Node] | None:
    """The sub-nodes whose purity decides this node's, or None when the node may decide."""
    if isinstance(node, (N.Choose, N.Pick, N.Act, N.Run)):
        return None
    if isinstance(node, N.Seq):
        return list(node.children)
    if isinstance(node, N.If):
        out: list[N.Node] = [b for _, b in node.branches]
        return out + ([node.orelse] if node.orelse is not None else [])
    if isinstance(node, (N.For, N.Repeat, N.While, N.As)):
        return [node.body]
    if isinstance(node, N.MacroCall):
        return [rs.nodes[node.body_idx]]
    return []  # verbs and lets


def mark_pure(rs: Ruleset) -> int:
    """Mark every decision-free node atomic; returns how many compound nodes were marked."""
    memo: dict[int, bool] = {}

    def pure(node: N.Node) -> bool:
        got = memo.get(node.idx)
        if got is not None:
            return got
        memo[node.idx] = False  # macros never recurse; this only guards malformed input
        kids = _children(node, rs)
        result = kids is not None and all(pure(k) for k in kids)
        memo[node.idx] = result
        return result

    marked = 0
    for node in rs.nodes:
        if pure(node) and not node.atomic:
            node.atomic = True
            marked += 1
    return marked



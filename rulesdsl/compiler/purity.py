"""Decision-free subtrees run inline: a statement that can never ask for a decision is marked atomic,
so a loop over forty spaces costs forty calls instead of a hundred frame steps."""

from __future__ import annotations

from rulesdsl.runtime import choices as C
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.simultaneous import Simultaneous


def _children(node: N.Node, rs: Ruleset) -> list[N.Node] | None:
    """The sub-nodes whose purity decides this node's, or None when the node may decide."""
    if isinstance(node, (C.Choose, C.Pick, C.Act, C.Run, Simultaneous)):
        return None
    if isinstance(node, N.MacroCall):
        return [N.node_at(rs, node.body_idx)]
    return N.sub_statements(node)  # empty for verbs and lets


def mark_pure(rs: Ruleset) -> int:
    """Mark every decision-free node atomic; returns how many compound nodes were marked.

    Iterative (an explicit stack), so a long chain of macros cannot exhaust Python's recursion."""
    memo: dict[int, bool] = {}
    for root in N.all_nodes(rs):
        if root.idx in memo:
            continue
        stack: list[tuple[N.Node, list[N.Node] | None, int]] = [(root, _children(root, rs), 0)]
        memo[root.idx] = False  # macros never recurse; this only guards malformed input
        while stack:
            node, kids, i = stack[-1]
            while kids is not None and i < len(kids) and kids[i].idx in memo:
                i += 1
            if kids is not None and i < len(kids):
                stack[-1] = (node, kids, i + 1)
                k = kids[i]
                memo[k.idx] = False
                stack.append((k, _children(k, rs), 0))
                continue
            stack.pop()
            memo[node.idx] = kids is not None and all(memo[k.idx] for k in kids)
    marked = 0
    for node in N.all_nodes(rs):
        if memo.get(node.idx) and not node.atomic:
            node.atomic = True
            marked += 1
    return marked

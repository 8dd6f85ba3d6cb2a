"""Board graphs as networkx DiGraphs: nodes carry zone tags and capacity, edges their `when` condition."""

from __future__ import annotations

from typing import Any

from rulesdsl.runtime.ruleset import Ruleset


def to_networkx(rs: Ruleset, graph: str, players: int | None = None) -> Any:
    """The graph `graph` as a networkx DiGraph (zones absent at `players` are left out)."""
    import networkx as nx  # imported on demand: it is slow to import and the interpreter does not need it

    g: Any = nx.DiGraph(name=graph)
    conds = {(a, b): c for a, lst in rs.graphs[graph].items() for b, c in lst}
    for a, b, text in rs.graph_edges[graph]:
        for n in (a, b):
            rz = rs.zones[n]
            if players is not None and rz.players is not None and players not in rz.players:
                break
            g.add_node(n, capacity=rz.capacity, **{f"tag_{k}": v for k, v in rz.tags.items()})
        else:
            g.add_edge(a, b, when=text, cond=conds.get((a, b)))
    return g

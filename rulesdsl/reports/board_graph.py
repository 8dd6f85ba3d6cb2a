"""Pictures of a ruleset's board graphs: hand-written DOT text, and a PNG when matplotlib is installed."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import networkx as nx

from rulesdsl.engine.ruleset import Ruleset, RZone
from rulesdsl.errors import UsageError

Note = Callable[[str], None]

MAX_COLUMNS = 12  # layers per band of the PNG; longer graphs wrap into further bands below


@dataclass(frozen=True)
class GNode:
    """One node of a graph picture."""

    id: str
    label: str  # lines joined by "\n"
    capacity: int | None
    present: bool  # in play at the chosen player count


@dataclass(frozen=True)
class GEdge:
    """One edge of a graph picture."""

    src: str
    dst: str
    when: str | None
    present: bool


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


def readable(zone_id: str) -> str:
    """A zone id made readable: `path_start` → `Path start`."""
    text = zone_id.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def capacity_marker(capacity: int | None) -> str:
    """The capacity line of a node label: `closed`, `[1]`, `cap N`, or empty when unbounded."""
    if capacity is None:
        return ""
    if capacity == 0:
        return "closed"
    if capacity == 1:
        return "[1]"
    return f"cap {capacity}"


def _tag_text(tags: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sorted(tags.items()))


def _node(zone: RZone | None, zid: str, players: int | None) -> GNode:
    lines = [readable(zid)]
    if zone is None:
        return GNode(zid, readable(zid) + "\n(undeclared)", None, True)
    marker = capacity_marker(zone.capacity)
    if marker:
        lines.append(marker)
    if zone.per_player:
        lines.append("per player")
    if zone.tags:
        lines.append(_tag_text(zone.tags))
    present = True
    if zone.players is not None:
        counts = ",".join(str(n) for n in sorted(zone.players))
        present = players is None or players in zone.players
        lines.append(f"players {counts}" if present else f"not at {players} players")
    return GNode(zid, "\n".join(lines), zone.capacity, present)


def graph_nodes(rs: Ruleset, gid: str) -> list[str]:
    """The nodes of a graph: the declared node list when the ruleset keeps it, else the edges' ends."""
    declared: Any = getattr(rs, "graph_nodes", None)
    seen: dict[str, None] = {}
    if isinstance(declared, dict) and gid in declared:
        seen.update((str(n), None) for n in declared[gid])
    for src, dst, _ in rs.graph_edges.get(gid, []):
        seen.setdefault(src, None)
        seen.setdefault(dst, None)
    for src, succ in rs.graphs.get(gid, {}).items():
        seen.setdefault(src, None)
        for dst, _ in succ:
            seen.setdefault(dst, None)
    return list(seen)


def graph_model(rs: Ruleset, gid: str, players: int | None) -> tuple[list[GNode], list[GEdge]]:
    """The nodes and edges of one graph as they will be drawn at a player count (None = all)."""
    nodes = [_node(rs.zones.get(z), z, players) for z in graph_nodes(rs, gid)]
    present = {n.id: n.present for n in nodes}
    edges = [GEdge(s, d, " ".join(w.split()) if w else None, present[s] and present[d])
             for s, d, w in rs.graph_edges.get(gid, [])]
    return nodes, edges


def _q(text: str) -> str:
    """A DOT double-quoted string (newlines become the `\\n` escape)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def dot_text(rs: Ruleset, gid: str, players: int | None = None) -> str:
    """The DOT source of one graph of the ruleset."""
    nodes, edges = graph_model(rs, gid, players)
    title = f"{rs.name}: {gid}" + (f" ({players} players)" if players is not None else "")
    out = [f"// {rs.id} {rs.version}, graph {gid}; written by `rulesdsl graph`",
           f"digraph {_q(gid)} {{",
           f"  graph [rankdir=LR, label={_q(title)}, labelloc=t, fontname=\"Helvetica\"];",
           "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=10];",
           "  edge [fontname=\"Helvetica\", fontsize=9];"]
    for n in nodes:
        attrs = [f"label={_q(n.label)}"]
        if n.capacity == 1:
            attrs.append("peripheries=2")
        if n.capacity == 0:
            attrs.append('style="rounded,dashed"')
        if not n.present:
            attrs += ['color="gray70"', 'fontcolor="gray55"', 'style="rounded,dotted"']
        out.append(f"  {_q(n.id)} [{', '.join(attrs)}];")
    for e in edges:
        attrs = []
        if e.when:
            attrs.append(f"label={_q(e.when)}")
        if not e.present:
            attrs += ['color="gray70"', 'fontcolor="gray55"', "style=dotted"]
        suffix = f" [{', '.join(attrs)}]" if attrs else ""
        out.append(f"  {_q(e.src)} -> {_q(e.dst)}{suffix};")
    out.append("}")
    return "\n".join(out) + "\n"


# ---- layout ----------------------------------------------------------------------------------

def _back_edges(g: nx.DiGraph[str], order: list[str]) -> set[tuple[str, str]]:
    """Edges that close a cycle in a depth-first walk from the start nodes (then the others, in order)."""
    starts = [n for n in order if g.in_degree(n) == 0] + order
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    back: set[tuple[str, str]] = set()
    for s in starts:
        if s in state:
            continue
        state[s] = 1
        stack: list[tuple[str, list[str]]] = [(s, list(g.successors(s)))]
        while stack:
            node, todo = stack[-1]
            if not todo:
                state[node] = 2
                stack.pop()
                continue
            nxt = todo.pop(0)
            if state.get(nxt) == 1:
                back.add((node, nxt))
            elif nxt not in state:
                state[nxt] = 1
                stack.append((nxt, list(g.successors(nxt))))
    return back


def layers_of(node_ids: list[str], edges: Iterable[tuple[str, str]]) -> list[list[str]]:
    """The layers, left to right: topological generations with cycles broken, ordered to cut crossings."""
    g: nx.DiGraph[str] = nx.DiGraph()
    g.add_nodes_from(node_ids)
    g.add_edges_from(edges)
    dag: nx.DiGraph[str] = nx.DiGraph()
    dag.add_nodes_from(node_ids)
    dag.add_edges_from(e for e in g.edges if e not in _back_edges(g, node_ids))
    layers: list[list[str]] = []
    for generation in nx.topological_generations(dag):
        chosen = set(generation)
        layers.append([n for n in node_ids if n in chosen])
    # One barycentre sweep: order each layer by the mean position of its predecessors.
    pos_in_layer: dict[str, float] = {}
    for li, members in enumerate(layers):
        first = {n: i for i, n in enumerate(members)}

        def key(n: str, first: dict[str, int] = first) -> tuple[float, int]:
            preds = [pos_in_layer[p] for p in dag.predecessors(n) if p in pos_in_layer]
            return (sum(preds) / len(preds) if preds else float(first[n]), first[n])

        layers[li] = sorted(members, key=key)
        for i, n in enumerate(layers[li]):
            pos_in_layer[n] = float(i)
    return layers


def layered_layout(node_ids: list[str], edges: Iterable[tuple[str, str]]) -> dict[str, tuple[float, float]]:
    """Node positions: layers left to right; a long graph winds on in bands, every other band right to left."""
    layers = layers_of(node_ids, edges)
    tallest = max((len(m) for m in layers), default=1)
    out: dict[str, tuple[float, float]] = {}
    for li, members in enumerate(layers):
        band, col = divmod(li, MAX_COLUMNS)
        if band % 2:
            col = MAX_COLUMNS - 1 - col
        for i, n in enumerate(members):
            y = -((i - (len(members) - 1) / 2) * 1.4) - band * (tallest * 1.4 + 1.6)
            out[n] = (col * 3.0, y)
    return out


# ---- PNG -------------------------------------------------------------------------------------

def render_png(path: Path, title: str, nodes: list[GNode], edges: list[GEdge]) -> None:
    """Draw one graph with matplotlib's Agg canvas (no pyplot, no global backend change)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    ids, pairs = [n.id for n in nodes], [(e.src, e.dst) for e in edges]
    pos = layered_layout(ids, pairs)
    layer = {n: li for li, members in enumerate(layers_of(ids, pairs)) for n in members}
    xs = [p[0] for p in pos.values()] or [0.0]
    ys = [p[1] for p in pos.values()] or [0.0]
    width = min(max(4.0, (max(xs) - min(xs)) * 0.8 + 3.0), 60.0)
    height = min(max(3.0, (max(ys) - min(ys)) * 0.75 + 2.5), 60.0)
    fig = Figure(figsize=(width, height))
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    ax.set_axis_off()
    ax.set_title(_plain(title), fontsize=11)
    ax.set_xlim(min(xs) - 1.6, max(xs) + 1.6)
    ax.set_ylim(min(ys) - 1.2, max(ys) + 1.2)
    boxes: dict[str, Any] = {}
    for n in nodes:
        face, edge_color, text_color, style, lw = "#eef3fb", "#34495e", "#1b2631", "-", 1.0
        if n.capacity == 1:
            edge_color, lw = "#1f4e79", 2.4
        if n.capacity == 0:
            face, style = "#f6dede", "--"
        if not n.present:
            face, edge_color, text_color, style, lw = "#f4f4f4", "#b5b5b5", "#9a9a9a", ":", 1.0
        x, y = pos[n.id]
        boxes[n.id] = ax.text(x, y, _plain(n.label), ha="center", va="center", fontsize=7, color=text_color,
                              zorder=3, bbox={"boxstyle": "round,pad=0.4", "fc": face, "ec": edge_color,
                                              "lw": lw, "ls": style})
    edge_set = set(pairs)
    for e in edges:
        (x1, y1), (x2, y2) = pos[e.src], pos[e.dst]
        backwards = layer[e.dst] <= layer[e.src] and e.src != e.dst
        chord = max(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5, 0.1)
        rad = min(0.35, 3.0 / chord) if backwards else (0.18 if (e.dst, e.src) in edge_set else 0.0)
        color = ("#8e44ad" if e.when else "#4d5656") if e.present else "#c8c8c8"
        # Drawn after the node boxes (higher zorder), so that the arrows are clipped at their borders.
        ax.annotate("", xy=(x2, y2), xytext=(x1, y1), zorder=4,
                    arrowprops={"arrowstyle": "-|>", "color": color, "lw": 1.0,
                                "ls": "-" if e.present else ":",
                                "connectionstyle": f"arc3,rad={rad}",
                                "patchA": boxes[e.src].get_bbox_patch(),
                                "patchB": boxes[e.dst].get_bbox_patch(), "shrinkA": 2, "shrinkB": 2})
        if e.when:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            # The arc's midpoint lies off the chord by rad * half its length, to its right.
            mx, my = mx + rad * (y2 - y1) / 2, my - rad * (x2 - x1) / 2
            ax.text(mx, my, _plain("\n".join(textwrap.wrap(e.when, 26))), ha="center", va="center", fontsize=6,
                    color=color, zorder=5,
                    bbox={"boxstyle": "round,pad=0.2", "fc": "white", "ec": "none", "alpha": 0.85})
    legend = "[1] capacity 1 (thick border)   closed: capacity 0   purple edge: conditional"
    if any(not n.present for n in nodes):
        legend += "   grey: not in play at this player count"
    fig.text(0.01, 0.01, legend, fontsize=6, color="#555555")
    dpi = max(40, min(110, int(16000 / max(width, height))))
    fig.savefig(path, dpi=dpi, facecolor="white")


def _matplotlib_available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


# ---- entry point -----------------------------------------------------------------------------

def _plain(text: str) -> str:
    """Text for matplotlib drawn as written: `$` would otherwise start TeX-like math (and can crash it)."""
    return text.replace("$", r"\$")


def write_graphs(rs: Ruleset, out: Path, players: int | None, note: Note | None = None) -> list[Path]:
    """Write `<out-stem>-<graph>.dot` (and `.png` with matplotlib) for every graph; the files written."""
    say = note or _stderr
    if players is not None and not rs.min_players <= players <= rs.max_players:
        raise UsageError(f"{rs.name} plays {rs.min_players}-{rs.max_players} players, not {players}", "U008")
    gids = sorted(set(rs.graph_edges) | set(rs.graphs) | set(getattr(rs, "graph_nodes", None) or {}))
    if not gids:
        say(f"{rs.name}: the ruleset declares no graphs; nothing written")
        return []
    stem = out.with_suffix("") if out.suffix in (".dot", ".png", ".gv") else out
    stem.parent.mkdir(parents=True, exist_ok=True)
    png = _matplotlib_available()
    written: list[Path] = []
    for gid in gids:
        base = stem.parent / f"{stem.name}-{gid}"
        dot_path = base.with_name(base.name + ".dot")
        dot_path.write_text(dot_text(rs, gid, players), encoding="utf-8")
        written.append(dot_path)
        if png:
            nodes, edges = graph_model(rs, gid, players)
            title = f"{rs.name}: {gid}" + (f" ({players} players)" if players is not None else "")
            png_path = base.with_name(base.name + ".png")
            render_png(png_path, title, nodes, edges)
            written.append(png_path)
    if not png:
        say("matplotlib is not installed: wrote .dot files only "
            "(install the `plots` extra, pip install 'rulesdsl[plots]', for .png pictures)")
    return written

"""Pictures of a ruleset's board graphs, labelled from the catalogs in a locale with conditions in words:
DOT text, laid out by Graphviz `dot` when it is installed, else drawn with matplotlib."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import networkx as nx

from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import UsageError
from rulesdsl.runtime.ruleset import Ruleset, RZone
from rulesdsl.writes import make_dir, write_bytes, write_figure, write_text

register_codes({
    "G001": ("cannot draw the board picture", "`rulesdsl graph --out F.svg` or `.pdf` needs Graphviz's `dot` "
                                              "(apt-get install graphviz); without it only .png (matplotlib) "
                                              "and .dot can be written."),
})

Note = Callable[[str], None]

MAX_COLUMNS = 12  # layers per band of the PNG; longer graphs wrap into further bands below
DOT_BAND = 10  # layers per row of a Graphviz picture of a long graph (a road of 50 stops)


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


Namer = Callable[[str], str]


def _node(zone: RZone | None, zid: str, players: int | None, words: Words) -> GNode:
    lines = ["\n".join(textwrap.wrap(words.zone(zid), 22)) or readable(zid)]
    if zone is None:
        return GNode(zid, lines[0] + "\n(undeclared)", None, True)
    marker = words.capacity(zone.capacity)
    if marker:
        lines.append(marker)
    present = True
    if zone.players is not None:
        counts = ",".join(str(n) for n in sorted(zone.players))
        present = players is None or players in zone.players
        lines.append(words.text("graph-node-players", {"counts": counts}, f"players {counts}") if present else
                     words.text("graph-node-absent", {"n": players or 0}, f"not at {players} players"))
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


@dataclass(frozen=True)
class Words:
    """How a picture names things: zone and graph names, and conditions in words (English ids by default)."""

    zone: Namer = readable
    graph: Namer = readable
    condition: Namer = lambda text: " ".join(text.split())
    text: Callable[[str, dict[str, Any], str], str] = lambda _mid, _args, default: default

    def capacity(self, capacity: int | None) -> str:
        """The capacity line of a node: `[1]` (capacity 1), closed, capacity N, or nothing."""
        if capacity is None or capacity == 1:
            return capacity_marker(capacity)
        if capacity == 0:
            return self.text("graph-closed", {}, "closed")
        return self.text("graph-capacity", {"n": capacity}, f"cap {capacity}")


def words_for(rs: Ruleset, locale: str | None) -> Words:
    """Names from the ruleset's catalogs in a locale, conditions rendered as text (None: raw ids and DSL)."""
    if locale is None or rs.content is None:
        return Words()
    from rulesdsl.compiler.parsing import parse_cached
    from rulesdsl.dsl.parser import ParseError
    from rulesdsl.text import rule_text
    from rulesdsl.text.render import capitalise

    rt = rule_text(rs, locale)

    def condition(text: str) -> str:
        try:
            tree = parse_cached(text, "expr")
        except ParseError:
            return " ".join(text.split())
        return capitalise(rt.expr(tree), locale) if not isinstance(tree, (int, str)) else str(tree)  # type: ignore[arg-type]

    def text(mid: str, args: dict[str, Any], default: str) -> str:
        return rt.msg(mid, args, default)

    return Words(lambda z: capitalise(rt.name("zone", z), locale), lambda g: rt.name("graph", g), condition, text)


def graph_model(rs: Ruleset, gid: str, players: int | None,
                words: Words | None = None) -> tuple[list[GNode], list[GEdge]]:
    """The nodes and edges of one graph as they will be drawn at a player count (None = all)."""
    w = words or Words()
    nodes = [_node(rs.zones.get(z), z, players, w) for z in graph_nodes(rs, gid)]
    present = {n.id: n.present for n in nodes}
    edges = [GEdge(s, d, w.condition(c) if c else None, present[s] and present[d])
             for s, d, c in rs.graph_edges.get(gid, [])]
    return nodes, edges


def _q(text: str) -> str:
    """A DOT double-quoted string (newlines become the `\\n` escape)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _title(rs: Ruleset, gid: str, players: int | None, words: Words) -> str:
    count = words.text("graph-players", {"n": players}, f"{players} players") if players is not None else ""
    return f"{rs.name}: {words.graph(gid)}" + (f" ({count})" if count else "")


def dot_text(rs: Ruleset, gid: str, players: int | None = None, words: Words | None = None) -> str:
    """The DOT source of one graph of the ruleset."""
    w = words or Words()
    body = _dot_body(rs, gid, players, w, "  ")
    out = [f"// {rs.id} {rs.version}, graph {gid}; written by `rulesdsl graph`",
           f"digraph {_q(gid)} {{",
           f"  graph [rankdir={_direction(body)}, label={_q(_title(rs, gid, players, w))}, labelloc=t, "
           "fontname=\"Helvetica\"];",
           "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=10];",
           "  edge [fontname=\"Helvetica\", fontsize=9];",
           *body, "}"]
    return "\n".join(out) + "\n"


def _direction(body: list[str]) -> str:
    """Left to right, or top-down when a long graph was wound into rows (rank=same bands)."""
    return "TB" if any("rank=same" in ln for ln in body) else "LR"


def dot_all(rs: Ruleset, gids: list[str], players: int | None, words: Words) -> str:
    """Every graph in one DOT picture, one titled cluster per graph."""
    bodies = {gid: _dot_body(rs, gid, players, words, "    ") for gid in gids}
    direction = _direction([ln for b in bodies.values() for ln in b])
    out = [f"// {rs.id} {rs.version}, every graph; written by `rulesdsl graph`", f"digraph {_q(rs.id)} {{",
           f"  graph [rankdir={direction}, label={_q(rs.name)}, labelloc=t, fontname=\"Helvetica\"];",
           "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=10];",
           "  edge [fontname=\"Helvetica\", fontsize=9];"]
    for gid in gids:
        out += [f"  subgraph {_q('cluster_' + gid)} {{", f"    label={_q(_title(rs, gid, players, words))};",
                *bodies[gid], "  }"]
    out.append("}")
    return "\n".join(out) + "\n"


def _dot_body(rs: Ruleset, gid: str, players: int | None, words: Words, pad: str) -> list[str]:
    nodes, edges = graph_model(rs, gid, players, words)
    out: list[str] = []
    for n in nodes:
        attrs = [f"label={_q(n.label)}"]
        if n.capacity == 1:
            attrs.append("peripheries=2")
        if n.capacity == 0:
            attrs.append('style="rounded,dashed"')
        if not n.present:
            attrs += ['color="gray70"', 'fontcolor="gray55"', 'style="rounded,dotted"']
        out.append(f"{pad}{_q(n.id)} [{', '.join(attrs)}];")
    for e in edges:
        attrs = []
        if e.when:
            attrs += [f"label={_q(chr(10).join(textwrap.wrap(e.when, 34)))}", 'color="#8e44ad"', 'fontcolor="#6c3483"']
        if not e.present:
            attrs += ['color="gray70"', 'fontcolor="gray55"', "style=dotted"]
        suffix = f" [{', '.join(attrs)}]" if attrs else ""
        out.append(f"{pad}{_q(e.src)} -> {_q(e.dst)}{suffix};")
    return out + _bands([n.id for n in nodes], [(e.src, e.dst) for e in edges], pad)


def _bands(ids: list[str], pairs: list[tuple[str, str]], pad: str) -> list[str]:
    """A long graph winds into rows: every DOT_BAND layers go into one rank (a row of the top-down picture)."""
    layers = layers_of(ids, pairs)
    if len(layers) <= DOT_BAND * 3 // 2:
        return []
    out = []
    heads = []
    for b in range(0, len(layers), DOT_BAND):
        members = [n for layer in layers[b:b + DOT_BAND] for n in layer]
        heads.append(layers[b][0])
        out.append(f"{pad}{{ rank=same; {' '.join(_q(n) for n in members)} }}")
    # rows start under each other: heavy invisible edges between the rows' first nodes
    out += [f"{pad}{_q(a)} -> {_q(b)} [style=invis, weight=100];" for a, b in zip(heads, heads[1:], strict=False)]
    return out


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
    write_figure(path, fig, dpi=dpi, facecolor="white")


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


PICTURES = (".png", ".svg", ".pdf")


def graphviz_available() -> bool:
    """Whether Graphviz's `dot` program is on the PATH."""
    return shutil.which("dot") is not None


def run_dot(text: str, path: Path) -> bool:
    """Lay out and draw DOT text with Graphviz into `path` (format from its suffix); False when that failed."""
    exe = shutil.which("dot")
    if exe is None:
        return False
    try:
        proc = subprocess.run([exe, f"-T{path.suffix[1:]}"], input=text.encode("utf-8"),
                              capture_output=True, timeout=120, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    if proc.returncode != 0 or not proc.stdout:
        return False
    write_bytes(path, proc.stdout)  # Graphviz draws to memory: the one writer puts the file in place
    return True


def write_graphs(rs: Ruleset, out: Path, players: int | None, note: Note | None = None,
                 locale: str | None = None) -> list[Path]:
    """Write the board graphs; the files written.

    `out` ending in .png/.svg/.pdf: that one file with every graph, laid out by Graphviz (with matplotlib and no
    Graphviz: one .png per graph, `<stem>-<graph>.png`, when there are several). `out` ending in .dot/.gv: the DOT
    text of every graph in that file. No suffix: `<out>-<graph>.dot` and `.png` per graph.
    """
    say = note or _stderr
    if players is not None and not rs.min_players <= players <= rs.max_players:
        raise UsageError(f"{rs.name} plays {rs.min_players}-{rs.max_players} players, not {players}", "U008")
    gids = sorted(set(rs.graph_edges) | set(rs.graphs) | set(getattr(rs, "graph_nodes", None) or {}))
    if not gids:
        say(f"{rs.name}: the ruleset declares no graphs; nothing written")
        return []
    words = words_for(rs, locale)
    make_dir(out.parent)
    suffix = out.suffix.lower()
    if suffix in (".dot", ".gv"):
        text = dot_text(rs, gids[0], players, words) if len(gids) == 1 else dot_all(rs, gids, players, words)
        write_text(out, text)
        return [out]
    if suffix in PICTURES:
        text = dot_text(rs, gids[0], players, words) if len(gids) == 1 else dot_all(rs, gids, players, words)
        if run_dot(text, out):
            return [out]
        if suffix != ".png" or not _matplotlib_available():
            raise UsageError(f"cannot draw {out.name}: Graphviz `dot` is not installed"
                             + ("" if suffix == ".png" else " (matplotlib draws .png only)"), "G001")
        say("Graphviz `dot` is not installed: drawing with matplotlib (install graphviz for a cleaner layout)")
        targets = [out] if len(gids) == 1 else [out.with_name(f"{out.stem}-{gid}.png") for gid in gids]
        for gid, target in zip(gids, targets, strict=True):
            nodes, edges = graph_model(rs, gid, players, words)
            render_png(target, _title(rs, gid, players, words), nodes, edges)
        return targets
    return _write_per_graph(rs, out, gids, players, words, say)


def _write_per_graph(rs: Ruleset, stem: Path, gids: list[str], players: int | None, words: Words,
                     say: Note) -> list[Path]:
    png = _matplotlib_available() or graphviz_available()
    written: list[Path] = []
    for gid in gids:
        base = stem.parent / f"{stem.name}-{gid}"
        dot_path = base.with_name(base.name + ".dot")
        text = dot_text(rs, gid, players, words)
        write_text(dot_path, text)
        written.append(dot_path)
        if png:
            png_path = base.with_name(base.name + ".png")
            if not run_dot(text, png_path):
                nodes, edges = graph_model(rs, gid, players, words)
                render_png(png_path, _title(rs, gid, players, words), nodes, edges)
            written.append(png_path)
    if not png:
        say("neither Graphviz nor matplotlib is installed: wrote .dot files only "
            "(install graphviz, or the `plots` extra, pip install 'rulesdsl[plots]', for .png pictures)")
    return written

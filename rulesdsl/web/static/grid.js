// The grids of the table (state.grids, from web/grids.py) drawn as SVG: square or hex cells, each covered cell
// filled with the colour of its piece's tag (a terrain) and marked with its marks (crowns); cells the pending
// decision offers are lit and clickable. Text goes in with textContent only. Called by table.js after each
// render and by replay.js after each step: window.drawGrids(state, send).
"use strict";
(function () {
  const NS = "http://www.w3.org/2000/svg";
  const SQ = 52;          // a square cell's side, in px
  const HR = 19;          // a hexagon's radius (centre to corner)
  function svgEl(tag, attrs) {
    const e = document.createElementNS(NS, tag);
    for (const k in attrs) e.setAttribute(k, String(attrs[k]));
    return e;
  }
  function hexPoints(cx, cy) {
    const pts = [];
    for (let k = 0; k < 6; k++) {
      const a = Math.PI / 180 * (60 * k - 30);
      pts.push((cx + HR * Math.cos(a)).toFixed(1) + "," + (cy + HR * Math.sin(a)).toFixed(1));
    }
    return pts.join(" ");
  }
  function centre(g, c) {
    if (g.shape === "hex") {
      const w = Math.sqrt(3) * HR;
      return [HR + 4 + w * (c.col + c.row / 2), HR + 4 + 1.5 * HR * c.row];
    }
    return [4 + SQ * c.col + SQ / 2, 4 + SQ * c.row + SQ / 2];
  }
  function size(g) {
    if (g.shape === "hex") {
      const w = Math.sqrt(3) * HR;
      return [Math.ceil(w * (g.width + (g.height - 1) / 2) + 2 * HR), Math.ceil(1.5 * HR * (g.height - 1) + 2 * HR + 8)];
    }
    return [SQ * g.width + 8, SQ * g.height + 8];
  }
  function edges(svg, g, state) {
    // a grid with sides (a connection game): each seat's two edges in its colour
    (g.sides || []).forEach(function (pair, seat) {
      const p = state.players[seat];
      if (!p) return;
      for (const name of pair) {
        const cells = g.cells.filter(function (c) {
          return (name === "n" && c.row === 0) || (name === "s" && c.row === g.height - 1) ||
            (name === "w" && c.col === 0) || (name === "e" && c.col === g.width - 1);
        });
        const pts = cells.map(function (c) {
          const xy = centre(g, c);
          const off = g.shape === "hex" ? HR + 3 : SQ / 2 + 2;
          const dx = name === "w" ? -off : name === "e" ? off : 0;
          const dy = name === "n" ? -off : name === "s" ? off : 0;
          return (xy[0] + dx).toFixed(1) + "," + (xy[1] + dy).toFixed(1);
        });
        svg.appendChild(svgEl("polyline", {points: pts.join(" "), fill: "none", stroke: p.colour,
          "stroke-width": 5, "stroke-linecap": "round", "class": "grid-side"}));
      }
    });
  }
  function drawCell(svg, g, c, offer, send) {
    const xy = centre(g, c);
    const shape = g.shape === "hex"
      ? svgEl("polygon", {points: hexPoints(xy[0], xy[1])})
      : svgEl("rect", {x: xy[0] - SQ / 2 + 1, y: xy[1] - SQ / 2 + 1, width: SQ - 2, height: SQ - 2, rx: 4});
    shape.setAttribute("fill", c.fill || (c.object ? "#cfc6b8" : "#f4f1ea"));
    shape.setAttribute("stroke", offer ? "#d2691e" : "rgba(0,0,0,.35)");
    shape.setAttribute("stroke-width", offer ? 3 : 1);
    shape.setAttribute("class", "grid-cell" + (offer ? " grid-offer" : ""));
    const title = svgEl("title", {});
    title.textContent = [c.name, c.value, offer ? offer.label : null].filter(Boolean).join(" · ");
    shape.appendChild(title);
    svg.appendChild(shape);
    if (c.object && !c.fill) {  // a piece with no colour of its own: its name's first letter
      const t = svgEl("text", {x: xy[0], y: xy[1] + 5, "text-anchor": "middle", "font-size": 14, fill: "#222"});
      t.textContent = (c.name || "?").slice(0, 1);
      svg.appendChild(t);
    }
    if (c.marks > 0) {
      const t = svgEl("text", {x: xy[0], y: xy[1] + 6, "text-anchor": "middle", "font-size": 15, fill: "#fff",
        stroke: "#333", "stroke-width": 0.6});
      t.textContent = "\u265B".repeat(Math.min(c.marks, 3));
      svg.appendChild(t);
    }
    if (offer) {
      shape.setAttribute("tabindex", "0");
      shape.setAttribute("role", "button");
      shape.setAttribute("aria-label", offer.label);
      shape.addEventListener("click", function () { send(offer.id); });
      shape.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") send(offer.id); });
    }
  }
  function joins(svg, g) {
    // the two halves of a piece are drawn as one: a short bar across the side between neighbouring cells it covers
    if (g.shape !== "square") return;
    const at = {};
    for (const c of g.cells) at[c.col + "," + c.row] = c;
    for (const c of g.cells) {
      if (!c.object) continue;
      for (const d of [[1, 0], [0, 1]]) {
        const n = at[(c.col + d[0]) + "," + (c.row + d[1])];
        if (!n || n.object !== c.object) continue;
        const a = centre(g, c), b = centre(g, n);
        const mx = (a[0] + b[0]) / 2, my = (a[1] + b[1]) / 2;
        const ux = Math.sign(b[0] - a[0]) * 9, uy = Math.sign(b[1] - a[1]) * 9;  // across the shared side
        svg.appendChild(svgEl("line", {x1: mx - ux, y1: my - uy, x2: mx + ux, y2: my + uy,
          stroke: "rgba(40,30,20,.6)", "stroke-width": 6, "stroke-linecap": "round"}));
      }
    }
  }
  function drawGrid(g, state, offers, send) {
    const box = document.createElement("figure");
    box.className = "grid-box";
    const cap = document.createElement("figcaption");
    cap.textContent = g.title;
    box.appendChild(cap);
    const wh = size(g);
    const svg = svgEl("svg", {viewBox: "0 0 " + wh[0] + " " + wh[1], width: wh[0], height: wh[1], role: "img",
      "class": "grid-svg " + g.shape});
    svg.setAttribute("aria-label", g.title);
    edges(svg, g, state);
    for (const c of g.cells) drawCell(svg, g, c, offers[c.key], send);
    joins(svg, g);
    box.appendChild(svg);
    return box;
  }
  window.drawGrids = function (state, send) {
    let area = document.getElementById("grids");
    const grids = state.grids || [];
    if (!grids.length) { if (area) area.remove(); return; }
    if (!area) {
      area = document.createElement("section");
      area.id = "grids";
      area.className = "grids";
      const after = document.getElementById("decision") || document.getElementById("next");  // table, replay
      after.parentNode.insertBefore(area, after.nextSibling);
    }
    const offers = {};
    const d = state.decision;
    if (d && d.mine && d.options) for (const o of d.options) if (o.legal && o.zone) offers[o.zone] = o;
    // the viewer's own grid first, then the others at the same size
    const mine = grids.filter(function (g) { return g.seat === state.viewer; });
    const rest = grids.filter(function (g) { return g.seat !== state.viewer; });
    area.replaceChildren(...mine.concat(rest).map(function (g) { return drawGrid(g, state, offers, send); }));
    // the cells on offer are clicked on the grid (each is a button there): their buttons give way to it
    if (d && d.options) {
      for (const b of document.querySelectorAll("#decision button.option")) {
        const o = d.options.find(function (x) { return x.id === b.dataset.option; });
        if (o && o.zone && offers[o.zone]) b.hidden = true;
      }
    }
  };
})();

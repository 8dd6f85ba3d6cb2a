// Drawing the table from its JSON (shared by the table and the replay). Text goes in with textContent only.
"use strict";
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}
function zoneBox(z, t) {
  const box = el("div", "zone" + (z.count ? "" : " empty") + (z.hidden ? " hidden" : ""));
  box.dataset.key = z.key;
  if (z.cell) { box.style.gridRow = z.cell[0]; box.style.gridColumn = z.cell[1]; }
  box.appendChild(el("div", "zone-title", z.title));
  if (z.hidden) {
    if (z.count) box.appendChild(el("div", "backs", z.count_text));
  } else {
    // identical objects side by side are drawn once with a count
    const groups = [];
    for (const o of z.objects) {
      const props = Object.entries(o.props).map(([k, v]) => k + " " + v).join(", ");
      const last = groups[groups.length - 1];
      if (last && last.entity === o.entity && last.props === props) last.n += 1;
      else groups.push({entity: o.entity, name: o.name, props: props, n: 1});
    }
    for (const g of groups) {
      const chip = el("span", "chip", g.name);
      chip.dataset.entity = g.entity;
      if (g.props) chip.appendChild(el("small", "", " " + g.props));
      if (g.n > 1) chip.appendChild(el("b", "times", " ×" + g.n));
      box.appendChild(chip);
    }
  }
  return box;
}
function regionBox(r, t) {
  const sec = el("section", "region");
  sec.dataset.region = r.id;
  if (r.row) sec.style.gridRow = r.row;
  sec.style.gridColumn = (r.column ? r.column : "auto") + " / span " + r.width;
  sec.appendChild(el("h3", "", r.title));
  const grid = el("div", r.grid ? "zones track" : "zones");
  if (!r.grid) grid.style.gridTemplateColumns = "repeat(" + r.columns + ", minmax(0, 1fr))";
  for (const z of r.zones) grid.appendChild(zoneBox(z, t));
  sec.appendChild(grid);
  return sec;
}
function drawBoard(state, t) {
  const board = document.getElementById("board");
  board.replaceChildren(...state.board.map((r) => regionBox(r, t)));
  const players = document.getElementById("players");
  players.replaceChildren(...state.players.map((p) => {
    const sec = el("section", "panel player" + (state.viewer === p.seat ? " me" : ""));
    sec.dataset.seat = p.seat;
    const head = el("h2", "", p.name);
    head.appendChild(el("span", "score", t.score + " " + p.score));
    sec.appendChild(head);
    const cs = el("p", "counters");
    for (const c of p.counters) cs.appendChild(el("span", "counter", c.name + " " + c.value));
    sec.appendChild(cs);
    const areas = el("div", "board player-board");
    for (const r of p.regions) areas.appendChild(regionBox(r, t));
    sec.appendChild(areas);
    return sec;
  }));
  const log = document.getElementById("log");
  log.replaceChildren(...state.log.map((line) => el("li", line.startsWith("    ") ? "detail" : "", line.trim())));
  log.parentElement.scrollTop = log.parentElement.scrollHeight;
  const scores = document.getElementById("scores");
  if (state.scores) { scores.hidden = false; scores.textContent = state.scores; } else { scores.hidden = true; }
}

// Drawing the table from its JSON (shared by the table and the replay). Text goes in with textContent only.
"use strict";
let CARDS = {};  // entity id -> {name, kind, lines}: card text for hover and tap
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}
async function loadCards(ruleset, locale) {
  try {
    const r = await fetch("/api/cards/" + encodeURIComponent(ruleset) + "?locale=" + encodeURIComponent(locale));
    if (r.ok) CARDS = await r.json();
  } catch (e) { CARDS = {}; }
}
function cardText(entity, fallback) {
  const c = CARDS[entity];
  if (!c) return fallback || "";
  return [c.name + " · " + c.kind, ...c.lines].join("\n");
}
// the layout's icon shapes (a fixed set, 24x24): an icon is drawn from this table or as plain text, never markup
const SHAPES = {
  circle: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z",
  square: "M4 4h16v16H4z",
  diamond: "M12 2l9 10l-9 10l-9-10z",
  triangle: "M12 3l10 18H2z",
  hexagon: "M7 3h10l5 9l-5 9H7l-5-9z",
  star: "M12 2l2.9 6.6l7.1.6l-5.4 4.7l1.6 7.1L12 17.3L5.8 21l1.6-7.1L2 9.2l7.1-.6z",
  pawn: "M12 2a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM8.5 11h7l2 8h2v3H4.5v-3h2z",
  die: "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 6.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3zM16 14.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3zM12 10.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3z",
  card: "M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM7 5v14h10V5z",
  coin: "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM12 6a6 6 0 1 1 0 12a6 6 0 1 1 0-12z",
  house: "M12 3l10 9h-3v9h-5v-6h-4v6H5v-9H2z",
  tree: "M12 2l7 10h-4l5 7h-7v3h-2v-3H4l5-7H5z",
  mountain: "M2 20l7-13l4 7l3-4l6 10z",
  wave: "M2 14c3-4 5-4 8 0s5 4 8 0c1.5-2 3-2.6 4-2.6V17c-1 0-2.5.6-4 2.6c-3 4-5 4-8 0s-5-4-8 0z",
  flag: "M5 2h2v20H5zM8 3h11l-3 4.5l3 4.5H8z",
  heart: "M12 21l-8.5-8.6A5 5 0 0 1 12 5.6a5 5 0 0 1 8.5 6.8z",
};
function icon(spec, ownerColour) {
  if (!spec) return null;
  if (spec.glyph !== undefined) {
    const g = el("span", "icon glyph", spec.glyph);
    g.setAttribute("aria-hidden", "true");
    return g;
  }
  const d = SHAPES[spec.shape];
  if (!d) return null;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "icon shape");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", d);
  path.setAttribute("fill-rule", "evenodd");
  path.setAttribute("fill", spec.colour || ownerColour || "currentColor");
  path.setAttribute("stroke", "rgba(0,0,0,.55)");
  path.setAttribute("stroke-width", "1");
  svg.appendChild(path);
  return svg;
}
function colourOf(state, seat) {
  const p = state.players[seat];
  return p ? p.colour : null;
}
function showCard(entity, name) {
  const pop = document.getElementById("card-pop");
  if (!pop) return;
  pop.replaceChildren();
  const c = CARDS[entity];
  pop.appendChild(el("h3", "", c ? c.name : name));
  if (c) {
    pop.appendChild(el("p", "kind", c.kind));
    for (const l of c.lines) pop.appendChild(el("p", "", l));
  }
  const close = el("button", "close", "×");
  close.setAttribute("aria-label", "close");
  close.addEventListener("click", () => { pop.hidden = true; });
  pop.appendChild(close);
  pop.hidden = false;
  close.focus();
}
function chip(state, g) {
  const c = el("span", "chip" + (g.owner !== null && g.owner !== undefined ? " owned" : ""));
  c.dataset.entity = g.entity;
  c.dataset.ids = g.ids.join(" ");
  if (g.owner !== null && g.owner !== undefined) {
    c.style.setProperty("--owner", colourOf(state, g.owner));
    c.dataset.owner = g.owner;
  }
  const mark = icon(g.icon, g.owner !== null && g.owner !== undefined ? colourOf(state, g.owner) : null);
  if (mark) c.appendChild(mark);
  else if (g.owner !== null && g.owner !== undefined) c.appendChild(el("span", "dot", ""));
  c.appendChild(el("span", "name", g.name));
  for (const [k, v] of g.props) c.appendChild(el("span", "badge prop", k + " " + v));
  if (g.n > 1) c.appendChild(el("span", "badge count", "×" + g.n));
  const who = g.owner !== null && g.owner !== undefined ? state.players[g.owner] : null;
  const owner = who ? who.name + " (" + who.colour_name + ") · " : "";
  c.title = owner + cardText(g.entity, g.name);
  c.addEventListener("click", (e) => {
    // a target takes the move (its own handler, or its zone's); any other piece shows its card
    if (c.classList.contains("target") || c.closest(".zone.target")) return;
    e.stopPropagation();
    showCard(g.entity, g.name);
  });
  return c;
}
function zoneBox(state, z) {
  const box = el("div", "zone" + (z.count ? "" : " empty") + (z.hidden ? " hidden" : ""));
  box.dataset.key = z.key;
  if (z.cell) { box.style.gridRow = z.cell[0]; box.style.gridColumn = z.cell[1]; }
  const title = el("div", "zone-title", "");
  const mark = icon(((state.icons || {}).zones || {})[z.zone], null);
  if (mark) title.appendChild(mark);
  title.appendChild(document.createTextNode(z.title));
  title.title = z.title;
  box.appendChild(title);
  if (z.hidden) {
    if (z.count) box.appendChild(el("div", "backs", z.count_text));
    return box;
  }
  // identical objects side by side are drawn once with a count
  const groups = [];
  for (const o of z.objects) {
    const key = o.entity + "|" + o.owner + "|" + JSON.stringify(o.props);
    const last = groups[groups.length - 1];
    if (last && last.key === key) { last.n += 1; last.ids.push(o.id); }
    else groups.push({key: key, entity: o.entity, name: o.name, props: o.props, owner: o.owner, icon: o.icon, n: 1, ids: [o.id]});
  }
  for (const g of groups) box.appendChild(chip(state, g));
  return box;
}
function regionBox(state, r) {
  const sec = el("section", "region");
  sec.dataset.region = r.id;
  if (r.row) sec.style.gridRow = r.row;
  sec.style.gridColumn = (r.column ? r.column : "auto") + " / span " + r.width;
  sec.appendChild(el("h3", "", r.title));
  // a long track (many columns) scrolls sideways; a few placed cells share the region's width
  const wide = Math.max(0, ...r.zones.map((z) => (z.cell ? z.cell[1] : 0)));
  const track = r.grid && wide > 6;
  const grid = el("div", track ? "zones track" : "zones");
  if (track) {
    grid.tabIndex = 0;
    grid.setAttribute("aria-label", r.title);
    if (r.route) grid.classList.add("route");  // a narrow screen lays a route out in its own order
  } else grid.style.setProperty("--cols", r.grid ? wide : r.columns);
  const stacks = {};  // zones placed in one cell (the spaces of one position on a route) are drawn stacked
  for (const z of r.zones) {
    const box = zoneBox(state, z);
    if (!z.cell) { grid.appendChild(box); continue; }
    const key = z.cell.join(",");
    if (!stacks[key]) {
      stacks[key] = el("div", "cell");
      stacks[key].style.gridRow = z.cell[0]; stacks[key].style.gridColumn = z.cell[1];
      grid.appendChild(stacks[key]);
    }
    box.style.gridRow = ""; box.style.gridColumn = "";
    stacks[key].appendChild(box);
  }
  sec.appendChild(grid);
  return sec;
}
function counterList(list) {
  const cs = el("p", "counters");
  for (const c of list) {
    const b = el("span", "counter", "");
    b.appendChild(el("span", "", c.name + " "));
    b.appendChild(el("b", "", c.value));
    cs.appendChild(b);
  }
  return cs;
}
function playerHead(state, p, t) {
  const head = el("h2", "player-head");
  head.style.setProperty("--owner", p.colour);
  head.appendChild(el("span", "dot", ""));
  head.appendChild(el("span", "pname", p.name + (state.viewer === p.seat ? " (" + (t.you || "you") + ")" : "")));
  if (state.decision && state.decision.player === p.seat && !state.over) {
    const turn = el("span", "turn", "▶");
    turn.title = state.decision.prompt;
    head.appendChild(turn);
  }
  head.appendChild(el("span", "score", (t.score || "Score") + " " + p.score));
  return head;
}
function playerPanel(state, p, t, full) {
  const sec = el("section", "panel player" + (state.viewer === p.seat ? " me" : ""));
  sec.dataset.seat = p.seat;
  sec.style.setProperty("--owner", p.colour);
  sec.appendChild(playerHead(state, p, t));
  sec.appendChild(counterList(p.counters));
  const areas = el("div", "board player-board");
  for (const r of p.regions) {
    const shown = full ? r : Object.assign({}, r, {zones: r.zones.filter((z) => z.count)});
    if (shown.zones.length) areas.appendChild(regionBox(state, shown));
  }
  sec.appendChild(areas);
  return sec;
}
function markTargets(state, send) {
  const d = state.decision;
  if (!d || !d.mine || !d.options) return;
  for (const o of d.options) {
    if (!o.legal) continue;
    let node = null;
    if (o.object !== undefined) {
      node = Array.from(document.querySelectorAll(".chip")).find((c) => c.dataset.ids.split(" ").includes(String(o.object)) && !c.classList.contains("target"));
    } else if (o.zone !== undefined) {
      node = document.querySelector('.zone[data-key="' + CSS.escape(o.zone) + '"]');
    }
    if (!node) continue;
    node.classList.add("target");
    node.tabIndex = 0;
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", o.label);
    node.dataset.option = o.id;
    const go = (e) => { e.stopPropagation(); send(o.id); };
    node.addEventListener("click", go);
    node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(e); } });
  }
}
function endScreen(state, t) {
  const f = state.final;
  const box = el("div", "end");
  box.appendChild(el("h2", "prompt", t.over));
  if (!f) return box;
  if (f.winner) box.appendChild(el("p", "winner", "★ " + (f.draw ? "" : (t.winner || "Winner") + ": ") + f.winner));
  const ol = el("ol", "ranking");
  for (const r of f.ranking) {
    const li = el("li", "rank" + (r.rank === 1 ? " first" : "") + (r.seat === state.viewer ? " me" : ""));
    li.style.setProperty("--owner", colourOf(state, r.seat));
    li.appendChild(el("span", "place", r.rank));
    li.appendChild(el("span", "dot", ""));
    li.appendChild(el("span", "pname", r.name + (r.seat === state.viewer ? " (" + (t.you || "you") + ")" : "")));
    li.appendChild(el("b", "pscore", r.score));
    ol.appendChild(li);
  }
  box.appendChild(ol);
  const wrap = el("div", "breakdown");
  const table = el("table", "");
  table.appendChild(el("caption", "", f.title));
  const head = el("tr", "");
  head.appendChild(el("th", "", ""));
  for (const h of f.head) { const th = el("th", "", h); th.scope = "col"; head.appendChild(th); }
  table.appendChild(head);
  for (const row of f.rows) {
    const tr = el("tr", row.total ? "total" : "");
    const th = el("th", "", row.label);
    th.scope = "row";
    tr.appendChild(th);
    for (const v of row.values) tr.appendChild(el("td", "", v));
    table.appendChild(tr);
  }
  wrap.appendChild(table);
  box.appendChild(wrap);
  return box;
}
function drawBoard(state, t) {
  const board = document.getElementById("board");
  let strip = document.getElementById("board-counters");
  if (!strip) {  // the game's own counters (a round, a season) above the board
    strip = el("p", "counters board-counters");
    strip.id = "board-counters";
    board.parentElement.insertBefore(strip, board);
  }
  strip.replaceChildren(...counterList(state.board_counters || []).childNodes);
  strip.hidden = !(state.board_counters && state.board_counters.length);
  board.replaceChildren(...state.board.map((r) => regionBox(state, r)));
  const mine = document.getElementById("mine");
  const me = state.viewer !== null ? state.players[state.viewer] : null;
  if (mine) mine.replaceChildren(...(me ? [playerPanel(state, me, t, true)] : []));
  const players = document.getElementById("players");
  players.replaceChildren(...state.players.filter((p) => !mine || p.seat !== state.viewer).map((p) => playerPanel(state, p, t, false)));
  const log = document.getElementById("log");
  log.replaceChildren(...state.log.map((line) => el("li", line.startsWith("    ") ? "detail" : "", line.trim())));
  log.parentElement.scrollTop = log.parentElement.scrollHeight;
  const scores = document.getElementById("scores");
  if (state.final) {
    scores.hidden = false;
    scores.textContent = state.final.winner ? "★ " + (state.final.draw ? "" : (t.winner || "Winner") + ": ")
      + state.final.winner : (t.over || "");
  } else { scores.hidden = true; }
}

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
    c.appendChild(el("span", "dot", ""));
  }
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
  const title = el("div", "zone-title", z.title);
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
    else groups.push({key: key, entity: o.entity, name: o.name, props: o.props, owner: o.owner, n: 1, ids: [o.id]});
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
  const grid = el("div", r.grid ? "zones track" : "zones");
  if (r.grid) { grid.tabIndex = 0; grid.setAttribute("aria-label", r.title); }  // it may scroll sideways
  if (!r.grid) grid.style.setProperty("--cols", r.columns);
  for (const z of r.zones) grid.appendChild(zoneBox(state, z));
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
  if (f.winner) box.appendChild(el("p", "winner", "★ " + (t.winner || "Winner") + ": " + f.winner));
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
    scores.textContent = state.final.winner ? "★ " + (t.winner || "Winner") + ": " + state.final.winner : (t.over || "");
  } else { scores.hidden = true; }
}

// The players' panels, the targets of a decision, the end screen and the whole table drawn from its JSON
// (shared by the table and the replay; drawing pieces, zones and regions is board.js's). Text goes in with
// textContent only.
"use strict";
function counterList(list, named) {
  // a counter with an icon is drawn as the icon and its number (its name is said and shown on hover)
  const cs = el("ul", "counters");
  for (const c of list) {
    const b = el("li", "counter" + (c.icon ? " iconic" : ""), "");
    b.dataset.counter = c.id;
    const mark = c.icon ? icon(c.icon, null) : null;
    if (mark) { b.appendChild(mark); b.title = c.name; b.appendChild(el("span", named ? "" : "sr", c.name + " ")); }
    else b.appendChild(el("span", "", c.name + " "));
    b.appendChild(el("b", "", c.value));
    cs.appendChild(b);
  }
  return cs;
}
function playerHead(state, p, t, tag) {
  const head = el(tag || "h2", "player-head");
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
function playerAreas(state, p, t) {
  // the regions with something in them; the empty zones folded into one line (still targets when offered)
  const areas = el("div", "board player-board");
  const empty = [];
  for (const r of p.regions) {
    const shown = Object.assign({}, r, {zones: r.zones.filter((z) => z.count)});
    empty.push(...r.zones.filter((z) => !z.count));
    if (shown.zones.length) areas.appendChild(regionBox(state, shown));
  }
  if (empty.length) {
    const line = el("p", "folded");
    line.appendChild(el("span", "muted", (t.empty || "Empty") + ": "));
    for (const z of empty) {
      const s = el("span", "zone empty folded-zone", z.title);
      s.dataset.key = z.key;
      line.appendChild(s);
    }
    areas.appendChild(line);
  }
  return areas;
}
function playerPanel(state, p, t, full) {
  if (!full) {
    // another player: a summary (name, score, counters) that opens on their area
    const det = el("details", "panel player");
    det.dataset.seat = p.seat;
    det.style.setProperty("--owner", p.colour);
    const sum = el("summary", "");
    sum.appendChild(playerHead(state, p, t, "h3"));
    sum.appendChild(counterList(p.counters));
    det.appendChild(sum);
    det.appendChild(playerAreas(state, p, t));
    return det;
  }
  const sec = el("section", "panel player me");
  sec.dataset.seat = p.seat;
  sec.style.setProperty("--owner", p.colour);
  const head = playerHead(state, p, t);
  head.id = "mine-head";
  sec.setAttribute("aria-labelledby", head.id);
  sec.appendChild(head);
  sec.appendChild(counterList(p.counters));
  FACES = true;  // the seat's own cards as card frames
  try { sec.appendChild(playerAreas(state, p, t)); } finally { FACES = false; }
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
    strip = el("ul", "counters board-counters");
    strip.id = "board-counters";
    board.parentElement.insertBefore(strip, board);
  }
  strip.replaceChildren(...counterList(state.board_counters || [], true).childNodes);
  strip.hidden = !(state.board_counters && state.board_counters.length);
  REGION_N = 0;
  board.replaceChildren(...state.board.map((r) => regionBox(state, r)));
  requestAnimationFrame(redrawEdges);
  const mine = document.getElementById("mine");
  const me = state.viewer !== null ? state.players[state.viewer] : null;
  if (mine) mine.replaceChildren(...(me ? [playerPanel(state, me, t, true)] : []));
  const players = document.getElementById("players");
  const open = new Set(Array.from(players.querySelectorAll("details[open]")).map((d) => d.dataset.seat));
  players.replaceChildren(...state.players.filter((p) => !mine || p.seat !== state.viewer).map((p) => playerPanel(state, p, t, false)));
  players.querySelectorAll("details").forEach((d) => { d.open = open.has(d.dataset.seat) || !me; });
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

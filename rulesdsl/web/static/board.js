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
  return [c.name + " · " + c.kind, ...c.lines].join("\n");  // the face's text, flat
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
function cardFrame(c, name, tag) {
  // one card as a frame: name and corner (a cost, a price), kind, props, text blocks: the gallery's face
  const box = el("div", "frame");
  const head = el("div", "card-head");
  head.appendChild(el(tag || "h3", "", c ? c.name : name));
  if (c) for (const [label, value, spec] of c.corner) {
    const k = el("span", "corner", value);
    const mark = icon(spec, null);
    if (mark) { k.classList.add("iconic"); k.prepend(mark); }
    k.title = label;
    k.setAttribute("aria-label", label + " " + value);
    head.appendChild(k);
  }
  box.appendChild(head);
  if (!c) return box;
  box.appendChild(el("p", "kind", c.kind));
  if (c.props.length) {
    const ul = el("ul", "props");
    for (const p of c.props) ul.appendChild(el("li", "", p));
    box.appendChild(ul);
  }
  for (const [label, lines] of c.blocks) {
    const b = el("div", "effect");
    if (label) b.appendChild(el("b", "", label));
    for (const l of lines) b.appendChild(el("p", "", l));
    box.appendChild(b);
  }
  return box;
}
function showCard(entity, name) {
  const pop = document.getElementById("card-pop");
  if (!pop) return;
  pop.replaceChildren(cardFrame(CARDS[entity], name, "h2"));
  const close = el("button", "close", "×");
  close.setAttribute("aria-label", "close");
  close.addEventListener("click", () => { pop.hidden = true; });
  pop.appendChild(close);
  pop.hidden = false;
  close.focus();
}
function propBadge(state, prop) {
  // [name, value, id]: a prop with a declared icon is its icon and number, its name said and shown on hover
  const spec = ((state.icons || {}).props || {})[prop[2]];
  const b = el("span", "badge prop" + (spec ? " iconic" : ""), spec ? "" : prop[0] + " " + prop[1]);
  if (spec) {
    const mark = icon(spec, null);
    if (mark) b.appendChild(mark);
    b.appendChild(document.createTextNode(String(prop[1])));
    b.title = prop[0] + " " + prop[1];
  }
  return b;
}
let FACES = false;  // while the seat's own area is drawn: its cards as small card frames, not chips
function cardlet(c, face, g) {
  // a card in the seat's own area as a small frame: the name and the corner (a cost, props with icons), the
  // first line of its text; the whole text shows on hover and focus, and Enter opens the full card
  c.classList.add("cardlet");
  const head = el("span", "cl-head", "");
  head.appendChild(c.firstChild);  // the name with its icon
  for (const [label, value, spec] of face.corner) {
    const k = el("span", "corner", value);
    const mark = icon(spec, null);
    if (mark) { k.classList.add("iconic"); k.prepend(mark); }
    k.title = label;
    head.appendChild(k);
  }
  c.prepend(head);
  const first = face.blocks[0];
  const line = first ? (first[0] ? first[0] + ": " : "") + (first[1][0] || "") : face.props.join(" · ");
  c.appendChild(el("span", "cl-line", line));
  const full = el("span", "cl-full", "");
  full.setAttribute("aria-hidden", "true");  // said through the label and the card that Enter opens
  if (face.props.length) full.appendChild(el("span", "cl-block muted", face.props.join(" · ")));
  for (const [label, lines] of face.blocks) {
    const b = el("span", "cl-block", "");
    if (label) b.appendChild(el("b", "", label + " "));
    b.appendChild(document.createTextNode(lines.join(" ")));
    full.appendChild(b);
  }
  c.appendChild(full);
  const place = () => {  // the whole text opens towards the side of the screen with room for it
    const r = c.getBoundingClientRect();
    full.classList.toggle("leftward", r.left + 16 * 16 > window.innerWidth && r.right > window.innerWidth / 2);
  };
  c.addEventListener("mouseenter", place);
  c.addEventListener("focus", place);
  c.removeAttribute("title");  // the whole text is drawn on hover instead of a tooltip
  c.setAttribute("aria-label", g.name + ". " + line);
}
function chip(state, g) {
  const owned = g.owner !== null && g.owner !== undefined;
  const card = CARDS[g.entity] && CARDS[g.entity].blocks.length;  // a piece with text is drawn as a small card
  const c = el("span", "chip" + (owned ? " owned" : "") + (card ? " card-chip" : ""));
  c.dataset.entity = g.entity;
  c.dataset.ids = g.ids.join(" ");
  if (owned) {
    c.style.setProperty("--owner", colourOf(state, g.owner));
    c.dataset.owner = g.owner;
  }
  const mark = icon(g.icon, owned ? colourOf(state, g.owner) : null);
  const name = el("span", "name", "");  // the icon stays with the name; badges wrap after it
  if (mark) name.appendChild(mark);
  else if (owned) name.appendChild(el("span", "dot", ""));
  name.appendChild(document.createTextNode(g.name));
  c.appendChild(name);
  for (const p of g.props) c.appendChild(propBadge(state, p));
  if (g.n > 1) c.appendChild(el("span", "badge count", "×" + g.n));
  const who = owned ? state.players[g.owner] : null;
  const owner = who ? who.name + " (" + who.colour_name + ") · " : "";
  c.title = owner + cardText(g.entity, g.name);
  // every piece takes the focus and opens its card with Enter (a target takes the move instead)
  c.tabIndex = 0;
  c.setAttribute("role", "button");
  c.setAttribute("aria-label", g.name + g.props.map((p) => ", " + p[0] + " " + p[1]).join("") + (g.n > 1 ? ", ×" + g.n : ""));
  const open = (e) => {
    if (c.classList.contains("target") || c.closest(".zone.target")) return;
    e.stopPropagation();
    showCard(g.entity, g.name);
  };
  // in the seat's own area a piece whose face says something (text, a cost in its corner, two props or more) is
  // drawn as a card
  const face = CARDS[g.entity];
  if (FACES && face && (face.blocks.length || face.corner.length || face.props.length > 1)) cardlet(c, face, g);
  c.addEventListener("click", open);
  c.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); open(e); } });
  return c;
}
function zoneBox(state, z) {
  const box = el("div", "zone" + (z.count ? "" : " empty") + (z.hidden ? " hidden" : ""));
  box.dataset.key = z.key;
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", z.title);
  if (z.cell) { box.style.gridRow = z.cell[0]; box.style.gridColumn = z.cell[1]; }
  const title = el("div", "zone-title", "");
  title.setAttribute("aria-hidden", "true");
  const mark = icon(((state.icons || {}).zones || {})[z.zone], null);
  if (mark) title.appendChild(mark);
  title.appendChild(document.createTextNode(z.title));
  title.title = z.title;
  box.appendChild(title);
  if (z.hidden) {
    if (z.count) box.appendChild(el("div", "backs", z.count_text));
    return box;
  }
  // identical objects side by side are drawn once with a count; the pieces of a zone are a list
  const groups = [];
  for (const o of z.objects) {
    const key = o.entity + "|" + o.owner + "|" + JSON.stringify(o.props);
    const last = groups[groups.length - 1];
    if (last && last.key === key) { last.n += 1; last.ids.push(o.id); }
    else groups.push({key: key, entity: o.entity, name: o.name, props: o.props, owner: o.owner, icon: o.icon, n: 1, ids: [o.id]});
  }
  if (groups.length) {
    const ul = el("ul", "pieces");
    for (const g of groups) { const li = el("li", ""); li.appendChild(chip(state, g)); ul.appendChild(li); }
    box.appendChild(ul);
  }
  return box;
}
let REGION_N = 0;
const FOLDS = new Map();  // region id -> open, for folded regions the player opened or closed  // ids for the headings that name the regions (landmarks)
function placeZones(state, r, zones, grid) {
  const stacks = {};  // zones placed in one cell (the spaces of one position on a route) are drawn stacked
  for (const z of zones) {
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
}
function sectionsBox(state, r) {
  // a region drawn as sections side by side (one per value of a zone tag), each split in bands, with an optional
  // divider across all of them; on a phone each section is one block
  const byKey = {};
  for (const z of r.zones) byKey[z.key] = z;
  const wrap = el("div", "sections");
  wrap.style.setProperty("--sections", r.sections.length);
  for (const s of r.sections) {
    const sec = el("section", "sect");
    const h = el("h4", "", s.title);
    h.id = "region-" + (++REGION_N);
    sec.setAttribute("aria-labelledby", h.id);
    sec.dataset.section = s.id;
    sec.appendChild(h);
    const parts = [el("div", "part"), el("div", "part lower")];
    let part = 0, band = null, grid = null;
    s.keys.forEach((key, i) => {
      const b = s.bands[i];
      if (s.split && b === s.split) part = 1;
      if (grid === null || b !== band || grid.parentElement !== parts[part]) {
        grid = el("div", "zones");
        grid.style.setProperty("--cols", r.columns);
        parts[part].appendChild(grid);
        band = b;
      }
      grid.appendChild(zoneBox(state, byKey[key]));
    });
    if (s.track) parts[0].appendChild(trackBox(state, s.track, s.track.lanes[0], "h5"));
    sec.appendChild(parts[0]);
    if (s.split) {
      const river = el("div", "split", s.split_title || "");
      river.setAttribute("aria-hidden", "true");
      sec.appendChild(river);
    }
    sec.appendChild(parts[1]);
    wrap.appendChild(sec);
  }
  return wrap;
}
function trackBox(state, t, lane, tag) {
  // a track: its steps in a row, numbered, each holding its pieces in their owners' colours (an owned piece's icon
  // takes the owner's colour); a list under a heading, every piece focusable and opening its card
  const box = el("div", "ptrack");
  const h = el(tag, "", t.title);
  h.id = "region-" + (++REGION_N);
  box.appendChild(h);
  const ol = el("ol", "steps");
  ol.setAttribute("aria-labelledby", h.id);
  ol.style.setProperty("--steps", lane.steps.length);
  lane.steps.forEach((pieces, i) => {
    const li = el("li", "step" + (pieces.length ? "" : " empty"));
    li.dataset.key = t.id + "|" + lane.id + "|" + i;  // where a piece was, for the last move's highlight
    li.appendChild(el("span", "n", i + 1)).setAttribute("aria-hidden", "true");
    li.appendChild(el("span", "sr", t.step_titles[i]));
    for (const o of pieces) {
      const owned = o.owner !== null && o.owner !== undefined;
      const mark = o.icon && o.icon.shape && owned ? {shape: o.icon.shape} : o.icon;
      const c = chip(state, {entity: o.entity, name: o.name, props: [], owner: o.owner, icon: mark, n: 1, ids: [o.id]});
      c.classList.add("mini");
      c.setAttribute("aria-label", o.name + ", " + t.step_titles[i]);
      c.title = t.step_titles[i] + " · " + c.title;  // the space, the owner and their colour, the piece's text
      li.appendChild(c);
    }
    ol.appendChild(li);
  });
  box.appendChild(ol);
  return box;
}
function drawEdges(grid) {
  // the bridges of a region drawn as a graph: a line between the centres of the zones an edge joins
  const edges = JSON.parse(grid.dataset.edges || "[]");
  let svg = grid.querySelector("svg.edges");
  if (!svg) {
    svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "edges");
    svg.setAttribute("aria-hidden", "true");
    grid.prepend(svg);
  }
  const box = grid.getBoundingClientRect();
  svg.setAttribute("width", grid.scrollWidth); svg.setAttribute("height", grid.scrollHeight);
  svg.replaceChildren();
  for (const [a, b] of edges) {
    const za = grid.querySelector('.zone[data-key="' + CSS.escape(a) + '"]');
    const zb = grid.querySelector('.zone[data-key="' + CSS.escape(b) + '"]');
    if (!za || !zb) continue;
    const ra = za.getBoundingClientRect(), rb = zb.getBoundingClientRect();
    const line = document.createElementNS("http://www.w3.org/2000/svg", "line");
    line.setAttribute("x1", ra.left + ra.width / 2 - box.left + grid.scrollLeft);
    line.setAttribute("y1", ra.top + ra.height / 2 - box.top);
    line.setAttribute("x2", rb.left + rb.width / 2 - box.left + grid.scrollLeft);
    line.setAttribute("y2", rb.top + rb.height / 2 - box.top);
    svg.appendChild(line);
  }
}
function redrawEdges() { document.querySelectorAll(".zones.graph").forEach(drawEdges); }
window.addEventListener("resize", () => requestAnimationFrame(redrawEdges));
function regionBox(state, r) {
  const sec = el("section", "region" + (r.sections ? " sectioned" : ""));
  sec.dataset.region = r.id;
  if (r.row) sec.style.gridRow = r.row;
  sec.style.gridColumn = (r.column ? r.column : "auto") + " / span " + r.width;
  const h = el("h3", "", r.title);
  h.id = "region-" + (++REGION_N);
  sec.setAttribute("aria-labelledby", h.id);
  let body = sec;
  if (r.fold) {
    // a secondary region (stacks, supplies): a summary that opens; open on a wide screen unless closed by hand
    const det = el("details", "fold");
    const sum = el("summary", "");
    sum.appendChild(h);
    det.appendChild(sum);
    det.open = FOLDS.has(r.id) ? FOLDS.get(r.id) : window.innerWidth > 700;
    det.addEventListener("toggle", () => FOLDS.set(r.id, det.open));
    sec.appendChild(det);
    body = det;
  } else sec.appendChild(h);
  if (r.sections) { body.appendChild(sectionsBox(state, r)); return sec; }
  if (r.track) {  // a track of its own: one lane per value of its tag, each under the value's name
    const lanes = el("div", "lanes");
    for (const lane of r.lanes) lanes.appendChild(trackBox(state, Object.assign({}, r, {title: lane.title || r.title}), lane, "h4"));
    body.appendChild(lanes);
    return sec;
  }
  // a long track (many columns) scrolls sideways; a few placed cells share the region's width
  const wide = Math.max(0, ...r.zones.map((z) => (z.cell ? z.cell[1] : 0)));
  const track = r.grid && (wide > 6 || r.draw === "graph");
  const grid = el("div", track ? "zones track" : "zones");
  if (r.draw === "row") grid.classList.add("row");
  if (track) {
    grid.tabIndex = 0;
    grid.setAttribute("aria-label", r.title);
    if (r.route) grid.classList.add("route");  // a narrow screen lays a route out in its own order
  } else grid.style.setProperty("--cols", r.grid ? wide : r.columns);
  if (r.draw === "graph" && r.edges) { grid.classList.add("graph"); grid.dataset.edges = JSON.stringify(r.edges); }
  placeZones(state, r, r.zones, grid);
  body.appendChild(grid);
  return sec;
}

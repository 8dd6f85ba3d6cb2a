// The table of the seat(s) this browser holds, or the public view for a spectator: draws the state, sends
// moves, follows others' moves live (Server-Sent Events), and plays agents step by step in watch mode.
"use strict";
(function () {
  const T = Object.assign({}, PAGE, {t: TEXT});
  const base = "/api/game/" + encodeURIComponent(T.gid);
  let state = null;
  let shownFor = null;   // the seat whose view is on screen (hot seat: the curtain hides it between people)
  let playing = true;
  let timer = null;
  let busy = false;
  let resumed = false;
  const designer = new URLSearchParams(location.search).get("designer") === "1";
  let before = null;       // what the last drawn state showed: where each piece was, each counter's value
  let wasMine = false;     // whether the last drawn state was this seat's decision
  let focusedAt = -1;      // the move count at which the focus was last moved to the decision
  const sinceKey = "rulesdsl-since-" + T.gid;  // the last log line when this seat last moved
  async function load() {
    const q = "?locale=" + encodeURIComponent(T.locale) + (shownFor === null ? "" : "&seat=" + shownFor) +
      (designer ? "&designer=1" : "");
    const r = await fetch(base + q, {credentials: "same-origin"});
    const data = await r.json();
    if (!r.ok) { document.getElementById("status").textContent = errorText(data.error); return; }
    const oldLog = state ? state.log : null;
    state = data;
    announce(oldLog);
    if (!state.live && state.agent_next && state.held.length && !resumed) {
      // a stored game waiting for an agent: looking changed nothing, so this seat asks for it to go on
      resumed = true;
      const r2 = await postJSON(base + "/resume?locale=" + encodeURIComponent(T.locale) + (designer ? "&designer=1" : ""), {});
      if (r2.ok) state = r2.data;
    }
    if (!curtain()) render();
  }
  function curtain() {
    // several people at one screen: hide the table until the next person says they are ready
    const d = state.decision;
    if (state.held.length > 1 && d && state.held.includes(d.player) && shownFor !== null && d.player !== shownFor) {
      document.getElementById("curtain-text").textContent = T.t.pass.replace("{player}", d.player_name);
      document.getElementById("curtain").hidden = false;
      document.querySelector(".layout").hidden = true;
      return true;
    }
    shownFor = state.viewer;
    return false;
  }
  function status() {
    const s = document.getElementById("status");
    if (state.over) s.textContent = T.t.over;
    else if (state.failed) s.textContent = T.t.failed + ": " + errorText(state.failed);
    else if (state.decision && state.decision.mine) s.textContent = T.t.yours;
    else if (state.decision) s.textContent = T.t.waiting.replace("{player}", state.decision.player_name);
    if (state.viewer === null && !state.watch && !state.over) s.textContent += " · " + T.t.spectator;
  }
  function favicon(mine) {
    // the tab's icon: a filled marker while this seat has a decision, a plain one otherwise
    let link = document.querySelector("link[rel=icon]");
    const fill = mine ? "%23a63c27" : "%232f5d50";
    const svg = "data:image/svg+xml," + "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='7' fill='" +
      fill + "'/>" + (mine ? "<circle cx='8' cy='8' r='3' fill='%23fff'/>" : "") + "</svg>";
    if (link.getAttribute("href") !== svg) link.setAttribute("href", svg);
  }
  function turnSignals() {
    // a decision of this seat marks the tab (title and icon), and alerts (sound, notification) when asked once
    const mine = !!(state.decision && state.decision.mine && !state.over);
    document.title = (mine ? "▶ " + T.t.yours + " · " : "") + state.game + " · rulesdsl";
    document.body.dataset.mine = mine ? "1" : "";
    favicon(mine);
    if (mine && !wasMine && localStorage.getItem("rulesdsl-alerts") === "1" && document.hidden) {
      try {
        const ctx = new AudioContext();
        const osc = ctx.createOscillator(); const gain = ctx.createGain();
        osc.frequency.value = 660; gain.gain.value = 0.08;
        osc.connect(gain); gain.connect(ctx.destination); osc.start(); osc.stop(ctx.currentTime + 0.25);
      } catch (e) { /* no sound on this machine */ }
      if (window.Notification && Notification.permission === "granted") new Notification(T.t.alert + " · " + state.game, {body: state.decision.prompt});
    }
    wasMine = mine;
  }
  function alertsButton() {
    const b = document.getElementById("alerts");
    b.hidden = !state.held.length || !window.localStorage;
    const on = localStorage.getItem("rulesdsl-alerts") === "1";
    b.textContent = on ? T.t["alerts-on"] : b.dataset.off || b.textContent;
    b.setAttribute("aria-pressed", on ? "true" : "false");
  }
  document.getElementById("alerts").dataset.off = document.getElementById("alerts").textContent;
  document.getElementById("alerts").addEventListener("click", async () => {
    const on = localStorage.getItem("rulesdsl-alerts") === "1";
    localStorage.setItem("rulesdsl-alerts", on ? "0" : "1");
    if (!on && window.Notification && Notification.permission === "default") {
      try { await Notification.requestPermission(); } catch (e) { /* the sound alone */ }
    }
    alertsButton();
  });
  function markChanges() {
    // the last move on the board: pieces that moved and counters that changed since the last drawn state
    const now = {pieces: {}, counters: {}, moves: state.moves};
    document.querySelectorAll(".zone[data-key], .step[data-key]").forEach((z) => {
      z.querySelectorAll(".chip").forEach((c) => { for (const id of c.dataset.ids.split(" ")) now.pieces[id] = z.dataset.key; });
    });
    for (const p of state.players) for (const c of p.counters) now.counters[p.seat + "|" + c.id] = c.value;
    for (const c of state.board_counters || []) now.counters["g|" + c.id] = c.value;
    if (before && before.moves !== state.moves) {
      document.querySelectorAll(".chip").forEach((c) => {
        if (c.dataset.ids.split(" ").some((id) => before.pieces[id] !== undefined && before.pieces[id] !== now.pieces[id]) ||
            c.dataset.ids.split(" ").some((id) => before.pieces[id] === undefined && Object.keys(before.pieces).length)) c.classList.add("moved");
      });
      document.querySelectorAll(".player[data-seat] .counter[data-counter]").forEach((c) => {
        const key = c.closest(".player").dataset.seat + "|" + c.dataset.counter;
        if (before.counters[key] !== undefined && before.counters[key] !== now.counters[key]) c.classList.add("changed");
      });
      document.querySelectorAll("#board-counters .counter[data-counter]").forEach((c) => {
        const key = "g|" + c.dataset.counter;
        if (before.counters[key] !== undefined && before.counters[key] !== now.counters[key]) c.classList.add("changed");
      });
    }
    if (!before || before.moves !== state.moves) before = now;
  }
  function announce(oldLog) {
    // others' moves, read out by a screen reader (a polite live region): the log lines this page had not shown
    if (!oldLog || !oldLog.length) return;
    const fresh = linesAfter({line: oldLog[oldLog.length - 1], n: oldLog.length});
    if (fresh.length) document.getElementById("announce").textContent = fresh.slice(-3).join(". ");
  }
  function linesAfter(mark) {
    // the log lines after a mark {line, n}: after that line, or (when the line grew since) from where it was
    let at = state.log.lastIndexOf(mark.line);
    if (at < 0) at = Math.min(mark.n, state.log.length) - 1;
    const me = state.viewer !== null && state.players[state.viewer] ? state.players[state.viewer].name + " " : null;
    return state.log.slice(at + 1).map((l) => l.trim()).filter((l) => l && !(me && l.startsWith(me)));
  }
  function sinceLast(box) {
    // what the others did since this seat last moved
    let mark = null;
    try { mark = JSON.parse(sessionStorage.getItem(sinceKey + "-" + state.viewer) || "null"); } catch (e) { mark = null; }
    if (!mark) return;
    const lines = linesAfter(mark);
    if (!lines.length) return;
    const det = el("details", "since");
    det.open = true;
    det.appendChild(el("summary", "", T.t.since + " (" + lines.length + ")"));
    const ul = el("ul", "");
    for (const l of lines.slice(-12)) ul.appendChild(el("li", "", l));
    det.appendChild(ul);
    box.appendChild(det);
  }
  function drawDecision() {
    const box = document.getElementById("decision");
    box.replaceChildren();
    const d = state.decision;
    box.classList.toggle("over", state.over);
    if (state.over) {
      box.hidden = false; box.appendChild(endScreen(state, T.t));
      if (state.held.length) box.appendChild(rematchButton(T.gid, T.t));  // the people play again
      return;
    }
    if (!d) { box.hidden = true; return; }
    box.hidden = false;
    const prompt = el("h2", "prompt", d.prompt);
    prompt.id = "prompt";
    prompt.tabIndex = -1;
    box.appendChild(prompt);
    if (d.mine) sinceLast(box);
    if (d.rule) box.appendChild(el("p", "rule", d.rule.prompt + (d.rule.where ? " · " + d.rule.where : "")));
    if (!d.mine || !d.options) return;
    if (d.number && window.numberStepper) {  // a number choice: a stepper (static/number.js)
      box.appendChild(window.numberStepper(d, send, T.t));
      const e = el("p", "error", "");
      e.setAttribute("role", "alert");
      box.appendChild(e);
      return;
    }
    const opts = el("div", "options");
    for (const o of d.options) {
      const b = el("button", o.legal ? "option" : "option refused", o.label);
      b.dataset.option = o.id;
      if (o.entity) b.title = cardText(o.entity, o.label);
      if (!o.legal) { b.title = o.why_not || ""; b.setAttribute("aria-disabled", "true"); }
      b.addEventListener("click", () => (o.legal ? send(o.id) : showError({message: o.why_not || T.t.refused})));
      if (!o.entity || !CARDS[o.entity]) { opts.appendChild(b); continue; }
      // an option about a card: hovering shows its text, the (i) beside it opens it (tap on a phone)
      const pair = el("span", "option-pair");
      const info = el("button", "card-info", "i");
      info.dataset.entity = o.entity;
      info.setAttribute("aria-label", T.t.card + ": " + CARDS[o.entity].name);
      info.title = cardText(o.entity, o.label);
      info.addEventListener("click", () => showCard(o.entity, o.label));
      pair.append(b, info);
      opts.appendChild(pair);
    }
    box.appendChild(opts);
    const err = el("p", "error", "");
    err.setAttribute("role", "alert");
    box.appendChild(err);
  }
  function showError(err) {
    const p = document.querySelector("#decision .error") || document.getElementById("status");
    p.textContent = errorText(err);
  }
  async function send(option) {
    if (busy) return;
    busy = true;
    document.body.dataset.busy = "1";
    try {
      const r = await postJSON(base + "/act" + (designer ? "?designer=1" : ""), {seat: state.viewer, option: option, expect: state.moves, locale: T.locale});
      if (!r.ok) { showError(r.data.error); if (r.data.error.code === "H002") await load(); return; }
      const oldLog = state.log;
      sessionStorage.setItem(sinceKey + "-" + state.viewer, JSON.stringify({line: oldLog[oldLog.length - 1] || "", n: oldLog.length}));
      state = r.data;
      announce(oldLog);
      if (!curtain()) render();
    } finally { busy = false; delete document.body.dataset.busy; }
  }
  function drawClaim(box) {
    // a game saved before seats had invite links: the server's host may take it over
    const b = el("button", "primary", T.t.claim);
    b.id = "claim";
    b.addEventListener("click", async () => {
      const r = await postJSON(base + "/claim", {});
      if (!r.ok) { document.getElementById("status").textContent = errorText(r.data.error); return; }
      location.assign(r.data.url);
    });
    box.replaceChildren(el("p", "", T.t.unclaimed), b);
    box.hidden = false;
  }
  function drawHost() {
    const box = document.getElementById("host");
    if (state.claimable && !state.held.length) { drawClaim(box); return; }
    if (!state.host || !state.host.length) { box.hidden = true; return; }
    box.hidden = false;
    box.replaceChildren();
    if (state.rules_changed) {
      const note = el("div", "reload", "");
      note.appendChild(el("p", "", T.t.changed));
      const b = el("button", "primary", T.t.reload);
      b.id = "reload";
      b.addEventListener("click", async () => {
        const r = await postJSON(base + "/reload?locale=" + encodeURIComponent(T.locale) + (designer ? "&designer=1" : ""), {});
        if (!r.ok) { document.getElementById("status").textContent = errorText(r.data.error); return; }
        await loadCards(T.ruleset, T.locale);  // the cards' texts as the new rules write them
        state = r.data;
        render();
        document.getElementById("status").textContent = r.data.replayed ? T.t.replayed : T.t.restarted;
      });
      note.appendChild(b);
      box.appendChild(note);
    }
    box.appendChild(el("h2", "", T.t.seats));
    const list = el("ul", "invites");
    for (const h of state.host) {
      const li = el("li", "");
      li.appendChild(el("span", "seat-dot p" + h.seat, ""));
      li.appendChild(el("b", "", h.name + (state.held.includes(h.seat) ? " (" + T.t.you + ")" : "")));
      li.appendChild(el("small", h.online ? "online" : "offline", " " + (h.online ? T.t.online : T.t.offline)));
      const link = el("input", "invite");
      link.readOnly = true; link.value = location.origin + h.invite;
      link.setAttribute("aria-label", h.name);
      const copy = el("button", "", T.t.copy);
      copy.addEventListener("click", async () => {
        link.select();
        try { await navigator.clipboard.writeText(link.value); copy.textContent = T.t.copied; } catch (e) { /* selected */ }
      });
      const who = el("select", "");
      who.setAttribute("aria-label", T.t.hand + " " + h.name);
      for (const k of ["human", ...state.kinds]) {
        const o = el("option", "", (state.kind_names || {})[k] || (k === "human" ? T.t.person : k));
        o.value = k; o.selected = k === h.kind;
        who.appendChild(o);
      }
      who.addEventListener("change", async () => {
        const r = await postJSON(base + "/seat", {seat: h.seat, kind: who.value});
        if (!r.ok) { document.getElementById("status").textContent = errorText(r.data.error); return; }
        await load();
      });
      const row = el("div", "invite-row");
      row.append(link, copy, who);
      li.appendChild(row);
      list.appendChild(li);
    }
    box.appendChild(list);
    const watch = el("p", "muted", T.t.watchlink + ": " + location.origin + "/game/" + T.gid);
    box.appendChild(watch);
  }
  function render() {
    const focused = document.activeElement && document.activeElement.id ? document.activeElement.id : null;
    drawBoard(state, T.t);
    drawDecision();
    markTargets(state, send);
    markChanges();
    if (window.drawGrids) window.drawGrids(state, send);  // grids: static/grid.js
    drawHost();
    status();
    alertsButton();
    turnSignals();
    // the focus goes to a new decision of this seat (never lost to the page's body after a redraw)
    const d = state.decision;
    if (d && d.mine && !state.over && focusedAt !== state.moves) {
      focusedAt = state.moves;
      document.getElementById("prompt").focus({preventScroll: true});
    } else if (focused && document.getElementById(focused)) document.getElementById(focused).focus({preventScroll: true});
    document.body.dataset.moves = state.moves;
  }
  async function stepBot() {
    const r = await postJSON(base + "/step?locale=" + encodeURIComponent(T.locale) + (designer ? "&designer=1" : ""), {});
    if (!r.ok) { document.getElementById("status").textContent = errorText(r.data.error); return false; }
    state = r.data;
    render();
    return state.moved;
  }
  function schedule() {
    clearTimeout(timer);
    if (!playing || state.over) return;
    timer = setTimeout(async () => { if (await stepBot()) schedule(); }, +document.getElementById("speed").value);
  }
  if (T.watch) {
    document.getElementById("play-pause").addEventListener("click", (e) => {
      playing = !playing;
      e.target.textContent = playing ? T.t.pause : T.t.play;
      schedule();
    });
    document.getElementById("step").addEventListener("click", () => { playing = false; stepBot(); });
    document.getElementById("speed").addEventListener("change", schedule);
  } else if (window.EventSource) {
    // others' moves appear as they happen; the browser reconnects by itself
    const events = new EventSource(base + "/events");
    // (only a change this page has not drawn yet: a redraw would drop the focus and a shown reason)
    let lastKey = null;
    events.onmessage = (e) => {
      const [moves, key] = e.data.split(" ");
      const other = lastKey !== null && key !== lastKey;  // seats, connections, a failure
      lastKey = key;
      if (!busy && state && (+moves !== state.moves || other) && document.getElementById("curtain").hidden) load();
    };
  }
  document.getElementById("curtain-ok").addEventListener("click", () => {
    shownFor = state.decision ? state.decision.player : shownFor;
    document.getElementById("curtain").hidden = true;
    document.querySelector(".layout").hidden = false;
    load();
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") document.getElementById("card-pop").hidden = true; });
  loadCards(T.ruleset, T.locale).then(load).then(() => { if (T.watch) schedule(); });
})();

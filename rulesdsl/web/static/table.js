// The table of one seat (or the watch view): draws the state, sends moves, plays bots in watch mode.
"use strict";
(function () {
  const T = window.TABLE;
  let state = null;
  let seat = T.seat;
  let playing = true;
  let timer = null;
  let shownFor = seat;
  function api(path) {
    const q = "locale=" + encodeURIComponent(T.locale) + (seat === null ? "" : "&seat=" + seat);
    return "/api/game/" + T.gid + path + "?" + q;
  }
  async function load() {
    const r = await fetch(api(""));
    state = await r.json();
    render();
  }
  function status() {
    const s = document.getElementById("status");
    if (state.over) s.textContent = T.t.over;
    else if (state.decision && state.decision.mine) s.textContent = T.t.yours;
    else if (state.decision) s.textContent = T.t.waiting.replace("{player}", state.decision.player_name);
  }
  function drawDecision() {
    const box = document.getElementById("decision");
    box.replaceChildren();
    const d = state.decision;
    if (state.over) {
      box.appendChild(el("h2", "prompt", T.t.over));
      box.appendChild(el("pre", "final", state.scores || ""));
      return;
    }
    if (!d) { box.hidden = true; return; }
    box.hidden = false;
    box.appendChild(el("h2", "prompt", d.prompt));
    if (!d.mine || !d.options) return;
    const opts = el("div", "options");
    for (const o of d.options) {
      const b = el("button", o.legal ? "option" : "option refused", o.label);
      b.dataset.option = o.id;
      if (!o.legal) { b.title = o.why_not || ""; b.setAttribute("aria-disabled", "true"); }
      b.addEventListener("click", () => (o.legal ? send(o.id) : showError({message: o.why_not || T.t.refused})));
      opts.appendChild(b);
    }
    box.appendChild(opts);
    box.appendChild(el("p", "error", ""));
  }
  function showError(err) {
    const p = document.querySelector("#decision .error") || document.getElementById("status");
    p.textContent = (err.code ? err.code + ": " : "") + err.message + (err.hint ? " — " + err.hint : "");
  }
  async function send(option) {
    document.body.dataset.busy = "1";
    try { await post(option); } finally { delete document.body.dataset.busy; }
  }
  async function post(option) {
    const r = await fetch("/api/game/" + T.gid + "/act", {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({seat: seat, option: option, expect: state.moves, locale: T.locale})});
    const data = await r.json();
    if (!r.ok) { showError(data.error); if (data.error.code === "H002") await load(); return; }
    state = data;
    if (T.hotseat) return hotseat();
    render();
  }
  function hotseat() {
    // several people at one screen: hide the table until the next person says they are ready
    const next = state.decision ? state.decision.player : null;
    if (next !== null && next !== shownFor && T.humans.includes(next)) {
      seat = next;
      document.getElementById("curtain-text").textContent = T.t.pass.replace("{player}", state.decision.player_name);
      document.getElementById("curtain").hidden = false;
      document.querySelector(".layout").hidden = true;
      return;
    }
    load();
  }
  function render() {
    document.body.dataset.moves = state.moves;
    drawBoard(state, T.t);
    drawDecision();
    status();
  }
  async function stepBot() {
    const r = await fetch("/api/game/" + T.gid + "/step?locale=" + encodeURIComponent(T.locale), {method: "POST"});
    state = await r.json();
    render();
    return state.moved;
  }
  function schedule() {
    clearTimeout(timer);
    if (!playing || state.over) return;
    timer = setTimeout(async () => { if (await stepBot()) schedule(); }, +document.getElementById("speed").value);
  }
  if (seat === null) {
    document.getElementById("play-pause").addEventListener("click", (e) => {
      playing = !playing;
      e.target.textContent = playing ? T.t.pause : T.t.play;
      schedule();
    });
    document.getElementById("step").addEventListener("click", () => { playing = false; stepBot(); });
    document.getElementById("speed").addEventListener("change", schedule);
  }
  document.getElementById("curtain-ok").addEventListener("click", () => {
    shownFor = seat;
    document.getElementById("curtain").hidden = true;
    document.querySelector(".layout").hidden = false;
    load();
  });
  load().then(() => { if (seat === null) schedule(); });
})();

// The lobby form: players, seats and options follow the chosen game; the game is created by a JSON POST.
"use strict";
(function () {
  const rulesets = PAGE.rulesets;
  const rs = document.getElementById("ruleset");
  const players = document.getElementById("players");
  function current() { return rulesets.find((r) => r.id === rs.value); }
  function opt(value, label, selected) {
    const o = document.createElement("option");
    o.value = value; o.textContent = label; o.selected = !!selected;
    return o;
  }
  function seats() {
    const box = document.getElementById("seats");
    box.querySelectorAll("label").forEach((l) => l.remove());
    for (let p = 0; p < +players.value; p++) {
      const l = document.createElement("label");
      l.textContent = PAGE.t.seat + " " + (p + 1) + " ";
      const s = document.createElement("select");
      s.name = "seat" + p;
      for (const k of PAGE.kinds) s.appendChild(opt(k, k === "human" ? PAGE.t.human : k, p === 0 ? k === "human" : k === "planner"));
      l.appendChild(s);
      const name = document.createElement("input");  // what to call the seat; blank keeps its usual name
      name.type = "text"; name.name = "name" + p; name.maxLength = PAGE.max_name;
      name.placeholder = PAGE.t.name; name.setAttribute("aria-label", PAGE.t.seat + " " + (p + 1) + ": " + PAGE.t.name);
      l.appendChild(name);
      box.appendChild(l);
    }
  }
  function fill() {
    const r = current();
    players.replaceChildren();
    for (let n = r.min; n <= r.max; n++) players.appendChild(opt(n, n, n === Math.min(2, r.max) || (r.min > 2 && n === r.min)));
    const box = document.getElementById("options");
    box.querySelectorAll("label").forEach((l) => l.remove());
    for (const [k, values] of Object.entries(r.options)) {
      const l = document.createElement("label");
      l.textContent = k + " ";
      const s = document.createElement("select");
      s.name = "opt_" + k;
      s.dataset.option = k;
      for (const v of values) s.appendChild(opt(v, v, v === r.defaults[k]));
      l.appendChild(s);
      box.appendChild(l);
    }
    const loc = document.getElementById("locale");
    loc.replaceChildren(...r.locales.map((l) => opt(l, l, l === PAGE.locale)));
    seats();
  }
  rs.addEventListener("change", fill);
  players.addEventListener("change", seats);
  document.getElementById("lobby").addEventListener("submit", async (e) => {
    e.preventDefault();
    const n = +players.value;
    const options = {};
    document.querySelectorAll("#options select").forEach((s) => { options[s.dataset.option] = s.value; });
    const body = {ruleset: rs.value, players: n, seed: document.getElementById("seed").value === "" ? null : +document.getElementById("seed").value,
      seats: Array.from({length: n}, (_, p) => document.querySelector("select[name=seat" + p + "]").value),
      names: Array.from({length: n}, (_, p) => document.querySelector("input[name=name" + p + "]").value.trim()),
      options: options, locale: document.getElementById("locale").value,
      hotseat: document.getElementById("hotseat").checked};
    const r = await postJSON("/new", body);
    if (!r.ok) { document.getElementById("lobby-error").textContent = errorText(r.data.error); return; }
    location.assign(r.data.url);
  });
  // a game saved before seats had invite links: the server's host takes it over and gets the links
  document.querySelectorAll("button.claim").forEach((b) => b.addEventListener("click", async () => {
    const r = await postJSON("/api/game/" + encodeURIComponent(b.dataset.game) + "/claim", {});
    if (!r.ok) { document.getElementById("lobby-error").textContent = errorText(r.data.error); return; }
    location.assign(r.data.url);
  }));
  fill();
})();

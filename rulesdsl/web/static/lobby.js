// The lobby form: players, seats and options follow the chosen game.
"use strict";
(function () {
  const rulesets = JSON.parse(document.getElementById("rulesets-data").textContent);
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
      l.textContent = window.T.seat + " " + (p + 1) + " ";
      const s = document.createElement("select");
      s.name = "seat" + p;
      for (const k of window.SEAT_KINDS) s.appendChild(opt(k, k === "human" ? window.T.human : k, p === 0 ? k === "human" : k === "planner"));
      l.appendChild(s);
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
      for (const v of values) s.appendChild(opt(v, v, v === r.defaults[k]));
      l.appendChild(s);
      box.appendChild(l);
    }
    const loc = document.getElementById("locale");
    loc.replaceChildren(...r.locales.map((l) => opt(l, l, l === window.LOCALE)));
    seats();
  }
  rs.addEventListener("change", fill);
  players.addEventListener("change", seats);
  fill();
})();

// The lobby form: players, seats and options follow the chosen game; the game is created by a JSON POST.
// Options show by name with a line each, only those that apply to the chosen player count and other options.
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
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }
  function kindOf(id) { return PAGE.kinds.find((k) => k.id === id); }
  function seats() {
    const box = document.getElementById("seats");
    box.querySelectorAll(".seat-row").forEach((l) => l.remove());
    for (let p = 0; p < +players.value; p++) {
      const row = el("div", "seat-row");
      const l = el("label", "", PAGE.t.seat + " " + (p + 1) + " ");
      const s = document.createElement("select");
      s.name = "seat" + p;
      for (const k of PAGE.kinds) s.appendChild(opt(k.id, k.name, p === 0 ? k.id === "human" : k.id === "planner"));
      l.appendChild(s);
      const name = document.createElement("input");  // what to call the seat; blank keeps its usual name
      name.type = "text"; name.name = "name" + p; name.maxLength = PAGE.max_name;
      name.placeholder = PAGE.t.name; name.setAttribute("aria-label", PAGE.t.seat + " " + (p + 1) + ": " + PAGE.t.name);
      l.appendChild(name);
      const about = el("small", "about", kindOf(s.value).about);  // how the chosen kind plays
      about.id = "seat-about" + p;
      s.setAttribute("aria-describedby", about.id);
      s.addEventListener("change", () => { about.textContent = kindOf(s.value).about; });
      row.append(l, about);
      box.appendChild(row);
    }
  }
  function chosen() {
    const out = {};
    document.querySelectorAll("#options select").forEach((s) => { out[s.dataset.option] = s.value; });
    return out;
  }
  function applies(o, n, values) {
    if (o.players.length && !o.players.includes(n)) return false;
    const r = current();
    for (const [other, allowed] of Object.entries(o.when)) {
      const decl = r.options.find((x) => x.id === other);
      const now = other in values ? values[other] : (decl ? decl.default : "");
      if (!allowed.includes(now)) return false;
    }
    return true;
  }
  function options() {
    // keep what was chosen, then show only the options that apply now (redrawn only when that set changes,
    // so the select being changed keeps the keyboard focus)
    const r = current();
    const box = document.getElementById("options");
    const before = box.dataset.ruleset === r.id ? chosen() : {};  // another game: its own defaults
    const n = +players.value;
    const now = r.options.filter((o) => applies(o, n, before)).map((o) => o.id);
    const drawn = Array.from(box.querySelectorAll("select")).map((s) => s.dataset.option);
    if (box.dataset.ruleset === r.id && now.join(" ") === drawn.join(" ") && (now.length || box.querySelector(".muted"))) return;
    box.dataset.ruleset = r.id;
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.option : null;
    box.querySelectorAll(".option-row, .muted").forEach((l) => l.remove());
    let shown = 0;
    for (const o of r.options) {
      if (!now.includes(o.id)) continue;
      const row = el("div", "option-row");
      const l = el("label", "", o.name + " ");
      const s = document.createElement("select");
      s.name = "opt_" + o.id;
      s.dataset.option = o.id;
      const value = o.id in before ? before[o.id] : o.default;
      for (const v of o.values) s.appendChild(opt(v.id, v.label, v.id === value));
      s.addEventListener("change", options);  // another option may apply now
      l.appendChild(s);
      row.appendChild(l);
      if (o.about) {
        const about = el("small", "about", o.about);
        about.id = "about-" + o.id;
        s.setAttribute("aria-describedby", about.id);
        row.appendChild(about);
      }
      box.appendChild(row);
      shown++;
    }
    if (!shown) box.appendChild(el("p", "muted", PAGE.t.no_options));
    const back = focused && box.querySelector("select[data-option='" + focused + "']");
    if (back) back.focus();
  }
  function fill() {
    const r = current();
    players.replaceChildren();
    for (let n = r.min; n <= r.max; n++) players.appendChild(opt(n, n, n === Math.min(2, r.max) || (r.min > 2 && n === r.min)));
    delete document.getElementById("options").dataset.ruleset;
    const loc = document.getElementById("locale");
    loc.replaceChildren(...r.locales.map((l) => opt(l.id, l.name, l.id === PAGE.locale)));
    seats();
    options();
  }
  rs.addEventListener("change", fill);
  players.addEventListener("change", () => { seats(); options(); });
  document.getElementById("lobby").addEventListener("submit", async (e) => {
    e.preventDefault();
    const n = +players.value;
    const seed = document.getElementById("seed").value;
    const body = {ruleset: rs.value, players: n, seed: seed === "" ? null : +seed,
      seats: Array.from({length: n}, (_, p) => document.querySelector("select[name=seat" + p + "]").value),
      names: Array.from({length: n}, (_, p) => document.querySelector("input[name=name" + p + "]").value.trim()),
      options: chosen(), locale: document.getElementById("locale").value,
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

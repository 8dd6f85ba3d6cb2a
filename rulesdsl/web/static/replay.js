// A save stepped through: the slider picks the decision; the table and that decision's options are shown.
"use strict";
(function () {
  const R = Object.assign({}, PAGE, {t: TEXT});
  const slider = document.getElementById("slider");
  let pending = null;
  async function show(step) {
    const r = await fetch("/api/replay/" + R.rid + "?step=" + step + "&locale=" + encodeURIComponent(R.locale));
    const s = await r.json();
    drawBoard(s, R.t);
    if (window.drawGrids) window.drawGrids(s, function () {});  // grids: static/grid.js
    document.getElementById("where").textContent = R.t.step.replace("{n}", s.step).replace("{total}", s.steps);
    const box = document.getElementById("next");
    box.replaceChildren();
    if (!s.next) { box.appendChild(el("h2", "prompt", R.t.end)); return; }
    box.appendChild(el("h2", "prompt", s.next.prompt));
    if (s.next.public) { box.appendChild(el("p", "muted", R.t.public)); return; }
    const opts = el("div", "options");
    for (const o of s.next.options) {
      const b = el("span", o.chosen ? "option chosen" : "option", o.label);
      if (o.chosen) b.appendChild(el("small", "", " ✓ " + R.t.chosen));
      opts.appendChild(b);
    }
    box.appendChild(opts);
  }
  function go(step) {
    step = Math.max(0, Math.min(R.steps, step));
    slider.value = step;
    clearTimeout(pending);
    pending = setTimeout(() => show(step), 60);
  }
  slider.addEventListener("input", () => go(+slider.value));
  document.getElementById("back").addEventListener("click", () => go(+slider.value - 1));
  document.getElementById("fwd").addEventListener("click", () => go(+slider.value + 1));
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") document.getElementById("card-pop").hidden = true; });
  loadCards(R.ruleset, R.locale).then(() => show(0));
})();

// The gallery's search and kind filter (client side).
"use strict";
(function () {
  const search = document.getElementById("search");
  const kind = document.getElementById("kind");
  const only = document.getElementById("only-provisional");
  const cards = Array.from(document.querySelectorAll(".card"));
  for (const c of cards) if (c.dataset.colour) c.style.setProperty("--band", c.dataset.colour);  // the kind's colour
  document.querySelectorAll(".corner").forEach((k) => {  // a corner prop's icon (board.js draws the fixed shapes)
    const spec = k.dataset.shape ? {shape: k.dataset.shape, colour: k.dataset.colour || null}
      : (k.dataset.glyph ? {glyph: k.dataset.glyph} : null);
    const mark = spec ? icon(spec, null) : null;
    if (mark) { k.classList.add("iconic"); k.prepend(mark); }
  });
  function apply() {
    const q = search.value.trim().toLowerCase();
    let n = 0;
    for (const c of cards) {
      const ok = (!kind.value || c.dataset.kind === kind.value) && (!q || c.textContent.toLowerCase().includes(q)) &&
        (!only || !only.checked || c.dataset.provisional === "1");
      c.hidden = !ok;
      n += ok;
    }
    document.getElementById("count").textContent = n + " / " + cards.length;
  }
  document.querySelectorAll("select.autosubmit").forEach((s) => s.addEventListener("change", () => s.form.submit()));
  search.addEventListener("input", apply);
  kind.addEventListener("change", apply);
  if (only) only.addEventListener("change", apply);
  apply();
})();

// The gallery's search and kind filter (client side).
"use strict";
(function () {
  const search = document.getElementById("search");
  const kind = document.getElementById("kind");
  const only = document.getElementById("only-provisional");
  const cards = Array.from(document.querySelectorAll(".card"));
  for (const c of cards) if (c.dataset.colour) c.style.setProperty("--band", c.dataset.colour);  // the kind's colour
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

// The playtest journal's note control (templates/playtest_note.html): while the game runs, a browser holding a
// seat may attach a note to the decision at hand. Text is set with textContent, never as markup.
"use strict";
(function () {
  const gid = PAGE.gid;
  const T = JSON.parse(document.getElementById("pt-note-data").textContent);
  const $ = (id) => document.getElementById(id);
  let last = null, busy = false;

  async function refresh() {
    if (busy) return;
    busy = true;
    try {
      const r = await fetch(`/api/game/${gid}/playtest?locale=${encodeURIComponent(PAGE.locale)}`,
        {credentials: "same-origin"});
      if (!r.ok) return;
      const s = await r.json();
      $("pt-note").hidden = s.seats.length === 0 || s.over;
    } finally { busy = false; }
  }

  $("pt-note-open").addEventListener("click", () => {
    const form = $("pt-note-form");
    form.hidden = !form.hidden;
    $("pt-note-open").setAttribute("aria-expanded", String(!form.hidden));
    if (!form.hidden) $("pt-note-text").focus();
  });

  $("pt-note-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const r = await postJSON(`/api/game/${gid}/note`, {text: $("pt-note-text").value});
    if (r.ok) {
      $("pt-note-text").value = "";
      $("pt-note-form").hidden = true;
      $("pt-note-open").setAttribute("aria-expanded", "false");
      $("pt-note-status").textContent = T.noted.replace("{n}", String(r.data.move + 1));
    } else {
      $("pt-note-status").textContent = errorText(r.data.error);
    }
  });

  // the table sets body[data-moves] after each draw: look again when it changes
  new MutationObserver(() => {
    const now = document.body.dataset.moves;
    if (now !== last) { last = now; refresh(); }
  }).observe(document.body, {attributes: true, attributeFilter: ["data-moves"]});
  refresh();
})();

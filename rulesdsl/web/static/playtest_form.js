// The playtest journal's end-of-game form (templates/playtest_form.html): once the game is over, each person
// holding a seat rates it for their own seat. Names and cards are set as text, never as markup.
"use strict";
(function () {
  const gid = PAGE.gid;
  const T = JSON.parse(document.getElementById("pt-form-data").textContent);
  const $ = (id) => document.getElementById(id);
  let last = null, busy = false, filled = false;

  async function refresh() {
    if (busy || filled) return;
    busy = true;
    try {
      const r = await fetch(`/api/game/${gid}/playtest?locale=${encodeURIComponent(PAGE.locale)}`,
        {credentials: "same-origin"});
      if (!r.ok) return;
      const s = await r.json();
      if (s.seats.length === 0 || !s.over) return;
      filled = true;
      $("pt-seat").replaceChildren(...s.seats.map((x) => new Option(x.name, String(x.seat))));
      $("pt-seat-row").hidden = s.seats.length < 2;
      for (const c of s.cards) $("pt-card").add(new Option(c.name, c.id));
      if ((s.given || []).length) $("pt-status").textContent = T.again;
      $("pt-feedback").hidden = false;
    } finally { busy = false; }
  }

  function picked(name) {
    const el = document.querySelector(`#pt-form input[name=${name}]:checked`);
    return el ? el.value : null;
  }

  $("pt-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const card = $("pt-card").value || null, feel = picked("feel");
    if (card && !feel) { $("pt-status").textContent = T.pick; return; }
    const fun = picked("fun");
    const body = {seat: Number($("pt-seat").value), fun: fun ? Number(fun) : null, length: picked("length"),
      card: card, feel: card ? feel : null, text: $("pt-text").value};
    const r = await postJSON(`/api/game/${gid}/feedback`, body);
    $("pt-status").textContent = r.ok ? T.saved : errorText(r.data.error);
  });

  // the table sets body[data-moves] after each draw: look again when it changes (until the form is shown)
  new MutationObserver(() => {
    const now = document.body.dataset.moves;
    if (now !== last) { last = now; refresh(); }
  }).observe(document.body, {attributes: true, attributeFilter: ["data-moves"]});
  refresh();
})();

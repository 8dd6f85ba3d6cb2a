// The playtest journal's controls on the table (templates/playtest.html): a note on the decision at hand while
// the game runs, the end-of-game form once it is over. Only for a browser holding a seat; text is set with
// textContent, never as markup.
"use strict";
(function () {
  const gid = PAGE.gid;
  const T = JSON.parse(document.getElementById("pt-text-data").textContent);
  const $ = (id) => document.getElementById(id);
  let last = null, busy = false, cardsShown = false;

  async function refresh() {
    if (busy) return;
    busy = true;
    try {
      const r = await fetch(`/api/game/${gid}/playtest?locale=${encodeURIComponent(PAGE.locale)}`,
        {credentials: "same-origin"});
      if (!r.ok) return;
      const s = await r.json();
      const seated = s.seats.length > 0;
      $("pt-note").hidden = !seated || s.over;
      $("pt-feedback").hidden = !seated || !s.over;
      if (seated && s.over && !cardsShown) fillForm(s);
    } finally { busy = false; }
  }

  function fillForm(s) {
    cardsShown = true;
    const seat = $("pt-seat");
    seat.replaceChildren(...s.seats.map((x) => new Option(x.name, String(x.seat))));
    $("pt-seat-row").hidden = s.seats.length < 2;
    const card = $("pt-card");
    for (const c of s.cards) card.add(new Option(c.name, c.id));
    if ((s.given || []).length) $("pt-status").textContent = T.again;
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

  $("pt-note-open").addEventListener("click", () => {
    const form = $("pt-note-form");
    form.hidden = !form.hidden;
    $("pt-note-open").setAttribute("aria-expanded", String(!form.hidden));
    if (!form.hidden) $("pt-note-text").focus();
  });

  $("pt-note-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const text = $("pt-note-text").value;
    const r = await postJSON(`/api/game/${gid}/note`, {text: text});
    if (r.ok) {
      $("pt-note-text").value = "";
      $("pt-note-form").hidden = true;
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

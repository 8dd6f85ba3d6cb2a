// Opening a replay: a save file read here and sent as JSON text, or a game of this table.
"use strict";
(function () {
  async function open(body) {
    const r = await postJSON("/replay?locale=" + encodeURIComponent(PAGE.locale), body);
    if (!r.ok) { document.getElementById("replay-error").textContent = errorText(r.data.error); return; }
    location.assign(r.data.url);
  }
  document.getElementById("upload").addEventListener("submit", async (e) => {
    e.preventDefault();
    const f = document.getElementById("save").files[0];
    if (f) open({save: await f.text()});
  });
  document.querySelectorAll(".open-game").forEach((b) => b.addEventListener("click", () => open({game: b.dataset.game})));
})();

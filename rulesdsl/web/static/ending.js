// Around a finished game: a rematch with the same seats (each browser keeps its seats in the new game).
"use strict";
function rematchButton(gid, t) {
  const box = el("p", "rematch", "");
  const b = el("button", "primary", t.rematch);
  b.id = "rematch";
  b.addEventListener("click", async () => {
    const r = await postJSON("/api/game/" + encodeURIComponent(gid) + "/rematch", {});
    if (!r.ok) { document.getElementById("status").textContent = errorText(r.data.error); return; }
    location.assign(r.data.url);
  });
  box.appendChild(b);
  return box;
}

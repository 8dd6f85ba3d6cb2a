// The host's "new link" control: beside each seat's invite link in the host panel, a button that replaces
// the seat's link on the server (the old link stops working at once) and shows the new one.
"use strict";
(function () {
  const T = PAGE;
  const url = "/api/game/" + encodeURIComponent(T.gid) + "/link";
  function seatOf(li) {
    const dot = li.querySelector(".seat-dot");
    const m = dot ? /(?:^|\s)p(\d+)(?:\s|$)/.exec(dot.className) : null;
    return m ? +m[1] : null;
  }
  function addButtons(box) {
    for (const li of box.querySelectorAll("ul.invites > li")) {
      const row = li.querySelector(".invite-row");
      const link = li.querySelector("input.invite");
      const seat = seatOf(li);
      if (!row || !link || seat === null || li.querySelector(".new-link")) continue;
      const b = document.createElement("button");
      b.type = "button";
      b.className = "new-link";
      b.textContent = TEXT.newlink || "New link";
      b.title = TEXT.newlinkhint || "";
      b.addEventListener("click", async () => {
        const r = await postJSON(url, {seat: seat});
        const status = document.getElementById("status");
        if (!r.ok) { if (status) status.textContent = errorText(r.data.error); return; }
        link.value = location.origin + r.data.invite;
        link.select();
        if (status) status.textContent = TEXT.newlinkdone || "";
      });
      const own = document.createElement("div");  // a row of its own: the link keeps its width
      own.className = "invite-row";
      own.appendChild(b);
      row.after(own);
    }
  }
  const box = document.getElementById("host");
  if (!box) return;
  new MutationObserver(() => addButtons(box)).observe(box, {childList: true, subtree: true});
  addButtons(box);
})();

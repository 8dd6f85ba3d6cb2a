// Shared by every page: the page's data island and JSON POSTs (the only way the table changes state).
"use strict";
const PAGE = JSON.parse(document.getElementById("page-data").textContent);
const TEXT = document.getElementById("text-data") ? JSON.parse(document.getElementById("text-data").textContent) : {};
async function postJSON(url, body) {
  const r = await fetch(url, {method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify(body), credentials: "same-origin"});
  let data = null;
  try { data = await r.json(); } catch (e) { data = {error: {code: "", message: r.statusText}}; }
  return {ok: r.ok, status: r.status, data: data};
}
function errorText(err) {
  return (err.code ? err.code + ": " : "") + err.message + (err.hint ? " — " + err.hint : "");
}

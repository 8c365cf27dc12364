// The preview page: loads /fixtures/<name>.json (a view model CPython made from a real
// game) and draws it with Agricola's renderer; clicks on options are only shown.
import { h } from "/web/js/dom.js";
import { renderBoard } from "/web/js/games/agricola/index.js";

const params = new URLSearchParams(location.search);
const name = params.get("f") || "four-start";
const $ = (id) => document.getElementById(id);

const list = await (await fetch("/fixtures/")).json();
$("fixtures").replaceChildren(...list.map((n) => h("a", { href: `?f=${n}` }, n)));

const view = await (await fetch(`/fixtures/${name}.json`)).json();
const d = view.decision;
$("prompt").textContent = d ? d.prompt : "";
$("options").replaceChildren(...(d ? d.options : []).map((o) => h("button", {
  type: "button", "data-key": o.key,
}, o.label, o.detail && !o.label.includes(o.detail) ? ` (${o.detail})` : "")));
renderBoard(view, $("board"), {});
document.addEventListener("click", (event) => {
  const t = event.target instanceof Element ? event.target.closest("[data-key]") : null;
  if (t) $("clicked").textContent = `clicked: ${t.getAttribute("data-key")}`;
});
document.body.setAttribute("data-ready", name);

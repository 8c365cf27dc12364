// The preview page: loads /fixtures/<name>.json (a view model CPython made from a real
// game) and draws it with Agricola's renderer through the shell's interface
// (draw(model, state, ctx)); clicks on options are only shown.
import { h } from "/web/js/dom.js";
import { agricola } from "/web/js/games/agricola/index.js";

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
}, [o.label, o.detail, o.changes, o.board].filter(Boolean).join(" · "))));  // as the shell's button lists them
$("status").replaceChildren(agricola.status(view));
const drawn = new Map();
const update = (id, parts, build) => {
  const key = JSON.stringify(parts);
  if (drawn.get(id) === key) return;
  drawn.set(id, key);
  build();
};
const model = { view, ui: {}, seats: null, game: { id: "agricola" } };
const ctx = { update, drawn, options: d ? d.options.filter((o) => o.target) : [], board: $("board"), mine: $("mine") };
// ?hint=KEY: the shell's state with a hint on that option (for this position: no link)
const hint = params.get("hint");
const state = hint ? { hint: { key: hint, link: undefined } } : {};
agricola.draw(model, state, ctx);
agricola.draw(model, state, ctx); // a second draw with nothing changed must keep the board
document.addEventListener("click", (event) => {
  const t = event.target instanceof Element ? event.target.closest("[data-key]") : null;
  if (t) $("clicked").textContent = `clicked: ${t.getAttribute("data-key")}`;
});
document.body.setAttribute("data-ready", name);

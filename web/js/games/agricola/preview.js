// Showing what an option builds before the click: pointing at, focusing or (on touch)
// arming any button of an option that carries cells or fence edges marks them on the
// farm, wherever the button is (on the board or in the shell's decision panel).
"use strict";

const byKey = new Map();
let shown = [];

function clear() {
  for (const node of shown) node.classList.remove("is-preview");
  shown = [];
}

function show(key) {
  clear();
  const o = byKey.get(key);
  if (!o) return;
  for (const id of [...(o.cells || []), ...(o.edges || [])]) {
    for (const node of document.querySelectorAll(`[data-el~="${CSS.escape(id)}"]`)) {
      node.classList.add("is-preview");
      shown.push(node);
    }
  }
}

function onEnter(event) {
  const t = event.target instanceof Element ? event.target.closest("[data-key]") : null;
  if (t) show(t.getAttribute("data-key"));
}

function onLeave(event) {
  const t = event.target instanceof Element ? event.target.closest("[data-key]") : null;
  // an option armed by a first tap (shell/arming.js) keeps its preview until played
  if (t && byKey.has(t.getAttribute("data-key")) && !t.classList.contains("is-armed")) clear();
}

let installed = false;

/** Remember the options that can be previewed; listen once, on the document. */
export function previewOptions(options) {
  byKey.clear();
  clear();
  for (const o of options) if ((o.edges && o.edges.length) || (o.cells && o.cells.length)) byKey.set(o.key, o);
  if (installed) return;
  installed = true;
  document.addEventListener("pointerover", onEnter);
  document.addEventListener("focusin", onEnter);
  document.addEventListener("pointerout", onLeave);
  document.addEventListener("focusout", onLeave);
}

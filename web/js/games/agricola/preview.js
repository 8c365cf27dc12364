// Showing what an option builds before the click: pointing at, focusing or (on touch)
// arming any button of an option that carries cells or fence edges marks them on the
// farm, wherever the button is (on the board or in the shell's decision panel).
"use strict";

const byKey = new Map();
let shown = [];
let current = null; // the option whose preview is shown
let armedKey = null; // an option a first tap armed (shell/arming.js): its preview stays

function clear() {
  for (const node of shown) node.classList.remove("is-preview");
  shown = [];
  current = null;
}

function show(key) {
  clear();
  const o = byKey.get(key);
  if (!o) return;
  current = key;
  for (const id of [...(o.cells || []), ...(o.edges || [])]) {
    for (const node of document.querySelectorAll(`[data-el~="${CSS.escape(id)}"]`)) {
      node.classList.add("is-preview");
      shown.push(node);
    }
  }
}

function keyOf(event) {
  const t = event.target instanceof Element ? event.target.closest("[data-key]") : null;
  return t ? t.getAttribute("data-key") : null;
}

// While an option is armed, the pointer passing over others (a scroll under a finger)
// neither replaces nor clears its preview.
function onEnter(event) {
  const key = keyOf(event);
  if (key !== null && armedKey === null) show(key);
}

function onLeave(event) {
  if (armedKey === null && keyOf(event) === current) clear();
}

function onArmed({ detail }) {
  armedKey = detail;
  if (detail === null) clear();
  else show(detail);
}

let installed = false;

/** Remember the options that can be previewed; listen once, on the document. */
export function previewOptions(options) {
  byKey.clear();
  clear();
  for (const o of options) if ((o.edges && o.edges.length) || (o.cells && o.cells.length)) byKey.set(o.key, o);
  // a redraw keeps an armed option's preview; it is gone with its decision
  if (armedKey !== null && byKey.has(armedKey)) show(armedKey);
  else armedKey = null;
  if (installed) return;
  installed = true;
  document.addEventListener("pointerover", onEnter);
  document.addEventListener("focusin", onEnter);
  document.addEventListener("pointerout", onLeave);
  document.addEventListener("focusout", onLeave);
  document.addEventListener("arle:armed", onArmed);
}

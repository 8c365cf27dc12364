// Touch screens have no hover, so a tap cannot first show what an option would build. On
// touch, a first tap on an option that places something on the board (the view model's
// ``places``: a room, a field, a stable) only arms it: every button of that
// option is marked (the button says what it costs, gives and holds) and the game's
// preview shows its cells and fences; a second tap plays it. A mouse or a keyboard plays at
// once: there the preview came with the hover or the focus.
"use strict";

import { h } from "../dom.js";

let pointer = "mouse"; // the kind of pointer that pressed last
let armed = null;      // { key, moves }: the armed option and the move it belongs to

/** Listen for the pointer kind, and disarm on a tap anywhere but an option. */
export function installArming(root) {
  root.addEventListener("pointerdown", (e) => { pointer = e.pointerType; }, { capture: true });
  document.addEventListener("click", (e) => {
    if (armed && !(e.target instanceof Element && e.target.closest("[data-key]"))) disarm();
  });
}

/** Whether a click on option ``key`` only arms it (a first touch on an option that
 * places something); any other click disarms and plays. */
export function armsOnly(key, options, moves) {
  const o = options.find((x) => x.key === key);
  if (pointer !== "touch" || !o || !o.places || (armed && armed.key === key && armed.moves === moves)) {
    disarm();
    return false;
  }
  armed = { key, moves };
  markArmed(moves);
  announce(key);
  bringIntoView(o);
  return true;
}

/** Whether ``key`` is the option a first tap armed at move ``moves``: a second tap on it
 * confirms, however soon it comes (a quick second tap is no double-click then). */
export function isArmed(key, moves) {
  return armed !== null && armed.key === key && armed.moves === moves;
}

/** Tell the game's renderer which option is armed (null: none), so it previews what the
 * option builds whatever the hover and focus events of the tap did. */
function announce(key) {
  document.dispatchEvent(new CustomEvent("arle:armed", { detail: key }));
}

/** A phone shows the decision above the board: what the option builds (its first farm
 * space, else its target) scrolls up to just under the sticky status line, so the
 * preview is seen, with the option's board button (a pasture list) below it. */
function bringIntoView(option) {
  const first = (option.cells || [])[0];
  const spot = first ? document.querySelector(`#app [data-el~="${CSS.escape(first)}"]`)
    : option.target ? document.querySelector(`#app [data-target="${CSS.escape(option.target)}"]`) : null;
  if (!spot) return;
  const status = document.getElementById("status");
  const under = status && getComputedStyle(status).position === "sticky" ? status.getBoundingClientRect().bottom : 0;
  const r = spot.getBoundingClientRect();
  if (r.top >= under && r.bottom <= window.innerHeight) return;
  window.scrollBy(0, r.top - under - 8);
}

function disarm() {
  const was = armed;
  armed = null;
  markArmed(null);
  if (was) announce(null);
}

/** Mark the armed option's buttons (after every redraw too); a new move disarms. */
export function markArmed(moves) {
  for (const node of document.querySelectorAll("#app .is-armed")) {
    node.classList.remove("is-armed");
    node.removeAttribute("aria-pressed");
    for (const note of node.querySelectorAll(".opt-confirm")) note.remove();
  }
  if (armed && armed.moves !== moves) {
    armed = null;
    announce(null);
  }
  if (!armed) return;
  for (const node of document.querySelectorAll(`#app button[data-key="${CSS.escape(armed.key)}"]`)) {
    node.classList.add("is-armed");
    node.setAttribute("aria-pressed", "true");
    node.append(h("span", { class: "opt-confirm" }, "Tap again to choose"));
  }
}

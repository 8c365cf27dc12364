// The Fences decision's pasture picker: the player taps spaces on the farm, the page
// narrows the pastures the view model offers (its ``decision.fencing``: one row of numbers
// a pasture, agricola_core/view_fencing.py) to those that hold every tapped space, and once
// the tapped spaces are exactly one of them, "Fence it" plays that pasture's key. Tapping
// spaces inside a pasture the player has divides it. No Python runs until the confirm:
// a tap only changes marks on the farm and the picker's lines (in the decision panel and
// under the farm). Words are the model's, with its numbers filled in.
"use strict";

import { fill, h } from "../../dom.js";

let fencing = null;   // the decision's fencing block, or null
let rows = [];        // its pastures as objects, by the model's column names
let names = [];       // the farm's cell names, by cell index
let chosen = 0;       // the tapped spaces, a bit mask (cell c is bit c)
let hinted = null;    // the hint whose pasture was chosen for the player (once a hint)
let installed = false;

/** Take the decision's fencing (or null): a new decision starts with nothing tapped. A
 * page that may not decide now (``held``: another seat's turn, a turn to hand over) offers
 * nothing, as the shell then has no options. */
export function setFencing(view, hint, held) {
  const f = view.decision && !held ? view.decision.fencing : null;
  if (!f || !fencing || f.id !== fencing.id || f.seat !== fencing.seat) {
    chosen = 0;
    hinted = null;
  }
  fencing = f || null;
  rows = fencing ? fencing.pastures.map((r) => Object.fromEntries(fencing.columns.map((c, i) => [c, r[i]]))) : [];
  names = fencing ? view.players[fencing.seat].farm.cells.map((c) => c.name) : [];
  // Hint on a pasture: its spaces are chosen, so its confirm is the hinted button.
  const row = hint && hint.key ? rows.find((r) => r.key === hint.key) : null;
  if (row && hinted !== hint.key) {
    chosen = row.cells;
    hinted = hint.key;
  }
  install();
}

/** The farm cells a tap may still choose or take out (null: this farm is not fencing). */
export function pickable(seat) {
  if (!fencing || fencing.seat !== seat) return null;
  let cells = chosen;
  for (const r of rows) if ((r.cells & chosen) === chosen) cells |= r.cells;
  return cells;
}

function fillIn(text, values) {
  return text.replace(/\{(\w+)\}/g, (all, k) => (k in values ? String(values[k]) : all));
}

function spacesOf(mask) {
  return names.filter((_, c) => (mask >> c) & 1).join(" ");
}

/** The picker's lines: what is chosen, its cost and what it holds (or what is missing),
 * the pasture it divides, "Fence it" (the option's key once the choice is a pasture) and
 * "Clear". Drawn in the decision panel and under the farm alike. */
export function picker() {
  if (!fencing) return null;
  const box = h("div", { class: "agri-picker", "data-el": fencing.el, "data-help": fencing.help });
  fill(box, pickerLines());
  return box;
}

function pickerLines() {
  const f = fencing;
  const exact = chosen ? rows.find((r) => r.cells === chosen) : null;
  const open = rows.filter((r) => (r.cells & chosen) === chosen).length;
  const lines = [
    h("h3", null, f.title),
    h("p", { class: "agri-picker-how" }, f.how),
    h("p", { class: "agri-picker-have" }, f.have, " · ", fillIn(f.count, { n: open })),
  ];
  let said;
  if (!chosen) said = f.start;
  else if (exact) said = fillIn(exact.cost === 1 ? f.chosen_one : f.chosen, { spaces: spacesOf(chosen), cost: exact.cost, holds: exact.holds });
  else said = fillIn(f.more, { spaces: spacesOf(chosen) });
  lines.push(h("p", { class: `agri-picker-said${exact ? " is-exact" : ""}`, role: "status" }, said));
  if (exact && exact.divides >= 0) {
    lines.push(h("p", { class: "agri-picker-divides" }, fillIn(f.divides, { pasture: f.divisible[exact.divides] })));
  }
  lines.push(h("div", { class: "agri-picker-actions" },
    h("button", exact
      ? { type: "button", class: "option agri-fence-confirm", "data-key": exact.key }
      : { type: "button", class: "option agri-fence-confirm", disabled: true }, f.confirm),
    h("button", { type: "button", class: "agri-pick-clear", "data-pick-clear": "1", disabled: !chosen }, f.clear)));
  return lines;
}

/** Mark the farm (tapped spaces, spaces still possible, the new fences of an exact
 * choice) and redraw every picker: after each tap, and after each redraw of the board. */
export function refresh() {
  for (const node of document.querySelectorAll(".agri-picker")) fill(node, pickerLines());
  for (const node of document.querySelectorAll(".is-picked, .is-pickable, .is-planned")) {
    node.classList.remove("is-picked", "is-pickable", "is-planned");
  }
  if (!fencing) return;
  const seat = fencing.seat;
  const can = pickable(seat);
  for (const button of document.querySelectorAll(`[data-pick-seat="${seat}"]`)) {
    const c = Number(button.dataset.pick);
    const on = Boolean((chosen >> c) & 1);
    button.setAttribute("aria-pressed", String(on));
    button.disabled = !((can >> c) & 1);
    const cell = button.closest(".agri-cell");
    cell.classList.toggle("is-picked", on);
    cell.classList.toggle("is-pickable", !on && !button.disabled);
  }
  const exact = chosen ? rows.find((r) => r.cells === chosen) : null;
  for (const e of exact ? exact.edges : []) {
    for (const line of document.querySelectorAll(`line[data-el="edge:${seat}:${e}"]`)) line.classList.add("is-planned");
  }
}

/** A farm cell's tap target while fencing: a button over the whole space. */
export function pickButton(seat, c, label) {
  return h("button", {
    type: "button", class: "agri-pick", "data-pick": String(c), "data-pick-seat": String(seat),
    "aria-pressed": "false", "aria-label": `${label}: ${fencing.pick}`,
  });
}

function onClick(event) {
  const t = event.target instanceof Element ? event.target : null;
  const pick = t && t.closest("[data-pick]");
  const clear = t && t.closest("[data-pick-clear]");
  if (!fencing || (!pick && !clear)) return;
  if (pick) chosen ^= 1 << Number(pick.dataset.pick);
  else chosen = 0;
  refresh(); // the tap targets stay (only their marks change), so a focused one keeps focus
}

function install() {
  if (installed) return;
  installed = true;
  document.addEventListener("click", onClick);
}

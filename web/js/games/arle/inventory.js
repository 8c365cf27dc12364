// Fields of Arle's word before the question: the deciding player's warning before the
// Inventorying that ends the half-year (arle_core/view_inventory.py writes every line).
"use strict";

import { h } from "../../dom.js";

/** One line in view — what it takes and what is short — and the rest behind it. Not while
 * the guide's own lesson says the same. */
export function inventoryWarning(view, ui, d, state) {
  const w = (view.inventory || [])[d.player];
  const lesson = ui.coach && ui.coach.lesson;
  if (!w || (lesson && lesson.key === "inventory_ahead")) return null;
  return h("details", { class: `inventory-warning status-${w.status}`, "data-fold": "inventory",
    open: Boolean(state.folds.inventory) },
  h("summary", null, h("strong", { class: "inventory-title" }, w.title), " ",
    h("span", { class: "inventory-summary" }, w.summary)),
  h("ul", { class: "inventory-lines" }, w.lines.map((line) => h("li", null, line))));
}

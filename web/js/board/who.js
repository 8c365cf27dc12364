// A player as the page shows them everywhere: a mark (a shape as well as a colour) and
// the name, as text. The one copy of the player marks.
"use strict";

import { h } from "../dom.js";

export const MARKS = ["●", "■"];

/** A player's mark and name from the list of names (null for no player). */
export function named(names, player, withName = true) {
  if (player === null || player === undefined || player < 0) return null;
  return h("span", { class: `who p${player}` },
    h("span", { class: "mark", "aria-hidden": "true" }, MARKS[player] || "◆"),
    withName ? h("span", { class: "who-name" }, names[player]) : null);
}

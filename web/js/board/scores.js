// The score sheet: the score if the game ended now, or the final one.
"use strict";

import { fmt, h } from "../dom.js";
import { who } from "./options.js";

// What each row of the scoring pad counts (rulebook "The End of the Game and the Winner").
const SCORE_HELP = {
  materials: "1 VP per Brick, Linen, Woolen and Leather, ½ VP per Timber, 2 VP per Summer " +
    "Wear, more for Winter and Leather Wear (see the variant).",
  equipment: "The VP printed on your vehicles and other equipment, and −3 VP if your barn " +
    "has no Large Vehicle.",
  travel: "Travel experience: the VP shown above the spaces your destination tiles cover.",
  tools: "Each tool track scores the VP printed at its indicator's position.",
  goods: "Each goods indicator: 7 → 1 VP, 11 → 2, 15 → 3; Food counts on two indicators. " +
    "A Depot doubles this row.",
  home_board: "Tiles and buildings on your home board; −1 VP per top-row tidal flat space " +
    "no dike covers, −1 VP per dry moor and −4 VP per wet moor still on the board.",
  animals: "2 VP per animal of the type you have least of, 1 VP per animal of the middle " +
    "type, 0 for the most.",
  bottlenecks: "VP lost during the game for missing Food or Peat at Inventorying (2 VP each).",
};

export function renderScores(view) {
  const final = view.over;
  const head = h("tr", null, h("th", { scope: "col" }, "Category"),
    view.players.map((p) => h("th", { scope: "col", class: `p${p.index}` }, who(view, p.index))));
  const rows = view.categories.map((c) => h("tr", { "data-el": `score-row:${c.key}` },
    h("th", { scope: "row", "data-help": SCORE_HELP[c.key] || null, tabindex: SCORE_HELP[c.key] ? "0" : null }, c.label),
    view.players.map((p) => h("td", { "data-score": `${p.index}:${c.key}` }, fmt(p.score[c.key])))));
  const total = h("tr", { class: "total" }, h("th", { scope: "row" }, "Total"),
    view.players.map((p) => h("td", {
      "data-score": `${p.index}:total`, class: final && view.winner === p.index ? "winner" : null,
    }, fmt(p.score.total), final && view.winner === p.index && view.players.length > 1 ? " ★" : "")));
  return [
    h("h2", null, final ? "Final score sheet" : "Score if the game ended now"),
    h("table", { class: `score-sheet${final ? " final" : ""}` },
      h("thead", null, head), h("tbody", null, rows, total)),
  ];
}

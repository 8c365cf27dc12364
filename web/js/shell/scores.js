// The score sheet: the score if the game ended now, or the final one.
"use strict";

import { fmt, h } from "../dom.js";
import { named } from "./who.js";

export function renderScores(view, names, game) {
  const final = view.over;
  const head = h("tr", null, h("th", { scope: "col" }, "Category"),
    view.players.map((p) => h("th", { scope: "col", "data-seat": p.index }, named(names, p.index))));
  // A row below zero says why under its name (a new game's Moors, tidal flats, barn); not
  // a category that only ever takes away (the game's ``penalties``: Supply bottlenecks),
  // nor one the view model says needs no explaining (``explain: false``; its help is a tooltip).
  const negative = (c) => c.explain !== false && view.players.some((p) => p.score[c.key] < 0)
    && !game.penalties.includes(c.key);
  const rows = view.categories.map((c) => h("tr", { "data-el": `score-row:${c.key}` },
    h("th", { scope: "row", "data-help": c.help || null, tabindex: c.help ? "0" : null }, c.label,
      negative(c) && c.help ? h("span", { class: "score-why" }, c.help) : null),
    view.players.map((p) => h("td", { "data-score": `${p.index}:${c.key}` }, fmt(p.score[c.key])))));
  const total = h("tr", { class: "total" }, h("th", { scope: "row" }, "Total"),
    view.players.map((p) => h("td", {
      "data-score": `${p.index}:total`, class: final && view.winner === p.index ? "winner" : null,
    }, fmt(p.score.total), final && view.winner === p.index && view.players.length > 1 ? " ★" : "")));
  return [
    h("h2", null, final ? "Final score sheet" : "Score if the game ended now"),
    view.score_note ? h("p", { class: "score-note" }, view.score_note) : null,
    h("table", { class: `score-sheet${final ? " final" : ""}`, "data-players": names.length > 2 ? "many" : null },
      h("thead", null, head), h("tbody", null, rows, total)),
  ];
}

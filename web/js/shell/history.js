// The game history (each game's faces.history): every move, in groups (a half-year, a
// round) and phases, with a phase's summary per player where the game has one; a group
// folds.
"use strict";

import { h } from "../dom.js";
import { named } from "./who.js";

const who = named;

function entry(names, e) {
  return h("li", {
    class: `history-entry${e.move === null ? " auto" : ""}`, "data-seat": e.player,
    "data-move": e.move === null ? null : String(e.move),
  }, e.move === null ? null : h("span", { class: "move-no" }, `${e.move}.`), " ",
  who(names, e.player), " ", e.text,
  e.move === null ? null : h("button", {
    type: "button", class: "link-button replay-here", "data-action": "replay", "data-id": String(e.move),
    "aria-label": `Show the board here (after move ${e.move})`, title: "Show the board here",
  }, "show the board here"));
}

function phase(names, ph) {
  return h("section", { class: `history-phase ${ph.phase}` },
    h("h4", null, ph.label),
    ph.summary && ph.summary.length
      ? h("ul", { class: "inventory-summary" }, ph.summary.map((s) => h("li", { "data-seat": s.player },
        who(names, s.player), " ", s.text)))
      : null,
    ph.entries.length ? h("ol", { class: "history-entries" }, ph.entries.map((e) => entry(names, e))) : null);
}

/** A closed half-year: its moves as bare numbered items (each move is there, for counting
 *  and for finding), drawn in full when the half-year is opened. */
function folded(g) {
  const moves = g.phases.flatMap((ph) => ph.entries.filter((e) => e.move !== null));
  return h("ol", { class: "history-entries folded", hidden: true },
    moves.map((e) => h("li", { "data-move": String(e.move) }, `${e.move}.`)));
}

/** A group's number: a round, a half-year (an older engine's history names it only so). */
const groupOf = (g) => g.group ?? g.half_year;

/** The history panel. `state.historyOpen` remembers which half-years the player opened. */
export function renderHistory(model, state, names) {
  const { view, ui } = model;
  if (!view || !ui.history) return [];
  const groups = ui.history;
  const open = state.historyOpen || (state.historyOpen = new Map());
  const latest = groups.length ? groupOf(groups[groups.length - 1]) : null;
  const moves = ui.moves;
  return [
    h("h2", null, "History ", h("span", { class: "muted" }, `(${moves} ${moves === 1 ? "move" : "moves"})`)),
    moves ? h("button", { type: "button", class: "link-button replay-start", "data-action": "replay", "data-id": "0" },
      "Replay from the start") : null,
    groups.length ? groups.map((g) => {
      const isOpen = open.has(groupOf(g)) ? open.get(groupOf(g)) : groupOf(g) === latest;
      // A closed half-year keeps only its moves' numbers (cheap); its text is drawn when opened.
      return h("details", {
        class: "history-half-year", "data-half-year": String(groupOf(g)), open: isOpen,
      }, h("summary", null, h("h3", null, g.title)),
      isOpen ? g.phases.map((ph) => phase(names, ph)) : folded(g));
    }) : h("p", { class: "muted" }, "No moves yet."),
  ];
}

/** Remember a half-year opened or closed by the player (a toggle event); true when the
 *  panel must be drawn again (a folded half-year was opened). */
export function onHistoryToggle(event, state) {
  const details = event.target;
  if (!details.matches || !details.matches("details.history-half-year")) return false;
  if (!state.historyOpen) state.historyOpen = new Map();
  state.historyOpen.set(Number(details.dataset.halfYear), details.open);
  return details.open && details.querySelector(".folded") !== null; // draw its text now
}

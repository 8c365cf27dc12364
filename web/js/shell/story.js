// What just happened, drawn from the engine's record of each move (app/story.py):
// the story ("Since you last saw the game", or what the last click did) and the highlight
// of the board elements it changed, until the next click. One mechanism for the
// opponent's turn and for your own move. In the decision panel the story is a compact
// summary (at most two lines, "show all" unfolds it): the options come first, and the
// board's highlights carry the detail.
"use strict";

import { h } from "../dom.js";
import { named } from "./who.js";

const HEADINGS = {
  story: "Since you last saw the game",
  move: "What just changed",
  start: "A new game",
  computer: "The computer's turn",
  since: "Since your last move",
};

/** Whether every line of the story is a computer seat's (or the game's own: a round
 *  begins): only then is it headed by the computer's name. */
function computersOnly(shown, ui) {
  const computers = new Set((ui.seats || []).flatMap((s, i) => (s.who === "computer" ? [i] : [])));
  return shown.lines.every((line) => line.player < 0 || computers.has(line.player));
}

function title(shown, ui) {
  if (shown.kind === "computer" && ui.computer && !computersOnly(shown, ui)) return HEADINGS.since;
  if (shown.kind === "computer" && ui.computer) {
    return ui.computer.to_move ? `${ui.computer.name}'s turn so far` : `What ${ui.computer.name} did`;
  }
  return HEADINGS[shown.kind] || HEADINGS.move;
}

/** The story: a title and the lines of the moves shown, each with who said it. Folded
 * (``state.folds.story`` false) it is one summary of at most two lines; ``full`` always
 * shows every line (the computer's turn in progress, told move by move). */
export function renderStory(model, state, names, full = false) {
  const { view, ui } = model;
  const shown = ui.shown;
  if (!view || !shown) return [];
  const lines = shown.lines.map((line) => h("li", { class: "story-line", "data-seat": line.player, "data-move": line.move },
    named(names, line.player), " ", line.text));
  const intro = shown.kind !== "move" && ui.start && (shown.from === null || shown.from <= 1)
    ? h("p", { class: "story-start" }, ui.start) : null;
  if (!lines.length && !intro) return [];
  const open = full || Boolean(state.folds.story);
  const more = lines.length > 1 || shown.earlier;
  return [
    h("h2", { class: "story-title" }, title(shown, ui)),
    intro,
    open && shown.earlier ? h("p", { class: "story-earlier muted" },
      `… ${shown.earlier} earlier ${shown.earlier === 1 ? "line" : "lines"}: see the history.`) : null,
    lines.length ? h("ol", { class: `story-lines${open ? "" : " compact"}` }, lines) : null,
    more && !full ? h("button", {
      type: "button", class: "link-button story-fold", "data-action": "fold", "data-id": "story",
      "aria-expanded": String(open),
    }, open ? "Show less" : `Show all (${lines.length + (shown.earlier || 0)})`) : null,
    open && lines.length && shown.kind !== "move"
      ? h("p", { class: "story-hint muted" }, "Highlighted on the board until your next click.") : null,
  ];
}

/** The DOM nodes of one board element id ("space:woodcutter", "good:0:wood" ...). */
function nodesOf(root, id) {
  const quoted = CSS.escape(id);
  return root.querySelectorAll(`[data-el~="${quoted}"], [data-target="${quoted}"]`);
}

/** Mark the changed elements (and only them): class "changed". */
export function highlight(root, model) {
  for (const node of root.querySelectorAll(".changed")) node.classList.remove("changed");
  const shown = model.ui && model.ui.shown;
  if (!shown) return 0;
  let n = 0;
  for (const id of shown.elements) {
    for (const node of nodesOf(root, id)) {
      node.classList.add("changed");
      n += 1;
    }
  }
  return n;
}

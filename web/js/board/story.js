// What just happened, drawn from the engine's record of each move (app/story.py):
// the story panel ("Since you last saw the game", or what the last click did) and the
// highlight of the board elements it changed, until the next click. One mechanism for the
// opponent's turn and for your own move.
"use strict";

import { h } from "../dom.js";

const MARKS = ["●", "■"];

function who(names, player) {
  return h("span", { class: `who p${player}` },
    h("span", { class: "mark", "aria-hidden": "true" }, MARKS[player] || "◆"),
    h("span", { class: "who-name" }, names[player]));
}

const HEADINGS = {
  story: "Since you last saw the game",
  move: "What just changed",
  start: "A new game",
  computer: "The computer's turn",
};

/** The story panel: the lines of the moves shown, each with who said it. */
export function renderStory(model) {
  const { view, ui } = model;
  const shown = ui.shown;
  if (!view || !shown) return [];
  const names = view.setup.names;
  const lines = shown.lines.map((line) => h("li", { class: `story-line p${line.player}`, "data-move": line.move },
    who(names, line.player), " ", line.text));
  const intro = shown.kind !== "move" && ui.start && (shown.from === null || shown.from <= 1)
    ? h("p", { class: "story-start" }, ui.start) : null;
  if (!lines.length && !intro) return [];
  return [
    h("h2", { class: "story-title" }, shown.kind === "computer" && ui.computer
      ? (ui.computer.to_move ? `${ui.computer.name}'s turn so far` : `What ${ui.computer.name} did`)
      : HEADINGS[shown.kind] || HEADINGS.move),
    intro,
    shown.earlier ? h("p", { class: "story-earlier muted" },
      `… ${shown.earlier} earlier ${shown.earlier === 1 ? "line" : "lines"}: see the history.`) : null,
    lines.length ? h("ol", { class: "story-lines" }, lines) : null,
    lines.length && shown.kind !== "move"
      ? h("p", { class: "story-hint muted" }, "Highlighted on the board until your next click.") : null,
  ];
}

/** The DOM nodes of one board element id ("space:woodcutter", "good:0:wood" ...). The
 *  home board draws its moors together: "moor:0:2" is found as "moors:0". */
function nodesOf(root, id) {
  const moor = /^moor:(\d+):\d+$/.exec(id);
  const quoted = JSON.stringify(moor ? `moors:${moor[1]}` : id);
  return root.querySelectorAll(`[data-el~=${quoted}], [data-target=${quoted}]`);
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

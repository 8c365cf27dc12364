// What just happened, drawn from the engine's record of each move (app/story.py):
// the story ("Since you last saw the game", or what the last click did) and the highlight
// of the board elements it changed, until the next click. One mechanism for the
// opponent's turn and for your own move. In the decision panel the story is a compact
// summary (at most two lines, "show all" unfolds it): the options come first, and the
// board's highlights carry the detail.
"use strict";

import { h } from "../dom.js";
import { listed, named } from "./who.js";

const HEADINGS = {
  story: "Since you last saw the game",
  move: "What just changed",
  start: "A new game",
  computer: "The computer's turn",
  since: "Since your last move",
};

/** Whether every line of the story is a computer seat's (or the game's own: a round
 *  begins): only then is it headed by the computers' names. */
function computersOnly(shown, ui) {
  const computers = new Set((ui.seats || []).flatMap((s, i) => (s.who === "computer" ? [i] : [])));
  return shown.lines.every((line) => line.player < 0 || computers.has(line.player));
}

/** The seats whose lines the story tells, in the order they first speak. */
function speakers(shown) {
  return [...new Set(shown.lines.filter((line) => line.player >= 0).map((line) => line.player))];
}

function title(shown, ui, names) {
  if (shown.kind === "computer" && ui.computer && !computersOnly(shown, ui)) return HEADINGS.since;
  if (shown.kind === "computer" && ui.computer) {
    const who = speakers(shown);
    // several computers moved since the person did: each by its own name, not the first's
    if (who.length > 1) {
      const all = listed(who.map((i) => names[i]));
      return ui.computer.to_move ? `${all}: their turns so far` : `What ${all} did`;
    }
    const name = who.length ? names[who[0]] : ui.computer.name;
    return ui.computer.to_move ? `${name}'s turn so far` : `What ${name} did`;
  }
  return HEADINGS[shown.kind] || HEADINGS.move;
}

/** The seats' lines unfolded, in runs of one seat's: several computers' turns each under
 *  its computer's name (the game's own news leads the story apart). */
function runs(told, lineOf, names) {
  const out = [];
  told.forEach((line) => {
    const last = out[out.length - 1];
    if (last && line.player === last.player) last.items.push(lineOf(line));
    else out.push({ player: line.player, items: [lineOf(line)] });
  });
  return out.map((run) => h("section", { class: "story-run", "data-seat": run.player },
    run.player >= 0 ? h("h3", { class: "story-run-title" }, named(names, run.player)) : null,
    h("ol", { class: "story-lines" }, run.items)));
}

/** The story: a title and the lines of the moves shown, each with who said it. Folded
 * (``state.folds.story`` false) it is one summary of at most two lines; ``full`` always
 * shows every line (the computer's turn in progress, told move by move). */
export function renderStory(model, state, names, full = false) {
  const { view, ui } = model;
  const shown = ui.shown;
  if (!view || !shown) return [];
  const lineOf = (line, withName = true) => h("li", { class: "story-line", "data-seat": line.player, "data-move": line.move },
    withName ? [named(names, line.player), " "] : null, line.text);
  // The game's own news ("Round 5 begins", a harvest) is never folded away: it leads.
  const news = shown.lines.filter((line) => line.player < 0).map((line) => lineOf(line));
  const lines = shown.lines.filter((line) => line.player >= 0).map((line) => lineOf(line));
  const intro = shown.kind !== "move" && ui.start && (shown.from === null || shown.from <= 1)
    ? h("p", { class: "story-start" }, ui.start) : null;
  if (!lines.length && !news.length && !intro) return [];
  const open = full || Boolean(state.folds.story);
  const more = lines.length > 1 || shown.earlier;
  const several = shown.kind === "computer" && ui.computer && computersOnly(shown, ui)
    && speakers(shown).length > 1;
  return [
    h("h2", { class: "story-title" }, title(shown, ui, names)),
    intro,
    news.length ? h("ul", { class: "story-news" }, news) : null,
    open && shown.earlier ? h("p", { class: "story-earlier muted" },
      `… ${shown.earlier} earlier ${shown.earlier === 1 ? "line" : "lines"}: see the history.`) : null,
    lines.length && open && several
      ? runs(shown.lines.filter((line) => line.player >= 0), (line) => lineOf(line, false), names) : null,
    lines.length && !(open && several) ? h("ol", { class: `story-lines${open ? "" : " compact"}` }, lines) : null,
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

// The status line: the game's calendar, whose turn, and the question repeated.
"use strict";

import { h } from "../dom.js";
import { named } from "./who.js";

/** The status line: the game's own part (its calendar: the renderer's ``status``), whose
 * turn, New game, and the question repeated. */
export function renderStatus(model, game, names) {
  const { view, ui } = model;
  const d = view.decision;
  // Which seat a name plays, unless the name says it ("Player 2" is not "(player 2)" again).
  const seat = d && ui.seats ? ui.seats[d.player] : null;
  const turn = view.over
    ? h("p", { class: "status-turn over" }, "Game over")
    : h("p", { class: "status-turn", "data-seat": d.player }, named(names, d.player),
      names.length > 1 && seat && seat.aside ? ` to play (${seat.aside})` : " to play");
  // On a phone the decision panel may be scrolled away: the status line repeats the question.
  // (Not while the computer decides: the question is its own.)
  const computerMoves = ui.computer && ui.computer.to_move;
  const ask = d && !computerMoves ? h("a", { class: "status-prompt", href: "#decision" }, d.prompt, " ↑") : null;
  return [
    game.status ? game.status(view) : h("div", { class: "calendar" }),
    turn,
    h("button", { type: "button", class: "open-setup", "data-action": "open-setup" }, "New game"),
    ask,
  ];
}

/** While the AI worker thinks (js/computer.js): who thinks, and Cancel. */
export function thinkingBar(ui, state) {
  const t = state.thinking;
  if (!t || t.link !== ui.link) return null;
  const text = t.kind === "hint" ? "Looking for the best option…" : `${t.name} is thinking…`;
  return h("div", { class: "thinking", role: "status" },
    h("span", { class: "spinner", "aria-hidden": "true" }),
    h("span", { class: "thinking-text" }, text),
    h("button", { type: "button", class: "stop-thinking", "data-action": "stop-thinking" }, "Cancel"));
}

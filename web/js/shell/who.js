// A player as the page shows them everywhere: a mark (a shape as well as a colour) and
// the name, as text. The one copy of the player marks; the colours are the stylesheet's
// seat palette, picked by ``data-seat`` (css/shell.css), for any number of players.
"use strict";

import { h } from "../dom.js";

export const MARKS = ["●", "■", "▲", "◆", "★", "✚"];

/** A seat's mark (the shapes repeat past the last one; the name always says who). */
export function markOf(player) {
  return MARKS[player % MARKS.length];
}

/** A player's mark and name from the list of names (null for no player). */
export function named(names, player, withName = true) {
  if (player === null || player === undefined || player < 0) return null;
  return h("span", { class: "who", "data-seat": player },
    h("span", { class: "mark", "aria-hidden": "true" }, markOf(player)),
    withName ? h("span", { class: "who-name" }, names[player]) : null);
}

/** The players' names of a model: its seats (any game: ``ui.seats``, a list of N with each
 * seat's name, who plays it and its level), else its board's setup. */
export function namesOf(model) {
  const seats = model && ((model.ui && model.ui.seats) || model.seats);
  if (Array.isArray(seats) && seats.length) return seats.map((s, i) => s.name || `Player ${i + 1}`);
  const setup = model && model.view && model.view.setup;
  if (setup && Array.isArray(setup.names)) return setup.names;
  const players = (model && model.view && model.view.players) || [];
  return players.map((_, i) => `Player ${i + 1}`);
}

/** Beside a computer seat's name on its board: that the computer plays it, and at which
 * level (``seats``: the shell's ``ui.seats``); null for a person's seat. */
export function seatPlayedBy(seats, player) {
  const seat = Array.isArray(seats) ? seats[player] : null;
  if (!seat || seat.who !== "computer") return null;
  return h("span", { class: "seat-computer", "data-seat": player, title: `The computer plays this seat at its ${seat.level} level, on this device.` },
    `${seat.level} computer`);
}

/** "Ann", "Ann and Bo", "Ann, Bo and Cy". */
export function listed(words) {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

// Seats and turns (app/session.py): "Who are you?" for a link this device has not seen,
// the waiting view when another seat decides ("Waiting for Ben — send him the link",
// Web Share where the browser has it, the clipboard otherwise), and the hot-seat
// "End turn" that hands the device over. Undo stays until the turn is sent or ended.
"use strict";

import { h } from "../dom.js";
import { copyResult, linkUrl, shareBlock } from "../links.js";
import { listed } from "./who.js";

/** Whether this browser can hand the link to another app (phones: the share sheet). */
export function canShare() {
  return typeof navigator.share === "function";
}

function undoButton(ui, text) {
  return h("button", {
    type: "button", class: "undo", "data-action": "undo", disabled: !ui.can_undo,
  }, "↶ ", text);
}

/** "Who are you?": asked once when a device opens a link of a game it has not seen; a
 *  person chooses among the people's seats (``choices``: never the computer's). */
function seatQuestion(names, choices) {
  const computer = choices.length < names.length;
  const all = choices.length > 2 ? "We all play on this device" : choices.length === 2
    ? "We both play on this device" : "I play on this device";
  return h("div", { class: "seat-question", role: "group", "aria-labelledby": "seat-title" },
    h("h2", { id: "seat-title", class: "prompt", tabindex: "-1" }, "Who are you?"),
    h("p", null, computer
      ? `This device will play your seat, and the computer ${listed(names.filter((_, i) => !choices.includes(i)))} here; the link goes back and forth between the people after each turn.`
      : "This device will play your seat; the link goes back and forth after each turn."),
    h("div", { class: "options" },
      choices.map((i) => h("button", {
        type: "button", class: "seat-choice", "data-action": "seat", "data-id": String(i),
      }, `I am ${names[i]}`)),
      h("button", { type: "button", class: "seat-choice hotseat", "data-action": "seat", "data-id": "hotseat" },
        computer ? `${all}, the computer too` : all)));
}

/** By link, another seat decides: the board is read-only here. */
function waitingView(view, ui, state) {
  const w = ui.waiting;
  const copied = state.copied && state.copied.link === ui.link ? state.copied : null;
  const sent = w.sent || (copied && copied.ok) || state.shared === ui.link;
  const verb = canShare() ? "Send" : "Copy";
  return h("div", { class: "waiting", "data-seat": w.player },
    h("h2", { class: "prompt", tabindex: "-1" },
      sent ? `Waiting for ${w.name}` : `Waiting for ${w.name} — send ${w.name} the link`),
    h("p", { class: "waiting-text" }, sent
      ? `${w.name} continues the game from the link. When ${w.name} sends it back, open it here.`
      // (a new game whose start player is another seat: this device has had no turn yet)
      : ui.moves ? `Your turn is over. ${w.name} plays next, on their own device: send the link.`
        : `${w.name} begins, on their own device: send the link.`),
    h("div", { class: "share-row" },
      h("button", { type: "button", class: "share-button send", "data-action": "send" },
        `${verb} the link for ${w.name}`),
      sent ? null : undoButton(ui, "Undo my turn")),
    copied ? copyResult(copied, linkUrl(ui.link),
      `Send it to ${w.name}: opened on any device, the game continues there.`) : null,
    copied && !copied.ok && !w.sent
      ? h("button", { type: "button", class: "sent-done", "data-action": "sent" }, "I sent it")
      : null);
}

/** Hot-seat: the turn is over; undo, or end it and hand the device over. */
function turnEnded(view, names, ui, state) {
  const d = view.decision;
  const next = names[d.player];
  return h("div", { class: "turn-ended" },
    h("h2", { class: "prompt", tabindex: "-1" }, `Your turn is over — ${next} plays next`),
    h("p", null, "Undo is possible until you end your turn."),
    h("div", { class: "share-row" },
      h("button", { type: "button", class: "end-turn", "data-action": "end_turn" },
        `End turn: hand over to ${next}`),
      undoButton(ui, "Undo")),
    shareBlock(view, ui, state.copied));
}

const LEVEL_WORDS = { casual: "casually", good: "well", strong: "at its strongest" };

/** Against the computer, its turn: it plays by itself (js/computer.js); the player may
 * stop it (Cancel, in the status bar) and let it go on, or undo their own last turn. */
function computerTurn(view, ui, state) {
  const c = ui.computer;
  const thinking = state.thinking && state.thinking.kind === "computer";
  const stopped = state.paused && !thinking;
  return h("div", { class: "computer-turn", "data-seat": c.seat },
    h("h2", { class: "prompt", tabindex: "-1" },
      stopped ? `${c.name} waits: you stopped its move` : `${c.name} is playing`),
    h("p", { class: "computer-text" }, stopped
      ? "The computer moves again when you let it."
      : `The computer plays ${LEVEL_WORDS[c.level] || c.level}. Its moves show below, one by one; then it is your turn.`),
    state.computerError ? h("p", { class: "notice", role: "status" },
      `The computer could not move: ${state.computerError}`) : null,
    h("div", { class: "share-row" },
      stopped ? h("button", { type: "button", class: "computer-resume", "data-action": "computer-resume" },
        "Let the computer move") : null,
      ui.can_undo ? undoButton(ui, "Undo my turn") : null));
}

/** The turn block shown above the decision, or null when this device decides. */
export function renderTurn(model, state, names) {
  const { view, ui } = model;
  if (!view || view.over) return null;
  if (ui.computer && ui.computer.to_move) return computerTurn(view, ui, state);
  if (ui.ask_seat) return seatQuestion(names, ui.seat_choices || names.map((_, i) => i));
  if (ui.waiting) return waitingView(view, ui, state);
  if (ui.hand_over) return turnEnded(view, names, ui, state);
  return null;
}

/** Share the link: the share sheet where there is one, else the clipboard. Resolves
 *  {ok, shared} — ok when the link left the page (shared, or copied). */
export async function sendLink(url, title, copy) {
  if (canShare()) {
    try {
      await navigator.share({ title, text: title, url });
      return { ok: true, shared: true };
    } catch (err) {
      if (err && err.name === "AbortError") return { ok: false, shared: false, aborted: true };
    }
  }
  return { ok: await copy(url), shared: false };
}

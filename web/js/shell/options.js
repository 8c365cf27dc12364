// Shared by the decision panel and every game's boards: option buttons, and board elements
// that options can target (each option is placed twice: in the decision panel and on its target).
"use strict";

import { fmt, h } from "../dom.js";

/** An option's button: its label, then what it does (its consequences, from the view
 * model): a detail line, the goods it gives and takes until the next question, a warning
 * when animals must go or when it costs more than it shows (begging cards), the score after it (a setting) in the game's ``unit`` ("VP").
 * On the board it may say less (its card already names it). */
export function optionButton(o, onBoard, unit = "") {
  const label = onBoard ? o.board_label : o.label;
  const delta = o.score_delta;
  return h("button", {
    type: "button", class: `option${o.group === "anytime" ? " anytime" : ""}${o.finish ? " finish" : ""}${o.release || o.warning ? " forces-release" : ""}`,
    "data-key": o.key, title: label === o.label ? null : o.label, "data-help": o.help || null,
  },
  h("span", { class: "opt-label" }, label),
  o.detail && !onBoard ? h("span", { class: "opt-detail" }, o.detail) : null,
  o.changes && !onBoard ? h("span", { class: "opt-changes" }, o.changes) : null,
  o.board && !onBoard ? h("span", { class: "opt-board" }, o.board) : null,
  o.release ? h("span", { class: "opt-release" }, h("span", { "aria-hidden": "true" }, "⚠ "), o.release) : null,
  o.warning ? h("span", { class: "opt-release opt-warning" }, h("span", { "aria-hidden": "true" }, "⚠ "), o.warning) : null,
  delta !== undefined && !onBoard
    ? h("span", { class: `opt-score${delta > 0 ? " up" : delta < 0 ? " down" : ""}` },
      `score now ${fmt(o.score_after)} ${unit} (${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${fmt(Math.abs(delta))})`)
    : null);
}

/** A board element an option can target: its data-target, rules help, and a slot. Its
 * data-el (a stable id for "what just changed") is the target unless given. */
export function targetable(tag, attrs, target, help, children, slots) {
  const slot = h("div", { class: "target-options" });
  const node = h(tag, {
    "data-el": target, ...attrs, "data-target": target, "data-help": help || null,
    tabindex: help ? "0" : null,
  }, children, slot);
  if (target) slots.set(target, { node, slot });
  return node;
}

/** Put each option's button on the board element it targets (a second way to click it). */
export function place(slots, options) {
  for (const o of options) {
    const spot = slots.get(o.target);
    if (!spot) continue;
    spot.slot.append(optionButton(o, true));
    spot.node.classList.add("has-options");
  }
}

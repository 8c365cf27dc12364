// Shared by Agricola's regions: player marks, option buttons, and board elements that
// options can target (each option is placed in the shell's decision panel and on its target).
"use strict";

import { h } from "../../dom.js";
import { icon } from "./art.js";

/** A player's name: the shell's (ctx.names) when it has one, else the model's label. */
export function nameOf(view, ctx, seat) {
  const names = ctx && ctx.names;
  return (names && names[seat]) || view.players[seat].label;
}

/** A player's mark: a person in the seat's colour, then the name (text, always). */
export function who(view, ctx, seat, withName = true) {
  return h("span", { class: `agri-who agri-seat-${seat}`, title: nameOf(view, ctx, seat) },
    icon("person"), withName ? h("span", { class: "agri-who-name" }, nameOf(view, ctx, seat)) : null);
}

/** A count with its good's icon: "3 [wood]"; the label is the element's title. */
export function goodCount(good, n, label) {
  return h("span", { class: `agri-good agri-good-${good}`, title: label },
    icon(good), h("span", { class: "agri-n" }, String(n)));
}

/** An option's button on the board: its short board label, and its warning (begging
 * cards) where it is clicked too; the full label as title. */
export function boardButton(o) {
  return h("button", {
    type: "button", class: `agri-option${o.warning ? " has-warning" : ""}`, "data-key": o.key,
    title: [o.label, o.detail, o.changes, o.board, o.warning].filter(Boolean).join(" · "),
  }, o.board_label,
  o.warning ? h("span", { class: "agri-warning" }, h("span", { "aria-hidden": "true" }, " ⚠ "), o.warning) : null);
}

/** A board element options can target: data-target, data-el, rules help, an option slot. */
export function targetable(tag, attrs, target, help, children, slots) {
  const slot = h("div", { class: "agri-slot" });
  const node = h(tag, {
    "data-el": target, ...attrs, "data-target": target, "data-help": help || null,
    title: attrs.title || help || null,
  }, children, slot);
  if (target) slots.set(target, { node, slot });
  return node;
}

/** Put each option's button on the element it targets (a second way to click it). */
export function place(slots, options) {
  for (const o of options) {
    const spot = o.target && slots.get(o.target);
    if (!spot) continue;
    spot.slot.append(boardButton(o));
    spot.node.classList.add("has-options");
  }
}

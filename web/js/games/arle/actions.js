// The action board: this half-year's spaces (compact), the other season's folded away,
// and the whole board folded outside the Work Phase.
"use strict";

import { h } from "../../dom.js";
import { targetable } from "../../shell/options.js";
import { who } from "./who.js";

function space(view, sp, current, optionTargets, slots) {
  const key = sp.el;
  const offered = optionTargets.has(key);
  const special = offered && !current;
  const cls = ["space", sp.occupied_by !== null ? "occupied" : "free",
    current ? "this-season" : "other-season", offered ? "has-options" : "",
    special ? "special" : ""].filter(Boolean).join(" ");
  return targetable("li", { class: cls, "data-el": key }, key, sp.help, [
    h("div", { class: "space-head" },
      h("span", { class: "space-name" }, sp.label),
      sp.food ? h("span", { class: "cost-chip" }, `pay ${sp.food} Food`) : null),
    special ? h("p", { class: "special-tag" }, "Special Action") : null,
    h("p", { class: "space-text" }, sp.text),
    sp.occupied_by !== null
      ? h("p", { class: "occupant" }, "Taken by ", who(view, sp.occupied_by)) : null,
  ], slots);
}

export function renderActionBoard(view, slots, optionTargets, state) {
  const work = view.stage === "work" || view.stage === "end_work";
  // This half-year's spaces first; the other season's after them.
  const order = view.season === "winter" ? ["winter", "summer"] : ["summer", "winter"];
  const seasons = order.map((season) => {
    const current = view.season === season;
    const spaces = view.spaces.filter((sp) => sp.season === season)
      .map((sp) => space(view, sp, current, optionTargets, slots));
    const title = season === "summer" ? "Summer/Fall: July–October" : "Winter/Spring: January–April";
    const list = h("ul", { class: "spaces" }, spaces);
    if (current) {
      return h("div", { class: `season season-${season} is-current` },
        h("h3", null, title, h("span", { class: "now-tag" }, "this half-year")), list);
    }
    // The other season matters only for the Special Action (2 players): folded away.
    const offered = view.spaces.some((sp) => sp.season === season && optionTargets.has(sp.el));
    return h("details", {
      class: `season season-${season}`, "data-fold": "other-season", open: offered || state.folds["other-season"],
    }, h("summary", null, title, view.setup.players > 1 ? " (Special Action)" : " (not this half-year)"), list);
  });
  const special = view.setup.players === 1 ? "Solo game: no Special Action."
    : view.special_used_by === null
      ? "Special Action (one worker may use a space of the other season): still open this half-year."
      : null;
  const body = [
    special ? h("p", { class: "special-note" }, special)
      : h("p", { class: "special-note" }, "Special Action used this half-year by ",
        who(view, view.special_used_by), "."),
    h("div", { class: "seasons" }, seasons),
  ];
  if (work) return [h("h2", null, "Action board"), ...body];
  // Outside the Work Phase the board waits: one line, opened on request.
  return [h("details", { class: "action-board-fold", "data-fold": "action-board", open: state.folds["action-board"] },
    h("summary", null, h("h2", null, "Action board"), h("span", { class: "muted" }, " (the Work Phase is over — open to look)")),
    ...body)];
}

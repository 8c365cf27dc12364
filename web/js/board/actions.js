// The action board: both seasons' spaces, who took them, the Special Action note.
"use strict";

import { h } from "../dom.js";
import { targetable, who } from "./options.js";

export function renderActionBoard(view, slots, optionTargets) {
  const seasons = ["summer", "winter"].map((season) => {
    const current = view.season === season;
    const spaces = view.spaces.filter((sp) => sp.season === season).map((sp) => {
      const key = `space:${sp.key}`;
      const offered = optionTargets.has(key);
      const special = offered && !current;
      const cls = ["space", sp.occupied_by !== null ? "occupied" : "free",
        current ? "this-season" : "other-season", offered ? "has-options" : "",
        special ? "special" : ""].filter(Boolean).join(" ");
      return targetable("li", { class: cls }, key, `${sp.label}: ${sp.text}`, [
        h("div", { class: "space-head" },
          h("span", { class: "space-name" }, sp.label),
          sp.food ? h("span", { class: "cost-chip" }, `pay ${sp.food} Food`) : null),
        special ? h("p", { class: "special-tag" }, "Special Action") : null,
        h("p", { class: "space-text" }, sp.text),
        sp.occupied_by !== null
          ? h("p", { class: "occupant" }, "Taken by ", who(view, sp.occupied_by)) : null,
      ], slots);
    });
    const title = season === "summer" ? "Summer/Fall: July–October" : "Winter/Spring: January–April";
    return h("div", { class: `season season-${season}${current ? " is-current" : ""}` },
      h("h3", null, title, current ? h("span", { class: "now-tag" }, "this half-year") : null),
      h("ul", { class: "spaces" }, spaces));
  });
  const special = view.setup.players === 1 ? "Solo game: no Special Action."
    : view.special_used_by === null
      ? "Special Action (one worker may use a space of the other season): still open this half-year."
      : null;
  return [
    h("h2", null, "Action board"),
    special ? h("p", { class: "special-note" }, special)
      : h("p", { class: "special-note" }, "Special Action used this half-year by ",
        who(view, view.special_used_by), "."),
    h("div", { class: "seasons" }, seasons),
  ];
}

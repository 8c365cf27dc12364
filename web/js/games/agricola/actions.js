// The action spaces open this round: what each gives, the goods piled on accumulating
// spaces, who took it. Board spaces, the green cards for the player count, then the round
// cards in the order they came up.
"use strict";

import { h } from "../../dom.js";
import { goodCount, targetable, who } from "./common.js";

function space(view, ctx, sp, slots) {
  const taken = sp.occupant !== null;
  return targetable("li", {
    class: `agri-space from-${sp.source}${taken ? " is-taken" : ""}`, title: sp.help,
    "data-el": [sp.el, ...sp.els].join(" "), // its piles' ids too: an emptied pile marks the space
  }, sp.el, sp.help, [
    h("div", { class: "agri-space-head" },
      h("span", { class: "agri-space-name" }, sp.label),
      sp.tag ? h("span", { class: "agri-space-tag" }, sp.tag) : null),
    sp.pile.length ? h("div", { class: "agri-pile" },
      sp.pile.map((p) => h("span", { "data-el": p.el }, goodCount(p.good, p.n, `${p.n} ${p.label}`)))) : null,
    taken ? h("div", { class: "agri-occupant" }, who(view, ctx, sp.occupant)) : null,
  ], slots);
}

export function renderActionSpaces(view, slots, ctx) {
  const order = { board: 0, card: 1, round: 2 };
  const spaces = [...view.spaces].sort((a, b) => order[a.source] - order[b.source]
    || (a.came_up || 0) - (b.came_up || 0));
  return h("section", { class: "agri-spaces-region" },
    h("h2", null, view.titles.spaces),
    h("ul", { class: "agri-spaces" }, spaces.map((sp) => space(view, ctx, sp, slots))));
}

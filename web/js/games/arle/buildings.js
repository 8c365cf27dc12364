// The buildings in play: cards with cost, VP, effect and who built them.
"use strict";

import { h } from "../../dom.js";
import { targetable } from "../../shell/options.js";
import { who } from "./who.js";

const COLOUR_NAMES = {
  light_green: "light green", dark_green: "dark green", yellow: "yellow",
  orange: "orange", blue: "blue", red: "red",
};

export function renderBuildings(view, slots) {
  const cards = view.buildings.map((b) => {
    const status = b.built_by !== null ? h("p", { class: "built" }, "Built by ", who(view, b.built_by))
      : b.available ? null : h("p", { class: "built" }, "Not available");
    return targetable("li", {
      class: `building ${b.colour}${b.built_by !== null ? " is-built" : ""}`,
    }, b.el, b.help, [
      h("div", { class: "building-head" },
        h("span", { class: "building-name" }, b.name),
        h("span", { class: "vp" }, `${b.vp} VP`)),
      h("p", { class: "building-colour" }, h("span", { class: "swatch", "aria-hidden": "true" }),
        COLOUR_NAMES[b.colour] || b.colour),
      h("p", { class: "building-cost" }, "Cost: ", b.cost),
      h("p", { class: "building-text" }, b.text),
      status,
    ], slots);
  });
  return [h("h2", null, "Buildings in play"), h("ul", { class: "buildings" }, cards)];
}

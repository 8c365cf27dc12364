// The supply board: tiles left and the equipment one can build.
"use strict";

import { h } from "../../dom.js";
import { targetable } from "../../shell/options.js";

export function renderSupply(view, slots) {
  const tiles = view.supply_board.map((s) => h("li", { class: "supply-item" },
    h("span", { class: "supply-label" }, s.label), " ", h("span", { class: "supply-count" }, `${s.count} left`)));
  const equipment = view.equipment.map((e) => targetable("li", { class: `equipment ${e.category}` }, e.target, e.help, [
    h("div", { class: "vehicle-head" }, h("span", { class: "vehicle-name" }, e.label), h("span", { class: "vp" }, `${e.vp} VP`)),
    h("p", { class: "equipment-cost" }, `Cost: ${e.cost}`),
    e.spaces.length ? h("p", { class: "equipment-spaces" }, `Load spaces: ${e.spaces.join(" + ")}`) : null,
    h("p", { class: "equipment-left" }, `${e.left} left`),
  ], slots));
  return [
    h("h2", null, "Supply"),
    h("ul", { class: "chips supply-tiles" }, tiles),
    h("ul", { class: "equipment-list" }, equipment),
  ];
}

// A player's home board: land, tiles, buildings, moors, tidal flats and dikes.
"use strict";

import { h, plural } from "../dom.js";

const CELL_TEXT = {
  flat: (c) => ["Tidal flat", c.penalty ? h("span", { class: "cell-vp neg" }, "−1 VP") : null],
  land: () => ["Empty land"],
  tile: (c) => [c.label, c.vp ? h("span", { class: "cell-vp" }, `${c.vp} VP`) : null],
  building: (c) => [c.label, h("span", { class: "cell-vp" }, `${c.vp} VP`)],
  moor: (c) => [c.small ? "Small moor" : "Moor",
    h("span", { class: "cell-sub" }, c.dehydrated ? `dry · ${plural(c.peat, "Peat", "Peat")}` : "wet (−4 VP)")],
  moor_lower: () => [],
};

export function renderHome(p) {
  const home = p.home;
  const rows = [];
  home.grid.forEach((row, r) => {
    const dikes = home.dike_gaps[String(r)];
    if (dikes) rows.push(h("div", { class: "dike", role: "presentation" }, `▬ Dike ×${dikes} ▬`));
    rows.push(h("div", { class: "home-row" }, row.map((c) => h("div", {
      class: `cell ${c.kind}${c.kind === "tile" ? " tile-" + c.key : ""}${c.dehydrated ? " dry" : ""}`,
    }, (CELL_TEXT[c.kind] || (() => [c.kind]))(c)))));
  });
  const animals = p.goods.animals.map((a) => `${a.count} ${a.label}`).join(", ");
  return h("section", { class: "home" },
    h("h3", null, "Home board"),
    h("p", { class: "home-summary" },
      `${home.empty_land} of ${home.land_spaces} land spaces empty · dikes moved ${home.dike_moves}/7 · animals: ${animals}`),
    h("div", { class: "home-grid" }, rows));
}

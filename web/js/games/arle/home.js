// A player's home board drawn as a board: land spaces, tidal flats, moors with their peat,
// tiles as tiles, dikes between the rows, and each animal in its holding with capacity.
// Element ids and rules help come from the view model (arle_core/view.py), as they are.
"use strict";

import { h, plural } from "../../dom.js";
import { icon } from "./icons.js";

const HOLDING_NAMES = { stall: "Stall", stable: "Stable", pasture: "Pasture", park: "Park", dike: "Dike" };

function animalsIn(x) {
  return h("span", { class: "holding-animals" }, x.animals.map((a) =>
    Array.from({ length: a.count }, () => icon(a.key, `animal-${a.key}`))),
  h("span", { class: "sr-only" }, x.animals.map((a) => `${a.count} ${a.label}`).join(", ") || "empty"));
}

/** One holding: its animals drawn, and "2/3". */
function holding(x) {
  return h("span", {
    class: `holding holding-${x.kind}${x.count ? "" : " empty"}`,
    "data-holding": x.kind, "data-count": x.count, "data-capacity": x.capacity,
    title: `${HOLDING_NAMES[x.kind]}: ${x.count} of ${x.capacity}`,
  }, animalsIn(x), h("span", { class: "holding-cap" }, `${x.count}/${x.capacity}`));
}

/** A VP figure as the board prints it: "−4" (a real minus sign), "2". */
const signed = (vp) => (vp < 0 ? `−${-vp}` : String(vp));

const CELL_TEXT = {
  flat: (c) => ["Tidal flat", c.vp ? h("span", { class: "cell-vp neg" }, `${signed(c.vp)} VP`) : null],
  land: () => [h("span", { class: "cell-name" }, "Land")],
  tile: (c) => [h("span", { class: "cell-name" }, c.label), c.vp ? h("span", { class: "cell-vp" }, `${c.vp} VP`) : null],
  building: (c) => [h("span", { class: "cell-name" }, c.label), h("span", { class: "cell-vp" }, `${c.vp} VP`)],
  moor: (c) => [h("span", { class: "cell-name" }, c.small ? "Small moor" : "Moor"),
    h("span", { class: "cell-sub" }, c.dehydrated
      ? [icon("peat"), ` ${c.peat} Peat`] : `wet · ${signed(c.vp)} VP`)],
  moor_lower: () => [],
};

function cell(c) {
  return h("div", {
    class: `cell ${c.kind}${c.kind === "tile" ? " tile-" + c.key : ""}${c.dehydrated ? " dry" : ""}`,
    "data-el": c.el, "data-help": c.help || null, tabindex: c.help ? "0" : null,
  }, (CELL_TEXT[c.kind] || (() => [c.kind]))(c),
  c.holds ? h("span", { class: "holdings" }, c.holds.map(holding)) : null);
}

export function renderHome(p) {
  const home = p.home;
  const rows = [];
  const dikesAt = (gap) => home.dikes.filter((d) => d.gap === gap);
  home.grid.forEach((row, r) => {
    const dikes = dikesAt(r);
    if (dikes.length) {
      rows.push(h("div", {
        class: "dike", "data-el": home.dike_el[r], tabindex: "0", "data-help": home.dike_help,
      }, h("span", { class: "dike-name" }, plural(dikes.length, "Dike")), dikes.map(holding)));
    }
    rows.push(h("div", { class: "home-row" }, row.map(cell)));
  });
  const homeless = home.homeless.map((a) => `${a.count} ${a.label}`).join(", ");
  return h("section", { class: "home", "data-el": home.el },
    h("h3", null, "Home board ", h("span", { class: "room" },
      `${home.empty_land} of ${home.land_spaces} land empty · dikes moved ${home.dike_moves}/7`)),
    h("div", { class: "home-grid" }, rows),
    homeless ? h("p", { class: "warning" }, `No room: ${homeless} must go.`) : null);
}

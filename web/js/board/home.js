// A player's home board drawn as a board: land spaces, tidal flats, moors with their peat,
// tiles as tiles, dikes between the rows, and each animal in its holding with capacity.
"use strict";

import { h, plural } from "../dom.js";
import { icon } from "./icons.js";

const HOLDING_NAMES = { stall: "Stall", stable: "Stable", pasture: "Pasture", park: "Park", dike: "Dike" };

const CELL_HELP = {
  flat: (c) => "Tidal flat: not land yet. Building Dikes turns rows of it into land." +
    (c.penalty ? " This one costs 1 VP at the end (not covered by a dike)." : ""),
  land: () => "Empty land: room for a tile or a building, and pasture for 2 animals of one type.",
  tile: (c) => `${c.label}${c.vp ? ` (${c.vp} VP)` : ""}.` + (TILE_HELP[c.key] || ""),
  building: (c) => `${c.label} (${c.vp} VP): a building on your land.`,
  moor: (c) => c.dehydrated
    ? `A dry moor with ${plural(c.peat, "Peat", "Peat")} to cut (−1 VP while it is on the board; ` +
      "cut all its Peat and it leaves, freeing land)."
    : "A wet moor: −4 VP at the end unless dehydrated (then it holds 4 Peat).",
};

const TILE_HELP = {
  stall: " Holds 3 animals of one type; 2 of a type there breed a third in May.",
  double_stall: " Two Stalls: each holds 3 animals of one type and breeds like a Stall.",
  stable: " Holds 6 animals of one type; with 2, 3, 4 or 5 of a type they breed in May.",
  park: " Holds 2 animals, mixed types allowed; they do not breed.",
  grain_field: " Harvest: 1 Grain each Inventorying.",
  flax_field: " Harvest: 1 Flax each Inventorying.",
  forest: " Harvest: 1 Wood each Inventorying.",
  depot: " Doubles your goods-track VP at the end.",
};

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

const CELL_TEXT = {
  flat: (c) => ["Tidal flat", c.penalty ? h("span", { class: "cell-vp neg" }, "−1 VP") : null],
  land: () => [h("span", { class: "cell-name" }, "Land")],
  tile: (c) => [h("span", { class: "cell-name" }, c.label), c.vp ? h("span", { class: "cell-vp" }, `${c.vp} VP`) : null],
  building: (c) => [h("span", { class: "cell-name" }, c.label), h("span", { class: "cell-vp" }, `${c.vp} VP`)],
  moor: (c) => [h("span", { class: "cell-name" }, c.small ? "Small moor" : "Moor"),
    h("span", { class: "cell-sub" }, c.dehydrated
      ? [icon("peat"), ` ${c.peat} Peat`] : "wet · −4 VP")],
  moor_lower: () => [],
};

/** The ids a cell answers to: its place, and what the engine's record names it by
 *  (arle_core/history.py: "tile:P:face", "moors:P" for any of the player's moors). */
function cellIds(c, at) {
  const player = at.split(":", 1)[0];
  const ids = [`home:${at}`];
  if (c.kind === "tile") ids.push(`tile:${player}:${c.key}`);
  if (c.kind === "moor" || c.kind === "moor_lower") ids.push(`moors:${player}`);
  return ids.join(" ");
}

function cell(c, at) {
  const help = CELL_HELP[c.kind];
  return h("div", {
    class: `cell ${c.kind}${c.kind === "tile" ? " tile-" + c.key : ""}${c.dehydrated ? " dry" : ""}`,
    "data-el": cellIds(c, at), "data-help": help ? help(c) : null, tabindex: help ? "0" : null,
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
        class: "dike", "data-el": `dike:${p.index}:${r} dike:${p.index}`, tabindex: "0",
        "data-help": "Dikes: each holds 1 animal of any type. Building Dikes moves them down " +
          "and turns tidal flats into land.",
      }, h("span", { class: "dike-name" }, plural(dikes.length, "Dike")), dikes.map(holding)));
    }
    rows.push(h("div", { class: "home-row" }, row.map((c, col) => cell(c, `${p.index}:${r}:${col}`))));
  });
  const homeless = home.homeless.map((a) => `${a.count} ${a.label}`).join(", ");
  return h("section", { class: "home", "data-el": `home:${p.index}` },
    h("h3", null, "Home board ", h("span", { class: "room" },
      `${home.empty_land} of ${home.land_spaces} land empty · dikes moved ${home.dike_moves}/7`)),
    h("div", { class: "home-grid" }, rows),
    homeless ? h("p", { class: "warning" }, `No room: ${homeless} must go.`) : null);
}

// A player's farm: 3 × 5 spaces (rooms by material, fields with their crop, pastures,
// stables, the animals where they are shown), and over them the 38 fence positions as
// one SVG layer: built fences solid, the ones a chosen pasture would build marked.
"use strict";

import { h } from "../../dom.js";
import { svg } from "../../shell/svg.js";
import { icon } from "./art.js";
import { targetable } from "./common.js";
import { pickButton, pickable } from "./fencing.js";

const CELL = 100; // the fence layer's units a space

function cellContent(cell, pet) {
  const parts = [];
  if (cell.kind === "room") parts.push(icon("house", "agri-cell-house"));
  if (cell.stable) parts.push(icon("stable", "agri-cell-stable"));
  if (cell.crop) {
    parts.push(h("span", { class: `agri-crop agri-good-${cell.crop}` },
      icon(cell.crop), h("span", { class: "agri-n" }, String(cell.count))));
  }
  if (cell.animal) {
    parts.push(h("span", { class: `agri-animal agri-good-${cell.animal.kind}`,
      "data-el": cell.animal.el, "data-help": cell.animal.help },
      icon(cell.animal.kind), h("span", { class: "agri-n" }, String(cell.animal.n))));
  }
  if (pet) {
    parts.push(h("span", { class: `agri-animal agri-pet agri-good-${pet.kind}`, title: pet.label,
      "data-el": pet.el, "data-help": pet.help },
      icon(pet.kind), h("span", { class: "agri-n" }, "1")));
  }
  return h("div", { class: "agri-cell-content" }, parts);
}

function fenceLayer(farm) {
  const layer = svg("svg", {
    class: "agri-fences", viewBox: `-4 -4 ${5 * CELL + 8} ${3 * CELL + 8}`,
    preserveAspectRatio: "none", "aria-hidden": "true", "data-el": [farm.fences.id, ...farm.fences.els].join(" "),
  });
  for (const e of farm.edges) {
    const x = e.col * CELL;
    const y = e.row * CELL;
    const [x2, y2] = e.dir === "h" ? [x + CELL, y] : [x, y + CELL];
    layer.append(svg("line", {
      class: `agri-edge${e.built ? " is-built" : ""}`, x1: x, y1: y, x2, y2,
      "data-el": e.id, "data-edge": e.index,
    }));
  }
  return layer;
}

/** The farm grid, and a tap target on each space while its player fences (fencing.js). */
export function renderFarm(view, player, slots) {
  const farm = player.farm;
  const petCell = farm.pet ? farm.cells.find((c) => c.kind === "room") : null;
  // Fencing: every space is a tap target (fencing.js enables those a pasture may hold).
  const picking = pickable(player.seat) !== null;
  const cells = farm.cells.map((cell, c) => targetable("div", {
    class: `agri-cell kind-${cell.kind}${cell.material ? " mat-" + cell.material : ""}`
      + `${cell.stable ? " has-stable" : ""}${cell.crop ? " crop-" + cell.crop : ""}`,
    style: `grid-row: ${cell.row + 1}; grid-column: ${cell.col + 1}`,
    // A group: a div may carry a name only with a role, and a cell holds what stands on
    // it and its option buttons (an image could hold no buttons).
    role: "group", "aria-label": cell.label, title: cell.label,
    // The ids of what stands here first (its rules section is theirs), so the shell also
    // marks the space they changed.
    "data-el": [...cell.els, cell.id].join(" "),
  }, cell.id, cell.help, [
    h("span", { class: "agri-cell-name", "aria-hidden": "true" }, cell.name),
    cellContent(cell, cell === petCell ? farm.pet : null),
    picking ? pickButton(player.seat, c, cell.label) : null,
  ], slots));
  const layer = fenceLayer(farm);
  return h("div", { class: "agri-farm", "data-el": farm.id }, cells, layer);
}

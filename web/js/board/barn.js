// A player's barn (vehicles with their loads) and travel (destinations, travel track).
"use strict";

import { h, plural } from "../dom.js";
import { targetable } from "./options.js";

export function renderBarn(p, slots) {
  const items = p.barn.map((e) => {
    const used = e.load.reduce((n, l) => n + l.size, 0);
    const free = e.spaces.reduce((n, s) => n + s, 0) - used;
    const load = e.spaces.length ? h("ul", { class: "load" },
      e.load.map((l) => h("li", { class: "load-item" }, l.label)),
      Array.from({ length: Math.max(0, free) }, () => h("li", { class: "load-free" }, "empty")))
      : null;
    return targetable("li", { class: `vehicle ${e.category}` }, e.target,
      `${e.label} (${e.vp} VP)${e.spaces.length ? `: ${e.spaces.length} load space(s)` : ""}`, [
        h("div", { class: "vehicle-head" }, h("span", { class: "vehicle-name" }, e.label),
          h("span", { class: "vp" }, `${e.vp} VP`)),
        load,
      ], slots);
  });
  return h("section", { class: "barn" }, h("h3", null, "Barn"),
    items.length ? h("ul", { class: "barn-list" }, items) : h("p", { class: "muted" }, "No equipment yet."));
}

export function renderTravel(p, slots) {
  const dests = p.destinations.map((d) => targetable("li", { class: "destination" }, d.target, d.help, [
    h("span", { class: "dest-name" }, d.name), " ", h("span", { class: "dest-size" }, `(${d.size})`),
  ], slots));
  const travelled = p.travel.length ? p.travel.map((t) => t.name).join(", ") : "nowhere yet";
  return h("section", { class: "travel" },
    h("h3", null, "Travel"),
    h("h4", null, "Destinations left"),
    dests.length ? h("ul", { class: "chips destinations" }, dests) : h("p", { class: "muted" }, "None left."),
    h("p", { class: "travel-track" },
      `Travelled: ${travelled} · ${plural(p.travel_spaces, "space")} on the travel track = ${p.travel_vp} VP`));
}

// A player's barn (its parking spaces, the equipment in them, vehicles with their load
// spaces) and travel (destinations left, the travel track with its VP).
"use strict";

import { h, plural } from "../../dom.js";
import { icon } from "./icons.js";
import { targetable } from "../../shell/options.js";

function vehicle(e, slots) {
  const used = e.load.reduce((n, l) => n + l.size, 0);
  const room = e.spaces.reduce((n, s) => n + s, 0);
  const free = room - used;
  const load = e.spaces.length ? h("ul", { class: "load", "aria-label": `Load: ${used} of ${room} spaces used` },
    e.load.map((l) => h("li", { class: "load-item" }, l.label)),
    Array.from({ length: Math.max(0, free) }, () => h("li", { class: "load-free" }, "empty")))
    : null;
  return targetable("li", { class: `vehicle ${e.category} size-${e.size}`, "data-el": e.target }, e.target,
    e.help, [
      h("div", { class: "vehicle-head" }, icon("vehicle"), h("span", { class: "vehicle-name" }, e.label),
        h("span", { class: "vp" }, `${e.vp} VP`)),
      load,
    ], slots);
}

export function renderBarn(p, slots) {
  const small = p.barn.filter((e) => e.size === "small").length;
  const large = p.barn.length - small;
  const spaces = p.barn_spaces;
  const freeSmall = Math.max(0, spaces.small - small);
  const freeLarge = Math.max(0, spaces.large - large - Math.max(0, small - spaces.small));
  return h("section", {
    class: "barn", "data-el": p.barn_el, "data-help": p.barn_help, tabindex: "0",
  },
  h("h3", null, "Barn ", h("span", { class: "room" },
    `small ${Math.min(small, spaces.small)}/${spaces.small} · large ${spaces.large - freeLarge}/${spaces.large}`)),
  h("ul", { class: "barn-list" }, p.barn.map((e) => vehicle(e, slots)),
    Array.from({ length: freeSmall }, () => h("li", { class: "barn-free small" }, "small space")),
    Array.from({ length: freeLarge }, () => h("li", { class: "barn-free large" }, "large space"))));
}

export function renderTravel(p, slots) {
  const dests = p.destinations.map((d) => targetable("li", { class: "destination", "data-el": d.target }, d.target, d.help, [
    h("span", { class: "dest-name" }, d.name), " ", h("span", { class: "dest-size" }, `(${d.size})`),
  ], slots));
  const travelled = p.travel.length ? p.travel.map((t) => t.name).join(", ") : "nowhere yet";
  const next = p.travel_track.findIndex((vp, n) => n > p.travel_spaces && vp > p.travel_vp);
  return h("section", { class: "travel", "data-el": p.travel_el },
    h("h3", null, "Travel"),
    h("p", {
      class: "travel-track", "data-help": p.travel_help, tabindex: "0", "data-el": p.travel_track_el,
    },
    `Travelled: ${travelled} · ${plural(p.travel_spaces, "space")} = ${p.travel_vp} VP`,
    next > 0 ? ` · next: ${next} spaces → ${p.travel_track[next]} VP` : ""),
    dests.length ? h("ul", { class: "chips destinations", "aria-label": "Destinations left" }, dests)
      : h("p", { class: "muted" }, "No destinations left."));
}

// A player's own resources: the goods track with its VP steps, materials, fuel, textiles,
// clothing, animals against their room, and the tool tracks with their next VP step.
// Element ids and rules help come from the view model (arle_core/view.py), as they are.
"use strict";

import { h, plural } from "../../dom.js";
import { icon } from "./icons.js";
import { targetable } from "../../shell/options.js";

function trackRow(t) {
  const bar = h("span", { class: "bar", "aria-hidden": "true" },
    h("span", { class: "fill", style: `width:${Math.round(100 * t.count / t.cap)}%` }),
    t.steps.map((at) => h("span", {
      class: `vp-step${t.count >= at ? " reached" : ""}`, style: `left:${(100 * at / t.cap).toFixed(1)}%`,
    })));
  return h("li", {
    class: `track-good good-${t.key}`, "data-el": t.el, "data-help": t.help, tabindex: "0",
  },
  icon(t.key), h("span", { class: "good-label" }, t.label), bar,
  h("span", { class: "good-count" }, `${t.count}`, h("span", { class: "cap" }, `/${t.cap}`)),
  h("span", { class: "good-vp" }, t.next_vp ? `${t.vp} VP · ${t.next_vp.at}: +${t.next_vp.gain}` : `${t.vp} VP`));
}

function goodsChip(g) {
  return h("li", {
    class: `good good-${g.key}${g.count ? "" : " none"}`, "data-el": g.el, "data-help": g.help, tabindex: "0",
  }, icon(g.key), h("span", { class: "good-label" }, g.label), " ", h("span", { class: "good-count" }, `${g.count}`));
}

export function renderGoods(p) {
  const g = p.goods;
  const chips = (title, list, cls) => h("div", { class: `goods-row ${cls}` },
    h("h4", null, title), h("ul", { class: "chips" }, list.map(goodsChip)));
  return h("section", { class: "goods", "data-el": g.el },
    h("h3", null, "Goods"),
    h("ul", { class: "goods-track" }, g.track.map(trackRow)),
    chips("Building materials", g.materials, "materials"),
    chips("Fuel", g.fuel, "fuel"),
    chips("Textiles", g.textiles, "textiles"),
    chips("Clothing", g.clothing, "clothing"));
}

/** The animals against their room (the home board shows where each one stands). */
export function renderAnimals(p) {
  const home = p.home;
  const total = p.goods.animals.reduce((n, a) => n + a.count, 0);
  const homeless = home.homeless.reduce((n, a) => n + a.count, 0);
  return h("section", {
    class: `animals${homeless ? " overfull" : ""}`, "data-el": p.goods.animals_el,
    "data-help": p.goods.animals_help, tabindex: "0",
  },
  h("h3", null, "Animals ", h("span", { class: "room" }, `${total} kept · room for up to ${home.capacity}`)),
  h("ul", { class: "chips" }, p.goods.animals.map((a) => h("li", {
    class: `good animal good-${a.key}${a.count ? "" : " none"}`, "data-el": a.el,
  }, icon(a.key), h("span", { class: "good-label" }, a.label), " ", h("span", { class: "good-count" }, `${a.count}`)))),
  homeless ? h("p", { class: "warning" }, `No room for ${plural(homeless, "animal")}.`) : null);
}

function toolRow(t, deciding, slots) {
  return targetable("li", { class: "tool", "data-el": t.el }, deciding ? t.target : null, t.help, [
    h("span", { class: "tool-name" }, t.label),
    h("span", { class: "tool-count" }, `${t.count}`),
    h("span", { class: "tool-vp" }, `${t.vp} VP`),
    h("span", { class: "tool-next" }, t.next_text),
  ], slots);
}

export function renderTools(p, deciding, slots) {
  return h("section", { class: "tools", "data-el": p.goods.tools_el },
    h("h3", null, "Tools ", h("span", { class: "room" }, "how many · VP now · next VP step")),
    h("ul", { class: "tool-list" }, p.tools.map((t) => toolRow(t, deciding, slots))));
}

// A player's own resources: the goods track and goods, and the tool tracks.
"use strict";

import { h } from "../dom.js";
import { targetable } from "./options.js";

function goodsChip(g) {
  return h("li", { class: `good good-${g.key}${g.count ? "" : " none"}` },
    h("span", { class: "good-label" }, g.label), " ", h("span", { class: "good-count" }, `${g.count}`));
}

export function renderGoods(p) {
  const g = p.goods;
  const track = h("ul", { class: "goods-track" }, g.track.map((t) => h("li", { class: `track-good good-${t.key}` },
    h("span", { class: "good-label" }, t.label),
    h("span", { class: "bar", "aria-hidden": "true" },
      h("span", { class: "fill", style: `width:${Math.round(100 * t.count / t.cap)}%` })),
    h("span", { class: "good-count" }, `${t.count}`, h("span", { class: "cap" }, `/${t.cap}`)))));
  const chips = (title, list) => h("div", { class: "goods-row" },
    h("h4", null, title), h("ul", { class: "chips" }, list.map(goodsChip)));
  return h("section", { class: "goods" }, h("h3", null, "Goods"), track,
    chips("Building materials", g.materials), chips("Textiles", g.textiles),
    chips("Clothing", g.clothing), chips("Animals", g.animals));
}

export function renderTools(p, deciding, slots) {
  const rows = p.tools.map((t) => {
    const cells = t.values.map((v, i) => h("li", {
      class: `tool-step${i === t.position ? " is-at" : ""}${i < t.position ? " passed" : ""}`,
      "aria-current": i === t.position ? "true" : null,
    }, `${v}`, t.vps[i] ? h("span", { class: "step-vp" }, `${t.vps[i]}VP`) : null));
    return targetable("li", { class: "tool" }, deciding ? `tool:${t.key}` : null, t.help, [
      h("span", { class: "tool-name" }, t.label, " ", h("span", { class: "tool-count" }, `×${t.count}`),
        h("span", { class: "tool-cost" }, t.max ? "at the end" : `step: ${t.cost_text}`)),
      h("ol", { class: "tool-track", "aria-label": `${t.label}: ${t.count}` }, cells),
    ], slots);
  });
  return h("section", { class: "tools" }, h("h3", null, "Tools"), h("ul", { class: "tool-list" }, rows));
}

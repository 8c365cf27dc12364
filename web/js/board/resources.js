// A player's own resources: the goods track with its VP steps, materials, fuel, textiles,
// clothing, animals against their room, and the tool tracks with their next VP step.
"use strict";

import { h, plural } from "../dom.js";
import { icon } from "./icons.js";
import { targetable } from "./options.js";

const GOOD_HELP = {
  food: "Food: pays for some action spaces; at every Inventorying you pay 3 Food " +
    "(Sustenance). Up to 30 on the goods track.",
  wood: "Wood: a building material. Pays for buildings, vehicles, tools.",
  clay: "Clay: a building material.",
  timber: "Timber (made from Wood): may always pay for Wood; ½ VP each at the end.",
  brick: "Brick (made from Clay): may always pay for Clay; 1 VP each at the end.",
  peat: "Peat: fuel, not a building material. In November you pay 2 Peat (with 3 Food) " +
    "for the Winter; a Peat Boat or a building may turn Peat into other goods.",
  linen: "Linen: a textile, 1 VP at the end.", woolen: "Woolen: a textile, 1 VP at the end.",
  leather: "Leather: a textile, 1 VP at the end.",
};

function trackHelp(t) {
  const steps = t.steps.length ? `VP steps at ${t.steps.join(", ")}.` : "";
  const next = t.next_vp ? ` Next: ${t.next_vp.at} for +${t.next_vp.gain} VP.` : "";
  return `${t.label}: ${t.count} of ${t.cap} on the goods track, ${t.vp} VP now. ${steps}${next}` +
    " (Goods track: 7 → 1 VP, 11 → 2, 15 → 3 per indicator; Food uses two indicators.)";
}

function trackRow(t, player) {
  const bar = h("span", { class: "bar", "aria-hidden": "true" },
    h("span", { class: "fill", style: `width:${Math.round(100 * t.count / t.cap)}%` }),
    t.steps.map((at) => h("span", {
      class: `vp-step${t.count >= at ? " reached" : ""}`, style: `left:${(100 * at / t.cap).toFixed(1)}%`,
    })));
  return h("li", {
    class: `track-good good-${t.key}`, "data-el": `good:${t.key} good:${player}:${t.key}`, "data-help": trackHelp(t), tabindex: "0",
  },
  icon(t.key), h("span", { class: "good-label" }, t.label), bar,
  h("span", { class: "good-count" }, `${t.count}`, h("span", { class: "cap" }, `/${t.cap}`)),
  h("span", { class: "good-vp" }, t.next_vp ? `${t.vp} VP · ${t.next_vp.at}: +${t.next_vp.gain}` : `${t.vp} VP`));
}

function goodsChip(g, player) {
  return h("li", {
    class: `good good-${g.key}${g.count ? "" : " none"}`, "data-el": `good:${g.key} good:${player}:${g.key}`,
    "data-help": GOOD_HELP[g.key] || g.label, tabindex: "0",
  }, icon(g.key), h("span", { class: "good-label" }, g.label), " ", h("span", { class: "good-count" }, `${g.count}`));
}

export function renderGoods(p) {
  const g = p.goods;
  const chips = (title, list, cls) => h("div", { class: `goods-row ${cls}` },
    h("h4", null, title), h("ul", { class: "chips" }, list.map((x) => goodsChip(x, p.index))));
  return h("section", { class: "goods", "data-el": `goods:${p.index}` },
    h("h3", null, "Goods"),
    h("ul", { class: "goods-track" }, g.track.map((t) => trackRow(t, p.index))),
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
    class: `animals${homeless ? " overfull" : ""}`, "data-el": `animals:${p.index}`,
    "data-help": "Animals live on Dikes (1 each, any type), empty land (2 of one type), " +
      "Stalls (3), Stables (6) and Parks (2, mixed). Score: 2 VP each of your rarest type, " +
      "1 VP each of the middle one.", tabindex: "0",
  },
  h("h3", null, "Animals ", h("span", { class: "room" }, `${total} kept · room for up to ${home.capacity}`)),
  h("ul", { class: "chips" }, p.goods.animals.map((a) => h("li", {
    class: `good animal good-${a.key}${a.count ? "" : " none"}`, "data-el": `good:${a.key} good:${p.index}:${a.key}`,
  }, icon(a.key), h("span", { class: "good-label" }, a.label), " ", h("span", { class: "good-count" }, `${a.count}`)))),
  homeless ? h("p", { class: "warning" }, `No room for ${plural(homeless, "animal")}.`) : null);
}

function toolRow(t, player, deciding, slots) {
  const next = t.max ? "at the end" : t.next_vp ? `at ${t.next_vp.at}: +${t.next_vp.gain} VP` : "no more VP";
  const track = t.values.map((v, i) => `${v}: ${t.vps[i]} VP`).join(", ");
  return targetable("li", { class: "tool", "data-el": `tool:${t.key} tool:${player}:${t.key}` }, deciding ? `tool:${t.key}` : null,
    `${t.help} Now: ${t.count} (${t.vp} VP); next VP step ${next}. The track: ${track}.`, [
      h("span", { class: "tool-name" }, t.label),
      h("span", { class: "tool-count" }, `${t.count}`),
      h("span", { class: "tool-vp" }, `${t.vp} VP`),
      h("span", { class: "tool-next" }, t.max ? "max" : next),
    ], slots);
}

export function renderTools(p, deciding, slots) {
  return h("section", { class: "tools", "data-el": `tools:${p.index}` },
    h("h3", null, "Tools ", h("span", { class: "room" }, "how many · VP now · next VP step")),
    h("ul", { class: "tool-list" }, p.tools.map((t) => toolRow(t, p.index, deciding, slots))));
}

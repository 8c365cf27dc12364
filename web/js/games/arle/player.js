// One player's boards: header badges, resources (goods, animals, tools), home board,
// barn and travel, each part redrawn on its own (render.js) when its data changed.
// The deciding player's boards sit next to the decision (#mine).
"use strict";

import { fmt, h } from "../../dom.js";
import { renderBarn, renderTravel } from "./barn.js";
import { renderHome } from "./home.js";
import { seatPlayedBy } from "../../shell/who.js";
import { who } from "./who.js";
import { renderAnimals, renderGoods, renderTools } from "./resources.js";

/** The empty frame of a player's boards: a placeholder per part (see PLAYER_PARTS). */
export function playerShell(p) {
  const part = (name) => h("div", { "data-part": name });
  return h("section", {
    class: "player", "data-seat": p.index, "aria-label": `${p.name}'s boards`,
    id: `player-${p.index}`, "data-el": p.el,
  },
  part("head"),
  h("div", { class: "player-body" },
    h("div", { class: "player-col" }, part("goods"), part("animals"), part("tools")),
    h("div", { class: "player-col" }, part("home"), part("barn"), part("travel"))));
}

function renderHead(view, p, deciding, seats) {
  const badges = [
    seatPlayedBy(seats, p.index),
    p.is_start ? h("span", { class: "badge" }, "Start player") : null,
    view.stage === "work" || view.stage === "end_work" ? h("span", { class: "badge" }, `Workers left: ${p.workers_left}`) : null,
    deciding && view.setup.players > 1 ? h("span", { class: "badge now" }, "Deciding now") : null,
    h("span", { class: "badge score", "data-el": p.score_el },
      view.over ? `${fmt(p.score.total)} VP` : `Score now ${fmt(p.score.total)} VP`),
  ];
  return h("header", { class: "player-head" }, h("h2", null, who(view, p.index)), h("div", { class: "badges" }, badges));
}

/** Each part of a player's boards: what it shows (its update key) and how it is drawn.
 * ``kinds``: the option targets placed on it (tool:, vehicle:, destination:). */
export const PLAYER_PARTS = {
  head: { key: (view, p, deciding, ctx) => [view.setup.names, view.setup.players, view.stage, p.is_start,
    p.workers_left, p.score.total, deciding, (ctx.seats || [])[p.index]],
  draw: (view, p, deciding, slots, ctx) => renderHead(view, p, deciding, ctx.seats) },
  goods: { key: (view, p) => [p.goods.track, p.goods.materials, p.goods.fuel, p.goods.textiles, p.goods.clothing],
    draw: (view, p) => renderGoods(p) },
  animals: { key: (view, p) => [p.goods.animals, p.home.homeless, p.home.capacity], draw: (view, p) => renderAnimals(p) },
  tools: { key: (view, p, deciding) => [p.tools, deciding], draw: (view, p, deciding, slots) => renderTools(p, deciding, slots),
    kinds: ["tool:"] },
  home: { key: (view, p) => [p.home], draw: (view, p) => renderHome(p) },
  barn: { key: (view, p) => [p.barn, p.barn_spaces], draw: (view, p, deciding, slots) => renderBarn(p, slots),
    kinds: ["vehicle:"] },
  travel: { key: (view, p) => [p.destinations, p.travel, p.travel_spaces, p.travel_vp, p.travel_track],
    draw: (view, p, deciding, slots) => renderTravel(p, slots), kinds: ["destination:"] },
};

/** The others' boards, one glance away: a link to each from the deciding player's board. */
export function otherBoardsLinks(view, focus) {
  const others = view.players.filter((p) => p.index !== focus);
  if (!others.length) return null;
  return h("p", { class: "other-boards" }, others.map((p) => h("a", { href: `#player-${p.index}` },
    "See ", who(view, p.index), `'s board (${fmt(p.score.total)} VP) ↓`)));
}

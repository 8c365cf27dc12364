// One player's boards: header badges, resources (goods, animals, tools), home board,
// barn and travel. The deciding player's boards sit next to the decision (#mine).
"use strict";

import { fmt, h } from "../dom.js";
import { renderBarn, renderTravel } from "./barn.js";
import { renderHome } from "./home.js";
import { who } from "./options.js";
import { renderAnimals, renderGoods, renderTools } from "./resources.js";

export function renderPlayer(view, p, slots) {
  const d = view.decision;
  const deciding = d !== null && d.player === p.index;
  const badges = [
    p.is_start ? h("span", { class: "badge" }, "Start player") : null,
    view.stage === "work" || view.stage === "end_work" ? h("span", { class: "badge" }, `Workers left: ${p.workers_left}`) : null,
    deciding && view.setup.players > 1 ? h("span", { class: "badge now" }, "Deciding now") : null,
    h("span", { class: "badge score", "data-el": `score:${p.index}` }, `${fmt(p.score.total)} VP`),
  ];
  return h("section", {
    class: `player p${p.index}${deciding ? " is-deciding" : ""}`, "aria-label": `${p.name}'s boards`,
    id: `player-${p.index}`, "data-el": `player:${p.index}`,
  },
  h("header", { class: "player-head" }, h("h2", null, who(view, p.index)), h("div", { class: "badges" }, badges)),
  h("div", { class: "player-body" },
    h("div", { class: "player-col" }, renderGoods(p), renderAnimals(p), renderTools(p, deciding, slots)),
    h("div", { class: "player-col" }, renderHome(p), renderBarn(p, slots), renderTravel(p, slots))));
}

/** The others' boards, one glance away: a link to each from the deciding player's board. */
export function otherBoardsLinks(view, focus) {
  const others = view.players.filter((p) => p.index !== focus);
  if (!others.length) return null;
  return h("p", { class: "other-boards" }, others.map((p) => h("a", { href: `#player-${p.index}` },
    "See ", who(view, p.index), `'s board (${fmt(p.score.total)} VP) ↓`)));
}

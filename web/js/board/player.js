// One player's boards: header badges, resources, home board, barn and travel.
"use strict";

import { fmt, h } from "../dom.js";
import { renderBarn, renderTravel } from "./barn.js";
import { renderHome } from "./home.js";
import { who } from "./options.js";
import { renderGoods, renderTools } from "./resources.js";

export function renderPlayer(view, p, slots) {
  const d = view.decision;
  const deciding = d !== null && d.player === p.index;
  const badges = [
    p.is_start ? h("span", { class: "badge" }, "Start player") : null,
    view.stage === "work" || view.stage === "end_work" ? h("span", { class: "badge" }, `Workers left: ${p.workers_left}`) : null,
    deciding && view.setup.players > 1 ? h("span", { class: "badge now" }, "Deciding now") : null,
    h("span", { class: "badge score" }, `${fmt(p.score.total)} VP`),
  ];
  return h("section", {
    class: `player p${p.index}${deciding ? " is-deciding" : ""}`, "aria-label": `${p.name}'s boards`,
  },
  h("header", { class: "player-head" }, h("h2", null, who(view, p.index)), h("div", { class: "badges" }, badges)),
  h("div", { class: "player-body" },
    h("div", { class: "player-col" }, renderGoods(p), renderTools(p, deciding, slots)),
    h("div", { class: "player-col" }, renderHome(p), renderBarn(p, slots), renderTravel(p, slots))));
}

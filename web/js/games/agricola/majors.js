// The Major Improvements: cost, points, what each does and who owns it.
"use strict";

import { h } from "../../dom.js";
import { goodCount, targetable, who } from "./common.js";

function major(view, ctx, m, slots) {
  const owned = m.owner !== null;
  return targetable("li", { class: `agri-major${owned ? " is-owned" : ""}` }, m.el, m.help, [
    h("div", { class: "agri-major-head" },
      h("span", { class: "agri-major-name" }, m.name),
      h("span", { class: "agri-points" }, m.points_label)),
    h("div", { class: "agri-cost", title: m.cost_text },
      m.cost.map((c) => goodCount(c.good, c.n, `${c.n} ${c.label}`))),
    h("p", { class: "agri-major-does" }, m.does),
    owned ? h("div", { class: "agri-owner" }, who(view, ctx, m.owner)) : null,
  ], slots);
}

export function renderMajors(view, slots, ctx) {
  return h("section", { class: "agri-majors-region" },
    h("h2", null, view.titles.majors),
    h("ul", { class: "agri-majors" }, view.majors.map((m) => major(view, ctx, m, slots))));
}

// Fields of Arle's part of the status line: the half-year with its season and phase, the
// nine half-years and the months (the view model's calendar).
"use strict";

import { h } from "../../dom.js";

const SEASONS = { summer: ["Summer/Fall", "S"], winter: ["Winter/Spring", "W"] };

export function renderCalendar(view) {
  const cal = view.calendar;
  const halfYears = h("ol", { class: "half-years", "aria-label": "Half-years" },
    cal.half_years.map((hy) => h("li", {
      class: `hy ${hy.season}${hy.n === cal.half_year ? " is-current" : ""}${hy.n < cal.half_year ? " is-past" : ""}`,
      title: `Half-year ${hy.n}: ${SEASONS[hy.season][0]}`,
      "aria-current": hy.n === cal.half_year ? "step" : null,
    }, `${hy.n}`, h("span", { class: "hy-season" }, SEASONS[hy.season][1]))));
  const months = h("ol", { class: "months", "aria-label": "Months" },
    cal.months.map((m) => h("li", {
      class: `month${m.current ? " is-current" : ""}${m.inventory ? " inventory" : ""}`,
      "aria-current": m.current ? "step" : null,
    }, m.name.slice(0, 3), m.inventory ? h("span", { class: "sr-only" }, " (Inventorying)") : null)));
  return h("div", { class: "calendar" },
    h("p", { class: "half-year" },
      h("strong", null, `Half-year ${cal.half_year} of ${cal.of}`),
      ` · ${cal.season_label} · ${view.over ? "Game over" : cal.phase}`),
    halfYears, months, cal.legend ? h("p", { class: "calendar-legend" }, cal.legend) : null);
}

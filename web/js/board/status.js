// The status line: calendar (half-years, months), whose turn, and the question repeated.
"use strict";

import { h } from "../dom.js";
import { who } from "./options.js";

export function renderStatus(view, ui = {}) {
  const cal = view.calendar;
  const halfYears = h("ol", { class: "half-years", "aria-label": "Half-years" },
    cal.half_years.map((hy) => h("li", {
      class: `hy ${hy.season}${hy.n === cal.half_year ? " is-current" : ""}${hy.n < cal.half_year ? " is-past" : ""}`,
      title: `Half-year ${hy.n}: ${hy.season === "summer" ? "Summer/Fall" : "Winter/Spring"}`,
      "aria-current": hy.n === cal.half_year ? "step" : null,
    }, `${hy.n}`, h("span", { class: "hy-season" }, hy.season === "summer" ? "S" : "W"))));
  const months = h("ol", { class: "months", "aria-label": "Months" },
    cal.months.map((m) => h("li", {
      class: `month${m.current ? " is-current" : ""}${m.inventory ? " inventory" : ""}`,
      "aria-current": m.current ? "step" : null,
    }, m.name.slice(0, 3), m.inventory ? h("span", { class: "sr-only" }, " (Inventorying)") : null)));
  const d = view.decision;
  const turn = view.over
    ? h("p", { class: "status-turn over" }, "Game over")
    : h("p", { class: `status-turn p${d.player}` }, who(view, d.player),
      view.setup.players > 1 ? ` to play (player ${d.player + 1})` : " to play");
  // On a phone the decision panel may be scrolled away: the status line repeats the question.
  // (Not while the computer decides: the question is its own.)
  const computerMoves = ui.computer && ui.computer.to_move;
  const ask = d && !computerMoves ? h("a", { class: "status-prompt", href: "#decision" }, d.prompt, " ↑") : null;
  return [
    h("div", { class: "calendar" },
      h("p", { class: "half-year" },
        h("strong", null, `Half-year ${cal.half_year} of ${cal.of}`),
        ` · ${cal.season_label} · ${view.over ? "Game over" : cal.phase}`),
      halfYears, months, cal.legend ? h("p", { class: "calendar-legend" }, cal.legend) : null),
    turn,
    h("button", { type: "button", class: "open-setup", "data-action": "open-setup" }, "New game"),
    ask,
  ];
}

/** While the AI worker thinks (js/computer.js): who thinks, and Cancel. */
export function thinkingBar(ui, state) {
  const t = state.thinking;
  if (!t || t.link !== ui.link) return null;
  const text = t.kind === "hint" ? "Looking for the best option…" : `${t.name} is thinking…`;
  return h("div", { class: "thinking", role: "status" },
    h("span", { class: "spinner", "aria-hidden": "true" }),
    h("span", { class: "thinking-text" }, text),
    h("button", { type: "button", class: "stop-thinking", "data-action": "stop-thinking" }, "Cancel"));
}

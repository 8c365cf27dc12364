// The round track: 14 rounds by stage, the cards that came up, harvests ahead and the
// countdown to the next one. Cards not yet come up are drawn by stage only: the view model
// never names them.
"use strict";

import { h } from "../../dom.js";
import { icon } from "./art.js";

function tile(r) {
  return h("li", {
    class: `agri-round is-${r.state}${r.card ? "" : " is-hidden"}${r.harvest ? " is-harvest" : ""}`,
    // A card that came up is its action space: its rules help and section are the space's.
    "data-el": [r.id, r.card ? r.card.el : null].filter(Boolean).join(" "), title: r.label,
    "data-help": r.help,
  },
  h("span", { class: "agri-round-n" }, String(r.round)),
  r.card ? h("span", { class: "agri-round-card" }, r.card.label) : null,
  r.harvest ? icon("harvest", "agri-round-harvest") : null);
}

export function renderRoundTrack(view) {
  const t = view.round_track;
  const stages = t.stages.map((s) => h("li", { class: `agri-stage agri-stage-${s.stage}` },
    h("span", { class: "agri-stage-name" }, s.label),
    h("ol", { class: "agri-stage-rounds" }, s.rounds.map((n) => tile(t.rounds[n - 1])))));
  return h("section", { class: "agri-rounds", "data-el": t.id, "data-help": t.help },
    h("h2", null, view.titles.rounds, h("span", { class: "agri-round-now" }, t.label)),
    h("p", { class: "agri-countdown" }, icon("harvest"), t.countdown),
    h("ol", { class: "agri-stages" }, stages));
}

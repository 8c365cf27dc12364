// One player's boards: name, start player, score; the farm and its pastures; the picker
// of a new pasture while fencing; supply, family, begging cards, the coming harvest and
// the score sheet.
"use strict";

import { h } from "../../dom.js";
import { seatPlayedBy } from "../../shell/who.js";
import { icon } from "./art.js";
import { goodCount, nameOf, targetable, who } from "./common.js";
import { renderFarm } from "./farm.js";
import { pickable, picker } from "./fencing.js";

function header(view, ctx, p, total) {
  // The name is the shell's; the total is repeated here so a farm reads with its score.
  return h("header", { class: "agri-player-head" },
    who(view, ctx, p.seat),
    seatPlayedBy(ctx && ctx.seats, p.seat),
    p.start_player ? h("span", { class: "agri-start", title: view.start_player_help, "data-el": view.start_player_token.el,
      "data-help": view.start_player_help },
      icon("start"), view.titles.start_player) : null,
    h("span", { class: "agri-house", "data-el": p.house_el, "data-help": p.house_help }, p.house_label),
    h("span", { class: "agri-total", title: total.help, "data-el": total.id, "data-help": total.help },
      `${total.label} ${total.points}`));
}

function farmNotes(view, p) {
  const farm = p.farm;
  const notes = [
    h("span", { class: "agri-note", "data-el": [farm.fences.id, ...farm.fences.els].join(" "),
      "data-help": farm.fences.help }, farm.fences.label),
    h("span", { class: "agri-note", "data-el": farm.stables.id, "data-help": farm.stables.help }, farm.stables.label),
    ...farm.pastures.map((pa) => h("span", { class: "agri-note agri-pasture-note", "data-el": pa.id, "data-help": pa.help },
      pa.label)),
    farm.pet ? h("span", { class: "agri-note", "data-el": farm.pet.el, "data-help": farm.pet.help }, farm.pet.label) : null,
    ...farm.homeless.map((x) => h("span", { class: "agri-note agri-homeless" }, "⚠ ", x.label)),
  ];
  return h("div", { class: "agri-farm-notes" }, notes);
}

function ownedMajors(view, p) {
  const owned = view.majors.filter((m) => m.owner === p.seat);
  if (!owned.length) return null;
  return h("ul", { class: "agri-owned" }, owned.map((m) => h("li", {
    "data-el": m.el, "data-help": m.help,
  }, m.name, " ", h("span", { class: "agri-points" }, m.points_label))));
}

function supply(view, p) {
  // A group, so that its name is allowed (a plain div may not carry one).
  return h("div", { class: "agri-supply", role: "group", "aria-label": view.titles.supply },
    p.supply.map((s) => h("span", {
      "data-el": s.id, "data-help": s.help, title: `${s.label}: ${s.help}`, class: s.n ? null : "is-zero",
    },
        goodCount(s.good, s.n, s.label))));
}

function family(view, p) {
  return h("div", { class: "agri-family", role: "group", "aria-label": p.family.label,
    "data-el": p.family.el },
    p.people.map((m) => h("span", {
      class: `agri-person is-${m.state} agri-seat-${p.seat}`, "data-el": m.id,
      title: m.space ? `${m.label}: ${view.spaces.find((s) => s.id === m.space)?.label || ""}` : null,
      "data-help": m.help,
    }, icon("person"), h("span", { class: "agri-person-state" }, m.label))),
    p.begging_cards.n ? h("span", { class: "agri-begging", "data-el": p.begging_cards.id,
      "data-help": p.begging_cards.help }, icon("begging"), p.begging_cards.label) : null);
}

function feeding(view, p, slots) {
  const f = p.feeding;
  if (!f) return null;
  return targetable("div", { class: `agri-feeding${f.now ? " is-now" : ""}${f.short ? " is-short" : ""}` },
    f.id, f.help, [
      h("h3", null, icon("harvest"), f.title),
      h("p", null, f.label),
      f.breeding ? h("p", { class: "agri-breeding" }, f.breeding) : null,
    ], slots);
}

function score(view, p) {
  return h("details", { class: "agri-score" },
    h("summary", null, view.titles.score),
    h("table", null, h("tbody", null, p.score_rows.map((r) => h("tr", {
      "data-el": r.id, "data-help": r.help, class: r.points < 0 ? "is-minus" : r.points > 0 ? "is-plus" : null,
    }, h("th", null, r.label), h("td", null, String(r.points)))))));
}

/** A player's section. */
export function renderPlayer(view, p, slots, ctx) {
  const deciding = view.decision && view.decision.player === p.seat;
  const total = p.score_rows[p.score_rows.length - 1];
  return h("section", {
    class: `agri-player agri-seat-${p.seat}${deciding ? " is-deciding" : ""}`,
    "data-el": p.id, "aria-label": nameOf(view, ctx, p.seat),
  },
  header(view, ctx, p, total),
  renderFarm(view, p, slots),
  // The Fences decision's picker under the farm it fences (also in the decision panel).
  pickable(p.seat) !== null ? picker() : null,
  farmNotes(view, p),
  supply(view, p),
  ownedMajors(view, p),
  family(view, p),
  feeding(view, p, slots),
  score(view, p));
}

// Agricola's renderer: its boards drawn from agricola_core/view.py's model, and nothing
// else. The page's shell calls `agricola.draw(model, state, ctx)` by the model's game id
// (ctx: the shell's `update(id, parts, build)`, the options with a target, and the #board
// and #mine nodes): the deciding player's boards go to #mine, beside the decision; the
// round track, the action spaces, the other players and the majors to #board. Each region
// is also a function of its own (rounds.js, actions.js, majors.js, player.js). Options are
// placed on the element their `target` names, as data-key buttons the shell's one
// delegated click handler plays.
"use strict";

import { fill, h } from "../../dom.js";
import { icon } from "./art.js";
import { place } from "./common.js";
import { renderActionSpaces } from "./actions.js";
import { renderMajors } from "./majors.js";
import { renderPlayer } from "./player.js";
import { pickable, picker, refresh as refreshPicker, setFencing } from "./fencing.js";
import { previewOptions } from "./preview.js";
import { renderRoundTrack } from "./rounds.js";

export { renderActionSpaces, renderMajors, renderPlayer, renderRoundTrack };

/** The players' names: the shell's (``ctx.names``, its seats' names), else the model's
 * labels ("Player 1"). */
export function namesOf(model, ctx) {
  const names = (ctx && ctx.names) || [];
  return model.view.players.map((p, i) => names[i] || p.label);
}

/** The seat an option's target lies on (cell:P:a1, fences:P, feeding:P), else null. */
function seatOf(target) {
  const [kind, seat] = target.split(":");
  return ["cell", "fences", "feeding"].includes(kind) ? Number(seat) : null;
}

function frame() {
  return h("div", { class: "agri-board" },
    h("div", { id: "agri-rounds" }),
    h("div", { class: "agri-main" },
      h("div", { id: "agri-spaces" }),
      h("div", { id: "agri-players", class: "agri-players" })),
    h("div", { id: "agri-majors" }));
}

/** Draw what changed (each region when its part of the model, or its options, changed). */
function draw(model, state, ctx) {
  const view = model.view;
  const ui = model.ui || {};
  setFencing(view, hintOf(model, state), Boolean(ui.held));
  const $ = (id) => document.getElementById(id);
  if (!$("agri-rounds")) fill(ctx.board, [frame()]);
  if (!$("agri-mine")) fill(ctx.mine, [h("div", { id: "agri-mine", class: "agri-board agri-mine" })]);
  const names = namesOf(model, ctx);
  const rctx = { names, seats: ctx.seats || [] };
  const all = view.decision ? view.decision.options : [];
  const options = all.filter((o) => o.target);
  const on = (prefix) => options.filter((o) => o.target.startsWith(prefix));
  const region = (id, parts, build) => ctx.update(`agri:${id}`, parts, () => {
    const slots = new Map();
    const node = build(slots);
    place(slots, parts[parts.length - 1]);
    fill($(id), [node]);
  });
  region("agri-rounds", [view.round_track, view.titles, []], () => renderRoundTrack(view));
  region("agri-spaces", [view.spaces, view.titles, names, on("space:")],
    (slots) => renderActionSpaces(view, slots, rctx));
  region("agri-majors", [view.majors, view.titles, names, on("major:")],
    (slots) => renderMajors(view, slots, rctx));
  // The deciding player's boards beside the decision; a device waiting for another seat
  // keeps its own there.
  const d = view.decision;
  const focus = ui.waiting && ui.seat !== null && ui.seat !== undefined ? ui.seat : d ? d.player : 0;
  for (const p of view.players) {
    const id = `agri-player-${p.seat}`;
    const box = p.seat === focus ? $("agri-mine") : $("agri-players");
    let node = $(id);
    if (!node || node.parentElement !== box) {
      if (node) node.remove();
      node = h("div", { id, class: "agri-player-box" });
      ctx.drawn.delete(`agri:${id}`);
      box.append(node);
    }
    const mine = options.filter((o) => seatOf(o.target) === p.seat);
    // this farm's tap targets come and go with the Fences decision it may answer here
    const fencing = pickable(p.seat) !== null ? d.fencing.id : null;
    region(id, [p, view.titles, names, rctx.seats[p.seat], d && d.player, view.spaces.map((s) => s.label), fencing, mine],
      (slots) => renderPlayer(view, p, slots, rctx));
  }
  // A farm of a seat this game does not have (a new game with fewer players) goes.
  const seats = new Set(view.players.map((p) => `agri-player-${p.seat}`));
  for (const node of [...$("agri-players").children, ...$("agri-mine").children]) {
    if (node.id.startsWith("agri-player-") && !seats.has(node.id)) {
      node.remove();
      ctx.drawn.delete(`agri:${node.id}`);
    }
  }
  const others = [...$("agri-players").children];
  const ordered = [...others].sort((a, b) => a.id.localeCompare(b.id));
  if (ordered.some((n, i) => n !== others[i])) ordered.forEach((n) => $("agri-players").append(n));
  previewOptions(all);
  refreshPicker();
}

/** The hint asked for this very position (the shell's state), else null. */
function hintOf(model, state) {
  const hint = state && state.hint;
  return hint && model.ui && hint.link === model.ui.link ? hint : null;
}

/** The decision panel's part that is the game's own: a Fences decision's pasture picker. */
function chooser(model, state) {
  setFencing(model.view, hintOf(model, state), Boolean(model.ui && model.ui.held));
  return picker();
}

const HARVEST_STEPS = {
  feeding: "the fields have given their crops; now every family is fed, then the animals breed",
  breeding: "the fields have given their crops and every family is fed; now the animals breed",
};

/** Above the question, where the eye is (a phone too): the harvest, while it is held or
 * when what just happened held one (its own line of the story, app/story.py: the page may
 * have fed the family by itself, told below the options). */
function beforeQuestion(view, ui) {
  const lines = (ui && ui.shown && ui.shown.lines) || [];
  const told = lines.find((line) => line.player < 0 && /^Harvest of round \d+:/.test(line.text));
  const now = HARVEST_STEPS[view.phase];
  if (!now && !told) return null;
  if (now) {
    return h("div", { class: "agri-harvest-banner", role: "status" },
      h("h2", { class: "agri-harvest-title" }, icon("harvest"), `Harvest of round ${view.round}`),
      h("p", null, now));
  }
  // Held and over: what the fields gave, then each family's feeding and young (the lines
  // up to the next round's start, which the last of them brings).
  const [title, ...rest] = told.text.split(": ");
  const gave = rest.join(": ").replace(/; then every family is fed and the animals breed\.$/, ".");
  const next = lines.find((line) => line.player < 0 && line.move > told.move);
  const end = next ? next.move : Infinity;
  const fed = lines.filter((line) => line.player >= 0 && line.move > told.move && line.move <= end);
  return h("div", { class: "agri-harvest-banner", role: "status" },
    h("h2", { class: "agri-harvest-title" }, icon("harvest"), title),
    h("p", null, gave.charAt(0).toUpperCase() + gave.slice(1)), // "No field is sown."
    fed.length ? h("ul", { class: "agri-harvest-lines" },
      fed.map((line) => h("li", null, line.name ? `${line.name}: ` : "", line.text))) : null);
}

/** The status line's part: the round and the countdown to the next harvest. */
function status(view) {
  const t = view.round_track;
  return h("div", { class: "calendar agri-status" },
    h("strong", null, t.label), h("span", { class: "agri-status-countdown" }, " · ", t.countdown));
}

export const agricola = {
  id: "agricola",
  draw,
  status,
  beforeQuestion,
  apart: () => null,
  chooser,
  round: "Round",
  chartColours: null,
  tieBreak: null,
  // what the page plays by itself: forced moves, and the feeding its setting plays
  autoNote: "the only option, or feeding your family as the settings say",
  settings: [],
};

// Fields of Arle's renderer: its boards (action board, buildings, each player's boards, the
// supply) drawn from arle_core/view.py's model, its calendar in the status line, and what
// its decision panel and end chart say that no other game says. The shell (render.js)
// draws the rest and calls these by the model's game id (games/index.js).
"use strict";

import { fill, h } from "../../dom.js";
import { place } from "../../shell/options.js";
import { renderActionBoard } from "./actions.js";
import { renderBuildings } from "./buildings.js";
import { renderCalendar } from "./calendar.js";
import { inventoryWarning } from "./inventory.js";
import { otherBoardsLinks, PLAYER_PARTS, playerShell } from "./player.js";
import { renderSupply } from "./supply.js";
import { ownerOf } from "./who.js";

/** The board's regions, in the page's order (ids the tests and anchors rely on). */
function boardFrame() {
  return [
    h("div", { id: "other-boards", class: "other-boards-link" }),
    h("section", { id: "action-board", class: "panel action-board", "aria-label": "Action board" }),
    h("section", { id: "buildings", class: "panel buildings-panel", "aria-label": "Buildings in play" }),
    h("div", { id: "players", class: "players" }),
    h("section", { id: "supply", class: "panel supply", "aria-label": "Supply board" }),
  ];
}

/** A player's boards in ``box``: the frame once, then each part when its data (or the
 * options placed on it) changed. */
function updatePlayer(ctx, view, p, deciding, box, options) {
  const id = `player-${p.index}`;
  let node = document.getElementById(id);
  const setup = JSON.stringify(view.setup);
  if (!node || ctx.drawn.get(id) !== setup) {
    if (node) node.remove();
    node = playerShell(p);
    ctx.drawn.set(id, setup);
    for (const name in PLAYER_PARTS) ctx.drawn.delete(`${id}:${name}`);
  }
  if (node.parentElement !== box) box.append(node); // the deciding player's go beside the decision
  node.classList.toggle("is-deciding", deciding);
  for (const [name, part] of Object.entries(PLAYER_PARTS)) {
    const placed = part.kinds ? options.filter((o) => part.kinds.some((k) => o.target.startsWith(k))) : [];
    ctx.update(`${id}:${name}`, [view.setup, part.key(view, p, deciding, ctx), placed], () => {
      const slots = new Map();
      const drawnPart = part.draw(view, p, deciding, slots, ctx);
      drawnPart.setAttribute("data-part", name);
      place(slots, placed);
      node.querySelector(`[data-part="${CSS.escape(name)}"]`).replaceWith(drawnPart);
    });
  }
}

/** Draw what changed of the boards: ``ctx`` has the shell's ``update(id, parts, build)``,
 * its ``drawn`` map, the placed options and the board (#board) and #mine nodes. */
function draw(model, state, ctx) {
  const { view, ui } = model;
  const $ = (id) => document.getElementById(id);
  if (!$("action-board")) fill(ctx.board, boardFrame());
  const { options, update } = ctx;
  const on = (prefix) => options.filter((o) => o.target.startsWith(prefix));
  const setup = view.setup;
  const d = view.decision;
  const spaceOptions = on("space:");
  const work = view.stage === "work" || view.stage === "end_work";
  update("action-board", [setup, view.spaces, view.season, view.special_used_by, spaceOptions, work], () => {
    const slots = new Map();
    fill($("action-board"), renderActionBoard(view, slots, new Set(spaceOptions.map((o) => o.target)), state));
    place(slots, spaceOptions);
  });
  const buildOptions = on("building:");
  update("buildings", [setup, view.buildings, buildOptions], () => {
    const slots = new Map();
    fill($("buildings"), renderBuildings(view, slots));
    place(slots, buildOptions);
  });
  // The deciding player's boards sit next to the decision (#mine); the others' below.
  // A device waiting for another seat shows its own boards there instead.
  const focus = ui.waiting && ui.seat !== null && ui.seat !== undefined ? ui.seat
    : d !== null ? d.player : 0;
  // Hot-seat: the next player decides once the device was handed over ("End turn").
  const deciding = d !== null && !ui.hand_over;
  for (const p of view.players) {
    const mine = options.filter((o) => ownerOf(o.target, d.player) === p.index);
    updatePlayer(ctx, view, p, deciding && d.player === p.index, p.index === focus ? ctx.mine : $("players"), mine);
  }
  for (const node of [...ctx.mine.children, ...$("players").children]) {
    if (!(Number(node.id.replace("player-", "")) < view.players.length)) node.remove();
  }
  const others = [...$("players").children];
  const ordered = [...others].sort((a, b) => a.id.localeCompare(b.id));
  if (ordered.some((n, i) => n !== others[i])) ordered.forEach((n) => $("players").append(n));
  update("other-boards", [setup, focus, view.players.map((p) => p.score.total)],
    () => fill($("other-boards"), [otherBoardsLinks(view, focus)]));
  const supplyOptions = on("supply:");
  update("supply", [setup, view.supply_board, view.equipment, supplyOptions], () => {
    const slots = new Map();
    fill($("supply"), renderSupply(view, slots));
    place(slots, supplyOptions);
  });
}

/** The Special Action: spaces of the other season, listed apart by space name in the
 * decision panel (so that fifteen of them do not drown this half-year's). */
function apart(view, d) {
  const spaces = new Map(view.spaces.map((sp) => [sp.el, sp]));
  const otherSeason = (o) => o.group !== "anytime" && spaces.has(o.target)
    && spaces.get(o.target).season !== view.season;
  const options = d.options.filter((o) => !o.rare && otherSeason(o));
  if (!options.length) return null;
  return {
    title: "Special Action: a space of the other season", kind: "special", options,
    label: (o) => spaces.get(o.target).label,
  };
}

export const arle = {
  id: "arle",
  draw,
  status: renderCalendar,
  apart,
  beforeQuestion: inventoryWarning,
  // What a round of the game is called where the shell counts them (the end chart), and
  // the chart's colour for each score category.
  round: "Half-year",
  chartColours: {
    materials: "#b5651d", equipment: "#6d6875", travel: "#2a9d8f", tools: "#e9c46a",
    goods: "#f4a261", home_board: "#588157", animals: "#a3b18a", bottlenecks: "#c1121f",
  },
  // Score categories that only ever take away: below zero is their nature, no surprise to
  // explain under the row.
  penalties: ["bottlenecks"],
  autoNote: "the only option, or paying with the plain good",
  settings: [
    ["ask_payment", "Ask me how to pay",
      "Off: when the only difference between ways to pay is Timber for Wood or Brick for Clay, " +
      "the page pays with the plain good (Timber and Brick score at the end; Wood and Clay do not)."],
  ],
};

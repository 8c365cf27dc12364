// Agricola's renderer: the board drawn from agricola_core/view.py's model, and nothing
// else. renderBoard(view, root, ctx) draws every region into root; each region is also a
// function of its own (rounds, action spaces, majors, a player's boards) for a shell that
// lays them out itself. Options are placed on the element named by their `target`
// (data-key buttons: the shell's one delegated click handler plays them).
"use strict";

import { h } from "../../dom.js";
import { place } from "./common.js";
import { renderActionSpaces } from "./actions.js";
import { renderMajors } from "./majors.js";
import { renderPlayer } from "./player.js";
import { previewOptions } from "./preview.js";
import { renderRoundTrack } from "./rounds.js";

export const GAME_ID = "agricola";
export { renderActionSpaces, renderMajors, renderPlayer, renderRoundTrack };

/** The cells and fence edges the decision's pasture options would build (drawn offered). */
export function offeredOnFarm(options) {
  const cells = new Set();
  const edges = new Set();
  for (const o of options) {
    for (const id of o.edges || []) edges.add(id);
    if (o.edges) for (const id of o.cells || []) cells.add(id);
  }
  return { cells, edges };
}

/** Draw the whole board into ``root``. ctx: {names: [...]} from the shell (optional). */
export function renderBoard(view, root, ctx = {}) {
  const options = view.decision ? view.decision.options : [];
  const slots = new Map();
  const offered = offeredOnFarm(options);
  const deciding = view.decision ? view.decision.player : null;
  // The deciding player's boards first: they are the ones the options act on.
  const seats = view.players.map((p) => p.seat);
  if (deciding !== null) seats.sort((a, b) => (b === deciding) - (a === deciding));
  const players = seats.map((s) => renderPlayer(view, view.players[s], slots, ctx, offered));
  const board = h("div", { class: `agri-board agri-players-${view.players.length}` },
    renderRoundTrack(view),
    h("div", { class: "agri-main" },
      renderActionSpaces(view, slots, ctx),
      h("div", { class: "agri-players" }, players)),
    renderMajors(view, slots, ctx));
  place(slots, options);
  previewOptions(options);
  root.replaceChildren(board);
  return board;
}

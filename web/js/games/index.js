// The games' renderers, by game id (the model's ``game.id``): each draws its game's boards
// and says what only its game says; the shell (render.js) draws the rest for any game.
// A game without a renderer yet gets the plain view: its name and a note instead of
// boards; the decision panel, scores, story, history and end screen are the shell's.
"use strict";

import { fill, h } from "../dom.js";
import { arle } from "./arle/index.js";

const RENDERERS = new Map([[arle.id, arle]]);

/** A game's name and that its boards cannot be drawn here yet. */
const plain = {
  id: null,
  draw(model, state, ctx) {
    drawPlain(ctx, model.game || {});
  },
  status: null,
  apart: () => null,
  beforeQuestion: () => null,
  round: null,
  chartColours: null,
  penalties: [],
  autoNote: "the only option",
  settings: [],
};

function drawPlain(ctx, game) {
  ctx.update("plain-board", [game.id], () => fill(ctx.board, [h("section", { class: "panel plain-board" },
    h("h2", null, game.name || "This game"),
    h("p", { class: "muted" }, "This page cannot draw this game's boards yet: decide in the panel; "
      + "the score sheet and the history show the game."))]));
}

/** The renderer of a model's game (Fields of Arle for a model from before games had ids). */
export function rendererFor(model) {
  const game = model && model.game;
  const id = game ? game.id : arle.id;
  return RENDERERS.get(id) || plain;
}

/** Whether this page draws a game's boards (the home screen says so of the others). */
export function hasRenderer(id) {
  return RENDERERS.has(id);
}

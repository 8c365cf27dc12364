// The games' renderers, by game id (the model's ``game.id``): each draws its game's boards
// and says what only its game says; the shell (render.js) draws the rest for any game.
// A game without a renderer yet gets the plain view: its name and a note instead of
// boards; the decision panel, scores, story, history and end screen are the shell's.
"use strict";

import { fill, h } from "../dom.js";
import { arle } from "./arle/index.js";

const RENDERERS = new Map([[arle.id, arle]]);
// Renderers fetched with their stylesheet when their game is first drawn, so that a visit
// that plays Fields of Arle downloads none of them (the service worker keeps them offline).
const LATER = new Map([["agricola", { module: "./agricola/index.js", css: "./css/agricola.css" }]]);
const loading = new Set();

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

/** The renderer of a model's game (Fields of Arle for a model from before games had ids).
 * A renderer not loaded yet: the plain view now, and ``ready()`` once it has loaded. */
export function rendererFor(model, ready = () => {}) {
  const game = model && model.game;
  const id = game ? game.id : arle.id;
  const found = RENDERERS.get(id);
  if (found) return found;
  if (LATER.has(id) && !loading.has(id)) load(id).then(ready);
  return plain;
}

async function load(id) {
  loading.add(id);
  const { module, css } = LATER.get(id);
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = css;
  const styled = new Promise((resolve) => { link.onload = link.onerror = resolve; });
  document.head.append(link);
  try {
    const [loaded] = await Promise.all([import(module), styled]);
    RENDERERS.set(id, { ...plain, ...loaded[id] }); // the hooks it leaves out: the plain ones
  } catch (error) {
    console.warn(`arle: the ${id} renderer could not be loaded:`, error);
  }
}

/** Whether this page draws a game's boards (the home screen says so of the others). */
export function hasRenderer(id) {
  return RENDERERS.has(id) || LATER.has(id);
}

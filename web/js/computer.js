// The computer opponent and the hint: the page's side of the AI worker (js/ai-worker.mjs).
//
// The worker boots lazily: the first time a game has a computer seat or the player asks
// for a hint, never during the page's own start. Cancel terminates it (the next question
// starts a fresh one): Pyodide's interrupt buffer would need a SharedArrayBuffer, which a
// page without cross-origin isolation does not have. Answers are for a link: one that
// arrives after the game moved on is dropped.
//
// The computer's turn: while the session says the computer is to move (ui.computer.to_move)
// and the player did not stop it, ask the worker for its key and play it through the
// session ("computer" action), one move at a time, at least PACE_MS apart, so that the
// story of its turn (app/session.py) can be followed. The session decides everything; this
// module only passes messages.
//
// Beside the link, a question carries the game's record (its setup and moves, from the
// session): the worker keeps the game of its last question and plays only the moves since
// (app/computer.py), so the computer's move late in a long game costs no more than early.
"use strict";

const PACE_MS = 800; // between two moves of the computer's (thinking included)

class Cancelled extends Error {}

let worker = null;
let nextId = 1;
const pending = new Map(); // id -> {resolve, reject}

function spawn() {
  worker = new Worker(new URL("./ai-worker.mjs", import.meta.url), { type: "module" });
  worker.onmessage = (event) => {
    const { id, error } = event.data;
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    if (error) job.reject(new Error(error.trim().split("\n").pop()));
    else job.resolve(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    stop(new Error(`the computer could not start: ${event.message || "worker error"}`));
  };
}

/** Stop the worker and every question in flight (they reject with ``reason``). */
function stop(reason) {
  if (worker) worker.terminate();
  worker = null;
  for (const job of pending.values()) job.reject(reason);
  pending.clear();
}

/** Ask the worker: kind "choose" (the computer's key at ``level``) or "hint".
 *  ``record``: the game's record as JSON text (setup and moves), or null: the worker then
 *  reads the link afresh. */
export function ask(kind, link, level, record = null) {
  if (!worker) spawn();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, link, level, kind, record });
  });
}

/** The record of the game the model ``ui`` shows (its link's game), or null when the page
 *  gives none or another position's. */
function recordOf(page, ui) {
  if (!page.record) return null;
  try {
    const text = page.record();
    const moves = JSON.parse(text).moves;
    return Array.isArray(moves) && moves.length === ui.moves ? text : null;
  } catch (error) {
    return null; // the worker reads the link
  }
}

/** Boot the worker now (a game with a computer seat is open), without asking anything. */
export function warm() {
  if (!worker) spawn();
}

export function cancel() {
  stop(new Cancelled("cancelled"));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The driver of the computer's turns and of the hint. ``page`` gives the model
 * (``model()``), plays an action (``act(action, arg)``) and redraws (``redraw()``);
 * ``state`` is the page's UI state, where this keeps ``thinking`` ({kind, link, name})
 * for the status bar, ``paused`` (the player cancelled the computer's move) and ``hint``.
 */
export function computerDriver(page, state) {
  const settings = { pace: PACE_MS };
  // The computer's answers, and how many of them read the game's link (the others played
  // the moves since on the worker's kept game): for tests and benchmarks.
  const stats = { asked: 0, read: 0 };
  let job = null; // the question in flight: {kind, link}
  let lastMove = 0; // when the board last changed (performance.now())

  function think(kind, link, name) {
    state.thinking = { kind, link, name };
    const mine = { kind, link };
    job = mine;
    return mine;
  }

  function done(mine) {
    if (job !== mine) return false;
    job = null;
    state.thinking = null;
    return true;
  }

  async function computerMove(c, ui) {
    const mine = think("computer", ui.link, c.name);
    page.redraw();
    try {
      const answer = await ask("choose", ui.link, c.level, recordOf(page, ui));
      stats.asked += 1;
      if (answer.read !== false) stats.read += 1;
      const wait = settings.pace - (performance.now() - lastMove);
      if (wait > 0) await sleep(wait);
      if (job !== mine || page.model().ui.link !== ui.link) return;
      done(mine);
      page.act("computer", JSON.stringify({ key: answer.key, moves: ui.moves }));
    } catch (error) {
      if (!done(mine)) return;
      if (!(error instanceof Cancelled)) {
        state.paused = true;
        state.computerError = error.message;
      }
      page.redraw();
    }
  }

  /** After every action: start, or drop, what the computer does for the game as it is. */
  function sync() {
    lastMove = performance.now();
    const { ui } = page.model();
    const c = ui.computer;
    if (c) warm();
    let dropped = false;
    if (job && job.link !== ui.link) {
      // The game moved on (a move, undo, another game): the answer would be for nothing.
      if (job.kind === "computer") cancel();
      dropped = done(job);
    }
    if (state.hint && state.hint.link !== ui.link) state.hint = null;
    if (!c || !c.to_move) {
      state.paused = false;
      state.computerError = "";
    }
    if (c && c.to_move && !state.paused && !job) computerMove(c, ui);
    // The board was drawn while the dropped question was still thinking ("Undo my turn"
    // during the computer's move): draw it again, with Hint enabled.
    else if (dropped) page.redraw();
  }

  /** Ask for a hint: kind "hint" (the Hint button) or "coach" (Learn to play's
   *  suggestion, among the question's own options). */
  async function hint(kind = "hint") {
    const { ui } = page.model();
    if (job) return;
    const mine = think("hint", ui.link, "");
    state.hint = null;
    page.redraw();
    try {
      const answer = await ask(kind, ui.link, "strong", recordOf(page, ui));
      if (!done(mine)) return;
      state.hint = { link: ui.link, asked: kind, ...answer }; // asked: who asked (js/render.js)
    } catch (error) {
      if (!done(mine)) return;
      if (!(error instanceof Cancelled)) state.hint = { link: ui.link, error: error.message };
    }
    page.redraw();
  }

  /** The Cancel button: the computer stops (until "Let the computer move"), or the hint. */
  function stopThinking() {
    if (!job) return;
    const computer = job.kind === "computer";
    cancel();
    done(job);
    if (computer) state.paused = true;
    page.redraw();
  }

  function resume() {
    state.paused = false;
    state.computerError = "";
    sync();
  }

  const busy = () => pending.size > 0; // the worker has a question it did not answer yet
  return { sync, hint, stop: stopThinking, resume, settings, ask, busy, stats };
}

// Engines installed on demand. When Python needs the released engine of an old link format
// to open a game, or the engine of a game first played now (the model's problem "engine",
// whose ``version`` is the format's number or the game's id), install it (released.mjs:
// loadReleasedEngine, via js/python.js) and run the action again; when this build lacks it,
// or it does not take, tell Python ("engine_missing": today's engine reads an old game as
// well as it can; a game that cannot load says so) and run the action again. Never on a
// first visit that plays the default game.
"use strict";

const tried = new Set(); // formats installed once already: a second ask means it did not take

/** Install the engine ``version`` names (a link format, or a game's id), then
 * ``act(action, arg)`` again. */
export async function install(version, act, action, arg) {
  await null; // after the action that asked has drawn its model
  let installed = false;
  if (!tried.has(version)) {
    tried.add(version);
    try {
      await window.arleLoadEngine(version);
      installed = true;
    } catch (error) {
      console.warn("arle: the old engine is missing:", error);
    }
  }
  if (!installed) act("engine_missing", String(version));
  act(action, arg);
}

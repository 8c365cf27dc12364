// Old games' engines. When Python needs the released engine of an old link format to open a
// game (the model's problem "engine"), install it (released.mjs: loadReleasedEngine, via
// js/python.js) and run the action again; when this build lacks it, or it does not take,
// tell Python ("engine_missing": today's engine reads the game as well as it can) and run
// the action again. Never on a first visit: only when an old game is opened.
"use strict";

const tried = new Set(); // formats installed once already: a second ask means it did not take

/** Install the engine of link format ``version``, then ``act(action, arg)`` again. */
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

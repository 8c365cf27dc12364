// Engines installed on demand. When Python needs the released engine of an old link format
// to open a game, or the engine of a game first played now (the model's problem "engine",
// whose ``version`` is the format's number or the game's id), install it (released.mjs:
// loadReleasedEngine, via js/python.js) and run the action again. What the page knows of
// each engine lives here, in one place:
// - installed: it loaded in this tab;
// - missing: this build lacks it, or it loaded and Python still cannot import it; tell
//   Python ("engine_missing": today's engine reads an old game as well as it can; a game
//   that cannot load says so) and run the action again; never asked for again in this tab;
// - not on this device and not downloaded now (offline, a failed download): tell Python
//   ("engine_unavailable", with the action that asked: it says so where the player asked
//   and keeps a link that was to open), and ask again the next time it is needed (a link
//   kept that way opens by itself when the browser is back online: js/controls.js).
// Never on a first visit that plays the default game.
"use strict";

const known = new Map(); // engine (format or game id, as text) -> "installed" | "missing"

/** Install the engine ``version`` names (a link format, or a game's id), then
 * ``act(action, arg)`` again. ``act`` is the page's; the notices to Python leave the
 * address as it is (the link that asked stays there). */
export async function install(version, act, action, arg) {
  await null; // after the action that asked has drawn its model
  const key = String(version);
  if (known.has(key)) {
    // Installed already, and asked again: it does not take.
    known.set(key, "missing");
  } else {
    try {
      await window.arleLoadEngine(version);
      known.set(key, "installed");
      // what else on the page says whether an engine is here (the form's game chooser)
      window.dispatchEvent(new CustomEvent("arle-engine-installed", { detail: key }));
    } catch (error) {
      if (error && error.missing) known.set(key, "missing");
      else {
        console.warn("arle: the engine could not be downloaded:", error);
        const failure = { version, action, arg, offline: navigator.onLine === false,
          error: String((error && error.message) || error) };
        act("engine_unavailable", JSON.stringify(failure));
        return;
      }
    }
  }
  if (known.get(key) === "missing") act("engine_missing", key, { address: false });
  act(action, arg);
}

// The engines installed on demand: the engine of each old link format (a released engine),
// and the engine of each game that is not in today's wheel (Agricola's), each as its own
// wheel in the lock file. Never installed at boot, and this module is imported only when a
// game needs one (js/engines.js in the page, js/ai-worker.mjs in the computer's worker), so
// a first visit downloads none. The service worker precaches them, so those games play
// offline.

// Stamped by the build: {link format or game id: its package in the lock file, or null when
// the build lacked it (a checkout without the engine's commit)}.
const RELEASED = null; /* replaced by serve.py */
// Stamped by the build: {link tag ("A3."): the id of the game loaded on demand it belongs to}.
const TAGS = null; /* replaced by serve.py */

/** What ``link`` needs installed: a released link format with its own engine (a number),
 * the id of a game loaded on demand (a string), else null. */
export function releasedFormat(link) {
  const text = String(link).trim();
  const tag = Object.keys(TAGS || {}).find((t) => text.startsWith(t));
  if (tag) return TAGS[tag];
  const version = text.split(".")[0];
  return RELEASED && version in RELEASED ? Number(version) : null;
}

/** Install the engine that ``key`` names (a released link format, or a game's id) into
 * ``pyodide``. Rejects when this build has no such engine (the page then says so). */
export async function loadReleasedEngine(pyodide, key) {
  const name = RELEASED?.[String(key)];
  if (!name) {
    // not a download that failed: this copy of the page lacks it (js/engines.js)
    throw Object.assign(new Error(`this build has no engine for ${key}`), { missing: true });
  }
  if (pyodide.loadedPackages[name]) return;
  const errors = [];
  await pyodide.loadPackage(name, {
    messageCallback: () => {},
    errorCallback: (message) => errors.push(message),
  });
  if (!pyodide.loadedPackages[name])
    throw new Error(`the engine for ${key} could not be installed: ${errors.join(" ")}`);
}

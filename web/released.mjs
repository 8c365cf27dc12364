// The released engines: the engine of each old link format, as its own wheel in the lock
// file. Never installed at boot, and this module is imported only when an old game needs
// one (js/engines.js in the page, js/ai-worker.mjs in the computer's worker), so a first
// visit downloads neither. The service worker precaches both, so old games play offline.

// Stamped by the build: {link format: its package in the lock file, or null when the build
// lacked it (a checkout without the engine's commit)}.
const RELEASED = null; /* replaced by serve.py */

/** The link format of ``link`` when it is a released one with its own engine, else null. */
export function releasedFormat(link) {
  const version = String(link).split(".")[0];
  return RELEASED && version in RELEASED ? Number(version) : null;
}

/** Install the engine that released link format ``version`` into ``pyodide``. Rejects when
 * this build has no such engine (the page then says the old engine is missing). */
export async function loadReleasedEngine(pyodide, version) {
  const name = RELEASED?.[String(version)];
  if (!name) throw new Error(`this build has no engine for link format ${version}`);
  if (pyodide.loadedPackages[name]) return;
  const errors = [];
  await pyodide.loadPackage(name, {
    messageCallback: () => {},
    errorCallback: (message) => errors.push(message),
  });
  if (!pyodide.loadedPackages[name])
    throw new Error(`the engine of link format ${version} could not be installed: ${errors.join(" ")}`);
}

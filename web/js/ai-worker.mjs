// The computer player in a Web Worker, so that the page stays responsive while it thinks.
//
// A plain module worker (the page runs no PyScript: see js/python.js). It boots the page's
// own runtime and Python through interpreter.mjs — the same files, the same service worker
// cache, the memory snapshot when this device has it, the same engine wheel, the same
// app-zip boot as the page — and runs app/computer.py (pure Python, tested in CPython).
//
// In:  {id, link, level, kind: "choose" | "hint" | "coach", record} (an old game's link
//      installs its own engine first; record: the game's setup and moves as JSON text, or
//      null, so that the worker plays only the moves since its last question)
// Out: {id, key, value, reason, nodes, label, moves, level, ms} or {id, error}
// The review of a game (app/reviewing.py, js/review.js):
// In:  {id, link, level, kind: "review", player, budget}
// Out: {id, progress: [done, total]} after each decision, then {id, review, ms} or {id, error}
// Messages are answered one at a time, in order. To cancel, the page terminates the worker.
import { loadPyodide, startApp } from "../interpreter.mjs";

let pyodide = null;

async function boot() {
  pyodide = await loadPyodide();
  await startApp(pyodide);
  return { think: pyodide.pyimport("app.computer").think,
    review: pyodide.pyimport("app.reviewing").review_link };
}

const ready = boot();
ready.catch(() => {}); // answered per message below

self.onmessage = async (event) => {
  const { id, link, level, kind } = event.data;
  try {
    const { think, review } = await ready;
    // An old game played on with its own engine: its link is in its own format.
    const released = await import("../released.mjs"); // (loaded once, from the cache)
    const version = released.releasedFormat(link);
    if (version !== null) await released.loadReleasedEngine(pyodide, version);
    const t0 = performance.now();
    if (kind === "review") {
      const progress = (done, total) => self.postMessage({ id, progress: [done, total] });
      const answer = review(link, event.data.player, level, event.data.budget || null, progress);
      self.postMessage({ id, review: answer, ms: performance.now() - t0 });
      return;
    }
    const answer = JSON.parse(think(link, kind, level, event.data.record || undefined));
    self.postMessage({ id, ...answer, ms: performance.now() - t0 });
  } catch (error) {
    self.postMessage({ id, error: String((error && error.message) || error) });
  }
};

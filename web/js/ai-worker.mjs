// The computer player in a Web Worker, so that the page stays responsive while it thinks.
//
// A plain module worker (the page runs no PyScript: see js/python.js). It boots the page's
// own runtime through interpreter.mjs — the same files, the same service worker cache, the
// memory snapshot when this device has it, the same engine — and runs app/computer.py from
// the page's Python zip (pure Python, tested in CPython).
//
// In:  {id, link, level, kind: "choose" | "hint"}
// Out: {id, key, value, reason, nodes, label, moves, level, ms} or {id, error}
// Messages are answered one at a time, in order. To cancel, the page terminates the worker.
import { download, loadPyodide } from "../interpreter.mjs";

// Stamped by serve.py: {url, integrity} of the page's Python (a zip; js/python.js uses it too).
const APP = null; /* replaced by serve.py */
const APP_DIR = "/home/pyodide"; // Pyodide's home (sys.path[0]), where the build compiled it for

async function boot() {
  const [pyodide, app] = await Promise.all([loadPyodide(), download(APP)]);
  pyodide.unpackArchive(app, "zip", { extractDir: APP_DIR });
  return pyodide.pyimport("app.computer").think;
}

const ready = boot();
ready.catch(() => {}); // answered per message below

self.onmessage = async (event) => {
  const { id, link, level, kind } = event.data;
  try {
    const think = await ready;
    const t0 = performance.now();
    const answer = JSON.parse(think(link, kind, level));
    self.postMessage({ id, ...answer, ms: performance.now() - t0 });
  } catch (error) {
    self.postMessage({ id, error: String((error && error.message) || error) });
  }
};

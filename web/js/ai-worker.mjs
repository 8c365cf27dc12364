// The computer player in a Web Worker, so that the page stays responsive while it thinks.
//
// A plain module worker (not a PyScript worker, which would need the CSP's 'unsafe-eval':
// see js/pyscript.js). It boots the page's own runtime through interpreter.mjs — the same
// files, the same service worker cache, the memory snapshot when this device has it, the
// same engine wheel — and runs app/computer.py (pure Python, tested in CPython).
//
// In:  {id, link, level, kind: "choose" | "hint"}
// Out: {id, key, value, reason, nodes, label, moves, level, ms} or {id, error}
// Messages are answered one at a time, in order. To cancel, the page terminates the worker.
import { loadPyodide } from "../interpreter.mjs";

async function boot() {
  const [pyodide, source] = await Promise.all([
    loadPyodide(),
    fetch(new URL("../app/computer.py", import.meta.url)).then((response) => {
      if (!response.ok) throw new Error(`app/computer.py: HTTP ${response.status}`);
      return response.text();
    }),
  ]);
  const scope = pyodide.globals.get("dict")();
  pyodide.runPython(source, { globals: scope });
  return scope.get("think");
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

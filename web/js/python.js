// Starts the page's Python: the runtime with the engine (interpreter.mjs), then the page's own
// modules (app/*.py, compiled by the build into one zip, python/app-HASH.zip), unpacked into
// Pyodide's home folder (on sys.path), and app.main.start(), which connects the page's JS to
// a Session and calls arleBoot.ready() (boot.js). Any failure before that is a boot error.
//
// No PyScript: the page needs none of its features, and its start-up work (its core module,
// a config round trip, its own Python package) was about a second of a first visit.
import { download, loadPyodide } from "../interpreter.mjs";

// Stamped by serve.py: {url, integrity} of the page's Python (a zip).
const APP = null; /* replaced by serve.py */
const APP_DIR = "/home/pyodide"; // Pyodide's home, as for the engine (interpreter.mjs)

// Needed once CPython has started: downloaded while it starts (fsInit: the wasm is compiled).
let app = null;
const appBytes = () => (app ??= download(APP));

/** After the next paint (or 50 ms in a hidden tab): starting CPython and the game are long
 * tasks, and the progress line they follow would not be drawn before them otherwise. */
function painted() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 50);
  });
}

async function start() {
  const pyodide = await loadPyodide({
    fsInit: async () => { // the wasm is compiled: "Starting…"
      appBytes();
      await painted();
    },
  });
  arleBoot.stage("game");
  await painted();
  pyodide.unpackArchive(await appBytes(), "zip", { extractDir: APP_DIR });
  // The page's controls (index.html loads them next to this module): Python's start draws
  // the first screen through them, so it waits for them; they are loaded long before
  // Python on a slow connection, but maybe not on a fast one.
  await import("./controls.js");
  performance.mark("arle:app");
  pyodide.runPython("from app.main import start\nstart()");
}

start().catch((error) => arleBoot.fail((error && error.message) || String(error)));

// Starts the page's Python: the runtime with the engine and then the page's own modules
// (interpreter.mjs: loadPyodide, startApp), and app.main.start(), which connects the page's JS
// to a Session and calls arleBoot.ready() (boot.js). Any failure before that is a boot error.
//
// No PyScript: the page needs none of its features, and its start-up work (its core module,
// a config round trip, its own Python package) was about a second of a first visit.
import { loadPyodide, startApp } from "../interpreter.mjs";

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
    fsInit: painted, // the wasm is compiled: "Starting…"
  });
  arleBoot.stage("game");
  await painted();
  await startApp(pyodide);
  // For js/engines.js (an old game's engine), and browser tests' hook.
  window.arleLoadEngine = async (v) => (await import("../released.mjs")).loadReleasedEngine(pyodide, v);
  if (window.arleTestHooks === true) window.arleRunPython = (code) => pyodide.runPython(code);
  // The page's controls (index.html loads them next to this module): Python's start draws
  // the first screen through them, so it waits for them; they are loaded long before
  // Python on a slow connection, but maybe not on a fast one.
  await import("./controls.js");
  performance.mark("arle:app");
  pyodide.runPython("from app.main import start\nstart()");
}

start().catch((error) => arleBoot.fail((error && error.message) || String(error)));

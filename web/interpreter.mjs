// PyScript's interpreter (pyscript.json "interpreter"): our Pyodide, started from the memory
// snapshot serve.py made at build time (web/buildtime/snapshot.mjs), with the engine already imported.
// PyScript calls loadPyodide(options) and reads version, so this module provides both.
//
// Snapshot boot: restore the snapshot; unpack the engine wheel it was made from, so the files
// match the imported modules (tracebacks, importlib.metadata); reseed `random`, whose state
// is in the snapshot (else every page would deal the same "random" game). If the snapshot
// cannot be fetched or restored, say so in the boot progress and boot the normal way: start
// CPython, then micropip installs the wheel. <body data-boot> says which boot ran.
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

// Stamped by serve.py: {url, integrity} of the snapshot (gzip) and of the engine wheel.
const SNAPSHOT = null; /* replaced by serve.py */
const WHEEL = null; /* replaced by serve.py */

const here = (path) => new URL(path, import.meta.url).href;
const indexURL = here("./vendor/pyodide/");

function fetchBytes({ url, integrity }) {
  return fetch(here(url), { integrity }).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  });
}

// Both start at once, in parallel with Pyodide's own downloads.
const snapshot = fetchBytes(SNAPSHOT).then(async (response) => {
  const plain = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(plain).arrayBuffer());
});
const wheel = fetchBytes(WHEEL).then((response) => response.arrayBuffer());
// Handled where they are awaited; until then, a failure is not an unhandled rejection
// (boot.js reports those as boot errors).
snapshot.catch(() => {});
wheel.catch(() => {});

function progress(detail) {
  dispatchEvent(new CustomEvent("py:progress", { detail }));
}

async function normalBoot(options) {
  const pyodide = await loadRuntime({ ...options, indexURL });
  progress("Loading micropip");
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  const url = JSON.stringify(here(WHEEL.url));
  await pyodide.runPythonAsync(`import micropip\nawait micropip.install(${url})`);
  return pyodide;
}

export async function loadPyodide(options = {}) {
  let pyodide;
  try {
    pyodide = await loadRuntime({ ...options, indexURL, _loadSnapshot: snapshot });
  } catch (error) {
    console.warn("arle: the snapshot did not load, booting the normal way:", error);
    progress(`Quick start failed: ${error && error.message}`);
    document.body.dataset.boot = "normal";
    return normalBoot(options);
  }
  pyodide.unpackArchive(await wheel, "wheel");
  pyodide.runPython("__import__('random').seed()");
  document.body.dataset.boot = "snapshot";
  return pyodide;
}

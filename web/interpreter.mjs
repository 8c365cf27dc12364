// How Python boots: our own Pyodide with the engine, then the page's Python. The page
// (js/python.js) and the computer's Web Worker (js/ai-worker.mjs) both boot through here:
// loadPyodide(options) starts the runtime with the engine, and startApp(pyodide) unpacks the
// page's Python into it. version is Pyodide's.
//
// The engine is its wheel (python/NAME-VERSION-py3-none-any.whl, bytecode inside), installed
// into site-packages by Pyodide's own loadPackage: the build lists it in our
// pyodide-lock.json with its hash, which Pyodide checks. The page's Python (app/*.py,
// compiled, python/app-HASH.zip) is unpacked into Pyodide's home folder (first on sys.path).
//
// Two boots, chosen by what is already on this device:
// - First visit: the normal boot. Pyodide starts CPython with the build's trimmed standard
//   library (bytecode), then installs the engine. The page then registers the service worker
//   (js/offline.js), which precaches the build and, with it, the memory snapshot: later
//   visits need it, the first one does not wait for its 5 MB.
// - Later visits: the snapshot is in the service worker's cache. Restore it (made at build time
//   by web/buildtime/snapshot.mjs with the same wheel installed and imported), install the
//   same wheel so the files match the imported modules, and reseed `random`, whose state is
//   in the snapshot (else every page would deal the same "random" game). When the cached
//   snapshot is damaged or does not restore, say so (an "arle:progress" event) and boot the
//   normal way.
// <body data-boot> says which boot ran ("normal" or "snapshot"); performance marks
// "arle:<phase>" time the boot (benchmarks/browser.py reads them).
//
// Nothing here needs a document (where there is one, it only adds a preload link): a Web
// Worker imports this module to boot the same runtime (the same cache, the same snapshot).
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

// Stamped by the build: {url, integrity} of the snapshot (gzip), of the engine's wheel (and
// its name in the lock file: {package, url, integrity}) and of the page's Python (a zip).
const SNAPSHOT = null; /* replaced by serve.py */
const ENGINE = null; /* replaced by serve.py */
const APP = null; /* replaced by serve.py */

const HOME = "/home/pyodide"; // Pyodide's home: the build compiles the page's Python for it
const here = (path) => new URL(path, import.meta.url).href;
const indexURL = here("./vendor/pyodide/");

/** A boot phase on the timeline (a performance mark "arle:<name>"). */
function mark(name) {
  globalThis.performance?.mark?.(`arle:${name}`);
}
mark("interpreter");

/** The bytes of a file of this build, checked against its integrity. */
function download({ url, integrity }) {
  const bytes = fetch(here(url), { integrity }).then(
    (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    },
    (error) => { // offline, or the bytes do not match the build (integrity)
      throw new Error(`${url} could not be loaded (${error && error.message})`);
    },
  );
  // Handled where it is awaited; until then, a failure is not an unhandled rejection
  // (the page reports those as boot errors).
  bytes.catch(() => {});
  return bytes;
}

// The engine and the page's Python are needed once CPython has started: their downloads
// start when the wasm is compiled (fsInit, below), so that they do not share the connection
// with the wasm, which everything waits for. (The page's head preloads the wasm and the
// standard library.) loadPackage fetches the wheel itself (checking its hash): in a page, a
// preload link starts that fetch early and loadPackage's fetch takes its response (Chromium
// ignores a preload's integrity attribute for fetches, and warns about it: none is set).
function prefetchEngine() {
  const head = globalThis.document?.head;
  if (!head || head.querySelector("link[data-engine]")) return;
  const link = document.createElement("link");
  Object.assign(link, { rel: "preload", as: "fetch", crossOrigin: "anonymous" });
  link.href = here(ENGINE.url);
  link.dataset.engine = "";
  head.append(link);
}

let app = null;
const appBytes = () => (app ??= download(APP));

function progress(detail) {
  globalThis.dispatchEvent?.(new CustomEvent("arle:progress", { detail }));
}

function recordBoot(kind) {
  if (globalThis.document?.body) document.body.dataset.boot = kind;
}

/** The snapshot's response when this device has it (the service worker's cache), else null. */
async function cachedSnapshot() {
  if (!globalThis.caches) return null; // not a secure context: no service worker either
  // A page no service worker controls is a first visit (opening the cache storage costs
  // a first visit a tenth of a second), or a reload that bypasses the worker. (A worker
  // started by the page looks in the cache.)
  if (globalThis.document && !globalThis.navigator.serviceWorker?.controller) return null;
  try {
    return (await caches.match(here(SNAPSHOT.url))) ?? null;
  } catch {
    return null;
  }
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return "sha256-" + btoa(String.fromCharCode(...digest));
}

/** The snapshot's memory image: checked against the build's hash, then unzipped. */
async function snapshotMemory(response) {
  const packed = await response.arrayBuffer();
  if ((await sha256(packed)) !== SNAPSHOT.integrity)
    throw new Error(`${SNAPSHOT.url}: the cached copy does not match this build`);
  const plain = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(plain).arrayBuffer());
}

// The cache lookup and the snapshot's check and unzipping start at once, next to the
// downloads the page's head preloads; loadPyodide() only waits for them when it needs them.
const cached = cachedSnapshot();
const memory = cached.then((response) => response && snapshotMemory(response));
memory.catch(() => {}); // handled where Pyodide awaits it

/** Pyodide's options: the wasm is compiled and Python is about to start when fsInit runs. */
function runtimeOptions(options) {
  const fsInit = async (...args) => {
    mark("wasm");
    progress("start");
    prefetchEngine();
    appBytes();
    await options.fsInit?.(...args);
  };
  return { ...options, indexURL, fsInit };
}

async function installEngine(pyodide) {
  const errors = [];
  await pyodide.loadPackage(ENGINE.package, {
    messageCallback: () => {}, // "Loaded arle-core": not news in the console
    errorCallback: (message) => errors.push(message),
  });
  if (!pyodide.loadedPackages[ENGINE.package])
    throw new Error(`${ENGINE.url} could not be installed: ${errors.join(" ")}`);
  mark("engine");
}

/** Unpack the page's Python (app/) into Pyodide's home, its working folder, first on
 * sys.path, and let dataclasses use the build's compiled methods (app/precompiled.py) before
 * the engine and the page code import. Its download started with Python's (fsInit); the
 * caller then imports from it. */
export async function startApp(pyodide) {
  pyodide.unpackArchive(await appBytes(), "zip", { extractDir: HOME });
  const precompiled = pyodide.pyimport("app.precompiled");
  precompiled.install();
  precompiled.destroy();
}

async function normalBoot(options) {
  mark("load");
  const pyodide = await loadRuntime(runtimeOptions(options));
  mark("python");
  await installEngine(pyodide);
  recordBoot("normal");
  return pyodide;
}

export async function loadPyodide(options = {}) {
  if (!(await cached)) return normalBoot(options);
  let pyodide;
  try {
    pyodide = await loadRuntime({ ...runtimeOptions(options), _loadSnapshot: memory });
  } catch (error) {
    console.warn("arle: the snapshot did not load, booting the normal way:", error);
    progress(`Quick start failed: ${error && error.message}`);
    return normalBoot(options);
  }
  mark("python");
  await installEngine(pyodide);
  pyodide.runPython("__import__('random').seed()");
  recordBoot("snapshot");
  return pyodide;
}

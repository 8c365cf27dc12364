// Build step (serve.py runs it): a Pyodide memory snapshot with the engine already imported.
//
//   node web/buildtime/snapshot.mjs SITE/vendor/pyodide/ ENGINE.zip OUT.bin [MODULE ...]
//
// Pyodide boots from the site's own copy of the runtime, unpacks the engine (the same zip of
// bytecode the site ships, python/arle_core-HASH.zip), imports every engine module and the standard library MODULEs the
// page's Python imports (serve.py lists them), and writes its memory. The page (interpreter.mjs) restores that memory instead
// of starting CPython and importing the engine: about 0.6 s instead of 2.4 s on a warm load.
//
// _makeSnapshot / makeMemorySnapshot are Pyodide's private API: package-lock.json pins the
// version, and a snapshot only loads into the exact build it was made with (Pyodide checks
// the build id; the page falls back to the normal boot when it does not load). It is made
// here in Node, never in the page: nothing of the DOM may be referenced from the snapshot.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [indexDir, enginePath, outPath, ...modules] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: node web/buildtime/snapshot.mjs SITE/vendor/pyodide/ ENGINE.zip OUT.bin [MODULE ...]");
  process.exit(2);
}
process.argv.length = 1; // sys.argv[0] as in a browser, not this build machine's path

const indexURL = resolve(indexDir) + "/"; // Pyodide in Node wants a path, not a file: URL
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(readFileSync(enginePath)), "zip", { extractDir: "/home/pyodide" });
pyodide.globals.set("_modules", pyodide.toPy(modules));
pyodide.runPython(`
def _preload(modules):
    """Every engine module (not the command line), and the standard library modules the
    page imports. Nothing here may touch a JS object."""
    import importlib
    import os

    import arle_core

    root = os.path.dirname(os.path.dirname(arle_core.__file__))
    for folder, _, files in sorted(os.walk(arle_core.__path__[0])):
        package = os.path.relpath(folder, root).replace(os.sep, ".")
        for name in sorted(files):
            stem, _, suffix = name.partition(".")
            if suffix in ("py", "pyc") and stem != "__main__":
                importlib.import_module(package if stem == "__init__" else f"{package}.{stem}")
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # not in Pyodide's standard library: the page imports it from elsewhere


_preload(_modules)
del _preload, _modules
`);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(outPath, snapshot);
console.log(`snapshot: ${snapshot.length} bytes, Pyodide ${pyodide.version}`);

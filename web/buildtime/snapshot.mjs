// Build step (sitebuild/snapshot.py runs it): a Pyodide memory snapshot with the engine
// already imported.
//
//   node web/buildtime/snapshot.mjs SITE/vendor/pyodide/ PACKAGE OUT.bin [MODULE ...]
//
// Pyodide boots from the site's own copy of the runtime and its lock file, installs PACKAGE
// (the engine's wheel) with loadPackage exactly as the page does (interpreter.mjs), imports
// every module of the packages the lock file lists for it and the standard library MODULEs
// the page's Python imports (the build lists them), and writes its memory. The page restores
// that memory instead of starting CPython and importing the engine: about 0.6 s instead of
// 2.4 s on a warm load.
//
// _makeSnapshot / makeMemorySnapshot are Pyodide's private API: package-lock.json pins the
// version, and a snapshot only loads into the exact build it was made with (Pyodide checks
// the build id; the page falls back to the normal boot when it does not load). It is made
// here in Node, never in the page: nothing of the DOM may be referenced from the snapshot.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [indexDir, name, outPath, ...modules] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: node web/buildtime/snapshot.mjs SITE/vendor/pyodide/ PACKAGE OUT.bin [MODULE ...]");
  process.exit(2);
}
process.argv.length = 1; // sys.argv[0] as in a browser, not this build machine's path

const indexURL = resolve(indexDir) + "/"; // Pyodide in Node wants a path, not a file: URL
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
await pyodide.loadPackage(name, { messageCallback: () => {} });
const lock = JSON.parse(readFileSync(indexURL + "pyodide-lock.json", "utf8"));
pyodide.globals.set("_packages", pyodide.toPy(lock.packages[name].imports));
pyodide.globals.set("_modules", pyodide.toPy(modules));
pyodide.runPython(readFileSync(new URL("./package_modules.py", import.meta.url), "utf8"));
pyodide.runPython(`
def _preload(packages, modules):
    """Every module of the engine's packages, and the standard library modules the page
    imports. Nothing here may touch a JS object."""
    import importlib

    for name in package_modules(packages):
        importlib.import_module(name)
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # not in Pyodide's standard library: the page imports it from elsewhere


_preload(_packages, _modules)
del _preload, _packages, _modules, package_modules
`);
// The snapshot holds Python's memory, not the JS side: Pyodide's record of loaded packages
// must be as a fresh start has it, and the page installs the wheel again after restoring
// (its files live outside that memory, in the JS file system).
delete pyodide.loadedPackages[name];
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(outPath, snapshot);
console.log(`snapshot: ${snapshot.length} bytes, Pyodide ${pyodide.version}`);

// Build step (sitebuild/python.py runs it): the dataclass code table of the page's Python.
//
//   node web/buildtime/dataclass_code.mjs SITE/vendor/pyodide/ PACKAGE APP.zip OUT.bin
//
// `dataclasses` writes each class's methods as source text and compiles it while a module
// imports: in the browser, most of a first visit's import time (web/app/precompiled.py). Here
// Pyodide boots from the site's own runtime, installs PACKAGE (the engine's wheel) as the page
// does, unpacks the page code's zip, and imports every module of both with a `dataclasses`
// that records each text it compiles; OUT.bin is the table {the text's SHA-256, first 16
// bytes: its code object} (marshal, for this exact Pyodide), compiled as `dataclasses`
// compiles (no inherited future flags).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [indexDir, name, appPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: node web/buildtime/dataclass_code.mjs SITE/vendor/pyodide/ PACKAGE APP.zip OUT.bin");
  process.exit(2);
}
process.argv.length = 1; // sys.argv[0] as in a browser, not this build machine's path

const indexURL = resolve(indexDir) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL });
await pyodide.loadPackage(name, { messageCallback: () => {} });
pyodide.unpackArchive(new Uint8Array(readFileSync(appPath)), "zip", { extractDir: "/home/pyodide" });
const lock = JSON.parse(readFileSync(indexURL + "pyodide-lock.json", "utf8"));
pyodide.globals.set("_packages", pyodide.toPy([...lock.packages[name].imports, "app"]));
pyodide.runPython(readFileSync(new URL("./package_modules.py", import.meta.url), "utf8"));
const table = pyodide.runPython(`
KEY_BYTES = 16  # of a text's SHA-256: its key in the table (app/precompiled.py)


def _record(packages):
    import dataclasses
    import hashlib
    import importlib
    import marshal

    table = {}

    def record(source, globals=None, locals=None):
        code = compile(source, "<string>", "exec", dont_inherit=True)
        table[hashlib.sha256(source.encode()).digest()[:KEY_BYTES]] = code
        exec(code, globals, locals)

    dataclasses.exec = record
    for name in package_modules(packages):
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # the page's DOM glue (app.main) needs the browser's window
    del dataclasses.exec
    return marshal.dumps(table)


_record(_packages)
`);
const bytes = table.toJs();
table.destroy();
writeFileSync(outPath, bytes);
console.log(`dataclass code: ${bytes.length} bytes, Pyodide ${pyodide.version}`);

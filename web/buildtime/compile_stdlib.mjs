// Build step (serve.py runs it): compile the trimmed standard library to bytecode.
//
//   node web/buildtime/compile_stdlib.mjs PYODIDE_DIR/ IN.zip OUT.zip
//
// A first visit starts CPython from source otherwise: compiling the ~150 modules Pyodide,
// PyScript and the page import costs seconds of CPU in the browser. Pyodide's own Python (the
// exact version the page runs) compiles each IN.zip module here, once, with docstrings and
// asserts stripped (as `python -OO`), into sourceless, unchecked .pyc files, which zipimport
// loads as they are. Tracebacks through the standard library then show no source lines; the
// engine and the page code keep their sources.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [indexDir, inPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: node web/buildtime/compile_stdlib.mjs PYODIDE_DIR/ IN.zip OUT.zip");
  process.exit(2);
}
const indexURL = resolve(indexDir) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.writeFile("/tmp/in.zip", new Uint8Array(readFileSync(inPath)));
pyodide.runPython(`
import importlib._bootstrap_external as bootstrap
import zipfile

STDLIB = "/lib/python%d%d.zip/" % __import__("sys").version_info[:2]

with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as dst:
    for info in src.infolist():
        data = src.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, STDLIB + info.filename, "exec", dont_inherit=True, optimize=2)
            info = zipfile.ZipInfo(info.filename + "c", info.date_time)
            data = bytes(bootstrap._code_to_hash_pyc(code, bytes(8), checked=False))
        info.compress_type = zipfile.ZIP_DEFLATED
        dst.writestr(info, data, compresslevel=9)
`);
writeFileSync(outPath, pyodide.FS.readFile("/tmp/out.zip"));

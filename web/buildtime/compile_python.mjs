// Build step (sitebuild/bytecode.py runs it): compile Python sources to bytecode, one zip at a time.
//
//   node web/buildtime/compile_python.mjs PYODIDE_DIR/ IN.zip OUT.zip PREFIX [IN OUT PREFIX ...]
//
// A first visit would otherwise compile every module it imports in the browser: the ~130
// standard library modules Pyodide and the page import, the engine and the page code, seconds
// of CPU on a slow machine. Pyodide's own Python (the exact version the page runs) compiles
// each .py of IN.zip here, once, with docstrings and asserts stripped (as `python -OO`) and
// without column tables, into a sourceless, unchecked .pyc that the import system loads as it
// is (zipimport from the standard library zip; the engine and the page code are unpacked into
// a folder, where a sourceless `name.pyc` is imported like `name.py`). PREFIX is the folder
// the files will be in in the page's file system (`@stdlib`: inside the standard library zip;
// `@site`: site-packages, where Pyodide's loadPackage installs the engine's wheel):
// it becomes each module's file name in tracebacks (which then show no source lines). Entries are stored, not deflated: the server compresses
// the whole zip (brotli or gzip), which packs smaller than deflating file by file, and
// zipimport then reads without inflating. Other files are copied as they are.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [indexDir, ...jobs] = process.argv.slice(2);
if (!jobs.length || jobs.length % 3) {
  console.error("usage: node web/buildtime/compile_python.mjs PYODIDE_DIR/ IN.zip OUT.zip PREFIX ...");
  process.exit(2);
}
const indexURL = resolve(indexDir) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.runPython(`
import importlib._bootstrap_external as bootstrap
import zipfile

import site

PREFIXES = {
    "@stdlib": "/lib/python%d%d.zip/" % __import__("sys").version_info[:2],
    "@site": site.getsitepackages()[0] + "/",  # where loadPackage installs a wheel
}

# One line-table entry: 8 code units (the most an entry spans) on the line before, without
# columns (location code 13), line delta 0; the table's first line is the code's own.
SAME_LINE = bytes([0x80 | 13 << 3 | 7, 0])


def function_lines(code):
    """The code with every instruction on its function's first line: the standard library's
    line tables are about a sixth of its compressed bytes, and a traceback through it still
    names the file, the function and where the function starts."""
    units = len(code.co_code) // 2
    table = SAME_LINE * (units // 8)
    if units % 8:
        table += bytes([0x80 | 13 << 3 | (units % 8 - 1), 0])
    consts = tuple(function_lines(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    return code.replace(co_linetable=table, co_consts=consts)


def compile_zip(source, target, prefix):
    lines = prefix == "@stdlib"  # the engine and the page code keep their line numbers
    prefix = PREFIXES.get(prefix, prefix)
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w") as dst:
        for info in src.infolist():
            data = src.read(info)
            name = info.filename
            if name.endswith(".py"):
                code = compile(data, prefix + name, "exec", dont_inherit=True, optimize=2)
                code = function_lines(code) if lines else code
                data = bytes(bootstrap._code_to_hash_pyc(code, bytes(8), checked=False))
                name += "c"
            out = zipfile.ZipInfo(name, info.date_time)
            out.external_attr = info.external_attr
            dst.writestr(out, data, compress_type=zipfile.ZIP_STORED)
`);
const compileZip = pyodide.globals.get("compile_zip");
for (let i = 0; i < jobs.length; i += 3) {
  const [inPath, outPath, prefix] = jobs.slice(i, i + 3);
  pyodide.FS.writeFile("/tmp/in.zip", new Uint8Array(readFileSync(inPath)));
  compileZip("/tmp/in.zip", "/tmp/out.zip", prefix);
  writeFileSync(outPath, pyodide.FS.readFile("/tmp/out.zip"));
}

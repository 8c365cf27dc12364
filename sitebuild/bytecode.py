"""Python compiled to bytecode by Pyodide's own Python in Node
(``web/buildtime/compile_python.mjs``), cached in ``.cache/compiled/``: a first visit then
compiles no Python at all."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from .common import BUILDTIME, CACHE, PYODIDE, run_node, sha256_file, store
from .runtime import PYODIDE_FILES

COMPILE_SCRIPT = BUILDTIME / "compile_python.mjs"
COMPILED_CACHE = CACHE / "compiled"
COMPILED_KEPT = 12  # the standard library, engines and page code of recent builds
HOME_DIR = "/home/pyodide/"  # Pyodide's home and working folder (first on sys.path): the
# page's Python is unpacked there (interpreter.mjs)
STDLIB_PREFIX = "@stdlib"  # inside the standard library zip
SITE_PREFIX = "@site"  # Pyodide's site-packages, where loadPackage installs a wheel


def compiled(jobs: list[tuple[bytes, str]]) -> list[bytes]:
    """Each (zip of sources, prefix) compiled to bytecode: the prefix is the folder the files
    will be in (a path, ``@stdlib`` or ``@site``); it names them in tracebacks. Cached under
    a hash of what each is made from; one Node run for all that are not cached. No jobs
    need no Pyodide (a checkout without the released engines' commits, npm not run)."""
    if not jobs:
        return []
    runtime = hashlib.sha256()
    for path in (COMPILE_SCRIPT, *(PYODIDE / name for name in PYODIDE_FILES)):
        runtime.update(sha256_file(path).encode())
    cached = [COMPILED_CACHE / (hashlib.sha256(runtime.digest() + prefix.encode() + b"\0" + data)
                                .hexdigest()[:32] + ".zip") for data, prefix in jobs]
    missing = [(job, path) for job, path in zip(jobs, cached, strict=True) if not path.is_file()]
    if missing:
        with tempfile.TemporaryDirectory() as tmp:
            args = [f"{PYODIDE}{os.sep}"]
            for i, ((data, prefix), _) in enumerate(missing):
                (Path(tmp) / f"{i}.py.zip").write_bytes(data)
                args += [str(Path(tmp) / f"{i}.py.zip"), str(Path(tmp) / f"{i}.pyc.zip"), prefix]
            run_node(COMPILE_SCRIPT, args, "compile Python to bytecode")
            for i, (_, path) in enumerate(missing):
                store((Path(tmp) / f"{i}.pyc.zip").read_bytes(), path, kept=COMPILED_KEPT)
    for path in cached:
        path.touch()  # recently used: kept when the cache is pruned
    return [path.read_bytes() for path in cached]

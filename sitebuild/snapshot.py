"""The memory snapshot later visits start from: Pyodide booted in Node from the site's own
runtime, the engine's wheel installed and imported (``web/buildtime/snapshot.mjs``), its
memory saved gzipped in ``snapshots/``. Cached in ``.cache/snapshots/``, so an unchanged
rebuild ships the same bytes."""

from __future__ import annotations

import ast
import gzip
import hashlib
import os
import shutil
import sys
import tempfile
from pathlib import Path

from .common import BUILDTIME, CACHE, BuildError, run_node, sha256_file, short_hash, store
from .runtime import LOCK, PYODIDE_FILES, STDLIB_ZIP

SNAPSHOT_SCRIPT = BUILDTIME / "snapshot.mjs"
MODULES_SCRIPT = BUILDTIME / "package_modules.py"  # which modules the snapshot imports
SNAPSHOT_CACHE = CACHE / "snapshots"
SNAPSHOTS_KEPT = 4  # in the cache, newest first; each is about 7 MB


def app_stdlib_imports(app: Path) -> list[str]:
    """The standard library modules the page's Python modules import at their top level."""
    names: set[str] = set()
    for path in sorted(app.rglob("*.py")):
        for node in ast.parse(path.read_bytes()).body:
            if isinstance(node, ast.Import):
                names.update(alias.name.partition(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module.partition(".")[0])
    return sorted(n for n in names if n in sys.stdlib_module_names and n != "__future__")


def run_snapshot_script(runtime: Path, package: str, modules: list[str], target: Path) -> None:
    """Make the snapshot in Node and store it gzipped in ``target``."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "snapshot.bin"
        run_node(SNAPSHOT_SCRIPT, [f"{runtime}{os.sep}", package, str(raw), *modules],
                 "make the Pyodide memory snapshot the page starts from")
        if not raw.is_file():
            raise BuildError("Node made no Pyodide memory snapshot.")
        data = gzip.compress(raw.read_bytes(), compresslevel=6, mtime=0)
    store(data, target, kept=SNAPSHOTS_KEPT)


def add_snapshot(site: Path, wheel: Path, package: str, app: Path) -> Path:
    """The snapshot (gzip data) in ``site/snapshots/``, named by its content hash.

    It depends only on the runtime, the lock file, the wheel, the script and the modules
    preloaded, so it is cached under a hash of those. Named ``.bin``, not ``.gz``: no host
    then adds a Content-Encoding; the page unzips it itself.
    """
    runtime = site / "vendor" / "pyodide"
    modules = app_stdlib_imports(app)
    key = hashlib.sha256(" ".join([package, *modules]).encode())
    for path in (SNAPSHOT_SCRIPT, MODULES_SCRIPT, wheel, runtime / LOCK, runtime / STDLIB_ZIP,
                 *(runtime / name for name in PYODIDE_FILES)):
        key.update(sha256_file(path).encode())
    cached = SNAPSHOT_CACHE / f"{key.hexdigest()[:32]}.bin"
    if not cached.is_file():
        run_snapshot_script(runtime, package, modules, cached)
    cached.touch()  # recently used: kept when the cache is pruned
    target = site / "snapshots" / f"arle-{short_hash(cached.read_bytes())}.bin"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(cached, target)
    return target

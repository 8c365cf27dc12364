"""The dataclass code table shipped in the page code's zip (``app/dataclass_code.bin``):
the code objects ``dataclasses`` would compile while the engine and the page code import,
made in Node by the site's own Pyodide (``web/buildtime/dataclass_code.mjs``) and used by
``app/precompiled.py``. Cached in ``.cache/dataclasses/`` under a hash of its inputs."""

from __future__ import annotations

import hashlib
import io
import os
import tempfile
import zipfile
from pathlib import Path

from .common import BUILDTIME, CACHE, BuildError, run_node, sha256_file, store, zip_files
from .runtime import LOCK, PYODIDE_FILES, STDLIB_ZIP
from .snapshot import MODULES_SCRIPT

SCRIPT = BUILDTIME / "dataclass_code.mjs"
TABLE_CACHE = CACHE / "dataclasses"
TABLES_KEPT = 4
TABLE_NAME = "app/dataclass_code.bin"  # beside app/precompiled.py, which reads it


def dataclass_table(runtime: Path, package: str, app_zip: bytes) -> bytes:
    """The table for the engine installed in ``runtime`` (its lock file's ``package``) and
    the page code in ``app_zip``."""
    key = hashlib.sha256(package.encode() + b"\0" + hashlib.sha256(app_zip).digest())
    for path in (SCRIPT, MODULES_SCRIPT, runtime / LOCK, runtime / STDLIB_ZIP,
                 *(runtime / name for name in PYODIDE_FILES)):
        key.update(sha256_file(path).encode())  # the lock file holds the wheel's hash
    cached = TABLE_CACHE / f"{key.hexdigest()[:32]}.bin"
    if not cached.is_file():
        with tempfile.TemporaryDirectory() as tmp:
            app, out = Path(tmp) / "app.zip", Path(tmp) / "table.bin"
            app.write_bytes(app_zip)
            run_node(SCRIPT, [f"{runtime}{os.sep}", package, str(app), str(out)],
                     "compile the dataclass methods the page's Python makes")
            if not out.is_file():
                raise BuildError("Node wrote no dataclass code table.")
            store(out.read_bytes(), cached, kept=TABLES_KEPT)
    cached.touch()  # recently used: kept when the cache is pruned
    return cached.read_bytes()


def with_dataclass_table(runtime: Path, package: str, app_zip: bytes) -> bytes:
    """The page code's zip with its dataclass code table added."""
    with zipfile.ZipFile(io.BytesIO(app_zip)) as zf:
        files = {info.filename: zf.read(info) for info in zf.infolist() if not info.is_dir()}
    return zip_files({**files, TABLE_NAME: dataclass_table(runtime, package, app_zip)})

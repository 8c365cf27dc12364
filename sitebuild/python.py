"""The page's Python, compiled (a first visit compiles nothing): the trimmed standard
library in place of Pyodide's, the engine as its wheel (installed by Pyodide's own
``loadPackage`` from our lock file) and the page's own modules (``python/app-HASH.zip``,
unpacked into Pyodide's home folder by ``interpreter.mjs``, with the code of the dataclass
methods they and the engine make: ``dataclass_code.py``)."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .bytecode import HOME_DIR, SITE_PREFIX, STDLIB_PREFIX, compiled
from .common import short_hash, zip_files
from .dataclass_code import with_dataclass_table
from .runtime import STDLIB_ZIP, stdlib_modules, trimmed_stdlib, write_lock
from .wheel import Project, read_project, source_zip, wheel_of_zip


@dataclass(frozen=True)
class Python:
    """Where the build wrote the page's Python, and the engine's name in the lock file."""

    wheel: Path
    app: Path
    package: str  # what interpreter.mjs asks loadPackage for


def lock_entry(project: Project, wheel: Path, runtime: Path) -> dict[str, Any]:
    """The wheel as a package of Pyodide's lock file: its file relative to the lock file
    (Pyodide resolves it there) and its hash (Pyodide checks the download against it)."""
    return {
        "name": project.lock_name, "version": project.version,
        "file_name": Path(os.path.relpath(wheel, runtime)).as_posix(),
        "install_dir": "site", "package_type": "package",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "imports": project.import_names, "depends": [],
    }


def add_python(site: Path, web: Path, stdlib: list[str] | None = None) -> Python:
    """Write the standard library (``stdlib``: the modules it keeps, by default the traced
    list), the engine's wheel, the page code's zip and the lock file.
    The wheel's name is the project's (Pyodide parses it); the zip's carries a content hash,
    so a new build is never mixed with a cached old one (the lock file checks the wheel)."""
    project = read_project()
    # the shell's modules and each game's own room (``app/<game>/``)
    app = {f"app/{path.relative_to(web / 'app').as_posix()}": path.read_bytes()
           for path in sorted((web / "app").rglob("*.py"))}
    stdlib_zip, engine_zip, app_zip = compiled([
        (trimmed_stdlib(stdlib_modules() if stdlib is None else stdlib), STDLIB_PREFIX),
        (source_zip(project), SITE_PREFIX),
        (zip_files(app), HOME_DIR),
    ])
    runtime = site / "vendor" / "pyodide"
    (runtime / STDLIB_ZIP).write_bytes(stdlib_zip)
    folder = site / "python"
    folder.mkdir()
    wheel = folder / project.wheel_name
    wheel.write_bytes(wheel_of_zip(project, engine_zip))
    write_lock(runtime, {project.lock_name: lock_entry(project, wheel, runtime)})
    app_zip = with_dataclass_table(runtime, project.lock_name, app_zip)
    app_path = folder / f"app-{short_hash(app_zip)}.zip"
    app_path.write_bytes(app_zip)
    return Python(wheel, app_path, project.lock_name)

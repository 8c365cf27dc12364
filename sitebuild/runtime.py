"""The browser runtime: Pyodide from ``node_modules/`` (``npm ci`` when it is missing or
stale), its lock file, and its standard library trimmed to what the page imports."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from .common import BUILDTIME, PYODIDE, ROOT, BuildError, require

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB_ZIP = "python_stdlib.zip"
STDLIB_LIST = BUILDTIME / "stdlib.txt"  # the modules the page imports (traced)
LOCK = "pyodide-lock.json"


def node_modules_stale() -> bool:
    """True when node_modules does not hold exactly what package-lock.json pins."""
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    for key, entry in lock["packages"].items():
        if not key:
            continue  # the root project itself
        installed = ROOT / key / "package.json"
        if not installed.is_file():
            return True
        if json.loads(installed.read_text(encoding="utf-8")).get("version") != entry["version"]:
            return True
    return False


def ensure_node_modules() -> None:
    if not node_modules_stale():
        return
    npm = require("npm", "Node.js and npm, which serve.py needs to fetch the browser "
                         "runtime (Pyodide)")
    print("Installing the browser runtime with npm ci ...", file=sys.stderr)
    cmd = [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"]
    if subprocess.run(cmd, cwd=ROOT, stdout=sys.stderr).returncode != 0:
        raise BuildError("npm ci failed (see its output above).")


def copy_runtime(site: Path) -> Path:
    """Pyodide's runtime files into ``site/vendor/pyodide/`` (the lock file and the standard
    library are written by later steps); returns that folder."""
    target = site / "vendor" / "pyodide"
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE / name, target / name)
    return target


def write_lock(runtime: Path, packages: dict[str, dict[str, Any]]) -> None:
    """Our ``pyodide-lock.json``: Pyodide's own, with only ``packages`` (the engine's wheel:
    the page installs nothing else)."""
    lock = json.loads((PYODIDE / LOCK).read_text(encoding="utf-8"))
    lock["packages"] = packages
    text = json.dumps(lock, indent=1, sort_keys=True) + "\n"
    (runtime / LOCK).write_text(text, encoding="utf-8")


def stdlib_modules() -> list[str]:
    """The standard library modules to ship (``web/buildtime/stdlib.txt``, one a line)."""
    lines = STDLIB_LIST.read_text(encoding="utf-8").splitlines()
    return sorted({line.split("#")[0].strip() for line in lines} - {""})


def stdlib_member(name: str) -> str:
    """The module a file of the standard library zip holds (``a/b/__init__.py`` -> ``a.b``)."""
    stem = name.removesuffix(".py").removesuffix("/__init__")
    return stem.replace("/", ".")


def write_stdlib(source: Path, target: Path, modules: list[str]) -> None:
    """Pyodide's standard library zip with only ``modules`` (and their packages' ``__init__``).

    Files that are not modules (data files inside a kept package) stay. An entry in the
    list that names no file is a build error: the list is out of date.
    """
    keep = set(modules)
    wanted = set(keep)
    for module in modules:
        parts = module.split(".")
        wanted.update(".".join(parts[:i]) for i in range(1, len(parts)))
    found: set[str] = set()
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w") as dst:
        for info in src.infolist():
            if info.is_dir():
                if stdlib_member(info.filename + "__init__.py") not in wanted:
                    continue
            elif info.filename.endswith(".py"):
                module = stdlib_member(info.filename)
                if module not in wanted:
                    continue
                found.add(module)
            elif stdlib_member(info.filename.rpartition("/")[0] + "/__init__.py") not in wanted:
                continue
            dst.writestr(info, src.read(info.filename), compress_type=info.compress_type)
    missing = keep - found
    if missing:
        raise BuildError(f"{STDLIB_LIST.relative_to(ROOT)} names modules Pyodide's standard "
                         f"library does not have: {', '.join(sorted(missing))}.")


def trimmed_stdlib(modules: list[str]) -> bytes:
    """Pyodide's standard library zip with only ``modules`` (``write_stdlib``)."""
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "stdlib.zip"
        write_stdlib(PYODIDE / STDLIB_ZIP, target, modules)
        return target.read_bytes()

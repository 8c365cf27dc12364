"""What the build steps share: the project's folders, the build error, hashes, the cache,
and running a step in Node."""

from __future__ import annotations

import base64
import hashlib
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
BUILDTIME = WEB / "buildtime"  # the build's own scripts and lists: never shipped
NODE_MODULES = ROOT / "node_modules"
PYODIDE = NODE_MODULES / "pyodide"
CACHE = ROOT / ".cache"
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: the same sources give the same zip


class BuildError(Exception):
    """A build step failed; the message is one sentence for the user."""


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def subresource_integrity(path: Path) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()


def require(tool: str, what: str) -> str:
    """The path of ``tool``, or a BuildError saying what to install and why."""
    path = shutil.which(tool)
    if path is None:
        raise BuildError(f"{tool} was not found: install {what}.")
    return path


def run_node(script: Path, args: list[str], what: str) -> None:
    """Run a build step in Node (Pyodide's own Python); a failure is a BuildError."""
    node = require("node", f"Node.js, which serve.py needs to {what}")
    print(f"Running node to {what} ...", file=sys.stderr)
    done = subprocess.run([node, str(script), *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    if done.returncode != 0:
        lines = [line for line in done.stderr.splitlines() if 0 < len(line) < 300]
        tail = "\n".join(lines[-8:])  # not Pyodide's minified source, if it is printed
        raise BuildError(f"Node could not {what}:\n{tail}")


def store(data: bytes, target: Path, kept: int) -> None:
    """Write a cache entry atomically; keep the ``kept`` newest of its kind."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    partial.write_bytes(data)
    partial.replace(target)
    old = sorted(target.parent.glob("*" + target.suffix), key=lambda p: p.stat().st_mtime,
                 reverse=True)
    for path in old[kept:]:
        path.unlink(missing_ok=True)


def zip_files(files: dict[str, bytes]) -> bytes:
    """A reproducible zip of ``{name: data}`` (fixed timestamps, stored)."""
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "files.zip"
        with zipfile.ZipFile(target, "w") as zf:
            for name, data in sorted(files.items()):
                info = zipfile.ZipInfo(name, ZIP_EPOCH)
                info.external_attr = 0o644 << 16
                zf.writestr(info, data)
        return target.read_bytes()

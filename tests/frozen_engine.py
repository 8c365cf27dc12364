"""The released engine of an old link format, taken from git under its own package name,
so tests can check that today's engine reads that format's games as their engine did.

Format 2 was released by the engine at commit ``af6ef25``. Its package uses relative
imports only, so its ``arle_core`` directory imports as ``arle_format2`` unchanged.
"""

from __future__ import annotations

import importlib
import io
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
RELEASED = {2: "af6ef25"}  # link format -> the commit of the engine that wrote it


def frozen_engine(version: int, into: Path) -> ModuleType | None:
    """The engine that wrote link format ``version``, imported as ``arle_format<version>``
    from ``into`` (None when this checkout has no git history to take it from)."""
    name = f"arle_format{version}"
    if name in sys.modules:
        return sys.modules[name]
    try:
        archive = subprocess.run(["git", "archive", RELEASED[version], "arle_core"], cwd=ROOT,
                                 capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    (into / "arle_core").rename(into / name)
    sys.path.insert(0, str(into))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(into))

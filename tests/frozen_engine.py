"""The released engine of an old link format (``sitebuild/released.py``: taken from git
under its own package name), imported so tests can check that old games still read as
their engine read them."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

from sitebuild.released import package_name, released_sources


def frozen_engine(version: int, into: Path) -> ModuleType | None:
    """The engine that wrote link format ``version``, imported as ``arle_format<version>``
    from ``into`` (None when this checkout has no git history to take it from)."""
    name = package_name(version)
    if name in sys.modules:
        return sys.modules[name]
    files = released_sources(version)
    if files is None:
        return None
    for rel, data in files.items():
        (into / rel).parent.mkdir(parents=True, exist_ok=True)
        (into / rel).write_bytes(data)
    sys.path.insert(0, str(into))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(into))

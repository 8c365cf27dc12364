"""The released engine of an old link format (``sitebuild/released.py``: taken from git
under its own package name), imported so tests can check that old games still read as
their engine read them."""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import NoReturn

import pytest

from sitebuild.released import RELEASED, package_name, released_sources


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


def in_ci() -> bool:
    """Whether this run is CI's (``CI=true``, as CI services set it)."""
    return os.environ.get("CI", "").lower() in ("true", "1")


def released_engine_missing(version: int) -> NoReturn:
    """Skip a test that needs the released engine of ``version`` where this checkout cannot
    give it (a shallow clone, a tarball); in CI fail instead: CI must run the old games'
    tests, and a skip there would pass unnoticed."""
    reason = (f"no git history here to take the format-{version} engine from "
              f"(commit {RELEASED[version]})")
    if in_ci():
        pytest.fail(f"{reason}: CI needs it (clone with full history)", pytrace=False)
    pytest.skip(reason)

"""The build's steps in order: the complete static site in one folder."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from .common import WEB, BuildError
from .compress import write_compressed_copies
from .offline import write_service_worker
from .oldengines import add_game_engines, add_released_engines
from .python import add_python
from .runtime import copy_runtime, ensure_node_modules
from .snapshot import add_snapshot
from .stamps import file_ref, stamp, write_preloads


def build_site(site: Path, web: Path = WEB, stdlib: list[str] | None = None) -> Path:
    """Assemble the complete static site from ``web`` in ``site`` (replacing an earlier
    build); staged beside it and swapped in whole, so a failed build leaves the old one.
    ``stdlib``: the standard library modules to ship, if not the traced list (the tracer)."""
    if site.exists() and any(site.iterdir()) and not (site / "sw.js").is_file():
        raise BuildError(f"{site} is not empty and holds no arle build: choose a new folder.")
    site.parent.mkdir(parents=True, exist_ok=True)
    ensure_node_modules()
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=site.parent))
    try:
        # The page's Python ships compiled: the engine as its wheel, app/ as one zip.
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "buildtime", "app")
        shutil.copytree(web, staging, ignore=ignore, dirs_exist_ok=True)
        copy_runtime(staging)
        python = add_python(staging, web, stdlib)
        released = add_released_engines(staging)  # installed only when an old game needs one
        # installed when the game is first played; cached then, not precached
        on_demand, tags, later = add_game_engines(staging)
        snapshot = add_snapshot(staging, python.wheel, python.package, web / "app")
        stamp(staging, "interpreter.mjs", {
            "SNAPSHOT": file_ref(staging, snapshot),
            "ENGINE": {"package": python.package, **file_ref(staging, python.wheel)},
            "APP": file_ref(staging, python.app),
        })
        stamp(staging, "released.mjs", {"RELEASED": {**released, **on_demand}, "TAGS": tags})
        write_preloads(staging)
        write_service_worker(staging, later)  # it lists and hashes every other file
        write_compressed_copies(staging)
        if site.exists():
            shutil.rmtree(site)
        staging.rename(site)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return site

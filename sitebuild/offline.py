"""Offline: the service worker (``sw.js``) stamped with the build's version, the files it
precaches and those it caches only once fetched (a game's engine, installed when that game
is first played: a first visit that plays another game does not download it)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection
from pathlib import Path

from .common import BuildError, sha256_file
from .compress import COMPRESSED


def precache_files(site: Path, later: Collection[str] = ()) -> list[str]:
    """What the service worker precaches: every file of the build (not the compressed
    copies, which the server sends in their place), but those it caches when first
    fetched (``later``, relative to ``site``)."""
    return sorted(rel for p in site.rglob("*")
                  if p.is_file() and p.name != "sw.js" and p.suffix not in COMPRESSED
                  and (rel := p.relative_to(site).as_posix()) not in later)


def write_service_worker(site: Path, later: Collection[str] = ()) -> str:
    """Stamp ``sw.js`` with the build's version (a hash of every file), the list of files
    to precache and those (``later``) it caches when first fetched; returns the version.
    Runs before the compressed copies are made."""
    missing = sorted(rel for rel in later if not (site / rel).is_file())
    if missing:
        raise BuildError(f"the files to cache when fetched are not in the build: {missing}")
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                   if p.is_file() and p.name != "sw.js")
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + sha256_file(site / rel).encode())
    build = digest.hexdigest()[:16]
    sw = site / "sw.js"
    text = sw.read_text()
    stamped = text.replace('const BUILD = "dev";', f'const BUILD = "{build}";').replace(
        "const FILES = [];", "const FILES = " + json.dumps(["./", *precache_files(site, later)])
        + ";").replace("const LATER = [];", "const LATER = " + json.dumps(sorted(later)) + ";")
    if stamped.count(build) != 1 or "const FILES = [];" in stamped or (
            later and "const LATER = [];" in stamped):
        raise BuildError("web/sw.js lost its BUILD, FILES or LATER line: cannot stamp the "
                         "build.")
    sw.write_text(stamped)
    return build

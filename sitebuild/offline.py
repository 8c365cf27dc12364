"""Offline: the service worker (``sw.js``) stamped with the build's version and the files
it precaches."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .common import BuildError, sha256_file
from .compress import COMPRESSED


def precache_files(site: Path) -> list[str]:
    """What the service worker precaches: every file of the build (not the compressed
    copies, which the server sends in their place)."""
    return sorted(rel for p in site.rglob("*")
                  if p.is_file() and p.name != "sw.js" and p.suffix not in COMPRESSED
                  and (rel := p.relative_to(site).as_posix()))


def write_service_worker(site: Path) -> str:
    """Stamp ``sw.js`` with the build's version (a hash of every file) and the list of
    files to precache; returns the version. Runs before the compressed copies are made."""
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                   if p.is_file() and p.name != "sw.js")
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + sha256_file(site / rel).encode())
    build = digest.hexdigest()[:16]
    sw = site / "sw.js"
    text = sw.read_text()
    stamped = text.replace('const BUILD = "dev";', f'const BUILD = "{build}";').replace(
        "const FILES = [];", "const FILES = " + json.dumps(["./", *precache_files(site)]) + ";")
    if stamped.count(build) != 1 or "const FILES = [];" in stamped:
        raise BuildError("web/sw.js lost its BUILD or FILES line: cannot stamp the build.")
    sw.write_text(stamped)
    return build

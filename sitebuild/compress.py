"""Compressed copies (``name.br``, ``name.gz``) of every text file, zip, wheel and the wasm,
for a server to send with ``Content-Encoding`` (as nginx's ``brotli_static`` /
``gzip_static`` do). Zips and the wheel hold stored entries: compressed whole they pack
smaller than deflated file by file. PNGs and the snapshot (gzip data) are compressed already."""

from __future__ import annotations

import gzip
import tempfile
from pathlib import Path

from .common import BUILDTIME, CACHE, run_node, sha256_file, store

PACKED_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".zip",
                   ".whl")
COMPRESSED = {".br": "br", ".gz": "gzip"}  # suffix -> Content-Encoding, the best first
BROTLI_SCRIPT = BUILDTIME / "brotli.mjs"
BROTLI_CACHE = CACHE / "brotli"
BROTLI_KEPT = 200  # the wasm's never changes: it is packed once


def brotli(files: list[Path]) -> dict[Path, bytes]:
    """Brotli copies (``web/buildtime/brotli.mjs``, Node's zlib), cached by content."""
    keys = {path: BROTLI_CACHE / (sha256_file(path)[:32] + ".br") for path in files}
    missing = [path for path, key in keys.items() if not key.is_file()]
    if missing:
        with tempfile.TemporaryDirectory() as tmp:
            outs = [Path(tmp) / f"{i}.br" for i in range(len(missing))]
            run_node(BROTLI_SCRIPT, [str(a) for pair in zip(missing, outs, strict=True)
                                     for a in pair], "compress the site with brotli")
            for path, out in zip(missing, outs, strict=True):
                store(out.read_bytes(), keys[path], kept=BROTLI_KEPT)
    for key in keys.values():
        key.touch()
    return {path: key.read_bytes() for path, key in keys.items()}


def write_compressed_copies(site: Path) -> None:
    """``name.br`` (brotli 11) and ``name.gz`` (gzip -9, reproducible) next to each file
    that packs, each only where it is smaller."""
    files = sorted(p for p in site.rglob("*") if p.is_file() and p.suffix in PACKED_SUFFIXES)
    packed = brotli(files)
    for path in files:
        data = path.read_bytes()
        for suffix, copy in ((".br", packed[path]),
                             (".gz", gzip.compress(data, compresslevel=9, mtime=0))):
            if len(copy) < len(data):
                path.with_name(path.name + suffix).write_bytes(copy)

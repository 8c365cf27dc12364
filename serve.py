"""Build the arle web site and serve it locally (standard library only).

    python serve.py              build into _site/ and serve http://127.0.0.1:8000
    python serve.py --port N     the same on another port (0 picks a free one)
    python serve.py --build DIR  write the complete static site to DIR and exit

The build: the browser runtime (Pyodide) comes from ``node_modules/`` (``npm ci`` runs
when it is missing or does not match package-lock.json), with the standard library trimmed
to what the page imports (``web/buildtime/stdlib.txt``); the engine (``arle_core/``), the
page's Python (``web/app/``) and that standard library are compiled to bytecode by Pyodide's
own Python in Node. Nothing of the runtime is committed.

A first visit boots CPython the normal way (``interpreter.mjs`` unpacks the engine, and
``js/python.js`` the page's Python). Later visits start from a Pyodide memory snapshot with
the engine already imported, made here in Node by ``web/buildtime/snapshot.mjs`` from the
site's own runtime and engine (cached in ``.cache/snapshots/``), which the service worker
downloads after the first visit.

Every text file, zip and the wasm also get a brotli and a gzip copy (``name.br``,
``name.gz``); the server sends the best one the browser accepts, with ``Content-Encoding``
(as nginx's ``brotli_static`` / ``gzip_static`` do).
"""

from __future__ import annotations

import argparse
import ast
import base64
import contextlib
import email.utils
import errno
import functools
import gzip
import hashlib
import http.server
import json
import os
import re
import shutil
import socketserver
import struct
import subprocess
import sys
import tempfile
import threading
import zipfile
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
PACKAGE = "arle_core"
WEB = ROOT / "web"
NODE_MODULES = ROOT / "node_modules"
CACHE = ROOT / ".cache"
DEFAULT_SITE = ROOT / "_site"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB_ZIP = "python_stdlib.zip"
STDLIB_LIST = WEB / "buildtime" / "stdlib.txt"  # the modules the page imports (traced)
SNAPSHOT_SCRIPT = WEB / "buildtime" / "snapshot.mjs"  # build-time only: not copied
COMPILE_SCRIPT = WEB / "buildtime" / "compile_python.mjs"
BROTLI_SCRIPT = WEB / "buildtime" / "brotli.mjs"
SNAPSHOT_CACHE = CACHE / "snapshots"
SNAPSHOTS_KEPT = 4  # in the cache, newest first; each is about 7 MB
APP = WEB / "app"  # the page's Python: shipped compiled, as one zip
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: the same sources give the same zip


class BuildError(Exception):
    """A build step failed; the message is one sentence for the user."""


# --- the engine's files ------------------------------------------------------


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def package_files() -> Iterator[Path]:
    for path in sorted((ROOT / PACKAGE).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            yield path


# --- the browser runtime ----------------------------------------------------


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


def require(tool: str, what: str) -> str:
    """The path of ``tool``, or a BuildError saying what to install and why."""
    path = shutil.which(tool)
    if path is None:
        raise BuildError(f"{tool} was not found: install {what}.")
    return path


def ensure_node_modules() -> None:
    if not node_modules_stale():
        return
    npm = require("npm", "Node.js and npm, which serve.py needs to fetch the browser "
                         "runtime (Pyodide)")
    print("Installing the browser runtime with npm ci ...", file=sys.stderr)
    cmd = [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"]
    if subprocess.run(cmd, cwd=ROOT, stdout=sys.stderr).returncode != 0:
        raise BuildError("npm ci failed (see its output above).")


def write_lock(source: Path, target: Path) -> None:
    """Our pyodide-lock.json: Pyodide's own, without packages (the page installs none;
    the engine wheel is unpacked directly)."""
    lock = json.loads(source.read_text(encoding="utf-8"))
    lock["packages"] = {}
    target.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")


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


# --- the site ---------------------------------------------------------------


def short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def copy_runtime(site: Path) -> None:
    """Pyodide's runtime files and our lock file (the standard library: ``add_python``)."""
    pyodide_src = NODE_MODULES / "pyodide"
    pyodide_dst = site / "vendor" / "pyodide"
    pyodide_dst.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_src / name, pyodide_dst / name)
    write_lock(pyodide_src / "pyodide-lock.json", pyodide_dst / "pyodide-lock.json")


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


# --- Python, compiled to bytecode ---------------------------------------------

COMPILED_CACHE = CACHE / "compiled"
COMPILED_KEPT = 12  # the standard library, engines and page code of recent builds
HOME_DIR = "/home/pyodide/"  # Pyodide's home and working folder (first on sys.path): the
# engine and the page's Python are unpacked there (interpreter.mjs, js/python.js)


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


def trimmed_stdlib(modules: list[str]) -> bytes:
    """Pyodide's standard library zip with only ``modules`` (``write_stdlib``)."""
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "stdlib.zip"
        write_stdlib(NODE_MODULES / "pyodide" / STDLIB_ZIP, target, modules)
        return target.read_bytes()


def compiled(jobs: list[tuple[bytes, str]]) -> list[bytes]:
    """Each (zip of sources, prefix) compiled to bytecode by Pyodide in Node
    (``web/buildtime/compile_python.mjs``: the prefix is the folder the files will be in, or
    ``@stdlib``). Cached in ``.cache/compiled/`` under a hash of what each
    is made from; one Node run for all that are not."""
    runtime = hashlib.sha256()
    for path in (COMPILE_SCRIPT, *(NODE_MODULES / "pyodide" / name for name in PYODIDE_FILES)):
        runtime.update(sha256_file(path).encode())
    cached = [COMPILED_CACHE / (hashlib.sha256(runtime.digest() + prefix.encode() + b"\0" + data)
                                .hexdigest()[:32] + ".zip") for data, prefix in jobs]
    missing = [(job, path) for job, path in zip(jobs, cached, strict=True) if not path.is_file()]
    if missing:
        with tempfile.TemporaryDirectory() as tmp:
            args = [f"{NODE_MODULES / 'pyodide'}{os.sep}"]
            for i, ((data, prefix), _) in enumerate(missing):
                (Path(tmp) / f"{i}.py.zip").write_bytes(data)
                args += [str(Path(tmp) / f"{i}.py.zip"), str(Path(tmp) / f"{i}.pyc.zip"), prefix]
            run_node(COMPILE_SCRIPT, args, "compile Python to bytecode")
            for i, (_, path) in enumerate(missing):
                store((Path(tmp) / f"{i}.pyc.zip").read_bytes(), path, kept=COMPILED_KEPT)
    for path in cached:
        path.touch()  # recently used: kept when the cache is pruned
    return [path.read_bytes() for path in cached]


def add_python(site: Path) -> tuple[Path, Path]:
    """The page's Python, compiled (a first visit then compiles nothing): the trimmed
    standard library in place of Pyodide's, the engine (``python/arle_core-HASH.zip``, unpacked
    by ``interpreter.mjs``) and the page's own modules (``python/app-HASH.zip``, unpacked by
    ``js/python.js``), both into Pyodide's home folder. Returns the
    engine's and the page code's zips; their names carry content hashes, so a new build is
    never mixed with a cached old one."""
    engine = {path.relative_to(ROOT).as_posix(): path.read_bytes() for path in package_files()}
    app = {f"app/{path.name}": path.read_bytes() for path in sorted(APP.glob("*.py"))}
    stdlib_zip, engine_zip, app_zip = compiled([
        (trimmed_stdlib(stdlib_modules()), "@stdlib"),
        (zip_files(engine), HOME_DIR),
        (zip_files(app), HOME_DIR),
    ])
    (site / "vendor" / "pyodide" / STDLIB_ZIP).write_bytes(stdlib_zip)
    folder = site / "python"
    folder.mkdir()
    written = []
    for name, data in (("arle_core", engine_zip), ("app", app_zip)):
        path = folder / f"{name}-{short_hash(data)}.zip"
        path.write_bytes(data)
        written.append(path)
    return written[0], written[1]


# --- the memory snapshot ------------------------------------------------------


def app_stdlib_imports(app: Path) -> list[str]:
    """The standard library modules the page's Python modules import at their top level."""
    names: set[str] = set()
    for path in sorted(app.glob("*.py")):
        for node in ast.parse(path.read_bytes()).body:
            if isinstance(node, ast.Import):
                names.update(alias.name.partition(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module.partition(".")[0])
    return sorted(n for n in names if n in sys.stdlib_module_names and n != "__future__")


def run_snapshot_script(runtime: Path, engine: Path, modules: list[str], target: Path) -> None:
    """Make the snapshot in Node and store it gzipped in ``target``."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "snapshot.bin"
        run_node(SNAPSHOT_SCRIPT, [f"{runtime}{os.sep}", str(engine), str(raw), *modules],
                 "make the Pyodide memory snapshot the page starts from")
        if not raw.is_file():
            raise BuildError("Node made no Pyodide memory snapshot.")
        data = gzip.compress(raw.read_bytes(), compresslevel=6, mtime=0)
    store(data, target, kept=SNAPSHOTS_KEPT)


def add_snapshot(site: Path, engine: Path) -> Path:
    """The snapshot (gzip data) in ``site/snapshots/``, named by its content hash.

    It depends only on the runtime, the engine, the script and the modules preloaded, so it
    is cached under a hash of those: an unchanged rebuild ships the same bytes. Named
    ``.bin``, not ``.gz``: no host then adds a Content-Encoding; the page unzips it itself.
    """
    runtime = site / "vendor" / "pyodide"
    modules = app_stdlib_imports(APP)
    key = hashlib.sha256(" ".join(modules).encode())
    for path in (SNAPSHOT_SCRIPT, engine, runtime / "pyodide-lock.json", runtime / STDLIB_ZIP,
                 *(runtime / name for name in PYODIDE_FILES)):
        key.update(sha256_file(path).encode())
    cached = SNAPSHOT_CACHE / f"{key.hexdigest()[:32]}.bin"
    if not cached.is_file():
        run_snapshot_script(runtime, engine, modules, cached)
    cached.touch()  # recently used: kept when the cache is pruned
    target = site / "snapshots" / f"arle-{short_hash(cached.read_bytes())}.bin"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(cached, target)
    return target


def subresource_integrity(path: Path) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()


def stamp(site: Path, module: str, refs: dict[str, Path]) -> None:
    """Write the URL and integrity of each file in ``refs`` into the module's
    ``const NAME = null; /* replaced by serve.py */`` line."""
    path = site / module
    text = path.read_text()
    for name, file in refs.items():
        line = f"const {name} = null; /* replaced by serve.py */"
        if text.count(line) != 1:
            raise BuildError(f"web/{module} lost its {name} line: cannot stamp the build.")
        ref = {"url": "./" + file.relative_to(site).as_posix(),
               "integrity": subresource_integrity(file)}
        text = text.replace(line, f"const {name} = {json.dumps(ref)};")
    path.write_text(text)


PRELOAD_MARK = "<!-- preload: written by serve.py -->"
PAGE_MODULES_MARK = "<!-- preload page modules: written by serve.py -->"
MODULE_SCRIPT = re.compile(r'<script type="module" src="\./([\w/.-]+\.js)">')
STATIC_IMPORT = re.compile(r'^(?:import|export)\b[^";]*?"(\.{1,2}/[\w/.-]+\.m?js)";', re.MULTILINE)


def page_modules(site: Path) -> list[str]:
    """The page's own JS modules: the head's module scripts and what they import statically,
    in the order a browser would discover them (breadth first)."""
    order = MODULE_SCRIPT.findall((site / "index.html").read_text(encoding="utf-8"))
    seen = set(order)
    for rel in order:  # grows while it is walked
        for spec in STATIC_IMPORT.findall((site / rel).read_text(encoding="utf-8")):
            target = (site / rel).parent.joinpath(spec).resolve().relative_to(site.resolve())
            if (name := target.as_posix()) not in seen and name.startswith("js/"):
                seen.add(name)
                order.append(name)
    return order


def preload_links(site: Path) -> dict[str, list[str]]:
    """What the boot needs, announced in the page's head so that it downloads at once
    instead of each file after the module that asks for it (a chain of imports five deep is
    five round trips), by its mark in ``index.html``: first the wasm (Python's start waits
    for it), the standard library and Pyodide's JS; after the page's scripts, the page's own
    JS modules. Not the engine's and the page code's zips: they are needed once CPython has
    started, and fetched when the wasm is compiled (``interpreter.mjs``, ``js/python.js``),
    so they do not slow the wasm down."""
    fetches = ["./vendor/pyodide/pyodide.asm.wasm", "./vendor/pyodide/" + STDLIB_ZIP]
    runtime = ["./vendor/pyodide/pyodide.asm.mjs", "./interpreter.mjs",
               "./vendor/pyodide/pyodide.mjs"]
    page = [f"./{rel}" for rel in page_modules(site) if f'src="./{rel}"' not in
            (site / "index.html").read_text(encoding="utf-8")]
    return {
        PRELOAD_MARK: [f'<link rel="preload" href="{url}" as="fetch" crossorigin>'
                       for url in fetches] + [f'<link rel="modulepreload" href="{url}">'
                                              for url in runtime],
        PAGE_MODULES_MARK: [f'<link rel="modulepreload" href="{url}">' for url in page],
    }


def write_preloads(site: Path) -> None:
    path = site / "index.html"
    text = path.read_text(encoding="utf-8")
    for mark, links in preload_links(site).items():
        if text.count(mark) != 1:
            raise BuildError("web/index.html lost a preload line: cannot stamp the build.")
        text = text.replace(mark, "\n  ".join(links))
    path.write_text(text, encoding="utf-8")


# --- offline: icons and the service worker -------------------------------------

ICON_SIZES = (192, 512)
RGBA = tuple[int, int, int, int]


def png(size: int, pixel: Callable[[float, float], RGBA]) -> bytes:
    """A square PNG painted by ``pixel(x, y)`` with x, y in 0..1 (standard library only)."""
    rows = bytearray()
    for row in range(size):
        rows.append(0)  # filter type: none
        for col in range(size):
            rows.extend(pixel((col + 0.5) / size, (row + 0.5) / size))

    def chunk(tag: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(tag + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def icon_pixel(x: float, y: float) -> RGBA:
    """The app icon: a sun over the sea, a dike, and striped fields (full bleed, so it
    also works as a maskable icon)."""
    if (x - 0.66) ** 2 + (y - 0.3) ** 2 < 0.12**2:
        return (242, 193, 78, 255)  # sun
    if y < 0.5:
        return (59, 110, 165, 255)  # sky over the tidal flats
    if y < 0.6:
        return (62, 96, 48, 255)  # the dike
    stripe = int((y - 0.6) / 0.08 + x * 1.5) % 2
    return (143, 179, 90, 255) if stripe else (110, 147, 63, 255)  # grain and flax fields


def write_icons(site: Path) -> None:
    icons = site / "icons"
    icons.mkdir(exist_ok=True)
    for size in ICON_SIZES:
        (icons / f"icon-{size}.png").write_bytes(png(size, icon_pixel))


def precache_files(site: Path) -> list[str]:
    """What the service worker precaches: every file of the build (not the compressed
    copies, which the server sends in their place)."""
    return sorted(rel for p in site.rglob("*")
                  if p.is_file() and p.name != "sw.js" and p.suffix not in COMPRESSED
                  and (rel := p.relative_to(site).as_posix()))


def write_service_worker(site: Path) -> str:
    """Stamp ``sw.js`` with the build's version (a hash of every file) and the list of
    files to precache; returns the version."""
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


# Compressed copies: of text, the wasm and the zips (their entries are stored: compressed as
# a whole they pack smaller). PNGs and the snapshot (gzip data) are compressed already.
PACKED_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".zip")
COMPRESSED = {".br": "br", ".gz": "gzip"}  # suffix -> Content-Encoding, the best first
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
    """``name.br`` and ``name.gz`` next to each text file, zip and the wasm (brotli 11 and
    gzip -9, reproducible), for a server to send with ``Content-Encoding`` (the best one the
    browser accepts), each only where it is smaller."""
    files = sorted(p for p in site.rglob("*") if p.is_file() and p.suffix in PACKED_SUFFIXES)
    packed = brotli(files)
    for path in files:
        data = path.read_bytes()
        for suffix, copy in ((".br", packed[path]),
                             (".gz", gzip.compress(data, compresslevel=9, mtime=0))):
            if len(copy) < len(data):
                path.with_name(path.name + suffix).write_bytes(copy)


def build_site(site: Path) -> Path:
    """Assemble the complete static site in ``site`` (replacing an earlier build)."""
    if site.exists() and any(site.iterdir()) and not (site / "sw.js").is_file():
        raise BuildError(f"{site} is not empty and holds no arle build: choose a new folder.")
    site.parent.mkdir(parents=True, exist_ok=True)
    ensure_node_modules()
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=site.parent))
    try:
        # The page's Python (app/) is shipped compiled, in one zip (add_python).
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "buildtime", "app")
        shutil.copytree(WEB, staging, ignore=ignore, dirs_exist_ok=True)
        copy_runtime(staging)
        engine, app = add_python(staging)
        snapshot = add_snapshot(staging, engine)
        stamp(staging, "interpreter.mjs", {"SNAPSHOT": snapshot, "ENGINE": engine})
        stamp(staging, "js/python.js", {"APP": app})
        stamp(staging, "js/ai-worker.mjs", {"APP": app})
        write_preloads(staging)
        write_icons(staging)
        write_service_worker(staging)  # it lists and hashes every other file
        write_compressed_copies(staging)
        if site.exists():
            shutil.rmtree(site)
        staging.rename(site)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return site


# --- serving ----------------------------------------------------------------


CSP_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def page_policy(index_html: str) -> str:
    """The page's Content-Security-Policy as a header: its meta tag's policy (one source),
    plus what only a header can say: no other site may frame the page."""
    match = CSP_META.search(index_html)
    if match is None:
        raise BuildError("index.html lost its Content-Security-Policy meta tag.")
    return match.group(1).rstrip("; ") + "; frame-ancestors 'none'"


@functools.lru_cache(maxsize=8)
def _security_headers(index: Path, mtime: float) -> dict[str, str]:
    return {
        "Content-Security-Policy": page_policy(index.read_text(encoding="utf-8")),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
    }


def security_headers(site: Path) -> dict[str, str]:
    """What every answer carries (README, "Hosting": what another host should send)."""
    index = site / "index.html"
    try:
        return _security_headers(index, index.stat().st_mtime)
    except (OSError, BuildError):  # no site yet: still no sniffing and no referrer
        return {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    # Keep-alive: a page load makes a few dozen requests, each a new connection (a round
    # trip more on a real network) under HTTP/1.0. Every answer carries its length.
    protocol_version = "HTTP/1.1"
    extensions_map = {  # noqa: RUF012 - the base class declares it a plain dict
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".zip": "application/zip",
    }

    def __init__(self, request: Any, client_address: Any, server: socketserver.BaseServer) -> None:
        self.site = Path(getattr(server, "site", DEFAULT_SITE))
        super().__init__(request, client_address, server, directory=str(self.site))

    def parse_request(self) -> bool:
        # The server's site, read again for each request of a kept-alive connection (a
        # rebuild, or a test switching builds, takes effect at once).
        self.site = Path(getattr(self.server, "site", DEFAULT_SITE))
        self.directory = str(self.site)
        return super().parse_request()

    def send_head(self) -> Any:
        """The file, or its compressed copy (``name.br``, ``name.gz``, written by the build):
        the best one the browser accepts, with the file's type, ``Content-Encoding`` and
        ``Vary: Accept-Encoding``."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        accepted = self.accepted_encodings()
        packed = next((copy for suffix, coding in COMPRESSED.items()
                       if coding in accepted
                       and (copy := path.with_name(path.name + suffix)).is_file()), None)
        if packed is None or not path.is_file():
            return super().send_head()
        if self.not_modified(path):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        f = packed.open("rb")
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", COMPRESSED[packed.suffix])
        self.send_header("Content-Length", str(packed.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return f

    def accepted_encodings(self) -> set[str]:
        """The content codings the request's ``Accept-Encoding`` allows (``q=0`` refuses)."""
        accepted = set()
        for coding in self.headers.get("Accept-Encoding", "").split(","):
            name, _, params = coding.strip().partition(";")
            if params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
                accepted.add(name.strip().lower())
        return accepted

    def not_modified(self, path: Path) -> bool:
        since = self.headers.get("If-Modified-Since")
        if since is None or "If-None-Match" in self.headers:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        return int(path.stat().st_mtime) <= when.timestamp()

    def end_headers(self) -> None:
        # Cacheable, but revalidated (Last-Modified -> 304): a rebuild is seen at
        # once, and a service worker's Cache API is not affected.
        self.send_header("Cache-Control", "no-cache")
        for name, value in security_headers(self.site).items():
            self.send_header(name, value)
        super().end_headers()


class SiteServer(http.server.ThreadingHTTPServer):
    site: Path = DEFAULT_SITE


def bind(port: int) -> SiteServer | None:
    """Take the port before the build, so a busy port is reported at once."""
    try:
        return SiteServer(("127.0.0.1", port), SiteHandler)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
    print(
        f"Port {port} is already in use: stop what runs there, "
        "or choose another port with --port N.",
        file=sys.stderr,
    )
    return None


class _QuietHandler(SiteHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _QuietServer(SiteServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A closed browser context drops its downloads (a service worker's precache).
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serving_in_background(site: Path) -> Iterator[str]:
    """Serve ``site`` on a free loopback port from a thread, quietly; yields its URL
    (for the build tools and the benchmarks)."""
    server = _QuietServer(("127.0.0.1", 0), _QuietHandler)
    server.site = site
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def serve(server: SiteServer, site: Path) -> None:
    server.site = site
    print(
        f"Serving arle at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C to stop)", flush=True
    )
    with server, contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the arle web site and serve it.")
    parser.add_argument("--port", type=int, default=8000, help="port to serve on (default 8000)")
    parser.add_argument(
        "--build", metavar="DIR", type=Path, help="write the static site to DIR and exit"
    )
    args = parser.parse_args(argv)
    server = None if args.build else bind(args.port)
    if server is None and not args.build:
        return 1
    site = (args.build or DEFAULT_SITE).resolve()
    try:
        build_site(site)
    except BuildError as exc:
        print(exc, file=sys.stderr)
        return 1
    if server is None:
        print(f"Wrote the site to {site}{os.sep}")
        return 0
    serve(server, site)
    return 0


if __name__ == "__main__":
    sys.exit(main())

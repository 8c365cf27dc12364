"""Browser figures in Debian's Chromium: the site built by ``serve.py --build``, served on
loopback. Times are medians of 5, from navigation start to the page's ``arle:ready`` mark.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright
from playwright.sync_api import Error as PlaywrightError

from .engine import Figure, figure

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("ARLE_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
READY = 'body[data-ready="1"]'
TIMEOUT_MS = 120_000
RUNS = 5
ENGINE_SEED = 11

READY_MS_JS = """() => {
  const mark = performance.getEntriesByName('arle:ready')[0];
  return mark ? mark.startTime : null;
}"""

PYODIDE_GAME_JS = """async ([code]) => {
  const base = new URL('.', location.href);
  const { loadPyodide } = await import(new URL('vendor/pyodide/pyodide.mjs', base).href);
  const py = await loadPyodide({ indexURL: new URL('vendor/pyodide/', base).href });
  const config = await (await fetch(new URL('pyscript.json', base))).json();
  const wheel = await (await fetch(new URL(config.packages[0], base))).arrayBuffer();
  py.unpackArchive(wheel, 'wheel');
  return py.runPython(code);
}"""

# The same code runs in Pyodide (in the page) and in CPython (here): 5 random 2-player
# games from fixed seeds, timed 3 times after a warm-up; the median total in ms.
GAME_CODE = """
import random, statistics, time
from arle_core import new_game
def one(seed):
    g = new_game(players=2, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
def games():
    t0 = time.perf_counter()
    for seed in range(SEED, SEED + 5):
        one(seed)
    return (time.perf_counter() - t0) * 1000
games()
statistics.median(games() for _ in range(3))
"""


def _load_serve() -> Any:
    spec = importlib.util.spec_from_file_location("arle_serve", ROOT / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextmanager
def served(site: Path) -> Iterator[str]:
    """Serve ``site`` with serve.py's handler (right MIME types) on a free loopback port."""
    serve = _load_serve()

    class Quiet(serve.SiteHandler):  # type: ignore[misc, name-defined]
        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = serve.SiteServer(("127.0.0.1", 0), Quiet)
    server.site = site
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def build(site: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "serve.py"), "--build", str(site)], check=True,
                   cwd=ROOT, stdout=subprocess.DEVNULL)


def _context(pw: Playwright, profile: Path) -> BrowserContext:
    return pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=ARGS, headless=True)


def _ready_ms(page: Page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(READY, timeout=TIMEOUT_MS)
    wall = (time.perf_counter() - start) * 1000
    mark = page.evaluate(READY_MS_JS)
    return float(mark) if mark is not None else wall


def cold(pw: Playwright, url: str) -> tuple[float, int]:
    """Fresh profiles: median time to ready, and bytes transferred on the first cold load."""
    times: list[float] = []
    bytes_cold = 0
    for run in range(RUNS):
        with tempfile.TemporaryDirectory() as profile:
            ctx = _context(pw, Path(profile))
            page = ctx.new_page()
            sizes: list[int] = []
            page.on("requestfinished", lambda req, s=sizes: s.append(
                req.sizes()["responseBodySize"] + req.sizes()["responseHeadersSize"]))
            times.append(_ready_ms(page, url))
            if run == 0:
                bytes_cold = sum(sizes)
            ctx.close()
    return statistics.median(times), bytes_cold


def warm_and_offline(pw: Playwright, url: str) -> tuple[float, float | None]:
    """One profile: a first visit, then 5 warm loads; then 5 loads with the network off
    (None when the page cannot boot offline)."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.new_page()
        _ready_ms(page, url)
        page.wait_for_timeout(1500)  # let a service worker finish its precache
        warm = statistics.median(_ready_ms(page, url) for _ in range(RUNS))
        ctx.set_offline(True)
        offline: list[float] = []
        try:
            for _ in range(RUNS):
                offline.append(_ready_ms(page, url))
        except PlaywrightError:  # the page does not boot offline
            offline = []
        ctx.close()
    return warm, (statistics.median(offline) if offline else None)


def engine_in_pyodide(pw: Playwright, url: str) -> float:
    """One random 2-player game run by the engine inside Pyodide in the page (ms)."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.new_page()
        page.goto(url)
        page.wait_for_selector(READY, timeout=TIMEOUT_MS)
        ms = page.evaluate(PYODIDE_GAME_JS, [f"SEED = {ENGINE_SEED}\n" + GAME_CODE])
        ctx.close()
    return float(ms)


def engine_in_cpython() -> float:
    scope: dict[str, Any] = {"SEED": ENGINE_SEED}
    *body, last = GAME_CODE.strip().splitlines()
    exec("\n".join(body), scope)
    return float(eval(last, scope))


def folder_size(site: Path) -> tuple[int, int]:
    files = [p for p in site.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def run() -> Iterator[Figure]:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build(site)
        size, count = folder_size(site)
        yield figure("site.build_bytes", size, "bytes", files=count)
        with served(site) as url, sync_playwright() as pw:
            ready_cold, bytes_cold = cold(pw, url)
            yield figure("browser.ready_cold_ms", ready_cold, "ms", target=4000)
            yield figure("site.bytes_cold", bytes_cold, "bytes")
            warm, offline = warm_and_offline(pw, url)
            yield figure("browser.ready_warm_ms", warm, "ms", target=1500)
            if offline is None:
                yield {"name": "browser.ready_offline_ms", "value": None, "unit": "ms",
                       "note": "the page does not boot offline (no service worker yet)"}
            else:
                yield figure("browser.ready_offline_ms", offline, "ms")
            pyodide_ms = engine_in_pyodide(pw, url)
        cpython_ms = engine_in_cpython()
        yield figure("browser.engine_game_ms", pyodide_ms, "ms", games=5,
                     cpython_ms=round(cpython_ms, 1), first_seed=ENGINE_SEED)
        yield figure("browser.engine_pyodide_cpython_ratio", pyodide_ms / cpython_ms, "x",
                     target=2.5)

"""Browser figures in Debian's Chromium: the site built by ``serve.py --build``, served on
loopback by serve.py's handler (gzip copies, as ``python serve.py`` sends them). Ready times
are medians, from navigation start to the page's ``arle:ready`` mark: first visits in fresh
profiles with the network throttled through the DevTools Protocol (20 and 10 Mbit/s with
40 ms latency, and unthrottled), counting the bytes that crossed the network until ready
(``encodedDataLength``); warm and offline loads in one persistent profile. Click-to-board
times come from the page's own ``window.arlePerf`` over a whole 2-player game played by
clicking its options; the computer's from its Web Worker (a strong decision's time, and
clicks while it thinks). Timed figures carry ``load1``, the machine's 1-minute load average
when they were taken (this machine is shared: a high one means a busy run).
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import (
    BrowserContext,
    Page,
    Playwright,
    ViewportSize,
    sync_playwright,
)
from playwright.sync_api import Error as PlaywrightError

from arle_core import new_game
from sitebuild.wheel import read_project

from .engine import Figure, figure

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))  # how the browser tests play the page, shared
from e2e_support import click_option, is_over, percentile, start_game  # noqa: E402

CHROMIUM = os.environ.get("ARLE_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
READY = 'body[data-ready="1"]'
TIMEOUT_MS = 120_000
RUNS = 5
LATENCY_MS = 40
ENGINE_SEED = 11
CLICK_SEED = 23
MAX_CLICKS = 600  # far above a real game: a stuck page fails instead of looping
AI_SEED = 3  # the computer's positions: a game of the good level against itself
AI_EVERY = 6  # every 6th decision with a choice (about 20 positions)
DESKTOP: ViewportSize = {"width": 1280, "height": 800}

READY_MS_JS = """() => {
  const mark = performance.getEntriesByName('arle:ready')[0];
  return mark ? mark.startTime : null;
}"""

# The boot's phases (interpreter.mjs, js/python.js, app/main.py, boot.js mark them): ms from
# navigation start to each "arle:<phase>" mark, and when the wasm finished downloading.
PHASES_JS = """() => {
  const at = {};
  for (const m of performance.getEntriesByType('mark'))
    if (m.name.startsWith('arle:')) at[m.name.slice(5)] = m.startTime;
  const wasm = performance.getEntriesByType('resource')
    .find((r) => r.name.endsWith('/pyodide.asm.wasm'));
  if (wasm) at['wasm-downloaded'] = wasm.responseEnd;
  return at;
}"""

PYODIDE_GAME_JS = """async ([code, enginePath]) => {
  const base = new URL('.', location.href);
  const { loadPyodide } = await import(new URL('vendor/pyodide/pyodide.mjs', base).href);
  const py = await loadPyodide({ indexURL: new URL('vendor/pyodide/', base).href });
  await py.loadPackage(new URL(enginePath, base).href);
  return py.runPython(code);
}"""

# Wait for a service worker's precache (if the page registers one) before timing warm loads.
SW_SETTLED_JS = """async () => {
  const reg = navigator.serviceWorker && await navigator.serviceWorker.getRegistration();
  if (reg) await navigator.serviceWorker.ready;
  return !!reg;
}"""

# The same code runs in Pyodide (in the page) and in CPython (here): 5 random 2-player
# games from fixed seeds, timed 3 times after a warm-up; the median total in ms.
GAME_CODE = """
import random, time
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
sorted(games() for _ in range(3))[1]
"""


def _load_serve() -> Any:
    spec = importlib.util.spec_from_file_location("arle_serve", ROOT / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def served(site: Path) -> contextlib.AbstractContextManager[str]:
    """Serve ``site`` with serve.py's handler (right MIME types) on a free loopback port."""
    return _load_serve().serving_in_background(site)  # type: ignore[no-any-return]


def build(site: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "serve.py"), "--build", str(site)], check=True,
                   cwd=ROOT, stdout=subprocess.DEVNULL)


def _context(pw: Playwright, profile: Path) -> BrowserContext:
    return pw.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=ARGS, headless=True)


def load1() -> float:
    return round(os.getloadavg()[0], 2)


def _ready_ms(page: Page, url: str, boots: list[str] | None = None) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(READY, timeout=TIMEOUT_MS)
    wall = (time.perf_counter() - start) * 1000
    mark = page.evaluate(READY_MS_JS)
    if boots is not None:  # how Python started: "snapshot", or "normal" after a fallback
        boots.append(page.get_attribute("body", "data-boot") or "unknown")
    return float(mark) if mark is not None else wall


def median_phases(phases: list[dict[str, float]]) -> dict[str, int]:
    """Each phase's median time (ms from navigation start), in the order they happen."""
    names = {name for run in phases for name in run}
    medians = {name: round(statistics.median(run[name] for run in phases if name in run))
               for name in names}
    return dict(sorted(medians.items(), key=lambda item: item[1]))


def boot_kinds(boots: list[str]) -> str:
    return ",".join(sorted(set(boots)))


def _first_visit(pw: Playwright, url: str, mbit: float | None, boots: list[str],
                 phases: list[dict[str, float]]) -> tuple[float, dict[str, int]]:
    """One first visit in a fresh profile: ms to ready, and bytes per file until then; the
    boot's phases are added to ``phases``."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        if mbit is not None:
            rate = mbit * 1e6 / 8
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": LATENCY_MS, "downloadThroughput": rate,
                "uploadThroughput": rate})
        urls: dict[str, str] = {}
        sizes: dict[str, int] = {}
        cdp.on("Network.requestWillBeSent",
               lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
        cdp.on("Network.loadingFinished",
               lambda e: sizes.__setitem__(e["requestId"], int(e["encodedDataLength"])))
        ms = _ready_ms(page, url, boots)
        phases.append(page.evaluate(PHASES_JS))
        files: dict[str, int] = {}
        for request, size in list(sizes.items()):
            name = urls.get(request, "?").removeprefix(url).split("?")[0] or "index.html"
            files[name] = files.get(name, 0) + size
        ctx.close()
    return ms, files


def cold(pw: Playwright, url: str) -> Iterator[Figure]:
    """First visits in fresh profiles at 20 Mbit/s, 10 Mbit/s and unthrottled: median time
    to ready, and the bytes transferred until ready (what the service worker downloads
    afterwards for later visits, the snapshot among it, is not counted)."""
    for mbit, name, runs in ((20, "browser.ready_cold_ms_20mbit", RUNS),
                             (10, "browser.ready_cold_ms_10mbit", 3),
                             (None, "browser.ready_cold_ms", 3)):
        times: list[float] = []
        boots: list[str] = []
        phases: list[dict[str, float]] = []
        files: dict[str, int] = {}
        for _ in range(runs):
            ms, files = _first_visit(pw, url, mbit, boots, phases)
            times.append(ms)
        goal = {"target": 4000} if mbit == 20 else {}
        yield figure(name, statistics.median(times), "ms", **goal, mbit=mbit or "unthrottled",
                     runs=[round(t) for t in times], boot=boot_kinds(boots), load1=load1(),
                     phases=median_phases(phases))
        if mbit == 20:
            largest = dict(sorted(files.items(), key=lambda item: -item[1])[:8])
            yield figure("browser.transfer_cold_bytes", sum(files.values()), "bytes",
                         target=5_000_000, requests=len(files), largest=largest)


def warm_and_offline(pw: Playwright, url: str) -> Iterator[Figure]:
    """One profile: a first visit, then 5 warm loads; then 5 loads with the network off
    (null when the page cannot boot offline)."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.new_page()
        _ready_ms(page, url)
        page.wait_for_timeout(1500)  # a service worker registers after ready ...
        page.evaluate(SW_SETTLED_JS)  # ... and is active once its precache is complete
        boots: list[str] = []
        warm = [_ready_ms(page, url, boots) for _ in range(RUNS)]
        yield figure("browser.ready_warm_ms", statistics.median(warm), "ms", target=1000,
                     runs=[round(t) for t in warm], boot=boot_kinds(boots), load1=load1())
        ctx.set_offline(True)
        offline: list[float] = []
        boots = []
        try:
            for _ in range(RUNS):
                offline.append(_ready_ms(page, url, boots))
        except PlaywrightError:  # the page does not boot offline
            offline = []
        ctx.close()
    if offline:
        yield figure("browser.ready_offline_ms", statistics.median(offline), "ms", target=1000,
                     runs=[round(t) for t in offline], boot=boot_kinds(boots), load1=load1())
    else:
        yield {"name": "browser.ready_offline_ms", "value": None, "unit": "ms",
               "note": "the page does not boot offline"}


def _desktop_page(ctx: BrowserContext, url: str) -> Page:
    """A new 1400×900 page of ``ctx`` at ``url``, once the game is ready."""
    page = ctx.new_page()
    page.set_viewport_size(DESKTOP)
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    page.wait_for_selector(READY, timeout=TIMEOUT_MS)
    return page


def click_to_board(pw: Playwright, url: str) -> Iterator[Figure]:
    """A whole 2-player game played by clicking the page's options (seeded; as the browser
    tests click: mostly in the decision panel, sometimes on the board). The page times each
    click itself: from the click handler to the rebuilt board (``window.arlePerf``)."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = _desktop_page(ctx, url)
        _play_by_clicking(page, players=2)
        perf: dict[str, list[float]] = page.evaluate("window.arlePerf")
        ctx.close()
    times, python, render = perf["clicks"], perf["python"], perf["render"]
    frames = perf["frame"] or [0.0]
    yield figure("browser.click_to_board_ms_p50", statistics.median(times), "ms",
                 clicks=len(times), python_ms_p50=round(statistics.median(python), 1),
                 render_ms_p50=round(statistics.median(render), 1),
                 next_frame_ms_p50=round(statistics.median(frames), 1), seed=CLICK_SEED)
    yield figure("browser.click_to_board_ms_p95", percentile(times, 0.95), "ms", target=100,
                 clicks=len(times), python_ms_p95=round(percentile(python, 0.95), 1),
                 render_ms_p95=round(percentile(render, 0.95), 1),
                 next_frame_ms_p95=round(percentile(frames, 0.95), 1), load1=load1())


def ai_positions() -> list[str]:
    """The links of a fixed set of positions: every AI_EVERY-th decision with a choice of
    a 2-player game the computer plays against itself (*good*, seed AI_SEED, CPython),
    the positions a player meets against it."""
    from arle_core.ai import choose

    game = new_game(players=2, seed=AI_SEED)
    links: list[str] = []
    decisions = 0
    while not game.is_over:
        if len(game.legal_moves()) > 1:
            decisions += 1
            if decisions % AI_EVERY == 0:
                links.append(game.encode())
        game.play(choose(game, "good"))
    return links


def cpython_hints(links: list[str]) -> tuple[list[float], list[str]]:
    """The same questions in CPython (``arle_core.ai.hint`` at *strong*): ms and key each."""
    from arle_core import decode
    from arle_core.ai import hint

    times, keys = [], []
    for link in links:
        game = decode(link)
        t0 = time.perf_counter()
        keys.append(hint(game, "strong").key)
        times.append((time.perf_counter() - t0) * 1e3)
    return times, keys


# Keeps the page's AI worker thinking (strong hints for one position, one after another)
# until window.__busy is false; counts the answers.
BUSY_JS = """link => {
  window.__busy = true;
  window.__answers = 0;
  (async () => {
    while (window.__busy) {
      await window.arleComputer.ask("hint", link, "strong");
      window.__answers += 1;
    }
  })();
}"""


def computer(pw: Playwright, url: str) -> Iterator[Figure]:
    """The computer in the page's Web Worker (js/ai-worker.mjs, Pyodide): the time of a
    *strong* decision (the worker's own timing of ``arle_core.ai.hint``, boot excluded)
    over a fixed set of positions; and click-to-board times of a whole solo game played
    by clicking while the worker thinks all the time (the page must stay responsive)."""
    links = ai_positions()
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = _desktop_page(ctx, url)
        t0 = time.perf_counter()
        page.evaluate("link => window.arleComputer.ask('choose', link, 'casual')", links[0])
        boot_s = time.perf_counter() - t0
        answers = [page.evaluate("link => window.arleComputer.ask('hint', link, 'strong')", link)
                   for link in links]
        times = [float(a["ms"]) for a in answers]
        load_ai = load1()
        # Clicks while it thinks: a seeded solo game, the worker busy from start to end;
        # and the same game with the worker idle, for comparison on the same machine.
        idle = _solo_clicks(page)
        page.evaluate(BUSY_JS, links[len(links) // 2])
        busy = _solo_clicks(page)
        busy_answers = page.evaluate("window.__busy = false, window.__answers")
        ctx.close()
    cpython, keys = cpython_hints(links)
    same = sum(a["key"] == k for a, k in zip(answers, keys, strict=True))
    yield figure("browser.ai_decision_ms_p95", percentile(times, 0.95), "ms", target=3000,
                 level="strong", decisions=len(times), max=round(max(times)),
                 median=round(statistics.median(times)),
                 cpython_p95=round(percentile(cpython, 0.95)),
                 ratio_to_cpython=round(sum(times) / sum(cpython), 2),
                 same_key_as_cpython=f"{same} of {len(keys)}",
                 worker_boot_s=round(boot_s, 1), seed=AI_SEED, load1=load_ai)
    yield figure("browser.click_to_board_ms_p95_while_thinking", percentile(busy, 0.95), "ms",
                 target=100, clicks=len(busy), median=round(statistics.median(busy), 1),
                 idle_p95=round(percentile(idle, 0.95), 1),
                 idle_median=round(statistics.median(idle), 1),
                 worker_answers_meanwhile=busy_answers, seed=CLICK_SEED, load1=load1())


def _play_by_clicking(page: Page, players: int) -> None:
    """A seeded game (CLICK_SEED) played to its end by clicking the page's options."""
    start_game(page, players=players, seed=CLICK_SEED)
    rng = random.Random(CLICK_SEED)
    clicks = 0
    while not is_over(page):
        if clicks == MAX_CLICKS:
            raise RuntimeError(f"the game did not end after {MAX_CLICKS} clicks")
        click_option(page, rng)
        clicks += 1


def _solo_clicks(page: Page) -> list[float]:
    """A seeded solo game played by clicking; the page's click-to-board times (ms)."""
    _play_by_clicking(page, players=1)
    times: list[float] = page.evaluate("window.arlePerf.clicks")
    return times


def engine_in_pyodide(pw: Playwright, url: str, engine: str) -> float:
    """Five random 2-player games run by the engine inside Pyodide in the page (ms)."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.new_page()
        page.goto(url)
        page.wait_for_selector(READY, timeout=TIMEOUT_MS)
        ms = page.evaluate(PYODIDE_GAME_JS, [f"SEED = {ENGINE_SEED}\n" + GAME_CODE, engine])
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
        start = time.perf_counter()
        build(site)
        build_s = time.perf_counter() - start
        size, count = folder_size(site)
        yield figure("site.build_bytes", size, "bytes", files=count, build_s=round(build_s, 1))
        for snapshot in sorted(site.glob("snapshots/*")):  # gzip data; its last 4 bytes: the size
            data = snapshot.read_bytes()
            yield figure("site.snapshot_bytes", len(data), "bytes",
                         unzipped_bytes=int.from_bytes(data[-4:], "little"))
        engine = site / "python" / read_project().wheel_name  # today's (not the old ones)
        with served(site) as url, sync_playwright() as pw:
            yield from cold(pw, url)
            yield from warm_and_offline(pw, url)
            yield from click_to_board(pw, url)
            yield from computer(pw, url)
            pyodide_ms = engine_in_pyodide(pw, url, engine.relative_to(site).as_posix())
        cpython_ms = engine_in_cpython()
        yield figure("browser.engine_game_ms", pyodide_ms, "ms", games=5,
                     cpython_ms=round(cpython_ms, 1), first_seed=ENGINE_SEED)
        yield figure("browser.engine_pyodide_cpython_ratio", pyodide_ms / cpython_ms, "x",
                     target=2.5)

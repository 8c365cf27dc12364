"""Agricola in the page, as a player meets it, in Debian's Chromium (the issue "Play
Agricola", its Speed goals). Four figures, on the site ``serve.py --build`` makes:

1. A first visit that plays Fields of Arle, at 20 Mbit/s (40 ms), in fresh profiles: its
   time to ready and bytes, and every file the page fetched until ready and while a game of
   Arle was played on — none of them may be Agricola's (its wheel, renderer, stylesheet),
   nor may the service worker's precache hold one.
   ``--baseline SITE`` also times first visits of another build, alternating with this one
   (the build from before Agricola entered the page: the claim is "no slower").
2. Choosing Agricola: from the click on Start (a 4-player game) to its board drawn, the first
   time at 20 Mbit/s (the wheel, the renderer and its stylesheet fetched, the engine
   imported), a second time after a reload (all from the service worker), and offline.
3. Click to board redrawn in a 4-player game opened in round 12 by a link the engine made,
   all seats on this device, options clicked as the browser tests click them (the page's
   own ``window.arlePerf``, and until the frame after the click).
3b. The Fences decision (``--parts fences``): in 4-player games from round 12, the click on
   the Fences space (the decision with every pasture) and the click that builds a pasture
   (this build: its spaces tapped on the farm, each tap timed to the next frame, then
   "Fence it"; a build from before the picker: the pasture's own button).
4. The computer's move at its default level (``good``) in the page's Web Worker, on
   positions of 2-, 3- and 4-player games the engine played; ``strong``: the strong
   level's move (a computer seat's, target median 2 s) and Hint (target median 3 s) there.

``python -m benchmarks.agricola_browser [--site SITE] [--baseline SITE] [--runs N]``; each
figure a JSON line, timed ones with ``load1`` (the machine is shared)."""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

from agricola_core import Game, new_game
from agricola_core.bots import greedy_move

from .browser import (
    DESKTOP,
    LATENCY_MS,
    PHASES_JS,
    READY,
    SW_SETTLED_JS,
    TIMEOUT_MS,
    _context,
    _ready_ms,
    build,
    load1,
    median_phases,
    served,
)
from .engine import Figure, figure

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))
from e2e_support import click_option, percentile, render_count, start_game, wait_render

MBIT = 20
RUNS = 5
ARLE_SEED = 23
ARLE_CLICKS = 12  # a game of Arle begun: its first turns played by clicking
AGRICOLA_WORDS = ("agricola",)  # in every file name of Agricola's wheel, renderer and style
NEW_SEED = 17  # the Agricola game Start begins
LINK_SEED = 5  # the 4-player game opened in round 12
LINK_ROUND = 12
CLICKS = 60
AI_SEEDS = {2: 31, 3: 32, 4: 33}  # one engine-played game per player count
AI_EVERY = 9  # every 9th decision with a choice of those games
AI_LEVEL = "good"  # the registry's default level

# Times from the click on a button to the Agricola board in #board, in the page's clock: the
# click's own timestamp, the moment the board's node is in the document, and the end of the
# task run after the next frame (layout and paint of that board done).
WATCH_BOARD_JS = """selector => {
  window.__drawn = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      if (!event.target.closest(selector)) return;
      const t0 = event.timeStamp;
      const done = () => {
        const drawn = performance.now() - t0;
        requestAnimationFrame(() => setTimeout(() => resolve(
          { drawn, frame: performance.now() - t0 }), 0));
      };
      if (document.querySelector('#board .agri-board')) return done();
      const watch = new MutationObserver(() => {
        if (!document.querySelector('#board .agri-board')) return;
        watch.disconnect();
        done();
      });
      watch.observe(document.getElementById('board'), { childList: true, subtree: true });
    }, { capture: true, once: true });
  });
}"""


ASK_JS = "([kind, link, level]) => window.arleComputer.ask(kind, link, level)"


@dataclass
class Requests:
    """Every request of one page through the DevTools Protocol: its path in the site, the
    bytes that crossed the network, and whether the page was ready when it was sent."""

    base: str
    ready: bool = False
    paths: dict[str, str] = field(default_factory=dict)
    after_ready: set[str] = field(default_factory=set)
    sizes: dict[str, int] = field(default_factory=dict)

    def sent(self, event: dict[str, object]) -> None:
        request = event["request"]
        assert isinstance(request, dict)
        rid = str(event["requestId"])
        self.paths[rid] = str(request["url"]).removeprefix(self.base).split("?")[0] or "index.html"
        if self.ready:
            self.after_ready.add(rid)

    def finished(self, event: dict[str, object]) -> None:
        self.sizes[str(event["requestId"])] = int(str(event["encodedDataLength"]))

    def files(self, after_ready: bool) -> dict[str, int]:
        """Bytes by file, of the requests sent before ready (or after it)."""
        out: dict[str, int] = {}
        for rid, path in self.paths.items():
            if (rid in self.after_ready) == after_ready:
                out[path] = out.get(path, 0) + self.sizes.get(rid, 0)
        return out


def _throttle(ctx: BrowserContext, page: Page, requests: Requests | None) -> None:
    page.set_default_timeout(TIMEOUT_MS)  # a busy shared machine: slow, not broken
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.enable")
    rate = MBIT * 1e6 / 8
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": LATENCY_MS, "downloadThroughput": rate,
        "uploadThroughput": rate})
    if requests is not None:
        cdp.on("Network.requestWillBeSent", requests.sent)
        cdp.on("Network.loadingFinished", requests.finished)


def agricola_files(files: dict[str, int]) -> list[str]:
    return sorted(f for f in files if any(word in f.lower() for word in AGRICOLA_WORDS))


# The files of Agricola the service worker holds (its precache, and what it kept once fetched).
KEPT_JS = """async () => {
  const kept = [];
  for (const name of await caches.keys())
    for (const request of await (await caches.open(name)).keys())
      if (request.url.toLowerCase().includes('agricola')) kept.push(new URL(request.url).pathname);
  return kept.sort();
}"""


@dataclass(frozen=True)
class Visit:
    ms: float
    phases: dict[str, float]
    until_ready: dict[str, int]
    playing: dict[str, int]
    kept: list[str]


def arle_visit(pw: Playwright, url: str, play: bool = True) -> Visit:
    """A first visit in a fresh profile at 20 Mbit/s that starts a 2-player game of Fields
    of Arle and plays its first ARLE_CLICKS options by clicking (unless not ``play``: a
    baseline build's form is not today's)."""
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        page.set_viewport_size(DESKTOP)
        requests = Requests(url)
        _throttle(ctx, page, requests)
        ms = _ready_ms(page, url)
        requests.ready = True
        phases = page.evaluate(PHASES_JS)
        if play:
            start_game(page, players=2, seed=ARLE_SEED)
            rng = random.Random(ARLE_SEED)
            for _ in range(ARLE_CLICKS):
                click_option(page, rng)
            page.wait_for_timeout(500)  # anything the last click set off
        page.evaluate(SW_SETTLED_JS)  # its precache complete
        kept: list[str] = page.evaluate(KEPT_JS)
        ctx.close()
    return Visit(ms, phases, requests.files(False), requests.files(True), kept)


def arle_first_visits(pw: Playwright, url: str, runs: int, baseline: str | None
                      ) -> Iterator[Figure]:
    """This build's first visits that play Arle (and the baseline's, in turns)."""
    visits: list[Visit] = []
    before: list[Visit] = []
    for run in range(runs):  # in turns, each build first every other time
        if baseline is not None and run % 2:
            before.append(arle_visit(pw, baseline, play=False))
        visits.append(arle_visit(pw, url))
        if baseline is not None and not run % 2:
            before.append(arle_visit(pw, baseline, play=False))
    last = visits[-1]
    fetched = {**last.until_ready, **last.playing}
    extra = {}
    if before:
        extra = {"baseline_ms": round(statistics.median(v.ms for v in before)),
                 "baseline_runs": [round(v.ms) for v in before],
                 "baseline_bytes": sum(before[-1].until_ready.values()),
                 "baseline_requests": len(before[-1].until_ready)}
    yield figure("agricola_page.arle_first_visit_ready_ms", statistics.median(v.ms for v in visits),
                 "ms", mbit=MBIT, runs=[round(v.ms) for v in visits],
                 phases=median_phases([v.phases for v in visits]), **extra, load1=load1())
    yield figure("agricola_page.arle_first_visit_bytes", sum(last.until_ready.values()), "bytes",
                 requests=len(last.until_ready), bytes_while_playing=sum(last.playing.values()),
                 requests_while_playing=sorted(last.playing))
    if before:
        yield byte_difference(last.until_ready, before[-1].until_ready)
    yield figure("agricola_page.arle_first_visit_agricola_files", len(agricola_files(fetched)),
                 "files", target=0, files=agricola_files(fetched),
                 service_worker_holds=last.kept,
                 every_file=sorted(fetched))


def unhashed(path: str) -> str:
    """A file's path without the build's content hash (``app-<hash>.zip``)."""
    return re.sub(r"-[0-9a-f]{16}(?=\.)", "", path)


def byte_difference(now: dict[str, int], before: dict[str, int]) -> Figure:
    """What a first visit until ready fetches more than the baseline's: bytes, the files
    only one of them fetches, and each file that grew or shrank by 500 bytes or more."""
    a = {unhashed(f): n for f, n in now.items()}
    b = {unhashed(f): n for f, n in before.items()}
    changed = {f: a.get(f, 0) - b.get(f, 0) for f in sorted(a.keys() | b.keys())}
    return figure("agricola_page.arle_first_visit_bytes_vs_baseline",
                  sum(a.values()) - sum(b.values()), "bytes",
                  only_now=sorted(a.keys() - b.keys()), only_before=sorted(b.keys() - a.keys()),
                  changed={f: d for f, d in changed.items() if abs(d) >= 500})


def start_agricola(page: Page) -> dict[str, float]:
    """Choose Agricola in the new-game form, 4 players all on this device, and click Start;
    the page's times (ms) from the click to its board drawn, and to the frame after."""
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    page.check("input[name='game'][value='agricola']")
    page.check("input[name='players'][value='4']")
    page.fill("#seed", str(NEW_SEED))
    page.evaluate(WATCH_BOARD_JS, "#start")
    page.click("#start")
    times: dict[str, float] = page.evaluate("window.__drawn")
    return times


def choosing_agricola(pw: Playwright, url: str, runs: int) -> Iterator[Figure]:
    """In each of ``runs`` fresh profiles at 20 Mbit/s: a first visit (its service worker's
    precache left to finish), Agricola started for the first time; the page reloaded and
    Agricola started again; then the same offline."""
    first: list[dict[str, float]] = []
    again: list[dict[str, float]] = []
    offline: list[dict[str, float]] = []
    fetched: dict[str, int] = {}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            ctx = _context(pw, Path(profile))
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.set_viewport_size(DESKTOP)
            requests = Requests(url)
            _throttle(ctx, page, requests)
            _ready_ms(page, url)
            page.wait_for_timeout(1500)  # the service worker registers after ready ...
            page.evaluate(SW_SETTLED_JS)  # ... and has precached the build
            requests.ready = True
            first.append(start_agricola(page))
            fetched = requests.files(True)
            _ready_ms(page, url)
            again.append(start_agricola(page))
            ctx.set_offline(True)
            _ready_ms(page, url)
            offline.append(start_agricola(page))
            ctx.close()

    def med(times: list[dict[str, float]], key: str) -> float:
        return statistics.median(t[key] for t in times)

    yield figure("agricola_page.start_first_ms", med(first, "frame"), "ms", mbit=MBIT,
                 drawn_ms=round(med(first, "drawn")), runs=[round(t["frame"]) for t in first],
                 fetched=fetched, load1=load1())
    yield figure("agricola_page.start_again_ms", med(again, "frame"), "ms",
                 drawn_ms=round(med(again, "drawn")), runs=[round(t["frame"]) for t in again])
    yield figure("agricola_page.start_first_extra_ms", med(first, "frame") - med(again, "frame"),
                 "ms", target=1000, mbit=MBIT)
    yield figure("agricola_page.start_offline_ms", med(offline, "frame"), "ms",
                 runs=[round(t["frame"]) for t in offline], load1=load1())


def round_link(players: int, seed: int, rnd: int) -> str:
    """The link of a game the greedy bot played to the start of round ``rnd``."""
    game = new_game(players, seed)
    rng = random.Random(seed)
    while game.round < rnd and not game.is_over:
        game.play(greedy_move(game, rng))
    return game.encode()


def click_to_board(pw: Playwright, url: str, clicks: int) -> Iterator[Figure]:
    """A 4-player game opened in round LINK_ROUND, every seat taken on this device, then
    ``clicks`` options clicked (a quarter of them on the board)."""
    link = round_link(4, LINK_SEED, LINK_ROUND)
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.new_page()
        page.set_viewport_size({"width": 1400, "height": 900})
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"{url}#g={link}")
        page.wait_for_selector(READY, timeout=TIMEOUT_MS)
        page.wait_for_selector("#board .agri-board", timeout=TIMEOUT_MS)
        page.click("[data-action='seat'][data-id='hotseat']")
        page.evaluate("for (const list of Object.values(window.arlePerf)) list.length = 0")
        rng = random.Random(LINK_SEED)
        keys: list[str] = []
        for _ in range(clicks):
            if page.get_attribute("#app", "data-over") == "1":
                break
            keys.append(click_option(page, rng))
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
        perf: dict[str, list[float]] = page.evaluate("window.arlePerf")
        rounds = page.locator("#status").inner_text()
        ctx.close()
    times, frames = perf["clicks"], perf["frame"]
    # (a click is one "play" in window.arlePerf: paired with its key when the counts agree)
    slowest = sorted(zip(times, keys, strict=True), reverse=True)[:3] if len(times) == len(
        keys) else []
    yield figure("agricola_page.click_to_board_ms_p95", percentile(times, 0.95), "ms",
                 target=100, clicks=len(times), median=round(statistics.median(times), 1),
                 python_ms_p95=round(percentile(perf["python"], 0.95), 1),
                 render_ms_p95=round(percentile(perf["render"], 0.95), 1),
                 next_frame_ms_p95=round(percentile(frames, 0.95), 1),
                 next_frame_ms_median=round(statistics.median(frames), 1),
                 slowest={key: round(ms) for ms, key in slowest},
                 players=4, opened_in_round=LINK_ROUND, status_after=" ".join(rounds.split()),
                 link_chars=len(link), load1=load1())


FENCE_SEEDS = range(1, 25)  # greedy 4-player games searched for Fences turns
FENCE_POSITIONS = 24  # the first this many found, at most 2 a game
FENCE_TAP_JS = """async (selector) => {
  const button = document.querySelector(selector);
  const t0 = performance.now();
  button.click();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}"""


def fence_positions() -> list[tuple[str, str, int]]:
    """(link, pasture key, pastures offered): turns from round LINK_ROUND of greedy
    4-player games where the player placing may take the Fences space; the pasture built
    is one of those offered, chosen at random (seeded)."""
    from agricola_core.view_fencing import is_pasture

    found: list[tuple[str, str, int]] = []
    for seed in FENCE_SEEDS:
        game: Game = new_game(4, seed)
        rng = random.Random(seed)
        taken = 0
        while not game.is_over and taken < 2 and len(found) < FENCE_POSITIONS:
            d = game.decision()
            if game.round >= LINK_ROUND and d is not None and d.option("space:fences"):
                after = game.copy()
                after.play("space:fences")
                ad = after.decision()
                pastures = [o.key for o in ad.options if is_pasture(o)] if ad else []
                if pastures:
                    found.append((game.encode(), rng.choice(pastures), len(pastures)))
                    taken += 1
            game.play(greedy_move(game, rng))
    return found


def fences(pw: Playwright, url: str) -> Iterator[Figure]:
    """The Fences clicks of :func:`fence_positions`, every seat on this device: the page's
    own click-to-board times (``window.arlePerf``), and each tap on a space."""
    from agricola_core.farm import cell_name

    positions = fence_positions()
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.new_page()
        page.set_viewport_size({"width": 1400, "height": 900})
        page.set_default_timeout(TIMEOUT_MS)
        taps: list[float] = []
        times: list[float] = []
        opens: list[float] = []  # the click on the Fences space: the decision drawn
        builds: list[float] = []  # the click that builds the pasture
        frames: list[float] = []
        pythons: list[float] = []
        picker = False
        for link, key, _ in positions:
            page.goto("about:blank")
            page.goto(f"{url}#g={link}")
            page.wait_for_selector(READY, timeout=TIMEOUT_MS)
            page.wait_for_selector("#board .agri-board", timeout=TIMEOUT_MS)
            hot_seat = page.locator("[data-action='seat'][data-id='hotseat']")
            if hot_seat.count():
                before = render_count(page)
                hot_seat.click()
                wait_render(page, before)
            page.evaluate("for (const list of Object.values(window.arlePerf)) list.length = 0")
            before = render_count(page)
            page.locator("#decision button[data-key='space:fences']").click()
            wait_render(page, before)
            picker = bool(page.locator("#decision .agri-picker").count())
            if picker:  # this build: tap the pasture's spaces, then "Fence it"
                seat = page.get_attribute("#decision .agri-picker", "data-el") or ""
                for c in range(15):
                    if cell_name(c) in key.removeprefix("pasture:").split("-"):
                        taps.append(page.evaluate(FENCE_TAP_JS, f"#mine [data-pick='{c}']"
                                                  f"[data-pick-seat='{seat.split(':')[1]}']"))
                target = page.locator(f"#decision .agri-fence-confirm[data-key='{key}']")
            else:  # a build from before: the pasture's own button
                target = page.locator(f"#decision button[data-key='{key}']")
            before = render_count(page)
            target.click()
            wait_render(page, before)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
            perf: dict[str, list[float]] = page.evaluate("window.arlePerf")
            opens.append(perf["clicks"][0])
            builds.extend(perf["clicks"][1:])
            times.extend(perf["clicks"])
            frames.extend(perf["frame"])
            pythons.extend(perf["python"])
        ctx.close()
    yield figure("agricola_page.fences_click_ms_p95", percentile(times, 0.95), "ms",
                 target=100, clicks=len(times), positions=len(positions),
                 median=round(statistics.median(times), 1), max=round(max(times), 1),
                 open_ms_p95=round(percentile(opens, 0.95), 1),
                 build_ms_p95=round(percentile(builds, 0.95), 1),
                 python_ms_p95=round(percentile(pythons, 0.95), 1),
                 next_frame_ms_p95=round(percentile(frames, 0.95), 1),
                 tap_ms_p95=round(percentile(taps, 0.95), 1) if taps else None,
                 taps=len(taps), picker=picker,
                 pastures_offered_max=max(n for _, _, n in positions), load1=load1())


def ai_positions() -> list[str]:
    """Links of positions a player meets against the computer: every AI_EVERY-th decision
    with a choice of a 2-, 3- and 4-player game the greedy bot plays."""
    links: list[str] = []
    for players, seed in AI_SEEDS.items():
        game: Game = new_game(players, seed)
        rng = random.Random(seed)
        decisions = 0
        while not game.is_over:
            if len(game.legal_moves()) > 1:
                decisions += 1
                if decisions % AI_EVERY == 0:
                    links.append(game.encode())
            game.play(greedy_move(game, rng))
    return links


def computer(pw: Playwright, url: str, level: str = AI_LEVEL,
             kind: str = "choose") -> Iterator[Figure]:
    """A level's move (``kind`` "choose") or Hint ("hint") in the page's worker (its own
    timing, its boot and the engine's install excluded) over :func:`ai_positions`."""
    links = ai_positions()
    with tempfile.TemporaryDirectory() as profile:
        ctx = _context(pw, Path(profile))
        page = ctx.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(url)
        page.wait_for_selector(READY, timeout=TIMEOUT_MS)
        t0 = time.perf_counter()
        page.evaluate("link => window.arleComputer.ask('choose', link, 'casual')", links[0])
        boot_s = time.perf_counter() - t0
        answers = [page.evaluate(ASK_JS, [kind, link, level]) for link in links]
        ctx.close()
    errors = [a["error"] for a in answers if "error" in a]
    if errors:
        raise RuntimeError(f"the worker failed: {errors[0]}")
    times = [float(a["ms"]) for a in answers]
    by_players: dict[int, list[float]] = {}
    for link, ms in zip(links, times, strict=True):
        by_players.setdefault(players_of(link), []).append(ms)
    name = "hint" if kind == "hint" else "ai_move"
    target = {"hint": 3000, "strong": 2000}.get(kind if kind == "hint" else level, 1000)
    yield figure(f"agricola_page.{name}_ms_median", statistics.median(times), "ms",
                 target=target, level=level, positions=len(times),
                 p95=round(percentile(times, 0.95)), max=round(max(times)),
                 median_by_players={p: round(statistics.median(t)) for p, t in
                                    sorted(by_players.items())},
                 worker_boot_and_install_s=round(boot_s, 1), load1=load1())


def players_of(link: str) -> int:
    from agricola_core import decode

    return decode(link).setup.players


PARTS = ("arle", "start", "click", "fences", "ai", "strong")


def run(site: Path | None, baseline: Path | None, runs: int,
        parts: Sequence[str] = PARTS) -> Iterator[Figure]:
    with tempfile.TemporaryDirectory() as tmp:
        if site is None:
            site = Path(tmp) / "site"
            build(site)
        with served(site) as url, sync_playwright() as pw:
            if "arle" in parts and baseline is not None:
                with served(baseline) as base:
                    yield from arle_first_visits(pw, url, runs, base)
            elif "arle" in parts:
                yield from arle_first_visits(pw, url, runs, None)
            if "start" in parts:
                yield from choosing_agricola(pw, url, runs)
            if "click" in parts:
                yield from click_to_board(pw, url, CLICKS)
            if "fences" in parts:
                yield from fences(pw, url)
            if "ai" in parts:
                yield from computer(pw, url)
            if "strong" in parts:  # a strong computer seat's move, and Hint (strong)
                yield from computer(pw, url, "strong")
                yield from computer(pw, url, "strong", "hint")


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.agricola_browser")
    parser.add_argument("--site", type=Path, help="a site built already (else one is built)")
    parser.add_argument("--baseline", type=Path,
                        help="another build whose Arle first visits are timed in turns")
    parser.add_argument("--runs", type=int, default=RUNS, help="first visits of each kind")
    parser.add_argument("--parts", nargs="+", choices=PARTS, default=PARTS,
                        help="the figures to take (all by default)")
    args = parser.parse_args()
    for fig in run(args.site, args.baseline, args.runs, args.parts):
        print(json.dumps(fig), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

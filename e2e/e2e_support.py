"""Helpers shared by the browser tests (fixtures are in conftest.py)."""

from __future__ import annotations

import fcntl
import math
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Locator, Page, Request, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from arle_core import Game
from arle_core.bots import greedy_move

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "web"))  # the page's Python, as the page runs it

SERVE = ROOT / "serve.py"
BOOT_TIMEOUT_MS = 60_000
BUILD_TIMEOUT_S = 600  # a first run may have to run npm ci and make the snapshot
READY = 'body[data-ready="1"]'
READY_OR_FAILED = 'body[data-ready="1"], body[data-boot-error="1"]'

# An init script: every text the boot stage line shows (window.__stages), from the moment it
# is parsed on (the page may be busy starting Python long before DOMContentLoaded), and
# whether the progress bar is shown from the start (window.__barShownAtStart).
RECORD_STAGES = """
new MutationObserver((_, parsing) => {
  const line = document.getElementById("boot-stage");
  const bar = document.getElementById("boot-progress");
  if (!line || !bar) return;
  parsing.disconnect();
  window.__stages = [line.textContent];
  window.__barShownAtStart = bar.checkVisibility();
  new MutationObserver(() => window.__stages.push(line.textContent))
    .observe(line, { childList: true, characterData: true, subtree: true });
}).observe(document, { childList: true, subtree: true });
"""


def built_once(tmp_path_factory: pytest.TempPathFactory, name: str,
               build: Callable[[], Path]) -> Path:
    """``build()``'s folder, made once in this run however many sessions ask for it.

    Under pytest-xdist each worker is its own session: the first one to ask builds (the
    others wait on the lock, then find it built in this run). One lock for every build:
    builds share the build cache (``.cache/``), and a later build is newer than an earlier
    one."""
    run = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER") is not None:
        run = run.parent  # one folder for the run's workers
    with (run / "builds.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = run / f"{name}.built"
        if not done.exists():
            done.write_text(str(build()))
        return Path(done.read_text())


def start_server(cmd: list[str], pattern: str, log: Path) -> tuple[subprocess.Popen[str], str]:
    """Start a server process and return it with the URL it prints on stdout."""
    with log.open("w") as err:
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=err, text=True)
    assert proc.stdout is not None
    deadline = time.monotonic() + BUILD_TIMEOUT_S
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break  # the process ended
        match = re.search(pattern, line)
        if match:
            return proc, match.group(1)
    proc.kill()
    proc.wait()
    pytest.fail(f"{' '.join(cmd)} did not start:\n{log.read_text()}")


def stop(proc: subprocess.Popen[str]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


class RequestLog:
    """Every request a browser context makes, to prove none leaves the origin."""

    def __init__(self, context: BrowserContext) -> None:
        self.urls: list[str] = []
        self._context = context
        context.on("request", self._record)

    def _record(self, request: Request) -> None:
        self.urls.append(request.url)

    def stop(self) -> None:
        """Stop recording: a context that outlives the test (the warm device) keeps no
        listener of it."""
        self._context.remove_listener("request", self._record)

    def foreign(self, origin: str) -> list[str]:
        home = urlsplit(origin)
        return [
            url
            for url in self.urls
            if urlsplit(url).scheme not in ("data", "blob")
            and (urlsplit(url).scheme, urlsplit(url).netloc) != (home.scheme, home.netloc)
        ]


# What a boot that never ends had done: its marks and stage, the service worker's state,
# the network requests still open by their resource entries, the page's text.
BOOT_STATE = """() => ({
  marks: performance.getEntriesByType("mark").map((m) => `${m.name}@${Math.round(m.startTime)}`),
  body: Object.fromEntries(Object.entries(document.body ? document.body.dataset : {})),
  controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
  worker: navigator.serviceWorker && navigator.serviceWorker.controller
    ? navigator.serviceWorker.controller.state : null,
  fetched: performance.getEntriesByType("resource").length,
  text: (document.body ? document.body.innerText : "").slice(0, 300),
})"""


def wait_ready(page: Page) -> None:
    """Wait for Python to be ready; fail with the page's own message if boot failed, and
    with what the boot had done if it never ended (a stall is diagnosed, not only timed)."""
    try:
        page.wait_for_selector(READY_OR_FAILED, timeout=BOOT_TIMEOUT_MS)
    except PlaywrightTimeout:
        try:
            state = page.evaluate(BOOT_STATE)
        except Exception as error:  # the page itself is stuck
            state = f"(the page does not answer: {error})"
        pytest.fail(f"the page did not get ready in {BOOT_TIMEOUT_MS / 1000:.0f} s: {state}")
    if page.locator("body[data-boot-error]").count():
        pytest.fail("the page shows a boot error: " + page.inner_text("#boot-error"))


# --- playing the game page ------------------------------------------------------------

SCREENS = ROOT / "e2e" / "artifacts" / "screens"
TAKE_SCREENS = os.environ.get("ARLE_SCREENS", "1") != "0"  # see ``screens``
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
PANEL_OPTIONS = "#decision button[data-key]"


def choose_players(page: Page, players: int) -> None:
    """Set the new-game form's player count (its seat rows follow)."""
    page.check(f"input[name='players'][value='{players}']")


def click_start(page: Page, players: int) -> None:
    """Start a game of ``players`` with the form as it is."""
    choose_players(page, players)
    page.click("#start")


def choose_seats(page: Page, mode: str, seat: int, level: str, players: int = 2) -> None:
    """Who plays each seat, as the older form said it: "hotseat" (all on this device),
    "link" or "computer" (this device plays ``seat``; the other seats are played by link,
    or by the computer at ``level``)."""
    choose_players(page, players)
    for i in range(players):
        who = "here" if mode == "hotseat" or i == seat else mode
        page.select_option(f"#who-{i}", who)
        if who == "computer":
            page.select_option(f"#level-{i}", level)


def start_game(
    page: Page,
    players: int,
    seed: int,
    names: tuple[str, ...] = (),
    variant: str = "printed",
    buildings: str = "starter",
    mode: str = "hotseat",
    seat: int = 0,
    level: str = "good",
) -> None:
    """Fill in the new-game form and start; the board shows the first decision. Two
    players: ``mode`` "hotseat", "link" or "computer" ("I play" the player ``seat``;
    the computer plays the other at ``level``)."""
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    choose_players(page, players)
    if players > 1:
        choose_seats(page, mode, seat, level, players)
    for i, name in enumerate(names):
        page.fill(f"#name-{i}", name)
    page.check(f"input[name='variant'][value='{variant}']")
    page.check(f"input[name='buildings'][value='{buildings}']")
    page.fill("#seed", str(seed))
    renders = render_count(page)
    page.click("#start")
    wait_render(page, renders)


def fill_agricola_form(page: Page, players: int, seed: int, names: Sequence[str] = (),
                       who: Sequence[str] = (), level: str = "casual",
                       start_player: int | None = None) -> None:
    """The new-game form, opened if need be, filled for Agricola: ``names``, who plays
    each seat (``who``: here, link, computer at ``level``), the start player (its seat,
    or drawn), the game number. The caller clicks Start."""
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    page.check("input[name='game'][value='agricola']")
    page.check(f"input[name='players'][value='{players}']")
    for i, name in enumerate(names):
        page.fill(f"#name-{i}", name)
    for i, w in enumerate(who):
        page.select_option(f"#who-{i}", w)
        if w == "computer":
            page.select_option(f"#level-{i}", level)
    if start_player is not None:
        page.select_option("select[name='start_player']", index=start_player + 1)
    page.fill("#seed", str(seed))


def new_game_page(page: Page, base_url: str, size: dict[str, int], players: int, seed: int,
                  **setup: Any) -> None:
    """A fresh page at ``size`` with a new game started (``start_game``'s form fields)."""
    page.set_viewport_size(size)
    page.goto(base_url)
    wait_ready(page)
    start_game(page, players=players, seed=seed, **setup)


def against_the_computer(page: Page, base_url: str, size: dict[str, int]) -> None:
    """A new game of Ann against the casual computer Bo, who begins (game 4242), its
    moves 30 ms apart; returns once its first turn is over and Ann decides."""
    page.set_viewport_size(size)
    page.goto(base_url)
    wait_ready(page)
    page.evaluate("window.arleComputer.settings.pace = 30")
    start_game(page, players=2, seed=4242, names=("Ann", "Bo"), mode="computer", seat=0,
               level="casual")
    page.wait_for_selector("#decision .options-main [data-key]", timeout=120_000)


def render_count(page: Page) -> int:
    return int(page.get_attribute("#app", "data-renders") or 0)


def wait_render(page: Page, before: int) -> None:
    """Wait until the board was redrawn after an action (the handler is synchronous,
    so this normally holds at once)."""
    page.wait_for_function(
        "n => Number(document.getElementById('app').dataset.renders || 0) > n", arg=before
    )


def app_data(page: Page, name: str) -> str:
    """A data attribute of the page's #app ("" before a game is open)."""
    value: str | None = page.evaluate(
        "name => { const a = document.getElementById('app'); return a && a.dataset[name]; }",
        name)
    return value or ""


def enabled_keys(page: Page) -> list[str]:
    """Every option button anywhere on the page that a click would play."""
    keys: list[str] = page.locator("#app button[data-key]").evaluate_all(
        "els => els.filter(e => !e.disabled && e.checkVisibility()).map(e => e.dataset.key)")
    return keys


def click_and_wait(page: Page, selector: str) -> None:
    """Click ``selector`` and wait until the board was redrawn."""
    renders = render_count(page)
    page.click(selector)
    wait_render(page, renders)


def human_turn(page: Page, seat: int, timeout_ms: float) -> None:
    """Wait until the computers' turns are over: the person at ``seat`` decides (or the
    game ended)."""
    page.wait_for_function(
        """seat => { const app = document.getElementById('app');
          return app.dataset.over === '1' || (app.dataset.decider === String(seat)
            && !document.querySelector('#status .thinking')
            && document.querySelector('#decision button[data-key]') !== null); }""",
        arg=seat, timeout=timeout_ms)


def settled(page: Page) -> None:
    """Wait until the page has drawn a frame and run the tasks queued before it: whatever
    the last input set off (handlers, redraws, a zero-delay timer) has run by then."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")


def is_over(page: Page) -> bool:
    return page.get_attribute("#app", "data-over") == "1"


def end_turn_if_asked(page: Page) -> None:
    """Hot-seat: a finished turn waits for "End turn" (undo stays possible until then)."""
    end = page.locator("#decision [data-action='end_turn']")
    if end.count():
        renders = render_count(page)
        end.click()
        wait_render(page, renders)


def click_option(page: Page, rng: random.Random, board_share: float = 0.25,
                 hand_over: bool = True) -> str:
    """Click one of the current options at random, as a player would: mostly in the
    decision panel, sometimes where it lives on the board. Returns its key. A hot-seat
    turn that ended is handed over first ("End turn")."""
    if hand_over:
        end_turn_if_asked(page)
    panel = page.locator(PANEL_OPTIONS)
    keys: list[str] = panel.evaluate_all(
        "els => els.filter(e => e.checkVisibility()).map(e => e.dataset.key)"
    )
    if not keys and page.locator("#decision .agri-picker").count():
        return fence_by_tapping(page, rng)
    assert keys, "no visible option while the game is not over"
    key = rng.choice(keys)
    on_board = page.locator(f".board button[data-key={css_string(key)}]")
    target = on_board.first if rng.random() < board_share and on_board.count() else None
    if target is None:
        target = page.locator(f"#decision button[data-key={css_string(key)}]").first
    renders = render_count(page)
    target.click()
    wait_render(page, renders)
    return key


def fence_by_tapping(page: Page, rng: random.Random) -> str:
    """Agricola's Fences decision, as a player meets it: tap spaces the farm still offers
    (each lies in some pasture holding every space tapped so far, so the taps end on a
    whole pasture), then "Fence it". Returns the key played."""
    confirm = page.locator("#decision .agri-fence-confirm[data-key]")
    while not confirm.count():
        cells = page.locator("#mine .agri-cell.is-pickable [data-pick]")
        assert cells.count(), "fencing, and no space left to tap"
        cells.nth(rng.randrange(cells.count())).click()
    key = confirm.get_attribute("data-key") or ""
    renders = render_count(page)
    confirm.click()
    wait_render(page, renders)
    return key


def css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def shown_scores(page: Page) -> list[dict[str, float]]:
    """The score sheet as the page shows it: {category: points} per player."""
    cells: list[list[str]] = page.locator("#scores td[data-score]").evaluate_all(
        "els => els.map(e => [e.dataset.score, e.textContent])"
    )
    sheets: dict[int, dict[str, float]] = {}
    for ident, text in cells:
        player, category = ident.split(":")
        number = re.match(r"\s*(-?\d+(?:\.\d+)?)", text)
        assert number, f"score cell {ident} shows {text!r}"
        sheets.setdefault(int(player), {})[category] = float(number.group(1))
    return [sheets[i] for i in sorted(sheets)]


def page_record(page: Page) -> dict[str, object]:
    """The setup and the move list, as the page's engine recorded them."""
    record: dict[str, object] = page.evaluate("window.arleRecord()")
    return record


def horizontal_overflow(page: Page) -> int:
    """How many pixels the page scrolls sideways (0 when it fits)."""
    overflow: int = page.evaluate(
        "() => document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth"
    )
    return overflow


# For the full-page pictures only: unstick the status line and side panel (they would
# show up in the middle of the picture) and draw the parts that are off screen.


def screens(page: Page, name: str, sizes: tuple[dict[str, int], ...] = (PHONE, DESKTOP)) -> None:
    """Screenshots at desktop and phone sizes, of the screen as seen (``name-1280.png``)
    and of the whole page (``name-1280-full.png``); the phone layout must not scroll
    sideways. The viewport is the last size afterwards (desktop by default). With
    ``ARLE_SCREENS=0`` (CI, which keeps nothing of a passing run) the checks run and no
    picture is taken."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        page.set_viewport_size(size)
        if size["width"] <= PHONE["width"]:
            assert horizontal_overflow(page) == 0, f"{name}: the 360 px layout scrolls sideways"
        if not TAKE_SCREENS:
            continue
        stem = f"{name}-{size['width']}"
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SCREENS / f"{stem}.png"))
        # A class, not Playwright's injected <style>: the page's CSP refuses inline styles.
        page.evaluate("document.documentElement.classList.add('capture')")
        page.screenshot(path=str(SCREENS / f"{stem}-full.png"), full_page=True)
        page.evaluate("document.documentElement.classList.remove('capture')")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


# --- links, saved games, offline --------------------------------------------

SAVE_PREFIX = "arle.game."

# Records every Content-Security-Policy violation the page reports, from the first script.
CSP_WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample || ""}`);
});
"""


def game_state(page: Page) -> dict[str, object]:
    """What a player sees of the game (text, not layout) and the next decision."""
    return {
        "status": page.locator("#status .calendar").text_content(),
        "turn": page.locator("#decision .turn, #decision .turn-ended").first.text_content(),
        "prompt": page.locator("#decision .prompt").text_content(),
        "options": page.locator(PANEL_OPTIONS).evaluate_all("els => els.map(e => e.dataset.key)"),
        "board": page.locator(".board").text_content(),
        "scores": page.locator("#scores").text_content(),
        "log": page.locator("#log").text_content(),
        "moves": page.locator("#decision .moves").text_content(),
    }


def saved_games(page: Page) -> dict[str, str]:
    """The saved games in the page's localStorage, as stored (key -> JSON text)."""
    games: dict[str, str] = page.evaluate(
        """prefix => Object.fromEntries(Object.keys(localStorage)
            .filter(k => k.startsWith(prefix)).map(k => [k, localStorage.getItem(k)]))""",
        SAVE_PREFIX,
    )
    return games


def address_code(page: Page) -> str:
    """The game link text in the page's address (``#g=...``)."""
    code: str = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('g') || ''")
    return code


def page_asks(game: Game) -> bool:
    """Whether the page asks a person here, its settings as they are on a new device: it
    plays a single option, a plain payment (Fields of Arle: Timber for Wood or Brick for
    Clay only) and the game's automatic choices (Agricola: the feeding that loses the
    fewest points) by itself (``app.autoplay.automatic_option``)."""
    from app.autoplay import automatic_option

    return game.decision() is not None and automatic_option(game, False) is None


def near_the_end(game: Game, seed: int, questions_left: int, new_turn: bool = False) -> Game:
    """``game`` played on by the greedy bot (seeded) to the question the page asks
    ``questions_left`` questions before that game's end (or the latest one before it where
    a player's turn begins, when ``new_turn``: where a link is passed): a position whose
    link a test opens to click a game's end without clicking all of it (the link is the
    game record)."""
    rng, played = random.Random(seed), game.copy()
    asked: list[tuple[int, int]] = []  # (moves played before the question, who decides it)
    while not played.is_over:
        d = played.decision()
        if d is not None and page_asks(played):
            asked.append((len(played.moves), d.player))
        played.play(greedy_move(played, rng))
    cut = max(i for i in range(len(asked) - questions_left + 1)
              if not new_turn or i == 0 or asked[i][1] != asked[i - 1][1])
    for key in played.moves[len(game.moves):asked[cut][0]]:
        game.play(key)
    return game


def preset_storage(page: Page, base_url: str, items: dict[str, str]) -> None:
    """Put ``items`` (key -> text) in the origin's localStorage before the page opens, as a
    device that saved them on an earlier visit holds them. They are written from a plain
    file of the origin (the service worker's script, shown as text): no Python boots only
    to write them."""
    page.goto(base_url + "sw.js")
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) "
                  "localStorage.setItem(k, v); }", items)


def answer_until_taken(page: Page, answer: Locator, then: Locator, tries: int = 3) -> None:
    """Click ``answer`` (a "Who are you?" button) until ``then`` shows. A click can land
    on a panel the page is drawing anew (a link opens again once its game's engine is in):
    a player would click again, and so does the test, once the panel settled."""
    for _ in range(tries):
        answer.wait_for(timeout=BOOT_TIMEOUT_MS)
        settled(page)
        answer.click()
        try:
            then.wait_for(timeout=10_000)
            return
        except PlaywrightTimeout:
            if not answer.is_visible():  # taken, still drawing: the caller's wait goes on
                return


def a_save_played_in_cpython(start: Callable[[Any], None], choose: Callable[[Any, str], str],
                             level: str, seed: int,
                             stop: Callable[[Any, bool], bool]) -> tuple[str, str]:
    """The save (key, stored text) of a game against the computer, played by the page's
    own Python in CPython: ``start(session)`` begins it, the computer's moves are
    ``choose(game, level)`` (the game's AI), the person's seeded random ones, until
    ``stop(game, the computer is to move)``. A browser test opens it from "Your games"."""
    from app.saves import MemoryStore
    from app.session import Session

    store = MemoryStore()
    session = Session(store)
    start(session)
    rng = random.Random(seed)
    while True:
        game = session.game
        assert game is not None and not game.is_over
        computer = session.computer_to_move()
        if stop(game, computer):
            break
        if computer:
            session.computer_play(choose(game, level), len(game.moves))
        else:
            session.play(rng.choice(game.legal_moves()))
        assert not session.notice, session.notice
    session.call("view")  # the page saves after every action
    ((key, text),) = store.data.items()
    return key, text


HOT_SEAT = "[data-action='seat'][data-id='hotseat']"  # "We all play on this device"


def open_hot_seat(page: Page, url: str, shown: str = "#decision button[data-key]") -> None:
    """Open a game's link as a new visit, every seat played on this device (asked once
    when the game is new here), until ``shown`` is drawn. A game whose engine is not on
    the device yet shows once it is installed."""
    open_link(page, url)
    page.wait_for_selector(f"{shown}, {HOT_SEAT}")
    if page.locator(HOT_SEAT).count():
        answer_until_taken(page, page.locator(HOT_SEAT), page.locator(shown).first)
    page.wait_for_selector(shown)


def open_link(page: Page, url: str) -> None:
    """Load a link as a new visit (not a same-page fragment change) and wait for Python."""
    page.goto("about:blank")
    page.goto(url)
    wait_ready(page)


def play_clicks(page: Page, rng: random.Random, n: int) -> list[str]:
    return [click_option(page, rng) for _ in range(n) if not is_over(page)]


def wait_controlled(page: Page) -> None:
    """Wait until the service worker has precached the build and controls the page."""
    page.wait_for_function(
        # A function, not an expression: Playwright polls expressions with eval(), which
        # the page's policy (no 'unsafe-eval') refuses.
        "() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=BOOT_TIMEOUT_MS,
    )


def cache_names(page: Page) -> list[str]:
    names: list[str] = page.evaluate("caches.keys()")
    return sorted(names)


# --- the warm device: a returning player's browser ----------------------------------

# An init script: tells the test (binding __arleBooted) how each page of the origin booted,
# <body data-boot>: "normal" (a first visit) or "snapshot" (from the service worker's cache).
REPORT_BOOT = """
new MutationObserver((_, watch) => {
  const kind = document.body && document.body.dataset.boot;
  if (!kind) return;
  watch.disconnect();
  window.__arleBooted(kind);
}).observe(document, { subtree: true, childList: true, attributes: true,
                       attributeFilter: ["data-boot"] });
"""

# Everything a page of the origin can store, but the service worker and its caches (what a
# returning device keeps: the build and the memory snapshot). The page itself uses only
# localStorage; the rest is cleared too, so that no later page feature leaks between tests.
PAGE_STORAGE = "cookies,local_storage,indexeddb,websql,file_systems,shared_storage,storage_buckets"


class WarmDevice:
    """One browser context that has visited the page once: its service worker controls the
    origin and has precached the build, so its pages boot from the memory snapshot as a
    returning player's do (a fraction of a first visit's CPU). Each test gets a new page of
    it, the old pages closed and the origin's page storage cleared: tests stay independent."""

    def __init__(self, context: BrowserContext, base_url: str) -> None:
        self.context = context
        url = urlsplit(base_url)
        self.origin = f"{url.scheme}://{url.netloc}"
        self.boots: list[str] = []
        context.expose_binding("__arleBooted", lambda _source, kind: self.boots.append(kind))
        context.add_init_script(REPORT_BOOT)
        first = context.new_page()
        first.goto(base_url)
        wait_ready(first)
        wait_controlled(first)
        first.close()

    def new_page(self) -> Page:
        """A new page with nothing of earlier tests: no other page open (no ``storage``
        events from it), no saves, no granted permissions, no boots recorded yet."""
        self.close_pages()
        self.context.clear_permissions()
        page = self.context.new_page()
        cdp = self.context.new_cdp_session(page)
        cdp.send("Storage.clearDataForOrigin",
                 {"origin": self.origin, "storageTypes": PAGE_STORAGE})
        cdp.detach()
        self.boots.clear()
        return page

    def close_pages(self) -> None:
        for page in self.context.pages:
            page.close()


def loss_text(loss: float, unit: str) -> str:
    """A decision's cost as the review shows it (``js/review.js``): whole units, rounded
    as JavaScript's Math.round does (Python's round() rounds a half to even), a single
    point singular ("−1 point", "under 1 point"; "VP" stays)."""
    one = "point" if unit == "points" else unit
    if loss >= 1.5:
        return f"−{math.floor(loss + 0.5)} {unit}"
    return f"−1 {one}" if loss >= 1 else f"under 1 {one}" if loss > 0 else f"0 {unit}"


def check_costliest(review: Locator, expected: dict[str, Any], unit: str) -> tuple[
        Locator, list[dict[str, Any]]]:
    """The review's table of the costliest decisions is CPython's review of the game
    (``expected``, from ``app.reviewing.review_link``): the same moves, each cost in the
    game's ``unit``, the same reason why. Returns the rows and those decisions."""
    costly = expected["costliest"]
    assert isinstance(costly, list) and costly
    rows = review.locator("h3 + table tbody tr")
    expect(rows).to_have_count(len(costly))
    shown = rows.evaluate_all("rows => rows.map(r => [Number(r.dataset.move), "
                              "r.querySelector('.review-loss').textContent, "
                              "r.querySelector('.review-why').textContent])")
    assert shown == [[d["move"], loss_text(d["loss"], unit), d["why"]] for d in costly], \
        "the page's review (Pyodide) differs from CPython's"
    return rows, costly

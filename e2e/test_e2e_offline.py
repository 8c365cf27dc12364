"""Offline and installable: after one online visit the page boots and plays with
the network off; a new build is announced ("New version — reload") and replaces the old
one whole (one cache per build); the browser finds the page installable.

Playwright's routes do not see what a service worker answers, so these tests look at the
caches and at what the page can still do offline.
"""

from __future__ import annotations

import json
import math
import random
import re
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from e2e_support import (
    BOOT_TIMEOUT_MS,
    RequestLog,
    address_code,
    built_once,
    cache_names,
    click_option,
    game_state,
    play_clicks,
    screens,
    start_game,
    wait_controlled,
    wait_ready,
)
from playwright.sync_api import BrowserContext, BrowserType, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from agricola_core import new_game as agricola_new

MARK = "/* the second build */"


def build_of(site: Path) -> str:
    match = re.search(r'const BUILD = "(\w+)";', (site / "sw.js").read_text())
    assert match, "sw.js carries no build version"
    return match.group(1)


@pytest.mark.first_visit
def test_after_one_visit_the_game_boots_and_plays_offline(
    app: Page, base_url: str, context: BrowserContext
) -> None:
    app.goto(base_url)
    wait_ready(app)
    wait_controlled(app)
    (cache,) = cache_names(app)
    assert cache.startswith("arle-")
    start_game(app, players=1, seed=51)
    rng = random.Random(51)
    play_clicks(app, rng, 3)
    before, code = game_state(app), address_code(app)

    context.set_offline(True)
    try:
        app.reload()
        wait_ready(app)
        # The network is really off: what is not in the cache cannot be fetched.
        fetched = app.evaluate(
            "fetch('./not-in-the-build.txt').then(() => 'fetched', () => 'offline')")
        assert fetched == "offline"
        assert address_code(app) == code and game_state(app) == before
        moves = app.get_attribute("#app", "data-moves")
        click_option(app, rng)
        assert app.get_attribute("#app", "data-moves") != moves
        assert address_code(app) != code
    finally:
        context.set_offline(False)


AGRICOLA_WHEEL = "python/agricola_core-0.1.0-py3-none-any.whl"
NEW_AGRICOLA = json.dumps({"game": "agricola", "players": 2, "names": ["Ada", "Ben"],
                           "seats": [{"who": "here"}] * 2, "seed": "17", "options": {}})


def cached_urls(page: Page) -> list[str]:
    urls: list[str] = page.evaluate("""async () => {
        const [name] = await caches.keys();
        return (await (await caches.open(name)).keys()).map((r) => r.url);
    }""")
    return urls


def start_agricola(page: Page) -> dict[str, Any]:
    """Agricola's engine installed (from the network or the cache) and a game of it begun,
    asked of the page's Python directly."""
    page.evaluate("() => window.arleLoadEngine('agricola')")
    model: dict[str, Any] = json.loads(
        page.evaluate("(x) => window.arlePy('new', x)", NEW_AGRICOLA))
    return model


@pytest.mark.first_visit
def test_agricolas_engine_is_cached_when_first_played_not_on_a_first_visit(
    app: Page, base_url: str, context: BrowserContext, requests_log: RequestLog
) -> None:
    """A first visit that plays Fields of Arle does not download Agricola's wheel (the
    service worker leaves it out of its precache); the first time Agricola is played the
    worker keeps it, and from then on Agricola starts with the network off."""
    app.add_init_script("window.arleTestHooks = true")
    app.goto(base_url)
    wait_ready(app)
    wait_controlled(app)  # the precache is complete once the worker controls the page
    wheel = base_url + AGRICOLA_WHEEL
    assert base_url + "python/" + "arle_core-0.1.0-py3-none-any.whl" in cached_urls(app)
    assert wheel not in cached_urls(app)
    assert not [u for u in requests_log.urls if u.split("?")[0] == wheel]

    assert start_agricola(app)["game"]["id"] == "agricola"
    assert [u for u in requests_log.urls if u.split("?")[0] == wheel]
    assert wheel in cached_urls(app)

    context.set_offline(True)
    try:
        app.reload()
        wait_ready(app)
        model = start_agricola(app)
        assert model["game"]["id"] == "agricola" and model["ui"]["link"].startswith("A3.")
    finally:
        context.set_offline(False)


@pytest.mark.first_visit
def test_a_first_agricola_link_offline_is_explained_kept_and_opens_when_back_online(
    app: Page, base_url: str, context: BrowserContext
) -> None:
    """A device that never played Agricola (its engine not downloaded), offline, opens an
    Agricola link: the page says the game is downloaded once and needs a connection now
    (not that the link is bad), keeps the link in the address and in the list of links
    that could not be opened, asks again when told to, and opens the game by itself once
    the connection is back, in the same tab."""
    app.set_viewport_size({"width": 1400, "height": 900})
    app.goto(base_url)
    wait_ready(app)
    wait_controlled(app)
    game = agricola_new(2, 11, names=("Ada", "Ben"))
    game.play(game.legal_moves()[0])
    code = game.encode()
    context.set_offline(True)
    problem = app.locator("#link-problem")
    console: list[str] = []
    app.on("console", lambda m: console.append(m.text[:300]))
    try:
        app.goto("about:blank")
        app.goto(f"{base_url}#g={code}")
        wait_ready(app)
        expect(problem).to_contain_text("Agricola needs a connection, once")
        expect(problem).to_contain_text("downloaded once")
        # the game waiting to open is Agricola: the header says so, never Fields of Arle
        expect(app.locator("#site-title")).to_have_text("Agricola")
        assert app.title() == "Agricola"
        expect(problem).not_to_contain_text("cannot be loaded")
        expect(problem).not_to_contain_text("send it again")
        assert address_code(app) == code
        listed = app.locator("#unopened .unopened-link")
        expect(listed).to_have_count(1)
        expect(listed.locator(".unopened-reason")).to_have_text(
            "Agricola needs a connection, once")
        screens(app, "engine-offline", ({"width": 360, "height": 740},
                                        {"width": 1400, "height": 900}))
        # Asked again while still offline: the same words (the download is tried again).
        renders = app.get_attribute("#app", "data-renders")
        problem.get_by_role("button", name="Try again").click()
        app.wait_for_function(
            "n => Number(document.getElementById('app').dataset.renders) > Number(n) + 1",
            arg=renders)
        expect(problem).to_contain_text("needs a connection")
        assert address_code(app) == code
    finally:
        context.set_offline(False)
    # Back online (the browser's "online" event, else the page's look every 15 s): the
    # same tab opens the game.
    try:
        app.wait_for_selector("#board .agri-board", timeout=BOOT_TIMEOUT_MS)
    except PlaywrightTimeout:
        pytest.fail(f"not opened once online: {problem.inner_text()!r}; console {console[-8:]}")
    expect(problem).to_be_hidden()
    expect(app.locator("#unopened")).to_be_hidden()
    assert address_code(app) == code


@pytest.mark.first_visit
def test_an_agricola_link_pasted_offline_over_an_open_game_stays_in_the_address(
    app: Page, base_url: str, context: BrowserContext
) -> None:
    """A Fields of Arle game open, Agricola's engine not downloaded, offline: an Agricola
    link pasted into the address stays there and the header names Agricola, as the panel
    says ("The link is kept, in the address …"); the address went back to the open game
    and the header said "Fields of Arle". Once online the link opens by itself."""
    app.set_viewport_size({"width": 1400, "height": 900})
    app.goto(base_url)
    wait_ready(app)
    wait_controlled(app)
    start_game(app, players=1, seed=7)
    game = agricola_new(2, 11, names=("Ada", "Ben"))
    code = game.encode()
    problem = app.locator("#link-problem")
    context.set_offline(True)
    try:
        app.evaluate("code => { location.hash = 'g=' + code; }", code)  # pasted
        expect(problem).to_contain_text("Agricola needs a connection, once")
        expect(problem).to_contain_text("The link is kept, in the address")
        assert address_code(app) == code
        expect(app.locator("#site-title")).to_have_text("Agricola")
        assert app.title() == "Agricola"
    finally:
        context.set_offline(False)
    try:
        app.wait_for_selector("#board .agri-board", timeout=BOOT_TIMEOUT_MS)
    except PlaywrightTimeout:
        pytest.fail(f"not opened once online: {problem.inner_text()!r}")
    assert address_code(app) == code
    expect(app.locator("#site-title")).to_have_text("Agricola")


def draw_agricola(page: Page) -> None:
    """A 2-player Agricola game started from the new-game form, its board drawn."""
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    page.check("input[name='game'][value='agricola']")
    page.check("input[name='players'][value='2']")
    page.click("#start")
    page.wait_for_selector("#board .agri-board", timeout=BOOT_TIMEOUT_MS)


def test_agricolas_renderer_is_cached_when_first_drawn_not_on_a_first_visit(
    app: Page, base_url: str, context: BrowserContext
) -> None:
    """A first visit that plays Fields of Arle fetches none of Agricola's files, not even
    into the service worker's precache; its renderer and stylesheet, loaded when its board
    is first drawn, are kept then, and it is drawn again with the network off."""
    app.goto(base_url)
    wait_ready(app)
    wait_controlled(app)
    assert [u for u in cached_urls(app) if "agricola" in u] == []
    draw_agricola(app)
    kept = [u for u in cached_urls(app) if "agricola" in u]
    assert base_url + "css/agricola.css" in kept
    assert base_url + "js/games/agricola/index.js" in kept
    context.set_offline(True)
    try:
        app.reload()
        wait_ready(app)
        # The game in the address opens first (its engine installed from the cache: the
        # form clicked before then would be hidden under the board as it opens).
        app.wait_for_selector("#board .agri-board", timeout=BOOT_TIMEOUT_MS)
        draw_agricola(app)
    finally:
        context.set_offline(False)


def test_the_page_is_installable(
    browser_type: BrowserType, browser_type_launch_args: dict[str, Any], base_url: str,
    tmp_path: Path,
) -> None:
    # A profile on disk: Chromium never offers to install from an incognito context.
    context = browser_type.launch_persistent_context(tmp_path / "profile",
                                                     **browser_type_launch_args)
    try:
        page = context.new_page()
        page.goto(base_url)
        wait_ready(page)
        wait_controlled(page)
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [] and manifest["url"].endswith("/manifest.webmanifest")
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        expect(page.locator("meta[name='theme-color']")).to_have_attribute("content", "#3f6e8c")
    finally:
        context.close()


# --- a new build under an open page -----------------------------------------------------


@pytest.fixture(scope="session")
def two_builds(built_site: Path, serve_module: ModuleType,
               tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The site as it is (the run's build) and a later build with one changed file, built
    once for the run (serve.py loaded first puts its build package on the path)."""
    from sitebuild import build_site
    from sitebuild.common import WEB

    def second_build() -> Path:
        root = tmp_path_factory.mktemp("second-build")
        # A later deploy: its changed files are newer (Last-Modified has 1 s steps, and a
        # browser that sees the same date revalidates to the old file: 304), so it starts
        # once the clock has passed the second of the first build's newest file.
        newest = max(f.stat().st_mtime for f in built_site.rglob("*") if f.is_file())
        time.sleep(max(0.0, math.floor(newest) + 1 - time.time()))
        web = root / "web"
        shutil.copytree(WEB, web, ignore=shutil.ignore_patterns("__pycache__"))
        with (web / "css" / "shell.css").open("a") as css:
            css.write(f"\n{MARK}\n")
        return build_site(root / "second", web)

    second = built_once(tmp_path_factory, "second-build", second_build)
    assert build_of(built_site) != build_of(second)
    return built_site, second


@pytest.fixture
def site_server(serve_module: ModuleType, two_builds: tuple[Path, Path]
                ) -> Iterator[tuple[str, object]]:
    """Serves the first build; the test switches ``server.site`` to the second."""
    server = serve_module.SiteServer(("127.0.0.1", 0), serve_module.SiteHandler)
    server.site = two_builds[0]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", server
    server.shutdown()
    server.server_close()


def style_of_page(page: Page) -> str:
    text: str = page.evaluate("fetch('./css/shell.css').then(r => r.text())")
    return text


def test_a_new_build_is_announced_and_replaces_the_old_one_whole(
    page: Page, site_server: tuple[str, object], two_builds: tuple[Path, Path]
) -> None:
    url, server = site_server
    first, second = two_builds
    page.set_default_timeout(60_000)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(url)
    wait_ready(page)
    wait_controlled(page)
    assert cache_names(page) == [f"arle-{build_of(first)}"]
    start_game(page, players=2, seed=52, names=("Ann", "Bo"))
    play_clicks(page, random.Random(52), 4)
    before, code = game_state(page), address_code(page)
    expect(page.locator("#update-banner")).to_be_hidden()

    server.site = second  # type: ignore[attr-defined] # the site changes under the open page
    page.evaluate("arleOffline.checkForUpdate()")
    banner = page.locator("#update-banner")
    expect(banner).to_be_visible()
    expect(banner.locator("button")).to_have_text("New version — reload")
    screens(page, "update-banner")
    # The new build waits in its own cache; the page still runs the old one, whole.
    assert cache_names(page) == sorted([f"arle-{build_of(first)}", f"arle-{build_of(second)}"])
    assert MARK not in style_of_page(page)

    with page.expect_navigation():
        banner.locator("button").click()
    wait_ready(page)
    assert cache_names(page) == [f"arle-{build_of(second)}"]
    assert MARK in style_of_page(page)
    expect(page.locator("#update-banner")).to_be_hidden()
    assert address_code(page) == code and game_state(page) == before


def open_game(page: Page, url: str, players: int, seed: int) -> tuple[dict[str, object], str]:
    page.set_default_timeout(60_000)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(url)
    wait_ready(page)
    wait_controlled(page)
    start_game(page, players=players, seed=seed)
    play_clicks(page, random.Random(seed), 3)
    return game_state(page), address_code(page)


def test_accepting_a_new_version_in_one_tab_reloads_every_tab_into_it(
    context: BrowserContext, site_server: tuple[str, object], two_builds: tuple[Path, Path]
) -> None:
    """The tab whose button was not pressed does not keep a dead banner
    and old code under the new worker (whose cache no longer has the old build)."""
    url, server = site_server
    second = two_builds[1]
    tabs = [context.new_page(), context.new_page()]
    games = [open_game(tabs[0], url, 1, 61), open_game(tabs[1], url, 2, 62)]

    server.site = second  # type: ignore[attr-defined]
    tabs[0].evaluate("arleOffline.checkForUpdate()")
    for tab in tabs:
        expect(tab.locator("#update-banner")).to_be_visible()

    with tabs[1].expect_navigation(), tabs[0].expect_navigation():
        tabs[0].locator("#update-reload").click()
    for tab, (state, code) in zip(tabs, games, strict=True):
        wait_ready(tab)
        assert MARK in style_of_page(tab), "each tab runs the new build"
        expect(tab.locator("#update-banner")).to_be_hidden()
        assert address_code(tab) == code and game_state(tab) == state, "each keeps its game"
    assert cache_names(tabs[1]) == [f"arle-{build_of(second)}"]


def test_an_open_page_finds_a_new_version_on_its_own(
    page: Page, site_server: tuple[str, object], two_builds: tuple[Path, Path]
) -> None:
    url, server = site_server
    page.clock.install()
    open_game(page, url, 1, 63)
    server.site = two_builds[1]  # type: ignore[attr-defined]
    page.clock.run_for(5 * 60 * 1000 + 1000)  # five minutes: no reload, no focus change
    expect(page.locator("#update-banner")).to_be_visible()

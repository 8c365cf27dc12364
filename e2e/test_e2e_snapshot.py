"""The quick start: the page boots from the build-time Pyodide memory snapshot
(``interpreter.mjs``, ``web/buildtime/snapshot.mjs``), and the normal way, with micropip, when the
snapshot does not load. The snapshot is Pyodide's private API: these tests guard it.
"""

from __future__ import annotations

import random

import pytest
from e2e_support import RequestLog, click_option, start_game, wait_ready
from playwright.sync_api import Browser, Page, Route

SNAPSHOT_URLS = "**/snapshots/*"

# Every text the boot stage line shows (the fallback's message is there only for a while).
RECORD_STAGES = """
document.addEventListener("DOMContentLoaded", () => {
  const line = document.getElementById("boot-stage");
  window.__stages = [line.textContent];
  new MutationObserver(() => window.__stages.push(line.textContent))
    .observe(line, { childList: true, characterData: true, subtree: true });
});
"""


def plays_a_click(page: Page) -> None:
    start_game(page, players=2, seed=3)
    click_option(page, random.Random(3))
    assert int(page.get_attribute("#app", "data-moves") or 0) >= 1


def page_requests(page: Page) -> list[str]:
    """The page's own requests (not the service worker's precache, which takes every file)."""
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    return urls


def test_boots_from_the_snapshot_and_plays_a_click(
    app: Page, base_url: str, requests_log: RequestLog
) -> None:
    urls = page_requests(app)
    app.goto(base_url)
    wait_ready(app)
    assert app.get_attribute("body", "data-boot") == "snapshot"
    plays_a_click(app)

    loaded = " ".join(urls)
    assert "/snapshots/arle-" in loaded and "/wheels/" in loaded
    assert "micropip-" not in loaded, "the snapshot boot needs no package manager"


def corrupt(route: Route) -> None:
    body = bytearray(route.fetch().body())
    body[len(body) // 2] ^= 0xFF
    route.fulfill(body=bytes(body))


@pytest.mark.parametrize("broken", ["missing", "corrupt"])
def test_without_the_snapshot_the_page_boots_the_normal_way(
    app: Page, base_url: str, requests_log: RequestLog, broken: str
) -> None:
    if broken == "missing":
        app.route(SNAPSHOT_URLS, lambda route: route.fulfill(status=404))
    else:
        app.route(SNAPSHOT_URLS, corrupt)  # the integrity check rejects it
    app.add_init_script(RECORD_STAGES)
    urls = page_requests(app)
    app.goto(base_url)
    wait_ready(app)

    assert app.get_attribute("body", "data-boot") == "normal"
    stages: list[str] = app.evaluate("window.__stages")
    assert any(s.startswith("Quick start failed") for s in stages), stages
    assert "micropip-" in " ".join(urls), "micropip installs the wheel"
    plays_a_click(app)


def test_each_snapshot_boot_deals_its_own_random_game(browser: Browser, base_url: str) -> None:
    """`random`'s state is in the snapshot: the page reseeds it, or every visitor's
    "random" game would be the same."""
    seeds = []
    for _ in range(2):
        context = browser.new_context()
        page = context.new_page()
        page.goto(base_url)
        wait_ready(page)
        assert page.get_attribute("body", "data-boot") == "snapshot"
        page.click("[data-new='1']")  # no game number given: a random one
        page.wait_for_function("() => document.getElementById('app').dataset.renders")
        seeds.append(page.evaluate("window.arleRecord().setup.seed"))
        context.close()
    assert seeds[0] != seeds[1]

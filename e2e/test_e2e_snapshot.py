"""The quick start: a returning visitor's page boots from the build-time Pyodide memory
snapshot (``interpreter.mjs``, ``web/buildtime/snapshot.mjs``), which the service worker
downloads after the first visit; the first visit boots the normal way without it, and so
does a visit whose cached snapshot is missing or damaged. The snapshot is Pyodide's private
API: these tests guard it.
"""

from __future__ import annotations

import random

import pytest
from e2e_support import (
    RECORD_STAGES,
    RequestLog,
    cache_names,
    click_option,
    click_start,
    start_game,
    wait_controlled,
    wait_ready,
)
from playwright.sync_api import Browser, Page

# The snapshot's URL in this build, and its entry in the service worker's cache.
SNAPSHOT_URL = """async () => {
  const keys = await (await caches.open((await caches.keys())[0])).keys();
  return keys.map((r) => r.url).find((u) => u.includes("/snapshots/"));
}"""


def plays_a_click(page: Page) -> None:
    start_game(page, players=2, seed=3)
    click_option(page, random.Random(3))
    assert int(page.get_attribute("#app", "data-moves") or 0) >= 1


def page_requests(page: Page) -> list[str]:
    """The page's own requests (not the service worker's precache, which takes every file)."""
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    return urls


def first_visit(page: Page, url: str) -> None:
    """Boot the normal way, then wait until the service worker has the whole build."""
    page.goto(url)
    wait_ready(page)
    assert page.get_attribute("body", "data-boot") == "normal"
    wait_controlled(page)


@pytest.mark.first_visit
def test_the_first_visit_boots_without_the_snapshot_and_the_next_one_from_it(
    app: Page, base_url: str, requests_log: RequestLog
) -> None:
    urls = page_requests(app)
    first_visit(app, base_url)
    assert "/snapshots/" not in " ".join(urls), "the first visit does not wait for the snapshot"
    snapshot = app.evaluate(SNAPSHOT_URL)
    assert snapshot, "the service worker caches the snapshot for the next visit"

    urls.clear()
    app.reload()
    wait_ready(app)
    assert app.get_attribute("body", "data-boot") == "snapshot"
    plays_a_click(app)
    loaded = " ".join(urls)
    assert "-py3-none-any.whl" in loaded, "the engine's wheel is installed beside the snapshot"
    assert "micropip" not in loaded, "no package manager but Pyodide's own loadPackage"


DAMAGE = {
    "missing": "cache.delete(url)",
    "corrupt": """cache.match(url).then((r) => r.arrayBuffer()).then((data) => {
        const bytes = new Uint8Array(data);
        bytes[bytes.length >> 1] ^= 0xff;
        return cache.put(url, new Response(bytes));
    })""",
}


@pytest.mark.first_visit
@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_without_a_good_snapshot_the_page_boots_the_normal_way(
    app: Page, base_url: str, requests_log: RequestLog, damage: str
) -> None:
    first_visit(app, base_url)
    (name,) = cache_names(app)
    url = app.evaluate(SNAPSHOT_URL)
    app.evaluate(f"""async ([name, url]) => {{
        const cache = await caches.open(name);
        await {DAMAGE[damage]};
    }}""", [name, url])
    app.add_init_script(RECORD_STAGES)
    app.reload()
    wait_ready(app)

    assert app.get_attribute("body", "data-boot") == "normal"
    stages: list[str] = app.evaluate("window.__stages")
    failed = any(s.startswith("Quick start failed") for s in stages)
    assert failed == (damage == "corrupt"), stages  # a missing one is a first visit again
    plays_a_click(app)


def test_each_snapshot_boot_deals_its_own_random_game(browser: Browser, base_url: str) -> None:
    """`random`'s state is in the snapshot: the page reseeds it, or every visitor's
    "random" game would be the same."""
    seeds = []
    for _ in range(2):
        context = browser.new_context()
        page = context.new_page()
        page.set_default_timeout(60_000)
        first_visit(page, base_url)
        page.reload()
        wait_ready(page)
        assert page.get_attribute("body", "data-boot") == "snapshot"
        click_start(page, 1)  # no game number given: a random one
        page.wait_for_function("() => document.getElementById('app').dataset.renders")
        seeds.append(page.evaluate("window.arleRecord().setup.seed"))
        context.close()
    assert seeds[0] != seeds[1]

"""A first visit on a real network. A cold profile, the network throttled to
20 Mbit/s with 40 ms latency (Chromium's DevTools Protocol): the page boots without the memory
snapshot, from compressed files (brotli), plays; the service worker then takes the whole build (the
snapshot too), and the page reloads and plays with the network off. Times and byte budgets
are figures of ``python -m benchmarks``, not asserted here.
"""

from __future__ import annotations

import json
import random
import re
import urllib.request
from typing import Any

from e2e_support import (
    RequestLog,
    click_option,
    play_clicks,
    start_game,
    wait_controlled,
    wait_ready,
)
from playwright.sync_api import BrowserContext, Page

MBIT = 20
LATENCY_MS = 40


def throttle(context: BrowserContext, page: Page) -> dict[str, dict[str, Any]]:
    """Throttle the page's network; returns {url: {"bytes", "encoding"}} as loads finish."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    rate = MBIT * 1e6 / 8
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": LATENCY_MS, "downloadThroughput": rate,
        "uploadThroughput": rate})
    pending: dict[str, dict[str, Any]] = {}
    done: dict[str, dict[str, Any]] = {}

    def response(event: dict[str, Any]) -> None:
        headers = {k.lower(): v for k, v in event["response"]["headers"].items()}
        pending[event["requestId"]] = {"url": event["response"]["url"],
                                       "encoding": headers.get("content-encoding", "")}

    def finished(event: dict[str, Any]) -> None:
        if event["requestId"] in pending:
            entry = pending.pop(event["requestId"])
            done[entry["url"]] = {"bytes": event["encodedDataLength"],
                                  "encoding": entry["encoding"]}

    cdp.on("Network.responseReceived", response)
    cdp.on("Network.loadingFinished", finished)
    return done


def precached(base_url: str) -> set[str]:
    with urllib.request.urlopen(base_url + "sw.js") as answer:
        text = answer.read().decode()
    match = re.search(r"const FILES = (\[.*?\]);", text)
    assert match, "sw.js lists no files"
    return {base_url + name.removeprefix("./") for name in json.loads(match[1])}


def test_a_cold_first_visit_at_20_mbit_boots_plays_and_then_plays_offline(
    context: BrowserContext, page: Page, base_url: str, requests_log: RequestLog
) -> None:
    page.set_default_timeout(120_000)
    loads = throttle(context, page)
    # The boot is what is waited for (wait_ready, which says how far it got), not the
    # document's load event: that waits for the preloaded runtime too, and a goto that
    # timed out on it told nothing of the boot.
    page.goto(base_url, wait_until="commit")
    wait_ready(page)
    assert page.get_attribute("body", "data-boot") == "normal"
    booted = dict(loads)
    start_game(page, players=1, seed=71)
    play_clicks(page, random.Random(71), 3)

    urls = {url.split("?")[0] for url in booted}
    assert not [u for u in urls if "/snapshots/" in u], "the first visit does not wait for it"
    wasm = booted[base_url + "vendor/pyodide/pyodide.asm.wasm"]
    assert wasm["encoding"] == "br" and wasm["bytes"] < 3_000_000
    for url in urls:  # Chromium accepts brotli (on 127.0.0.1 as on HTTPS)
        if url.endswith((".js", ".mjs", ".css", ".html", ".zip", ".whl", "/")):
            assert booted[url]["encoding"] == "br", url
    # The engine boots from its wheel, downloaded once: the preload link started when the
    # wasm was compiled, whose response Pyodide's loadPackage then took.
    wheels = page.evaluate("""performance.getEntriesByType("resource")
        .filter((e) => e.name.endsWith("-py3-none-any.whl")).map((e) => e.initiatorType)""")
    assert wheels == ["link"]
    # The service worker precaches what the page loads, and the page loads nothing else.
    files = precached(base_url)
    assert {u for u in urls if "?" not in u} - files == set()

    wait_controlled(page)
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        assert page.get_attribute("body", "data-boot") == "snapshot"
        moves = page.get_attribute("#app", "data-moves")
        click_option(page, random.Random(72))
        assert page.get_attribute("#app", "data-moves") != moves
    finally:
        context.set_offline(False)

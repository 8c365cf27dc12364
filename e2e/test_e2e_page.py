"""The page end to end: boot, progress, engine clicks, origin guard, boot errors."""

from __future__ import annotations

import re

import pytest
from e2e_support import READY, READY_OR_FAILED, RECORD_STAGES, RequestLog, click_start, wait_ready
from playwright.sync_api import Page, Route, expect


@pytest.mark.first_visit
def test_boots_with_a_staged_progress_bar(app: Page, base_url: str) -> None:
    app.add_init_script(RECORD_STAGES)
    app.goto(base_url, wait_until="commit")
    expect(app.locator("#boot-progress")).to_be_visible()
    wait_ready(app)

    assert app.evaluate("window.__barShownAtStart") is True
    stages = app.evaluate("window.__stages")
    wanted = ["Downloading Python…", "Starting…", "Loading the game…"]
    assert [s for s in stages if s in wanted] == wanted, stages
    expect(app.locator("#boot")).to_be_hidden()
    expect(app.locator("#app")).to_be_visible()
    expect(app.locator("#start")).to_have_count(1)


# The stage line's text in each animation frame (what the player sees), with its time.
RECORD_FRAMES = """
window.__frames = [];
const frame = () => {
  const line = document.getElementById("boot-stage");
  const seen = window.__frames;
  if (line && (!seen.length || seen[seen.length - 1][0] !== line.textContent))
    seen.push([line.textContent, performance.now()]);
  if (document.body?.dataset.ready !== "1") requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
"""


@pytest.mark.first_visit
def test_each_boot_stage_is_drawn_before_its_long_task(app: Page, base_url: str) -> None:
    """Starting CPython and the game are long tasks: the player sees "Starting…" while CPython
    starts and "Loading the game…" while the game loads, not only after (the page waits
    for a frame before each)."""
    app.add_init_script(RECORD_FRAMES)
    app.goto(base_url)
    wait_ready(app)
    drawn = {text: at for text, at in reversed(app.evaluate("window.__frames"))}
    marks = app.evaluate("""() => Object.fromEntries(performance.getEntriesByType('mark')
        .map((m) => [m.name, m.startTime]))""")
    assert drawn["Starting…"] < marks["arle:python"], (drawn, marks)
    assert drawn["Loading the game…"] < marks["arle:main"], (drawn, marks)


def test_new_game_shows_the_engines_decision_and_a_click_plays_it(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    click_start(app, 1)

    expect(app.locator(".turn")).to_have_text(re.compile(r"Red to decide"))  # solo: the name alone
    expect(app.locator(".prompt")).not_to_be_empty()
    options = app.locator(".options-main [data-key]")
    expect(options.first).to_be_visible()
    expect(app.locator(".moves")).to_have_text("Moves played: 0")
    before = app.inner_text("#app")

    options.first.click()
    expect(app.locator(".moves")).to_have_text("Moves played: 1")
    assert app.inner_text("#app") != before
    expect(app.locator(".notice")).to_have_count(0)


def test_two_player_game_starts(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    click_start(app, 2)
    expect(app.locator(".game-info")).to_contain_text("2 players")
    expect(app.locator(".options-main [data-key]").first).to_be_visible()


def test_an_illegal_key_shows_the_engines_reason_and_changes_nothing(
    app: Page, base_url: str
) -> None:
    app.goto(base_url)
    wait_ready(app)
    click_start(app, 1)
    prompt = app.inner_text(".prompt")
    app.evaluate(
        """() => {
        const b = document.createElement("button");
        b.dataset.key = "no-such-option";
        b.id = "bogus";
        document.querySelector(".decision").append(b);
    }"""
    )
    app.click("#bogus")
    expect(app.locator(".notice")).to_be_visible()
    expect(app.locator(".notice")).not_to_contain_text("Something went wrong")
    expect(app.locator(".moves")).to_have_text("Moves played: 0")
    assert app.inner_text(".prompt") == prompt


@pytest.mark.first_visit
def test_no_request_leaves_the_origin(app: Page, base_url: str, requests_log: RequestLog) -> None:
    """A first visit: every file comes from the network, where the guard sees it."""
    app.goto(base_url)
    wait_ready(app)
    click_start(app, 2)
    app.locator(".options-main [data-key]").first.click()
    expect(app.locator(".moves")).to_have_text("Moves played: 1")

    assert requests_log.foreign(base_url) == []
    loaded = " ".join(requests_log.urls)
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "snapshots/arle-",
                 "arle_core-"):
        assert name in loaded, f"{name} was not requested from {base_url}"


def test_the_guard_sees_a_warm_pages_requests_and_a_foreign_one(app: Page, base_url: str,
                                                                requests_log: RequestLog) -> None:
    """A returning player's page boots from the service worker's cache: the guard still sees
    each file the page fetches (the worker answers it; the snapshot the page reads from the
    cache itself, no request), and a request to another origin, which the worker leaves to
    the network."""
    app.goto(base_url)
    wait_ready(app)
    assert app.get_attribute("body", "data-boot") == "snapshot"
    loaded = " ".join(requests_log.urls)
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "arle_core-", "python/app-"):
        assert name in loaded, f"{name} was not seen on the warm page"

    # A request to another origin (the same server by another name): the page's policy
    # refuses a fetch there before it is a request, so the page navigates to a file there.
    foreign = base_url.replace("127.0.0.1", "localhost") + "sw.js"
    assert not foreign.startswith(base_url)
    app.evaluate("url => { location.href = url; }", foreign)
    app.wait_for_url(foreign)
    assert requests_log.foreign(base_url) == [foreign]
    requests_log.urls.clear()  # seen: the test is done with it


def truncate(route: Route) -> None:
    response = route.fetch()
    body = response.body()
    route.fulfill(response=response, body=body[: len(body) // 2])


@pytest.mark.first_visit
@pytest.mark.parametrize(("zip_name", "suffix"), [("arle_core", "whl"), ("app", "zip")])
def test_a_broken_python_zip_shows_the_boot_error(app: Page, base_url: str, zip_name: str,
                                                  suffix: str) -> None:
    """The engine's wheel or the page code's zip does not match the build (integrity): the
    boot error names the file."""
    app.route(f"**/python/{zip_name}-*.{suffix}", truncate)
    app.goto(base_url)
    app.wait_for_selector(READY_OR_FAILED)

    expect(app.locator("#boot-error")).to_be_visible()
    expect(app.locator("#boot-error")).to_contain_text("could not start")
    expect(app.locator("#boot-error-text")).to_contain_text(f"python/{zip_name}-")
    expect(app.locator(READY)).to_have_count(0)
    expect(app.locator("#app")).to_be_hidden()

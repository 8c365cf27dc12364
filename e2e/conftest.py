"""Browser tests: the real page, built and served by serve.py, in Debian's Chromium.

``playwright install`` cannot download browsers here, so Chromium comes from
Debian (``apt-get install chromium``); ``ARLE_CHROMIUM`` may name another binary.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from e2e_support import (
    BOOT_TIMEOUT_MS,
    BUILD_TIMEOUT_S,
    SERVE,
    RequestLog,
    WarmDevice,
    built_once,
)
from playwright.sync_api import Browser, BrowserContext, Page

CHROMIUM = os.environ.get("ARLE_CHROMIUM", "/usr/bin/chromium")
# Names a site that ``serve.py --build`` made for this run; unset, the first test builds it.
PREBUILT_SITE = "ARLE_BUILT_SITE"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not Path(CHROMIUM).is_file():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium (or set ARLE_CHROMIUM)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``python serve.py --build _site``: the site, built once for the whole run; every test
    that needs the site as it is uses this one, so no build replaces it while it is served."""
    site = SERVE.parent / "_site"
    if os.environ.get(PREBUILT_SITE) is not None:
        return prebuilt_site(Path(os.environ[PREBUILT_SITE]))

    def build() -> Path:
        subprocess.run([sys.executable, str(SERVE), "--build", str(site)], check=True,
                       cwd=SERVE.parent, timeout=BUILD_TIMEOUT_S)
        return site

    return built_once(tmp_path_factory, "site", build)


def prebuilt_site(site: Path) -> Path:
    """The run's build, made before pytest started (``.ci/run`` builds it while mypy runs):
    still one build per run, and no test waits for it."""
    if not (site / "sw.js").is_file():
        pytest.fail(f"{PREBUILT_SITE}={site} holds no build: run serve.py --build {site} first")
    return site


@pytest.fixture(scope="session")
def base_url(built_site: Path, serve_module: ModuleType) -> Iterator[str]:
    """The built site served by serve.py's server on a free port, from a thread (each
    xdist worker has its own: its own origin, so service workers and saves stay apart)."""
    with serve_module.serving_in_background(built_site) as url:
        yield url


@pytest.fixture(scope="session")
def warm_device(browser: Browser, browser_context_args: dict[str, Any],
                base_url: str) -> Iterator[WarmDevice]:
    """This worker's returning device: one first visit, then every ``app`` page of the run
    boots from the memory snapshot in its service worker's cache."""
    context = browser.new_context(**browser_context_args)
    yield WarmDevice(context, base_url)
    context.close()


# Fixtures of the test's own fresh context: a test that asks for one beside ``app`` (to take
# its context offline, say) gets ``app`` as that context's page, as it always did.
FRESH_CONTEXT_FIXTURES = frozenset({"context", "page"})


def on_warm_device(request: pytest.FixtureRequest) -> bool:
    """Whether the test's ``app`` page is on the warm device: every ``app`` test but those
    marked ``first_visit`` (their meaning needs a fresh context, docs/testing.md) and those
    that ask for their fresh context's fixtures too."""
    return ("app" in request.fixturenames
            and request.node.get_closest_marker("first_visit") is None
            and not FRESH_CONTEXT_FIXTURES & set(request.fixturenames))


@pytest.fixture
def pages_context(request: pytest.FixtureRequest) -> BrowserContext:
    """The context the test's pages live in: the warm device, or the test's own fresh
    context (a first visit)."""
    if on_warm_device(request):
        warm: WarmDevice = request.getfixturevalue("warm_device")
        return warm.context
    fresh: BrowserContext = request.getfixturevalue("context")
    return fresh


@pytest.fixture
def requests_log(pages_context: BrowserContext, base_url: str) -> Iterator[RequestLog]:
    """Records all requests of the test's context; any test using it fails if one left the
    origin."""
    log = RequestLog(pages_context)
    yield log
    log.stop()
    assert log.foreign(base_url) == [], "requests left the origin"


@pytest.fixture
def app(request: pytest.FixtureRequest, requests_log: RequestLog) -> Iterator[Page]:
    """A page with the request guard on; tests call ``wait_ready`` after ``goto``. It is a
    page of the warm device (a returning player's: it boots from the memory snapshot), and
    every boot of the test must be a snapshot boot (a normal one means the device lost its
    cache); a test marked ``first_visit`` gets a page of a fresh context instead."""
    if not on_warm_device(request):
        cold: Page = request.getfixturevalue("page")
        cold.set_default_timeout(BOOT_TIMEOUT_MS)
        yield cold
        return
    warm: WarmDevice = request.getfixturevalue("warm_device")
    page = warm.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    yield page
    warm.close_pages()
    assert set(warm.boots) <= {"snapshot"}, f"a warm page booted {warm.boots}"


@pytest.fixture(scope="session")
def serve_module() -> ModuleType:
    """serve.py loaded as a module (its build and server functions)."""
    spec = importlib.util.spec_from_file_location("arle_serve", SERVE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

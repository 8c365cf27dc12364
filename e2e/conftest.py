"""Browser tests: the real page, built and served by serve.py, in Debian's Chromium.

``playwright install`` cannot download browsers here, so Chromium comes from
Debian (``apt-get install chromium``); ``ARLE_CHROMIUM`` may name another binary.
"""

from __future__ import annotations

import fcntl
import importlib.util
import os
import subprocess
import sys
import tempfile
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
    start_server,
    stop,
)
from playwright.sync_api import BrowserContext, Page

CHROMIUM = os.environ.get("ARLE_CHROMIUM", "/usr/bin/chromium")
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
def base_url(tmp_path_factory: pytest.TempPathFactory, serve_module: ModuleType
             ) -> Iterator[str]:
    """``python serve.py --port 0``: builds the site once and serves it on a free port.

    Under pytest-xdist each worker is its own session: the first one builds ``_site`` (the
    others wait on a lock, then find it built in this run), and each worker serves it from
    a thread, so no build replaces the folder while another worker serves it."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        log = Path(tempfile.mkdtemp(prefix="arle-e2e-")) / "serve.log"
        cmd = [sys.executable, str(SERVE), "--port", "0"]
        proc, url = start_server(cmd, r"(http://127\.0\.0\.1:\d+/)", log)
        yield url
        stop(proc)
        return
    shared = tmp_path_factory.getbasetemp().parent  # one folder for the run's workers
    site = SERVE.parent / "_site"
    with (shared / "site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        built = shared / "site.built"
        if not built.exists():
            subprocess.run([sys.executable, str(SERVE), "--build", str(site)], check=True,
                           cwd=SERVE.parent, timeout=BUILD_TIMEOUT_S)
            built.touch()
    with serve_module.serving_in_background(site) as url:
        yield url


@pytest.fixture
def requests_log(context: BrowserContext, base_url: str) -> Iterator[RequestLog]:
    """Records all requests; any test using it fails if one left the origin."""
    log = RequestLog(context)
    yield log
    assert log.foreign(base_url) == [], "requests left the origin"


@pytest.fixture
def app(page: Page, requests_log: RequestLog) -> Page:
    """A page with the request guard on; tests call ``wait_ready`` after ``goto``."""
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    return page


@pytest.fixture(scope="session")
def serve_module() -> ModuleType:
    """serve.py loaded as a module (its build and server functions)."""
    spec = importlib.util.spec_from_file_location("arle_serve", SERVE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

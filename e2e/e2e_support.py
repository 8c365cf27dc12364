"""Helpers shared by the browser tests (fixtures are in conftest.py)."""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page

ROOT = Path(__file__).resolve().parent.parent
SERVE = ROOT / "serve.py"
BOOT_TIMEOUT_MS = 60_000
BUILD_TIMEOUT_S = 600  # a first run may have to run npm ci and fetch micropip
READY = 'body[data-ready="1"]'
READY_OR_FAILED = 'body[data-ready="1"], body[data-boot-error="1"]'


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
        context.on("request", lambda request: self.urls.append(request.url))

    def foreign(self, origin: str) -> list[str]:
        home = urlsplit(origin)
        return [
            url
            for url in self.urls
            if urlsplit(url).scheme not in ("data", "blob")
            and (urlsplit(url).scheme, urlsplit(url).netloc) != (home.scheme, home.netloc)
        ]


def wait_ready(page: Page) -> None:
    """Wait for Python to be ready; fail with the page's own message if boot failed."""
    page.wait_for_selector(READY_OR_FAILED, timeout=BOOT_TIMEOUT_MS)
    if page.locator("body[data-boot-error]").count():
        pytest.fail("the page shows a boot error: " + page.inner_text("#boot-error"))

"""The page's Python starts without compiling: every dataclass method the engine and the
page code make at import comes from the build's table (``app/precompiled.py``), in a first
visit and in a start from the memory snapshot."""

from __future__ import annotations

from e2e_support import wait_controlled, wait_ready
from playwright.sync_api import Page


def compiled_at_start(page: Page) -> int:
    """How many dataclass texts the page compiled itself since it started."""
    missed: int = page.evaluate(
        "() => window.arleRunPython('import app.precompiled as p; len(p.missed)')")
    return missed


def test_the_engine_imports_with_the_builds_dataclass_code(page: Page, base_url: str) -> None:
    page.add_init_script("window.arleTestHooks = true")
    page.goto(base_url)
    wait_ready(page)
    assert page.get_attribute("body", "data-boot") == "normal"
    runner = page.evaluate(
        "() => window.arleRunPython('import dataclasses; dataclasses.exec.__module__')")
    assert runner == "app.precompiled"
    assert compiled_at_start(page) == 0
    wait_controlled(page)
    page.reload()
    wait_ready(page)
    assert page.get_attribute("body", "data-boot") == "snapshot"
    assert compiled_at_start(page) == 0

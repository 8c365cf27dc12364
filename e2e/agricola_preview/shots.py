"""Screenshots of the preview at desktop and phone sizes, viewport and full page
(``python e2e/agricola_preview/shots.py [folder]``; default /tmp/shots-agricola)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from server import serving

SIZES = {"desktop": (1400, 900), "phone": (360, 740)}
MOMENTS = ("four-start", "pasture", "building", "harvest", "round12", "solo-round1", "end")
CHROMIUM = os.environ.get("ARLE_CHROMIUM", "/usr/bin/chromium")


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with serving() as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for size, (w, hgt) in SIZES.items():
            page = browser.new_page(viewport={"width": w, "height": hgt})
            for name in MOMENTS:
                page.goto(f"{url}/e2e/agricola_preview/index.html?f={name}")
                page.wait_for_selector(f"body[data-ready='{name}']")
                if name == "pasture":  # two spaces tapped: a pasture chosen, not yet fenced
                    for _ in range(2):
                        page.locator(".is-deciding .agri-cell.is-pickable [data-pick]").last.click()
                page.screenshot(path=str(folder / f"{name}-{size}.png"))
                page.screenshot(path=str(folder / f"{name}-{size}-full.png"), full_page=True)
                deciding = page.locator(".agri-player.is-deciding")
                if deciding.count():  # the farm the options act on, at its drawn size
                    deciding.scroll_into_view_if_needed()
                    deciding.screenshot(path=str(folder / f"{name}-{size}-farm.png"))
            page.close()
        browser.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots-agricola"))

from e2e_support import PHONE, screens, wait_ready
from playwright.sync_api import Page, expect

WIDE = {"width": 1400, "height": 900}


def test_shots(app: Page, base_url: str) -> None:
    app.set_viewport_size(WIDE)
    app.goto(base_url)
    wait_ready(app)
    app.get_by_role("button", name="Learn to play").click()
    expect(app.locator("#coach .coach-suggestion.hint-note")).to_be_visible(timeout=120_000)
    screens(app, "tmp-coach", (PHONE, WIDE))

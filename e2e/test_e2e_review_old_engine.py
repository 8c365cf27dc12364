"""A game kept on the format-2 engine has no review, and the review panel says why: with the
test-only change that makes today's engine refuse a golden format-2 game's move (see
test_e2e_old_engine.py), "Review" in Your games opens the game and the panel reads "This
game uses the rules of version 2: …"; no "Review the game so far" is offered.
Screenshots: e2e/artifacts/screens/review-old-engine-*.png."""

from __future__ import annotations

from e2e_support import PHONE, screens
from playwright.sync_api import Page, expect
from test_e2e_old_engine import REFUSE, RULES_2, boot, put_save, resume

DESKTOP = {"width": 1400, "height": 900}


def test_a_game_on_the_format_2_engine_says_why_it_has_no_review(
        app: Page, base_url: str) -> None:
    boot(app, base_url)
    app.evaluate("(code) => window.arleRunPython(code)", REFUSE)
    put_save(app, mode="hotseat")
    resume(app)
    app.wait_for_function("() => window.arlePy('view', '').includes('rules of version')")
    expect(app.locator(".rules-note")).to_have_text(RULES_2)
    expect(app.locator("#status .review-start")).to_have_count(0)
    app.click("#games-button")
    app.locator("#games [data-action='review-saved'][data-id='old']").click()
    why = app.locator("#review .review-unavailable")
    expect(why).to_be_visible()
    expect(why).to_contain_text(RULES_2.rstrip(".") + ": ")
    expect(app.locator("#review .review-start")).to_have_count(0)
    assert not app.evaluate("window.arleReview.busy()")
    screens(app, "review-old-engine", (PHONE, DESKTOP))

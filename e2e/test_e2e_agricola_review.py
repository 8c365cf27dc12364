"""Agricola's review in Chromium: "Review" on a finished solo game lists the player's
decisions with the points each gave away, in the game's unit, the same review as CPython's
engine gives for that game; a costly decision opens the board before it; "Review" in Your
games shows the saved review at once.

The page reviews at the full budget (6 drawn card orders a decision); the test lowers it
(``window.arleReviewBudget``) to one, so that the review takes seconds."""

from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

from e2e_support import (
    PHONE,
    SAVE_PREFIX,
    a_save_played_in_cpython,
    check_costliest,
    open_link,
    preset_storage,
    screens,
    wait_ready,
)
from playwright.sync_api import Page, expect

from agricola_core import new_game
from agricola_core.ai import choose
from agricola_core.bots import greedy_move

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = {"width": 1400, "height": 900}
BUDGET = 1
WAIT_MS = 120_000  # the first review boots the worker


def finished_link() -> str:
    g, rng = new_game(1, 3), random.Random(3)
    while not g.is_over:
        g.play(greedy_move(g, rng))
    return g.encode()


def engine_review(link: str) -> dict[str, object]:
    sys.path.insert(0, str(ROOT / "web"))
    from app.reviewing import review_link

    answer: dict[str, object] = json.loads(review_link(link, 0, budget=BUDGET))
    return answer


def test_the_review_of_a_finished_agricola_game(app: Page, base_url: str) -> None:
    link = finished_link()
    app.set_viewport_size(DESKTOP)
    open_link(app, f"{base_url}#g={link}")
    expect(app.locator("#end")).to_be_visible(timeout=WAIT_MS)
    app.evaluate(f"window.arleReviewBudget = {BUDGET}")
    review = app.locator("#review")
    review.get_by_role("button", name="Review", exact=True).click()
    expect(review.locator(".review-left")).to_be_visible(timeout=WAIT_MS)

    expected = engine_review(link)
    left = expected["left_on_table"]
    assert isinstance(left, float | int) and left > 0
    expect(review.locator(".review-left")).to_have_text(f"about {math.floor(left + 0.5)} points")
    rows, costly = check_costliest(review, expected, "points")
    expect(review.locator("thead th").nth(3)).to_have_text("Points difference")
    screens(app, "agricola-review", (PHONE, DESKTOP))

    first = costly[0]
    rows.first.get_by_role("button", name="Show the board").click()
    expect(review.locator("h2")).to_have_text(
        f"Review of move {first['move'] + 1}: the board before it")
    expect(app.locator("#decision .prompt")).to_have_text(first["prompt"])
    screens(app, "agricola-review-moment", (PHONE, DESKTOP))
    review.get_by_role("button", name="Back to the review").click()

    # Your games: "Review" on the game shows its saved review at once.
    app.click("#games-button")
    app.locator("#games [data-action='review-saved']").first.click()
    expect(review.locator(".review-left")).to_have_text(f"about {math.floor(left + 0.5)} points")
    assert not app.evaluate("window.arleReview.busy()")


def test_the_review_offers_each_person_on_this_device_and_never_the_computer(
        app: Page, base_url: str) -> None:
    """Two people and the computer on one device: "Review the game so far" asks whose
    decisions, naming each person and not the computer (a review of the computer's seat
    only says that it chose as the computer does: "about 0 points … Every decision was the
    computer's own choice")."""
    names = ["Ann", "", "Bea"]
    key, text = a_save_played_in_cpython(
        lambda session: session.start("agricola", 3, 5, {}, names,
                                      ["here", "computer", "here"], ["casual"] * 3),
        choose, "casual", 5, lambda game, computer: len(game.moves) > 12 and not computer)
    app.set_viewport_size(DESKTOP)
    preset_storage(app, base_url, {key: text})
    app.goto(base_url)
    wait_ready(app)
    app.evaluate("window.arleComputer.settings.pace = 0")
    app.click("#games-button")
    app.locator(f"#games [data-action='resume'][data-id='{key.removeprefix(SAVE_PREFIX)}']"
                ).click()
    app.locator("#status [data-action='review-choose']").click()
    buttons = app.locator("#review .review-start")
    expect(buttons).to_have_count(2)
    expect(buttons.nth(0)).to_have_attribute("data-id", "0")
    expect(buttons.nth(0)).to_contain_text("Ann")
    expect(buttons.nth(1)).to_have_attribute("data-id", "2")
    expect(buttons.nth(1)).to_contain_text("Bea")

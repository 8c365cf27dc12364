"""The review of a game, in Chromium: "Review" on a finished solo game lists the player's
decisions with the VP each gave away and the total left on the table — the same review
CPython's engine gives for that game — opening one replays the board before that move, and
playing on from there with the computer's move is a new game beside the original. The
review is saved with the game. Screenshots: e2e/artifacts/screens/review-*.png.

The page's button reviews at the strong level's full review budget; the tests lower the
nodes per look-ahead (``window.arleReviewBudget``) so that a review takes seconds.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from e2e_support import (
    PHONE,
    SCREENS,
    address_code,
    check_costliest,
    click_start,
    loss_text,
    open_link,
    page_record,
    saved_games,
    screens,
)
from playwright.sync_api import Page, expect

from arle_core import decode

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden" / "solo-printed-starter-3.json"
DESKTOP = {"width": 1400, "height": 900}
BUDGET = 60
WAIT_MS = 120_000  # the first review boots the worker


def finished_link() -> str:
    links = json.loads(GOLDEN.read_text())["link"]
    return str(links[max(links, key=int)])


def engine_review(link: str) -> dict[str, object]:
    import sys

    sys.path.insert(0, str(ROOT / "web"))
    from app.reviewing import review_link

    answer: dict[str, object] = json.loads(review_link(link, 0, budget=BUDGET))
    return answer


def half_up(vp: float) -> int:
    """JavaScript's Math.round (Python's round() rounds a half to even)."""
    return math.floor(vp + 0.5)


def left_text(review: dict[str, object]) -> str:
    left = review["left_on_table"]
    assert isinstance(left, float | int)
    return f"about {half_up(left)} VP"


def test_a_cost_is_read_in_the_games_unit_as_the_review_writes_it() -> None:
    """``e2e_support.loss_text``, which both games' review tests read the page with, is
    ``js/review.js``'s: whole units rounded half up, a single point singular."""
    assert [loss_text(x, "points") for x in (0, 0.4, 1.2, 1.5, 2.5)] == [
        "0 points", "under 1 point", "−1 point", "−2 points", "−3 points"]
    assert [loss_text(x, "VP") for x in (0, 0.4, 1.4, 2.5)] == [
        "0 VP", "under 1 VP", "−1 VP", "−3 VP"]


def test_review_of_a_finished_solo_game_and_playing_on_from_a_decision(
        app: Page, base_url: str) -> None:
    link = finished_link()
    app.set_viewport_size(DESKTOP)
    open_link(app, f"{base_url}#g={link}")
    expect(app.locator("#end")).to_be_visible()
    app.evaluate(f"window.arleReviewBudget = {BUDGET}")
    review = app.locator("#review")
    review.get_by_role("button", name="Review", exact=True).click()
    expect(review.locator("progress")).to_be_visible()
    expect(review.get_by_role("button", name="Cancel")).to_be_visible()
    expect(review.locator(".review-left")).to_be_visible(timeout=WAIT_MS)

    expected = engine_review(link)
    expect(review.locator(".review-left")).to_have_text(left_text(expected))
    rows, costly = check_costliest(review, expected, "VP")  # whole VP, and why
    assert all(d["why"] for d in costly)
    expect(review.locator("details.review-all tbody tr")).to_have_count(
        len(expected["decisions"]))  # type: ignore[arg-type]
    screens(app, "review-result", (PHONE, DESKTOP))
    app.set_viewport_size(PHONE)
    review.screenshot(path=str(SCREENS / "review-panel-360.png"))
    app.set_viewport_size(DESKTOP)
    review.screenshot(path=str(SCREENS / "review-panel-1400.png"))

    # The costliest decision: the Replay view at the board before it; ← → step, leaving
    # returns to the review.
    first = costly[0]
    moves = len(decode(link).moves)
    replay_title = app.locator("#replay .replay-title")
    rows.first.get_by_role("button", name="Show the board").click()
    expect(replay_title).to_have_text(f"Replay: the board after move {first['move']} of {moves}")
    expect(review).to_have_class("panel review-panel is-moment")
    expect(review.locator("h2")).to_have_text(
        f"Review of move {first['move'] + 1}: the board before it")
    expect(app.locator("#decision .prompt")).to_have_text(first["prompt"])
    expect(review.locator("p.review-why")).to_have_text(f"Why: {first['why']}")
    expect(app.locator("#end")).to_be_hidden()
    assert address_code(app) == link  # the open game is still the finished one
    screens(app, "review-moment", (PHONE, DESKTOP))
    app.keyboard.press("ArrowRight")
    expect(replay_title).to_have_text(
        f"Replay: the board after move {first['move'] + 1} of {moves}")
    app.keyboard.press("ArrowLeft")
    expect(review.locator("h2")).to_have_text(
        f"Review of move {first['move'] + 1}: the board before it")
    review.get_by_role("button", name="Back to the review").click()
    expect(app.locator("#replay")).to_be_hidden()
    expect(review.locator(".review-left")).to_have_text(left_text(expected))
    rows.first.get_by_role("button", name="Show the board").click()
    expect(review).to_have_class("panel review-panel is-moment")

    # Play on from there with the computer's move: a new game; the original is kept.
    before = saved_games(app)
    review.get_by_role("button", name="Play on from here with the computer's move").click()
    expect(review).to_be_hidden()
    record = page_record(app)["moves"]
    assert isinstance(record, list)
    reviewed = decode(link).moves
    assert record[:first["move"] + 1] == [*reviewed[:first["move"]], first["best"]]
    after = saved_games(app)
    assert {k: v for k, v in after.items() if k in before} == before
    assert len(after) == len(before) + 1
    original = json.loads(next(iter(before.values())))
    assert original["review"]["left_on_table"] == expected["left_on_table"]

    # Your games: "Review" on the original shows its saved review at once.
    app.click("#games-button")
    item = app.locator(f"#games [data-id='{original['id']}']")
    item.get_by_role("button", name="Review").click()
    expect(review.locator(".review-left")).to_have_text(left_text(expected))
    assert not app.evaluate("window.arleReview.busy()")


def test_a_review_can_be_cancelled_and_the_page_stays_playable(app: Page, base_url: str) -> None:
    """The page's own budget (strong): progress shows, Cancel stops it, the game plays on."""
    app.set_viewport_size(DESKTOP)
    open_link(app, f"{base_url}#g={finished_link()}")
    review = app.locator("#review")
    review.get_by_role("button", name="Review", exact=True).click()
    expect(review.locator(".review-progress-text")).to_contain_text("decisions", timeout=WAIT_MS)
    assert app.evaluate("window.arleReview.busy()")
    review.get_by_role("button", name="Cancel").click()
    expect(review.get_by_role("button", name="Review", exact=True)).to_be_visible()
    assert not app.evaluate("window.arleReview.busy()")
    # The game so far: offered beside "New game" while a game is on.
    app.click("[data-action='open-setup']")
    click_start(app, 1)
    app.locator("#decision button[data-key]").first.click()
    so_far = app.locator("#status").get_by_role("button", name="Review the game so far")
    expect(so_far).to_be_visible()
    screens(app, "review-so-far", (PHONE, DESKTOP))
    app.evaluate(f"window.arleReviewBudget = {BUDGET}")
    so_far.click()
    expect(review.locator(".review-left")).to_be_visible(timeout=WAIT_MS)
    expect(review.locator(".review-total")).to_contain_text(
        f"(the first {app.evaluate('window.arleRecord().moves.length')} moves)")

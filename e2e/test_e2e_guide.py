"""What a player is warned of and pointed to, in Chromium: the warning before an
Inventorying (what it takes, what is short, in VP) in the decision panel from the first
month; the option Hint points to scrolled into view inside the decision's list; no rules
tip over the next question's options after a click. Screenshots:
e2e/artifacts/screens/inventory-warning-*.png, hinted-in-view-*.png.
"""

from __future__ import annotations

import random

import pytest
from e2e_support import PHONE, open_link, screens, settled, start_game, wait_ready
from playwright.sync_api import Page, expect

from arle_core import Game, new_game
from arle_core.data.calendar import CALENDAR_LEGEND
from arle_core.scoring import CATEGORY_HELP, NO_LARGE_VEHICLE_VP, SCORE_NOTE
from arle_core.view import view

WIDE = {"width": 1400, "height": 900}
WAIT_MS = 120_000  # the first question boots the AI worker
WARNING = "#decision .inventory-warning"


def short_of_food() -> Game:
    """A solo game in the third month of half-year 3 whose player is short of Food for
    November (random moves, game 3: found once, checked by the test)."""
    rng = random.Random(3)
    game = new_game(players=1, seed=3)
    for _ in range(24):
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("size", (WIDE, PHONE), ids=("desktop", "phone"))
def test_the_warning_before_the_inventorying_says_what_is_short(
        app: Page, base_url: str, size: dict[str, int]) -> None:
    """Rulebook "Phase 3: Inventorying", "4. Sustenance": 3 Food and in November 2 Peat;
    each item still missing costs 2 VP. The panel says it, with the player's shortage,
    above the question; the rest opens under it."""
    game = short_of_food()
    warning = view(game)["inventory"][0]
    assert warning["status"] == "short" and "short of 1 Food" in warning["summary"]
    app.set_viewport_size(size)
    open_link(app, f"{base_url}#g={game.encode()}")
    shown = app.locator(WARNING)
    expect(shown).to_be_visible()
    expect(shown.locator("summary")).to_have_text(f"{warning['title']} {warning['summary']}")
    expect(shown).to_have_class("inventory-warning status-short")
    expect(shown.locator("summary")).to_be_in_viewport()
    first = app.locator("#decision .options-main button[data-key]").first
    assert (shown.bounding_box() or {})["y"] < (first.bounding_box() or {})["y"]
    shown.locator("summary").click()
    expect(shown.locator(".inventory-lines li")).to_have_count(len(warning["lines"]))
    expect(shown.locator(".inventory-lines")).to_contain_text(warning["lines"][-1])
    screens(app, "inventory-warning", (size,))


def test_the_warning_is_there_from_the_first_month_and_not_at_the_inventorying(
        app: Page, base_url: str) -> None:
    app.set_viewport_size(WIDE)
    game = new_game(players=1, seed=3)
    open_link(app, f"{base_url}#g={game.encode()}")
    expect(app.locator(f"{WARNING} summary")).to_have_text(
        "November Inventorying takes 3 Food and 2 Peat. You have enough.")
    # The final scoring of a finished game: no Inventorying is coming.
    rng = random.Random(1)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    open_link(app, f"{base_url}#g={game.encode()}")
    expect(app.locator("#end")).to_be_visible()
    expect(app.locator(WARNING)).to_have_count(0)


@pytest.mark.parametrize("size", (WIDE, PHONE), ids=("desktop", "phone"))
def test_the_hinted_option_is_scrolled_into_view(
        app: Page, base_url: str, size: dict[str, int]) -> None:
    """The first decision's hint (the Woodcutter, the 10th of 16 spaces) lies below the
    list's visible box at 1400x900: the list scrolls it into view, and the page too."""
    app.set_viewport_size(size)
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=3)
    app.click("#decision [data-action='hint']")
    hinted = app.locator("#decision .decision-options button.hinted")
    expect(hinted).to_have_count(1, timeout=WAIT_MS)
    settled(app)
    inside = hinted.evaluate("""b => {
        const r = b.getBoundingClientRect();
        const box = b.closest('.decision-options').getBoundingClientRect();
        const top = document.getElementById('status').getBoundingClientRect().bottom;
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1
            && r.top >= top - 1 && r.bottom <= innerHeight + 1; }""")
    assert inside, "the hinted option is outside the list's visible box or the screen"
    screens(app, "hinted-in-view", (size,))


def test_no_rules_tip_covers_the_next_options_after_a_click(app: Page, base_url: str) -> None:
    """A pointer resting on the option it clicked: the redrawn question shows no tip over
    its options until the pointer moves on."""
    app.set_viewport_size(WIDE)
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=3)
    tip = app.locator("#help-tip")
    option = app.locator("#decision .options-main button[data-key='space:fisherman']")
    option.hover()
    expect(tip).to_be_visible()
    moves = app.get_attribute("#app", "data-moves")
    option.click()
    expect(app.locator("#app")).not_to_have_attribute("data-moves", moves or "")
    app.wait_for_timeout(600)  # longer than the hover delay of a tip
    expect(tip).to_be_hidden()
    box = app.locator("#decision .decision-options").bounding_box()
    assert box is not None
    app.mouse.move(box["x"] + 30, box["y"] + 30)
    app.mouse.move(box["x"] + 40, box["y"] + 60)
    expect(tip).to_be_visible()  # pointing at something again shows its help


def test_the_starting_score_and_the_calendar_are_explained_on_sight(
        app: Page, base_url: str) -> None:
    """A new game's score is below zero (rulebook "The End of the Game and the Winner":
    Moors and tidal flats on the home board, −3 VP without a Large Vehicle): the score
    sheet says why in view, not only in a tip; the calendar strip's marks have a legend."""
    app.set_viewport_size(WIDE)
    game = new_game(players=1, seed=3)
    sheet = game.scores()[0]
    assert sheet["total"] < 0 and sheet["equipment"] == NO_LARGE_VEHICLE_VP
    open_link(app, f"{base_url}#g={game.encode()}")
    expect(app.locator("#player-0 .badge.score")).to_have_text(f"Score now {sheet['total']:g} VP")
    expect(app.locator("#scores .score-note")).to_have_text(SCORE_NOTE)
    equipment = app.locator("#scores tr[data-el='score-row:equipment'] .score-why")
    expect(equipment).to_have_text(CATEGORY_HELP["equipment"])
    expect(equipment).to_be_visible()
    expect(app.locator("#scores tr[data-el='score-row:tools'] .score-why")).to_have_count(0)
    expect(app.locator("#status .calendar-legend")).to_have_text(CALENDAR_LEGEND)
    expect(app.locator("#status .calendar-legend")).to_be_visible()
    screens(app, "start-explained", (PHONE, WIDE))

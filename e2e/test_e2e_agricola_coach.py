"""Learn to play Agricola, in Chromium: chosen on the home screen, a guided game against
the casual computer whose coach teaches the round, suggests the strong level's option
among the question's own (asked in the AI worker), followed move by move to the harvest
lesson with the learner's own numbers, then through the harvest to the closing pages (the
score sheet, the game's end) and the hand-over to an ordinary game.
Screenshots: e2e/artifacts/screens/agricola-coach-*.png.
"""

from __future__ import annotations

from e2e_support import PHONE, address_code, screens, settled, wait_ready
from playwright.sync_api import Page, expect

from agricola_core import decode
from agricola_core.ai import hint
from agricola_core.data import CATEGORIES

WIDE = {"width": 1400, "height": 900}
WAIT_MS = 120_000  # the first question boots the worker (and the engine is installed)
COACH = "#coach"
HINTED = "#decision button.option.hinted"
MAX_DECISIONS = 80


def learn_agricola(app: Page, base_url: str) -> None:
    """The home screen, Agricola chosen, "Learn to play": the guided game's first decision
    (Agricola's engine is installed on the way, as for its first game)."""
    app.set_viewport_size(WIDE)
    app.goto(base_url)
    wait_ready(app)
    app.evaluate("window.arleComputer.settings.pace = 30")
    app.check("input[name='game'][value='agricola']")
    expect(app.locator("#learn-blurb")).to_contain_text("against the computer")
    screens(app, "agricola-coach-home", (PHONE, WIDE))
    app.get_by_role("button", name="Learn to play").click()
    expect(app.locator(COACH)).to_be_visible(timeout=WAIT_MS)
    expect(app.locator("#game")).to_be_visible()


def follow(app: Page) -> str:
    """Click the coach's suggestion once it is there, and wait for the learner's next
    decision (the computer's turns played) or the closing pages; returns the key."""
    expect(app.locator(HINTED)).to_have_count(1, timeout=WAIT_MS)
    key = app.locator(HINTED).get_attribute("data-key") or ""
    moves = app.get_attribute("#app", "data-moves") or ""
    app.locator(HINTED).click()
    expect(app.locator("#app")).not_to_have_attribute("data-moves", moves)
    app.wait_for_function(
        """() => document.querySelector('#coach .coach-next') !== null
            || (document.getElementById('app').dataset.decider === '0'
                && !document.querySelector('#status .thinking'))""", timeout=WAIT_MS)
    settled(app)
    return key


def harvest_lesson(app: Page) -> bool:
    """Whether the coach's box shows the lesson of the coming harvest."""
    lesson = app.locator(f"{COACH} .coach-lesson")
    return bool(lesson.count()) and "Harvest after round 4" in lesson.inner_text()


def test_learn_agricola_from_the_home_screen_to_the_harvest_and_the_closing_pages(
        app: Page, base_url: str) -> None:
    learn_agricola(app, base_url)
    coach = app.locator(COACH)
    expect(coach).to_contain_text("Round 1: how a round goes")
    expect(coach).to_contain_text("Work time")
    expect(coach.get_by_role("button", name="Leave the guide")).to_be_visible()
    # The suggestion comes from the worker: the strong level's option, as CPython finds it.
    expect(app.locator(HINTED)).to_have_count(1, timeout=WAIT_MS)
    game = decode(address_code(app))
    expected = hint(game, "strong")
    assert app.locator(HINTED).get_attribute("data-key") == expected.key
    expect(coach.locator(".coach-suggestion")).to_contain_text("Suggested:")
    expect(coach.locator(".coach-suggestion")).to_contain_text(expected.comparison)
    screens(app, "agricola-coach", (PHONE, WIDE))
    why = coach.locator(".coach-why summary")
    why.click()  # the reason, for a look; folded again after
    screens(app, "agricola-coach-why", (WIDE,))
    why.click()
    # Followed to the harvest's lesson, from round 3 on a phone: folded to the learner's
    # own numbers, so the question's options stay on the first screen.
    for _ in range(MAX_DECISIONS):
        if decode(address_code(app)).round >= 3:
            app.set_viewport_size(PHONE)
        if harvest_lesson(app):
            break
        follow(app)
    else:
        raise AssertionError("the guide did not reach the harvest's lesson")
    game = decode(address_code(app))
    assert game.round == 3 and app.viewport_size == PHONE
    need = 2 * game.farmers[0].members
    lesson = coach.locator(".coach-lesson")
    assert lesson.get_attribute("open") is None
    expect(lesson.locator("summary")).to_contain_text(f"{need} food needed")
    app.evaluate("window.scrollTo(0, 0)")  # the first screen
    first = app.locator("#decision .decision-options button[data-key]").first
    box = first.bounding_box()  # clickable at its centre without scrolling (test_e2e_panel)
    assert box is not None and box["y"] + box["height"] / 2 <= PHONE["height"]
    screens(app, "agricola-coach-harvest", (PHONE,))
    # Beside the board, the next time it comes: open by itself when the learner is short.
    app.set_viewport_size(WIDE)
    follow(app)
    for _ in range(MAX_DECISIONS):
        if harvest_lesson(app):
            break
        follow(app)
    else:
        raise AssertionError("the harvest's lesson did not come again")
    game = decode(address_code(app))
    need = 2 * game.farmers[0].members
    screens(app, "agricola-coach-harvest", (WIDE,))
    numbers = coach.locator(".coach-lesson li", has_text=f"You need {need} food: 2 people × 2")
    if not numbers.is_visible():  # folded unless short: the rest one click away
        coach.locator(".coach-lesson summary").click()
    expect(numbers).to_be_visible()
    # On through the harvest (fed automatically, the page's setting) to the closing pages.
    for _ in range(MAX_DECISIONS):
        if coach.locator(".coach-next").count():
            break
        follow(app)
    else:
        raise AssertionError("the guide did not reach its closing pages")
    assert decode(address_code(app)).round == 5
    moves = app.get_attribute("#app", "data-moves")
    titles = []
    while coach.locator(".coach-next").count():
        titles.append(coach.locator(".coach-lesson-title").inner_text())
        if titles[-1] == "The first harvest is done":
            screens(app, "agricola-coach-harvest-done", (PHONE, WIDE))
        if titles[-1] == "The score sheet":
            expect(coach.locator(".coach-lines li")).to_have_count(len(CATEGORIES))
            expect(coach).to_contain_text("(−1)")
            screens(app, "agricola-coach-score-sheet", (PHONE, WIDE))
        coach.locator(".coach-next").click()
    assert titles == ["The first harvest is done", "The score sheet", "How the game ends"]
    assert app.get_attribute("#app", "data-moves") == moves  # the pages play nothing
    expect(coach).to_contain_text("From here on the game is yours")
    coach.get_by_role("button", name="Play on", exact=True).click()
    expect(app.locator(COACH)).to_be_hidden()
    expect(app.locator("#decision .prompt")).to_be_visible()

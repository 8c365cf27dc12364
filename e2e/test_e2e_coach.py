"""Learn to play, in Chromium: a guided solo game whose coach explains each phase and
decision and suggests the strong level's option among the question's own (asked in the AI
worker), teaches the Inventorying before and after it, followed to the end of the second
half-year, where the closing lessons (the score sheet, the game's end) come before the
coach hands over to an ordinary game; leaving the guide early; a hint's reason in solo.
Screenshots: e2e/artifacts/screens/coach-*.png and hint-reason-*.png.
"""

from __future__ import annotations

import json

from e2e_support import (
    PHONE,
    address_code,
    css_string,
    saved_games,
    screens,
    settled,
    wait_ready,
)
from playwright.sync_api import Page, expect

from arle_core import decode
from arle_core.ai import hint, main_options

WIDE = {"width": 1400, "height": 900}
WAIT_MS = 120_000  # the first question boots the worker; the strong level thinks seconds
COACH = "#coach"
HINTED = "#decision button.option.hinted"
MAX_DECISIONS = 200


def saved_codes(app: Page) -> list[str]:
    return [json.loads(entry)["code"] for entry in saved_games(app).values()]


def learn(app: Page, base_url: str) -> None:
    app.set_viewport_size(WIDE)
    app.goto(base_url)
    wait_ready(app)
    app.get_by_role("button", name="Learn to play").click()
    expect(app.locator(COACH)).to_be_visible()
    expect(app.locator("#game")).to_be_visible()


def test_a_guided_game_followed_to_the_end_of_half_year_two_hands_over(
        app: Page, base_url: str) -> None:
    learn(app, base_url)
    coach = app.locator(COACH)
    expect(coach).to_contain_text("Work Phase (Summer/Fall)")
    expect(coach.get_by_role("button", name="Leave the guide")).to_be_visible()
    # The suggestion comes from the worker: the strong level's option, as CPython finds it.
    expect(app.locator(HINTED)).to_have_count(1, timeout=WAIT_MS)
    link = address_code(app)
    game = decode(link)
    expected = hint(game, "strong", among=main_options(game))
    assert app.locator(HINTED).get_attribute("data-key") == expected.key
    expect(coach.locator(".coach-suggestion")).to_contain_text(expected.comparison)
    expect(coach).not_to_contain_text("computer's next choice")
    screens(app, "coach", (PHONE, WIDE))
    phases = set()
    lessons: dict[str, str] = {}
    for _ in range(MAX_DECISIONS):
        if coach.locator(".coach-next").count():
            break
        phases.add(coach.locator(".coach-phase").inner_text())
        expect(app.locator(HINTED)).to_have_count(1, timeout=WAIT_MS)
        # The suggestion answers the question: one of its own options, never an any-time one.
        expect(app.locator("#decision .options-anytime button.hinted")).to_have_count(0)
        lesson = coach.locator(".coach-lesson")
        if lesson.count():
            title = lesson.locator(".coach-lesson-title").inner_text()
            if title not in lessons:
                lessons[title] = lesson.inner_text()
                if title == "November Inventorying ahead":
                    screens(app, "coach-inventory", (PHONE, WIDE))
        moves = app.get_attribute("#app", "data-moves")
        app.locator(HINTED).click()  # following the coach
        expect(app.locator("#app")).not_to_have_attribute("data-moves", moves or "")
        settled(app)
    else:
        raise AssertionError("the guide did not reach its closing lessons")
    assert decode(address_code(app)).state.half_year == 3
    assert {"Work Phase (Summer/Fall)", "Work Phase (Winter/Spring)"} <= phases
    # Rulebook "Phase 3: Inventorying": what it takes and costs, before it and after it.
    ahead = lessons["November Inventorying ahead"]
    assert "November Inventorying ahead · It takes 3 Food and 2 Peat" in ahead
    assert "2 VP" in ahead
    assert "May Inventorying ahead" in lessons
    assert "For you:" in lessons["November Inventorying is done"]
    # The closing lessons, one page each, then goodbye: nothing is played meanwhile.
    moves = app.get_attribute("#app", "data-moves")
    titles = []
    while coach.locator(".coach-next").count():
        titles.append(coach.locator(".coach-lesson-title").inner_text())
        if titles[-1] == "The score sheet":
            expect(coach.locator(".coach-lines li")).to_have_count(8)  # its categories
            screens(app, "coach-score-sheet", (PHONE, WIDE))
        if titles[-1] == "How the game ends":
            expect(coach).to_contain_text("nine half-years")
        coach.locator(".coach-next").click()
    assert titles == ["May Inventorying is done", "The score sheet", "How the game ends"]
    assert app.get_attribute("#app", "data-moves") == moves
    expect(coach).to_contain_text("You know the year now")
    expect(coach).to_contain_text("From here on the game is yours")
    screens(app, "coach-goodbye", (PHONE, WIDE))
    moves = app.get_attribute("#app", "data-moves")
    coach.get_by_role("button", name="Play on alone").click()
    expect(app.locator(COACH)).to_be_hidden()
    assert app.get_attribute("#app", "data-moves") == moves  # the same game goes on
    expect(app.locator("#decision .prompt")).to_be_visible()
    assert address_code(app) in saved_codes(app)
    # An ordinary solo game now: the Hint button, its reason in terms, no "computer's".
    app.click("#decision [data-action='hint']")
    note = app.locator("#decision .hint-note")
    expect(note).to_contain_text("Hint:", timeout=WAIT_MS)
    expect(note).not_to_contain_text("computer's next choice")
    expect(note).to_contain_text("the next best option")
    screens(app, "hint-reason", (PHONE, WIDE))


def test_leaving_the_guide_keeps_the_game_as_an_ordinary_saved_game(
        app: Page, base_url: str) -> None:
    learn(app, base_url)
    expect(app.locator(HINTED)).to_have_count(1, timeout=WAIT_MS)
    key = app.locator(HINTED).get_attribute("data-key") or ""
    # The suggestion's "Rules…" opens the Rules panel (window.arleRules) at the suggested
    # option's board element: record which element it asks for, then let it open.
    app.evaluate("""() => { const real = window.arleRules.open;
        window.arleRules.open = (id) => { window.openedRules = id; real(id); }; }""")
    app.locator("#coach .coach-rules").click()
    opened = app.evaluate("window.openedRules")
    element = app.locator(f"[data-target={css_string(opened)}]")
    expect(element.locator(f"button[data-key={css_string(key)}]")).to_have_count(1)
    expect(app.locator(".rules-target")).to_be_visible()
    app.keyboard.press("Escape")
    link = address_code(app)
    app.locator(COACH).get_by_role("button", name="Leave the guide").click()
    expect(app.locator(COACH)).to_be_hidden()
    assert address_code(app) == link and link in saved_codes(app)
    expect(app.locator("#decision .prompt")).to_be_visible()

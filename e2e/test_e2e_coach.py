"""Learn to play, in Chromium: a guided solo game whose coach explains each phase and
decision and suggests the strong level's option (asked in the AI worker), followed to the
end of the second half-year, where the coach hands over to an ordinary game; leaving the
guide early; a hint's reason in solo. Screenshots: e2e/artifacts/screens/coach-*.png and
hint-reason-*.png.
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
from arle_core.ai import hint

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
    expected = hint(decode(link), "strong")
    assert app.locator(HINTED).get_attribute("data-key") == expected.key
    expect(coach.locator(".coach-suggestion")).to_contain_text(expected.comparison)
    expect(coach).not_to_contain_text("computer's next choice")
    screens(app, "coach", (PHONE, WIDE))
    phases = set()
    for _ in range(MAX_DECISIONS):
        if coach.locator("[data-action='leave_guide']").filter(has_text="Play on").count():
            break
        phases.add(coach.locator(".coach-phase").inner_text())
        expect(app.locator(HINTED)).to_have_count(1, timeout=WAIT_MS)
        moves = app.get_attribute("#app", "data-moves")
        app.locator(HINTED).click()  # following the coach
        expect(app.locator("#app")).not_to_have_attribute("data-moves", moves or "")
        settled(app)
    else:
        raise AssertionError("the guide did not reach its goodbye")
    assert decode(address_code(app)).state.half_year == 3
    assert {"Work Phase (Summer/Fall)", "Work Phase (Winter/Spring)"} <= phases
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

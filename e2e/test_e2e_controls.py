"""The page's controls: undo, hostile names, keyboard, rules help, forced moves."""

from __future__ import annotations

import random

import pytest
from e2e_support import (
    PANEL_OPTIONS,
    PHONE,
    RequestLog,
    click_option,
    click_start,
    end_turn_if_asked,
    horizontal_overflow,
    page_record,
    render_count,
    screens,
    settled,
    start_game,
    wait_ready,
    wait_render,
)
from playwright.sync_api import Dialog, Page, expect

HOSTILE = "<img src=x onerror=alert(1)>"


def board_state(page: Page) -> dict[str, object]:
    """What the player sees of the game (text, not layout), to compare before and after."""
    return {
        "board": page.locator(".board").text_content(),
        "log": page.locator("#log").text_content(),
        "scores": page.locator("#scores").text_content(),
        "prompt": page.locator("#decision .prompt").text_content(),
        "options": page.locator(PANEL_OPTIONS).evaluate_all("els => els.map(e => e.dataset.key)"),
        "moves": page.locator("#decision .moves").text_content(),
    }


def test_undo_restores_the_previous_board_by_button_z_and_ctrl_z(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=5)
    expect(app.locator("[data-action='undo']")).to_be_disabled()
    rng = random.Random(5)
    before = []
    for _ in range(6):
        before.append(board_state(app))
        click_option(app, rng)
    assert board_state(app) != before[-1]

    app.click("[data-action='undo']")
    assert board_state(app) == before[-1]
    app.keyboard.press("z")
    assert board_state(app) == before[-2]
    app.keyboard.press("Control+z")
    assert board_state(app) == before[-3]
    # Undo replays the record: the engine's move list is the shorter one now.
    assert len(page_record(app)["moves"]) < 6  # type: ignore[arg-type]


def test_two_player_undo_stops_at_the_start_of_the_players_turn(app: Page, base_url: str) -> None:
    """Hot-seat: undo reaches back to the start of the turn until "End turn"; after it,
    the other player's turn starts and the first player's moves are out of reach."""
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=2, seed=8)
    undo = app.locator("[data-action='undo']").first
    rng = random.Random(8)
    first = app.get_attribute("#decision .turn", "data-player")
    start = board_state(app)
    click_option(app, rng, hand_over=False)
    while app.locator("#decision .turn-ended").count() == 0:
        expect(undo).to_be_enabled()  # still the same player's turn
        click_option(app, rng, hand_over=False)
    # The turn is over but not ended: undo still goes back to its start.
    expect(app.locator("#decision button[data-key]")).to_have_count(0)
    expect(undo).to_be_enabled()
    while app.locator("#decision [data-action='undo']:not([disabled])").count():
        app.locator("#decision [data-action='undo']").first.click()
    assert board_state(app) == start
    assert app.get_attribute("#decision .turn", "data-player") == first
    while app.locator("#decision .turn-ended").count() == 0:
        click_option(app, rng, hand_over=False)
    app.click("#decision [data-action='end_turn']")
    # The other player's turn: the first player's moves are out of reach.
    expect(app.locator("#decision .turn")).not_to_have_attribute("data-player", first or "")
    expect(app.locator("#decision [data-action='undo']")).to_be_disabled()
    before = board_state(app)
    app.keyboard.press("z")
    assert board_state(app) == before


def test_a_hostile_player_name_is_shown_as_text_and_runs_nothing(
    app: Page, base_url: str, requests_log: RequestLog
) -> None:
    dialogs: list[str] = []

    def dismiss(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    app.on("dialog", dismiss)
    app.set_viewport_size(PHONE)
    app.goto(base_url)
    wait_ready(app)
    long_name = "W" * 40  # no spaces: must wrap, not widen the page
    start_game(app, players=2, seed=3, names=(HOSTILE, long_name))
    rng = random.Random(3)
    for _ in range(8):
        click_option(app, rng)

    expect(app.locator("#player-0 h2")).to_contain_text(HOSTILE)
    expect(app.locator("#scores thead")).to_contain_text(HOSTILE)
    expect(app.locator("#log")).to_contain_text(HOSTILE)
    assert app.locator("#app img").count() == 0
    assert page_record(app)["setup"]["names"] == [HOSTILE, long_name]  # type: ignore[index]
    assert horizontal_overflow(app) == 0
    settled(app)  # no image was added (above), so no onerror handler can be queued
    assert dialogs == []
    assert not [u for u in requests_log.urls if u.rstrip("/").endswith("/x")]


def test_every_option_is_reached_by_tab_and_played_by_enter(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=2)
    app.focus("#decision .prompt")
    app.keyboard.press("Tab")
    first = app.locator(".options-main [data-key]").first.get_attribute("data-key")
    assert app.evaluate("document.activeElement.dataset.key") == first
    renders = render_count(app)
    app.keyboard.press("Enter")
    assert render_count(app) > renders
    assert page_record(app)["moves"][0] == first  # type: ignore[index]
    # Focus continues from the new question, so the next Tab reaches its first option.
    assert app.evaluate("document.activeElement.classList.contains('prompt')")
    app.keyboard.press("Tab")
    assert app.evaluate("document.activeElement.matches('#decision button[data-key]')")
    # No option is taken out of the Tab order.
    assert app.locator("button[data-key][tabindex='-1']").count() == 0


def test_rules_help_on_focus_and_hover(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=2)
    tip = app.locator("#help-tip")
    expect(tip).to_be_hidden()

    woodcutter = app.locator(".space[data-target='space:woodcutter']")
    # Focus as the keyboard gives it: a key first (the mouse's click on Start keeps tips
    # quiet until the pointer or the keyboard moves on).
    app.keyboard.press("Shift")
    woodcutter.focus()
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("Take 1 Wood per Axe")
    assert woodcutter.get_attribute("aria-describedby") == "help-tip"

    app.keyboard.press("Escape")
    expect(tip).to_be_hidden()

    axes = app.locator("#player-0 .tool[data-target='tool:axes']")
    axes.focus()
    expect(tip).to_contain_text("Woodcutter")

    building = app.locator(".building").first
    building.scroll_into_view_if_needed()
    building.hover()
    expect(tip).to_be_visible()
    expect(tip).to_contain_text(building.locator(".building-text").text_content() or "?")

    # A long press on a phone: the help opens after the press, and stays after release.
    app.mouse.move(0, 0)
    expect(tip).to_be_hidden()
    last = app.locator(".building").last
    last.scroll_into_view_if_needed()
    last.dispatch_event("touchstart")
    expect(tip).to_contain_text(last.locator(".building-text").text_content() or "?")
    last.dispatch_event("touchend")
    settled(app)
    expect(tip).to_be_visible()


def reach_a_forced_move_with_autoplay_off(app: Page, base_url: str) -> None:
    """A seeded 2-player game played by clicks, autoplay off, up to a one-option decision."""
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=2, seed=4)
    app.uncheck("[data-action='autoplay']")
    rng = random.Random(4)
    for _ in range(300):
        if app.locator(PANEL_OPTIONS).count() == 1:
            break
        click_option(app, rng)
    else:
        raise AssertionError("no forced move came up")


def test_forced_moves_wait_for_a_click_when_autoplay_is_off(app: Page, base_url: str) -> None:
    reach_a_forced_move_with_autoplay_off(app, base_url)
    moves = app.text_content("#decision .moves")
    forced = app.locator(PANEL_OPTIONS).get_attribute("data-key")
    settled(app)
    assert app.text_content("#decision .moves") == moves  # nothing moved by itself

    # (a click, not check(): the forced move may end the turn, and the panel then shows
    # the hot-seat "End turn" block instead of the checkbox)
    app.click("[data-action='autoplay']")
    expect(app.locator("#decision .moves")).not_to_have_text(moves or "")
    expect(app.locator("#decision .auto-note")).to_be_visible()
    assert forced in page_record(app)["moves"]  # type: ignore[operator]


def test_a_new_game_replaces_the_old_one(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=2, seed=1)
    expect(app.locator(".player")).to_have_count(2)
    click_option(app, random.Random(1))
    app.click("[data-action='open-setup']")
    expect(app.locator("#setup")).to_be_visible()
    app.click("[data-action='close-setup']")  # changed my mind: the game is still there
    expect(app.locator("#setup")).to_be_hidden()
    assert len(page_record(app)["moves"]) > 0  # type: ignore[arg-type]

    start_game(app, players=1, seed=1)
    expect(app.locator(".player")).to_have_count(1)
    expect(app.locator("#decision .moves")).to_have_text("Moves played: 0")
    start_game(app, players=2, seed=1)
    expect(app.locator(".player")).to_have_count(2)
    expect(app.locator("#player-1 h2")).to_contain_text("Blue")


# --- the game number in the form, the forced-move setting ----------------------

@pytest.mark.parametrize(("typed", "says"), [
    ("1e3", "digits only"),
    ("1.5", "digits only"),
    ("-1", "cannot be negative"),
    ("10000000000000000000000", "too big"),
])
def test_a_wrong_game_number_is_explained_next_to_the_field(
    app: Page, base_url: str, typed: str, says: str
) -> None:
    errors: list[str] = []
    app.on("pageerror", lambda exc: errors.append(str(exc)))
    app.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    app.goto(base_url)
    wait_ready(app)
    app.fill("#seed", typed)
    renders = render_count(app)
    click_start(app, 1)
    wait_render(app, renders)
    field_error = app.locator("#seed-error")
    expect(field_error).to_be_visible()
    expect(field_error).to_contain_text(says)
    expect(app.locator("#seed")).to_have_attribute("aria-invalid", "")
    expect(app.locator("#seed")).to_be_focused()
    expect(app.locator("#game")).to_be_hidden()
    # The message sits right under the field, not somewhere else on the page.
    field = app.locator("label.seed").bounding_box()
    box = field_error.bounding_box()
    assert field is not None and box is not None
    assert 0 <= box["y"] - (field["y"] + field["height"]) < 40
    if typed == "1e3":
        screens(app, "seed-error")
    assert errors == []
    app.fill("#seed", "1000")  # put right, the game starts and the message goes
    click_start(app, 1)
    expect(app.locator("#game")).to_be_visible()
    expect(app.locator("#status")).to_be_visible()
    assert page_record(app)["setup"]["seed"] == 1000  # type: ignore[index]
    app.click("[data-action='open-setup']")
    expect(field_error).to_be_hidden()


def test_a_reload_keeps_the_forced_move_setting_off(app: Page, base_url: str) -> None:
    reach_a_forced_move_with_autoplay_off(app, base_url)
    moves = app.text_content("#decision .moves")
    record = page_record(app)

    app.reload()  # at a decision with one option, the setting off
    wait_ready(app)
    expect(app.locator("[data-action='autoplay']")).not_to_be_checked()
    settled(app)
    assert app.text_content("#decision .moves") == moves  # the forced move waits
    assert page_record(app)["moves"] == record["moves"]
    expect(app.locator(PANEL_OPTIONS)).to_have_count(1)

    # and on again stays on (a click, not check(): the forced move may end the turn, and
    # the hot-seat "End turn" block then replaces the checkbox)
    app.click("[data-action='autoplay']")
    end_turn_if_asked(app)
    app.reload()
    wait_ready(app)
    end_turn_if_asked(app)  # a reload keeps a hot-seat turn that is over until End turn
    expect(app.locator("[data-action='autoplay']")).to_be_checked()

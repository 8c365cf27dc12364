"""Agricola's decision panel on a phone, in Chromium with touch: a first tap on an option
that builds on the farm shows what it builds (its space, what it costs) and a second tap
builds it; and the end chart of a 4-player game, whose seat order
wraps on a phone and which is drawn anew when the window grows. Each opens a link made
with the engine at the moment to test."""

from __future__ import annotations

import random
import re

import pytest
from e2e_support import (
    PHONE,
    css_string,
    fill_agricola_form,
    near_the_end,
    open_hot_seat,
    render_count,
    wait_ready,
    wait_render,
)
from playwright.sync_api import Browser, Page, expect

from agricola_core import Game, decode, new_game
from agricola_core.bots import greedy_move
from agricola_core.view import view

PREVIEW = re.compile(r"(^|\s)is-preview(\s|$)")
ARMED = re.compile(r"(^|\s)is-armed(\s|$)")
DESKTOP = {"width": 1400, "height": 900}


def _stables_offered(g: Game) -> bool:
    d = g.decision()
    return d is not None and sum(o.key.startswith("stable:") for o in d.options) >= 3


def _building_game() -> Game:
    """A 2-player game played by a bot that builds once it has the wood, up to a choice
    of stables (the Fences decision's pastures are chosen by tapping spaces instead:
    test_e2e_agricola_fences.py)."""
    g, rng = new_game(2, 1), random.Random(1)
    while not _stables_offered(g):
        assert not g.is_over, "no stable was ever offered"
        d = g.decision()
        assert d is not None
        build = g.farmers[d.player].goods["wood"] >= 4 and d.option("space:build") is not None
        g.play("space:build" if build else greedy_move(g, rng))
    return g


def _touch_phone(browser: Browser) -> Page:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(60_000)
    return page


def _open_hot_seat(page: Page, base_url: str, g: Game) -> None:
    open_hot_seat(page, f"{base_url}#g={g.encode()}")


def _moves(page: Page) -> int:
    return len(decode(page.get_attribute("#app", "data-link") or "").moves)


def test_a_first_tap_shows_a_stable_and_a_second_builds_it(
        browser: Browser, base_url: str) -> None:
    """Rulebook, "Building stables": a stable costs 2 wood on a space without a room or a
    field. On a phone a first tap on an option that builds on the farm shows it (what it
    costs, its space) and a second tap builds it."""
    g = _building_game()
    option = next(o for o in view(g)["decision"]["options"] if o["key"].startswith("stable:"))
    page = _touch_phone(browser)
    try:
        _open_hot_seat(page, base_url, g)
        played = _moves(page)
        # said before the first tap: the other options take one
        expect(page.locator("#decision .two-taps")).to_contain_text(
            "Tap once to see it on the board, again to choose it")
        button = page.locator(f"#decision button[data-key={css_string(option['key'])}]")
        button.tap()
        expect(button).to_have_class(ARMED)
        expect(button).to_contain_text("Tap again to choose")
        expect(button).to_contain_text("−2 wood")
        for cell in option["cells"]:
            expect(page.locator(f"[data-el~={css_string(cell)}]").first).to_have_class(PREVIEW)
        assert _moves(page) == played  # nothing built yet
        renders = render_count(page)
        button.tap()
        wait_render(page, renders)
        assert _moves(page) == played + 1
        assert decode(page.get_attribute("#app", "data-link") or "").moves[-1] == option["key"]
    finally:
        page.context.close()
    mouse = browser.new_context(viewport=DESKTOP).new_page()  # type: ignore[arg-type]
    try:  # a mouse plays at once: no word of two taps
        mouse.set_default_timeout(60_000)
        _open_hot_seat(mouse, base_url, g)
        expect(mouse.locator("#decision button[data-key^='stable:']").first).to_be_visible()
        expect(mouse.locator("#decision .two-taps")).to_have_count(0)
    finally:
        mouse.context.close()


def test_tapping_another_option_moves_the_mark_and_a_space_plays_at_once(
        browser: Browser, base_url: str) -> None:
    """An action space builds nothing on the farm: one tap places the person (rulebook,
    Phase 3, work); tapping another stable moves the mark to it."""
    g = _building_game()
    keys = [o["key"] for o in view(g)["decision"]["options"] if o["key"].startswith("stable:")]
    page = _touch_phone(browser)
    try:
        _open_hot_seat(page, base_url, g)
        first = page.locator(f"#decision button[data-key={css_string(keys[0])}]")
        second = page.locator(f"#decision button[data-key={css_string(keys[1])}]")
        first.tap()
        expect(first).to_have_class(ARMED)
        second.tap()
        expect(first).not_to_have_class(ARMED)
        expect(second).to_have_class(ARMED)
        _open_hot_seat(page, base_url, new_game(4, 2))
        expect(page.locator("#decision .two-taps")).to_have_count(0)  # every space: one tap
        played = _moves(page)
        renders = render_count(page)
        page.locator("#decision button[data-key='space:wood3']").tap()
        wait_render(page, renders)
        assert _moves(page) == played + 1
    finally:
        page.context.close()


def test_the_four_player_end_chart_fits_a_phone_and_follows_the_window(
        app: Page, base_url: str) -> None:
    """The score sheet at the end (rulebook, "Scoring"): the chart says whose bar is
    whose in seat order, wrapped on a phone, and is drawn anew for a wider window."""
    app.set_viewport_size(PHONE)
    g = near_the_end(new_game(4, 3), 3, 1)
    _open_hot_seat(app, base_url, g)
    renders = render_count(app)
    app.locator("#decision button[data-key]").first.click()
    wait_render(app, renders)
    expect(app.locator("#end svg.score-chart")).to_be_visible()
    seats = app.locator("#end .chart-seats")
    expect(seats).to_contain_text("Bars in seat order: ● Player 1, ■ Player 2")
    box = seats.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    assert app.evaluate("el => el.scrollWidth <= el.clientWidth",
                        seats.element_handle()), "the caption is cut off"
    expect(app.locator("#end svg.score-chart")).to_have_attribute("viewBox", "0 0 340 260")
    app.set_viewport_size(DESKTOP)
    expect(app.locator("#end svg.score-chart")).to_have_attribute("viewBox", "0 0 640 300")


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_decision_header_names_a_seat_once(app: Page, base_url: str, players: int) -> None:
    """Who decides, named once: a seat left unnamed is "Player 2"; a named one says which
    seat it plays, as the status line does ("Ada (player 1)"); alone, just the name."""
    names = ["Ada", "", "Cyd", ""][:players]
    for seed in (12, 13):
        app.goto("about:blank")
        app.goto(base_url)
        wait_ready(app)
        fill_agricola_form(app, players, seed, names)
        app.click("#start")
        turn = app.locator("#decision .turn")
        expect(turn).to_be_visible()
        p = int(turn.get_attribute("data-player") or "0")
        mark = "●■▲◆"[p]
        if players == 1:
            expect(turn).to_have_text(f"{mark}{names[p]} to decide")
            continue
        said = f"{mark}{names[p]} (player {p + 1})" if names[p] else f"{mark}Player {p + 1}"
        expect(turn).to_have_text(f"{said} — your turn")


def _before_the_first_harvest() -> Game:
    """A solo game played by a bot to its last person of round 4: placing it sets off the
    harvest (rulebook, "Harvest" after round 4)."""
    g, rng = new_game(1, 4), random.Random(4)
    while not (g.round == 4 and g.farmers[0].people == 1 and g.stack == []):
        assert g.round <= 4, "round 4 passed without its last person"
        g.play(greedy_move(g, rng))
    return g


def test_the_harvest_is_said_at_the_top_of_the_panel_on_a_phone(app: Page, base_url: str) -> None:
    """On a phone, the click that sets off the harvest shows "Harvest of round 4" above the
    question, in sight without scrolling, and the story's own line of it (what the fields
    gave, then the feeding and breeding), not only folded under the options."""
    from e2e_support import click_option, is_over, screens

    app.set_viewport_size(PHONE)
    _open_hot_seat(app, base_url, _before_the_first_harvest())
    expect(app.locator("#decision .agri-harvest-banner")).to_have_count(0)
    rng = random.Random(4)
    banner = app.locator("#decision .agri-harvest-banner")
    for _ in range(6):  # the person's space and what it asks, then the harvest
        click_option(app, rng)
        if banner.count() or is_over(app):
            break
    expect(banner).to_contain_text("Harvest of round 4")
    if banner.locator(".agri-harvest-lines").count():  # held and over: how each was fed
        expect(banner.locator(".agri-harvest-lines")).to_contain_text("feed the family")
    else:  # held now: the feeding is this question
        expect(banner).to_contain_text("now every family is fed")
    box = banner.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"], \
        f"the harvest banner is out of sight on a phone: {box}"
    news = app.locator("#decision .story-news .story-line")
    expect(news.filter(has_text="Harvest of round 4")).to_have_count(1)
    screens(app, "agricola-harvest", (PHONE, DESKTOP))


def test_the_status_bar_stays_small_on_a_phone_while_the_computer_thinks(
        app: Page, base_url: str) -> None:
    """At 360×740, while the computer thinks, the sticky status bar (round, whose turn,
    the thinking line with Cancel) takes at most about a seventh of the screen: it must not
    cover what just changed or the farm's "Tap again to choose"."""
    from e2e_support import SAVE_PREFIX, a_save_played_in_cpython, preset_storage, screens

    from agricola_core.ai import choose

    key, text = a_save_played_in_cpython(
        lambda session: session.start("agricola", 2, 6, {}, ["Ann", ""], ["here", "computer"],
                                      ["strong", "strong"]),
        choose, "casual", 6, lambda game, computer: computer and game.round >= 2)
    app.set_viewport_size(PHONE)
    preset_storage(app, base_url, {key: text})
    app.goto(base_url)
    wait_ready(app)
    app.evaluate("window.arleComputer.settings.pace = 600000")
    app.click("#games-button")
    app.locator(f"#games [data-action='resume'][data-id='{key.removeprefix(SAVE_PREFIX)}']"
                ).click()
    thinking = app.locator("#status .thinking")
    expect(app.locator("#status .agri-status")).to_be_visible(timeout=120_000)  # its renderer
    expect(thinking).to_be_visible(timeout=120_000)
    height = app.locator("#status").evaluate("e => e.getBoundingClientRect().height")
    screens(app, "agricola-phone-thinking", (PHONE,))
    assert height <= 0.15 * PHONE["height"], f"the status bar is {height:.0f} px high on a phone"

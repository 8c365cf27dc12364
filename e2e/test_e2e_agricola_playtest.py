"""What a playtest of Agricola met in its first minutes, in Chromium: a new solo game after
a 4-player one, the solo end screen, two people and a computer on one device, the solo wood
space's label, and the games list's line of who plays where."""

from __future__ import annotations

import random

from e2e_support import click_and_wait, open_link, render_count, wait_ready, wait_render
from playwright.sync_api import Page, expect

from agricola_core import Game, new_game
from agricola_core.bots import greedy_move


def _hot_seat(app: Page, link: str) -> None:
    """Open ``link``; every seat plays on this device."""
    open_link(app, link)
    hot_seat = "[data-action='seat'][data-id='hotseat']"
    app.wait_for_selector(f"#decision button[data-key], {hot_seat}, .solo-yardstick")
    if app.locator(hot_seat).count():
        click_and_wait(app, hot_seat)


def _start_agricola(app: Page, players: int, seed: int, who: list[str],
                    names: tuple[str, ...] = ()) -> None:
    """The new-game form, Agricola: ``who`` plays each seat (here, computer at casual)."""
    if app.locator("#setup").is_hidden():
        app.click("[data-action='open-setup']")
    app.check("input[name='game'][value='agricola']")
    app.check(f"input[name='players'][value='{players}']")
    for i, name in enumerate(names):
        app.fill(f"#name-{i}", name)
    if players > 1:
        for i, w in enumerate(who):
            app.select_option(f"#who-{i}", w)
            if w == "computer":
                app.select_option(f"#level-{i}", "casual")
        app.select_option("select[name='start_player']", index=1)  # the first seat
    app.fill("#seed", str(seed))
    renders = render_count(app)
    app.click("#start")
    wait_render(app, renders)
    app.wait_for_selector("#decision button[data-key]")


def test_a_new_solo_game_after_a_four_player_game_shows_one_farm(
        app: Page, base_url: str) -> None:
    app.set_viewport_size({"width": 1400, "height": 900})
    _hot_seat(app, f"{base_url}#g={new_game(4, 5).encode()}")
    expect(app.locator(".agri-player-box")).to_have_count(4)
    # each seat is one colour on its farm and on the score sheet (its mark)
    colours = app.evaluate("""() => [0, 1, 2, 3].map((seat) => {
      const probe = (node) => { const s = document.createElement('span');
        s.style.color = 'var(--agri-seat, var(--seat))'; node.append(s);
        const c = getComputedStyle(s).color; s.remove(); return c; };
      return [probe(document.querySelector(`.agri-seat-${seat}`)),
              probe(document.querySelector(`[data-seat='${seat}'] .mark`))]; })""")
    assert all(farm == mark for farm, mark in colours), colours
    # the score sheet of 4 players fits its column: no column clipped or scrolled to
    sheet = app.locator("#scores")
    assert sheet.evaluate("e => e.scrollWidth <= e.clientWidth"), "the score sheet overflows"
    _start_agricola(app, 1, 6, ["here"])
    expect(app.locator(".agri-player-box")).to_have_count(1)
    # the solo wood space grows by 2 a round (the rulebook, "Solo version")
    expect(app.locator("#decision button[data-key='space:wood3']")).to_contain_text(
        "(+2 a round)")


def test_the_solo_end_screen_says_the_total_without_a_yardstick(
        app: Page, base_url: str) -> None:
    g, rng = new_game(1, 8), random.Random(8)
    while not g.is_over:
        g.play(greedy_move(g, rng))
    total = g.scores()[0]["total"]
    _hot_seat(app, f"{base_url}#g={g.encode()}")
    solo = app.locator(".solo-yardstick")
    expect(solo).to_contain_text(f"{total} points.")
    expect(solo).not_to_contain_text("null")
    expect(solo).not_to_contain_text(" of ")


def test_two_people_and_a_computer_on_one_device_hand_the_device_over(
        app: Page, base_url: str) -> None:
    """Ada and Ben play here, the computer the third seat: after Ada's turn the device
    waits for "End turn", and Ben cannot undo Ada's turn once it ended."""
    app.set_viewport_size({"width": 1400, "height": 900})
    app.goto(base_url)
    wait_ready(app)
    _start_agricola(app, 3, 21, ["here", "here", "computer"], ("Ada", "Ben", ""))
    renders = render_count(app)
    app.locator("#decision button[data-key='space:grain']").click()
    wait_render(app, renders)
    end = app.locator("#decision [data-action='end_turn']")
    expect(end).to_have_text("End turn: hand over to Ben")
    expect(app.locator("#decision [data-action='undo']")).to_be_enabled()
    click_and_wait(app, "#decision [data-action='end_turn']")
    expect(app.locator("#decision button[data-key]").first).to_be_visible()
    expect(app.locator("[data-action='undo']").first).to_be_disabled()
    # "Your games": who plays where
    app.click("[data-action='open-games']")
    expect(app.locator(".saved-seat").first).to_have_text(
        "Ada and Ben play here against the computer (casual)")


def _after_a_room() -> Game:
    """A 2-player game (seed 4) in which a player has built one room and may build more."""
    g, rng = new_game(2, 4), random.Random(4)
    while True:
        d, keys = g.decision(), g.legal_moves()
        assert d is not None and g.round < 10, "no second room in reach"
        rooms = [k for k in keys if k.startswith("room:")]
        if d.kind == "parts" and "done" in keys and rooms:
            return g
        f = g.farmers[d.player]
        if "space:build" in keys and f.goods["wood"] >= 10 and f.goods["reed"] >= 4:
            g.play("space:build")
        else:
            g.play(rooms[0] if d.kind == "parts" and rooms else greedy_move(g, rng))


def test_finishing_an_action_leads_the_options_after_a_room(app: Page, base_url: str) -> None:
    _hot_seat(app, f"{base_url}#g={_after_a_room().encode()}")
    first = app.locator("#decision .options-main button[data-key]").first
    expect(first).to_have_attribute("data-key", "done")
    expect(first).to_have_text("finish this action")

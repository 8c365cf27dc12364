"""Saving in a browser with several tabs: two tabs on one saved game never lose
either tab's moves, a tab learns of another tab's change to its game and chooses, and a
game deleted in one tab is not re-created by another.

Both tabs are pages of one browser context (one localStorage, ``storage`` events between
them). Expected link texts come from the engine in CPython.
"""

from __future__ import annotations

import json
import random
import re
import time

import pytest
from e2e_support import (
    SAVE_PREFIX,
    address_code,
    click_option,
    open_link,
    play_clicks,
    render_count,
    saved_games,
    screens,
    settled,
    start_game,
    wait_ready,
    wait_render,
)
from playwright.sync_api import BrowserContext, Page, expect

from arle_core import decode

BAR = "#save-problem"


def stored_codes(page: Page) -> set[str]:
    return {json.loads(text)["code"] for text in saved_games(page).values()}


def two_tabs(app: Page, base_url: str, seed: int) -> tuple[Page, Page, str]:
    """Tab A starts a solo game and plays a little; tab B opens the same saved game."""
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=seed)
    play_clicks(app, random.Random(seed), 4)
    context: BrowserContext = app.context
    other = context.new_page()
    other.set_default_timeout(60_000)
    open_link(other, app.evaluate("location.href"))
    (key,) = saved_games(app)
    assert address_code(other) == address_code(app)
    return app, other, key


def test_writes_that_crossed_keep_both_tabs_moves(app: Page, base_url: str) -> None:
    """The outcome of two clicks at the same moment: tab B saved its move, then tab A's
    save (which read the store before B's write reached it) replaced it. B learns of it
    from the storage event, keeps its moves as a separate game, and offers A's state."""
    tab_a, tab_b, key = two_tabs(app, base_url, seed=61)
    click_option(tab_b, random.Random(1))
    mine = address_code(tab_b)
    assert stored_codes(tab_b) == {mine}
    # Tab A's move, written over B's save as A's racing write would have been.
    game = decode(address_code(tab_a))
    chosen_in_b = decode(mine).moves[len(game.moves)]
    game.play(next(k for k in game.legal_moves() if k != chosen_in_b))
    while len(game.legal_moves()) == 1:  # as a page plays forced moves
        game.play(game.legal_moves()[0])
    theirs = game.encode()
    entry = {**json.loads(saved_games(tab_a)[key]), "code": theirs}
    tab_a.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(entry)])

    bar = tab_b.locator(BAR)
    expect(bar).to_be_visible()
    expect(bar).to_contain_text("Changed in another tab")
    expect(bar).to_contain_text("Nothing is lost")
    assert stored_codes(tab_b) == {mine, theirs}  # neither tab's moves are lost
    assert address_code(tab_b) == mine
    screens(tab_b, "tabs-changed")
    bar.get_by_role("button", name="Switch to the other tab's game").click()
    expect(bar).to_be_hidden()
    assert address_code(tab_b) == theirs
    assert stored_codes(tab_b) == {mine, theirs}


def test_a_tab_behind_another_is_offered_the_newer_state(app: Page, base_url: str) -> None:
    tab_a, tab_b, key = two_tabs(app, base_url, seed=62)
    behind = address_code(tab_b)
    play_clicks(tab_a, random.Random(2), 2)
    bar = tab_b.locator(BAR)
    expect(bar).to_contain_text("played on in another tab")
    # Where the player looks (the top of the board), not at the foot of a long page.
    tab_b.evaluate("window.scrollTo(0, 0)")
    assert in_viewport(tab_b, BAR), "the notice is off screen"
    assert address_code(tab_b) == behind
    bar.get_by_role("button", name="Switch to the other tab's game").click()
    assert address_code(tab_b) == address_code(tab_a)
    assert list(saved_games(tab_b)) == [key]


def test_the_same_move_in_two_tabs_saves_one_copy(app: Page, base_url: str) -> None:
    tab_a, tab_b, key = two_tabs(app, base_url, seed=64)
    chosen = click_option(tab_a, random.Random(4), board_share=0)
    expect(tab_b.locator(BAR)).to_contain_text("played on in another tab")
    renders = render_count(tab_b)
    tab_b.locator(f"#decision button[data-key='{chosen}']").first.click()
    wait_render(tab_b, renders)
    assert list(saved_games(tab_b)) == [key]
    assert address_code(tab_b) == address_code(tab_a)
    assert stored_codes(tab_b) == {address_code(tab_a)}
    expect(tab_b.locator(BAR)).to_be_hidden()


def test_a_game_deleted_in_one_tab_is_not_recreated_by_another(app: Page, base_url: str) -> None:
    tab_a, tab_b, key = two_tabs(app, base_url, seed=63)
    tab_a.click("#games-button")
    item = tab_a.locator(f"#games [data-id='{key.removeprefix(SAVE_PREFIX)}']")
    item.locator("[data-action='delete']").click()
    tab_a.locator("#games [data-action='delete-yes']").click()
    assert saved_games(tab_a) == {}

    bar = tab_b.locator(BAR)
    expect(bar).to_contain_text("Deleted in another tab")
    click_option(tab_b, random.Random(3))  # playing on does not save it again
    assert saved_games(tab_b) == {}
    expect(bar).to_be_visible()
    bar.get_by_role("button", name="Keep it (save it again)").click()
    expect(bar).to_be_hidden()
    assert stored_codes(tab_b) == {address_code(tab_b)}


def test_clicks_at_the_same_moment_in_two_tabs_lose_nothing(app: Page, base_url: str) -> None:
    """Real overlapping clicks: both tabs click at one agreed instant, a few times over.
    Afterwards the store holds every tab's latest game (under one id or two)."""
    tab_a, tab_b, _ = two_tabs(app, base_url, seed=64)
    for trial in range(4):
        renders = [render_count(tab_a), render_count(tab_b)]
        at = tab_a.evaluate("Date.now()") + 400
        for tab, pick in ((tab_a, 0), (tab_b, -1)):
            tab.evaluate(
                """([at, pick]) => setTimeout(() => {
                     const options = [...document.querySelectorAll('#decision button[data-key]')];
                     options.at(pick).click();
                   }, at - Date.now())""",
                [at, pick],
            )
        wait_render(tab_a, renders[0])  # each tab's click has been played
        wait_render(tab_b, renders[1])
        # Then each tab takes in the other's save (its storage event), frame by frame,
        # until the store holds both tabs' games (or the deadline says it lost one).
        deadline = time.monotonic() + 10
        while (not {address_code(tab_a), address_code(tab_b)} <= stored_codes(tab_a)
               and time.monotonic() < deadline):
            settled(tab_a)
            settled(tab_b)
        codes = stored_codes(tab_a)
        assert {address_code(tab_a), address_code(tab_b)} <= codes, f"trial {trial}"
        # Both tabs go back to one saved game for the next trial.
        tab_b.evaluate("code => { location.hash = '#g=' + code; }", address_code(tab_a))
        tab_b.wait_for_function("code => location.hash === '#g=' + code", arg=address_code(tab_a))


FULL_STORAGE = """() => {
  window.__setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function () {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}"""


def in_viewport(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert size is not None
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def test_a_save_that_fails_is_shown_beside_the_board_and_the_save_marked(
    app: Page, base_url: str
) -> None:
    app.set_viewport_size({"width": 1280, "height": 800})
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=2, seed=65, names=("Ann", "Bo"))
    rng = random.Random(65)
    play_clicks(app, rng, 3)
    saved = saved_games(app)
    app.evaluate(FULL_STORAGE)  # the storage fills up during the game
    play_clicks(app, rng, 3)
    assert saved_games(app) == saved

    bar = app.locator(BAR)
    for scroll in ("0", "document.body.scrollHeight / 2", "document.body.scrollHeight"):
        app.evaluate(f"window.scrollTo(0, {scroll})")
        expect(bar).to_be_visible()
        assert in_viewport(app, BAR), f"the message is off screen at scroll {scroll}"
    expect(bar).to_contain_text("Not saved")
    expect(bar).to_contain_text("Delete old games in Your games")
    screens(app, "save-failed")
    app.set_viewport_size({"width": 360, "height": 740})
    app.evaluate("window.scrollTo(0, document.body.scrollHeight / 3)")
    assert in_viewport(app, BAR)
    app.set_viewport_size({"width": 1280, "height": 800})

    bar.get_by_role("button", name="Your games").click()
    item = app.locator("#games .saved-game.is-open")
    expect(item).to_have_class(re.compile(r"\bstale\b"))
    expect(item.locator(".stale-mark")).to_have_text("Not up to date")
    expect(item).to_contain_text("could not be saved")
    screens(app, "save-stale")

    # Room again (old games deleted): the next move is saved.
    app.evaluate("() => { Storage.prototype.setItem = window.__setItem; }")
    app.click("[data-action='close-setup']")
    play_clicks(app, rng, 1)
    expect(bar).to_be_hidden()
    assert stored_codes(app) == {address_code(app)}
    app.click("#games-button")
    expect(app.locator("#games .saved-game.stale")).to_have_count(0)


DAMAGES = {
    "names not a list": {"names": "Anna"},
    "totals not numbers": {"totals": ["x", None]},
    "moves not a number": {"moves": "12"},
    "seat out of range": {"mode": "link", "seat": 5},
    "newer page": {"format": 99},
}


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_save_is_listed_and_the_page_works(app: Page, base_url: str, damage: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=71)
    play_clicks(app, random.Random(71), 3)
    ((key, text),) = saved_games(app).items()
    entry = json.loads(text)
    app.evaluate("([k, v]) => localStorage.setItem(k, v)",
                 [SAVE_PREFIX + "damaged", json.dumps({**entry, **DAMAGES[damage]})])
    app.goto("about:blank")
    app.goto(base_url)
    wait_ready(app)  # the page starts
    app.click("#games-button")
    damaged = app.locator("#games .saved-game.broken")
    expect(damaged).to_have_count(1)
    expect(damaged.locator(".saved-info")).to_contain_text(
        "newer version" if damage == "newer page" else "damaged")
    assert damaged.locator("textarea").input_value() == entry["code"]
    # The good save still opens; the damaged one is deleted on request.
    app.locator("#games .saved-game:not(.broken) [data-action='resume']").click()
    expect(app.locator("#decision .prompt")).to_be_visible()
    assert address_code(app) == entry["code"]
    app.click("#games-button")
    app.locator("#games .saved-game.broken [data-action='delete']").click()
    app.locator("#games [data-action='delete-yes']").click()
    expect(app.locator("#games .saved-game.broken")).to_have_count(0)
    assert list(saved_games(app)) == [key]

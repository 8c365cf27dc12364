"""Every game kept through anything mistyped or from the future (issue 47), on the warm
device: a link the page cannot open (a newer format of either game, a tag of no game, a
tag in the wrong case) says why, stays in the address and in the list of links that could
not be opened; a wrong game number on the first Agricola start is said under its field and
Agricola still starts; a wrong game number with a game open keeps the form in view; hostile
names (long without a space, markup, bidirectional marks) never widen the 360 px page nor
become markup, in both games. (Offline with a game never played here:
``test_e2e_offline.py``.)"""

from __future__ import annotations

import pytest
from e2e_support import (
    PHONE,
    address_code,
    horizontal_overflow,
    open_link,
    screens,
    start_game,
    wait_ready,
)
from playwright.sync_api import Page, expect

from agricola_core import new_game as agricola_game
from arle_core import new_game as arle_game
from gamekit.names import normal_text

DESKTOP = {"width": 1400, "height": 900}
NEWER_AGRICOLA = "A4.eJwDAAAAAAE"
NOT_OPENED = {  # link -> words of its reason
    NEWER_AGRICOLA: "Agricola game link was made by a newer version",
    "B3.eJwDAAAAAAE": "the tag of no game this page plays",
    "a3.eJwDAAAAAAE": "where its links begin “A3.”",
    "A0.eJwDAAAAAAE": "no version of the page wrote",
}


def paste(page: Page, code: str) -> None:
    """A link pasted into the address bar of the open page (no reload)."""
    renders = page.get_attribute("#app", "data-renders")
    page.evaluate("code => { location.hash = 'g=' + code; }", code)
    page.wait_for_function("n => document.getElementById('app').dataset.renders !== n",
                           arg=renders)


def test_a_link_the_page_cannot_open_says_why_and_is_kept(app: Page, base_url: str) -> None:
    app.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    open_link(app, f"{base_url}#g={NEWER_AGRICOLA}")
    problem = app.locator("#link-problem")
    expect(problem).to_contain_text(NOT_OPENED[NEWER_AGRICOLA])
    expect(problem).to_contain_text("Reload the page")
    expect(problem).not_to_contain_text("not a Fields of Arle game link")
    assert address_code(app) == NEWER_AGRICOLA
    app.get_by_role("button", name="Dismiss").click()
    assert address_code(app) == NEWER_AGRICOLA, "dismissing the message keeps the link"
    for code, words in list(NOT_OPENED.items())[1:]:
        paste(app, code)
        expect(problem).to_contain_text(words)
        assert address_code(app) == code
    listed = app.locator("#unopened .unopened-link")
    expect(listed).to_have_count(len(NOT_OPENED))
    expect(app.locator("#unopened h2")).to_have_text(
        f"Links that could not be opened ({len(NOT_OPENED)})")
    for i, (code, words) in enumerate(reversed(NOT_OPENED.items())):  # newest first
        expect(listed.nth(i).locator(".unopened-reason")).to_contain_text(words)
        expect(listed.nth(i).locator(".unopened-code code")).to_have_text(code)
        # a newer version's link: trying again here cannot open it, reloading may
        advice = listed.nth(i).locator(".unopened-advice")
        if code in (NEWER_AGRICOLA, "B3.eJwDAAAAAAE"):  # (a tag of no game: a newer one's?)
            expect(advice).to_contain_text("reloading the page, once a newer version")
        else:
            expect(advice).to_have_count(0)
    app.get_by_role("button", name="Dismiss").click()
    screens(app, "links-not-opened", (PHONE, DESKTOP))  # type: ignore[arg-type]
    listed.first.get_by_role("button", name="Remove").click()
    expect(listed).to_have_count(len(NOT_OPENED) - 1)
    # The list is this device's: it is there on the next visit.
    open_link(app, base_url)
    expect(listed).to_have_count(len(NOT_OPENED) - 1)
    listed.first.get_by_role("button", name="Try again").click()
    expect(problem).to_contain_text(list(NOT_OPENED.values())[-2])


def choose_agricola(page: Page, seed: str) -> None:
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    page.check("input[name='game'][value='agricola']")
    page.check("input[name='players'][value='2']")
    page.fill("#seed", seed)
    page.click("#start")


def test_a_wrong_game_number_is_said_under_its_field_and_agricola_stays_on(
        app: Page, base_url: str) -> None:
    """The first Agricola start installs its engine: a wrong number then (1e30, 12abc) is
    said under the field, and Agricola still starts, and its links open."""
    app.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    app.goto(base_url)
    wait_ready(app)
    error = app.locator("#seed-error")
    for seed in ("1e30", "12abc"):
        choose_agricola(app, seed)
        expect(error).to_contain_text("The game number is")
        expect(app.locator("#setup-error")).to_be_hidden()
    choose_agricola(app, "17")
    app.wait_for_selector("#board .agri-board")
    game = agricola_game(2, 9)
    game.play(game.legal_moves()[0])
    paste(app, str(game.encode()))
    expect(app.locator("#link-problem")).to_be_hidden()
    assert app.get_attribute("#app", "data-moves") == "1"


def test_new_game_with_a_wrong_number_while_a_game_is_open_keeps_the_form(
        app: Page, base_url: str) -> None:
    app.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=3)
    moves = app.get_attribute("#app", "data-moves")
    app.click("[data-action='open-setup']")
    app.fill("#seed", "12abc")
    app.click("#start")
    expect(app.locator("#setup")).to_be_visible()
    expect(app.locator("#seed-error")).to_contain_text("“12abc” is not")
    app.click("#close-setup")  # the game is as it was
    assert app.get_attribute("#app", "data-moves") == moves


# Names a hostile or unlucky user could type: 40 characters without a space, markup,
# bidirectional overrides, a quote that ends an attribute.
HOSTILE = ("W" * 40, "<img src=x onerror=alert(1)>", "\u202eevil\u202c name",
           "\"'><script>alert(2)</script>")


def hostile_link(game_id: str) -> tuple[str, list[str]]:
    """A game whose link carries the hostile names, a few moves in (Agricola: people on
    the action spaces, their names shown there)."""
    if game_id == "arle":
        names = [normal_text(n) for n in HOSTILE[:2]]
        game = arle_game(players=2, seed=5, names=names)
    else:
        names = [normal_text(n) for n in HOSTILE]
        game = agricola_game(4, 5, names=names)
    while len(game.moves) < 6:
        game.play(game.legal_moves()[0])
    return str(game.encode()), names


@pytest.mark.parametrize("game_id", ["arle", "agricola"])
def test_hostile_names_never_widen_the_page_nor_become_markup(app: Page, base_url: str,
                                                              game_id: str) -> None:
    code, names = hostile_link(game_id)
    app.set_viewport_size(PHONE)  # type: ignore[arg-type]
    open_link(app, f"{base_url}#g={code}")
    app.locator(".seat-choice.hotseat").click()  # everyone plays here
    expect(app.locator("#decision [data-key]").first).to_be_visible()
    if game_id == "agricola":
        expect(app.locator(".agri-occupant").first).to_be_visible()
    text = app.locator("#app").inner_text()
    assert all(name.replace("\u202e", "").replace("\u202c", "") in
               text.replace("\u202e", "").replace("\u202c", "") for name in names[:2])
    assert app.locator("#app img[src='x'], #app script").count() == 0
    assert horizontal_overflow(app) == 0, "a name widens the 360 px page"

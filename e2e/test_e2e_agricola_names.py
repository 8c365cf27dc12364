"""An Agricola game by link carries the players' names (link format ``A3.``): a 3-player
game started on one device from the home screen, opened from its link on another device
(a fresh browser context, nothing saved), shows the names it was started with, in the
seat question, the status, the farms and Your games, never "Player N" for a name. The
seat question never offers the computer's seat (on the warm device)."""

from __future__ import annotations

import random
import re

from e2e_support import (
    SCREENS,
    address_code,
    click_option,
    open_link,
    render_count,
    wait_ready,
    wait_render,
)
from playwright.sync_api import Browser, Page

from agricola_core import decode, new_game

NAMES = ("Åsa", "Björn", "Chidi 🦆")
SEED = 7  # the start player is seat 0: the device that starts the game moves first
DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 360, "height": 740}


def start_by_link(page: Page) -> None:
    """The home screen's form: Agricola, 3 players, this device plays seat 0, the others
    by link, each named."""
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    page.check("input[name='game'][value='agricola']")
    page.check("input[name='players'][value='3']")
    for i, name in enumerate(NAMES):
        page.select_option(f"#who-{i}", "here" if i == 0 else "link")
        page.fill(f"#name-{i}", name)
    page.fill("#seed", str(SEED))
    page.click("#start")
    page.wait_for_selector("#decision [data-key]", timeout=120_000)


def shot(page: Page, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    for size, label in ((DESKTOP, "desktop"), (PHONE, "phone")):
        page.set_viewport_size(size)  # type: ignore[arg-type]
        page.screenshot(path=SCREENS / f"{name}-{label}.png")
        page.screenshot(path=SCREENS / f"{name}-{label}-full.png", full_page=True)
    page.set_viewport_size(DESKTOP)  # type: ignore[arg-type]


def test_a_link_game_shows_its_names_on_another_device(browser: Browser,
                                                         base_url: str) -> None:
    first = browser.new_context(viewport=DESKTOP)  # type: ignore[arg-type]
    mine = first.new_page()
    mine.goto(base_url)
    wait_ready(mine)
    start_by_link(mine)
    rng = random.Random(SEED)
    while not mine.locator(".waiting, [data-action='send-link'], .share-row").count():
        click_option(mine, rng, board_share=0)  # the names, not the board, are this test's
    link = address_code(mine)
    assert link.startswith("A3.") and decode(link).setup.names == NAMES
    first.close()

    second = browser.new_context(viewport=DESKTOP)  # type: ignore[arg-type]
    other = second.new_page()
    other.goto(f"{base_url}#g={link}")
    wait_ready(other)
    other.wait_for_selector(".seat-choice", timeout=120_000)
    choices = other.locator(".seat-choice:not(.hotseat)").all_text_contents()
    assert choices == [f"I am {n}" for n in NAMES]
    renders = render_count(other)
    other.click(".seat-choice[data-id='1']")  # Björn, who moves next
    wait_render(other, renders)
    text = other.locator("#app").inner_text()
    for name in NAMES:
        assert name in text
    # (the decision's "Player 2 · Björn" numbers the seat before its name, by design)
    shown = re.findall(r".{0,60}Player [123]\b(?! · ).{0,40}", text)
    assert not shown, f"a seat is shown as Player N: {shown}"
    assert NAMES[1] in other.locator("#status").inner_text()
    shot(other, "agricola-names-link")
    other.click("#games-button")
    listed = other.locator("#games").inner_text()
    assert all(name in listed for name in NAMES)
    second.close()


def test_who_are_you_never_offers_the_computers_seat(app: Page, base_url: str) -> None:
    """A game with a person by link and a computer beside its creator: its link names the
    computer's seat as the page named it ("Computer"), and the device that opens it offers
    only the people's seats."""
    game = new_game(3, SEED, names=("Ada", "Ben", "Computer"))
    while game.decision().player == 0:  # Ada's turn, then the link goes to Ben
        game.play(game.legal_moves()[0])
    app.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    open_link(app, f"{base_url}#g={game.encode()}")
    app.wait_for_selector(".seat-choice", timeout=120_000)
    choices = app.locator(".seat-choice").all_text_contents()
    assert choices == ["I am Ada", "I am Ben", "We both play on this device, the computer too"]
    shot(app, "agricola-who-are-you-computer")

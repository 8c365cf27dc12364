"""The browser's Back and Forward between points of a game are its undo and redo, and the
page says so: each decision is a history entry; Back undoes through the page's own Undo
(what it refuses, Back refuses with the reason, and the address goes back); Forward plays
the move again; a reload shows the point the address holds.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from e2e_support import (
    PHONE,
    address_code,
    against_the_computer,
    end_turn_if_asked,
    new_game_page,
    open_link,
    render_count,
    saved_games,
    settled,
    wait_ready,
    wait_render,
)
from playwright.sync_api import Page, expect

from arle_core import new_game
from arle_core.bots import play_out

DESKTOP = {"width": 1400, "height": 900}
INFO = "#decision .info-note"
NOTICE = "#decision .notice"


def link(page: Page) -> str:
    return page.get_attribute("#app", "data-link") or ""


def click_first(page: Page) -> str:
    """Click the panel's first option; the game's link after it."""
    renders = render_count(page)
    page.locator("#decision .options-main [data-key]").first.click()
    wait_render(page, renders)
    return link(page)


def wait_link(page: Page, code: str) -> None:
    """The board and the address both show the game ``code``."""
    page.wait_for_function(
        """code => document.getElementById('app').dataset.link === code
             && new URLSearchParams(location.hash.slice(1)).get('g') === code""",
        arg=code,
    )


def test_solo_back_undoes_forward_redoes_and_a_reload_keeps_the_point(app: Page,
                                                                       base_url: str) -> None:
    new_game_page(app, base_url, DESKTOP, players=1, seed=2)
    links = [link(app)] + [click_first(app) for _ in range(3)]
    assert len(set(links)) == 4 and address_code(app) == links[3]
    app.go_back()
    wait_link(app, links[2])
    app.go_back()
    wait_link(app, links[1])
    expect(app.locator(INFO)).to_have_text(
        re.compile(r"^Back: undid “.+” — Forward plays it again\.$"))
    app.go_forward()
    wait_link(app, links[2])
    expect(app.locator(INFO)).to_have_text(re.compile(r"^Forward: played “.+” again\.$"))
    app.reload()
    wait_ready(app)
    wait_link(app, links[2])
    expect(app.locator(NOTICE)).to_have_count(0)


def test_against_the_computer_back_undoes_my_turn(app: Page, base_url: str) -> None:
    against_the_computer(app, base_url, DESKTOP)  # Bo begins
    app.evaluate("window.arleComputer.settings.pace = 600000")  # it keeps thinking
    mine = app.locator("#decision .computer-turn [data-action='undo']")
    before = link(app)
    for _ in range(10):  # my turn, to its end
        if mine.count():
            break
        before = link(app)
        click_first(app)
    expect(mine).to_have_text("↶ Undo my turn")
    app.go_back()
    wait_link(app, before)
    expect(app.locator(INFO)).to_contain_text("Back: undid")
    expect(app.locator("#status .thinking")).to_have_count(0)
    expect(app.locator("#decision .options-main [data-key]").first).to_be_enabled()


def test_hot_seat_back_over_an_ended_turn_is_refused_and_the_address_restored(
    app: Page, base_url: str
) -> None:
    new_game_page(app, base_url, DESKTOP, players=2, seed=4242, names=("Ann", "Bo"))
    first = app.get_attribute("#app", "data-decider")
    name = {"0": "Ann", "1": "Bo"}[first or "0"]
    while not app.locator("#decision [data-action='end_turn']").count():
        click_first(app)
    end_turn_if_asked(app)
    ended = link(app)
    now = click_first(app)  # the other player's first decision
    app.go_back()  # their own decision: undone
    wait_link(app, ended)
    app.go_back()  # into the ended turn: refused, the address goes back
    expect(app.locator(NOTICE)).to_have_text(
        f"Back cannot undo this: {name}'s turn was ended (End turn): it stays played. "
        "The game stays as it is.")
    wait_link(app, ended)
    app.go_forward()
    wait_link(app, now)


def test_back_after_an_in_page_link_and_a_move_undoes_that_move(app: Page,
                                                               base_url: str) -> None:
    new_game_page(app, base_url, PHONE, players=1, seed=7)
    before = link(app)
    app.click("#status a.status-prompt")  # scrolls by script: no history entry
    assert address_code(app) == before
    click_first(app)
    app.go_back()
    wait_link(app, before)
    expect(app.locator(INFO)).to_contain_text("Back: undid")


def test_back_from_a_rematch_opens_the_game_before_it_whole(app: Page, base_url: str) -> None:
    """"Same deal again" has the finished game's setup: Back from it opens the finished
    game as it was (never undone to the rematch's moves), Forward the rematch again."""
    game = new_game(1, 31)
    play_out(game, random.Random(31))
    open_link(app, f"{base_url}#g={game.encode()}")
    finished = link(app)
    renders = render_count(app)
    app.get_by_role("button", name="Same deal again").click()
    wait_render(app, renders)
    start = link(app)
    rematch = click_first(app)
    app.go_back()  # the rematch's own move: undone
    expect(app.locator(INFO)).to_contain_text("Back: undid")
    app.go_back()  # the finished game, opened as it is
    wait_link(app, finished)
    expect(app.locator("#end")).to_be_visible()
    # Not played into the rematch: its save still holds the rematch at its start.
    codes = sorted(json.loads(text)["code"] for text in saved_games(app).values())
    assert codes == sorted([finished, start])
    app.go_forward()
    app.go_forward()
    wait_link(app, rematch)
    codes = [json.loads(text)["code"] for text in saved_games(app).values()]
    assert finished in codes and rematch in codes


@pytest.mark.parametrize("garbage", [{"arle": 1000}, {"arle": 1, "game": 7}])
def test_an_entry_with_a_state_the_page_did_not_write_swallows_no_back(
        app: Page, base_url: str, garbage: dict[str, object]) -> None:
    """An entry whose history.state was left by something else (its index leads nowhere):
    arriving there is refused as any bad step, and the next Back is the player's own — the
    address and the board show the same point after it."""
    new_game_page(app, base_url, DESKTOP, players=1, seed=2)
    links = [link(app)] + [click_first(app) for _ in range(3)]
    app.go_back()
    wait_link(app, links[2])
    app.evaluate("state => history.replaceState(state, '', '#g=garbage')", garbage)
    app.go_forward()
    wait_link(app, links[3])
    app.go_back()  # onto the entry with the state not written by the page: refused
    settled(app)
    app.go_back()
    wait_link(app, links[1])
    app.go_forward()
    app.go_forward()
    wait_link(app, links[3])

"""Agricola on several devices and on a phone, in Chromium: three people each on their own
device (three browser contexts) passing the game's link for two whole rounds, with turn
safety (only the mover's device can play; a device that opens a link out of its turn
says whose turn it is and offers nothing; an earlier link does not overwrite the newer
game saved on a device); and a 4-player game on a 360×740 phone, whose farms are readable
and which never scrolls sideways. Checked against ``agricola_core`` in CPython.
Screenshots: e2e/artifacts/screens/agricola-devices-*.png, agricola-phone-*.png.
"""

from __future__ import annotations

import json
import random
import re

from e2e_support import (
    PHONE,
    SCREENS,
    css_string,
    enabled_keys,
    fence_by_tapping,
    horizontal_overflow,
    render_count,
    saved_games,
    wait_ready,
    wait_render,
)
from e2e_support import (
    app_data as data,
)
from e2e_support import (
    click_and_wait as click,
)
from playwright.sync_api import Browser, BrowserContext, Page, expect

from agricola_core import Game, decode, new_game
from agricola_core.bots import greedy_move

DESKTOP = {"width": 1400, "height": 900}
NAMES = ("Ada", "Ben", "Cyd")
ROUNDS = 2  # whole rounds passed by link
MAX_TURNS = 60  # far above two rounds' turns: a stuck hand-over fails instead of looping
# A farm space must be a fair touch target and its text legible on a phone.
MIN_CELL_PX = 44
MIN_TEXT_PX = 11


def device(browser: Browser, base_url: str, viewport: dict[str, int] = DESKTOP
           ) -> tuple[BrowserContext, Page]:
    """A fresh browser context: another device, with nothing saved; its clipboard is the
    way a link leaves it."""
    context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page = context.new_page()
    page.set_default_timeout(60_000)
    return context, page


def mover_of(game: Game) -> int:
    """The seat the game waits on."""
    d = game.decision()
    assert d is not None, "the game is over"
    return d.player


def open_here(page: Page, link: str, first: bool) -> None:
    """A link arrives on a device: a new visit the first time, later pasted into the
    address of the open page."""
    if first:
        page.goto(link)
        wait_ready(page)
    else:
        renders = render_count(page)
        page.evaluate("url => { location.href = url; }", link)
        wait_render(page, renders)
    expect(page.locator("#app")).to_have_attribute("data-link", link.split("#g=", 1)[1])


def send(page: Page) -> str:
    """Send the link from the waiting view; returns the link that went out."""
    expect(page.locator("#decision .waiting")).to_be_visible()
    click(page, "#decision [data-action='send']")
    link: str = page.evaluate("navigator.clipboard.readText()")
    assert link == page.evaluate("location.href")
    return link


def play_turn(page: Page, rng: random.Random, seat: int) -> None:
    """Click this device's options (at random, seeded; the panel or the board) until its
    turn is over and it waits for another seat."""
    for _ in range(40):
        if data(page, "waiting") == "1":
            return
        assert data(page, "decider") == str(seat), "another seat's question on this device"
        keys = page.locator("#decision button[data-key]").evaluate_all(
            "els => els.filter(e => e.checkVisibility()).map(e => e.dataset.key)")
        if not keys and page.locator("#decision .agri-picker").count():
            fence_by_tapping(page, rng)  # a pasture: its spaces tapped, then "Fence it"
            continue
        assert keys, "no option while it is this device's turn"
        key = rng.choice(keys)
        on_board = page.locator(f"#mine button[data-key={css_string(key)}], "
                                f"#board button[data-key={css_string(key)}]")
        if rng.random() < 0.3 and on_board.count():
            renders = render_count(page)
            on_board.first.click()
            wait_render(page, renders)
        else:
            click(page, f"#decision button[data-key={css_string(key)}]")
    raise AssertionError("the turn does not end")


def shots(page: Page, name: str) -> None:
    """Screenshots at 360×740 and 1400×900, of the screen and of the whole page; the
    phone layout must not scroll sideways."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        if size is PHONE:
            assert horizontal_overflow(page) == 0, f"{name}: the 360 px layout scrolls sideways"
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SCREENS / f"{name}-{size['width']}.png"))
        page.screenshot(path=str(SCREENS / f"{name}-{size['width']}-full.png"), full_page=True)


def new_game_by_link(page: Page, base_url: str, seed: int) -> None:
    """Ada's device: a 3-player Agricola game where she plays seat 0 here, Ben and Cyd
    each by link."""
    page.goto(base_url)
    wait_ready(page)
    if page.locator("#setup").is_hidden():
        page.click("[data-action='open-setup']")
    page.check("input[name='game'][value='agricola']")
    page.check("input[name='players'][value='3']")
    for i, name in enumerate(NAMES):
        page.fill(f"#name-{i}", name)
        page.select_option(f"#who-{i}", "here" if i == 0 else "link")
    page.fill("#seed", str(seed))
    renders = render_count(page)
    page.click("#start")
    wait_render(page, renders)
    # (the first time, the page installs Agricola's engine before the game opens)
    expect(page.locator("#app")).to_have_attribute("data-link", re.compile(r"^A3\."),
                                                        timeout=60_000)


def test_three_devices_pass_the_link_for_two_rounds_and_only_the_mover_plays(
        browser: Browser, base_url: str) -> None:
    contexts, pages = zip(*(device(browser, base_url) for _ in NAMES), strict=True)
    rng = random.Random(3)
    try:
        new_game_by_link(pages[0], base_url, seed=3)
        opened = [True, False, False]
        mover = mover_of(decode(data(pages[0], "link")))
        assert mover != 0, "game 3 should begin on another device than Ada's"
        # Ada has had no turn: her device says who begins (not that her turn is over).
        expect(pages[0].locator("#decision .waiting-text")).to_have_text(
            f"{NAMES[mover]} begins, on their own device: send the link.")
        # Ada's device plays her turn, or sends the game on to the start player.
        link = f"{base_url}#g={data(pages[0], 'link')}" if mover == 0 else send(pages[0])
        links: list[str] = []  # every link sent, in order
        out_of_turn = stale = 0
        for turn in range(MAX_TURNS):
            page = pages[mover]
            if data(page, "link") != link.split("#g=", 1)[1]:  # it arrives on the mover's
                open_here(page, link, first=not opened[mover])
                if not opened[mover]:  # a first visit: who are you?
                    expect(page.locator("#decision .seat-question")).to_be_visible()
                    assert enabled_keys(page) == [], "an option before the seat is chosen"
                    click(page, f"[data-action='seat'][data-id='{mover}']")
                    opened[mover] = True
            play_turn(page, rng, mover)
            # Only the mover's device could play; its turn is over, it offers nothing now.
            assert enabled_keys(page) == []
            for other in range(len(NAMES)):
                if other != mover and opened[other]:
                    assert enabled_keys(pages[other]) == [], f"{NAMES[other]}'s device plays"
            if turn == 1:
                shots(page, "agricola-devices-sent")
            link = send(page)
            links.append(link)
            game = decode(link.split("#g=", 1)[1])
            nxt = mover_of(game)
            assert nxt != mover
            # The link reaches a device whose seat does not move next: it says whose turn
            # it is and offers nothing (turn safety).
            bystander = next((p for p in range(len(NAMES)) if p not in (mover, nxt)
                              and opened[p]), None)
            if bystander is not None and out_of_turn < 2:
                watcher = pages[bystander]
                open_here(watcher, link, first=False)
                # (by the seat: an Agricola link holds no names, so a device that did not
                # start the game names the others "Player 2" and so on)
                waiting = watcher.locator("#decision .waiting")
                expect(waiting).to_have_attribute("data-seat", str(nxt))
                expect(waiting.locator("h2")).to_contain_text("Waiting for")
                assert enabled_keys(watcher) == []
                out_of_turn += 1
            # An earlier link opened on a device that has the game further on: it is shown
            # as an earlier point, and the device's saved game is left as it was.
            if len(links) >= 3 and stale < 1 and opened[mover]:
                saved = saved_games(page)
                open_here(page, links[-3], first=False)
                expect(page.locator("#link-problem h2")).to_have_text(
                    "An earlier point of a game you have saved")
                assert saved_games(page) == saved, "an earlier link overwrote the saved game"
                stale += 1
            mover = nxt
            if game.round > ROUNDS:
                break
        else:
            raise AssertionError("two rounds were not played")
        assert out_of_turn == 2 and stale == 1 and all(opened)
        # The next mover's device takes it up: the story of the others' turns, its options.
        page = pages[mover]
        open_here(page, link, first=False)
        expect(page.locator("#decision .story-lines li").first).to_be_visible()
        expect(page.locator("#decision .turn")).to_contain_text("your turn")
        expect(page.locator("#decision")).to_have_attribute("data-seat", str(mover))
        assert enabled_keys(page), "the mover's device offers nothing"
        shots(page, "agricola-devices-received")
        # Every device's saved game is this one, at most as far as the link.
        final = decode(link.split("#g=", 1)[1])
        for p in pages:
            for text in saved_games(p).values():
                moves = decode(json.loads(text)["code"]).moves
                assert final.moves[:len(moves)] == moves, "a device saved another game"
        print(f"\nthree devices: {len(links)} links passed, round {final.round}")
    finally:
        for context in contexts:
            context.close()


def middle_of_a_game(players: int, seed: int, rounds: int) -> Game:
    """A game played by the greedy bot (seeded) into round ``rounds``: farms with rooms,
    fields, pastures and animals, as a phone shows them in play."""
    game, rng = new_game(players, seed), random.Random(seed)
    while game.round < rounds:
        game.play(greedy_move(game, rng))
    return game


def test_a_four_player_game_on_a_phone_is_readable_and_never_scrolls_sideways(
        browser: Browser, base_url: str) -> None:
    context, page = device(browser, base_url, PHONE)
    try:
        game = middle_of_a_game(4, seed=21, rounds=10)
        page.goto(f"{base_url}#g={game.encode()}")
        wait_ready(page)
        click(page, "[data-action='seat'][data-id='hotseat']")
        expect(page.locator(".agri-cell")).to_have_count(60)
        assert horizontal_overflow(page) == 0, "the phone layout scrolls sideways"
        cells = page.locator(".agri-cell").evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [r.width, r.height, r.right]; })")
        smallest = min(min(w, h) for w, h, _ in cells)
        assert smallest >= MIN_CELL_PX, f"a farm space is {smallest:.0f} px"
        assert max(right for *_, right in cells) <= PHONE["width"]
        sizes = page.locator(".agri-farm").evaluate_all("""farms => farms.flatMap(f => {
            const walk = document.createTreeWalker(f, NodeFilter.SHOW_TEXT);
            const out = [];
            while (walk.nextNode()) {
              const t = walk.currentNode;
              if (!t.textContent.trim() || !t.parentElement.checkVisibility()) continue;
              out.push([parseFloat(getComputedStyle(t.parentElement).fontSize),
                        t.textContent.trim()]);
            }
            return out; })""")
        assert sizes, "no text on the farms"
        small = [text for size, text in sizes if size < MIN_TEXT_PX]
        assert small == [], f"farm text under {MIN_TEXT_PX} px: {small[:5]}"
        shots(page, "agricola-phone-round10")
    finally:
        context.close()


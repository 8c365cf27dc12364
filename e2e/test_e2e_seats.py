"""Two players by link: seats, the waiting view, turn safety, the story of the
opponent's turn, the history and the end screen — in Chromium, with two browser contexts
as two devices passing the link after every turn (the last turns of a game: a whole game
clicked from the first move is ``test_e2e_board.py``'s). Checked against the engine in
CPython.
"""

from __future__ import annotations

import random
import re
import time

from e2e_support import (
    SCREENS,
    choose_seats,
    css_string,
    enabled_keys,
    horizontal_overflow,
    is_over,
    near_the_end,
    page_record,
    render_count,
    settled,
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

from arle_core import Game, decode, new_game

DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 360, "height": 740}
NAMES = ("Anna", "Ben")
MAX_STEPS = 900  # far above a real game: a stuck page fails instead of looping
# Where the devices take the game up: half-year 8's Work Phase (more than 10 passes of the
# link are left), both Inventoryings and the final count are still to be clicked.
QUESTIONS_LEFT = 40
# The clicks from there. Every passed turn must tell the other device something (its story);
# a turn whose one move tells nothing ("No Field" right before the other player's question)
# has none: seed 5's clicks made one from a cut earlier in the game, seed 6's make none.
CLICKS_SEED = 6


def device(browser: Browser, base_url: str) -> tuple[BrowserContext, Page]:
    """A fresh browser context: another device, with nothing saved."""
    context = browser.new_context(viewport=DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page = context.new_page()
    page.set_default_timeout(60_000)
    return context, page


def shots(page: Page, name: str, focus: str | None = None) -> None:
    """Screenshots at 1400×900 and 360×740 (no sideways scroll on the phone), of the top
    of the page or of the element ``focus``."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        if size is PHONE:
            assert horizontal_overflow(page) == 0, f"{name}: the 360 px layout scrolls sideways"
        page.evaluate("window.scrollTo(0, 0)")
        if focus:
            page.locator(focus).evaluate("e => e.scrollIntoView({block: 'start'})")
        page.screenshot(path=str(SCREENS / f"{name}-{size['width']}.png"))


def new_link_game(page: Page, base_url: str, seed: int, seat: int) -> None:
    """Create a 2-player game played by link: "I play <seat>"."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page.goto(base_url)
    wait_ready(page)
    for i, name in enumerate(NAMES):
        page.fill(f"#name-{i}", name)
    page.fill("#seed", str(seed))
    choose_seats(page, "link", seat, "good")
    renders = render_count(page)
    page.click("#start")
    wait_render(page, renders)


def play_one(page: Page, rng: random.Random) -> str:
    keys = [k for k in page.locator("#decision button[data-key]").evaluate_all(
        "els => els.filter(e => e.checkVisibility()).map(e => e.dataset.key)")]
    assert keys, "no option while it is this device's turn"
    key = rng.choice(keys)
    click(page, f"#decision button[data-key={css_string(key)}]")
    return key


def open_here(page: Page, link: str, first: bool) -> None:
    """The link arrives on a device: a new visit the first time, later pasted into the
    address of the open page (a fragment change)."""
    if first:
        page.goto(link)
        wait_ready(page)
        expect(page.locator("#app")).to_have_attribute("data-link", re.compile(".+"))
    else:
        renders = render_count(page)
        page.evaluate("url => { location.href = url; }", link)
        wait_render(page, renders)


def send(page: Page) -> str:
    """Share the link from the waiting view; returns the link that went out."""
    waiting = page.locator("#decision .waiting")
    expect(waiting).to_be_visible()
    click(page, "#decision [data-action='send']")
    link: str = page.evaluate("navigator.clipboard.readText()")
    assert link == page.evaluate("location.href")
    return link


def engine_of(page: Page) -> Game:
    return decode(page.evaluate("location.hash.slice(3)"))


def test_two_devices_play_a_game_to_its_end_by_passing_the_link(
        browser: Browser, base_url: str) -> None:
    """Anna starts a game by link on her device; the test takes it up near its end (the
    link of the same game, its moves a seeded greedy game made here with the engine): the
    link reaches the mover's device (Ben's for the first time: he chooses his seat), and
    the two devices pass it after every turn until the end screen."""
    ctx_a, anna = device(browser, base_url)
    ctx_b, ben = device(browser, base_url)
    rng = random.Random(CLICKS_SEED)
    started = time.monotonic()
    try:
        new_link_game(anna, base_url, seed=5, seat=0)
        seats = {0: anna, 1: ben}
        opened = {0: True, 1: False}
        expect(anna.locator("#decision")).to_contain_text("The start player was drawn")
        game = engine_of(anna)
        if game.current_player == 1:
            expect(anna.locator("#decision .waiting")).to_contain_text("Waiting for Ben")
            send(anna)
        near = near_the_end(game, seed=5, questions_left=QUESTIONS_LEFT, new_turn=True)
        link = f"{base_url}#g={near.encode()}"
        mover = near.current_player
        assert mover is not None
        stories = 0
        for turn in range(MAX_STEPS):
            page = seats[mover]
            code = link.split("#g=", 1)[1]
            if data(page, "link") != code:  # the link arrives on the mover's device
                open_here(page, link, first=not opened[mover])
                if not opened[mover]:
                    expect(page.locator("#decision .seat-question")).to_be_visible()
                    assert enabled_keys(page) == []  # nothing playable before the seat
                    click(page, f"[data-action='seat'][data-id='{mover}']")
                    opened[mover] = True
                if len(page_record(page)["moves"]) > 0:  # type: ignore[arg-type]
                    expect(page.locator("#decision .story-lines li").first).to_be_visible()
                    stories += 1
                    if stories == 3:
                        shots(page, "seats-story")
            # This device's turn: only its seat's options are offered, until the turn ends.
            while data(page, "waiting") != "1" and not is_over(page):
                assert data(page, "decider") == str(mover)
                play_one(page, rng)
            other = seats[1 - mover]
            if opened[1 - mover]:
                assert enabled_keys(other) == [], "the waiting device offers an option"
            if is_over(page):
                break
            assert enabled_keys(page) == [], "the other seat's options are clickable"
            # Waiting, this device keeps its own boards beside the decision.
            expect(page.locator("#mine > .player")).to_have_attribute("id", f"player-{mover}")
            if turn == 3:
                shots(page, "seats-waiting")
            link = send(page)
            expect(page.locator("#decision [data-action='undo']")).to_have_count(0)
            mover = 1 - mover
        else:
            raise AssertionError("the game does not end")
        # The last mover's device has the end; the other opens the final link.
        final = page.evaluate("location.href")
        other = seats[1 - mover]
        open_here(other, final, first=False)
        engine = engine_of(page)
        assert engine.is_over and stories > 10
        for p in (anna, ben):
            sheets = p.locator("#end td[data-end-score]").evaluate_all(
                "els => els.map(e => [e.dataset.endScore, e.textContent])")
            shown: dict[str, float] = {k: float(v) for k, v in sheets}
            for i, sheet in enumerate(engine.scores()):
                for category, value in sheet.items():
                    assert shown[f"{i}:{category}"] == value
            expect(p.locator("#end svg.score-chart")).to_be_visible()
        shots(anna, "seats-end")
    finally:
        ctx_a.close()
        ctx_b.close()
    print(f"\ntwo devices, the end of a game by link: {time.monotonic() - started:.1f} s, "
          f"{stories} stories")


def one_click_key(game: Game) -> str:
    for key in game.legal_moves():
        trial = game.copy()
        trial.play(key)
        while len(trial.legal_moves()) == 1:
            trial.play(trial.legal_moves()[0])
        if key.startswith("space:") and trial.current_player != game.current_player:
            return key
    raise AssertionError("no one-click space")


def test_a_double_click_on_a_one_click_option_plays_one_move(app: Page, base_url: str) -> None:
    new_link_game(app, base_url, seed=8, seat=0)  # Anna begins in game 8
    game = engine_of(app)
    assert game.current_player == 0
    key = one_click_key(game)
    before = page_record(app)
    app.dblclick(f"#decision button[data-key={css_string(key)}]")
    settled(app)
    after = page_record(app)
    chosen = [m for m, f in zip(after["moves"], after["forced"], strict=True)  # type: ignore[call-overload]
              if not f][len([f for f in before["forced"] if not f]):]  # type: ignore[attr-defined]
    assert chosen == [key], f"a double-click played {chosen}"


def test_undo_after_a_one_click_space_works_until_the_link_is_sent(
        app: Page, base_url: str) -> None:
    new_link_game(app, base_url, seed=8, seat=0)
    game = engine_of(app)
    assert game.current_player == 0
    key = one_click_key(game)
    start = app.locator("#decision .prompt").text_content()
    click(app, f"#decision button[data-key={css_string(key)}]")
    expect(app.locator("#decision .waiting")).to_contain_text("Waiting for")
    assert enabled_keys(app) == []
    undo = app.locator("#decision [data-action='undo']")
    expect(undo).to_be_enabled()
    click(app, "#decision [data-action='undo']")
    expect(app.locator("#decision .prompt")).to_have_text(start or "")
    assert key in enabled_keys(app)
    click(app, f"#decision button[data-key={css_string(key)}]")
    send(app)
    expect(app.locator("#decision [data-action='undo']")).to_have_count(0)
    record = page_record(app)
    assert record["moves"][:1] == [key] or key in record["moves"]  # type: ignore[index,operator]


def test_the_history_holds_every_move_with_half_years_and_inventorying(
        app: Page, base_url: str) -> None:
    """A finished game's history: every move (as many as the engine's record), a heading
    per half-year, and an Inventorying summary per half-year."""
    game = new_game(players=2, seed=17, names=NAMES)
    rng = random.Random(17)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    app.goto(f"{base_url}#g={game.encode()}")
    wait_ready(app)
    click(app, "[data-action='seat'][data-id='hotseat']") if app.locator(
        "[data-action='seat']").count() else None
    history = app.locator("#log")
    expect(history.locator("li[data-move]")).to_have_count(len(game.moves))
    expect(history.locator("details.history-half-year")).to_have_count(9)
    expect(history.locator("details[open]")).to_have_count(1)  # the last half-year
    for n in range(1, 10):
        block = history.locator(f"details[data-half-year='{n}']")
        expect(block.locator("summary")).to_contain_text(f"Half-year {n}")
        if n < 9:  # folded: opening it draws its moves
            block.locator("summary").click()
            expect(block.locator("li.history-entry[data-move]").first).to_be_visible()
        month = "November" if n % 2 else "May"
        expect(block.locator(".inventory-summary li")).to_have_count(2)
        expect(block.locator(".inventory-summary li").first).to_contain_text(month + ":")
    shots(app, "seats-history", focus="#log details[data-half-year='8'] .history-phase.inventory")

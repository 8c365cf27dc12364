"""The link is the game: the game in the address, sending it to the other player,
autosave and Your games, bad and hostile links, the chosen buildings, the CSP.

Links are checked against the engine in CPython: the address holds ``game.encode()`` of the
game the page shows, and a bad link's explanation is ``decode``'s own reason.
"""

from __future__ import annotations

import base64
import json
import random
import sys
import zlib

import pytest
from e2e_support import (
    CSP_WATCH,
    PHONE,
    ROOT,
    address_code,
    click_start,
    game_state,
    horizontal_overflow,
    open_link,
    page_record,
    play_clicks,
    saved_games,
    screens,
    settled,
    start_game,
    wait_ready,
)
from playwright.sync_api import Browser, BrowserContext, Dialog, Page, expect

from arle_core import BadGameCode, Game, decode, new_game
from arle_core.state import Setup

sys.path.insert(0, str(ROOT / "web"))
from app.links import reason

CSP = (
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; "
    "style-src 'self'; img-src 'self'; connect-src 'self'; worker-src 'self'; "
    "manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"
)


def engine_game(page: Page) -> Game:
    """The page's game, replayed in CPython from its record."""
    record = page_record(page)
    setup = dict(record["setup"])  # type: ignore[call-overload]
    game = Game(Setup(**{**setup, "buildings": tuple(setup["buildings"]),
                         "names": tuple(setup["names"])}))
    for key in record["moves"]:  # type: ignore[attr-defined]
        game.play(key)
    return game


def fresh_page(browser: Browser, base_url: str) -> tuple[BrowserContext, Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page = context.new_page()
    page.set_default_timeout(60_000)
    return context, page


def test_a_sent_link_continues_the_game_in_a_fresh_browser(
    app: Page, base_url: str, browser: Browser
) -> None:
    app.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    app.set_viewport_size({"width": 1280, "height": 800})
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=2, seed=31, names=("Ann", "Bo"), mode="link", seat=0)
    rng = random.Random(31)
    if engine_game(app).current_player == 0:
        play_clicks(app, rng, 1)
    # The address is always the game as it stands: the engine's own link text.
    assert address_code(app) == engine_game(app).encode()
    # Ann's turn is over: this device waits for Bo, and offers to send him the link.
    for _ in range(40):
        if app.locator("#decision .waiting").count():
            break
        play_clicks(app, rng, 1)
    next_name = page_record(app)["setup"]["names"][engine_game(app).current_player]  # type: ignore[index]
    assert next_name == "Bo"
    expect(app.locator("#decision .waiting .prompt")).to_have_text(
        "Waiting for Bo — send Bo the link")
    send = app.locator("[data-action='send']")
    expect(send).to_have_text("Copy the link for Bo")
    send.click()
    box = app.locator("#decision .link-box")
    expect(box).to_be_focused()
    link = box.input_value()
    assert link == app.evaluate("location.href")
    assert app.evaluate("navigator.clipboard.readText()") == link
    assert box.evaluate("e => [e.selectionStart, e.selectionEnd]") == [0, len(link)]
    expect(app.locator(".copy-status")).to_have_text("Link copied.")
    expect(app.locator("#decision .waiting .prompt")).to_have_text("Waiting for Bo")
    screens(app, "link-send")
    mine = saved_games(app)
    assert len(mine) == 1

    # Another device: a fresh browser context with nothing saved.
    context, other = fresh_page(browser, base_url)
    try:
        other.goto(link)
        wait_ready(other)
        assert page_record(other)["moves"] == page_record(app)["moves"]
        expect(other.locator(".info-note")).to_have_text(
            f"Game opened from its link. {next_name} moves next.")
        assert other.title().startswith(f"{next_name} to play")
        assert len(saved_games(other)) == 1  # saved there too
        expect(other.locator("#decision .seat-question")).to_be_visible()
        other.click("[data-action='seat'][data-id='1']")
        expect(other.locator("#decision .story-lines li").first).to_contain_text("Ann")
        # It continues there, and the link it sends back continues the first save.
        orng = random.Random(32)
        while not other.locator("#decision .waiting").count():
            play_clicks(other, orng, 1)
        back = other.evaluate("location.href")
        assert address_code(other) == engine_game(other).encode()
        more = len(page_record(other)["moves"]) - len(page_record(app)["moves"])  # type: ignore[arg-type]
    finally:
        context.close()

    open_link(app, back)
    # The story tells what the link brought ("Since you last saw the game"), so no second
    # note says the link continues the save.
    expect(app.locator("#decision .story-title")).to_have_text("Since you last saw the game")
    expect(app.locator("#decision .story-lines li").first).to_contain_text("Bo")
    expect(app.locator(".info-note")).to_have_count(0)
    assert more > 0
    after = saved_games(app)
    assert list(after) == list(mine)  # the same save, now further on
    assert json.loads(next(iter(after.values())))["code"] == address_code(app)


def test_bad_links_explain_and_never_touch_the_saved_games(app: Page, base_url: str) -> None:
    app.add_init_script(CSP_WATCH)
    app.set_viewport_size({"width": 1280, "height": 800})
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=41)
    play_clicks(app, random.Random(41), 5)
    start_game(app, players=2, seed=42, names=("Ann", "Bo"))
    play_clicks(app, random.Random(42), 5)
    good = address_code(app)
    saved = saved_games(app)
    assert len(saved) == 2

    mid = len(good) // 2
    tampered = good[:mid] + ("B" if good[mid] == "A" else "A") + good[mid + 1:]
    for name, code in (("tampered", tampered), ("garbage", "<script>alert(1)</script>"),
                       ("cut", good[: len(good) - 9])):
        with pytest.raises(BadGameCode) as exc:
            decode(code)
        open_link(app, f"{base_url}#g={code}")
        problem = app.locator("#link-problem")
        expect(problem).to_be_visible()
        expect(problem.locator("h2")).to_have_text("This game link cannot be opened")
        expect(problem.locator(".problem-text")).to_have_text(reason(exc.value))
        expect(problem).to_contain_text("Nothing was changed: your saved games are below.")
        expect(app.locator("#games .saved-game")).to_have_count(2)
        expect(app.locator("#game")).to_be_hidden()
        assert saved_games(app) == saved, f"the {name} link changed the saved games"
        if name == "tampered":
            screens(app, "link-bad")
    assert app.locator("#app script").count() == 0

    # A bad link pasted into the address of an open game: the game stays as it was.
    app.locator("#games [data-action='resume']").first.click()
    before = game_state(app)
    app.evaluate("location.hash = '#g=2.AAAA'")
    expect(app.locator("#link-problem .problem-text")).to_have_text(
        "The game link is damaged (it does not decompress).")
    assert saved_games(app) == saved
    app.click("[data-action='close-setup']")
    assert game_state(app) == before
    assert app.evaluate("window.__csp") == []


def test_an_earlier_link_of_a_saved_game_leaves_the_save_alone(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=43)
    rng = random.Random(43)
    play_clicks(app, rng, 4)
    early = app.evaluate("location.href")
    play_clicks(app, rng, 4)
    saved = saved_games(app)

    open_link(app, early)
    problem = app.locator("#link-problem")
    expect(problem.locator("h2")).to_have_text("An earlier point of a game you have saved")
    screens(app, "link-earlier")
    assert saved_games(app) == saved
    # A move played here is a second save; the first stays as it was.
    play_clicks(app, rng, 1)
    now = saved_games(app)
    assert len(now) == 2 and {k: v for k, v in now.items() if k in saved} == saved
    expect(app.locator("#link-problem")).to_be_hidden()
    expect(app.locator(".info-note")).to_have_text(
        "Saved as a separate game; your other save is unchanged.")


def test_hostile_names_in_a_link_run_nothing_under_the_pages_csp(
    app: Page, base_url: str
) -> None:
    names = ("<script>alert('s')</script>", "<img/src=x/onerror=alert(1)>")
    link = new_game(players=2, seed=44, names=names).encode()
    dialogs: list[str] = []

    def on_dialog(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    app.on("dialog", on_dialog)
    app.add_init_script(CSP_WATCH)
    app.goto(f"{base_url}#g={link}")
    wait_ready(app)
    for name in names:  # "Who are you?" names both players, as text
        expect(app.locator("#decision .seat-question")).to_contain_text(f"I am {name}")
    app.click("[data-action='seat'][data-id='hotseat']")
    play_clicks(app, random.Random(44), 6)
    for name in names:
        expect(app.locator("#scores thead")).to_contain_text(name)
        expect(app.locator(".player-head", has_text=name)).to_have_count(1)
    app.click("[data-action='share']")
    app.click("#games-button")
    expect(app.locator("#games .saved-title")).to_contain_text(names[0])
    expect(app.locator("#games .saved-title")).to_contain_text(names[1])
    app.set_viewport_size(PHONE)
    assert horizontal_overflow(app) == 0  # a name without spaces wraps
    settled(app)  # no image was added (below), so no onerror handler can be queued
    assert app.locator("body img, #app script, #status script").count() == 0
    assert dialogs == []
    # The page itself runs under its policy: nothing was refused (no inline script or
    # style attribute: the goods bars are sized through the CSSOM).
    policy = app.get_attribute("meta[http-equiv='Content-Security-Policy']", "content")
    assert policy == CSP
    widths = app.locator(".goods-track .fill").evaluate_all("els => els.map(e => e.style.width)")
    assert any(w not in ("", "0%") for w in widths)
    assert app.evaluate("window.__csp") == []


def test_your_games_resume_delete_and_export(app: Page, base_url: str) -> None:
    app.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=45, names=("Solo",))
    play_clicks(app, random.Random(45), 6)
    solo = game_state(app)
    solo_code = address_code(app)
    start_game(app, players=2, seed=46, names=("Ann", "Bo"))
    play_clicks(app, random.Random(46), 3)
    expect(app.locator("#games-button")).to_have_text("Your games (2)")

    app.reload()  # everything is still there after a reload
    wait_ready(app)
    app.click("#games-button")
    items = app.locator("#games .saved-game")
    expect(items).to_have_count(2)
    solo_item = items.filter(has_text="Solo")
    expect(solo_item).to_contain_text("solo")
    solo_item.locator("[data-action='export']").click()
    expect(solo_item.locator(".link-box")).to_have_value(f"{base_url}#g={solo_code}")
    assert app.evaluate("navigator.clipboard.readText()") == f"{base_url}#g={solo_code}"

    solo_item.locator("[data-action='resume']").click()
    assert game_state(app) == solo and address_code(app) == solo_code

    app.click("#games-button")
    duo = items.filter(has_text="Ann")
    duo.locator("[data-action='delete']").click()
    expect(duo).to_contain_text("Delete this game for good?")
    screens(app, "games-confirm")
    duo.locator("[data-action='delete-no']").click()
    assert len(saved_games(app)) == 2
    duo.locator("[data-action='delete']").click()
    duo.locator("[data-action='delete-yes']").click()
    expect(items).to_have_count(1)
    assert len(saved_games(app)) == 1
    expect(app.locator("#games-button")).to_have_text("Your games (1)")


def test_a_full_storage_says_so_and_the_game_plays_on(app: Page, base_url: str) -> None:
    app.add_init_script("""
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    """)
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=47)
    expect(app.locator("#storage-problem")).to_contain_text("storage for this page is full")
    play_clicks(app, random.Random(47), 3)
    assert address_code(app) == engine_game(app).encode()
    expect(app.locator("#decision .moves")).not_to_have_text("Moves played: 0")


def test_chosen_buildings_are_in_play_and_in_the_link(app: Page, base_url: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    app.check("input[name='buildings'][value='chosen']")
    picker = app.locator("#pick-buildings_chosen")
    expect(picker).to_be_visible()
    green = picker.locator("[data-group='green']")
    expect(green.locator(".pick-count")).to_have_text("(choose 4: 4 chosen)")
    green.locator("input[value='novices_hut']").uncheck()
    expect(green).to_have_class("pick-group wrong")
    click_start(app, 2)
    expect(app.locator("#setup-error")).to_have_text("Green houses: choose 4 (3 chosen).")
    expect(app.locator("#game")).to_be_hidden()

    green.locator("input[value='schnapps_distillery']").check()
    picker.locator("[data-group='yellow'] input[value='turnery']").uncheck()
    picker.locator("[data-group='yellow'] input[value='bakehouse']").check()
    expect(picker.locator(".pick-group.wrong")).to_have_count(0)
    click_start(app, 2)
    expect(app.locator("#setup-error")).to_be_hidden()
    shown = app.locator("#buildings .building-name").all_text_contents()
    assert "Schnapps Distillery" in shown and "Bakehouse" in shown
    assert "Novice's Hut" not in shown and "Turnery" not in shown and len(shown) == 18
    setup = decode(address_code(app)).setup
    assert "schnapps_distillery" in setup.buildings and "novices_hut" not in setup.buildings


def test_a_link_of_a_later_format_says_a_newer_version_made_it(app: Page, base_url: str) -> None:
    open_link(app, f"{base_url}#g=99999.eJwDAAAAAAE")
    problem = app.locator("#link-problem .problem-text")
    expect(problem).to_contain_text("made by a newer version of the game (format 99999;")
    expect(app.locator("#link-problem .problem-advice")).to_contain_text("Reload the page")
    screens(app, "link-newer-format", (PHONE, {"width": 1400, "height": 900}))


def test_a_link_deflated_another_way_opens_as_the_one_text_of_its_game(
        app: Page, base_url: str) -> None:
    """docs/notation.md: a link whose bytes were compressed another way (zlib level 1, as
    another program may write them) opens, and the page shows and saves the one canonical
    text of its game."""
    game = new_game(players=1, seed=44)
    rng = random.Random(44)
    for _ in range(30):
        game.play(rng.choice(game.legal_moves()))
    canonical = game.encode()
    version, _, body = canonical.partition(".")
    raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    other = version + "." + base64.urlsafe_b64encode(zlib.compress(raw, 1)).decode().rstrip("=")
    assert other != canonical and decode(other).encode() == canonical
    open_link(app, f"{base_url}#g={other}")
    expect(app.locator("#decision .prompt")).to_be_visible()
    assert address_code(app) == canonical
    assert [json.loads(t)["code"] for t in saved_games(app).values()] == [canonical]
    open_link(app, f"{base_url}#g={canonical}")  # the same game: no second save
    assert [json.loads(t)["code"] for t in saved_games(app).values()] == [canonical]

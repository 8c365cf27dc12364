"""Today's game of Agricola in Chromium: chosen in the home screen's form, "Today's game"
starts that date's solo deal (its engine downloaded first), the status line names the
date, the end screen says what its link proves ("verified: N points, daily game of
DATE") with the streak, the home screen keeps the best of the day; a link whose setup was
changed proves nothing. Screenshots: e2e/artifacts/screens/agricola-daily-*.png."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from datetime import date

from e2e_support import (
    BOOT_TIMEOUT_MS,
    PHONE,
    ROOT,
    SCREENS,
    TAKE_SCREENS,
    click_option,
    is_over,
    open_link,
    page_record,
    screens,
    wait_ready,
)
from playwright.sync_api import Page, expect

from agricola_core import Game, decode

sys.path.insert(0, str(ROOT / "web"))
from app.agricola.daily import daily_seed

DESKTOP = {"width": 1400, "height": 900}
DAY = "2026-11-29"
MAX_CLICKS = 400


def points(total: float) -> str:
    return str(int(total)) if float(total).is_integer() else f"{total:g}"


def changed(game: Game) -> str:
    """The same game with the storehouse's solo switch turned on (another setup than the
    date's), played to its end: its link is no daily game."""
    other = Game(replace(game.setup, solo_storehouse=True))
    for key in game.moves:
        if key not in other.legal_moves():
            break
        other.play(key)
    rng = random.Random(4)
    while not other.is_over:
        other.play(rng.choice(other.legal_moves()))
    return other.encode()


def test_todays_agricola_game_is_played_and_its_link_proves_the_score(
        app: Page, base_url: str) -> None:
    app.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    app.goto(f"{base_url}?today={DAY}")
    wait_ready(app)
    app.check("input[name='game'][value='agricola']")
    expect(app.locator("#site-title")).to_have_text("Agricola")
    expect(app.locator("#daily-title")).to_have_text(f"Today's game of Agricola: {DAY}")
    expect(app.locator("#daily")).to_contain_text("Play it on days in a row for a streak.")
    screens(app, "agricola-daily-home", (PHONE, DESKTOP))  # type: ignore[arg-type]

    app.get_by_role("button", name="Today's game", exact=True).click()
    app.wait_for_selector("#board .agri-board", timeout=BOOT_TIMEOUT_MS)
    setup = page_record(app)["setup"]
    assert isinstance(setup, dict)
    assert (setup["players"], setup["seed"]) == (1, daily_seed(date(2026, 11, 29)))
    expect(app.locator("#status .daily-note")).to_have_text(
        f"Today's game, {DAY}: the same deal for everyone")
    screens(app, "agricola-daily-start", (PHONE, DESKTOP))  # type: ignore[arg-type]

    rng = random.Random(29)
    clicks = 0
    while not is_over(app):
        assert clicks < MAX_CLICKS, "the game does not end"
        click_option(app, rng, board_share=0.3)
        clicks += 1
    game = decode(app.get_attribute("#app", "data-link") or "")
    shown = points(game.scores()[0]["total"])
    proof = app.locator("#end .daily-proof")
    expect(proof.locator(".daily-verified")).to_have_text(
        f"✓ verified: {shown} points, daily game of {DAY}")
    expect(proof.locator(".daily-record")).to_have_text(
        f"Your best on {DAY}: {shown} points. Streak: 1 day in a row.")
    screens(app, "agricola-daily-end", (PHONE, DESKTOP))  # type: ignore[arg-type]

    # The home screen: today's best and the streak, Agricola's.
    app.click("[data-action='open-setup']")
    expect(app.locator("#daily .daily-record")).to_have_text(
        f"Your best today: {shown} points. Streak: 1 day in a row.")
    expect(app.locator("#daily .daily-best li")).to_have_text([f"{DAY}: {shown} points"])
    screens(app, "agricola-daily-home-played", (PHONE, DESKTOP))  # type: ignore[arg-type]
    if TAKE_SCREENS:  # the block itself on a phone (the home screen puts it last)
        app.set_viewport_size(PHONE)  # type: ignore[arg-type]
        app.locator("#daily").screenshot(path=str(SCREENS / "agricola-daily-block-360.png"))
        app.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    # Fields of Arle's Today's game is its own: none played.
    app.check("input[name='game'][value='arle']")
    expect(app.locator("#daily-title")).to_have_text(f"Today's game of Fields of Arle: {DAY}")
    expect(app.locator("#daily .daily-record")).to_have_text(
        "Play it on days in a row for a streak.")

    # A link whose setup was changed is not the date's game: nothing is verified.
    open_link(app, f"{base_url}?today={DAY}#g={changed(game)}")
    expect(app.locator("#end")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(app.locator(".daily-verified")).to_have_count(0)
    expect(app.locator("#status .daily-note")).to_have_count(0)
    # The honest link, opened anew, proves its score again.
    open_link(app, f"{base_url}?today={DAY}#g={game.encode()}")
    expect(app.locator(".daily-verified")).to_have_text(
        f"✓ verified: {shown} points, daily game of {DAY}", timeout=BOOT_TIMEOUT_MS)

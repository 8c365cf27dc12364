"""Replay, "Same deal again" / "New deal", and Today's game with its proof link, found by
their visible names. Finished games are played in CPython and opened by their link."""

from __future__ import annotations

import json
import os
import random
import sys
from dataclasses import asdict
from datetime import date
from pathlib import Path

from e2e_support import (
    ROOT,
    SCREENS,
    click_option,
    open_link,
    page_record,
    render_count,
    saved_games,
    start_game,
    wait_ready,
)
from playwright.sync_api import Browser, Page, expect

from arle_core import Game, new_game

sys.path.insert(0, str(ROOT / "web"))
from app.daily import daily_setup

# Screenshots at a wide desktop and a phone size (ARLE_SHOTS names another folder).
SHOTS = Path(os.environ.get("ARLE_SHOTS") or SCREENS)


def shots(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for w, h in ((1400, 900), (360, 740)):
        page.set_viewport_size({"width": w, "height": h})
        page.screenshot(path=str(SHOTS / f"{name}-{w}.png"))
    page.set_viewport_size({"width": 1400, "height": 900})


def finished(game: Game, seed: int) -> Game:
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def shown_board(page: Page) -> dict[str, object]:
    return {"board": page.locator(".board").text_content(),
            "mine": page.locator("#mine").text_content(),
            "options": page.locator("#decision button[data-key]").evaluate_all(
                "els => els.map(e => e.dataset.key)")}


def act_and_wait(page: Page, click: object) -> None:
    before = render_count(page)
    click()  # type: ignore[operator]
    page.wait_for_function(
        "n => Number(document.getElementById('app').dataset.renders || 0) > n", arg=before)


def test_replay_to_a_move_and_back_and_a_move_from_there_forks(app: Page, base_url: str) -> None:
    app.set_viewport_size({"width": 1400, "height": 900})
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=404)
    rng = random.Random(4)
    seen: dict[int, dict[str, object]] = {}
    for _ in range(14):
        seen[int(app.get_attribute("#app", "data-moves") or 0)] = shown_board(app)
        click_option(app, rng)
    live_moves = int(app.get_attribute("#app", "data-moves") or 0)
    live_link = app.evaluate("location.hash")
    live_board = shown_board(app)
    n = sorted(seen)[len(seen) // 2]

    # From the History panel: the board as it was after move n, and that move's story.
    row = app.locator(f"#log .history-entry[data-move='{n}']")
    entry = row.locator(".replay-here")
    row.hover()  # the button shows on the entry the pointer is on
    act_and_wait(app, entry.click)
    expect(app.locator("#replay")).to_be_visible()
    expect(app.locator("#replay .replay-title")).to_have_text(
        f"Replay: the board after move {n} of {live_moves}")
    assert shown_board(app)["board"] == seen[n]["board"]
    assert shown_board(app)["options"] == seen[n]["options"]
    assert app.evaluate("location.hash") == live_link  # the game itself is unchanged
    shots(app, "replay")
    # The arrow keys step, the slider jumps.
    act_and_wait(app, lambda: app.keyboard.press("ArrowLeft"))
    expect(app.locator("#replay .replay-title")).to_contain_text(f"after move {n - 1} of")
    act_and_wait(app, lambda: app.keyboard.press("ArrowRight"))
    act_and_wait(app, lambda: app.keyboard.press("ArrowRight"))
    expect(app.locator("#replay .replay-title")).to_contain_text(f"after move {n + 1} of")
    act_and_wait(app, lambda: app.locator(".replay-slider").fill(str(n)))
    expect(app.locator("#replay .replay-title")).to_contain_text(f"after move {n} of")
    # Back to the live game.
    act_and_wait(app, app.get_by_role("button", name="Back to the game").click)
    expect(app.locator("#replay")).to_be_hidden()
    assert shown_board(app) == live_board
    assert int(app.get_attribute("#app", "data-moves") or 0) == live_moves

    # A move from a replayed point: a new game, the original kept as it was.
    original = page_record(app)["moves"]
    saved_before = saved_games(app)
    assert len(saved_before) == 1
    row.hover()
    act_and_wait(app, entry.click)
    key = next(str(k) for k in seen[n]["options"]  # type: ignore[attr-defined]
               if k != original[n])  # type: ignore[index]
    act_and_wait(app, app.locator(f"#decision button[data-key='{key}']").first.click)
    expect(app.locator("#replay")).to_be_hidden()
    expect(app.locator(".info-note")).to_contain_text(f"A new game from move {n}")
    record = page_record(app)
    assert record["moves"][n] == key  # type: ignore[index]
    saved_after = saved_games(app)
    assert len(saved_after) == 2
    for k, text in saved_before.items():
        assert saved_after[k] == text
    app.click("#games-button")
    expect(app.locator("#games")).to_contain_text(f"forked at move {n + 1}")


def test_same_deal_again_starts_the_same_setup(app: Page, base_url: str) -> None:
    game = finished(new_game(players=2, seed=77, buildings="random", names=["Ann", "Bo"]), 77)
    open_link(app, f"{base_url}#g={game.encode()}")
    expect(app.locator("#end")).to_be_visible()
    act_and_wait(app, app.get_by_role("button", name="Same deal again").click)
    record = page_record(app)
    setup = {**record["setup"]}  # type: ignore[dict-item]
    assert setup == json.loads(json.dumps(asdict(game.setup)))
    assert len(record["moves"]) < 5  # type: ignore[arg-type]
    open_link(app, f"{base_url}#g={game.encode()}")
    act_and_wait(app, app.get_by_role("button", name="New deal").click)
    other = page_record(app)["setup"]
    assert other["names"] == ["Ann", "Bo"]  # type: ignore[index]
    assert other["seed"] != game.setup.seed  # type: ignore[index]


def daily_in_fresh_profile(browser: Browser, base_url: str, day: str) -> dict[str, object]:
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        page.goto(f"{base_url}?today={day}")
        wait_ready(page)
        if day == "2026-11-26":
            shots(page, "daily-home")
        act_and_wait(page, page.get_by_role("button", name="Today's game", exact=True).click)
        if day == "2026-11-26":
            shots(page, "daily-start")
        setup: dict[str, object] = page_record(page)["setup"]  # type: ignore[assignment]
        return setup
    finally:
        context.close()


def test_two_fresh_profiles_get_the_same_daily_game_on_a_date(browser: Browser,
                                                               base_url: str) -> None:
    first = daily_in_fresh_profile(browser, base_url, "2026-11-26")
    second = daily_in_fresh_profile(browser, base_url, "2026-11-26")
    later = daily_in_fresh_profile(browser, base_url, "2026-11-27")
    assert first == second
    expected = daily_setup(date(2026, 11, 26))
    assert first["seed"] == expected["seed"]
    assert first["buildings"] == expected["buildings"]
    assert later["seed"] != first["seed"]


def test_a_proof_link_shows_the_verified_score(app: Page, base_url: str) -> None:
    game = finished(new_game(**daily_setup(date(2026, 11, 26))), 5)
    total = game.scores()[0]["total"]
    points = str(int(total)) if float(total).is_integer() else f"{total:g}"
    open_link(app, f"{base_url}?today=2026-11-26#g={game.encode()}")
    expect(app.locator(".daily-verified")).to_have_text(
        f"✓ verified: {points} VP, daily game of 2026-11-26")
    # A short line and a button, not the 200-character address: sharing (or copying,
    # where the browser cannot share) gives the link, shown in a one-line box.
    proof = app.locator("#end .daily-proof")
    expect(proof).not_to_contain_text(game.encode())
    proof.get_by_role("button", name="Share my score").click()
    expect(proof.locator(".link-box")).to_be_visible()
    assert proof.locator(".link-box").input_value().endswith(game.encode())
    expect(proof).to_contain_text(f"“Fields of Arle — {points} VP, daily game of 2026-11-26”")
    shots(app, "daily-proof")
    # The same number with other buildings is not that date's game: it proves nothing.
    other = new_game(players=1, seed=game.setup.seed, buildings="starter")
    assert other.setup.buildings != game.setup.buildings
    finished(other, 5)
    open_link(app, f"{base_url}#g={other.encode()}")
    expect(app.locator("#end")).to_be_visible()
    expect(app.locator(".daily-verified")).to_have_count(0)

"""Nothing stored can stop the page: a save or a saved review holding a number JSON cannot
carry (``1e999``, which Python reads as infinity), a game number past what a date holds, a
computer level no page knows, a review with a field of the wrong kind — the page starts,
the damaged save is listed with its link to copy, the game of a wrong review opens and
offers to review it again. A review finished while the storage is full is saved once there
is room; a friend's daily game opened from its proof link is not counted as the player's
own.

Saves are written into localStorage as text, as another page (or a hand) could have left
them; the games and reviews in them come from the engine in CPython.
"""

from __future__ import annotations

import json
import random
import sys
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from e2e_support import (
    SAVE_PREFIX,
    SCREENS,
    address_code,
    open_link,
    preset_storage,
    saved_games,
    screens,
    start_game,
    wait_ready,
)
from playwright.sync_api import Page, expect

from agricola_core import new_game as agricola_game
from arle_core import Game, new_game

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden" / "solo-printed-starter-3.json"
BUDGET = 60  # nodes per look-ahead: a review in seconds (the page's own is the review's)
WAIT_MS = 120_000  # the first review boots the worker
DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 360, "height": 740}
BIG = "__BIG__"  # a placeholder in JSON text for a number Python cannot write


def finished_link() -> str:
    links = json.loads(GOLDEN.read_text())["link"]
    return str(links[max(links, key=int)])


@cache
def reviewed_save() -> tuple[str, dict[str, Any]]:
    """The save (key, entry) a page makes of the golden finished game with its review."""
    sys.path.insert(0, str(ROOT / "web"))
    from app.reviewing import review_link
    from app.saves import MemoryStore
    from app.session import Session

    store = MemoryStore()
    session = Session(store)
    session.call("open", finished_link())
    session.call("keep_review", review_link(finished_link(), 0, budget=BUDGET))
    ((key, text),) = store.data.items()
    return key, json.loads(text)


def put_saves(page: Page, base_url: str, saves: dict[str, str], visit: str = "") -> None:
    """A visit with ``saves`` (key -> stored text) in its localStorage."""
    preset_storage(page, base_url, saves)
    open_link(page, base_url + visit)


def raw(entry: dict[str, Any], number: str) -> str:
    """``entry`` as stored text, with ``number`` written where it holds BIG."""
    return json.dumps(entry).replace(json.dumps(BIG), number)


# --- a save holding a number that cannot be -------------------------------------------------

SAVE_DAMAGES = {
    "a score of 1e999": ({"totals": [BIG]}, "1e999"),
    "a score of -1e999": ({"totals": [BIG]}, "-1e999"),
    "a game number of 10**30": ({"seed": BIG}, str(10**30)),
    # a level no page knows: resuming it offered the computer's seat to the person
    "a computer level of expert": ({"mode": "computer", "seat": 0, "level": BIG}, '"expert"'),
}


@pytest.mark.parametrize("damage", SAVE_DAMAGES)
def test_a_save_holding_an_impossible_number_never_stops_the_page(app: Page, base_url: str,
                                                                  damage: str) -> None:
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=71)
    (text,) = saved_games(app).values()
    entry = json.loads(text)
    fields, number = SAVE_DAMAGES[damage]
    put_saves(app, base_url, {SAVE_PREFIX + "damaged": raw({**entry, **fields}, number)})
    app.click("#games-button")
    damaged = app.locator("#games .saved-game.broken")
    expect(damaged).to_have_count(1)
    expect(damaged.locator(".saved-info")).to_contain_text("damaged")
    assert damaged.locator("textarea").input_value() == entry["code"]
    app.locator("#games .saved-game:not(.broken) [data-action='resume']").click()
    expect(app.locator("#decision .prompt")).to_be_visible()
    assert address_code(app) == entry["code"]


# --- JSON nested too deeply to parse ----------------------------------------------------

DEEP = "[" * 10_000 + "]" * 10_000  # Python's parser overflowed the page's stack on it


def test_keys_nested_ten_thousand_deep_never_stop_the_page(app: Page, base_url: str) -> None:
    """The settings, the links not opened and a save, each 10,000 levels deep, and 30 saves
    each with a field 5,000 deep: the page boots, lists the saves as unreadable (their text
    to copy), plays, boots again, and keeps every one of them."""
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=71)
    (text,) = saved_games(app).values()
    field = {**json.loads(text), "review": BIG}
    deep = {"arle.settings": DEEP, "arle.unopened": DEEP, SAVE_PREFIX + "deep": DEEP,
            **{f"{SAVE_PREFIX}field-{i}": raw(field, "[" * 5000 + "]" * 5000)
               for i in range(30)}}
    put_saves(app, base_url, deep)
    app.click("#games-button")
    unreadable = app.locator("#games .saved-game.broken")
    expect(unreadable).to_have_count(31)
    one = app.locator("#games .saved-game.broken[data-id='deep']")
    expect(one.locator(".saved-info")).to_contain_text("nested more than 64 levels deep")
    assert one.locator("textarea").input_value() == DEEP
    app.locator("#games .saved-game:not(.broken) [data-action='resume']").click()
    moves = int(app.locator("#app").get_attribute("data-moves") or 0)
    app.locator("#decision button[data-key]").first.click()
    expect(app.locator("#app")).not_to_have_attribute("data-moves", str(moves))
    open_link(app, base_url)  # and on the next visit too
    expect(app.locator("#games-button")).to_have_text("Your games (32)")
    stored = app.evaluate("keys => keys.map(k => localStorage.getItem(k))", list(deep))
    assert stored == list(deep.values()), "an unreadable key was changed"


# --- a save of one game holding another game's link -------------------------------------

def test_a_save_holding_another_games_link_never_stops_that_games_link(
        app: Page, base_url: str) -> None:
    """A Fields of Arle save (its game's id) whose link is an Agricola game's, on a device
    without Agricola's engine: the Fields of Arle link opens and plays, and the save is
    listed as damaged, its link to copy, and kept."""
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=71)
    ((key, text),) = saved_games(app).items()
    entry = json.loads(text)
    other = str(agricola_game(2, 5, names=("Ada", "Ben")).encode())
    stored = json.dumps({**entry, "code": other})
    put_saves(app, base_url, {SAVE_PREFIX + "other": stored}, visit=f"#g={entry['code']}")
    expect(app.locator("#decision .prompt")).to_be_visible()
    assert address_code(app) == entry["code"]
    expect(app.locator("#site-title")).to_have_text("Fields of Arle")
    moves = str(json.loads(saved_games(app)[key])["moves"])
    app.locator("#decision button[data-key]").first.click()
    expect(app.locator("#app")).not_to_have_attribute("data-moves", moves)
    app.click("#games-button")
    damaged = app.locator("#games .saved-game.broken[data-id='other']")
    expect(damaged.locator(".saved-info")).to_contain_text("its link is a game of Agricola")
    assert damaged.locator("textarea").input_value() == other
    assert saved_games(app)[SAVE_PREFIX + "other"] == stored


FAILING_OPEN = """() => {
  const real = window.arlePy;
  window.arlePy = (action, arg) => {
    if (action === "open") throw new Error("Traceback (most recent call last):\\nValueError: boom");
    return real(action, arg);
  };
}"""


def test_an_action_python_could_not_finish_is_said_and_the_page_stays(
        app: Page, base_url: str) -> None:
    """Python stopping outside its own guard (as the save above made it, at the boot): the
    game in view stays, and the page says what went wrong (no error of the page's own)."""
    errors: list[str] = []
    app.on("pageerror", lambda error: errors.append(str(error)))
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=71)
    before = address_code(app)
    app.evaluate(FAILING_OPEN)
    app.evaluate("code => { location.hash = 'g=' + code; }",
                 str(new_game(players=1, seed=5).encode()))  # a link pasted
    expect(app.locator("#decision .notice")).to_have_text("Something went wrong: ValueError: boom")
    expect(app.locator("#decision button[data-key]").first).to_be_enabled()
    assert errors == []
    app.locator("#decision button[data-key]").first.click()
    expect(app.locator("#decision .notice")).to_have_count(0)
    assert address_code(app) != before  # (the game played on)


# --- a saved review with a wrong field ---------------------------------------------------

REVIEW_DAMAGES = {
    "an estimate of 1e999": ({"estimate": BIG}, "1e999"),
    "no costliest decisions": ({"costliest": None}, ""),
    "costliest decisions as text": ({"costliest": "move 3"}, ""),
    "the total as text": ({"left_on_table": "12.5"}, ""),
}


@pytest.mark.parametrize("damage", REVIEW_DAMAGES)
def test_a_saved_review_with_a_wrong_field_is_dropped_and_the_game_opens(
        app: Page, base_url: str, damage: str) -> None:
    key, entry = reviewed_save()
    fields, number = REVIEW_DAMAGES[damage]
    stored = raw({**entry, "review": {**entry["review"], **fields}}, number)
    app.set_viewport_size(DESKTOP)
    put_saves(app, base_url, {key: stored})
    game_id = key.removeprefix(SAVE_PREFIX)
    app.click("#games-button")
    app.locator(f"#games [data-id='{game_id}'] [data-action='resume']").click()
    expect(app.locator("#end")).to_be_visible()
    review = app.locator("#review")
    expect(review).to_contain_text("could not be read")
    expect(review.get_by_role("button", name="Review again")).to_be_visible()
    expect(app.locator("#decision .notice")).to_have_count(0)  # nothing else carried it
    if damage == "an estimate of 1e999":
        screens(app, "review-dropped", (PHONE, DESKTOP))
        for size in (PHONE, DESKTOP):
            app.set_viewport_size(size)
            review.screenshot(path=str(SCREENS / f"review-dropped-panel-{size['width']}.png"))
    # The game's own link opens it too, on every reload.
    open_link(app, f"{base_url}#g={finished_link()}")
    expect(app.locator("#end")).to_be_visible()
    expect(review.get_by_role("button", name="Review again")).to_be_visible()
    # Reviewing again replaces it.
    app.evaluate(f"window.arleReviewBudget = {BUDGET}")
    review.get_by_role("button", name="Review again").click()
    expect(review.locator(".review-left")).to_be_visible(timeout=WAIT_MS)
    assert json.loads(saved_games(app)[key])["review"]["costliest"] == \
        entry["review"]["costliest"]


FULL_STORAGE = """() => {
  window.__setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function () {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}"""


def test_a_review_finished_while_the_storage_is_full_is_saved_once_there_is_room(
        app: Page, base_url: str) -> None:
    """A finished game has no move to come: its review is saved at the next action that
    finds room, not lost."""
    app.set_viewport_size(DESKTOP)
    open_link(app, f"{base_url}#g={finished_link()}")
    expect(app.locator("#end")).to_be_visible()
    ((key, _),) = saved_games(app).items()
    app.evaluate(FULL_STORAGE)
    app.evaluate(f"window.arleReviewBudget = {BUDGET}")
    review = app.locator("#review")
    review.get_by_role("button", name="Review", exact=True).click()
    expect(review.locator(".review-left")).to_be_visible(timeout=WAIT_MS)
    assert "review" not in json.loads(saved_games(app)[key])
    app.evaluate("() => { Storage.prototype.setItem = window.__setItem; }")  # room again
    app.get_by_role("button", name="Replay the game").click()  # any action saves
    expect(app.locator("#replay")).to_be_visible()
    assert "review" in json.loads(saved_games(app)[key])
    open_link(app, f"{base_url}#g={finished_link()}")  # and it comes back with the game
    expect(review.locator(".review-left")).to_be_visible()


# --- Today's game: a friend's proof link ----------------------------------------------------

def finished_daily(day: date, seed: int) -> Game:
    sys.path.insert(0, str(ROOT / "web"))
    from app.arle.daily import daily_setup

    game = new_game(**daily_setup(day))
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def test_a_friends_daily_game_opened_from_its_proof_link_is_not_counted_as_yours(
        app: Page, base_url: str) -> None:
    game = finished_daily(date(2026, 11, 26), 4)
    app.set_viewport_size(DESKTOP)
    open_link(app, f"{base_url}?today=2026-11-26#g={game.encode()}")
    expect(app.locator(".daily-verified")).to_be_visible()  # the link proves its score
    assert saved_games(app)  # and the game is kept here, as every opened link is
    open_link(app, f"{base_url}?today=2026-11-26")
    record = app.locator(".daily-record")
    expect(record).to_have_text("Play it on days in a row for a streak.")
    expect(app.locator(".daily-best")).to_have_count(0)

"""Playing against the computer and asking for a hint, in Chromium.

The computer thinks in a Web Worker (js/ai-worker.mjs boots the page's own Pyodide and
engine wheel): the page stays responsive, the thinking can be cancelled, and its answers
are the engine's (``arle_core.ai``, deterministic by level) — checked here against CPython.
Screenshots: e2e/artifacts/screens/computer-*.png and hint-*.png.
"""

from __future__ import annotations

import json
import random
import re

from e2e_support import (
    PHONE,
    SAVE_PREFIX,
    a_save_played_in_cpython,
    address_code,
    click_option,
    css_string,
    human_turn,
    is_over,
    preset_storage,
    saved_games,
    screens,
    settled,
    shown_scores,
    start_game,
    wait_controlled,
    wait_ready,
)
from playwright.sync_api import Page, expect

from arle_core import decode, new_game
from arle_core.ai import choose, hint

DESKTOP = {"width": 1400, "height": 900}
THINKING = "#status .thinking"
MAX_CLICKS = 400
WAIT_MS = 120_000  # the first question boots the worker; the strong level thinks seconds



def computer_keys(link: str, human: int, level: str) -> list[tuple[int, str, str]]:
    """Each move of the computer's seat in a game link: (move, key played, the key
    ``arle_core.ai.choose`` gives in CPython for that position)."""
    game = decode(link)
    replay = new_game(players=2, seed=game.setup.seed, names=game.setup.names)
    out = []
    for n, key in enumerate(game.moves):
        if replay.current_player != human and len(replay.legal_moves()) > 1:
            out.append((n, key, choose(replay, level)))
        replay.play(key)
    return out


LATE_HALF_YEAR = 8  # a saved game opens here: the page plays the last two half-years


def a_save_near_the_end(seat: int, level: str, seed: int) -> tuple[str, str]:
    """A game against the computer at ``level``, at the player's first decision of
    half-year 8."""
    from app.arle.older_form import new_arle_game

    return a_save_played_in_cpython(
        lambda session: new_arle_game(session, players=2, seed=seed, names=["", "Ann"],
                                      mode="computer", seat=seat, level=level),
        choose, level, seed,
        lambda game, computer: game.state.half_year >= LATE_HALF_YEAR and not computer)


def test_a_game_against_the_computer_to_its_end(app: Page, base_url: str) -> None:
    """A saved game against the computer (casual), opened from "Your games" two
    half-years before its end: the test plays the human seat by clicking; the computer
    plays its turns by itself. Both final sheets are the engine's for the game's link,
    every computer move is the one CPython's AI chooses, and the save knows the
    computer's seat. (A computer game started from the form: the worker test below.)"""
    seat = 1
    key, text = a_save_near_the_end(seat, "casual", seed=7)
    app.set_viewport_size(DESKTOP)
    preset_storage(app, base_url, {key: text})
    app.goto(base_url)
    wait_ready(app)
    assert app.evaluate("window.arleComputer.settings.pace") >= 500  # a player can follow
    app.evaluate("window.arleComputer.settings.pace = 30")  # this test need not watch
    app.click("#games-button")
    app.locator(f"#games [data-action='resume'][data-id='{key.removeprefix(SAVE_PREFIX)}']"
                ).click()
    rng = random.Random(7)
    clicks = 0
    while True:
        human_turn(app, seat, WAIT_MS)
        if is_over(app):
            break
        assert clicks < MAX_CLICKS, "the game does not end"
        click_option(app, rng, hand_over=False)
        clicks += 1
    assert clicks > 0, "the page played none of the game"
    stats = app.evaluate("window.arleComputer.stats")
    assert stats["asked"] > 1 and stats["read"] == 1, \
        f"the worker read the game's link again instead of playing on its own: {stats}"
    link = address_code(app)
    engine = decode(link)
    assert engine.is_over and engine.setup.names == ("Computer", "Ann")
    assert shown_scores(app) == [{k: float(v) for k, v in s.items()} for s in engine.scores()]
    expect(app.locator("#scores h2")).to_have_text("Final score sheet")
    moves = computer_keys(link, seat, "casual")
    assert moves, "the computer made no decision"
    assert [(n, key) for n, key, _ in moves] == [(n, ai) for n, _, ai in moves], \
        "the computer in the page (Pyodide) chose otherwise than the AI in CPython"
    (entry,) = [json.loads(v) for v in saved_games(app).values()]
    assert (entry["mode"], entry["seat"], entry["level"]) == ("computer", seat, "casual")
    assert entry["code"] == link and entry["over"]


def a_link_against_the_computer(seed: int, moves: int) -> str:
    """The link of Me's game against the computer (casual) after ``moves`` moves, at
    Me's decision, played in CPython by the page's own Python."""
    from app.arle.older_form import new_arle_game
    from app.saves import MemoryStore
    from app.session import Session

    session = Session(MemoryStore())
    new_arle_game(session, players=2, seed=seed, names=["Me", ""], mode="computer", seat=0,
                  level="casual")
    rng = random.Random(seed)
    while True:
        game = session.game
        assert game is not None and not game.is_over
        computer = session.computer_to_move()
        if len(game.moves) >= moves and not computer:
            return session.link() or ""
        if computer:
            session.computer_play(choose(game, "casual"), len(game.moves))
        else:
            session.play(rng.choice(game.legal_moves()))


def test_a_link_against_the_computer_goes_on_against_it_on_the_device_that_opens_it(
        app: Page, base_url: str) -> None:
    """Me's game against the computer, its link opened on a device that never saw it:
    no "Who are you?" (one person plays it), the page says the computer plays its seat
    on this device, and after Me's turn the computer plays here, as CPython's AI at the
    level a link opens with ("good": a link carries no level), never "Waiting for
    Computer — send Computer the link"."""
    link = a_link_against_the_computer(seed=3, moves=12)
    app.set_viewport_size(DESKTOP)
    app.goto(f"{base_url}#g={link}")
    wait_ready(app)
    app.evaluate("window.arleComputer.settings.pace = 30")
    human_turn(app, 0, WAIT_MS)
    expect(app.locator("#decision .seat-question")).to_have_count(0)
    expect(app.locator("#decision .info-note")).to_contain_text(
        "You play Me; the computer plays Computer here, on this device, at its good level")
    screens(app, "computer-link-opened", (PHONE, DESKTOP))
    before = len(decode(link).moves)
    rng = random.Random(3)
    while app.get_attribute("#app", "data-decider") == "0":
        click_option(app, rng, hand_over=False)
        expect(app.locator("#decision .waiting")).to_have_count(0)
    human_turn(app, 0, WAIT_MS)
    expect(app.locator("#decision .waiting")).to_have_count(0)
    expect(app.locator("#decision .story-line[data-seat='1']").first).to_be_attached()
    screens(app, "computer-link-moved", (PHONE, DESKTOP))
    played = address_code(app)
    theirs = [(n, key, ai) for n, key, ai in computer_keys(played, 0, "good") if n >= before]
    assert theirs, "the computer did not move on the device that opened its link"
    assert [(n, key) for n, key, _ in theirs] == [(n, ai) for n, _, ai in theirs]
    (entry,) = [json.loads(v) for v in saved_games(app).values()]
    assert [seat["who"] for seat in entry["seats"]] == ["here", "computer"]


def test_the_hint_is_the_engines_strong_option(app: Page, base_url: str) -> None:
    """The Hint button highlights one legal option, in the panel and on the board, with
    its reason: the key ``arle_core.ai.hint`` gives in CPython for the same position.
    It is gone after the next move."""
    app.set_viewport_size(DESKTOP)
    app.goto(base_url)
    wait_ready(app)
    start_game(app, players=1, seed=11)
    rng = random.Random(11)
    for _ in range(3):
        click_option(app, rng)
    app.click("#decision [data-action='hint']")
    expect(app.locator(THINKING)).to_contain_text("Looking for the best option")
    expect(app.locator("#decision .hint-note")).to_be_visible(timeout=WAIT_MS)
    expect(app.locator(THINKING)).to_have_count(0)
    link = address_code(app)
    expected = hint(decode(link), "strong")
    hinted = app.locator("#decision button.option.hinted")
    expect(hinted).to_have_count(1)
    key = hinted.get_attribute("data-key")
    assert key in decode(link).legal_moves()
    assert key == expected.key, "Pyodide's strong level chose otherwise than CPython's"
    note = app.locator("#decision .hint-note")
    expect(note).to_contain_text(expected.comparison)
    for term in expected.as_json()["terms"]:  # what it does, each term with its VP
        expect(note).to_contain_text(f"{term['text']} {term['vp_text']}")
    expect(note).not_to_contain_text("computer's next choice")  # a solo game
    on_board = app.locator(f".board button[data-key={css_string(key)}]")
    if on_board.count():  # the option's board element is marked too
        expect(on_board.first).to_have_class(re.compile(r"\bhinted\b"))
        assert on_board.first.evaluate(
            "b => b.closest('[data-target]').classList.contains('hinted')")
    screens(app, "hint", (PHONE, DESKTOP))
    click_option(app, rng)
    expect(app.locator("#decision .hint-note")).to_have_count(0)
    expect(app.locator(".hinted")).to_have_count(0)


def test_the_computer_thinks_in_a_worker_can_be_stopped_and_resumes_after_a_reload(
        app: Page, base_url: str) -> None:
    """While the computer thinks, the page answers clicks at once (structural, not timed:
    the click takes effect while the thinking indicator still shows). Cancel stops the
    computer and the game stays playable; "Let the computer move" goes on; a reload
    resumes its turn from the autosave."""
    app.set_viewport_size(DESKTOP)
    app.goto(base_url)
    wait_ready(app)
    if app.locator("#setup").is_hidden():
        app.click("[data-action='open-setup']")
    app.select_option("#who-1", "computer")
    expect(app.locator("#level-1")).to_be_visible()
    expect(app.locator("#level-1")).to_have_value("good")
    screens(app, "computer-form", (PHONE, DESKTOP))
    seat, seed = 1, 1
    assert new_game(players=2, seed=seed).setup.start_player == 1 - seat  # the computer begins
    # The computer waits 10 minutes between its moves on this page (until the reload), so
    # that nothing here races its moves; its first question also boots the worker.
    app.evaluate("window.arleComputer.settings.pace = 600000")
    start_game(app, players=2, seed=seed, names=("", "Ann"), mode="computer", seat=seat,
               level="strong")
    expect(app.locator(THINKING)).to_contain_text("Computer is thinking", timeout=WAIT_MS)
    expect(app.locator("#decision .prompt")).to_have_text("Computer is playing")
    # A click while the worker thinks (it has not answered yet): Your games opens.
    app.click("#games-button")
    assert app.evaluate("""() => !document.getElementById('home').hidden
        && document.querySelector('#status .thinking') !== null
        && window.arleComputer.busy()"""), \
        "the click did not take effect while the computer was thinking"
    app.click("#close-setup")
    screens(app, "computer-thinking", (PHONE, DESKTOP))
    moves = app.get_attribute("#app", "data-moves")
    app.click("#status [data-action='stop-thinking']")
    expect(app.locator(THINKING)).to_have_count(0)
    expect(app.locator("#decision .prompt")).to_contain_text("you stopped its move")
    # Stopped, not waiting out its pace: with no pace at all, it still does not move.
    assert not app.evaluate("window.arleComputer.busy()")
    # What every action does next (sync) starts no move: a move would ask the worker at once.
    app.evaluate("window.arleComputer.settings.pace = 0; window.arleComputer.sync()")
    assert not app.evaluate("window.arleComputer.busy()"), "the computer went on after Cancel"
    settled(app)
    expect(app.locator(THINKING)).to_have_count(0)
    assert app.get_attribute("#app", "data-moves") == moves, "the computer moved after Cancel"
    app.evaluate("window.arleComputer.settings.pace = 600000")
    # The game stays playable: the computer goes on when asked (a fresh worker) ...
    app.click("#decision [data-action='computer-resume']")
    expect(app.locator(THINKING)).to_be_visible()
    expect(app.locator("#decision .prompt")).to_have_text("Computer is playing")
    # ... and stopped again at once, its turn waits for a reload: the autosave and the
    # page bring it back.
    app.click("#status [data-action='stop-thinking']")
    expect(app.locator(THINKING)).to_have_count(0)
    moves = app.get_attribute("#app", "data-moves")
    link = address_code(app)
    app.reload()
    wait_ready(app)
    assert address_code(app) == link
    human_turn(app, seat, WAIT_MS)
    assert int(app.get_attribute("#app", "data-moves") or 0) > int(moves or 0) or is_over(app)
    expect(app.locator("#decision .story-title")).to_have_text("What Computer did")
    screens(app, "computer-story", (PHONE, DESKTOP))
    (entry,) = [json.loads(v) for v in saved_games(app).values()]
    assert (entry["mode"], entry["seat"], entry["level"]) == ("computer", seat, "strong")
    click_option(app, random.Random(seed), hand_over=False)  # the player's turn, as ever
    expect(app.locator("#decision .story-title")).not_to_have_text("What Computer did")


def test_the_computer_thinks_offline(app: Page, base_url: str) -> None:
    """The worker's script and its Python are in the service worker's precache: after one
    visit, a hint comes with the network off (the worker boots from the cache)."""
    app.goto(base_url)
    wait_ready(app)
    wait_controlled(app)
    start_game(app, players=1, seed=52)
    app.context.set_offline(True)
    try:
        app.reload()
        wait_ready(app)
        app.click("#decision [data-action='hint']")
        expect(app.locator("#decision .hint-note")).to_contain_text("Hint:", timeout=WAIT_MS)
        expect(app.locator("#decision button.option.hinted")).to_have_count(1)
    finally:
        app.context.set_offline(False)

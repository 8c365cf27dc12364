"""Games played to their end by clicking the page, checked against the engine in CPython.

Each game opens by its link near its end (the link is the game record: the moves up to
there are a seeded greedy game, made here with the engine), and the test clicks the
remaining options at random (seeded) the way a player would: in the decision panel,
sometimes on the board where the option lives. The page plays forced moves itself; the
replay here does the same, then the page's score sheet must equal the engine's. A whole
game clicked from the first move is ``test_e2e_board.py``'s (solo game 11, clicked with
the same seeded choices the solo test here made when it, too, played from the first move).
Screenshots of the opened position and the end go to e2e/artifacts/screens/.
"""

from __future__ import annotations

import fcntl
import json
import random
import re
import statistics
import sys
from pathlib import Path

from e2e_support import (
    SCREENS,
    click_option,
    end_turn_if_asked,
    is_over,
    near_the_end,
    open_link,
    page_record,
    percentile,
    render_count,
    screens,
    shown_scores,
    wait_render,
)
from playwright.sync_api import Page, expect

from arle_core import Game, decode, new_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from arle_core.faces import plain_payment

PERF_FILE = SCREENS.parent / "perf.json"
MAX_CLICKS = 600  # far above a real game; a stuck page fails instead of looping
# Where the link opens: the last half-year's turns, its Inventorying and the final count are
# still to be clicked.
QUESTIONS_LEFT = 30


def engine_replay(game: Game, clicked: list[str]) -> Game:
    """The clicked keys in CPython, with the moves the page plays by itself (forced moves,
    paying with the plain good) played as the page plays them."""

    def forced() -> None:
        while not game.is_over:
            d = game.decision()
            assert d is not None
            options = list(d.options)
            key = options[0].key if len(options) == 1 else plain_payment(d.kind, options)
            if key is None:
                return
            game.play(key)

    forced()
    for key in clicked:
        game.play(key)
        forced()
    return game


def play_to_the_end(app: Page, rng: random.Random, name: str) -> list[str]:
    """Click until the final score sheet; screenshots where it starts and at the end."""
    screens(app, f"{name}-start")
    clicked: list[str] = []
    names = app.evaluate("window.arleRecord().setup.names")
    while not is_over(app):
        assert len(clicked) < MAX_CLICKS, "the game does not end"
        end_turn_if_asked(app)  # hot-seat: hand the device over
        turn = app.text_content("#decision .turn") or ""
        assert any(n in turn for n in names), f"whose turn is not shown: {turn!r}"
        clicked.append(click_option(app, rng))
    screens(app, f"{name}-final")
    return clicked


def check_final_sheet(app: Page, engine: Game) -> None:
    sheets = engine.scores()
    assert shown_scores(app) == [{k: float(v) for k, v in s.items()} for s in sheets]
    expect(app.locator("#scores h2")).to_have_text("Final score sheet")
    expect(app.locator("#decision .prompt")).to_contain_text("VP")
    record = page_record(app)
    assert record["moves"] == engine.moves, "the page's move record differs from the replay"


def save_perf(name: str, app: Page) -> list[float]:
    clicks: list[float] = app.evaluate("window.arlePerf.clicks")
    frames: list[float] = app.evaluate("window.arlePerf.frame")
    figure = {
        "clicks": len(clicks),
        "median_ms": round(statistics.median(clicks), 1),
        "p95_ms": round(percentile(clicks, 0.95), 1),
        "python_median_ms": round(statistics.median(app.evaluate("window.arlePerf.python")), 1),
        "render_median_ms": round(statistics.median(app.evaluate("window.arlePerf.render")), 1),
        "next_frame_median_ms": round(statistics.median(frames), 1),
        "next_frame_p95_ms": round(percentile(frames, 0.95), 1),
    }
    PERF_FILE.parent.mkdir(parents=True, exist_ok=True)
    # Both games' tests write the file, in two xdist workers maybe at once: one at a time,
    # or one's figures are lost.
    with PERF_FILE.with_suffix(".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        figures = json.loads(PERF_FILE.read_text()) if PERF_FILE.is_file() else {}
        figures[name] = figure
        PERF_FILE.write_text(json.dumps(figures, indent=1) + "\n")
    print(f"\n{name}: click to updated board {figure}")
    return clicks


def test_the_end_of_a_solo_game_played_by_clicks_scores_as_the_engine(
    app: Page, base_url: str
) -> None:
    app.set_viewport_size({"width": 1280, "height": 800})
    opened = near_the_end(new_game(players=1, seed=11), seed=11,
                          questions_left=QUESTIONS_LEFT)
    open_link(app, f"{base_url}#g={opened.encode()}")
    expect(app.locator("#decision .turn")).to_contain_text("Red")

    clicked = play_to_the_end(app, random.Random(11), "solo")

    engine = engine_replay(decode(opened.encode()), clicked)
    assert engine.is_over
    check_final_sheet(app, engine)
    expect(app.locator("#decision .prompt")).to_have_text(
        re.compile(rf"Final score: {engine.scores()[0]['total']:g} VP")
    )
    save_perf("solo", app)  # a figure, not a verdict: the target lives in benchmarks/


def test_the_end_of_a_two_player_hot_seat_game_played_by_clicks_scores_as_the_engine(
    app: Page, base_url: str
) -> None:
    app.set_viewport_size({"width": 1280, "height": 800})
    names = ("Anna", "Bo")
    game = new_game(players=2, seed=23, variant="yucata", buildings="random", names=names)
    opened = near_the_end(game, seed=23, questions_left=QUESTIONS_LEFT)
    open_link(app, f"{base_url}#g={opened.encode()}")
    renders = render_count(app)
    app.click("[data-action='seat'][data-id='hotseat']")  # both players play on this device
    wait_render(app, renders)
    expect(app.locator("#decision .game-info")).to_contain_text("2 players")

    clicked = play_to_the_end(app, random.Random(23), "duo")

    engine = engine_replay(decode(opened.encode()), clicked)
    assert engine.is_over
    check_final_sheet(app, engine)
    winner = engine.winner()
    assert winner is not None
    expect(app.locator("#decision .prompt")).to_contain_text(names[winner])
    expect(app.locator("#scores .winner")).to_have_attribute("data-score", f"{winner}:total")
    save_perf("two players", app)  # a figure, not a verdict: the target lives in benchmarks/

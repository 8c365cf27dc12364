"""Whole games played by clicking the page, checked against the engine in CPython.

The test clicks options at random (seeded) the way a player would: in the decision panel,
sometimes on the board where the option lives. The page plays forced moves itself; the
replay here does the same, then the page's score sheet must equal the engine's.
Screenshots of the start, middle and end go to e2e/artifacts/screens/.
"""

from __future__ import annotations

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
    page_record,
    percentile,
    screens,
    shown_scores,
    start_game,
    wait_ready,
)
from playwright.sync_api import Page, expect

from arle_core import Game, new_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from arle_core.faces import plain_payment

PERF_FILE = SCREENS.parent / "perf.json"
MAX_CLICKS = 600  # far above a real game; a stuck page fails instead of looping


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


def play_whole_game(app: Page, rng: random.Random, name: str) -> list[str]:
    """Click until the final score sheet; screenshots at the start, middle and end."""
    screens(app, f"{name}-start")
    clicked: list[str] = []
    names = app.evaluate("window.arleRecord().setup.names")
    while not is_over(app):
        assert len(clicked) < MAX_CLICKS, "the game does not end"
        end_turn_if_asked(app)  # hot-seat: hand the device over
        turn = app.text_content("#decision .turn") or ""
        assert any(n in turn for n in names), f"whose turn is not shown: {turn!r}"
        clicked.append(click_option(app, rng))
        if len(clicked) == 60:
            screens(app, f"{name}-mid")
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
    figures = json.loads(PERF_FILE.read_text()) if PERF_FILE.is_file() else {}
    figures[name] = {
        "clicks": len(clicks),
        "median_ms": round(statistics.median(clicks), 1),
        "p95_ms": round(percentile(clicks, 0.95), 1),
        "python_median_ms": round(statistics.median(app.evaluate("window.arlePerf.python")), 1),
        "render_median_ms": round(statistics.median(app.evaluate("window.arlePerf.render")), 1),
        "next_frame_median_ms": round(statistics.median(frames), 1),
        "next_frame_p95_ms": round(percentile(frames, 0.95), 1),
    }
    PERF_FILE.parent.mkdir(parents=True, exist_ok=True)
    PERF_FILE.write_text(json.dumps(figures, indent=1) + "\n")
    print(f"\n{name}: click to updated board {figures[name]}")
    return clicks


def test_a_solo_game_played_by_clicks_scores_as_the_engine(app: Page, base_url: str) -> None:
    app.set_viewport_size({"width": 1280, "height": 800})
    app.goto(base_url)
    wait_ready(app)
    screens(app, "solo-setup")
    start_game(app, players=1, seed=11)
    expect(app.locator("#decision .turn")).to_contain_text("Red")

    clicked = play_whole_game(app, random.Random(11), "solo")

    engine = engine_replay(new_game(players=1, seed=11), clicked)
    assert engine.is_over
    check_final_sheet(app, engine)
    expect(app.locator("#decision .prompt")).to_have_text(
        re.compile(rf"Final score: {engine.scores()[0]['total']:g} VP")
    )
    save_perf("solo", app)  # a figure, not a verdict: the target lives in benchmarks/


def test_a_two_player_hot_seat_game_played_by_clicks_scores_as_the_engine(
    app: Page, base_url: str
) -> None:
    app.set_viewport_size({"width": 1280, "height": 800})
    app.goto(base_url)
    wait_ready(app)
    names = ("Anna", "Bo")
    start_game(app, players=2, seed=23, names=names, variant="yucata", buildings="random")
    expect(app.locator("#decision .game-info")).to_contain_text("2 players")

    clicked = play_whole_game(app, random.Random(23), "duo")

    engine = engine_replay(
        new_game(players=2, seed=23, variant="yucata", buildings="random", names=names), clicked
    )
    assert engine.is_over
    check_final_sheet(app, engine)
    winner = engine.winner()
    assert winner is not None
    expect(app.locator("#decision .prompt")).to_contain_text(names[winner])
    expect(app.locator("#scores .winner")).to_have_attribute("data-score", f"{winner}:total")
    save_perf("two players", app)  # a figure, not a verdict: the target lives in benchmarks/


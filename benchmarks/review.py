"""The review's figures: ``python -m benchmarks.review [--browser]``.

``review.solo_game_s``: the seconds (CPU, and wall clock beside it) to review every
decision of a whole solo game at the review's level and budget
(:mod:`arle_core.ai.review`) in CPython, for each of a few fixed finished games: the golden
solo games of the tests, greedy-played games and a game of the strong level (recorded in
``tests/review_games``: a strong game has more decisions with more options, the heaviest
review). Target: ≤ 45 s per game.

``review.browser_solo_game_s`` (``--browser``): the same review of each golden solo game in
Chromium, the page's own review (``window.arleReview``, its Web Worker) from the start to
the answer kept, on the site ``serve.py --build`` makes; the worker is booted by a review
of one node per look-ahead first, so the figure is the review's alone. Target: ≤ 90 s.

The machine's load average is printed with each figure, since a busy machine stretches the
wall clock.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from arle_core import Game, decode, new_game
from arle_core.ai.review import REVIEW_BUDGET, REVIEW_LEVEL, review
from arle_core.bots import play_out

from .engine import Figure, figure

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"
GREEDY_SEEDS = (5, 9)
# The strong level's game on a greedy game's setup (recorded by tests/review_games/record.py).
STRONG_GAMES = GOLDEN.parent / "review_games"
STRONG = ("strong-greedy-5",)


def golden() -> Iterator[tuple[str, str]]:
    """The golden solo games' names and links (the newest link format)."""
    for path in sorted(GOLDEN.glob("solo-*.json")):
        links = json.loads(path.read_text())["link"]
        yield path.stem, str(links[max(links, key=int)])


def games() -> Iterator[tuple[str, Game]]:
    for name, link in golden():
        yield name, decode(link)
    for seed in GREEDY_SEEDS:
        g = new_game(players=1, seed=seed, buildings="random")
        yield f"greedy-{seed}", play_out(g, random.Random(seed))
    for name in STRONG:
        yield name, decode(json.loads((STRONG_GAMES / f"{name}.json").read_text())["link"])


def run() -> Iterator[Figure]:
    for name, game in games():
        c0, w0 = time.process_time(), time.perf_counter()
        r = review(game, 0)
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        yield figure("review.solo_game_s", cpu, "s", game=name, wall_s=round(wall, 1),
                     moves=len(game.moves), decisions=len(r.decisions), nodes=r.nodes,
                     level=REVIEW_LEVEL, budget=REVIEW_BUDGET,
                     left_on_table=r.left_on_table, load=os.getloadavg()[0])


BROWSER_TIMEOUT_MS = 600_000
REVIEWED = "() => !window.arleReview.busy() && document.querySelector('#review .review-left')"


def browser_run() -> Iterator[Figure]:
    from playwright.sync_api import sync_playwright

    from . import browser

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        browser.build(site)
        with browser.served(site) as url, sync_playwright() as pw:
            ctx = browser._context(pw, Path(tmp) / "profile")
            for name, link in golden():
                page = browser._desktop_page(ctx, f"{url}#g={link}")
                page.evaluate("window.arleReviewBudget = 1; window.arleReview.start(0)")
                page.wait_for_function(REVIEWED, timeout=BROWSER_TIMEOUT_MS)
                page.evaluate("window.arleReviewBudget = 0")  # 0: the page's own budget
                start = time.perf_counter()
                page.evaluate("window.arleReview.start(0)")
                page.wait_for_function(REVIEWED, timeout=BROWSER_TIMEOUT_MS, polling=200)
                seconds = time.perf_counter() - start
                left = page.locator("#review .review-left").text_content()
                yield figure("review.browser_solo_game_s", seconds, "s", game=name,
                             level=REVIEW_LEVEL, budget=REVIEW_BUDGET, left_on_table=left,
                             load=os.getloadavg()[0])
                page.close()
            ctx.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m benchmarks.review")
    parser.add_argument("--browser", action="store_true",
                        help="the review in Chromium too (builds the site)")
    args = parser.parse_args()
    for fig in itertools.chain(run(), browser_run() if args.browser else ()):
        print(json.dumps(fig), flush=True)

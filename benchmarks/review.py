"""The review's figure in CPython: ``python -m benchmarks.review``.

``review.solo_game_s``: the seconds (CPU, and wall clock beside it) to review every
decision of a whole solo game at the review's level and budget
(:mod:`arle_core.ai.review`), for each of a few fixed finished games: the golden solo games
of the tests and greedy-played games. The machine's load average is printed with it, since
a busy machine stretches the wall clock. Target: ≤ 45 s per game.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path

from arle_core import Game, decode, new_game
from arle_core.ai.review import REVIEW_BUDGET, REVIEW_LEVEL, review
from arle_core.bots import play_out

from .engine import Figure, figure

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"
GREEDY_SEEDS = (5, 9)


def games() -> Iterator[tuple[str, Game]]:
    for path in sorted(GOLDEN.glob("solo-*.json")):
        links = json.loads(path.read_text())["link"]
        yield path.stem, decode(links[max(links, key=int)])
    for seed in GREEDY_SEEDS:
        g = new_game(players=1, seed=seed, buildings="random")
        yield f"greedy-{seed}", play_out(g, random.Random(seed))


def run() -> Iterator[Figure]:
    for name, game in games():
        c0, w0 = time.process_time(), time.perf_counter()
        r = review(game, 0)
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        yield figure("review.solo_game_s", cpu, "s", game=name, wall_s=round(wall, 1),
                     moves=len(game.moves), decisions=len(r.decisions), nodes=r.nodes,
                     level=REVIEW_LEVEL, budget=REVIEW_BUDGET,
                     left_on_table=r.left_on_table, load=os.getloadavg()[0])


if __name__ == "__main__":
    for fig in run():
        print(json.dumps(fig), flush=True)

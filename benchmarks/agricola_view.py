"""What the Agricola view model costs a page: milliseconds to build `view(game)` at each
decision of a game (every option is played on a copy to say what it does) and the size
of its JSON, for 1 and 4 players, over games of the greedy test bot.

``python -m benchmarks.agricola_view [--quick]`` prints the figures."""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Iterator

from agricola_core import new_game
from agricola_core.bots import greedy_move
from agricola_core.view import view

from .engine import Figure, figure, print_figures


def view_costs(players: int, seed: int) -> tuple[list[float], list[int]]:
    """Per decision of one greedy game: ms to build the view model, and its JSON bytes."""
    g = new_game(players, seed)
    rng = random.Random(seed)
    ms: list[float] = []
    size: list[int] = []
    while not g.is_over:
        start = time.perf_counter()
        v = view(g)
        ms.append((time.perf_counter() - start) * 1000)
        size.append(len(json.dumps(v, separators=(",", ":"))))
        g.play(greedy_move(g, rng))
    return ms, size


def run(quick: bool) -> Iterator[Figure]:
    games = 2 if quick else 6
    for players in (1, 4):
        ms: list[float] = []
        size: list[int] = []
        for seed in range(games):
            m, s = view_costs(players, seed)
            ms += m
            size += s
        yield figure(f"agricola.view_ms_{players}p", statistics.median(ms), "ms",
                     p95=round(sorted(ms)[int(len(ms) * 0.95)], 1), max=round(max(ms), 1))
        yield figure(f"agricola.view_kb_{players}p", statistics.median(size) / 1000, "kB",
                     max=round(max(size) / 1000, 1))


def main() -> int:
    return print_figures("python -m benchmarks.agricola_view", run)


if __name__ == "__main__":
    sys.exit(main())

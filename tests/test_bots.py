"""The simple players used for recorded games and benchmarks."""

from __future__ import annotations

import random
import statistics

from arle_core import new_game
from arle_core.bots import greedy_move, play_out

from .invariants import check


def test_greedy_bot_plays_legal_moves_to_the_end() -> None:
    g = new_game(players=2, seed=4, variant="yucata", buildings="random")
    rng = random.Random(4)
    while not g.is_over:
        key = greedy_move(g, rng)
        assert key in g.legal_moves()
        g.play(key)
        check(g)


def test_greedy_bot_outscores_random_play() -> None:
    greedy = [play_out(new_game(players=1, seed=s), random.Random(s)).scores()[0]["total"]
              for s in range(8)]
    rand = [play_out(new_game(players=1, seed=s), random.Random(s), greedy=False)
            .scores()[0]["total"] for s in range(8)]
    assert statistics.mean(greedy) > statistics.mean(rand) + 10

"""Simple players for tests, benchmarks and recorded games (not opponents of strength).

* :func:`random_move`: a uniformly random legal option.
* :func:`greedy_move`: one ply of look-ahead — the option after which the deciding
  player's live score sheet total is highest, ties broken at random; with probability
  ``explore`` a random option instead.
"""

from __future__ import annotations

import random

from gamekit.bots import best_after

from .game import Game


def _total(game: Game, seat: int) -> float:
    return float(game.scores()[seat]["total"])


def random_move(game: Game, rng: random.Random) -> str:
    return rng.choice(game.legal_moves())


def greedy_move(game: Game, rng: random.Random, explore: float = 0.1) -> str:
    keys = game.legal_moves()
    d = game.decision()
    if d is None or len(keys) == 1 or rng.random() < explore:
        return rng.choice(keys)
    return best_after(game, keys, d.player, _total, rng)


def play_out(game: Game, rng: random.Random, greedy: bool = True) -> Game:
    """Play ``game`` to the end with one of the simple players."""
    while not game.is_over:
        game.play(greedy_move(game, rng) if greedy else random_move(game, rng))
    return game

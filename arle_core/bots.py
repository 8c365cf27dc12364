"""Simple players for tests, benchmarks and recorded games (not opponents of strength).

* :func:`random_move`: a uniformly random legal option.
* :func:`greedy_move`: one ply of look-ahead — the option after which the deciding
  player's live score sheet total is highest, ties broken at random; with probability
  ``explore`` a random option instead.
"""

from __future__ import annotations

import random

from .game import Game


def random_move(game: Game, rng: random.Random) -> str:
    return rng.choice(game.legal_moves())


def greedy_move(game: Game, rng: random.Random, explore: float = 0.1) -> str:
    keys = game.legal_moves()
    d = game.decision()
    if d is None or len(keys) == 1 or rng.random() < explore:
        return rng.choice(keys)
    best: list[str] = []
    best_total = float("-inf")
    for key in keys:
        trial = game.copy()
        trial.play(key)
        total = trial.scores()[d.player]["total"]
        if total > best_total:
            best, best_total = [key], total
        elif total == best_total:
            best.append(key)
    return rng.choice(best)


def play_out(game: Game, rng: random.Random, greedy: bool = True) -> Game:
    """Play ``game`` to the end with one of the simple players."""
    while not game.is_over:
        game.play(greedy_move(game, rng) if greedy else random_move(game, rng))
    return game

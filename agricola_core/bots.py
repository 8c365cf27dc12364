"""Simple players for tests, benchmarks and recorded games (not opponents of strength).

* :func:`random_move`: a uniformly random legal option.
* :func:`greedy_move`: one ply of look-ahead: the option after which the deciding player's
  live score sheet total, less the begging the next harvest would bring, is highest;
  ties broken at random.
"""

from __future__ import annotations

import random

from gamekit.bots import best_after

from .game import Game

BEGGING = 3  # points a missing food costs at the next harvest
# What goods and fields are worth before they show on the score sheet (a guess that makes
# the one-ply bot build at all, not a tuned weight).
BUILDING_WORTH = {"wood": 0.15, "clay": 0.15, "reed": 0.25, "stone": 0.25}
FIELD_WORTH = 0.6


def random_move(game: Game, rng: random.Random) -> str:
    return rng.choice(game.legal_moves())


def _value(game: Game, seat: int) -> float:
    """The live score total, less the begging cards the next harvest would bring."""
    f = game.farmers[seat]
    stores = f.goods["food"] + f.goods["grain"] + f.goods["vegetable"]
    short = max(0, game.food_needed(seat) - stores)
    building = sum(f.goods[g] * w for g, w in BUILDING_WORTH.items())
    return (game.scores()[seat]["total"] - BEGGING * short + 0.1 * min(stores, 12)
            + FIELD_WORTH * min(len(f.fields), 5) + min(building, 6.0))


def greedy_move(game: Game, rng: random.Random) -> str:
    d = game.decision()
    assert d is not None, "the game is over"
    keys = d.keys()
    if len(keys) == 1:
        return keys[0]
    return best_after(game, keys, d.player, _value, rng)


def play_out(game: Game, rng: random.Random, greedy: bool = False) -> Game:
    """Play ``game`` to the end with one of the simple players."""
    move = greedy_move if greedy else random_move
    while not game.is_over:
        game.play(move(game, rng))
    return game

"""What the engines' simple players share: the one-ply look-ahead of a greedy player."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from .search import Searchable

G = TypeVar("G", bound=Searchable)


def best_after(game: G, keys: Sequence[str], player: int,
               value: Callable[[G, int], float], rng: random.Random) -> str:
    """The key after which ``value(game, player)`` is highest, ties broken by ``rng``."""
    best: list[str] = []
    best_value = float("-inf")
    for key in keys:
        trial = game.copy()
        trial.play(key)
        v = value(trial, player)
        if v > best_value:
            best, best_value = [key], v
        elif v == best_value:
            best.append(key)
    return rng.choice(best)

"""Helpers for the Agricola tests: games set up in a given position.

Tests set a position by writing the state directly (goods, farm, open spaces) and then
play keys through the public faces; :func:`fresh_decision` drops the cached decision
after such a write."""

from __future__ import annotations

import random

from agricola_core import Game, new_game
from agricola_core.farm import cell_name
from agricola_core.state import Farmer


def game(players: int = 2, seed: int = 1, start: int = 0, **switches: bool) -> Game:
    return new_game(players, seed, start, **switches)


def fresh_decision(g: Game) -> None:
    g._decision = None


def give(g: Game, seat: int = 0, **goods: int) -> Farmer:
    f = g.farmers[seat]
    for good, n in goods.items():
        if good in f.animals:
            f.animals[good] = n
        else:
            f.goods[good] = n
    fresh_decision(g)
    return f


def reveal(g: Game, *space_ids: str) -> None:
    """Open round cards that have not come up yet (a test's scenario)."""
    for sid in space_ids:
        if sid not in g.open:
            g.open.append(sid)
    fresh_decision(g)


def spaces(*names: str) -> int:
    """The space mask of cell names like ``a1``."""
    lookup = {cell_name(c): c for c in range(15)}
    return sum(1 << lookup[n] for n in names)


def playout(g: Game, seed: int) -> Game:
    rng = random.Random(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    return g


def finish_turns(g: Game) -> None:
    """Play until the work phase of this round is over, every choice the first option
    except spaces (the first usable space)."""
    start = g.round
    while g.round == start and not g.is_over:
        g.play(g.legal_moves()[0])

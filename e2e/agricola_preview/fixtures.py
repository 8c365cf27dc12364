"""View models of real Agricola games at the moments worth looking at: a first round (1
and 4 players), a pasture decision, a harvest's feeding, round 12 and a finished game.

Each comes from a game played from its seed by the greedy test bot, so the farms are
ones a game really reaches; a run is deterministic."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from agricola_core import Game, new_game
from agricola_core.bots import greedy_move
from agricola_core.view import view

Stop = Callable[[Game], bool]


# The greedy bot rarely fences or builds; these players go for fences once they have the
# wood, and for a room once they can pay one, so the later moments show pastures, animals
# and houses as real games have them.
def _wants(g: Game, seat: int) -> tuple[str, ...]:
    goods = g.farmers[seat].goods
    wants: tuple[str, ...] = ()
    if goods["wood"] >= 5 and goods["reed"] >= 2:
        wants += ("space:build",)
    if goods["wood"] >= 6:
        wants += ("space:fences", "space:renovation_fences")
    return wants


def _move(g: Game, rng: random.Random) -> str:
    d = g.decision()
    assert d is not None
    for key in _wants(g, d.player):
        if d.option(key) is not None:
            return key
    return greedy_move(g, rng)


def _play_until(players: int, seed: int, stop: Stop) -> Game | None:
    g = new_game(players, seed)
    rng = random.Random(seed)
    while not g.is_over:
        if stop(g):
            return g
        g.play(_move(g, rng))
    return g if stop(g) else None


def _first(players: int, stop: Stop) -> Game:
    for seed in range(1, 40):
        g = _play_until(players, seed, stop)
        if g is not None:
            return g
    raise LookupError("no game reached the moment asked for")


def _pastures(g: Game) -> bool:
    d = g.decision()
    return d is not None and sum(o.key.startswith("pasture:") for o in d.options) >= 3


def _building(g: Game) -> bool:
    d = g.decision()
    keys = d.keys() if d else []
    return any(k.startswith(("room:", "stable:")) for k in keys)


def _feeding(g: Game) -> bool:
    d = g.decision()
    return d is not None and d.kind == "feed" and len(d.options) > 1


def _round(n: int) -> Stop:
    return lambda g: g.round == n and g.decision() is not None


MOMENTS: dict[str, tuple[int, Stop]] = {
    "solo-round1": (1, lambda g: True),
    "four-start": (4, lambda g: True),
    "pasture": (2, _pastures),
    "building": (2, _building),
    "harvest": (3, _feeding),
    "round12": (4, _round(12)),
    "end": (4, lambda g: g.is_over),
}


@cache
def fixture(name: str) -> dict[str, Any]:
    """The view model of the moment ``name`` (one of :data:`MOMENTS`)."""
    players, stop = MOMENTS[name]
    return view(_first(players, stop))

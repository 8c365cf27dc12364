"""The computer player for the Agricola family game: ``choose(game, level) -> key``.

The shared search skeleton (:mod:`gamekit.search`: work counted in nodes, never time)
with this game's evaluation of a farm (:mod:`.evaluate`). A *turn* is one person's action
with everything it asks (rooms, fences, the animals that do not fit), or one player's
feeding at a harvest: an option is judged by the position at the end of its turn. The same
game and level always give the same key.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from types import MappingProxyType
from typing import Final

from gamekit import search
from gamekit.search import Level

from ..game import Game
from .evaluate import WEIGHTS, evaluate

# Steps that belong to the turn of the person just placed.
_ACTION_STEPS = frozenset({"parts", "resource", "overflow", "oven"})

LEVELS: Final = MappingProxyType({
    "casual": Level("casual", budget=150, complete_turn=False, horizon=0, width=1),
    "good": Level("good", budget=1500, complete_turn=True, horizon=0, width=1),
    "strong": Level("strong", budget=6000, complete_turn=True, horizon=3, width=4),
})


def phase(game: Game) -> Hashable:
    """Changes exactly when a turn ends: a person's action with all it asks, or one
    player's feeding or breeding at a harvest."""
    acting = any(s.kind in _ACTION_STEPS for s in game.stack)
    people = sum(f.people for f in game.farmers)
    harvest = sum(s.kind not in _ACTION_STEPS for s in game.stack)
    return (game.round, game.phase, people + acting, harvest)


def _placement(game: Game) -> bool:
    d = game.decision()
    return d is not None and d.kind == "place"


def rules(weights: Mapping[str, float] = WEIGHTS) -> search.Rules[Game]:
    """What the search needs to know of this game, judging farms with ``weights``."""
    w = dict(weights)
    return search.Rules(lambda game, seat: evaluate(game, seat, w), phase, _placement)


def search_for(game: Game, level: str | Level = "good",
               weights: Mapping[str, float] = WEIGHTS) -> tuple[str, search.Search[Game]]:
    """The chosen key and the search that found it (its ``nodes`` is the work done)."""
    lv = LEVELS[level] if isinstance(level, str) else level
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    s = search.Search(d.player, lv.budget, rules(weights))
    return s.choose(game, lv), s


def choose(game: Game, level: str | Level = "good",
           weights: Mapping[str, float] = WEIGHTS) -> str:
    """The computer's key for the current decision at ``level`` (casual, good, strong)."""
    return search_for(game, level, weights)[0]


__all__ = ["LEVELS", "Level", "choose", "phase", "rules", "search_for"]

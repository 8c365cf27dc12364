"""The computer player: ``choose(game, level) -> key`` for any decision.

An evaluation of positions (:mod:`.evaluate`, weights tuned by self-play in :mod:`.weights`)
with a search over whole worker turns (:mod:`.search`). Levels differ only in their work
budget, counted in nodes (moves played on copies), never in time; the same game and level
always give the same key.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..game import Game
from .search import Level, Search
from .weights import WEIGHTS

LEVELS: Mapping[str, Level] = {
    "casual": Level("casual", budget=400, complete_turn=False, horizon=0, width=1),
    "good": Level("good", budget=3000, complete_turn=True, horizon=0, width=1),
    "strong": Level("strong", budget=12000, complete_turn=True, horizon=3, width=5),
}


def search_for(game: Game, level: str | Level,
               weights: Mapping[str, float] = WEIGHTS) -> tuple[str, Search]:
    """The chosen key and the search that found it (its ``nodes`` is the work done)."""
    lv = LEVELS[level] if isinstance(level, str) else level
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    search = Search(d.player, lv.budget, weights)
    return search.choose(game, lv), search


def choose(game: Game, level: str | Level = "good",
           weights: Mapping[str, float] = WEIGHTS) -> str:
    """The computer's key for the current decision at ``level`` (casual, good, strong)."""
    return search_for(game, level, weights)[0]


__all__ = ["LEVELS", "Level", "choose", "search_for"]

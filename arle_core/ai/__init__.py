"""The computer player: ``choose(game, level) -> key`` for any decision, and ``hint(game)``
(the key with the reason a player reads).

An evaluation of positions (:mod:`.evaluate`, weights tuned by self-play in :mod:`.weights`)
with a search over whole worker turns (:mod:`.search`). Levels differ only in their work
budget, counted in nodes (moves played on copies), never in time; the same game and level
always give the same key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..game import Game
from .search import Level, Search
from .weights import WEIGHTS

LEVELS: Mapping[str, Level] = {
    "casual": Level("casual", budget=400, complete_turn=False, horizon=0, width=1),
    "good": Level("good", budget=3000, complete_turn=True, horizon=0, width=1),
    "strong": Level("strong", budget=10000, complete_turn=True, horizon=10, width=8),
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


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested option and why: ``value`` is the evaluation behind it, in VP: the
    expected final score (solo) or the expected lead over the opponent (2 players); None
    when the decision had one way."""

    key: str
    value: float | None
    two_players: bool
    nodes: int

    @property
    def reason(self) -> str:
        """One short line for the player."""
        if self.value is None:
            return "The only way on."
        v = round(self.value)
        if not self.two_players:
            return f"Best by the computer's reckoning: about {v} VP at the end."
        if v == 0:
            return "Best by the computer's reckoning: about level at the end."
        ahead = "ahead" if v > 0 else "behind"
        return f"Best by the computer's reckoning: about {abs(v)} VP {ahead} at the end."


def hint(game: Game, level: str | Level = "strong",
         weights: Mapping[str, float] = WEIGHTS) -> Hint:
    """The option ``level`` would choose for the deciding player, with its reason."""
    key, search = search_for(game, level, weights)
    return Hint(key, search.chosen_value, game.state.n_players == 2, search.nodes)


__all__ = ["LEVELS", "Hint", "Level", "choose", "hint", "search_for"]

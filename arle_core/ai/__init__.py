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
    "strong": Level("strong", budget=40000, complete_turn=True, horizon=10, width=8),
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
    """A suggested option and why. ``value`` is the evaluation behind it (score now plus
    what the position is still worth, own minus the opponent's with 2 players); ``margin``
    is how much better than the next best option (``runner_up``, its label
    ``runner_up_label``) it was judged, in VP. The evaluation is a yardstick for comparing
    options, not a forecast of the final score, so the reason speaks of the margin.
    ``value`` is None when the decision had one way."""

    key: str
    value: float | None
    two_players: bool
    nodes: int
    runner_up: str | None = None
    runner_up_label: str | None = None
    margin: float | None = None

    @property
    def reason(self) -> str:
        """One short line for the player."""
        if self.value is None:
            return "The only way on."
        if self.margin is None or self.runner_up_label is None:
            return "The computer's pick: it looked no further."
        other = f"“{self.runner_up_label}”"
        if self.margin < 0.5:
            return f"About as good as {other}, the computer's next choice: take either."
        gain = f"{self.margin:.0f}" if self.margin >= 1.5 else "1"
        better = "better for you against your opponent" if self.two_players else "more"
        return (f"About {gain} VP {better} by the end than {other} (the computer's next "
                "choice), by its reckoning.")


def hint(game: Game, level: str | Level = "strong",
         weights: Mapping[str, float] = WEIGHTS) -> Hint:
    """The option ``level`` would choose for the deciding player, with its reason."""
    key, search = search_for(game, level, weights)
    runner_up = label = margin = None
    if search.runner_up is not None and search.chosen_value is not None:
        runner_up, value = search.runner_up
        d = game.decision()
        option = d.option(runner_up) if d is not None else None
        label = option.label if option is not None else runner_up
        margin = search.chosen_value - value
    return Hint(key, search.chosen_value, game.state.n_players == 2, search.nodes,
                runner_up, label, margin)


__all__ = ["LEVELS", "Hint", "Level", "choose", "hint", "search_for"]

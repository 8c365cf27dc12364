"""The computer player for Key Harvest: ``choose(game, level) -> key``.

* **good** plays the plan (:mod:`.plan`): rules of thumb for every decision, each option
  sized in rough points of the score sheet, with its reason.
* **strong** judges a decision by rollouts (:mod:`.rollout`): the plan's few best options,
  each played on by the plan in every seat on a few tables drawn from what the seat sees.
* **casual** is the plan with a newcomer's slips: now and then one of the plan's next
  best options, drawn from a seed of what the seat sees.

Every level decides from its seat's view alone: it plans on a table drawn from that view
(:func:`.table.sample`), in which the bag's order, the events removed unseen and the other
seats' secret opening counters are drawn again, never read from the real game. A level is
a budget of work (rollouts), never of time: the same view and level always give the same
key. :func:`hint` says why, in what the rollouts saw (:mod:`.hint`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from gamekit.explain import Hint, Term

from ..game import Game
from .hint import UNIT, rollout_hint
from .plan import plan_move, ranked
from .rollout import Line, best, candidates, judge
from .table import sample, seen_seed


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the computer thinks: ``width`` options rolled out on ``draws`` drawn
    tables each (0: the plan alone), each for ``rounds`` rounds of turns (0: to the
    game's end); the plan's own option is kept unless another line ends ``trust`` points
    better (the lines' noise is large: the bag decides much); ``mistakes``: the chance of
    a newcomer's slip at a decision."""

    name: str
    width: int = 0
    draws: int = 0
    rounds: int = 0
    trust: float = 0.0
    mistakes: float = 0.0

    def horizon(self, players: int) -> int:
        """The turns a rollout plays (0: to the end)."""
        return self.rounds * players

    @property
    def rollouts(self) -> int:
        """The most lines played out for one decision: the level's budget of work."""
        return self.width * self.draws


LEVELS: Final = MappingProxyType({
    "casual": Level("casual", mistakes=0.3),
    "good": Level("good"),
    # docs/ai.md, "Key Harvest", says what other widths, draws and horizons measured
    "strong": Level("strong", width=4, draws=8, rounds=3, trust=1.0),
})
HINT_WIDTH = 3  # options a hint compares when its level rolls out none
HINT_DRAWS = 2
HINT_ROUNDS = 3  # a hint's lines at a level without rollouts: as deep as strong's
SLIP_AMONG = 3  # a casual slip is one of the plan's few best options


def _level(level: str | Level) -> Level:
    return LEVELS[level] if isinstance(level, str) else level


def _seat(game: Game) -> int:
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    return d.player


def _casual(game: Game, table: Game, level: Level) -> str:
    rng = random.Random(seen_seed(game, _seat(game), level.name))
    if rng.random() >= level.mistakes:
        return plan_move(table)
    return rng.choice(candidates(table, SLIP_AMONG))


def choose(game: Game, level: str | Level = "good") -> str:
    """The computer's key for the current decision at ``level`` (casual, good, strong)."""
    lv = _level(level)
    seat = _seat(game)
    d = game.decision()
    assert d is not None
    if len(d.options) == 1:
        return d.options[0].key
    table = sample(game, seat, 0)  # the plan reads this, never the real game's secrets
    if lv.mistakes:
        return _casual(game, table, lv)
    if not lv.rollouts:
        return plan_move(table)
    keys = candidates(table, lv.width)
    if len(keys) == 1:
        return keys[0]
    return _judged(game, keys, lv).key


def _judged(game: Game, keys: list[str], lv: Level) -> Line:
    """The best line of ``keys`` (the plan's first), the plan's own unless beaten by more
    than the level's ``trust``."""
    lines = judge(game, keys, lv.draws, lv.horizon(game.setup.players))
    top = best(lines)
    return top if top.margin > lines[0].margin + lv.trust else lines[0]


def hint(game: Game, level: str | Level = "strong", explain: bool = True,
         among: Sequence[str] | None = None) -> Hint:
    """The option ``level`` would choose for the deciding player (``among`` these keys
    when given), with the line it leads to against the next best option's, from the
    rollouts (``explain``: the score-sheet lines where they differ)."""
    lv = _level(level)
    seat = _seat(game)
    d = game.decision()
    assert d is not None
    allowed = [o.key for o in d.options if among is None or o.key in among]
    if not allowed:
        raise ValueError("none of the keys asked about is an option now")
    if len(allowed) == 1:
        return Hint(allowed[0], None, True, 0, unit=UNIT)
    table = sample(game, seat, 0)
    keys = candidates(table, lv.width or HINT_WIDTH, allowed) or allowed[:1]
    chosen = None  # strong: the best line
    if not lv.rollouts or len(keys) == 1:  # the level's own choice against the others
        own = choose(game, lv) if among is None else keys[0]
        chosen = own if own in allowed else keys[0]
        keys = [chosen, *(k for k in keys if k != chosen)]
    horizon = (lv.rounds or HINT_ROUNDS) * game.setup.players
    return rollout_hint(game, keys, lv.draws or HINT_DRAWS, explain, horizon, chosen,
                        lv.trust)


__all__ = ["LEVELS", "Hint", "Level", "Term", "choose", "hint", "ranked",
           "sample"]

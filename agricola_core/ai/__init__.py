"""The computer player for the Agricola family game: ``choose(game, level) -> key``.

* **good** plays the plan (:mod:`.plan`): a family player's rules of thumb for every
  decision, read from the state alone.
* **strong** judges each decision with a choice by rollouts (:mod:`.rollout`): the plan's
  few best options, each played to the game's end by the plan in every seat on a few drawn
  orders of the face-down round cards; the best mean final margin wins.
* **casual** is the plan with a newcomer's mistakes: now and then a placement among the
  plan's next best, or any option of a sub-decision, drawn from a seed of what the players
  see.

A level is a budget of work (rollouts), never of time: the same game and level always give
the same key. :func:`hint` says why in what the rollouts saw (:mod:`.hint`).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from gamekit.explain import Hint, Term

from ..game import Game
from .hint import UNIT, rollout_hint
from .plan import placements, plan_move
from .rollout import best, candidates, judge, sample


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the computer thinks: ``width`` options rolled out on ``draws`` drawn card
    orders each (0: the plan alone); ``mistakes``: the chance of a newcomer's slip at a
    decision."""

    name: str
    width: int = 0
    draws: int = 0
    mistakes: float = 0.0

    @property
    def rollouts(self) -> int:
        """The most games played out for one decision: the level's budget of work."""
        return self.width * self.draws


LEVELS: Final = MappingProxyType({
    "casual": Level("casual", mistakes=0.35),
    "good": Level("good"),
    # 5 options, 6 drawn card orders each: 30 games played out at most a decision
    # (docs/ai.md, "Agricola", says what more width or draws measured).
    "strong": Level("strong", width=5, draws=6),
})
HINT_WIDTH = 5  # options a hint compares when its level rolls out none
HINT_DRAWS = 2


def _level(level: str | Level) -> Level:
    return LEVELS[level] if isinstance(level, str) else level


def _seen_rng(game: Game, salt: str) -> random.Random:
    """A generator seeded by what the players see (never the hidden card order), so that
    a casual slip is the same for the same position."""
    seen = repr((game.setup.players, game.setup.start_player, game.cards[:game.round],
                 game.moves, salt))
    return random.Random(zlib.crc32(seen.encode()))


def _casual(game: Game, level: Level) -> str:
    d = game.decision()
    assert d is not None
    rng = _seen_rng(game, level.name)
    if rng.random() >= level.mistakes:
        return plan_move(game)
    if d.kind == "place":
        return rng.choice([k for k, _ in placements(game)[:4]])
    return rng.choice(d.keys())


def choose(game: Game, level: str | Level = "good") -> str:
    """The computer's key for the current decision at ``level`` (casual, good, strong)."""
    lv = _level(level)
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    if len(d.options) == 1:
        return d.options[0].key
    if lv.mistakes:
        return _casual(game, lv)
    if not lv.rollouts:
        return plan_move(game)
    keys = candidates(game, lv.width)
    return keys[0] if len(keys) == 1 else best(judge(game, keys, lv.draws)).key


def hint(game: Game, level: str | Level = "strong", explain: bool = True,
         among: Sequence[str] | None = None) -> Hint:
    """The option ``level`` would choose for the deciding player (``among`` these keys when
    given: the page's guide asks among a question's own options), with the line it leads
    to against the next best option's, from the rollouts (``explain``: the score-sheet
    lines where they differ)."""
    lv = _level(level)
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    allowed = [o.key for o in d.options if among is None or o.key in among]
    if not allowed:
        raise ValueError("none of the keys asked about is an option now")
    if len(allowed) == 1:
        return Hint(allowed[0], None, game.setup.players > 1, 0, unit=UNIT)
    width = lv.width or HINT_WIDTH
    keys = candidates(game, width, allowed)
    if lv.rollouts and len(keys) == 1:
        # The level plays the plan's one candidate without a look-ahead (``choose``): the
        # hint is that move, its line played out for the reason. Rolling out some other
        # options beside it (the first few of hundreds of pastures) picked by the draws'
        # noise a move the computer itself never makes.
        return rollout_hint(game, keys, lv.draws, explain, keys[0])
    if len(keys) == 1:  # options alike (cells of a room): compare them all the same
        keys += [k for k in allowed if k != keys[0]][:width - 1]
    chosen = None  # strong: the best line
    if not lv.rollouts:  # the level's own choice, with the lines it is compared to
        own = choose(game, lv)
        chosen = own if own in allowed else keys[0]
        keys = [chosen, *(k for k in keys if k != chosen)]
    if len(keys) == 1:
        return Hint(keys[0], None, game.setup.players > 1, 0, unit=UNIT)
    return rollout_hint(game, keys, lv.draws or HINT_DRAWS, explain, chosen)


__all__ = ["LEVELS", "Hint", "Level", "Term", "choose", "hint", "sample"]

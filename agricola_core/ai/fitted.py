"""The fitted search: the computer player before the plan and its rollouts, kept as a
second opponent for the benchmark (``benchmarks/agricola_ai.py``) and for the training
tool (``benchmarks/train/agricola.py``); no level of :data:`agricola_core.ai.LEVELS` uses
it (docs/ai.md, "Agricola", says what it measured).

The shared search skeleton (:mod:`gamekit.search`: work counted in nodes, never time)
with a fitted evaluation of a farm (:mod:`.evaluate`). A *turn* is one person's action
with everything it asks (rooms, fences, the animals that do not fit), or one player's
feeding at a harvest: an option is judged by the position at the end of its turn. The same
game and level always give the same key.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from types import MappingProxyType
from typing import Final

from gamekit import search
from gamekit.explain import Hint, Term
from gamekit.search import Level

from ..game import Game
from .evaluate import evaluate
from .explain import UNIT, difference, ledger
from .rollout import sample
from .weights import WEIGHTS

# Steps that belong to the turn of the person just placed.
_ACTION_STEPS = frozenset({"parts", "resource", "overflow", "oven"})

LEVELS: Final = MappingProxyType({  # the levels as they were
    "casual": Level("casual", budget=150, complete_turn=False, horizon=0, width=1),
    "good": Level("good", budget=1500, complete_turn=True, horizon=0, width=1),
    # Up to 8 turns on (to the next harvest, most of the time) for the 6 best options, each
    # over 2 drawn orders of the face-down cards: what it buys, docs/ai.md, "Agricola".
    "strong": Level("strong", budget=30000, complete_turn=True, horizon=8, width=6,
                    samples=2),
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
    return search.Rules(lambda game, seat: evaluate(game, seat, w), phase, _placement, sample)


def search_for(game: Game, level: str | Level = "good",
               weights: Mapping[str, float] = WEIGHTS,
               among: Sequence[str] | None = None) -> tuple[str, search.Search[Game]]:
    """The chosen key (``among`` these when given) and the search that found it (its
    ``nodes`` is the work done)."""
    lv = LEVELS[level] if isinstance(level, str) else level
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    s = search.Search(d.player, lv.budget, rules(weights))
    return s.choose(game, lv, among), s


def choose(game: Game, level: str | Level = "good",
           weights: Mapping[str, float] = WEIGHTS) -> str:
    """The computer's key for the current decision at ``level`` (casual, good, strong)."""
    return search_for(game, level, weights)[0]


def move_terms(game: Game, key: str, weights: Mapping[str, float] = WEIGHTS,
               budget: int = LEVELS["good"].budget) -> list[Term]:
    """What ``key`` does for the deciding player by the end of its turn (the rest of the
    turn played as the search plays it, in a drawn future), in the evaluation's terms."""
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    s = search.Search(d.player, budget, rules(weights))
    start = phase(game)
    trial: Game | None = s.child(sample(game, 0), key)
    while trial is not None and not trial.is_over and phase(trial) == start:
        trial = s.policy(trial)
    assert trial is not None
    return difference(ledger(game, d.player, weights), ledger(trial, d.player, weights))


def hint(game: Game, level: str | Level = "strong",
         weights: Mapping[str, float] = WEIGHTS, explain: bool = True,
         among: Sequence[str] | None = None) -> Hint:
    """The option ``level`` would choose for the deciding player, with its margin over
    the next best and (``explain``) what it does, in the evaluation's terms; ``among``: the
    keys to choose from (the page's guide asks among a question's own options)."""
    key, s = search_for(game, level, weights, among)
    several = game.setup.players > 1
    if s.runner_up is None or s.chosen_value is None:
        return Hint(key, s.chosen_value, several, s.nodes, unit=UNIT)
    runner_up, value = s.runner_up
    d = game.decision()
    option = d.option(runner_up) if d is not None else None
    label = option.label if option is not None else runner_up
    terms = tuple(move_terms(game, key, weights)) if explain else ()
    return Hint(key, s.chosen_value, several, s.nodes, runner_up, label,
                s.chosen_value - value, terms, unit=UNIT)


__all__ = ["LEVELS", "choose", "hint", "move_terms", "phase", "rules", "search_for"]

"""A review of one player's decisions in a game: for each, the level's own choice and how
much expected final VP the player's move gave away by the level's reckoning.

Every decision of the player with more than one option is looked at in the position as it
was (the record replayed up to that move). The level searches it with the review's node
budget (never the clock), so the same game, player, level and budget always give the same
review. When the player's move is the level's own, it cost nothing. Otherwise both moves
are *judged* the same way — played on a copy, the worker turn completed and a look-ahead of
the level's horizon, each with the same share of nodes — and the cost is how much lower the
player's judged value is (never below 0: the level's choice is its best by its reckoning).

The result is plain data (:meth:`Review.as_json`), saved with the game by the page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..game import Game
from .search import Level, Search
from .weights import WEIGHTS

REVIEW_LEVEL = "strong"
# Nodes per reviewed decision: the strong level's shape (horizon, width) on a smaller
# budget, so that a whole solo game is reviewed in well under a minute (benchmarks/review.py).
REVIEW_BUDGET = 4000
COSTLIEST = 5

Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """One decision: ``move`` is its index in the record (the board as it was before the
    ``move``-th move, counted from 0), ``key``/``label`` the player's option,
    ``best``/``best_label`` the level's, ``loss`` the VP the player's move gave away."""

    move: int
    prompt: str
    key: str
    label: str
    best: str
    best_label: str
    loss: float

    def as_json(self) -> dict[str, Any]:
        return {"move": self.move, "prompt": self.prompt, "key": self.key,
                "label": self.label, "best": self.best, "best_label": self.best_label,
                "loss": self.loss}


@dataclass(frozen=True, slots=True)
class Review:
    """The review of ``player``'s decisions over the first ``moves`` moves of a game."""

    player: int
    level: str
    budget: int
    moves: int
    decisions: tuple[ReviewedDecision, ...]
    nodes: int
    costliest: tuple[ReviewedDecision, ...] = field(init=False)

    def __post_init__(self) -> None:
        ranked = sorted((d for d in self.decisions if d.loss > 0),
                        key=lambda d: (-d.loss, d.move))
        object.__setattr__(self, "costliest", tuple(ranked[:COSTLIEST]))

    @property
    def left_on_table(self) -> float:
        """The VP all the player's decisions gave away, by the level's reckoning."""
        return round(sum(d.loss for d in self.decisions), 1)

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player, "level": self.level, "budget": self.budget,
                "moves": self.moves, "nodes": self.nodes,
                "left_on_table": self.left_on_table,
                "decisions": [d.as_json() for d in self.decisions],
                "costliest": [d.as_json() for d in self.costliest]}


def _label(game: Game, key: str) -> str:
    d = game.decision()
    option = d.option(key) if d is not None else None
    return option.label if option is not None else key


def _judge(game: Game, key: str, level: Level, search: Search, nodes: int) -> float:
    """``key``'s value for the search's player: played, its worker turn completed and the
    level's look-ahead run, within ``nodes`` nodes."""
    saved = search.bounded(search.nodes + nodes)
    trial = search.child(game, key)
    if level.complete_turn:
        trial = search.rollout(trial, 1)
    if level.horizon:
        trial = search.rollout(trial, level.horizon, placements=True)
    search.budget = saved
    return search.value(trial)


def _decision_points(game: Game, player: int, upto: int) -> list[int]:
    """The indexes of the moves in ``game``'s record (the first ``upto``) where ``player``
    chose among more than one option."""
    replay = Game(game.setup)
    points = []
    for i, key in enumerate(game.moves[:upto]):
        d = replay.decision()
        if d is not None and d.player == player and len(d.options) > 1:
            points.append(i)
        replay.play(key)
    return points


def _review_one(game: Game, move: int, key: str, level: Level,
                weights: Mapping[str, float]) -> tuple[ReviewedDecision, int]:
    """The decision before ``move`` (``key`` played there) and the nodes it took."""
    d = game.decision()
    assert d is not None
    search = Search(d.player, level.budget, weights)
    best = search.choose(game, level)
    loss = 0.0
    if best != key:
        # Both judged alike, each with half of a fresh budget (the search's own values
        # come from different stages for different options, so they are not compared).
        share = level.budget // 2
        start = search.nodes
        mine = _judge(game, key, level, search, share)
        theirs = _judge(game, best, level, search, start + 2 * share - search.nodes)
        loss = round(max(0.0, theirs - mine), 1)
    return (ReviewedDecision(move, d.prompt, key, _label(game, key), best,
                             _label(game, best), loss), search.nodes)


def review(game: Game, player: int, level: str | Level = REVIEW_LEVEL,
           budget: int = REVIEW_BUDGET, weights: Mapping[str, float] = WEIGHTS,
           progress: Progress | None = None, upto: int | None = None) -> Review:
    """Review ``player``'s decisions in ``game`` (finished or not; the first ``upto`` moves
    when given) at ``level``, ``budget`` nodes per decision. ``progress(done, total)`` is
    called after each decision (and once before the first)."""
    from . import LEVELS  # the package's level table (it imports this module's siblings)

    lv = LEVELS[level] if isinstance(level, str) else level
    if not 0 <= player < game.setup.players:
        raise ValueError(f"player is 0..{game.setup.players - 1}, not {player}")
    end = len(game.moves) if upto is None else upto
    if not 0 <= end <= len(game.moves):
        raise ValueError(f"upto is 0..{len(game.moves)}, not {end}")
    search_level = Level(lv.name, min(lv.budget, budget), lv.complete_turn, lv.horizon,
                         lv.width)
    points = set(_decision_points(game, player, end))
    if progress is not None:
        progress(0, len(points))
    replay = Game(game.setup)
    reviewed: list[ReviewedDecision] = []
    nodes = 0
    for i, key in enumerate(game.moves[:end]):
        if i in points:
            decision, spent = _review_one(replay, i, key, search_level, weights)
            reviewed.append(decision)
            nodes += spent
            if progress is not None:
                progress(len(reviewed), len(points))
        replay.play(key)
    return Review(player, lv.name, search_level.budget, end, tuple(reviewed), nodes)

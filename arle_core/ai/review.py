"""A review of one player's decisions in a game: for each, the level's own choice and how
much expected final VP the player's move gave away by the level's reckoning.

Every decision of the player with more than one option is looked at in the position as it
was (the record replayed up to that move), by the level's own search (``search.Search``) in
its two stages: every option judged at the end of its worker turn, then the best few —
with the player's own move always among them — judged after a look-ahead of whole phases.
Every finalist's look-ahead has the same cap of nodes, large enough that it nearly always
reaches the same phase: values taken at different points of the game would not compare.
The level's choice is the finalist judged best; the cost of the player's move is how much
lower it was judged (0 when it is the level's choice). The look-ahead is shorter and the
finalists fewer than in the level's play (``REVIEW_HORIZON``, ``REVIEW_WIDTH``), so that a
whole game is reviewed in well under a minute (``benchmarks/review.py``). Work is counted in
nodes, never time: the same game, player, level and budget always give the same review.

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
# The look-ahead: phases, and finalists besides the player's move (each at most the
# level's own). A longer look-ahead chooses better but judges more noisily, and the best of
# several noisy values is biased upward: over a whole solo game, the total left on the
# table grew from 146 VP at 2 phases to 271 VP at 6 (the computer's play scores about 50 VP
# more there), so the review looks 2 phases ahead.
REVIEW_HORIZON = 2
REVIEW_WIDTH = 3
# Nodes for each finalist's look-ahead: even a 4-phase look-ahead takes at most about 2,100
# over a whole solo game, so every look-ahead ends at the same phase.
REVIEW_BUDGET = 3000
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


def review_level(level: str | Level, budget: int = REVIEW_BUDGET) -> Level:
    """The search a review runs for ``level``: its evaluation and turn completion, the
    review's look-ahead (never longer or wider than the level's), ``budget`` nodes for each
    finalist's look-ahead."""
    from . import LEVELS  # the package's level table (it imports this module's siblings)

    lv = LEVELS[level] if isinstance(level, str) else level
    return Level(lv.name, budget, lv.complete_turn, min(lv.horizon, REVIEW_HORIZON),
                 min(lv.width, REVIEW_WIDTH))


def judge(game: Game, key: str, level: Level,
          weights: Mapping[str, float] = WEIGHTS) -> tuple[str, float, int]:
    """The level's choice for the decision of ``game``, the VP the move ``key`` gives away
    against it by the level's reckoning (0.0 when it is the choice), and the nodes used;
    ``level.budget`` caps each finalist's look-ahead."""
    d = game.decision()
    assert d is not None
    keys = game.legal_moves()
    search = Search(d.player, level.budget, weights)
    # 1. every option, judged at the end of its worker turn (not capped: a few nodes each)
    scored: list[tuple[float, int, Game]] = []
    for i, option in enumerate(keys):
        search.budget = search.nodes + level.budget
        trial = search.child(game, option)
        if level.complete_turn:
            trial = search.rollout(trial, 1)
        scored.append((search.value(trial), i, trial))
    scored.sort(key=lambda t: (-t[0], t[1]))
    mine = keys.index(key)
    finalists = scored[:max(1, level.width)]
    if all(i != mine for _, i, _ in finalists):
        finalists.append(next(t for t in scored if t[1] == mine))
    # 2. the finalists after the look-ahead, each with the same cap of nodes
    judged: list[tuple[float, int]] = []
    for value, i, trial in finalists:
        if level.horizon:
            search.budget = search.nodes + level.budget
            value = search.value(search.rollout(trial, level.horizon, placements=True))
        judged.append((value, i))
    best_value, best = min(judged, key=lambda t: (-t[0], t[1]))
    own = next(v for v, i in judged if i == mine)
    return keys[best], round(max(0.0, best_value - own), 1), search.nodes


def review(game: Game, player: int, level: str | Level = REVIEW_LEVEL,
           budget: int = REVIEW_BUDGET, weights: Mapping[str, float] = WEIGHTS,
           progress: Progress | None = None, upto: int | None = None) -> Review:
    """Review ``player``'s decisions in ``game`` (finished or not; the first ``upto`` moves
    when given) at ``level``, ``budget`` nodes for each finalist's look-ahead (see
    :func:`judge`). ``progress(done, total)`` is called after each decision (and once
    before the first)."""
    lv = review_level(level, budget)
    if not 0 <= player < game.setup.players:
        raise ValueError(f"player is 0..{game.setup.players - 1}, not {player}")
    end = len(game.moves) if upto is None else upto
    if not 0 <= end <= len(game.moves):
        raise ValueError(f"upto is 0..{len(game.moves)}, not {end}")
    points = set(_decision_points(game, player, end))
    if progress is not None:
        progress(0, len(points))
    replay = Game(game.setup)
    reviewed: list[ReviewedDecision] = []
    nodes = 0
    for i, key in enumerate(game.moves[:end]):
        if i in points:
            d = replay.decision()
            assert d is not None
            best, loss, spent = judge(replay, key, lv, weights)
            reviewed.append(ReviewedDecision(i, d.prompt, key, _label(replay, key), best,
                                             _label(replay, best), loss))
            nodes += spent
            if progress is not None:
                progress(len(reviewed), len(points))
        replay.play(key)
    return Review(player, lv.name, lv.budget, end, tuple(reviewed), nodes)

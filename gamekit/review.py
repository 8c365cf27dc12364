"""The game-independent part of a review of one player's decisions: its records, which
decisions it looks at, and the walk through the game that asks a game's judge about each.

A game's review module (``<engine>.ai.review``, named in its registry faces) supplies the
*judge*: given the position before a decision and the key the player chose, the level's own
choice, the points the player's key gave away against it (never below 0), the work it
took, and why the level's choice is better in words. Work is counted (nodes, rollouts),
never time: the same game, player, level and budget always give the same review.

The result is plain data (:meth:`Review.as_json`), saved with the game by the page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

# How many of the costliest decisions a review names.
COSTLIEST = 5

Progress = Callable[[int, int], None]


class _Option(Protocol):
    """An option of a decision, as a review names it."""

    @property
    def label(self) -> str: ...


class _Decision(Protocol):
    """A pending decision, as a review reads it."""

    @property
    def player(self) -> int: ...
    @property
    def prompt(self) -> str: ...
    @property
    def options(self) -> Sequence[object]: ...
    def option(self, key: str) -> _Option | None: ...


class Reviewable(Protocol):
    """What a review needs of a game: its pending decision, playing a key, its record."""

    @property
    def moves(self) -> Sequence[str]: ...
    def decision(self) -> _Decision | None: ...
    def play(self, key: str) -> None: ...


G = TypeVar("G", bound=Reviewable)


@dataclass(frozen=True, slots=True)
class Judgement:
    """The judge's answer for one decision: the level's choice ``best``, the points the
    player's key gave away against it (``loss`` ≥ 0, 0 when it is the choice), the work it
    took, and ``why`` the choice is better ("" at no loss)."""

    best: str
    loss: float
    work: int
    why: str = ""


Judge = Callable[[G, str], Judgement]


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """One decision: ``move`` is its index in the record (the board as it was before the
    ``move``-th move, counted from 0), ``key``/``label`` the player's option,
    ``best``/``best_label`` the level's, ``loss`` the points the player's move gave away."""

    move: int
    prompt: str
    key: str
    label: str
    best: str
    best_label: str
    loss: float
    why: str = ""  # why the level's move is better, in words; "" at no loss

    def as_json(self) -> dict[str, Any]:
        return {"move": self.move, "prompt": self.prompt, "key": self.key,
                "label": self.label, "best": self.best, "best_label": self.best_label,
                "loss": self.loss, "why": self.why}


@dataclass(frozen=True, slots=True)
class Review:
    """The review of ``player``'s decisions over the first ``moves`` moves of a game, by
    ``level`` at ``budget``; ``estimate`` is the version of the game's way of estimating a
    loss (the page marks a saved review of an older one); ``nodes`` is the work done."""

    player: int
    level: str
    budget: int
    moves: int
    decisions: tuple[ReviewedDecision, ...]
    nodes: int
    estimate: int
    costliest: tuple[ReviewedDecision, ...] = field(init=False)

    def __post_init__(self) -> None:
        ranked = sorted((d for d in self.decisions if d.loss > 0),
                        key=lambda d: (-d.loss, d.move))
        object.__setattr__(self, "costliest", tuple(ranked[:COSTLIEST]))

    @property
    def left_on_table(self) -> float:
        """The points all the player's decisions gave away, by the level's reckoning."""
        return round(sum(d.loss for d in self.decisions), 1)

    def as_json(self) -> dict[str, Any]:
        return {"estimate": self.estimate, "player": self.player, "level": self.level,
                "budget": self.budget,
                "moves": self.moves, "nodes": self.nodes,
                "left_on_table": self.left_on_table,
                "decisions": [d.as_json() for d in self.decisions],
                "costliest": [d.as_json() for d in self.costliest]}


def label(game: Reviewable, key: str) -> str:
    """The label of ``key`` in ``game``'s pending decision (the key itself if none)."""
    d = game.decision()
    option = d.option(key) if d is not None else None
    return option.label if option is not None else key


def decision_points(fresh: Reviewable, moves: Sequence[str], player: int) -> list[int]:
    """The indexes in ``moves`` (played on ``fresh``, the game's start) where ``player``
    chose among more than one option."""
    points = []
    for i, key in enumerate(moves):
        d = fresh.decision()
        if d is not None and d.player == player and len(d.options) > 1:
            points.append(i)
        fresh.play(key)
    return points


def review_game(game: G, player: int, players: int, fresh: Callable[[], G], judge: Judge[G],
                level: str, budget: int, estimate: int,
                progress: Progress | None = None, upto: int | None = None) -> Review:
    """Review ``player``'s decisions (of ``players``) in ``game``, finished or not (its
    first ``upto`` moves when given): each one ``judge``d in the position as it was,
    replayed from ``fresh()``. ``progress(done, total)`` is called once before the first
    decision and after each."""
    if not 0 <= player < players:
        raise ValueError(f"player is 0..{players - 1}, not {player}")
    end = len(game.moves) if upto is None else upto
    if not 0 <= end <= len(game.moves):
        raise ValueError(f"upto is 0..{len(game.moves)}, not {end}")
    moves = list(game.moves[:end])
    points = set(decision_points(fresh(), moves, player))
    if progress is not None:
        progress(0, len(points))
    replay = fresh()
    reviewed: list[ReviewedDecision] = []
    work = 0
    for i, key in enumerate(moves):
        if i in points:
            d = replay.decision()
            assert d is not None
            found = judge(replay, key)
            why = found.why if found.loss > 0 else ""
            reviewed.append(ReviewedDecision(i, d.prompt, key, label(replay, key), found.best,
                                             label(replay, found.best), found.loss, why))
            work += found.work
            if progress is not None:
                progress(len(reviewed), len(points))
        replay.play(key)
    return Review(player, level, budget, end, tuple(reviewed), work, estimate)


__all__ = ["COSTLIEST", "Judge", "Judgement", "Progress", "Review", "Reviewable",
           "ReviewedDecision", "decision_points", "label", "review_game"]

"""The computer player's search, whatever the game: every option of a decision is tried on
a copy, judged by an evaluation of the position (after the rest of its turn, played by the
evaluation's own one-ply choice), and the best few go on in a look-ahead of whole phases.

The unit of work is a *node*: one ``play`` on a copy. A level's budget caps the nodes of
one decision, so the work (and the choice) never depends on the clock. Nothing is random:
ties go to the first option in the engine's order, so the same game and level always give
the same key.

A game brings three things (:class:`Rules`): ``evaluate(game, player)`` (higher is better
for ``player``), ``phase(game)`` (a value that changes when a turn ends: completing a turn
means playing until it changes) and ``whole_turn(game)`` (whether the pending decision is
one whose option is judged by the whole turn it starts, in the look-ahead: a worker
placement, say).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, Self, TypeVar

from .decisions import Decision


class Searchable(Protocol):
    """What the search needs of a game."""

    @property
    def is_over(self) -> bool: ...

    def decision(self) -> Decision | None: ...

    def legal_moves(self) -> list[str]: ...

    def play(self, key: str) -> None: ...

    def copy(self) -> Self: ...


G = TypeVar("G", bound=Searchable)


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the computer thinks.

    ``budget``: nodes per decision. ``complete_turn``: judge an option by the end of its
    turn (else right after it). ``horizon``: phases looked ahead beyond the turn for the
    ``width`` best options. In that look-ahead a decision that starts a turn
    (``Rules.whole_turn``) is judged by its whole turn, every other decision one-ply.
    """

    name: str
    budget: int
    complete_turn: bool
    horizon: int
    width: int


@dataclass(frozen=True, slots=True)
class Rules(Generic[G]):
    """What one game tells the search: see the module's docstring."""

    evaluate: Callable[[G, int], float]
    phase: Callable[[G], Hashable]
    whole_turn: Callable[[G], bool]


class Search(Generic[G]):
    """One decision's search for ``player``, bounded by ``budget`` nodes."""

    def __init__(self, player: int, budget: int, rules: Rules[G]) -> None:
        self.player = player
        self.budget = budget
        self.rules = rules
        self.nodes = 0
        self.chosen_value: float | None = None  # the evaluation behind the last choice
        # The next best option of the last choice and its evaluation (None: nothing to compare).
        self.runner_up: tuple[str, float] | None = None

    @property
    def spent(self) -> bool:
        return self.nodes >= self.budget

    def child(self, game: G, key: str) -> G:
        trial = game.copy()
        trial.play(key)
        self.nodes += 1
        return trial

    def value(self, game: G) -> float:
        return self.rules.evaluate(game, self.player)

    def policy(self, game: G) -> G | None:
        """The position after the deciding player's best one-ply option (for that player);
        None when the budget is spent."""
        return self._best(game, lambda trial: trial)

    def turn_policy(self, game: G) -> G | None:
        """The position after the deciding player's option that is best at the end of its
        turn (the rest of the turn by :meth:`policy`); None when the budget is spent."""
        return self._best(game, lambda trial: self.rollout(trial, 1))

    def _best(self, game: G, settle: Callable[[G], G]) -> G | None:
        """Each option played on a copy and ``settle``d, judged for the deciding player;
        the best such position (a forced move is played in place, for free)."""
        keys = game.legal_moves()
        d = game.decision()
        assert d is not None
        if len(keys) == 1:
            game.play(keys[0])  # forced: free
            return game
        best: G | None = None
        best_value = float("-inf")
        evaluate = self.rules.evaluate
        for key in keys:
            if self.spent:
                break
            trial = settle(self.child(game, key))
            v = evaluate(trial, d.player)
            if v > best_value:
                best, best_value = trial, v
        return best

    def rollout(self, game: G, phases: int, placements: bool = False) -> G:
        """Play until ``phases`` phase changes (or the end, or the budget), each decision
        one-ply (:meth:`policy`) but, with ``placements``, a decision that starts a turn
        judged by its whole turn (:meth:`turn_policy`)."""
        phase, whole_turn = self.rules.phase, self.rules.whole_turn
        current = phase(game)
        while not game.is_over and not self.spent:
            whole = placements and whole_turn(game)
            nxt = self.turn_policy(game) if whole else self.policy(game)
            if nxt is None:
                break
            game = nxt
            now = phase(game)
            if now != current:
                phases -= 1
                current = now
                if phases <= 0:
                    break
        return game

    def bounded(self, cap: int) -> int:
        """Lower the budget to ``cap`` nodes (never above the level's); returns the old one."""
        saved, self.budget = self.budget, min(self.budget, cap)
        return saved

    def choose(self, game: G, level: Level, among: Sequence[str] | None = None) -> str:
        """The level's option for ``game``'s decision, chosen ``among`` these keys when
        given (a question's own options, without the any-time ones), else among all."""
        keys = list(among) if among else game.legal_moves()
        self.chosen_value, self.runner_up = None, None
        if len(keys) == 1:
            return keys[0]
        # 1. every option, judged at the end of its turn
        saved = self.bounded(self.budget if level.horizon == 0 else self.budget // 3)
        scored: list[tuple[float, int, G]] = []
        for i, key in enumerate(keys):
            if self.spent:
                break
            trial = self.child(game, key)
            if level.complete_turn:
                trial = self.rollout(trial, 1)
            scored.append((self.value(trial), i, trial))
        self.budget = saved
        if not scored:
            return keys[0]
        scored.sort(key=lambda t: (-t[0], t[1]))
        if level.horizon == 0 or len(scored) == 1:
            return self._ranked(keys, [(v, i) for v, i, _ in scored])
        # 2. the best few, judged after a look-ahead of whole phases
        finalists = scored[:level.width]
        rescored = []
        for n, (_, i, trial) in enumerate(finalists):
            share = (self.budget - self.nodes) // (len(finalists) - n)
            saved = self.bounded(self.nodes + share)
            end = self.rollout(trial, level.horizon, placements=True)
            self.budget = saved
            rescored.append((self.value(end), i))
        rescored.sort(key=lambda t: (-t[0], t[1]))
        return self._ranked(keys, rescored)

    def _ranked(self, keys: list[str], ranking: list[tuple[float, int]]) -> str:
        """The first of a ranking of (value, option index), best first; its value and the
        next best are kept for a hint's reason."""
        self.chosen_value = ranking[0][0]
        if len(ranking) > 1:
            self.runner_up = (keys[ranking[1][1]], ranking[1][0])
        return keys[ranking[0][1]]

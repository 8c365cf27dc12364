"""Search: every option of the decision is tried, the rest of the worker turn is played by
the evaluation's own one-ply choice, and the best few go on in a look-ahead of whole turns.

The unit of work is a *node*: one :meth:`Game.play` on a copy. A level's budget caps the
nodes of one decision, so the work (and the choice) never depends on the clock. Nothing is
random: ties go to the first option in the engine's canonical order, so the same game and
level always give the same key.

Many decisions are sub-steps of one action (which tool, how to pay, ``done``). A *phase*
is ``(half-year, stage, worker turn)``: completing a turn means playing until the phase
changes, so a sub-step is judged by the whole turn it belongs to, and a look-ahead counts
phases (each player's worker turns, then the Inventorying).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..game import Game
from ..steps import WORKER_TURN
from .evaluate import evaluate

Phase = tuple[int, str, int]


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the computer thinks.

    ``budget``: nodes per decision. ``complete_turn``: judge an option by the end of the
    worker turn (else right after it). ``horizon``: phases looked ahead beyond the turn for
    the ``width`` best options. In that look-ahead a worker placement is judged by its
    whole turn (the action completed one-ply, so that a turn on the Builder or the
    Carpenter is seen with the building it builds), every other decision one-ply.
    """

    name: str
    budget: int
    complete_turn: bool
    horizon: int
    width: int


def phase(game: Game) -> Phase:
    s = game.state
    return (s.half_year, s.stage, s.turn_idx)


class Search:
    """One decision's search for ``player``, bounded by ``budget`` nodes."""

    def __init__(self, player: int, budget: int, weights: Mapping[str, float]) -> None:
        self.player = player
        self.budget = budget
        self.weights = dict(weights)  # a plain dict: read at every node, quicker than a proxy
        self.nodes = 0
        self.chosen_value: float | None = None  # the evaluation behind the last choice
        # The next best option of the last choice and its evaluation (None: nothing to compare).
        self.runner_up: tuple[str, float] | None = None

    @property
    def spent(self) -> bool:
        return self.nodes >= self.budget

    def child(self, game: Game, key: str) -> Game:
        trial = game.copy()
        trial.play(key)
        self.nodes += 1
        return trial

    def value(self, game: Game) -> float:
        return evaluate(game, self.player, self.weights)

    def policy(self, game: Game) -> Game | None:
        """The position after the deciding player's best one-ply option (for that player);
        None when the budget is spent."""
        return self._best(game, lambda trial: trial)

    def turn_policy(self, game: Game) -> Game | None:
        """The position after the deciding player's option that is best at the end of its
        worker turn (the rest of the turn by :meth:`policy`); None when the budget is spent."""
        return self._best(game, lambda trial: self.rollout(trial, 1))

    def _best(self, game: Game, settle: Callable[[Game], Game]) -> Game | None:
        """Each option played on a copy and ``settle``d, judged for the deciding player;
        the best such position (a forced move is played in place, for free)."""
        keys = game.legal_moves()
        d = game.decision()
        assert d is not None
        if len(keys) == 1:
            game.play(keys[0])  # forced: free
            return game
        best: Game | None = None
        best_value = float("-inf")
        for key in keys:
            if self.spent:
                break
            trial = settle(self.child(game, key))
            v = evaluate(trial, d.player, self.weights)
            if v > best_value:
                best, best_value = trial, v
        return best

    def rollout(self, game: Game, phases: int, placements: bool = False) -> Game:
        """Play until ``phases`` phase changes (or the end, or the budget), each decision
        one-ply (:meth:`policy`) but, with ``placements``, a worker placement judged by its
        whole turn (:meth:`turn_policy`)."""
        current = phase(game)
        while not game.is_over and not self.spent:
            whole = placements and game.state.stack[-1].kind == WORKER_TURN
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

    def choose(self, game: Game, level: Level) -> str:
        keys = game.legal_moves()
        self.chosen_value, self.runner_up = None, None
        if len(keys) == 1:
            return keys[0]
        # 1. every option, judged at the end of its worker turn
        saved = self.bounded(self.budget if level.horizon == 0 else self.budget // 3)
        scored: list[tuple[float, int, Game]] = []
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

"""Search for Fields of Arle: :mod:`gamekit.search` with this game's evaluation, its
phases and its worker turns.

Many decisions are sub-steps of one action (which tool, how to pay, ``done``). A *phase*
is ``(half-year, stage, worker turn)``: completing a turn means playing until the phase
changes, so a sub-step is judged by the whole turn it belongs to, and a look-ahead counts
phases (each player's worker turns, then the Inventorying). In the look-ahead a worker
placement is judged by its whole turn (the action completed one-ply, so that a turn on the
Builder or the Carpenter is seen with the building it builds), every other decision
one-ply.
"""

from __future__ import annotations

from collections.abc import Mapping

from gamekit import search
from gamekit.search import Level

from ..game import Game
from ..steps import WORKER_TURN
from .evaluate import evaluate

Phase = tuple[int, str, int]

__all__ = ["Level", "Phase", "Search", "phase"]


def phase(game: Game) -> Phase:
    s = game.state
    return (s.half_year, s.stage, s.turn_idx)


def _worker_turn(game: Game) -> bool:
    return game.state.stack[-1].kind == WORKER_TURN


class Search(search.Search[Game]):
    """One decision's search for ``player``, bounded by ``budget`` nodes, judging
    positions by :func:`~.evaluate.evaluate` with ``weights``."""

    def __init__(self, player: int, budget: int, weights: Mapping[str, float]) -> None:
        self.weights = dict(weights)  # a plain dict: read at every node, quicker than a proxy
        w = self.weights
        super().__init__(player, budget, search.Rules(
            lambda game, seat: evaluate(game, seat, w), phase, _worker_turn))

"""Fields of Arle's adapter for :mod:`.core`: ``python -m benchmarks.train arle``.

Self-play is solo (printed rules, random buildings: the benchmark's kind of game) on seeds
apart from the benchmark's (1..20; the default 2000..2039). A solo seed only draws the
buildings, so each game opens with :data:`OPENING` worker placements drawn at random by its
seed (as :mod:`benchmarks.tune_ai` does): each seed is its own game. From then on the level
plays every decision, and the first decision of every phase (a worker turn, or an
Inventorying) is a sample.

A sample's terms are :func:`arle_core.ai.explain.ledger` with every weight 1: each part is
its feature as :func:`arle_core.ai.evaluate.player_value` scales it (a good times the share
of the game left, the plan's progress times its fading, the Food missing as it is), and the
score-sheet lines and loads are what the position counts for sure. So the weights fitted are
the evaluation's own, and ``known + sum(weight * term)`` is its value exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path

from arle_core import Game, new_game
from arle_core.ai import LEVELS, choose
from arle_core.ai import weights as weights_module
from arle_core.ai.evaluate import ALL_WEIGHTS
from arle_core.ai.explain import ledger
from arle_core.ai.search import Phase, phase
from arle_core.ai.weights import WEIGHTS
from arle_core.state import GameState
from arle_core.steps import WORKER_TURN

from .core import Adapter, Sample
from .core import main as train

OPENING = 4  # random worker placements that open each game
ONES: Mapping[str, float] = dict.fromkeys(ALL_WEIGHTS, 1.0)
# The ledger's kinds that are the evaluation's sure part, not a weighted term.
KNOWN = ("sheet", "loaded")
# Weights whose sign is the evaluation's meaning: a holding is worth nothing or more, Food
# missing for a feeding costs.
BOUNDS: Mapping[str, tuple[float, float]] = {
    **{k: (0.0, 5.0) for k in ALL_WEIGHTS}, "hunger": (-5.0, 0.0)}


def terms(state: GameState, player: int) -> tuple[float, dict[str, float]]:
    """What the position counts for sure, and each weight's term (see the docstring)."""
    known = 0.0
    out = dict.fromkeys(ALL_WEIGHTS, 0.0)
    for key, entry in ledger(state, player, ONES).items():
        kind, _, name = key.partition(":")
        if kind in KNOWN:
            known += entry.vp
        elif kind == "good":
            out[name] += entry.vp
        elif kind == "tool":
            out["tools"] += entry.vp
        elif kind == "feature":
            out[name] += entry.vp
        else:  # hunger, plan
            out[kind] += entry.vp
    return known, out


def bucket(state: GameState) -> int:
    """The time of the game: the half-year and the worker turn (Inventorying after them)."""
    turn = state.turn_idx if state.stage == "work" else 99
    return state.half_year * 100 + turn


def opened_game(seed: int, level: str, weights: Mapping[str, float] = WEIGHTS,
                seen: Callable[[Game], None] | None = None) -> Game:
    """A solo game at ``level`` with ``weights`` after its random opening, played out;
    ``seen`` is shown each position the level decides at once the opening is over."""
    g = new_game(players=1, seed=seed, variant="printed", buildings="random")
    rng = random.Random(seed)
    opening = OPENING
    while not g.is_over:
        if opening > 0 and g.state.stack[-1].kind == WORKER_TURN:
            opening -= 1
            g.play(rng.choice(g.legal_moves()))
            continue
        if seen is not None and opening == 0:
            seen(g)
        g.play(choose(g, LEVELS[level], weights))
    return g


def play(seed: int, level: str) -> list[Sample]:
    """One solo self-play game at ``level``: its phases' first positions as samples."""
    seen: list[tuple[int, float, dict[str, float]]] = []
    last: list[Phase] = []

    def sample(g: Game) -> None:
        if not last or phase(g) != last[-1]:
            last.append(phase(g))
            seen.append((bucket(g.state), *terms(g.state, 0)))

    final = float(opened_game(seed, level, seen=sample).scores()[0]["total"])
    return [Sample(seed, b, known, final, t) for b, known, t in seen]


def score(seed: int, level: str, weights: Mapping[str, float]) -> float:
    """The final score of the opened solo game ``seed`` at ``level`` with ``weights``."""
    return float(opened_game(seed, level, weights).scores()[0]["total"])


ADAPTER = Adapter(
    name="arle", weights=WEIGHTS, weights_file=Path(weights_module.__file__),
    assignment="WEIGHTS: Mapping[str, float] = MappingProxyType", play=play, bounds=BOUNDS,
    score=score)


if __name__ == "__main__":
    raise SystemExit(train(ADAPTER))

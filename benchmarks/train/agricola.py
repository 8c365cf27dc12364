"""Agricola's adapter for :mod:`.core`: ``python -m benchmarks.train agricola``.

Self-play on seeds apart from the benchmark's (:mod:`benchmarks.agricola_ai` uses 9000 on;
the default here is 2000..2039): an even seed is a solo game, an odd one a 2-player game,
every seat played by the level. Each game opens with :data:`OPENING` placements drawn at
random by its seed, and later a placement is random with chance :data:`EXPLORE`, so that a
seed's game is its own line of play and the positions include farms the level alone would
not build (the fit then sees what a room or a field is worth). Every placement of a
person with a choice is a sample, for the player placing and (with 2 players) the other.

A sample's terms are :func:`agricola_core.ai.evaluate.features` and its known part the live
score sheet, so ``known + sum(weight * term)`` is :func:`~agricola_core.ai.evaluate.farm_value`
exactly, and the weights fitted are the evaluation's own. The bucket is the round.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path

from agricola_core import new_game
from agricola_core.ai import weights as weights_module
from agricola_core.ai.evaluate import features
from agricola_core.ai.fitted import choose
from agricola_core.ai.weights import WEIGHTS

from .core import Adapter, Sample
from .core import main as train

OPENING = 2  # random placements that open each game
EXPLORE = 0.1  # the chance a later placement is random
# Signs that are the features' meaning (what a farm holds is worth nothing or more, food
# missing for a harvest costs), and a building resource is worth at most a point and a
# half: what it builds. Unbounded, the fit gave stone 7 points (stone came with the farms
# that scored, not before them), and strong took stone on every action it could.
BOUNDS: Mapping[str, tuple[float, float]] = {
    **{k: (0.0, 12.0) for k in WEIGHTS}, "hunger": (-6.0, 0.0), "gather": (-3.0, 0.0),
    "later_food": (-3.0, 0.0), **{g: (0.0, 1.5) for g in ("wood", "clay", "reed", "stone")}}


def play(seed: int, level: str) -> list[Sample]:
    """One self-play game of ``seed`` at ``level`` and its samples."""
    g = new_game(1 if seed % 2 == 0 else 2, seed)
    rng = random.Random(seed)
    opened = 0
    positions: list[tuple[int, int, float, dict[str, float]]] = []
    while not g.is_over:
        d = g.decision()
        assert d is not None
        if d.kind == "place" and len(d.options) > 1:
            for seat in range(g.setup.players):
                positions.append((seat, g.round, float(g.scores()[seat]["total"]),
                                  features(g, seat)))
        if d.kind == "place" and (opened < OPENING or rng.random() < EXPLORE):
            opened += 1
            g.play(rng.choice(g.legal_moves()))
        else:
            g.play(choose(g, level))
    finals = [s["total"] for s in g.scores()]
    return [Sample(seed, bucket, known, float(finals[seat]), terms)
            for seat, bucket, known, terms in positions]


ADAPTER = Adapter(
    name="agricola",
    weights=WEIGHTS,
    weights_file=Path(weights_module.__file__),
    assignment="WEIGHTS: Mapping[str, float] = MappingProxyType",
    play=play,
    bounds=BOUNDS,
)


if __name__ == "__main__":
    raise SystemExit(train(ADAPTER))

"""The weight tuner's own test (benchmarks.tune_ai): it lives with the tool, not with the
engine's tests, since the tuner is not part of the engine."""

from __future__ import annotations

from arle_core.ai.weights import WEIGHTS
from benchmarks.tune_ai import solo_score


def test_tuning_games_are_different_games_for_different_seeds() -> None:
    """The tuner's seeds must give different games: a solo seed alone only draws the
    buildings, and *good* plays the same game whatever they are; a random opening (seeded)
    makes each seed its own game, the same for the same seed."""
    opened = [solo_score(seed, "good", WEIGHTS, opening=4) for seed in (1000, 1001, 1002)]
    assert len(set(opened)) > 1
    assert solo_score(1000, "good", WEIGHTS, opening=4) == opened[0]

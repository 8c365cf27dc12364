"""Agricola's adapter of the training tool (:mod:`benchmarks.train.agricola`): its samples
are the evaluation's own terms, labelled with the game's final scores. The tool needs
numpy and scipy (the ``dev`` extra), which the engine never does."""

from __future__ import annotations

import pytest

pytest.importorskip("scipy", reason="the training tool needs the dev extra")

from agricola_core import new_game
from agricola_core.ai.evaluate import farm_value, features
from agricola_core.ai.fitted import choose
from agricola_core.ai.weights import WEIGHTS
from benchmarks.train import agricola
from benchmarks.train.core import fit

TINY = "casual"


def test_a_sample_is_the_evaluation_split_into_its_weighted_terms() -> None:
    g = new_game(2, 2001)
    for _ in range(40):
        g.play(choose(g, TINY))
        for seat in (0, 1):
            terms = features(g, seat)
            known = g.scores()[seat]["total"]
            assert known + sum(WEIGHTS[k] * x for k, x in terms.items()) == pytest.approx(
                farm_value(g, seat))


def test_self_play_labels_each_position_with_its_players_final_score() -> None:
    solo, duel = agricola.play(2000, TINY), agricola.play(2001, TINY)
    assert {s.game for s in solo} == {2000} and {s.game for s in duel} == {2001}
    assert len({s.final for s in solo}) == 1  # one player
    assert len({s.final for s in duel}) <= 2 and len(duel) > len(solo)
    assert all(set(s.terms) == set(WEIGHTS) for s in solo + duel)
    assert [s.bucket for s in solo] == sorted(s.bucket for s in solo)


def test_the_weights_fit_from_a_few_games() -> None:
    samples = agricola.play(2000, TINY) + agricola.play(2002, TINY)
    result = fit(samples, WEIGHTS, bounds=agricola.BOUNDS)
    assert set(result.weights) == set(WEIGHTS) and result.games == 2
    assert all(agricola.BOUNDS[k][0] <= v <= agricola.BOUNDS[k][1]
               for k, v in result.weights.items())

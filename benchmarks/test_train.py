"""The training tool's tests (:mod:`benchmarks.train`): the core recovers weights it can
know, and Fields of Arle's adapter gives the evaluation's own terms. The tool needs numpy
and scipy (the ``dev`` extra), which the engine never does."""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path

import pytest

pytest.importorskip("scipy", reason="the training tool needs the dev extra")

from arle_core import new_game
from arle_core.ai import choose
from arle_core.ai.evaluate import player_value
from arle_core.ai.weights import WEIGHTS
from benchmarks.train import arle
from benchmarks.train.core import Fit, Sample, check, fit, seed_range, write_weights

TRUE = {"a": 0.5, "b": 1.5, "c": -2.0}
PRIOR = {"a": 0.3, "b": 1.0, "c": -1.0}


def synthetic(games: int = 30) -> list[Sample]:
    """Positions whose final score is known + TRUE's terms + a gain by time + noise."""
    rng = random.Random(1)
    out = []
    for g in range(games):
        for t in range(10):
            terms = {k: rng.uniform(0, 5) for k in TRUE}
            known = rng.uniform(0, 50)
            final = known + sum(TRUE[k] * terms[k] for k in TRUE) + 3 * t + rng.gauss(0, 1)
            out.append(Sample(g, t, known, final, terms))
    return out


def test_the_fit_recovers_the_weights_behind_the_final_scores() -> None:
    result = fit(synthetic(), PRIOR, ridge=1e-4)
    assert result.weights == pytest.approx(TRUE, abs=0.1)
    assert result.rmse_fit < 1.2 < result.rmse_prior
    assert (result.samples, result.games) == (300, 30)


def played(games: int = 40, luck: float = 0.0) -> list[Sample]:
    """Games whose holdings turn into points as they go: each step the holdings worth
    TRUE's weights become sure points (known), new ones come, plus a gain and noise; the
    final score is what the last position holds and knows, and the ``luck`` of the
    game's last step (a normal spread)."""
    rng = random.Random(2)
    out = []
    for g in range(games):
        known, terms = 0.0, {k: rng.uniform(0, 5) for k in TRUE}
        steps = []
        for t in range(10):
            steps.append((t, known, terms))
            new = {k: rng.uniform(0, 5) for k in TRUE}
            known += sum(TRUE[k] * (terms[k] - new[k]) for k in TRUE) + 3 + rng.gauss(0, 1)
            terms = new
        final = known + sum(TRUE[k] * terms[k] for k in TRUE) + rng.gauss(0, luck)
        out += [Sample(g, t, k, final, x) for t, k, x in steps]
    return out


@pytest.mark.parametrize("horizon", [0, 1, 3])
def test_the_fit_by_temporal_differences_recovers_the_weights_too(horizon: int) -> None:
    result = fit(played(), PRIOR, ridge=1e-4, horizon=horizon)
    assert result.weights == pytest.approx(TRUE, abs=0.15)
    assert result.rmse_fit < result.rmse_prior


def test_temporal_differences_keep_the_luck_of_the_game_s_end_out_of_early_positions() -> None:
    lucky = played(luck=20.0)
    texel, td = fit(lucky, PRIOR, ridge=1e-4), fit(lucky, PRIOR, ridge=1e-4, horizon=1)

    def error(f: Fit) -> float:
        return max(abs(f.weights[k] - TRUE[k]) for k in TRUE)

    assert error(td) < 0.2 < error(texel)


def test_the_fit_keeps_to_bounds_and_to_the_weights_it_is_not_asked_for() -> None:
    bounded = fit(synthetic(), PRIOR, bounds={"c": (-1.5, 0.0)}, ridge=1e-4)
    assert bounded.weights["c"] == pytest.approx(-1.5)
    only_a = fit(synthetic(), PRIOR, keys=["a"], ridge=1e-4)
    assert (only_a.weights["b"], only_a.weights["c"]) == (1.0, -1.0)


def test_the_ridge_pulls_toward_the_current_weights() -> None:
    assert fit(synthetic(), PRIOR, ridge=1e6).weights == pytest.approx(PRIOR, abs=0.01)


def test_weights_are_written_between_the_markers(tmp_path: Path) -> None:
    path = tmp_path / "w.py"
    path.write_text("x = 1\n# BEGIN TUNED WEIGHTS\nW = dict({})\n# END TUNED WEIGHTS\ny = 2\n")
    write_weights(path, "W = dict", {"a": 0.25, "b": -1.0}, "fitted")
    space: dict[str, object] = {}
    exec(path.read_text(), space)
    assert (space["W"], space["x"], space["y"]) == ({"a": 0.25, "b": -1.0}, 1, 2)
    path.write_text("x = 1\n")
    with pytest.raises(ValueError, match="no table"):
        write_weights(path, "W = dict", {"a": 1.0}, "fitted")


def test_check_gives_each_weight_table_its_mean_score() -> None:
    def score(seed: int, level: str, weights: Mapping[str, float]) -> float:
        return weights["a"] * seed + len(level)

    assert check(score, [1, 2, 3], "x", [{"a": 1.0}, {"a": 2.0}]) == [3.0, 5.0]


def test_seeds_are_a_range_with_both_ends() -> None:
    assert seed_range("5..7") == range(5, 8)
    with pytest.raises(Exception, match=r"FIRST\.\.LAST"):
        seed_range("7..5")


def test_arle_terms_are_the_evaluation_itself() -> None:
    """known + sum(weight * term) is player_value at every kind of position: the fit's
    weights are the evaluation's own."""
    g = new_game(players=1, seed=3, variant="printed", buildings="random")
    checked = 0
    while not g.is_over:
        known, terms = arle.terms(g.state, 0)
        value = known + sum(WEIGHTS[k] * v for k, v in terms.items())
        assert value == pytest.approx(player_value(g.state, 0))
        checked += 1
        g.play(choose(g, "casual"))
    assert checked > 50


def test_arle_self_play_gives_a_sample_a_phase_after_its_random_opening() -> None:
    samples = arle.play(2000, "casual")
    buckets = [s.bucket for s in samples]
    assert buckets == sorted(buckets) and len(set(buckets)) > 30
    assert buckets[0] == 100 + arle.OPENING  # after the opening's worker turns
    assert {s.game for s in samples} == {2000}
    assert len({s.final for s in samples}) == 1
    assert arle.play(2000, "casual") == samples
    assert arle.play(2001, "casual")[0].terms != samples[0].terms

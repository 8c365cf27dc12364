"""The computer player's per-node shortcuts give exactly what the readable forms give: the
score sheet's total without the sheet, the goods-track tables against the rules."""

from __future__ import annotations

import random

import pytest

from arle_core import new_game
from arle_core.bots import greedy_move, random_move
from arle_core.scoring import (
    TRACK_POINTS,
    food_points,
    indicator_points,
    score_sheet,
    score_total,
)

from .invariants import KINDS

KIND_IDS = ["-".join(map(str, k)) for k in KINDS]


@pytest.mark.parametrize("kind", KINDS, ids=KIND_IDS)
def test_score_total_is_the_sheet_total_in_every_position_of_playouts(
        kind: tuple[int, str, str]) -> None:
    """Every position of random and greedy playouts, both players: the same number."""
    players, variant, buildings = kind
    for seed in range(4):
        g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
        rng = random.Random(seed)
        move = greedy_move if seed % 2 else random_move
        while not g.is_over:
            for i in range(players):
                assert score_total(g.state, i) == score_sheet(g.state, i)["total"]
            g.play(move(g, rng))
        for i in range(players):
            assert score_total(g.state, i) == score_sheet(g.state, i)["total"]


def test_goods_track_tables_are_the_indicator_rules() -> None:
    for good, points in TRACK_POINTS.items():
        rule = food_points if good == "food" else indicator_points
        assert points == tuple(rule(n) for n in range(len(points)))
    assert len(TRACK_POINTS["food"]) == 31 and len(TRACK_POINTS["grain"]) == 16


@pytest.mark.parametrize("kind", KINDS, ids=KIND_IDS)
def test_a_copy_played_out_leaves_the_original_untouched(kind: tuple[int, str, str]) -> None:
    """A copy shares what never changes in place (the moors and the barn's pieces are
    values): playing a copy to the end, as the search does, changes nothing of the
    original."""
    players, variant, buildings = kind
    g = new_game(players=players, seed=5, variant=variant, buildings=buildings)
    rng = random.Random(5)
    while not g.is_over:
        if len(g.moves) % 20 == 0:
            before = repr(g.state)
            trial = g.copy()
            while not trial.is_over:
                trial.play(random_move(trial, rng))
            assert repr(g.state) == before
        g.play(random_move(g, rng))

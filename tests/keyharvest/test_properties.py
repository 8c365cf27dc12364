"""Random legal playouts (2–4 players, both settings of G13): they never crash, always end,
and keep the invariants after every move (``invariants.check``); a worker stands beside at
least its value in fields when played (L201–L205); the link replays the same game."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keyharvest_core import Game, decode, new_game
from keyharvest_core.data import WORKER
from keyharvest_core.fields import adjacent_fields

from .invariants import check

MAX_MOVES = 5_000


def playout(players: int, seed: int, keep: bool, choices: int) -> Game:
    g = new_game(players, seed, keep)
    rng = random.Random(choices)
    for _ in range(MAX_MOVES):
        check(g)
        if g.is_over:
            break
        d = g.decision()
        assert d is not None
        key = rng.choice(g.legal_moves())
        g.play(key)
        if key.startswith("at:"):  # a worker played (placed, displaced and played again)
            s = g.state.seats[d.player]
            ref = key.removeprefix("at:")
            if ref in s.workers and d.kind in ("place", "displaced"):
                assert len(adjacent_fields(s, ref)) >= WORKER[s.workers[ref]].value
    assert g.is_over, "no end"
    back = decode(g.encode())
    assert back.moves == g.moves and back.scores() == g.scores()
    assert back.state.events == g.state.events and back.state.fallow == g.state.fallow
    return g


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("keep", [True, False])
def test_random_playouts_end_and_keep_the_invariants(players: int, keep: bool) -> None:
    for seed in (1, 2):
        g = playout(players, seed, keep, seed)
        assert len(g.state.events) == 10


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31 - 1), keep=st.booleans(),
       choices=st.integers(0, 2**32))
def test_many_random_playouts(players: int, seed: int, keep: bool, choices: int) -> None:
    playout(players, seed, keep, choices)

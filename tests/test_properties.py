"""Property tests: random legal playouts of every kind of game reach the end without error
and keep the invariants (tests/invariants.py) at every step; a game replays from its link.

The default run plays 200 checked games (2 chunks of 100, all 8 kinds: 1-2 players x
printed/yucata x starter/random buildings); the other 18 chunks are marked slow, so
``pytest -m slow`` (as CI does) brings the total to 2,000.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from arle_core import decode

from .invariants import KINDS, game_kinds, random_game, seeds

CHUNKS = 20
FAST_CHUNKS = 2  # chunks every run plays; the rest are slow
GAMES_PER_CHUNK = 100


@pytest.mark.parametrize(
    "chunk", [c if c < FAST_CHUNKS else pytest.param(c, marks=pytest.mark.slow)
              for c in range(CHUNKS)])
def test_random_playouts_keep_invariants(chunk: int) -> None:
    """Random playouts: never crash, always end, invariants hold after every move."""
    for i in range(GAMES_PER_CHUNK):
        seed = chunk * GAMES_PER_CHUNK + i
        players, variant, buildings = KINDS[seed % len(KINDS)]
        g = random_game(players, variant, buildings, seed)
        assert g.is_over and len(g.scores()) == players


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=game_kinds, seed=seeds)
def test_link_round_trip_replays_the_same_game(kind: tuple[int, str, str], seed: int) -> None:
    """decode(encode(g)) replays to the same state, moves and scores."""
    g = random_game(*kind, seed=seed, checked=False)
    h = decode(g.encode())
    assert h.setup == g.setup and h.moves == g.moves
    assert h.state == g.state and h.scores() == g.scores()


@settings(max_examples=25, deadline=None)
@given(kind=game_kinds, seed=seeds)
def test_copy_is_independent(kind: tuple[int, str, str], seed: int) -> None:
    """g.copy() is equal to g, and playing on the copy leaves g untouched."""
    from arle_core import new_game

    g = new_game(players=kind[0], seed=seed, variant=kind[1], buildings=kind[2])
    for _ in range(30):
        g.play(g.legal_moves()[seed % len(g.legal_moves())])
    c = g.copy()
    assert c.state == g.state and c.moves == g.moves
    snapshot = g.state.copy()
    while not c.is_over and len(c.moves) < len(g.moves) + 60:
        c.play(c.legal_moves()[-1])
    assert g.state == snapshot

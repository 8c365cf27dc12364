"""Random legal playouts for 1–4 players: every game ends after round 14's harvest, and
the invariants hold after every move. Bounded here; ``-m slow`` plays thousands."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agricola_core import Game, decode, new_game
from agricola_core.data import HARVEST_ROUNDS
from agricola_core.state import MAX_SEED
from gamekit.names import normal_text

from . import invariants


def random_game(players: int, seed: int, check_every_move: bool = True) -> None:
    g = new_game(players, seed)
    rng = random.Random(seed)
    fed: set[int] = set()
    for _ in range(3000):
        if g.is_over:
            break
        d = g.decision()
        assert d is not None and d.options, "a game never waits on an empty choice"
        keys = d.keys()
        assert len(set(keys)) == len(keys) and all(o.label for o in d.options)
        if d.kind == "feed":
            fed.add(g.round)
        g.play(rng.choice(d.keys()))
        if check_every_move:
            invariants.check(g)
    assert g.is_over and g.round == 14 and fed == HARVEST_ROUNDS
    assert g.legal_moves() == [] and g.decision() is None
    invariants.check(g)
    for sheet in g.scores():
        assert sheet["total"] == sum(v for k, v in sheet.items() if k != "total")


def random_position(players: int, seed: int, moves: int, rng: random.Random) -> Game:
    """A game of ``seed`` after up to ``moves`` random moves."""
    g = new_game(players, seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    return g


@settings(max_examples=120, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, MAX_SEED))
def test_random_games_end_after_round_14_and_keep_the_invariants(players: int,
                                                                  seed: int) -> None:
    random_game(players, seed)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, MAX_SEED), moves=st.integers(0, 200))
def test_decode_encode_is_identity_anywhere(players: int, seed: int, moves: int) -> None:
    g = random_position(players, seed, moves, random.Random(seed))
    h = decode(g.encode())
    assert (h.setup, h.moves, h.legal_moves(), h.scores()) == (
        g.setup, g.moves, g.legal_moves(), g.scores())
    assert h.encode() == g.encode()


@settings(max_examples=60, deadline=None)
@given(names=st.lists(st.text(max_size=60), min_size=1, max_size=4),
       seed=st.integers(0, MAX_SEED), moves=st.integers(0, 30))
def test_any_names_survive_the_link(names: list[str], seed: int, moves: int) -> None:
    """Any text given as names (docs/agricola.md, "Links") is put through the names' rule
    and comes back from the link as the game holds it; the link is written again alike."""
    g = new_game(len(names), seed, names=names)
    rng = random.Random(seed)
    for _ in range(moves):
        g.play(rng.choice(g.legal_moves()))
    assert g.setup.names == tuple(normal_text(n) for n in names)
    h = decode(g.encode())
    assert (h.setup, h.moves) == (g.setup, g.moves) and h.encode() == g.encode()


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_thousands_of_random_games(players: int) -> None:
    for seed in range(1000):
        random_game(players, seed, check_every_move=seed % 10 == 0)


def _state(g: object) -> object:
    """A game's whole state as plain data (to compare a copy with its original)."""
    if hasattr(g, "__dataclass_fields__"):
        return {k: _state(getattr(g, k)) for k in g.__dataclass_fields__}
    if isinstance(g, dict):
        return {k: _state(v) for k, v in g.items()}
    if isinstance(g, (list, tuple)):
        return [_state(v) for v in g]
    return g


@settings(max_examples=15, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, MAX_SEED), moves=st.integers(0, 200))
def test_a_copy_is_the_same_game_and_independent(players: int, seed: int, moves: int) -> None:
    rng = random.Random(seed)
    g = random_position(players, seed, moves, rng)
    before = _state(vars(g))
    c = g.copy()
    assert _state(vars(c)) == before
    while not c.is_over:
        c.play(rng.choice(c.legal_moves()))
    assert _state(vars(g)) == before

"""The move notation survives a regrouping of options: a test-only engine that asks the
one-question Peat cut one Peat at a time (and every option list in another order) reads
the links of today's engine to the same games."""

from __future__ import annotations

import pytest

from arle_core import Game, decode, notation
from arle_core.codec import read

from . import regrouped
from .invariants import random_game


@pytest.mark.parametrize(("players", "variant", "seed"), [
    (1, "printed", 12), (2, "yucata", 4), (2, "printed", 9), (1, "yucata", 13)])
def test_links_of_todays_grouping_read_the_same_game_one_peat_at_a_time(
        players: int, variant: str, seed: int) -> None:
    game = random_game(players, variant, "random", seed=seed, checked=False)
    assert any(len(notation.facts(m)) > 1 for m in game.moves), "no multi-Peat cut to test"
    setup, items = read(game.encode())
    stand_in = regrouped.OneFactAtATime(Game(setup), notation.NOTATION)
    notation.replay(stand_in.legal_moves, stand_in.play, items,
                    grouping=notation.GROUPING, engine_grouping=stand_in.grouping)
    assert stand_in.game.moves == game.moves
    assert stand_in.game.scores() == game.scores()


def test_the_regrouping_asks_questions_todays_engine_does_not() -> None:
    """The stand-in really regroups: its moves of a game differ from today's."""
    game = random_game(1, "printed", "random", seed=12, checked=False)
    stand_in = regrouped.OneFactAtATime(Game(game.setup), notation.NOTATION)
    asked: list[str] = []
    for key in game.moves:
        for fact in notation.facts(key):
            options = stand_in.legal_moves()
            stand_in.play(fact if fact in options else key)
            asked.append(fact)
        if stand_in.chosen:
            stand_in.play(regrouped.DONE)
            asked.append(regrouped.DONE)
    assert stand_in.game.moves == game.moves and len(asked) > len(game.moves)


def test_the_strict_reading_of_todays_grouping_is_what_decode_uses() -> None:
    game = random_game(2, "printed", "starter", seed=6, checked=False)
    assert decode(game.encode()).moves == game.moves

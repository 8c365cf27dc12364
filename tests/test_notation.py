"""The move notation survives a regrouping of options: a test-only engine that asks the
one-question Peat cut one Peat at a time (and every option list in another order) reads
the links of today's engine to the same games."""

from __future__ import annotations

import pytest

from arle_core import Game, decode, notation
from arle_core.codec import read

from .invariants import random_game

DONE = "done"


class OneFactAtATime:
    """Today's engine, regrouped: an option of several facts (``cut:0,2``) is asked one
    fact per question (``cut:0``, then ``cut:2`` or ``done``), and every question lists
    its options in reverse order. Its grouping is ``notation.GROUPING + 1``."""

    grouping = notation.GROUPING + 1

    def __init__(self, game: Game) -> None:
        self.game = game
        self.chosen: tuple[str, ...] = ()

    def _wholes(self) -> dict[tuple[str, ...], str]:
        return {notation.facts(k): k for k in self.game.legal_moves()}

    def legal_moves(self) -> list[str]:
        n = len(self.chosen)
        nexts = list(dict.fromkeys(f[n] for f in self._wholes()
                                   if len(f) > n and f[:n] == self.chosen))
        if self.chosen and self.chosen in self._wholes():
            nexts.append(DONE)
        return nexts[::-1]

    def play(self, key: str) -> None:
        assert key in self.legal_moves(), key
        wholes = self._wholes()
        if self.chosen and key == DONE:
            self.game.play(wholes[self.chosen])
            self.chosen = ()
            return
        chosen = (*self.chosen, key)
        longer = any(len(f) > len(chosen) and f[:len(chosen)] == chosen for f in wholes)
        if chosen in wholes and not longer:
            self.game.play(wholes[chosen])
            chosen = ()
        self.chosen = chosen


@pytest.mark.parametrize(("players", "variant", "seed"), [
    (1, "printed", 12), (2, "yucata", 4), (2, "printed", 9), (1, "yucata", 13)])
def test_links_of_todays_grouping_read_the_same_game_one_peat_at_a_time(
        players: int, variant: str, seed: int) -> None:
    game = random_game(players, variant, "random", seed=seed, checked=False)
    assert any(len(notation.facts(m)) > 1 for m in game.moves), "no multi-Peat cut to test"
    setup, items = read(game.encode())
    regrouped = OneFactAtATime(Game(setup))
    notation.replay(regrouped.legal_moves, regrouped.play, items,
                    grouping=notation.GROUPING, engine_grouping=regrouped.grouping)
    assert regrouped.game.moves == game.moves
    assert regrouped.game.scores() == game.scores()


def test_the_regrouping_asks_questions_todays_engine_does_not() -> None:
    """The stand-in really regroups: its moves of a game differ from today's."""
    game = random_game(1, "printed", "random", seed=12, checked=False)
    regrouped = OneFactAtATime(Game(game.setup))
    asked: list[str] = []
    for key in game.moves:
        for fact in notation.facts(key):
            options = regrouped.legal_moves()
            regrouped.play(fact if fact in options else key)
            asked.append(fact)
        if regrouped.chosen:
            regrouped.play(DONE)
            asked.append(DONE)
    assert regrouped.game.moves == game.moves and len(asked) > len(game.moves)


def test_the_strict_reading_of_todays_grouping_is_what_decode_uses() -> None:
    game = random_game(2, "printed", "starter", seed=6, checked=False)
    assert decode(game.encode()).moves == game.moves

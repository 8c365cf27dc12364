"""Agricola's link stores rule facts: today's links read the same games through engines
that list their options in another order (read strictly: the same grouping) or ask a
two-good take or a litter one fact at a time (read tolerantly: another grouping)."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from agricola_core import Decision, Game, decode, new_game
from agricola_core.codec import read
from agricola_core.notation import NOTATION
from agricola_core.state import MAX_SEED
from tests.regrouped import OneFactAtATime

from .support import playout


class Reordered(Game):
    """Today's rules with every option list in reverse order (a later engine that lists
    its options differently)."""

    def _ask(self) -> Decision:
        d = super()._ask()
        return replace(d, options=d.options[::-1])


def finished(players: int, seed: int, solo_storehouse: bool, two_resources: bool) -> Game:
    return playout(new_game(players, seed, solo_storehouse=solo_storehouse,
                            two_resources=two_resources), seed=seed)


games = st.builds(finished, players=st.integers(1, 4), seed=st.integers(0, MAX_SEED),
                  solo_storehouse=st.booleans(), two_resources=st.booleans())


@settings(max_examples=12, deadline=None)
@given(game=games)
def test_encode_decode_is_identity_for_finished_games(game: Game) -> None:
    link = game.encode()
    again = decode(link)
    assert (again.setup, again.moves, again.scores()) == (game.setup, game.moves,
                                                          game.scores())
    assert again.encode() == link


@settings(max_examples=8, deadline=None)
@given(game=games)
def test_an_engine_listing_options_in_another_order_reads_todays_links(game: Game) -> None:
    setup, items = read(game.encode())
    other = Reordered(setup)
    NOTATION.replay(other.legal_moves, other.play, items)
    assert other.moves == game.moves and other.scores() == game.scores()
    assert other.is_over


def test_the_reordered_engine_really_reorders() -> None:
    g, other = new_game(2, 5), Reordered(new_game(2, 5).setup)
    assert other.legal_moves() == g.legal_moves()[::-1] != g.legal_moves()


def test_an_engine_asking_one_fact_at_a_time_reads_todays_links() -> None:
    """3 and 4 players take two different building resources (two facts in one key):
    an engine that asks for them one at a time reads the same game."""
    for seed in range(6):
        game = playout(new_game(4, seed), seed=seed)
        if any(len(NOTATION.facts(m)) > 1 for m in game.moves):
            break
    else:
        raise AssertionError("no move of several facts to test")
    setup, items = read(game.encode())
    stand_in = OneFactAtATime(Game(setup), NOTATION)
    NOTATION.replay(stand_in.legal_moves, stand_in.play, items,
                    engine_grouping=stand_in.grouping)
    assert stand_in.game.moves == game.moves


def test_a_key_of_two_goods_is_two_facts() -> None:
    assert NOTATION.facts("take:wood+clay") == ("take:wood", "take:clay")
    assert NOTATION.facts("breed:sheep+boar") == ("breed:sheep", "breed:boar")
    assert NOTATION.facts("major:hearth_4+fireplace_2") == ("major:hearth_4+fireplace_2",)
    assert NOTATION.facts("pasture:a4-a5") == ("pasture:a4-a5",)


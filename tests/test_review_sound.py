"""The review's "VP left on the table" is a number a player can trust (docs/review.md):
reviewed at the page's own level and budget, a game the strong level played itself gives
almost nothing away, and a simple player's game gives away no more than the strong level
scores on the same setup above it, give or take a stated tolerance, and never less than 0.

The strong level's games are recorded (``tests/review_games``: about a CPU minute each);
the reviews are whole games at the review's full budget, so these tests are slow. CI reviews
a sample, the two golden games (one of each ruleset); the other games are marked
``full_review`` and run with ``python -m pytest tests/test_review_sound.py -m slow``
(docs/testing.md)."""

from __future__ import annotations

import json

import pytest

from arle_core.ai.review import review
from tests.review_games.record import PLAYERS, load_strong, path, player_game

# CI's sample: one golden game of each ruleset (printed, Yucata). Each whole-game review is
# about 20 CPU s, and CI must stay under 10 minutes.
CI_SAMPLE = ("golden:solo-printed-starter-3", "golden:solo-yucata-random-21")
GAMES = [pytest.param(name, marks=() if name in CI_SAMPLE else pytest.mark.full_review)
         for name in PLAYERS]

# A game the strong level played itself: its own choices, judged by the same look-ahead.
SELF_REVIEW_MAX = 5.0
# The yardstick is one game of the strong level, not the best play there is (strong's solo
# scores spread over about 20 VP from seed to seed): a player's total may exceed the gap
# to it by this much.
TOLERANCE = 15.0


def test_the_strong_games_replay_to_their_recorded_totals() -> None:
    for name in PLAYERS:
        recorded = json.loads(path(name).read_text())
        game = load_strong(name)
        assert game.is_over and game.scores()[0]["total"] == recorded["total"], name
        assert game.setup == player_game(name).setup, name


def test_ci_reviews_a_game_of_each_ruleset() -> None:
    assert set(CI_SAMPLE) <= set(PLAYERS)
    assert {player_game(name).setup.variant for name in CI_SAMPLE} == {"printed", "yucata"}


def test_the_levels_own_first_moves_give_nothing_away() -> None:
    """The strong level's own decisions of the first half-years: no loss (quick)."""
    game = load_strong(PLAYERS[0])
    r = review(game, 0, upto=20)
    assert r.decisions and r.left_on_table == 0.0


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_a_game_the_strong_level_played_reviews_to_almost_nothing(name: str) -> None:
    r = review(load_strong(name), 0)
    assert 0 <= r.left_on_table <= SELF_REVIEW_MAX


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_left_on_table_is_at_most_the_gap_to_the_strong_levels_own_game(name: str) -> None:
    game = player_game(name)
    gap = load_strong(name).scores()[0]["total"] - game.scores()[0]["total"]
    r = review(game, 0)
    assert 0 <= r.left_on_table <= gap + TOLERANCE
    assert all(d.loss >= 0 for d in r.decisions)
    assert r.left_on_table == round(sum(d.loss for d in r.decisions), 1)

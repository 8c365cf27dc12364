"""The review of a game: the same review for the same game and level, no cost where the
player chose as the level would, the costliest decisions ranked, plain JSON data."""

from __future__ import annotations

import json
import random
import re
from functools import cache

import pytest

from arle_core import Game, new_game
from arle_core.ai.review import COSTLIEST, judge, review, review_level
from arle_core.bots import greedy_move

BUDGET = 120  # a small budget: the shape of the review, not its strength


@cache
def greedy_game(players: int, seed: int, moves: int) -> Game:
    g = new_game(players=players, seed=seed, buildings="random")
    rng = random.Random(seed)
    while not g.is_over and len(g.moves) < moves:
        g.play(greedy_move(g, rng, explore=0.3))
    return g


def test_same_game_and_level_give_the_same_review() -> None:
    g = greedy_game(1, 3, 40)
    first = review(g, 0, budget=BUDGET).as_json()
    assert first == review(g.copy(), 0, budget=BUDGET).as_json()
    assert first["decisions"], "a game of 40 moves has decisions to review"


def test_a_move_equal_to_the_levels_own_costs_nothing() -> None:
    """A player who plays the review's own choice at every decision gives nothing away."""
    g = new_game(players=1, seed=11)
    level = review_level("strong", BUDGET)
    for _ in range(12):
        key = g.legal_moves()[0]
        if len(g.legal_moves()) > 1:
            key = judge(g, key, level)[0]
        g.play(key)
    r = review(g, 0, budget=BUDGET)
    assert r.decisions
    for d in r.decisions:
        assert (d.key, d.loss) == (d.best, 0.0)
    assert r.left_on_table == 0 and r.costliest == ()


def test_the_loss_is_the_judged_difference_and_never_negative() -> None:
    g = greedy_game(1, 7, 30)
    replay = Game(g.setup)
    level = review_level("strong", BUDGET)
    for key in g.moves:
        if len(replay.legal_moves()) > 1:
            best, loss, nodes = judge(replay, key, level)
            assert loss >= 0 and nodes > 0 and best in replay.legal_moves()
            assert (loss == 0) or best != key
        replay.play(key)


def test_costliest_are_the_largest_losses_largest_first() -> None:
    g = greedy_game(1, 7, 60)
    r = review(g, 0, budget=BUDGET)
    losses = [d.loss for d in r.costliest]
    assert losses == sorted(losses, reverse=True)
    assert len(r.costliest) <= COSTLIEST
    assert all(d.loss > 0 for d in r.costliest)
    others = [d.loss for d in r.decisions if d not in r.costliest]
    assert not others or not losses or max(others) <= min(losses)
    assert r.left_on_table == round(sum(d.loss for d in r.decisions), 1)
    assert any(d.loss > 0 for d in r.decisions), "a greedy player gives some VP away"


def test_only_the_chosen_players_decisions_with_a_choice() -> None:
    g = greedy_game(2, 5, 50)
    r = review(g, 1, budget=BUDGET, upto=30)
    assert r.moves == 30 and r.player == 1
    replay = Game(g.setup)
    for key in g.moves[:30]:
        d = replay.decision()
        assert d is not None
        listed = [x for x in r.decisions if x.move == len(replay.moves)]
        assert bool(listed) == (d.player == 1 and len(d.options) > 1)
        if listed:
            assert listed[0].key == key and d.option(listed[0].best) is not None
        replay.play(key)


def test_progress_counts_up_to_the_decisions_and_the_result_is_json() -> None:
    g = greedy_game(1, 3, 40)
    seen: list[tuple[int, int]] = []
    r = review(g, 0, budget=BUDGET, progress=lambda done, total: seen.append((done, total)))
    total = len(r.decisions)
    assert seen == [(n, total) for n in range(total + 1)]
    data = json.loads(json.dumps(r.as_json()))
    assert data["left_on_table"] == r.left_on_table and len(data["decisions"]) == total


@pytest.mark.parametrize(("player", "upto"), [(1, None), (0, 999)])
def test_bad_player_or_range_says_so(player: int, upto: int | None) -> None:
    with pytest.raises(ValueError):
        review(greedy_game(1, 3, 40), player, budget=BUDGET, upto=upto)


def test_a_costly_decision_says_why_the_computers_move_is_better() -> None:
    """Each decision that cost VP says why the level's move is better, in the terms a hint
    names (what it gives that the player's move does not), without VP fractions; a
    decision that cost nothing says nothing."""
    r = review(greedy_game(1, 3, 40), 0, budget=BUDGET)
    costly = [d for d in r.decisions if d.loss > 0]
    assert costly, "a greedy game of 40 moves has costly decisions"
    for d in costly:
        assert d.why.startswith(("The computer's move gives ", "The computer's move pays off "))
        assert not re.search(r"\d\.\d", d.why), d.why
        assert d.as_json()["why"] == d.why
    assert all(d.why == "" for d in r.decisions if d.loss == 0)

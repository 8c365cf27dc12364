"""Feeding that flows (the rulebook, "Harvest phase 2: feeding the family": 2 food an adult,
any good turned into food at its rate, 1 begging card, −3 points, for each food missing):
the page's automatic feeding pays the way that loses the fewest points, never begs while a
good could pay, and leaves a real choice to the player."""

from __future__ import annotations

import random

import pytest

from agricola_core import new_game
from agricola_core.bots import greedy_move
from agricola_core.feeding import automatic_feeding, automatic_overflow, ways

from .support import fresh_decision, game, give
from .test_harvest import to_feeding


def _feeding(**goods: int):  # type: ignore[no-untyped-def]
    g = new_game(2, 1, start_player=0)
    give(g, 0, **goods)
    give(g, 1, food=20)
    to_feeding(g)
    assert g.decision().player == 0  # type: ignore[union-attr]
    return g


def test_the_only_good_that_can_pay_is_eaten_before_paying() -> None:
    g = _feeding(food=2, grain=4)  # 4 food needed: 2 short, grain pays 1 each
    assert automatic_feeding(g) == "eat:grain"
    g.play("eat:grain")
    assert automatic_feeding(g) == "eat:grain"
    g.play("eat:grain")
    assert automatic_feeding(g) == "pay"
    g.play("pay")
    assert g.farmers[0].begging == 0 and g.farmers[0].goods["grain"] == 2


def test_the_cheaper_good_in_points_pays() -> None:
    """The scoring table: 4–5 grain score 2 points, so with 5 a grain eaten costs nothing;
    2 vegetables score 2 and 1 scores 1, so a vegetable eaten costs a point."""
    g = _feeding(food=3, grain=5, vegetable=2)
    assert automatic_feeding(g) == "eat:grain"


def test_a_tie_in_points_between_different_farms_is_the_players_choice() -> None:
    g = _feeding(food=3, grain=1, vegetable=1)  # either loses 2 points: the player decides
    _, found = ways(g)
    assert found[0].points == found[1].points and automatic_feeding(g) is None


def test_nothing_to_convert_pays_with_begging() -> None:
    g = _feeding(food=1)
    assert g.legal_moves() == ["pay"] or automatic_feeding(g) == "pay"


@pytest.mark.parametrize("seed", range(12))
def test_automatic_feeding_never_begs_while_a_good_could_pay(seed: int) -> None:
    g, rng = new_game(1 + seed % 4, seed), random.Random(seed)
    while not g.is_over:
        d = g.decision()
        assert d is not None
        key = automatic_feeding(g) if d.kind == "feed" else None
        if key is not None:
            f = g.farmers[d.player]
            assert key in g.legal_moves()
            if key == "pay" and f.goods["food"] < g.food_needed(d.player):
                assert g.legal_moves() == ["pay"], "begged while a good could pay"
            g.play(key)
        else:
            g.play(greedy_move(g, rng))


def test_the_animal_that_does_not_fit_and_costs_fewest_points_is_cooked() -> None:
    """The rulebook, "D - Raising animals" (what cannot be housed is cooked with a cooking
    improvement or released): 2 sheep and 2 cattle, room for 3 once two stables become one
    pasture; losing a sheep (2 score 1 point, 1 scores 1) costs nothing, a cattle (2 score 2,
    1 scores 1) a point: the page gives up a sheep, cooked at the Fireplace."""
    from .support import spaces
    from .test_farmyard import use

    g = game()
    f = give(g, 0, wood=8, sheep=2, cattle=2)
    f.stables = spaces("a3", "a4", "a5")
    g.majors["fireplace_2"] = 0
    use(g, "fences")
    g.play("pasture:a3-a4-a5")
    assert g.decision().kind == "overflow"  # type: ignore[union-attr]
    assert automatic_overflow(g) == "cook:sheep"
    g.majors.pop("fireplace_2")
    fresh_decision(g)
    assert automatic_overflow(g) == "release:sheep"  # nothing to cook with


def test_animals_of_two_kinds_that_cost_the_same_are_the_players_choice() -> None:
    from .support import spaces
    from .test_farmyard import use

    g = game()
    f = give(g, 0, wood=8, sheep=2, boar=2)  # one of each gives up no point
    f.stables = spaces("a3", "a4", "a5")
    use(g, "fences")
    g.play("pasture:a3-a4-a5")
    assert g.decision().kind == "overflow"  # type: ignore[union-attr]
    assert automatic_overflow(g) is None

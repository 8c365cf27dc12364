"""The plan (the good level, and the rollouts' player): each rule that matters, in a
position where it decides. Sections are the rulebook's; "family game" reasons are the
plan's own (agricola_core/ai/plan.py says why each rule is there)."""

from __future__ import annotations

import pytest

from agricola_core import Game, new_game
from agricola_core.ai import choose
from agricola_core.ai.plan import (
    ROOM_CELLS,
    crop_worth,
    fences_worth,
    outlook,
    placements,
    plan_move,
    reason,
)
from agricola_core.game import WORK

from . import invariants
from .support import fresh_decision, give, reveal, spaces


def _solo(round_: int = 2, people: int = 2) -> Game:
    """A solo game at a placement of round ``round_`` with ``people`` still to place."""
    g = new_game(1, 7)
    g.round = round_
    g.phase = WORK
    g.farmers[0].people = people
    fresh_decision(g)
    return g


def _first_place(g: Game) -> str:
    return placements(g)[0][0]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_plan_plays_whole_games_for_every_player_count(players: int) -> None:
    # Every decision kind comes up in a whole game (placements, rooms, fields, sowing,
    # baking, fences, feeding, breeding): the plan answers each with a legal key.
    g = new_game(players, 40 + players)
    while not g.is_over:
        key = choose(g, "good")
        assert key in g.legal_moves()
        g.play(key)
    invariants.check(g)
    assert g.round == 14


def test_family_growth_whenever_a_room_is_free() -> None:
    # Rulebook, "Family growth": a newborn needs a free room; 3 points and an action a
    # round for the rest of the game.
    g = _solo(round_=6)
    reveal(g, "family_growth")
    give(g, food=9).rooms |= spaces("a1")
    assert _first_place(g) == "space:family_growth"
    assert reason(g, "space:family_growth").startswith("the family grows")


def test_a_room_as_soon_as_its_materials_are_in_store() -> None:
    # Rulebook appendix 2, "Build rooms": 5 wood and 2 reed a wooden room; with them in
    # store and no free room, building is the plan's first placement.
    g = _solo(round_=3)
    give(g, wood=5, reed=2, food=9)
    assert _first_place(g) == "space:build"
    g.play("space:build")
    assert plan_move(g) == f"room:{ROOM_CELLS[0]}"


def test_no_room_without_its_reed() -> None:
    g = _solo(round_=3)
    give(g, wood=9, reed=1, food=9)
    assert _first_place(g) != "space:build"


def test_the_first_cooking_improvement_early() -> None:
    # Rulebook, Major improvements: a Fireplace (2 clay) turns animals, vegetables and
    # bread into food; the plan buys it as soon as it can.
    g = _solo(round_=2)
    reveal(g, "major")
    give(g, clay=2, food=9)
    assert _first_place(g) == "space:major"
    g.play("space:major")
    assert plan_move(g) == "major:fireplace_2"


def test_food_first_when_the_harvest_would_beg() -> None:
    # Rulebook, "Begging": each missing food is a begging card (-3 points). The last
    # placement before the harvest of round 4, 3 food short: fishing, not a field.
    g = _solo(round_=4, people=1)
    g.stock["fishing"] = {"food": 3}
    give(g, food=3)
    o = outlook(g, 0)
    assert o.short == 3 and o.placements == 1
    assert _first_place(g) == "space:fishing"


def test_grain_is_worth_more_with_an_empty_field_waiting() -> None:
    # Rulebook, "Sow": a grain sown in an empty field grows to 3.
    g = _solo(round_=5)
    give(g, food=9)
    bare = crop_worth(outlook(g, 0), "grain", 1)
    g.farmers[0].fields[spaces("c3").bit_length() - 1] = ("", 0)
    assert crop_worth(outlook(g, 0), "grain", 1) > bare + 3


def test_fences_keep_the_next_rooms_wood() -> None:
    # A room is a person (3 points and an action a round), a pasture a few points: with
    # rooms still to build, fences use only the wood beyond the next room's 5.
    g = _solo(round_=7)
    give(g, wood=7, reed=0, food=9)
    assert fences_worth(outlook(g, 0)) == 0
    give(g, wood=12, reed=0, food=9)
    assert fences_worth(outlook(g, 0)) > 0


def test_the_first_pasture_is_the_plans_own() -> None:
    # Rulebook, "Fences": a pasture is a set of spaces closed by fences; the plan's three
    # pastures (one kind of animal each) start at c4-c5.
    g = _solo(round_=8)
    reveal(g, "fences")
    give(g, wood=6, food=9)
    g.farmers[0].rooms |= spaces("a1", "a2", "b2")  # no more rooms wanted for the wood
    g.play("space:fences")
    assert plan_move(g) == "pasture:c4-c5"


def _feeding(g: Game, **goods: int) -> Game:
    """``g`` with seat 0 at its feeding (solo: 6 food for two adults)."""
    g.round = 4
    f = give(g, **goods)
    f.people = 0
    g.majors["fireplace_2"] = 0
    g._end_work()
    fresh_decision(g)
    return g


def test_feeding_uses_surplus_first_and_keeps_one_animal_of_a_kind() -> None:
    # Rulebook, "Feeding the family": grain and vegetables are eaten raw, animals cooked
    # with a Fireplace. Spare grain before the last sheep (the sheep scores 2 points).
    g = _feeding(new_game(1, 7), food=3, grain=3, sheep=1)
    assert plan_move(g) == "eat:grain"
    g = _feeding(new_game(1, 7), food=3, grain=0, sheep=4)
    assert plan_move(g) == "cook:sheep"  # beyond a breeding pair
    g = _feeding(new_game(1, 7), food=6, grain=3, sheep=4)
    assert plan_move(g) == "pay"  # enough food: nothing more is eaten


def test_sowing_and_baking_follow_the_stores() -> None:
    # Rulebook, "Sow and/or bake bread": a vegetable grows to 2 in an empty field; with a
    # Fireplace, grain bakes at 2 food each, as much as the harvest's shortfall needs.
    g = _solo(round_=5)
    reveal(g, "sow_bake")
    f = give(g, vegetable=1, grain=3, food=0)
    f.fields[spaces("c3").bit_length() - 1] = ("", 0)
    g.majors["fireplace_2"] = 0
    g.play("space:sow_bake")
    assert plan_move(g) == "sow:vegetable"
    g.play("sow:vegetable")
    # 6 food for the harvest, the 3 grain count 3 raw: 3 short, and two grain bake to 4
    assert plan_move(g) == "bake:2"


def test_casual_slips_where_good_does_not_and_both_repeat() -> None:
    slips = 0
    g = new_game(2, 12)
    while g.round < 6:
        casual, good = choose(g, "casual"), choose(g, "good")
        assert casual == choose(g, "casual")
        slips += casual != good
        g.play(good)
    assert slips > 0

"""Action spaces and the work phase (the rulebook, "Phase 2: replenishing", "Phase 3:
work time"; the family facts, §3)."""

from __future__ import annotations

import pytest

from agricola_core import IllegalMove, new_game
from agricola_core.game import round_cards

from .support import game, give, reveal


def test_accumulating_spaces_grow_every_round_until_taken() -> None:
    """The rulebook, "Phase 2: replenishing": goods are added each round, with no limit."""
    g = game(players=2)
    assert g.stock["wood3"] == {"wood": 3} and g.stock["fishing"] == {"food": 1}
    g.play("space:grain")
    g.play("space:plow")
    g.play(g.legal_moves()[0])
    g.play("space:wood3")  # round 1, player 1 takes the wood; player 0 ...
    assert g.round == 1
    g.play("space:fishing")
    assert g.round == 2
    assert g.stock["wood3"] == {"wood": 3} and g.stock["fishing"] == {"food": 1}
    assert g.stock["clay1"] == {"clay": 2} and g.stock["reed1"] == {"reed": 2}


def test_solo_wood_space_adds_2_and_storehouse_stays_empty() -> None:
    """The rulebook, "Solo version": "3 wood" supplies only 2 wood; "Agricola as a family
    game": the storehouse food is for the 2–5 player game (the family facts, §9 D2)."""
    g = game(players=1)
    assert g.stock["wood3"] == {"wood": 2}
    assert "starting_player" not in g.stock
    assert game(players=1, solo_storehouse=True).stock["starting_player"] == {"food": 1}


def test_the_solo_wood_space_says_it_grows_by_2() -> None:
    """The rulebook, "Solo version": the 3-wood space supplies only 2 wood a round, and
    its option says so (it said "+3 a round", the multi-player figure)."""
    label = game(players=1).decision().option("space:wood3").label  # type: ignore[union-attr]
    assert label == "Take 2 wood (+2 a round)"
    label = game(players=2).decision().option("space:wood3").label  # type: ignore[union-attr]
    assert label == "Take 3 wood (+3 a round)"


def test_storehouse_food_goes_with_the_start_player_token() -> None:
    """The rulebook, "Family game variant": 1 Food on "Start player and storehouse" each
    round; the token moves only by that space and leads from the next round."""
    g = game(players=2, start=0)
    g.play("space:grain")
    g.play("space:starting_player")
    assert g.token == 1 and g.farmers[1].goods["food"] == 3 + 1
    assert g.decision().player == 0  # type: ignore[union-attr]  # this round keeps its order
    g.play("space:fishing")
    g.play("space:wood3")
    assert g.round == 2 and g.decision().player == 1  # type: ignore[union-attr]


def test_one_person_per_space_each_round() -> None:
    """The rulebook, "Phase 3: work time": each action space holds one person a round."""
    g = game(players=2)
    g.play("space:fishing")
    assert "space:fishing" not in g.legal_moves()
    with pytest.raises(IllegalMove):
        g.play("space:fishing")


def test_a_space_without_a_possible_action_cannot_be_taken() -> None:
    """The rulebook, appendix §2: nobody may use a space without performing an action:
    family growth needs a free room; the fences space needs wood for a whole pasture."""
    g = game()
    reveal(g, "family_growth", "fences")
    assert "space:family_growth" not in g.legal_moves()
    assert "space:fences" not in g.legal_moves()
    give(g, wood=3)
    assert "space:fences" not in g.legal_moves()  # a one-space pasture takes 4 fences
    give(g, wood=4)
    assert "space:fences" in g.legal_moves()


def test_day_laborer_gives_food_and_a_building_resource() -> None:
    """The family facts, §3.1 and §9 D10: the family side's day laborer: 1 Food and 1 Wood,
    Clay, Reed or Stone."""
    g = game()
    g.play("space:day_laborer")
    assert g.legal_moves() == ["take:wood", "take:clay", "take:reed", "take:stone"]
    g.play("take:stone")
    assert g.farmers[0].goods["food"] == 2 + 1 and g.farmers[0].goods["stone"] == 1


def test_two_different_building_resources() -> None:
    """The family facts, §1.4 and §9 D14: two resources of two different kinds."""
    g = game(players=3)
    g.play("space:two_resources")
    keys = g.legal_moves()
    assert len(keys) == 6 and "take:wood+wood" not in keys
    g.play("take:clay+reed")
    f = g.farmers[0]
    assert (f.goods["clay"], f.goods["reed"]) == (1, 1)


def test_four_player_reed_stone_food() -> None:
    """The family facts, §1.4: 4 players: 1 reed, 1 stone and 1 food."""
    g = game(players=4)
    g.play("space:reed_stone_food")
    f = g.farmers[0]
    assert (f.goods["reed"], f.goods["stone"], f.goods["food"]) == (1, 1, 2 + 1)


def test_each_player_places_all_people_in_turn_order() -> None:
    """The rulebook, "Phase 3: work time": clockwise, one person a turn, until all placed;
    the solo player places one after another."""
    g = game(players=3, start=2)
    seen = []
    while g.round == 1:
        seen.append(g.decision().player)  # type: ignore[union-attr]
        g.play(next(k for k in g.legal_moves() if k.startswith("space:")))
        while g.round == 1 and g.decision().kind != "place":  # type: ignore[union-attr]
            g.play(g.legal_moves()[0])
    assert seen == [2, 0, 1, 2, 0, 1]


def test_a_new_round_card_is_stocked_in_its_first_round() -> None:
    """The family facts, §2: a newly revealed accumulating card is replenished at once."""
    seed = next(s for s in range(100) if round_cards(s)[0] == "sheep")
    assert game(seed=seed).stock["sheep"] == {"sheep": 1}


def test_traveling_players_collect_food() -> None:
    """The rulebook, "Phase 2: replenishing": "Traveling players" gets 1 food a round."""
    g = game(players=4)
    assert g.stock["traveling_players"] == {"food": 1}


def test_a_newborn_works_from_the_next_round() -> None:
    """The family facts, §3.3 "Family growth": the newborn acts from the next round."""
    g = game(players=1)
    f = g.farmers[0]
    f.rooms |= 1 << 6  # a third room
    reveal(g, "family_growth")
    g.play("space:family_growth")
    assert (f.members, f.newborns, f.people) == (3, 1, 1)
    g.play("space:grain")
    assert g.round == 2 and f.people == 3 and f.newborns == 0


def test_the_well_pays_at_the_start_of_the_round() -> None:
    """The family facts, §6 "Well": its owner takes the food at the start of those rounds."""
    g = game(players=1)
    give(g, wood=1, stone=3)
    reveal(g, "major")
    g.play("space:major")
    g.play("major:well")
    food = g.farmers[0].goods["food"]
    g.play("space:grain")
    assert g.round == 2 and g.farmers[0].goods["food"] == food + 1


def test_a_space_named_after_its_gain_says_its_pile_not_its_name_twice() -> None:
    """Rulebook, Phase 2 (replenish): an accumulating space gains its goods every round
    and they pile up; the option says the pile and the round's gain."""
    labels = {o.key: o.label for o in new_game(4, 1, 0).decision().options}  # type: ignore[union-attr]
    assert labels["space:wood2"] == "Take 2 wood (+2 a round)"
    assert labels["space:fishing"] == "Fishing (1 food)"
    assert labels["space:reed_stone_food"] == "1 reed, 1 stone and 1 food"

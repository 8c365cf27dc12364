"""The 10 Major Improvements (the family facts, §6)."""

from __future__ import annotations

from agricola_core.data import MAJORS

from .support import fresh_decision, game, give, reveal


def test_ten_majors_with_their_costs_and_points() -> None:
    """The family facts, §6 (Stone Oven 1 clay + 3 stone: §9 D5)."""
    table = {m.id: (dict(m.cost), m.points) for m in MAJORS.values()}
    assert table == {
        "fireplace_2": ({"clay": 2}, 1), "fireplace_3": ({"clay": 3}, 1),
        "hearth_4": ({"clay": 4}, 1), "hearth_5": ({"clay": 5}, 1),
        "clay_oven": ({"clay": 3, "stone": 1}, 2), "stone_oven": ({"clay": 1, "stone": 3}, 3),
        "joinery": ({"wood": 2, "stone": 2}, 2), "pottery": ({"clay": 2, "stone": 2}, 2),
        "basketmaker": ({"reed": 2, "stone": 2}, 2), "well": ({"wood": 1, "stone": 3}, 4)}


def test_each_major_exists_once() -> None:
    g = game()
    give(g, clay=2)
    give(g, 1, clay=2)
    reveal(g, "major", "renovation_major")
    g.play("space:major")
    g.play("major:fireplace_2")
    assert g.majors == {"fireplace_2": 0}
    assert g.decision().kind == "place"  # type: ignore[union-attr]
    give(g, 1, clay=2, reed=1)
    g.play("space:renovation_major")
    assert "major:fireplace_2" not in g.legal_moves()


def test_a_cooking_hearth_for_a_returned_fireplace() -> None:
    """The family facts, §6: a Cooking Hearth costs 4 (5) clay or a returned Fireplace,
    which goes back to the board for anyone to buy."""
    g = game()
    f = give(g, clay=0)
    g.majors["fireplace_3"] = 0
    reveal(g, "major")
    g.play("space:major")
    assert g.legal_moves() == ["major:hearth_4+fireplace_3", "major:hearth_5+fireplace_3"]
    g.play("major:hearth_5+fireplace_3")
    assert g.majors == {"hearth_5": 0} and f.goods["clay"] == 0


def test_an_oven_may_bake_at_once() -> None:
    """The family facts, §6: when an oven is built, its owner may bake at once."""
    g = game()
    f = give(g, clay=3, stone=1, grain=2)
    reveal(g, "major")
    g.play("space:major")
    g.play("major:clay_oven")
    assert g.decision().kind == "oven" and g.legal_moves() == ["bake:1", "done"]  # type: ignore[union-attr]
    g.play("bake:1")
    assert f.goods["food"] == 2 + 5 and f.goods["grain"] == 1


def test_the_well_feeds_the_next_five_rounds() -> None:
    """The family facts, §6: 1 Food on each of the next 5 round spaces that remain."""
    g = game()
    give(g, wood=1, stone=3)
    reveal(g, "major")
    g.round = 11
    g.play("space:major")
    g.play("major:well")
    assert g.well == {12: [1, 0], 13: [1, 0], 14: [1, 0]}


def test_craft_bonus_points() -> None:
    """The family facts, §6 and §9 D4/D13: Joinery and Pottery 3/5/7 goods, Basketmaker's
    2/4/5 reed: 1/2/3 bonus points; the goods are counted, not spent."""
    g = game()
    give(g, wood=5, clay=2, reed=7)
    g.majors.update(joinery=0, pottery=0, basketmaker=0)
    assert g.scores()[0]["bonus points"] == 2 + 0 + 3
    assert g.scores()[0]["improvements"] == 6


def test_players_with_identical_farms_keep_their_own_improvements() -> None:
    """Two farms alike are still two players': seat 2 may turn its own Fireplace into a
    Cooking Hearth even when seat 1's farm looks the same."""
    g = game(players=3, start=0)
    g.majors["fireplace_2"] = 2
    reveal(g, "major")
    g.current = 2  # seats 1 and 2 both hold 3 food and nothing else
    fresh_decision(g)
    g.play("space:major")
    assert g.legal_moves() == ["major:hearth_4+fireplace_2", "major:hearth_5+fireplace_2"]


def test_a_major_option_says_its_cost_and_points_in_words() -> None:
    """The family facts, §6: the Fireplace is worth 1 point, the Well 4."""
    g = game()
    give(g, clay=2, wood=1, stone=3)
    reveal(g, "major")
    g.play("space:major")
    labels = {o.key: o.label for o in g.decision().options}  # type: ignore[union-attr]
    assert labels["major:fireplace_2"] == "buy Fireplace (2 clay) (1 point)"  # not its price twice
    assert labels["major:well"] == "buy Well (1 wood, 3 stone; 4 points)"

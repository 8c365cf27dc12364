"""Harvests: fields, feeding, begging, breeding (the rulebook, "Harvest time"; the family
facts, §5), and animals that do not fit (the rulebook, "Phase 3: work time")."""

from __future__ import annotations

from agricola_core.game import FEEDING, Game

from .support import fresh_decision, game, give, reveal, spaces


def to_feeding(g: Game) -> None:
    """Jump to round 4's end (the first harvest) with everyone's people placed."""
    g.round = 3
    g.phase = "work"
    for f in g.farmers:
        f.people = 0
    g._end_round()  # round 4 starts
    for f in g.farmers:
        f.people = 0
    g.turn_over = True
    fresh_decision(g)
    g._advance()
    assert g.phase == FEEDING


def test_feeding_costs_2_food_a_person_and_1_for_a_newborn() -> None:
    """The rulebook, "Harvest phase 2": 2 Food a family member, 1 for one born this round."""
    g = game()
    f = give(g, food=10)
    to_feeding(g)
    f.members, f.newborns = 3, 1  # born this round
    assert g.food_needed(0) == 5 and g.decision().player == 0  # type: ignore[union-attr]
    g.play("pay")
    assert f.goods["food"] == 5 and f.begging == 0


def test_solo_adults_eat_3() -> None:
    """The rulebook, "Solo version": adults eat 3 Food, newborns 1."""
    g = game(players=1)
    g.farmers[0].members, g.farmers[0].newborns = 3, 1
    assert g.food_needed(0) == 3 * 2 + 1


def test_begging_cards_for_missing_food() -> None:
    """The rulebook, "Begging": one begging card a missing Food; -3 points each."""
    g = game()
    f = give(g, food=1, grain=1)
    to_feeding(g)
    assert "eat:grain" in g.legal_moves()
    g.play("pay")  # a player may beg rather than convert
    assert f.begging == 3 and f.goods["food"] == 0 and f.goods["grain"] == 1
    assert g.scores()[0]["begging cards"] == -9


def test_conversions_while_feeding() -> None:
    """The rulebook, "Harvest phase 2": grain and vegetables are worth 1 Food; animals only
    with a Fireplace or Cooking Hearth (the family facts, §6: Cooking Hearth: vegetable 3,
    sheep 2, boar 3, cattle 4); Joinery, Pottery, Basketmaker's once a harvest."""
    g = game()
    f = give(g, food=0, vegetable=1, sheep=1, wood=3)
    assert "cook:sheep" not in g.legal_moves()
    g.majors["hearth_4"] = 0
    g.majors["joinery"] = 0
    to_feeding(g)
    g.play("eat:vegetable")
    assert f.goods["food"] == 3
    g.play("cook:sheep")
    g.play("craft:wood")
    assert f.goods["food"] == 3 + 2 + 2 and "craft:wood" not in g.legal_moves()
    g.play("pay")
    assert f.goods["food"] == 3 and f.begging == 0


def test_field_phase_fills_the_supply() -> None:
    """The rulebook, "Harvest phase 1": 1 grain or vegetable from each sown field."""
    g = game()
    f = g.farmers[0]
    f.fields = {0: ("grain", 3), 1: ("vegetable", 1), 2: ("", 0)}
    to_feeding(g)
    assert f.fields == {0: ("grain", 2), 1: ("", 0), 2: ("", 0)}
    assert (f.goods["grain"], f.goods["vegetable"]) == (1, 1)


def test_breeding_only_when_the_young_fits() -> None:
    """The rulebook, "Harvest phase 3": 2 or more animals of a kind get one young, only if
    it can be housed; 3 or more still get only one (the illustration: room in the stable)."""
    g = game()
    f = give(g, food=20, sheep=3)
    f.fences = 0
    f.stables = spaces("a3", "a4", "a5")  # 3 unfenced stables + the pet: 4 places
    to_feeding(g)
    g.play("pay")
    g.play("pay")
    assert f.animals["sheep"] == 4
    assert g.round == 5


def test_breeding_choice_when_not_every_young_fits() -> None:
    """The family facts, §4 "breeding": the player keeps the young that fit; when the
    choice matters, the player chooses."""
    g = game()
    f = give(g, food=20, sheep=2, boar=2)
    f.stables = spaces("a2", "a3", "a4", "a5")  # 4 + the pet: one young fits
    to_feeding(g)
    g.play("pay")
    g.play("pay")
    assert g.decision().kind == "breed"  # type: ignore[union-attr]
    assert sorted(g.legal_moves()) == ["breed:boar", "breed:sheep"]
    g.play("breed:boar")
    assert f.animals == {"sheep": 2, "boar": 3, "cattle": 0}


def test_animals_that_do_not_fit_are_cooked_or_released() -> None:
    """The rulebook, "Phase 3: work time": animals that cannot be housed go back to the
    supply or are cooked at once with a Fireplace or Cooking Hearth."""
    g = game()
    reveal(g, "sheep")
    g.stock["sheep"] = {"sheep": 3}
    g.majors["fireplace_2"] = 0
    g.play("space:sheep")
    f = g.farmers[0]
    assert g.decision().kind == "overflow"  # type: ignore[union-attr]
    assert sorted(g.legal_moves()) == ["cook:sheep", "release:sheep"]
    g.play("cook:sheep")
    g.play("release:sheep")
    assert f.animals["sheep"] == 1 and f.goods["food"] == 2 + 2
    assert g.decision().kind == "place"  # type: ignore[union-attr]

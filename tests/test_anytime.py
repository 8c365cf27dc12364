""""At any time" means any time (issue #11), and the engine stops only where a choice is
real (issue #16, "Fewer questions").

Rulebook sections: Phase 2 "Anytime Actions" (Peat Boat), "Index of Buildings" (the dark
green houses, "at any time during the game"), "The Action Spaces" (travel "to get Food
that you may use immediately"; grey arrows), "Animal Husbandry Rules" ("You can return
Animals to the general supply ... at any time"; animals "must always be accommodated"),
↻1/↻2/↻3 of "Further Details on the Action Spaces".
"""

from __future__ import annotations

import pytest

from arle_core import Game
from arle_core.decisions import ANYTIME, MAIN
from arle_core.state import Equipment
from arle_core.vehicles import EQUIPMENT

from .support import at_half_year, fresh, give, me, place, play, refresh

VARIANTS = ("printed", "yucata")


def game(*buildings: str, variant: str = "printed", half_year: int = 1) -> Game:
    g = fresh(1, 1, variant=variant, buildings=list(buildings))
    if half_year != 1:
        at_half_year(g, half_year)
    return g


def equip(g: Game, *kinds: str) -> None:
    p = me(g)
    for kind in kinds:
        g.state.supply[EQUIPMENT[kind].supply] -= 1
        p.barn.append(Equipment(kind))
    refresh(g)


def own(g: Game, *buildings: str) -> None:
    """Give the deciding player these buildings (taken off the game board)."""
    for b in buildings:
        if b in g.state.board_buildings:
            g.state.board_buildings.remove(b)
        me(g).buildings.append(b)
    refresh(g)


def groups(g: Game) -> dict[str, list[str]]:
    d = g.decision()
    assert d is not None
    out: dict[str, list[str]] = {MAIN: [], ANYTIME: []}
    for o in d.options:
        out[o.group].append(o.key)
    return out


# ------------------------------------------------ 6. Inns: 2 Timber or 2 Bricks (↻2)


@pytest.mark.parametrize("variant", VARIANTS)
def test_inns_accept_two_timber_or_two_bricks_in_both_rulesets(variant: str) -> None:
    """↻2: an Inn costs "2 different Building Materials (e.g. 1 Wood and 1 Timber) and 9
    Food", and Phase 2: "regardless of the action you take, you can always pay Timber
    instead of Wood and Brick instead of Clay" — Wood+Timber paid as Timber+Timber."""
    g = game("farmers_inn", variant=variant)
    give(g, wood=0, clay=0, timber=2, brick=0, food=9)
    place(g, "builder")
    assert g.legal_moves()[0] == "build:farmers_inn"
    g.play("build:farmers_inn")  # the only way to pay: no question
    assert me(g).goods["timber"] == 0 and me(g).buildings == ["farmers_inn"]
    g = game("farmers_inn", variant=variant)
    give(g, wood=0, clay=0, timber=0, brick=2, food=9)
    place(g, "builder")
    g.play("build:farmers_inn")
    assert me(g).goods["brick"] == 0 and me(g).buildings == ["farmers_inn"]


# ------------------------------------------- 7. full barn: equal size only for ↻3


SMALL4 = ("peat_boat", "peat_boat", "plow", "handcart")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_plow_with_a_full_barn_may_replace_any_piece(variant: str) -> None:
    """↻1 (Farmer): "If you have no space left in your Barn, you have to get rid of another
    piece of Equipment before you get the Plow" — any piece; only ↻3 (a new Vehicle or
    Peat Boat) says "of equal size". A 5th small piece takes the bottom large space."""
    g = game(variant=variant)
    equip(g, *SMALL4, "cart", "cart", "carriage")
    give(g, wood=5, cattle=1)
    place(g, "farmer")
    g.play("plow:cattle")
    assert g.legal_moves() == ["discard:peat_boat1", "discard:plow1", "discard:handcart1",
                               "discard:cart1", "discard:carriage1"]
    g.play("discard:carriage1")
    assert [e.kind for e in me(g).barn] == [*SMALL4, "cart", "cart", "plow"]


def test_a_peat_boat_with_a_full_barn_still_needs_equal_size_in_the_printed_rules() -> None:
    """↻3 is unchanged: "If you have no space left in your Barn for a new Vehicle or Peat
    Boat, you must first get rid of another piece of Equipment of equal size"."""
    g = game(half_year=2)
    equip(g, *SMALL4, "cart", "cart", "carriage")
    give(g, wood=5)
    place(g, "wainwright")
    play(g, "skip", "peat_boat")
    assert g.legal_moves()[:3] == ["discard:peat_boat1", "discard:plow1", "discard:handcart1"]
    assert not [k for k in g.legal_moves() if k.startswith("discard:c")]


# ------------------------------------ 4. Winter Carpenter: a grey-arrow conversion


def test_winter_carpenter_upgrades_as_many_stalls_as_paid_for() -> None:
    """"Grey arrows ... the number of times you may do so is not limited by Tools. This
    type of conversion can be found on the Game Board (Carpenter)" (The Action Spaces,
    conversion arrows): 2 Stalls and 4 Bricks become 2 Stables in one action."""
    g = game(half_year=2)
    p = me(g)
    p.tiles["stall"] = 2
    g.state.supply["stall"] -= 1
    give(g, brick=5)
    place(g, "winter_carpenter")
    assert "stable:2" in g.legal_moves() and "stable:1" in g.legal_moves()
    g.play("stable:2")
    assert (p.tiles["stall"], p.tiles["stable"], p.goods["brick"]) == (0, 2, 1)
    assert g.state.supply["stable"] == 1


def test_winter_carpenter_stables_are_limited_to_the_supply() -> None:
    """"there are only 3 Stables available" (Index of Buildings, Carpenter's Workshop)."""
    g = game(half_year=2)
    p = me(g)
    p.tiles["stall"] = 3
    g.state.supply["stall"] -= 2
    g.state.supply["stable"] = 1
    give(g, brick=10)
    place(g, "winter_carpenter")
    assert [k for k in g.legal_moves() if k.startswith("stable")] == ["stable:1"]


# ----------------------------------------- 5. Cooperage counts the animals kept


def test_cooperage_counts_the_dairy_animals_kept_after_housing() -> None:
    """Cooperage: "For 5/10/15 Dairy Animals, you may move each of your six Goods
    Indicators up by 1/2/3 spaces"; animals "must always be accommodated" (Animal Husbandry
    Rules). 10 Dairy Animals and a Horse fill 5 Dikes, 2 pastures and the Stall; the
    Cooperage covers a pasture, one animal must go; keeping the Horse, the 9 Dairy Animals
    kept earn the 5-animal step (not the 10-animal one)."""
    g = game("cooperage")
    give(g, timber=1, brick=1, sheep=5, cattle=5, horse=1)
    place(g, "builder")
    g.play("build:cooperage")
    assert g.decision().kind == "release"
    assert "keep:5,5,0" in g.legal_moves()
    g.play("keep:5,4,1")
    p = me(g)
    assert (p.goods["food"], p.goods["grain"], p.goods["wool"]) == (5 + 2, 1 + 1, 4 + 1)

"""Rulebook "The End of the Game and the Winner": the scoring pad, category by category."""

from __future__ import annotations

import pytest

from arle_core.scoring import food_points, indicator_points, score_sheet, winner
from arle_core.state import Equipment

from .support import fresh, me


def test_start_position_sheet() -> None:
    """A fresh home board: 1 Stall (2 VP), 3 hydrated moors (-4 each), the small dehydrated
    moor (-1), 3 uncovered top-row tidal flats (-1 each); no large vehicle (-3); 1 Horse."""
    g = fresh()
    s = g.scores()[0]
    assert s["home_board"] == 2 - 12 - 1 - 3
    assert s["equipment"] == -3
    assert s["animals"] == 0  # 0 Sheep and 0 Cattle: the Horse is the most numerous type
    assert s["total"] == sum(v for k, v in s.items() if k != "total")


def test_clothing_and_building_materials() -> None:
    """Bricks, Linen, Woolen, Leather 1 VP; Summer, Winter, Leather Wear 2 VP; Timber ½ VP
    ("Do not round the total")."""
    g = fresh()
    me(g).goods.update(brick=1, linen=1, woolen=1, leather=1, summer_wear=1, winter_wear=1,
                       leather_wear=1, timber=3)
    assert g.scores()[0]["materials"] == 4 + 6 + 1.5


def test_yucata_wear_values() -> None:
    """Yucata glossary: Winter Wear and Leather Wear are worth 2.5 VP each."""
    g = fresh(variant="yucata")
    me(g).goods.update(winter_wear=1, leather_wear=1, summer_wear=1)
    assert g.scores()[0]["materials"] == 7


def test_equipment_and_large_vehicle() -> None:
    """Equipment VP; "subtract 3 VP unless you have at least one Large Vehicle"."""
    g = fresh()
    me(g).barn = [Equipment("plow"), Equipment("peat_boat"), Equipment("wagon")]
    assert g.scores()[0]["equipment"] == 3 + 1 + 1 - 3
    me(g).barn.append(Equipment("droshky"))
    assert g.scores()[0]["equipment"] == 3 + 1 + 1 + 5


def test_tools_vp() -> None:
    """Tools: e.g. "Ovens alone can be worth up to 7 VP"."""
    g = fresh()
    me(g).tools.update(ovens=3, workbenches=2, fish_traps=4)
    assert g.scores()[0]["tools"] == 7 + 4 + 3


@pytest.mark.parametrize(("n", "vp"), [(6, 0), (7, 1), (10, 1), (11, 2), (14, 2), (15, 3)])
def test_goods_indicator_points(n: int, vp: int) -> None:
    """"space 15 ... 3 VP ... 11-14 ... 2 VP ... 7-10 ... 1 VP"."""
    assert indicator_points(n) == vp


def test_food_split_over_two_indicators() -> None:
    """"You may distribute the total amount of Food ... between your two Food Goods
    Indicators to optimize the number of VP"."""
    assert food_points(30) == 6 and food_points(22) == 4 and food_points(14) == 2
    assert food_points(15) == 3 and food_points(21) == 3  # 15+6, 11+10 or 14+7


def test_depot_doubles_goods_track_once() -> None:
    """"If you have a Depot, double the total ... (You cannot double them more than once)"."""
    g = fresh()
    p = me(g)
    p.goods.update(food=15, grain=11, flax=7, hide=0, wool=0)
    assert g.scores()[0]["goods"] == 3 + 2 + 1
    p.tiles.update(stall=0, depot=2)
    assert g.scores()[0]["goods"] == 12


def test_home_board_moors_flats_and_tiles() -> None:
    """"Subtract 4 VP for each hydrated Moor Section, 1 VP for each dehydrated Moor Section and
    1 VP for each Tidal Flat Space (of the top row)"; Forests 2, Parks 6, Stables 6."""
    g = fresh()
    p = me(g)
    p.moors.clear()
    p.dike_moves = 7
    p.tiles.update(stall=0, forest=1, park=1, stable=1)
    p.buildings.append("village_church")
    assert g.scores()[0]["home_board"] == 2 + 6 + 6 + 15


def test_small_moor_vp_by_ruleset() -> None:
    """docs/rules-notes.md: the small dehydrated moor is -1 VP (printed), -3 VP (Yucata)."""
    for variant, vp in (("printed", -1), ("yucata", -3)):
        g = fresh(variant=variant)
        p = me(g)
        del p.moors[1:]
        p.tiles["stall"] = 0
        assert g.scores()[0]["home_board"] == vp - 3


@pytest.mark.parametrize(("herd", "vp"), [((6, 4, 5), 13), ((0, 4, 5), 4), ((3, 3, 3), 9)])
def test_animals_rulebook_examples(herd: tuple[int, int, int], vp: int) -> None:
    """"6 Sheep, 5 Horses, and 4 Cattle are worth 0+5+8=13 VP. 5 Horses, 4 Cattle and 0 Sheep
    are worth 0+4+0=4 VP. 3 Horses, 3 Cattle, and 3 Sheep are worth 0+3+6=9 VP.\""""
    g = fresh()
    me(g).goods.update(sheep=herd[0], cattle=herd[1], horse=herd[2])
    assert score_sheet(g.state, 0)["animals"] == vp


def test_tie_break_goes_to_next_starting_player() -> None:
    """"In case of a tie, the Starting Player of a hypothetical 10th Half Year breaks the tie"."""
    g = fresh(players=2, seed=3)
    g.state.next_start_player = 1
    assert winner(g.state) == 1
    g.state.next_start_player = 0
    assert winner(g.state) == 0
    g.state.players[1].goods["brick"] = 1
    assert winner(g.state) == 1

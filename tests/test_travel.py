"""Rulebook "Index of Travel Destination Tiles" and "Loading Vehicles" (using a
destination), through the engine: every destination's items, prices and limits, paying
only from the supply, Food capped at 30, each tile once, the Travel Experience Track."""

from __future__ import annotations

import pytest

from arle_core import Game, IllegalMove
from arle_core.data.destinations import travel_points
from arle_core.state import Equipment, Moor, PlayerState
from arle_core.vehicles import EQUIPMENT

from .support import finish_half_year, fresh, keys_with, me, play, refresh


def setup(vehicle: str = "horse_cart", extra: tuple[str, ...] = (), **goods: int) -> Game:
    """A fresh solo game: no goods, Fields or Moors except ``goods``; a vehicle."""
    g = fresh()
    p = me(g)
    p.goods.update(dict.fromkeys(p.goods, 0))
    p.goods.update(goods)
    p.tiles.update(grain_field=0, flax_field=0)
    p.moors.clear()
    for kind in (vehicle, *extra):
        g.state.supply[EQUIPMENT[kind].supply] -= 1
        p.barn.append(Equipment(kind))
    refresh(g)
    return g


def go(g: Game, dest: str, vehicle: str = "horse_cart1") -> PlayerState:
    g.play(f"load:{vehicle}:dest:{dest}")
    return me(g)


def sells(g: Game) -> list[str]:
    return [k for k in g.legal_moves() if k.startswith("sell:") or k == "done"]


def offered(g: Game, dest: str) -> bool:
    return any(k.endswith(f":dest:{dest}") for k in g.legal_moves())


# ------------------------------------------------------------------- size 1


def test_hage_removes_a_field_for_1_food() -> None:
    """"Hage (1): Immediately remove a Field from your Home Board and receive 1 Food." The
    Field goes back to the supply and frees its land."""
    g = setup("handcart")
    p = me(g)
    p.tiles.update(grain_field=1, flax_field=1)
    refresh(g)
    land, fields = p.empty_land(), g.state.supply["field"]
    go(g, "hage", "handcart1")
    assert sells(g) == ["sell:field:grain", "sell:field:flax"]  # no "done" before a sale
    g.play("sell:field:flax")
    assert (p.goods["food"], p.tiles["flax_field"], p.tiles["grain_field"]) == (1, 0, 1)
    assert p.empty_land() == land + 1 and g.state.supply["field"] == fields + 1
    assert g.decision().kind == "turn"  # its only item is sold: the visit is over
    assert "hage" not in p.destinations and p.barn[0].load == ("dest:hage",)


def test_hage_needs_a_field() -> None:
    """"You may only place a Travel Destination Tile on one of your Vehicles if you
    immediately sell at least one of the depicted items.\""""
    g = setup("handcart", wood=1)
    assert not offered(g, "hage")


def test_beemoor_sells_1_peat_from_the_supply_for_2_food() -> None:
    """"Beemoor (1): Remove 1 Peat from your supply (but not from your Home Board) and
    receive 2 Food." With one possible sale the engine makes it."""
    g = setup("handcart")
    me(g).moors.append(Moor(2, True, 4))
    refresh(g)
    assert not offered(g, "beemoor")  # Peat on a moor does not count
    me(g).goods["peat"] = 2
    refresh(g)
    p = go(g, "beemoor", "handcart1")
    assert (p.goods["peat"], p.goods["food"]) == (1, 2) and g.decision().kind == "turn"


def test_dornum_returns_a_plow_for_8_food() -> None:
    """"Dornum (1): Return a Plow from your Barn to the Supply Board and receive 8 Food.\""""
    g = setup("handcart")
    assert not offered(g, "dornum")
    g.state.supply["peat_boat"] -= 1
    me(g).barn.append(Equipment("plow"))
    refresh(g)
    boats = g.state.supply["peat_boat"]
    p = go(g, "dornum", "handcart1")
    assert p.goods["food"] == 8 and p.count_equipment("plow") == 0
    assert g.state.supply["peat_boat"] == boats + 1  # the Plow/Peat Boat tile


# ------------------------------------------------------------------- size 2


def test_norden_sheep_winter_wear_peat_boat() -> None:
    """"Norden (2): Sell 1 to 3 of the depicted items. You receive 4 Food for a Sheep and
    7 Food for Winter Wear. Additionally or alternatively, return a Peat Boat from your
    Barn to the Supply Board and receive 5 Food.\""""
    g = setup(extra=("peat_boat",), sheep=2, winter_wear=2)
    go(g, "norden")
    assert sells(g) == ["sell:sheep", "sell:winter_wear", "sell:peat_boat"]
    g.play("sell:sheep")
    assert sells(g) == ["sell:winter_wear", "sell:peat_boat", "done"]  # each item once
    with pytest.raises(IllegalMove):
        g.play("sell:sheep")
    play(g, "sell:peat_boat", "sell:winter_wear")
    p = me(g)
    assert (p.goods["food"], p.goods["sheep"], p.goods["winter_wear"]) == (16, 1, 1)
    assert p.count_equipment("peat_boat") == 0 and g.decision().kind == "turn"


def test_aurich_leather_horse_and_any_animal() -> None:
    """"Aurich (2): ... 4 Food for Leather (which you cannot replace with Leather Wear),
    5 Food for a Horse, and 4 Food for an Animal of any type (which may be another
    Horse).\""""
    g = setup(leather=1, horse=2, cattle=1)
    go(g, "aurich")
    assert sells(g) == ["sell:leather", "sell:horse", "sell:any_animal:cattle",
                        "sell:any_animal:horse"]
    play(g, "sell:horse", "sell:any_animal:horse")
    p = me(g)
    assert (p.goods["horse"], p.goods["food"]) == (0, 9)
    assert sells(g) == ["sell:leather", "done"]
    g.play("sell:leather")
    assert p.goods["food"] == 13 and g.decision().kind == "turn"


def test_aurich_does_not_take_leather_wear_for_leather() -> None:
    """"4 Food for Leather (which you cannot replace with Leather Wear)"."""
    g = setup(leather_wear=3)
    assert not offered(g, "aurich")
    g = setup(sheep=1)
    p = go(g, "aurich")
    assert (p.goods["sheep"], p.goods["food"]) == (0, 4)  # its only sale: made at once


def test_esens_two_grain_hide_woolen() -> None:
    """"Esens (2): ... 4 Food for 2 Grain (you cannot sell a single Grain), 2 Food for a
    Hide, and 4 Food for Woolen.\""""
    g = setup(grain=1)
    assert not offered(g, "esens")
    g = setup(grain=5, hide=2, woolen=2)
    go(g, "esens")
    assert sells(g) == ["sell:grain", "sell:hide", "sell:woolen"]
    play(g, "sell:grain", "sell:hide", "sell:woolen")
    p = me(g)
    assert (p.goods["grain"], p.goods["hide"], p.goods["woolen"], p.goods["food"]) == (
        3, 1, 1, 10)


# ------------------------------------------------------------------- size 3


def test_emden_clothing_and_peat() -> None:
    """"Emden (3): Sell 1 to 4 ... 7 Food each for Winter and Leather Wear, and 6 Food
    for Summer Wear. Additionally or alternatively, you can remove 1 Peat from your
    supply ... and receive 3 Food.\""""
    g = setup(winter_wear=1, leather_wear=1, summer_wear=1, peat=1)
    go(g, "emden")
    assert sells(g) == ["sell:winter_wear", "sell:leather_wear", "sell:summer_wear",
                        "sell:peat"]
    play(g, "sell:winter_wear", "sell:leather_wear", "sell:summer_wear", "sell:peat")
    p = me(g)
    assert p.goods["food"] == 7 + 7 + 6 + 3 and g.decision().kind == "turn"


def test_emden_rulebook_example_winter_wear_and_peat_for_10_food() -> None:
    """"you could sell 1 Winter Wear and 1 Peat for a total of 10 Food"; "done" leaves
    the other items unsold."""
    g = setup("cart", winter_wear=1, summer_wear=1, peat=1)
    go(g, "emden", "cart1")
    play(g, "sell:winter_wear", "sell:peat", "done")
    p = me(g)
    assert (p.goods["food"], p.goods["summer_wear"]) == (10, 1)
    assert g.decision().kind == "turn" and p.barn[0].load == ("dest:emden",)


def test_leer_flax_linen_cattle_and_one_wear() -> None:
    """"Leer (3): ... 2 Food for Flax, 3 Food for Linen (which you cannot replace with
    Summer Wear), 5 Food for Cattle, and 6 Food for either Summer, Winter or Leather
    Wear.\""""
    g = setup(flax=1, linen=1, cattle=1, summer_wear=1, winter_wear=1, leather_wear=1)
    go(g, "leer")
    assert sells(g) == ["sell:flax", "sell:linen", "sell:cattle", "sell:wear:summer_wear",
                        "sell:wear:winter_wear", "sell:wear:leather_wear"]
    g.play("sell:wear:winter_wear")
    assert sells(g) == ["sell:flax", "sell:linen", "sell:cattle", "done"]  # one Wear only
    play(g, "sell:flax", "sell:linen", "sell:cattle")
    p = me(g)
    assert p.goods["food"] == 6 + 2 + 3 + 5
    assert (p.goods["summer_wear"], p.goods["winter_wear"], p.goods["cattle"]) == (1, 0, 0)


def test_leer_does_not_take_summer_wear_for_linen() -> None:
    """"3 Food for Linen (which you cannot replace with Summer Wear)"."""
    g = setup(summer_wear=1, flax=1)
    go(g, "leer")
    assert sells(g) == ["sell:flax", "sell:wear:summer_wear"]


# ------------------------------------------------------------------- size 4


def test_bremen_timber_pair_sets_and_food_capped_at_30() -> None:
    """"Bremen (4): Sell 1 to 5 ... 5 Food for Timber, 9 Food for 2 Animals of the same
    type, 12 Food for a set of Linen, Woolen and Leather, and 30 Food (any excess Food is
    lost) for a set of Summer, Winter and Leather Wear.\""""
    g = setup(timber=1, sheep=2, cattle=3, linen=1, woolen=1, leather=1, summer_wear=1,
              winter_wear=1, leather_wear=1)
    go(g, "bremen")
    assert sells(g) == ["sell:timber", "sell:animal_pair:sheep", "sell:animal_pair:cattle",
                        "sell:fabric_set", "sell:wear_set"]
    play(g, "sell:timber", "sell:animal_pair:cattle", "sell:fabric_set")
    p = me(g)
    assert p.goods["food"] == 5 + 9 + 12 and p.goods["cattle"] == 1 and p.goods["sheep"] == 2
    assert "sell:animal_pair:sheep" not in g.legal_moves()  # the pair item is sold
    label = next(o.label for o in g.options() if o.key == "sell:wear_set")
    assert "only 4 fit" in label
    g.play("sell:wear_set")
    assert p.goods["food"] == 30
    assert (p.goods["summer_wear"], p.goods["winter_wear"], p.goods["leather_wear"]) == (0, 0, 0)


def test_bremen_pair_must_be_of_the_same_type() -> None:
    """"9 Food for 2 Animals of the same type"."""
    g = setup("droshky", sheep=1, cattle=1, horse=1, timber=1)
    go(g, "bremen", "droshky1")
    assert me(g).goods["food"] == 5  # the Timber was the only sale: made at once


def test_bremen_removes_a_moor_for_no_food() -> None:
    """Bremen: "you may remove a Moor Tile from your Home Board (regardless of which side
    is facing up and whether there is still Peat left on it or not, including the small
    Moor Tile ...). The Peat from the tile, if any, is lost. You do not receive any Food".
    Distinct moors are offered once each; removing one frees its land."""
    g = setup(timber=1)
    p = me(g)
    p.moors.extend([Moor(1, True, 4), Moor(2, False, 0), Moor(2, False, 0), Moor(2, True, 2)])
    refresh(g)
    land = p.empty_land()
    go(g, "bremen")
    assert sells(g) == ["sell:timber", "sell:moor:small", "sell:moor:hydrated",
                        "sell:moor:dehydrated2"]
    g.play("sell:moor:dehydrated2")
    assert p.goods["food"] == 0 and p.goods["peat"] == 0 and p.empty_land() == land + 2
    assert [(m.spaces, m.dehydrated) for m in p.moors] == [(1, True), (2, False), (2, False)]
    assert sells(g) == ["sell:timber", "done"]  # a second Moor would be a second sale
    g.play("done")
    assert g.decision().kind == "turn"


def test_bremen_with_only_moors_is_a_free_removal() -> None:
    """Bremen with nothing but a Moor to sell: the removal alone is the visit."""
    g = setup()
    me(g).moors.append(Moor(2, False, 0))
    refresh(g)
    p = go(g, "bremen")
    assert p.moors == [] and p.goods["food"] == 0


# --------------------------------------------------------------- general rules


def test_a_visit_sells_at_least_one_item_each_at_most_once() -> None:
    """"sell at least one of the depicted items ... Each item can only be sold once per
    Travel Destination" - "done" appears only after the first sale."""
    g = setup(sheep=3, winter_wear=1)
    go(g, "norden")
    assert "done" not in g.legal_moves()
    with pytest.raises(IllegalMove):
        g.play("done")
    g.play("sell:sheep")
    assert sells(g) == ["sell:winter_wear", "done"]


def test_goods_on_vehicles_cannot_be_sold() -> None:
    """"At the Travel Destinations, you can only sell goods that you have in your supply
    ... (Again, you cannot sell goods from your Vehicles.)\""""
    g = setup("cart", extra=("droshky",), wood=1)
    g.play("load:cart1:wood")
    assert me(g).barn[0].load == ("timber",)
    assert not offered(g, "bremen")  # the Timber is on the Cart, not in the supply


def test_no_any_time_abilities_while_selling() -> None:
    """A destination is used "immediately": the sale decision offers only its items."""
    g = setup(extra=("peat_boat",), peat=2, sheep=1, winter_wear=1)
    assert keys_with(g, "peatboat:")
    go(g, "norden")
    assert not keys_with(g, "peatboat:") and not keys_with(g, "load:")
    assert g.decision().kind == "sell"


def test_each_tile_once_then_on_the_travel_experience_track() -> None:
    """"When you are done selling, turn the Travel Destination Tile to its reverse side
    and leave it on your Vehicle ... until the end of the current Work Phase. Only then
    can you place it on your Travel Experience Track. (Consequently, you can only use a
    Travel Destination once.)\""""
    g = setup(timber=2, peat=6, food=10)
    p = go(g, "bremen")  # its only possible sale, 1 Timber, is made at once
    assert p.goods["food"] == 15 and g.decision().kind == "turn"
    assert "bremen" not in p.destinations and g.scores()[0]["travel"] == 0
    finish_half_year(g)
    assert p.travel == ["bremen"] and p.barn[0].load == ()
    assert g.scores()[0]["travel"] == travel_points(4) == 3
    assert not offered(g, "bremen")
    go(g, "beemoor")
    finish_half_year(g)
    assert p.travel == ["bremen", "beemoor"] and g.scores()[0]["travel"] == travel_points(5)


def test_food_from_a_sale_is_capped_at_30() -> None:
    """"Keep in mind that you cannot store more than 30 Food.\""""
    g = setup(food=28, winter_wear=1)
    go(g, "norden")
    assert me(g).goods["food"] == 30

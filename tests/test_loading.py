"""Rulebook "Loading Vehicles", "Details on Vehicles" and "Anytime Actions", through the
engine: what each vehicle takes (docs/rules-notes.md "Vehicle spaces"), what a loaded tile
becomes and when it arrives, who may load and when, the Loading Station, and the Peat
Boat's any-time exchange (also at the end of the game)."""

from __future__ import annotations

import random

import pytest

from arle_core import Game, IllegalMove, decode, new_game
from arle_core.state import Equipment
from arle_core.vehicles import EQUIPMENT

from .support import (
    at_half_year,
    finish_half_year,
    fresh,
    keys_with,
    me,
    pass_turns,
    play,
    refresh,
    to_inventory,
)


def equip(g: Game, *kinds: str, player: int | None = None) -> None:
    """Put pieces of equipment from the Supply Board into a barn (the deciding player's)."""
    p = me(g) if player is None else g.state.players[player]
    for kind in kinds:
        g.state.supply[EQUIPMENT[kind].supply] -= 1
        p.barn.append(Equipment(kind))
    refresh(g)


def loads(g: Game, vehicle: str) -> list[str]:
    """The items offered for ``vehicle`` (``wood``, ``dest:hage`` ...)."""
    return [k.split(":", 2)[2] for k in keys_with(g, f"load:{vehicle}:")]


def bare(g: Game) -> None:
    """No goods, Fields or Moors at all (Hage sells a Field and Bremen a Moor), so that
    only what a test gives can be loaded or sold."""
    p = me(g)
    p.goods.update(dict.fromkeys(p.goods, 0))
    p.tiles.update(grain_field=0, flax_field=0)
    p.moors.clear()
    refresh(g)


# ------------------------------------------------------------- what a load becomes


def test_loading_wood_becomes_timber_at_the_november_inventorying() -> None:
    """"Loading Vehicles": Wood is turned to Timber when loaded, but "you cannot access
    them until after the end of the current Work Phase, when you empty your Vehicles"."""
    g = fresh()
    equip(g, "handcart")
    p = me(g)
    # a Field for Hage and Peat for Beemoor are in the starting supply
    assert loads(g, "handcart1") == ["wood", "clay", "dest:hage", "dest:beemoor"]
    g.play("load:handcart1:wood")
    assert p.goods["wood"] == 3 and p.goods["timber"] == 0
    assert p.barn[0].load == ("timber",)
    play(g, "pass", "pass", "pass")
    assert p.goods["timber"] == 0 and g.decision().kind == "turn"
    g.play("pass")
    assert g.decision().kind == "declare_end" and p.goods["timber"] == 0
    finish_half_year(g)
    assert g.state.half_year == 2 and p.barn[0].load == ()
    # November sustenance took 2 Peat (3 at the start), so the Timber is untouched.
    assert p.goods["timber"] == 1 and p.goods["wood"] == 3


def test_loading_clay_pays_one_peat_and_becomes_brick() -> None:
    """"When placing Clay on a Vehicle, you must also pay 1 Peat (as indicated on the
    Clay Tile)" - without Peat, Clay cannot be loaded."""
    g = fresh()
    equip(g, "cart")
    p = me(g)
    label = next(o.label for o in g.options() if o.key == "load:cart1:clay")
    assert label == "Load Clay onto Cart 1, paying 1 Peat (becomes Brick at Inventorying)"
    g.play("load:cart1:clay")
    assert (p.goods["clay"], p.goods["peat"], p.barn[0].load) == (3, 2, ("brick",))
    p.goods["peat"] = 0
    refresh(g)
    assert "clay" not in loads(g, "cart1") and "wood" in loads(g, "cart1")


@pytest.mark.parametrize(("fabric", "wear"), [("linen", "summer_wear"),
                                              ("woolen", "winter_wear"),
                                              ("leather", "leather_wear")])
def test_fabrics_become_clothing_on_two_combined_spaces(fabric: str, wear: str) -> None:
    """"Combining spaces on Large Vehicles ... to upgrade Fabrics (Linen, Woolen and
    Leather): this is how you make Summer, Winter and Leather Ware" (size 2)."""
    g = fresh()
    bare(g)
    equip(g, "handcart", "wagon", "cart")
    give_ = {fabric: 2}
    me(g).goods.update(give_)
    refresh(g)
    assert loads(g, "handcart1") == [] and loads(g, "wagon1") == []
    assert fabric in loads(g, "cart1")  # (and the destination that buys it)
    g.play(f"load:cart1:{fabric}")
    p = me(g)
    assert p.goods[fabric] == 1 and p.barn[2].load == (wear,)
    assert fabric not in loads(g, "cart1")  # 1 single space left: no second piece
    finish_half_year(g)
    assert p.goods[wear] == 1


# ------------------------------------------------------------------ the geometry


def test_two_summer_wear_do_not_fit_on_a_droshky() -> None:
    """"You cannot load it [a Droshky] with two Summer Ware Tiles, since you cannot
    split the Double Space in the middle to use it for two tiles.\""""
    g = fresh()
    bare(g)
    equip(g, "droshky")
    me(g).goods.update(linen=2, wood=3)
    refresh(g)
    g.play("load:droshky1:linen")
    assert loads(g, "droshky1") == ["wood"]
    play(g, "load:droshky1:wood", "load:droshky1:wood")
    assert loads(g, "droshky1") == []
    assert me(g).barn[0].load == ("summer_wear", "timber", "timber")


def test_two_summer_wear_fit_on_a_horse_cart() -> None:
    """A Horse Cart's 4 Single Spaces combine into two Double Spaces."""
    g = fresh()
    bare(g)
    equip(g, "horse_cart")
    me(g).goods.update(linen=3)
    refresh(g)
    play(g, "load:horse_cart1:linen", "load:horse_cart1:linen")
    assert loads(g, "horse_cart1") == [] and me(g).goods["linen"] == 1


def test_timber_never_on_a_double_space() -> None:
    """"You may not place small tiles like Timber on the Double Spaces of your Vehicles":
    a Carriage (S D) takes one Timber, and then only a size-2 tile."""
    g = fresh()
    bare(g)
    equip(g, "carriage")
    me(g).goods.update(wood=3, clay=3, peat=3, woolen=1)
    refresh(g)
    g.play("load:carriage1:wood")
    assert loads(g, "carriage1") == ["woolen", "dest:esens"]  # Esens buys the Woolen
    g.play("load:carriage1:woolen")
    assert loads(g, "carriage1") == []


def test_a_carriage_takes_size_three_on_single_plus_double() -> None:
    """"You may, however, combine Double Spaces with adjacent Single Spaces to fit even
    bigger tiles": Emden (3) on a Carriage (S+D), which then holds nothing else."""
    g = fresh()
    bare(g)
    equip(g, "carriage")
    me(g).goods.update(peat=2)
    refresh(g)
    assert loads(g, "carriage1") == ["dest:beemoor", "dest:emden"]
    g.play("load:carriage1:dest:emden")  # its only possible sale, 1 Peat, is made at once
    assert me(g).goods["food"] == 3 and loads(g, "carriage1") == []


def test_the_wagon_never_combines_its_single_spaces() -> None:
    """"You cannot combine the Single Spaces of the Wagon to fit bigger tiles.\""""
    g = fresh()
    bare(g)
    equip(g, "wagon")
    me(g).goods.update(wood=3, linen=1, sheep=1)  # Norden (2) would sell the Sheep
    refresh(g)
    assert loads(g, "wagon1") == ["wood"]
    play(g, "load:wagon1:wood", "load:wagon1:wood")
    assert loads(g, "wagon1") == [] and me(g).goods["wood"] == 1


def test_bremen_only_on_a_horse_cart_or_a_droshky() -> None:
    """"Bremen can only be accessed by Horse Cart or Droshky due to its size of 4.\""""
    g = fresh()
    bare(g)
    equip(g, "cart", "carriage", "horse_cart", "droshky")
    me(g).goods.update(timber=1)
    refresh(g)
    assert loads(g, "cart1") == [] and loads(g, "carriage1") == []
    assert loads(g, "horse_cart1") == ["dest:bremen"] and loads(g, "droshky1") == ["dest:bremen"]


def test_a_loaded_destination_blocks_its_spaces_until_inventorying() -> None:
    """Emden "will then block your Cart for the remainder of the current Work Phase";
    at Inventorying the tile goes to the Travel Experience Track."""
    g = fresh()
    bare(g)
    equip(g, "cart")
    p = me(g)
    p.goods.update(peat=2, wood=1)
    refresh(g)
    play(g, "load:cart1:dest:emden")  # the only sale (1 Peat) is made at once
    assert p.goods["food"] == 3 and p.barn[0].load == ("dest:emden",)
    assert loads(g, "cart1") == []
    p.goods["peat"] = 3  # enough for November
    finish_half_year(g)
    assert p.travel == ["emden"] and p.barn[0].load == () and "emden" not in p.destinations
    assert "wood" in loads(g, "cart1")


def test_equivalent_vehicles_are_offered_once() -> None:
    """Two empty Carts are the same choice; once one carries a tile they differ."""
    g = fresh()
    bare(g)
    equip(g, "cart", "cart")
    me(g).goods.update(wood=2)
    refresh(g)
    assert keys_with(g, "load:") == ["load:cart1:wood"]
    g.play("load:cart1:wood")
    assert keys_with(g, "load:") == ["load:cart1:wood", "load:cart2:wood"]
    g.play("load:cart2:wood")
    assert keys_with(g, "load:") == []  # no Wood left


def test_plows_and_peat_boats_are_not_vehicles() -> None:
    """"Plows and Peat Boats are not considered Vehicles.\""""
    g = fresh()
    equip(g, "plow", "peat_boat")
    assert keys_with(g, "load:") == []


# -------------------------------------------------------------------- the timing


def test_loading_is_no_action_and_possible_after_the_last_worker() -> None:
    """"Anytime Actions": "you can load your Vehicles ... You decide when to end your
    Work Phase - so, even after you have placed all of your Workers, you can still load
    goods on the remaining free spaces of your Vehicles.\""""
    g = fresh()
    equip(g, "cart")
    before = g.decision()
    g.play("load:cart1:wood")
    after = g.decision()
    assert (after.kind, after.prompt) == (before.kind, before.prompt)
    assert g.state.occupied == {}
    pass_turns(g, 4)
    d = g.decision()
    assert d.kind == "declare_end" and "load:cart1:wood" in g.legal_moves()
    g.play("load:cart1:wood")
    assert me(g).barn[0].load == ("timber", "timber") and g.decision().kind == "declare_end"


def test_only_the_deciding_player_loads_their_own_vehicles() -> None:
    """Loading is an any-time action of the player whose decision it is."""
    g = fresh(players=2)
    first = g.decision().player
    other = 1 - first
    equip(g, "cart", player=other)
    assert keys_with(g, "load:") == []
    g.play("pass")
    assert g.decision().player == other and keys_with(g, "load:")


def test_no_loading_outside_the_work_phase() -> None:
    """"At any time during the Work Phase" - not while feeding, nor at the game end; the
    Peat Boat exchange ("at any time during the game") is offered there."""
    g = fresh()
    equip(g, "cart", "peat_boat")
    me(g).goods.update(food=0, grain=0)  # short of Food: exchanging Peat first matters
    to_inventory(g)
    d = g.decision()
    assert d.kind == "before_feeding"
    assert keys_with(g, "peatboat:") and not keys_with(g, "load:")


def test_clothing_made_on_a_vehicle_cannot_be_sold_in_the_same_work_phase() -> None:
    """"It is not allowed to make a piece of Clothing with one Vehicle ... and then sell
    it for Food via another Vehicle ... during the same Work Phase": the Leather Wear
    stays on the first vehicle; Emden cannot sell it until it is in the supply."""
    g = fresh()
    bare(g)
    equip(g, "cart", "cart")
    p = me(g)
    p.goods.update(leather=1, peat=3, food=5)
    refresh(g)
    g.play("load:cart1:leather")
    p.goods["peat"] = 0  # Emden's Peat sale aside
    refresh(g)
    assert loads(g, "cart2") == []  # Emden: nothing to sell
    p.goods["peat"] = 3
    finish_half_year(g)
    assert p.goods["leather_wear"] == 1
    g.play("load:cart1:dest:emden")
    assert "sell:leather_wear" in g.legal_moves()


def test_travel_food_can_be_used_at_once() -> None:
    """"At any time during the Work Phase, you may visit a Travel Destination to get Food
    that you may use immediately ... You do not have to wait until you empty your
    Vehicles" - the Food from Beemoor pays the Forester's 2 Food entry."""
    g = fresh()
    bare(g)
    equip(g, "handcart")
    me(g).goods.update(peat=1)
    refresh(g)
    assert "space:forester" not in g.legal_moves()
    g.play("load:handcart1:dest:beemoor")
    assert me(g).goods["food"] == 2 and "space:forester" in g.legal_moves()


def test_loading_cannot_exceed_the_goods_held() -> None:
    """A load takes the tile from the personal supply: no Wood, no Wood to load."""
    g = fresh()
    bare(g)
    equip(g, "horse_cart")
    me(g).goods.update(wood=1)
    refresh(g)
    g.play("load:horse_cart1:wood")
    with pytest.raises(IllegalMove):
        g.play("load:horse_cart1:wood")


def test_games_with_loads_and_sales_replay_from_their_link() -> None:
    """The game record holds load and sale keys like any other move: a random game that
    loads a vehicle and visits a destination decodes to the same state."""
    for seed in range(50):
        g = new_game(players=2, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and not any(m.startswith("sell:") for m in g.moves):
            g.play(rng.choice(g.legal_moves()))
        if not g.is_over:
            break
    assert any(":dest:" in m for m in g.moves)
    copy = decode(g.encode())
    assert copy.moves == g.moves and copy.state == g.state


# ------------------------------------------------------------- Loading Station


def test_loading_station_puts_peat_from_the_general_supply_on_single_spaces() -> None:
    """Loading Station: "you may place 1 Peat on an empty Single Space (but not Double
    Space) of one of your Vehicles ... any number of times ... The Peat you place on the
    Vehicles comes from the general supply" and arrives when emptying them."""
    g = fresh()
    bare(g)
    equip(g, "carriage", "wagon")
    p = me(g)
    p.buildings.append("loading_station")
    refresh(g)
    assert keys_with(g, "load:") == ["load:carriage1:peat", "load:wagon1:peat"]
    label = next(o.label for o in g.options() if o.key == "load:carriage1:peat")
    assert label.startswith("Loading Station: load 1 Peat from the general supply")
    play(g, "load:carriage1:peat", "load:wagon1:peat", "load:wagon1:peat")
    assert keys_with(g, "load:") == [] and p.goods["peat"] == 0
    p.goods["food"] = 3
    finish_half_year(g)
    assert p.goods["peat"] == 3 - 2  # 3 Peat unloaded, 2 burnt in November


def test_without_the_loading_station_no_peat_is_loaded() -> None:
    """Peat is loadable only with the Loading Station."""
    g = fresh()
    bare(g)
    equip(g, "cart")
    me(g).goods.update(peat=5)
    refresh(g)
    assert "peat" not in loads(g, "cart1")


# ---------------------------------------------------------------- the Peat Boat


def test_peat_boat_exchanges_peat_for_goods_track_goods_any_number_of_times() -> None:
    """"If you own a Peat Boat, you can exchange Peat for goods of the Goods Track at a
    1:1 ratio - at any time during the game and any number of times.\""""
    g = fresh()
    p = me(g)
    assert keys_with(g, "peatboat:") == []
    equip(g, "peat_boat")
    assert keys_with(g, "peatboat:") == ["peatboat:food", "peatboat:grain", "peatboat:flax",
                                         "peatboat:hide", "peatboat:wool"]
    play(g, "peatboat:grain", "peatboat:grain", "peatboat:food")
    assert (p.goods["peat"], p.goods["grain"], p.goods["food"]) == (0, 3, 6)
    assert keys_with(g, "peatboat:") == [] and g.decision().kind == "turn"


def test_peat_boat_exchange_respects_the_goods_track_caps() -> None:
    """The Goods Track: Grain, Flax, Hide and Wool stop at 15, Food at 30."""
    g = fresh()
    equip(g, "peat_boat")
    me(g).goods.update(grain=15, food=30)
    refresh(g)
    assert keys_with(g, "peatboat:") == ["peatboat:flax", "peatboat:hide", "peatboat:wool"]


def test_peat_boat_at_the_end_of_the_game_before_scoring() -> None:
    """"Index of Equipment": the Peat Boat "allows you to exchange 1 Peat for 1 good of
    the Goods Track at any time" - also after the last Inventorying, before scoring."""
    g = fresh()
    at_half_year(g, 9)
    equip(g, "peat_boat")
    p = me(g)
    p.goods.update(peat=5, food=10, grain=5)  # + 1 Grain at the November harvest
    refresh(g)
    finish_half_year(g)
    d = g.decision()
    assert d is not None and d.kind == "final_exchange"
    assert "finish" in g.legal_moves() and not keys_with(g, "load:")
    before = g.scores()[0]["goods"]
    play(g, "peatboat:grain")  # 6 -> 7 Grain: 1 VP
    assert g.scores()[0]["goods"] == before + 1
    play(g, "finish")
    assert g.is_over

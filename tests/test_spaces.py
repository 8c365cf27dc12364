"""One test per action space: rulebook "The Action Spaces of the Summer/Fall Half Year" and
"... of the Winter/Spring Half Year", with "Further Details" ↻1-↻8."""

from __future__ import annotations

import pytest

from arle_core import IllegalMove

from .support import at_half_year, fresh, give, keys_with, main_moves, me, place, play, refresh


def winter(**kw: object) -> object:
    g = fresh(**kw)  # type: ignore[arg-type]
    at_half_year(g, 2)
    return g


# ------------------------------------------------------------------------- Summer


def test_fisherman_sheep_then_fish_trap_then_food() -> None:
    """Fisherman: take 1 Sheep; move the Fish Trap indicator; then 1 Food per Fish Trap."""
    g = fresh()
    place(g, "fisherman")
    p = g.state.players[0]
    assert p.goods["sheep"] == 1 and p.tool("fish_traps") == 3 and p.goods["food"] == 5 + 3


def test_fisherman_caps_food_at_30() -> None:
    """The Goods Track: "You can store up to 30 food"."""
    g = fresh()
    give(g, food=29)
    place(g, "fisherman")
    assert g.state.players[0].goods["food"] == 30


def test_summer_grocer_one_good_plus_grain_and_leather() -> None:
    """Grocer (Summer): one of Timber, Brick, Sheep, Cattle, Horse; plus 1 Grain, 1 Leather."""
    g = fresh()
    place(g, "summer_grocer")
    assert main_moves(g) == ["timber", "brick", "sheep", "cattle", "horse"]
    g.play("brick")
    p = g.state.players[0]
    assert (p.goods["brick"], p.goods["grain"], p.goods["leather"]) == (1, 2, 1)


def test_woolen_weaver_per_weaving_loom() -> None:
    """Woolen Weaver: per Weaving Loom, 1 Wool -> 1 Woolen (2 Looms at the start)."""
    g = fresh()
    place(g, "woolen_weaver")
    assert main_moves(g) == ["convert:2", "convert:1", "convert:0"]
    g.play("convert:2")
    p = g.state.players[0]
    assert (p.goods["wool"], p.goods["woolen"]) == (2, 2)


def test_colonist_horse_and_or_dehydrate() -> None:
    """Colonist: take 1 Horse and/or dehydrate a Moor, placing exactly 4 Peat on it."""
    g = fresh()
    place(g, "colonist")
    assert main_moves(g) == ["horse+moor", "horse", "moor"]
    g.play("horse+moor")
    p = g.state.players[0]
    assert p.goods["horse"] == 2
    assert sum(m.dehydrated for m in p.moors) == 2 and sum(m.peat for m in p.moors) == 8


def test_peat_cutter_per_spade_from_moors_only() -> None:
    """Peat Cutter: per Spade, take 1 Peat off your Moor tiles (not the general supply);
    an emptied moor leaves the board at once, freeing its land."""
    g = fresh()
    place(g, "peat_cutter")
    # only the small moor has Peat; 3 Spades: how many is one decision, most first
    assert main_moves(g) == ["cut:0,0,0", "cut:0,0", "cut:0", "done"]
    g.play("cut:0,0,0")
    p = g.state.players[0]
    assert p.goods["peat"] == 6 and p.moors[0].peat == 1 and p.empty_land() == 2
    assert g.decision().kind == "turn"


def test_cutting_the_last_peat_removes_the_moor() -> None:
    """"As soon as you remove the last Peat Token from a Moor Tile, immediately remove that
    Moor Tile from play": the small moor frees 1 Land Space."""
    g = fresh()
    me(g).tools["spades"] = 1  # 5 Spades
    refresh(g)
    place(g, "peat_cutter")
    g.play("cut:0,0,0,0")
    p = g.state.players[0]
    assert len(p.moors) == 3 and p.empty_land() == 3 and p.goods["peat"] == 7


def test_peat_cutter_yucata_cuts_as_much_as_possible() -> None:
    """Yucata: "The cut peat action always cuts as much peat as possible" (no stop option)."""
    g = fresh(variant="yucata")
    place(g, "peat_cutter")
    assert g.decision().kind == "turn"  # one moor, no choice: all 3 cut automatically
    assert g.state.players[0].goods["peat"] == 6


def test_dike_builder_animal_and_or_dikes_per_pair_of_shovels() -> None:
    """Dike Builder: 1 Sheep or 1 Cattle and/or 1 Dike per pair of Shovels (1/2/2/3 for
    3/4/5/6 Shovels)."""
    g = fresh()
    place(g, "dike_builder")
    assert main_moves(g) == ["sheep+dikes", "cattle+dikes", "sheep", "cattle", "dikes"]
    g.play("cattle+dikes")
    p = g.state.players[0]
    assert p.goods["cattle"] == 1 and p.dike_moves == 1
    for shovels, pairs in ((0, 1), (1, 2), (2, 2), (3, 3)):
        p.tools["shovels"] = shovels
        assert p.tool("shovels") // 2 == pairs


def test_clay_worker_per_shovel() -> None:
    g = fresh()
    place(g, "clay_worker")
    assert g.state.players[0].goods["clay"] == 4 + 3


def test_farmer_plow_costs_wood_and_cattle_or_horse() -> None:
    """Farmer ↻1: a Plow costs 1 Wood and 1 Cattle or Horse (the animal is lost); then plow
    1 Field per Plow, choosing Grain or Flax."""
    g = fresh()
    place(g, "farmer")
    assert main_moves(g) == ["plow:horse", "skip"]
    g.play("plow:horse")
    p = g.state.players[0]
    assert p.goods["horse"] == 0 and p.goods["wood"] == 3 and p.count_equipment("plow") == 1
    assert main_moves(g) == ["field:grain", "field:flax", "done"]
    g.play("field:flax")
    assert p.tiles["flax_field"] == 2 and p.empty_land() == 1
    assert g.decision().kind == "turn"  # one Plow: one Field


def test_farmer_without_plow_plows_nothing() -> None:
    g = fresh()
    give(g, horse=0)
    place(g, "farmer")
    assert g.decision().kind == "turn"


def test_forester_pays_food_then_forest_or_building() -> None:
    """Forester: pay 1 Food and either take a Forest or build a Building (↻2)."""
    g = fresh()
    place(g, "forester")
    assert g.state.players[0].goods["food"] == 4
    assert g.legal_moves()[0] == "forest"
    g.play("forest")
    assert g.state.players[0].tiles["forest"] == 1


def test_forester_needs_food() -> None:
    """Spaces with a cost: you must pay to use them; with 0 Food the Forester is closed."""
    g = fresh()
    give(g, food=0)
    assert "space:forester" not in g.legal_moves()
    with pytest.raises(IllegalMove):
        g.play("space:forester")


def test_woodcutter_per_axe() -> None:
    g = fresh()
    place(g, "woodcutter")
    assert g.state.players[0].goods["wood"] == 4 + 3


def test_summer_carpenter_building_or_stall() -> None:
    """Carpenter (Summer): either a Building, or a Stall for 2 Clay and 1 Grain."""
    g = fresh()
    place(g, "summer_carpenter")
    assert "stall" in g.legal_moves() and "build:farmers_house" in g.legal_moves()
    g.play("stall")
    p = g.state.players[0]
    assert p.tiles["stall"] == 2 and (p.goods["clay"], p.goods["grain"]) == (2, 0)


def test_builder_builds_a_building_choosing_the_material() -> None:
    """Builder; the green houses cost "any 1 Building Material and 1 Grain": the player
    chooses which material."""
    g = fresh()
    give(g, timber=1)
    place(g, "builder")
    g.play("build:novices_hut")
    assert main_moves(g) == ["pay:grain+wood", "pay:clay+grain", "pay:grain+timber"]
    g.play("pay:grain+timber")
    p = g.state.players[0]
    assert p.buildings == ["novices_hut"] and p.goods["timber"] == 0 and p.goods["wood"] == 4
    assert "novices_hut" not in g.state.board_buildings


def test_warden_flips_a_tile_for_free() -> None:
    """Warden ↻4: flip over a tile with the arrow symbol; e.g. a Stall becomes a Depot."""
    g = fresh()
    place(g, "warden")
    assert main_moves(g) == ["flip:stall", "flip:moor"]
    g.play("flip:moor")
    assert sum(m.dehydrated for m in g.state.players[0].moors) == 2


def test_summer_laborer_builds_a_vehicle() -> None:
    """Laborer (Summer): pay 2 Food and either build a Vehicle (↻3) or imitate."""
    g = fresh()
    place(g, "summer_laborer")
    assert g.state.players[0].goods["food"] == 3
    # 4 Wood, 1 Horse: a Handcart (2 Wood) or a Wagon (4 Wood); a Cart needs 5 Wood.
    assert main_moves(g) == ["vehicle:handcart", "vehicle:wagon"]
    g.play("vehicle:handcart")
    assert g.state.players[0].count_equipment("handcart") == 1


# ------------------------------------------------------------------------- Winter


def test_peat_boatman_three_plus_one_per_peat_boat() -> None:
    g = winter()
    place(g, "peat_boatman")
    assert g.state.players[0].goods["peat"] == 3 + 3


def test_tanner_per_fleshing_beam() -> None:
    g = winter()
    give(g, hide=5)
    place(g, "tanner")
    g.play("convert:3")
    assert g.state.players[0].goods["leather"] == 3


def test_linen_weaver_per_weaving_loom() -> None:
    g = winter()
    place(g, "linen_weaver")
    g.play("convert:2")
    p = g.state.players[0]
    assert (p.goods["flax"], p.goods["linen"]) == (1, 2)


def test_butcher_per_slaughtering_table() -> None:
    """Butcher: per Slaughtering Table, 1 Animal -> 3 Food and 2 Hides, +1 Food per Cattle."""
    g = winter()
    give(g, cattle=1, sheep=1, horse=1)
    place(g, "butcher")
    play(g, "slaughter:cattle", "slaughter:sheep")
    p = g.state.players[0]
    assert (p.goods["food"], p.goods["hide"]) == (5 + 4 + 3, 2 + 4)
    assert p.herd() == (0, 0, 1)


def test_cattle_trader() -> None:
    """Cattle Trader: 2 Grain and 1 Sheep; also 1 Cattle or 1 Horse."""
    g = winter()
    place(g, "cattle_trader")
    assert main_moves(g) == ["cattle", "horse"]
    g.play("cattle")
    assert g.state.players[0].herd() == (1, 1, 1) and g.state.players[0].goods["grain"] == 3


def test_winter_grocer() -> None:
    """Grocer (Winter): cut 1 Peat off a moor; 1 Animal of any type, 1 Wood, 1 Clay."""
    g = winter()
    place(g, "winter_grocer")
    g.play("sheep")
    p = g.state.players[0]
    assert (p.goods["peat"], p.moors[0].peat, p.goods["sheep"]) == (4, 3, 1)
    assert (p.goods["wood"], p.goods["clay"]) == (5, 5)


def test_builders_merchant() -> None:
    g = winter()
    place(g, "builders_merchant")
    assert main_moves(g) == ["wood+timber", "wood+brick", "clay+timber", "clay+brick"]
    g.play("clay+timber")
    p = g.state.players[0]
    assert (p.goods["hide"], p.goods["clay"], p.goods["timber"]) == (4, 5, 1)


def test_potter_clay_to_food_and_peat() -> None:
    g = winter()
    place(g, "potter")
    g.play("convert:2")
    p = g.state.players[0]
    assert (p.goods["clay"], p.goods["food"], p.goods["peat"]) == (2, 11, 5)


def test_baker_flax_and_wood_only_when_out() -> None:
    """Baker: 1 Grain + 1 Peat -> 6 Food per Oven; Flax replaces Grain and Wood replaces
    Peat only if you have none."""
    g = winter()
    give(g, grain=0, peat=0)
    me(g).tools["ovens"] = 1
    refresh(g)
    place(g, "baker")
    g.play("convert:2")
    p = g.state.players[0]
    assert (p.goods["flax"], p.goods["wood"], p.goods["food"]) == (1, 2, 17)


def test_wood_trader_grain_only_without_food() -> None:
    """Wood Trader ↻6: pay 1 Food, or 1 Grain once you run out of Food; 4 Wood or a
    Building."""
    g = winter()
    give(g, food=0)
    place(g, "wood_trader")
    g.play("wood")
    p = g.state.players[0]
    assert (p.goods["grain"], p.goods["wood"]) == (0, 8)


def test_wainwright_vehicle_and_or_peat_boat() -> None:
    """Wainwright: build a Vehicle and/or 1 Peat Boat (1 Wood); Horses paid are lost."""
    g = winter()
    give(g, wood=10, horse=2)
    place(g, "wainwright")
    assert "vehicle:droshky" in g.legal_moves()
    g.play("vehicle:cart")
    g.play("peat_boat")
    p = g.state.players[0]
    assert [e.kind for e in p.barn] == ["cart", "peat_boat"]
    assert (p.goods["wood"], p.goods["horse"]) == (10 - 5 - 1, 1)


def test_winter_carpenter_stall_to_stable_for_two_bricks() -> None:
    g = winter()
    give(g, brick=2)
    place(g, "winter_carpenter")
    g.play("stable:1")
    p = g.state.players[0]
    assert p.tiles["stable"] == 1 and p.tiles["stall"] == 0 and p.goods["brick"] == 0
    assert g.state.supply["stall"] == 7 - 1 + 1


def test_dike_warden_flip_and_one_dike() -> None:
    g = winter()
    place(g, "dike_warden")
    g.play("flip:stall")
    p = g.state.players[0]
    assert p.tiles["depot"] == 1 and p.dike_moves == 1


def test_winter_laborer_building_or_imitation() -> None:
    """Laborer (Winter): pay 2 Food and build a Building or imitate a Winter space."""
    g = winter()
    place(g, "peat_boatman")
    place(g, "winter_laborer")
    assert "imitate:peat_boatman" in g.legal_moves()
    g.play("imitate:peat_boatman")
    assert g.state.players[0].goods["peat"] == 3 + 3 + 3


def test_thirty_spaces_fifteen_each_season() -> None:
    from arle_core.data.spaces import SPACES

    assert len(SPACES) == 30
    assert sum(s.season == "summer" for s in SPACES.values()) == 15


def test_each_space_blocks_once_occupied() -> None:
    """"Each Action Space can only be occupied by a single Worker"."""
    g = fresh(players=2)
    place(g, "woodcutter")
    assert "space:woodcutter" not in g.legal_moves()
    assert keys_with(g, "space:")

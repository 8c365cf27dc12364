"""One test per building: rulebook "Index of Building Tiles" (and Yucata's building texts
where its rules differ, docs/rules-notes.md "Two rulesets, one engine").

Each building test pays the cost (and sees the payment choices), places the tile on an
empty Land Space, checks the effect and the building's VP on the score sheet. Buildings
are put in play with an explicit list, so that exactly the building under test is there.
"""

from __future__ import annotations

import pytest

from arle_core import Game
from arle_core.data.buildings import BUILDINGS, building_costs
from arle_core.state import Equipment
from arle_core.steps import FINAL, INVENTORY, WORK, anytime_options

from .support import (
    at_half_year,
    game_with,
    give,
    main_moves,
    me,
    place,
    play,
    refresh,
    to_inventory,
)

VARIANTS = ("printed", "yucata")


game = game_with  # the shared helper (tests/support.py)


def home_board(g: Game) -> float:
    return g.scores()[0]["home_board"]


def build(g: Game, key: str, pay: str | None = None, space: str = "builder") -> list[str]:
    """Use a building space and build ``key``; returns the payment options offered
    (``[]`` when there was only one way and the engine paid it), paying ``pay``."""
    place(g, space)
    assert f"build:{key}" in g.legal_moves(), g.legal_moves()
    g.play(f"build:{key}")
    d = g.decision()
    if d is not None and d.kind == "pay":
        offered = g.legal_moves()
        assert pay is not None, offered
        g.play(f"pay:{pay}")
        return offered
    assert pay is None, "no payment choice was offered"
    return []


def placed(g: Game, key: str, land_before: int, vp_before: float) -> None:
    """The tile left the game board, covers one Land Space and scores its VP."""
    p = g.state.players[0]
    assert key in p.buildings and key not in g.state.board_buildings
    assert p.empty_land() == land_before - 1
    assert home_board(g) - vp_before == BUILDINGS[key].vp


def equip(g: Game, *kinds: str) -> None:
    """Put pieces of equipment in player 0's barn (taken from the supply)."""
    from arle_core.vehicles import EQUIPMENT

    for kind in kinds:
        g.state.players[0].barn.append(Equipment(kind))
        g.state.supply[EQUIPMENT[kind].supply] -= 1
    refresh(g)


def tiles(g: Game, **faces: int) -> None:
    """Put land tiles on player 0's board (taken from the supply)."""
    from arle_core.steps.common import supply_group

    p = g.state.players[0]
    for face, n in faces.items():
        g.state.supply[supply_group(face)] -= n - p.tiles.get(face, 0)
        p.tiles[face] = n
    refresh(g)


def more_land(g: Game) -> None:
    """Move the first Dike: a row of 3 tidal flats becomes land (docs/rules-notes.md)."""
    g.state.players[0].dike_moves = 1
    refresh(g)


GREEN_PAYS = ["pay:grain+wood", "pay:clay+grain", "pay:grain+timber", "pay:brick+grain"]


# ------------------------------------------------------------------ general rules


def test_no_empty_land_no_building() -> None:
    """"Build a Building ... Place the new tile on an empty Land Space of your Home Board":
    with every Land Space covered, no Building is offered."""
    g = game("farmers_house")
    give(g, timber=1, brick=1, grain=3)
    tiles(g, forest=2)
    assert me(g).empty_land() == 0
    place(g, "builder")
    assert g.decision().kind == "turn"  # the Builder offered nothing: the step ended
    assert g.state.board_buildings == ["farmers_house"]


def test_each_building_once() -> None:
    """31 tiles, each built once: a built tile leaves the game board."""
    assert len(BUILDINGS) == 31
    g = game("novices_hut")
    give(g, grain=2)
    build(g, "novices_hut", "grain+wood")
    place(g, "summer_carpenter")
    assert "build:novices_hut" not in g.legal_moves()


# -------------------------------------------------- light green (before November)


def test_farmers_house() -> None:
    """Farmer's House (any 1 Building Material and 1 Grain, 1 VP): "Before November ...
    you receive 1 Clay. Additionally, you may cut 1 Peat" (off a Moor, not the supply)."""
    g = game("farmers_house")
    give(g, timber=1, brick=1, grain=1)
    land, vp = me(g).empty_land(), home_board(g)
    assert build(g, "farmers_house", "brick+grain") == GREEN_PAYS
    p = g.state.players[0]
    assert (p.goods["brick"], p.goods["grain"], p.goods["wood"], p.goods["clay"]) == (0, 0, 4, 4)
    placed(g, "farmers_house", land, vp)
    to_inventory(g)
    d = g.decision()
    assert d.kind == "cut_peat" and main_moves(g) == ["cut:0", "done"]  # "you may"
    assert p.goods["clay"] == 5
    g.play("cut:0")
    assert p.moors[0].peat == 3
    assert p.goods["peat"] == 3 + 1 - 2  # then November's sustenance takes 2 Peat


def test_farmers_house_before_the_final_scoring() -> None:
    """"you may cut 1 Peat before each November (including the one before final scoring)"."""
    g = game("farmers_house", half_year=9)
    give(g, grain=1)
    build(g, "farmers_house", "grain+wood")
    to_inventory(g)
    assert g.decision().kind == "cut_peat"
    g.play("cut:0")
    assert g.is_over and g.state.players[0].goods["clay"] == 4 + 1


def test_plow_makers_workshop() -> None:
    """Plow Maker's Workshop (1 VP): "Before November ..., you may place 1 Field of your
    choice on an empty Land Space ... You are not required to place a Field."""
    g = game("plow_makers_workshop")
    give(g, grain=1)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "plow_makers_workshop", "clay+grain")
    assert me(g).goods["clay"] == 3
    placed(g, "plow_makers_workshop", land, vp)
    to_inventory(g)
    assert main_moves(g) == ["field:grain", "field:flax", "skip"]
    g.play("field:flax")
    p = g.state.players[0]
    assert p.tiles["flax_field"] == 2 and p.empty_land() == 0
    # the next November: no empty land, no question
    at_half_year(g, 3)
    to_inventory(g)
    assert p.tiles["flax_field"] == 2 and g.state.half_year == 4


def test_novices_hut() -> None:
    """Novice's Hut (1 VP): "Before November ..., you receive 1 Grain and 1 Dike"."""
    g = game("novices_hut")
    give(g, grain=1)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "novices_hut", "grain+wood")
    placed(g, "novices_hut", land, vp)
    p = g.state.players[0]
    to_inventory(g)
    assert p.dike_moves == 1
    assert p.goods["grain"] == 0 + 1 + 1  # the Hut, then the harvest of the Grain Field


def test_workshop_one_master_move() -> None:
    """Workshop (1 VP): "Before November ..., you receive 1 Wood and 1 "Master" action
    (i.e. you pay the costs and move exactly one Tool Indicator 1 space to the right)"."""
    g = game("workshop")
    give(g, grain=1, wood=0, clay=0, timber=1)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "workshop")
    placed(g, "workshop", land, vp)
    p = g.state.players[0]
    to_inventory(g)
    assert g.decision().kind == "master" and p.goods["wood"] == 1
    # the Workshop's Wood pays a 1-Wood move; nothing needing Clay is offered
    assert "tool:fish_traps" in g.legal_moves() and "tool:workbenches" not in g.legal_moves()
    g.play("tool:axes")
    assert p.tools["axes"] == 1 and p.goods["wood"] == 0
    assert g.decision().kind != "master"  # exactly one move, even with 2 Workbenches


def test_light_green_houses_ordered_by_the_player() -> None:
    """"If you build more than one of these Houses, you may decide in which order you use
    them right before the November Inventorying": the order can matter (the Farmer's
    House's Clay pays a Workshop move)."""
    def setup() -> Game:
        g = game("farmers_house", "workshop")
        give(g, grain=2, wood=0, clay=0, timber=2)
        build(g, "farmers_house")
        build(g, "workshop", space="summer_carpenter")
        to_inventory(g)
        assert main_moves(g) == ["use:farmers_house", "use:workshop"]
        return g

    g = setup()
    g.play("use:farmers_house")
    g.play("done")  # no Peat cut
    assert g.decision().kind == "master" and "tool:pottery_wheels" in g.legal_moves()
    g.play("tool:pottery_wheels")  # paid with the Farmer's House's Clay
    assert g.state.players[0].tools["pottery_wheels"] == 1

    g = setup()
    g.play("use:workshop")
    assert "tool:pottery_wheels" not in g.legal_moves()  # no Clay yet


# ------------------------------------------------------- dark green (any time)


def test_weaving_parlor() -> None:
    """Weaving Parlor (1 VP): "At any time during the game and any number of times, you may
    pay 3 Flax to receive 1 Linen and to cut 1 Peat (i.e. take 1 Peat off one of your Moor
    Tiles ...)"."""
    g = game("weaving_parlor")
    give(g, grain=1, flax=6)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "weaving_parlor", "grain+wood")
    placed(g, "weaving_parlor", land, vp)
    play(g, "use:weaving_parlor", "use:weaving_parlor")
    p = g.state.players[0]
    assert (p.goods["flax"], p.goods["linen"], p.goods["peat"], p.moors[0].peat) == (0, 2, 5, 2)
    assert "use:weaving_parlor" not in g.legal_moves()


@pytest.mark.parametrize("variant", VARIANTS)
def test_colonists_house(variant: str) -> None:
    """Colonist's House (1 VP): "pay 2 Woolen to receive 1 Clay and to cut 1 Peat"; Yucata:
    "pay 2 Wool"."""
    g = game("colonists_house", variant=variant)
    give(g, grain=1, wool=4, woolen=2)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "colonists_house", "grain+wood")
    placed(g, "colonists_house", land, vp)
    g.play("use:colonists_house")
    p = g.state.players[0]
    paid = "woolen" if variant == "printed" else "wool"
    assert p.goods[paid] == {"woolen": 0, "wool": 2}[paid]
    assert (p.goods["clay"], p.goods["peat"], p.moors[0].peat) == (5, 4, 3)
    if variant == "printed":
        assert "use:colonists_house" not in g.legal_moves()  # Wool does not pay
    else:
        g.play("use:colonists_house")
        assert p.goods["wool"] == 0 and "use:colonists_house" not in g.legal_moves()


def test_carpenters_workshop() -> None:
    """Carpenter's Workshop (1 VP): "pay 4 Food and 1 Brick to upgrade one of your Stalls to
    a Stable. (You do not need to pay the usual 2 Bricks ... there are only 3 Stables
    available.)" """
    g = game("carpenters_workshop")
    give(g, grain=1, food=20, brick=5)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "carpenters_workshop", "grain+wood")
    placed(g, "carpenters_workshop", land, vp)
    g.play("use:carpenters_workshop")
    p = g.state.players[0]
    assert (p.tiles["stall"], p.tiles["stable"], p.goods["food"], p.goods["brick"]) == (0, 1, 16, 4)
    assert (g.state.supply["stall"], g.state.supply["stable"]) == (7, 2)
    assert "use:carpenters_workshop" not in g.legal_moves()  # no Stall left
    tiles(g, stall=1)
    g.state.supply["stable"] = 0
    refresh(g)
    assert "use:carpenters_workshop" not in g.legal_moves()  # no Stable left


def test_schnapps_distillery() -> None:
    """Schnapps Distillery (1 VP): "exchange 1 Grain plus 1 Peat for 3 Food" any number
    of times."""
    g = game("schnapps_distillery")
    give(g, grain=3, peat=2)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "schnapps_distillery", "clay+grain")
    placed(g, "schnapps_distillery", land, vp)
    play(g, "use:schnapps_distillery", "use:schnapps_distillery")
    p = g.state.players[0]
    assert (p.goods["grain"], p.goods["peat"], p.goods["food"]) == (0, 0, 11)
    assert "use:schnapps_distillery" not in g.legal_moves()


def test_loading_station() -> None:
    """Loading Station (1 VP): "At any time during the Work Phase, you may place 1 Peat on an
    empty Single Space (but not Double Space) of one of your Vehicles ... any number of
    times and for any number of Vehicles ... you only receive the Peat from the Vehicles
    when emptying them. (The Peat ... comes from the general supply.)" The Peat is loaded
    like any good: ``load:<vehicle>:peat`` (loading, ``steps/travel.py``)."""
    g = game("loading_station")
    give(g, grain=1)
    equip(g, "peat_boat", "wagon", "carriage")  # a Peat Boat is not a Vehicle
    assert not peat_loads(g)  # not built yet
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "loading_station", "grain+wood")
    placed(g, "loading_station", land, vp)
    give(g, peat=0)  # from the general supply, not the player's
    assert peat_loads(g) == ["load:wagon1:peat", "load:carriage1:peat"]
    play(g, "load:wagon1:peat", "load:wagon1:peat", "load:carriage1:peat")
    p = g.state.players[0]
    assert [e.load for e in p.barn] == [(), ("peat", "peat"), ("peat",)]
    assert not peat_loads(g)  # the Carriage's Double Space takes no Peat
    assert p.goods["peat"] == 0  # the Peat arrives when the vehicles are emptied
    for context in (INVENTORY, FINAL):  # "during the Work Phase" only
        assert not [o for o in anytime_options(g.state, 0, context)
                    if o.key.endswith(":peat")]
    while g.decision().kind != "declare_end":
        g.play("pass")
    assert peat_loads(g) == []  # full; but still the Work Phase:
    p.barn[1] = Equipment(p.barn[1].kind)
    refresh(g)
    assert peat_loads(g) == ["load:wagon1:peat"]
    play(g, "load:wagon1:peat", "end")
    # the 2 Peat unloaded are November's fuel; exchanging them first (Peat Boat) would
    # burn Wood instead: a real choice, asked before feeding
    assert g.decision().kind == "before_feeding"
    assert p.goods["peat"] == 2 and all(not e.load for e in p.barn)


def peat_loads(g: Game) -> list[str]:
    return [k for k in g.legal_moves() if k.startswith("load:") and k.endswith(":peat")]


def test_litter_storage() -> None:
    """Litter Storage (1 VP): "exchange 3 Flax for 1 Horse if you already have at least 2
    Horses"."""
    g = game("litter_storage")
    give(g, grain=1, flax=9)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "litter_storage", "grain+wood")
    placed(g, "litter_storage", land, vp)
    assert "use:litter_storage" not in g.legal_moves()  # 1 Horse
    give(g, horse=2)
    play(g, "use:litter_storage", "use:litter_storage")
    p = g.state.players[0]
    assert (p.goods["flax"], p.goods["horse"]) == (3, 4)


def test_wood_trader_house() -> None:
    """Wood Trader (1 VP): "exchange 1 Timber plus 1 Food for 2 Wood" (Wood cannot pay)."""
    g = game("wood_trader_house")
    give(g, grain=1, timber=2)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "wood_trader_house", "grain+timber")
    placed(g, "wood_trader_house", land, vp)
    g.play("use:wood_trader_house")
    p = g.state.players[0]
    assert (p.goods["timber"], p.goods["food"], p.goods["wood"]) == (0, 4, 6)
    assert "use:wood_trader_house" not in g.legal_moves()


# goods for three uses, and goods with which the house cannot be used
DARK_GREEN = {
    "weaving_parlor": ({"flax": 9}, {"flax": 2}),
    "colonists_house": ({"woolen": 6}, {"woolen": 1}),
    "carpenters_workshop": ({"food": 30, "brick": 3}, {"brick": 0}),
    "schnapps_distillery": ({"grain": 6, "peat": 9}, {"peat": 0}),
    "litter_storage": ({"flax": 9, "horse": 2}, {"horse": 1}),
    "wood_trader_house": ({"timber": 3, "food": 9}, {"timber": 0}),
}


@pytest.mark.parametrize("key", sorted(DARK_GREEN))
def test_dark_green_any_time(key: str) -> None:
    """"Each of the Small Houses can be used at any time during the game": on a worker turn,
    at the end of the Work Phase, before feeding, at the end of the game; only when the
    house can be used."""
    plenty, unusable = DARK_GREEN[key]
    g = game(key, half_year=9)
    give(g, grain=1)
    build(g, key, "grain+wood")
    more_land(g)
    tiles(g, stall=3)
    give(g, **plenty)
    ability = f"use:{key}"
    assert ability in g.legal_moves()
    g.play(ability)  # a worker turn
    while g.decision().kind != "declare_end":
        g.play("pass")
    assert ability in g.legal_moves()  # after the last worker
    # Inventorying: offered there too (a stop before feeding comes only where using it
    # first changes the feeding: tests/test_anytime.py)
    assert ability in [o.key for o in anytime_options(g.state, 0, INVENTORY)]
    g.play("end")
    if g.decision().kind == "before_feeding":
        g.play("feed")
    assert g.decision().kind == "final_exchange" and ability in g.legal_moves()
    assert ability in [o.key for o in anytime_options(g.state, 0, FINAL)]
    give(g, **unusable)
    assert g.is_over  # nothing left to do before scoring: no question asked


@pytest.mark.parametrize("key", sorted(DARK_GREEN))
def test_dark_green_only_when_usable(key: str) -> None:
    plenty, unusable = DARK_GREEN[key]
    g = game(key)
    give(g, grain=1)
    build(g, key, "grain+wood")
    give(g, **plenty)
    give(g, **unusable)
    for context in (WORK, INVENTORY, FINAL):
        assert f"use:{key}" not in [o.key for o in anytime_options(g.state, 0, context)]


# ------------------------------------------------------------------------ yellow

YELLOW_PAY = {"timber": 1, "brick": 1}


def test_turnery() -> None:
    """Turnery (1 Timber and 1 Brick, 5 VP): "per Forest you have, receive 1 Wood and 2
    "Cut Peat" actions. (Keep your Forests. You may not take the Peat from the general
    supply.)" """
    g = game("turnery")
    more_land(g)
    tiles(g, forest=2)
    give(g, timber=1, brick=1)
    land, vp = me(g).empty_land(), home_board(g)
    assert build(g, "turnery") == []  # exactly 1 Timber and 1 Brick: no choice
    p = g.state.players[0]
    assert (p.goods["timber"], p.goods["brick"], p.goods["wood"]) == (0, 0, 4 + 2)
    placed(g, "turnery", land, vp)
    assert g.decision().kind == "cut_peat" and g.state.stack[-1].args["left"] == 4
    g.play("cut:0,0,0,0")  # the 4 cuts: one decision
    assert p.goods["peat"] == 3 + 4 and len(p.moors) == 3  # the small moor was emptied
    assert p.tiles["forest"] == 2


def test_smokehouse() -> None:
    """Smokehouse (5 VP): "receive 1 "Cut Peat" action per Fish Trap you have"."""
    g = game("smokehouse")
    give(g, timber=1, brick=1)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "smokehouse")
    placed(g, "smokehouse", land, vp)
    assert g.state.stack[-1].args["left"] == 2  # 2 Fish Traps at the start
    assert main_moves(g) == ["cut:0,0", "cut:0", "done"]
    g.play("cut:0")  # "Cut Peat" actions may be left unused (printed rules)
    assert g.state.players[0].goods["peat"] == 4


def test_smokehouse_yucata_cuts_all() -> None:
    """Yucata: "The cut peat action always cuts as much peat as possible"."""
    g = game("smokehouse", variant="yucata")
    give(g, timber=1, brick=1)
    build(g, "smokehouse")
    assert g.decision().kind == "turn" and g.state.players[0].goods["peat"] == 5


def test_smithy() -> None:
    """Smithy (3 VP): "you may exchange Peat Boats, Handcarts, and Wagons ... for Plows.
    Exchange at a 1:1 ratio and any number of times. (Return the exchanged pieces of
    Equipment to the Supply Board.)" Plows share their tiles with Peat Boats."""
    g = game("smithy")
    equip(g, "peat_boat", "handcart", "wagon", "cart")
    give(g, timber=1, brick=1)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "smithy")
    placed(g, "smithy", land, vp)
    assert main_moves(g) == ["exchange:peat_boat1", "exchange:handcart1",
                               "exchange:wagon1", "done"]
    play(g, "exchange:handcart1", "exchange:peat_boat1")
    p = g.state.players[0]
    assert [e.kind for e in p.barn] == ["plow", "plow", "wagon", "cart"]
    assert (g.state.supply["handcart"], g.state.supply["peat_boat"]) == (2 - 1, 6 - 2)
    g.play("done")
    assert g.decision().kind == "turn"


def test_smithy_limited_plows() -> None:
    """"Limited Components": with no Peat Boat/Plow tile left, a Handcart cannot become a
    Plow; a Peat Boat still can (it is turned over)."""
    g = game("smithy")
    equip(g, "peat_boat", "handcart")
    g.state.supply["peat_boat"] = 0
    give(g, timber=1, brick=1)
    build(g, "smithy")
    assert main_moves(g) == ["exchange:peat_boat1", "done"]
    g.play("exchange:peat_boat1")
    assert g.state.supply["peat_boat"] == 0
    assert g.decision().kind == "turn"  # nothing left to exchange


@pytest.mark.parametrize(("dairy", "steps"), [(4, 0), (5, 1), (10, 2), (15, 3)])
def test_cooperage(dairy: int, steps: int) -> None:
    """Cooperage (4 VP): "Dairy Animals are Sheep and Cattle. For 5/10/15 Dairy Animals, you
    may move each of your six Goods Indicators up by 1/2/3 spaces" (two for Food)."""
    g = game("cooperage")
    more_land(g)
    tiles(g, stable=1)
    give(g, timber=1, brick=1, sheep=dairy - dairy // 2, cattle=dairy // 2, horse=0)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "cooperage")
    placed(g, "cooperage", land, vp)
    p = g.state.players[0]
    assert (p.goods["food"], p.goods["grain"], p.goods["flax"], p.goods["hide"],
            p.goods["wool"]) == (5 + 2 * steps, 1 + steps, 3 + steps, 2 + steps, 4 + steps)


def test_bakehouse() -> None:
    """Bakehouse (4 VP): "per Oven you have, you may exchange 2 Grain and 1 Flax for 8
    Food"."""
    g = game("bakehouse")
    give(g, timber=1, brick=1, grain=6)
    me(g).tools["ovens"] = 1  # 2 Ovens
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "bakehouse")
    placed(g, "bakehouse", land, vp)
    assert main_moves(g) == ["convert:2", "convert:1", "convert:0"]
    g.play("convert:2")
    p = g.state.players[0]
    assert (p.goods["grain"], p.goods["flax"], p.goods["food"]) == (2, 1, 5 + 16)


# ------------------------------------------------------------------------ orange


@pytest.mark.parametrize(("fields", "food"), [(2, 0), (3, 8), (4, 8), (5, 10), (6, 12)])
def test_mill(fields: int, food: int) -> None:
    """Mill (1 Timber and either 8 Flax or 8 Grain, 6 VP): "receive 8/10/12 Food if you have
    3/5/6 Fields ... both Grain and Flax Fields count"."""
    g = game("mill")
    more_land(g)
    tiles(g, grain_field=fields // 2, flax_field=fields - fields // 2)
    give(g, timber=1, flax=8, grain=8)
    land, vp = me(g).empty_land(), home_board(g)
    assert build(g, "mill", "8grain+timber") == ["pay:8flax+timber", "pay:8grain+timber"]
    placed(g, "mill", land, vp)
    p = g.state.players[0]
    assert (p.goods["timber"], p.goods["grain"], p.goods["flax"]) == (0, 0, 8)
    assert p.goods["food"] == 5 + food


@pytest.mark.parametrize("variant", VARIANTS)
def test_weaving_mill(variant: str) -> None:
    """Weaving Mill (7 VP): costs "2 Bricks and either 10 Flax or 10 Woolen" (Yucata: "10
    Wool"); "receive 1 Winter Wear and move your Weaving Loom Tool Indicator (up to) 2
    spaces to the right for free"."""
    g = game("weaving_mill", variant=variant)
    alt = "woolen" if variant == "printed" else "wool"
    give(g, brick=2, flax=10, wool=10, woolen=10)
    me(g).tools["weaving_looms"] = 2  # 4 Looms: "up to" 2 spaces, here only 1 is left
    land, vp = me(g).empty_land(), home_board(g)
    offered = build(g, "weaving_mill", f"2brick+10{alt}")
    assert offered == ["pay:2brick+10flax", f"pay:2brick+10{alt}"]
    placed(g, "weaving_mill", land, vp)
    p = g.state.players[0]
    assert (p.goods["brick"], p.goods[alt], p.goods["flax"]) == (0, 0, 10)
    assert p.goods["winter_wear"] == 1 and p.tool("weaving_looms") == 5
    assert g.scores()[0]["materials"] == {"printed": 2, "yucata": 10 + 2.5}[variant]


def test_textile_house() -> None:
    """Textile House (9 VP): costs "1 Brick and 2 different pieces of Clothing"; "receive 1
    Linen, 1 Woolen, and 1 Leather"."""
    g = game("textile_house")
    give(g, brick=1, summer_wear=2)
    place(g, "builder")
    assert g.decision().kind == "turn"  # 2 Summer Wear are not 2 different pieces
    g = game("textile_house")
    give(g, brick=1, summer_wear=1, winter_wear=1, leather_wear=1)
    land, vp = me(g).empty_land(), home_board(g)
    assert build(g, "textile_house", "brick+leather_wear+summer_wear") == [
        "pay:brick+summer_wear+winter_wear", "pay:brick+leather_wear+summer_wear",
        "pay:brick+leather_wear+winter_wear"]
    placed(g, "textile_house", land, vp)
    p = g.state.players[0]
    assert (p.goods["winter_wear"], p.goods["summer_wear"], p.goods["leather_wear"]) == (1, 0, 0)
    assert (p.goods["linen"], p.goods["woolen"], p.goods["leather"]) == (1, 1, 1)


def test_saddlery() -> None:
    """Saddlery (2 Timber and 3 Leather, 8 VP): "receive 1 "Cut Peat" action per Horse you
    have. (Keep the Horses ...) Afterwards, move your Fleshing Beam Tool Indicator 1 space
    to the right for free"."""
    g = game("saddlery")
    give(g, timber=2, leather=3, horse=3)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "saddlery")
    placed(g, "saddlery", land, vp)
    p = g.state.players[0]
    assert (p.goods["timber"], p.goods["leather"], p.goods["horse"]) == (0, 0, 3)
    assert g.state.stack[-1].args["left"] == 3
    g.play("cut:0,0,0")
    assert p.goods["peat"] == 6 and p.tool("fleshing_beams") == 5


def test_joinery() -> None:
    """Joinery (2 Timber and 5 Grain, 6 VP): "receive 2 Peat per Peat Boat you have, and 1
    Horse per Plow you have. (... You must accommodate the Horses on your Home Board
    immediately. You must take the Peat from the general supply.)" """
    g = game("joinery")
    equip(g, "peat_boat", "peat_boat", "plow")
    give(g, timber=2, grain=5)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "joinery")
    placed(g, "joinery", land, vp)
    p = g.state.players[0]
    assert (p.goods["timber"], p.goods["grain"]) == (0, 0)
    assert (p.goods["peat"], p.goods["horse"], p.moors[0].peat) == (3 + 4, 2, 4)


def test_waterfront_house() -> None:
    """Waterfront House (2 Bricks and 25 Food, 10 VP): "receive 10 Food (back from the 25
    Food you paid), 2 Dikes ..., and move your Fish Trap Tool Indicator (up to) 3 spaces to
    the right for free"."""
    g = game("waterfront_house")
    give(g, brick=2, food=25)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "waterfront_house")
    p = g.state.players[0]
    assert (p.goods["brick"], p.goods["food"]) == (0, 10)
    assert p.dike_moves == 2 and p.tool("fish_traps") == 5
    # 2 Dikes: one polder row (3 spaces) became land; the building covers one space
    assert p.empty_land() == land - 1 + 3
    assert home_board(g) - vp == 10


# -------------------------------------------------------------------------- blue


@pytest.mark.parametrize("variant", VARIANTS)
def test_inn_cost(variant: str) -> None:
    """Inns: "2 different Building Materials (e.g. 1 Wood and 1 Timber) and 9 Food"; Timber
    pays for Wood (Phase 2), so 2 Timber or 2 Bricks too; Yucata: "can also be bought with
    two timber or two brick" (tests/test_anytime.py: the same in both rulesets)."""
    g = game("farmers_inn", variant=variant)
    give(g, wood=1, clay=0, timber=2, brick=2, food=9)
    place(g, "builder")
    g.play("build:farmers_inn")
    assert main_moves(g) == ["pay:9food+timber+wood", "pay:brick+9food+wood",
                               "pay:brick+9food+timber", "pay:9food+2timber",
                               "pay:2brick+9food"]


def test_potters_inn() -> None:
    """Potter's Inn (5 VP): "receive 1 Animal of any type per Pottery Wheel you have. (... You
    may choose the same or different Animals. You must accommodate them ...)" """
    g = game("potters_inn")
    give(g, wood=1, clay=1, timber=0, brick=0, food=9)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "potters_inn")
    placed(g, "potters_inn", land, vp)
    p = g.state.players[0]
    assert (p.goods["wood"], p.goods["clay"], p.goods["food"]) == (0, 0, 0)
    assert main_moves(g) == ["sheep", "cattle", "horse"]  # 2 Pottery Wheels: 2 choices
    play(g, "cattle", "cattle")
    assert p.herd() == (0, 2, 1)


def test_farmers_inn() -> None:
    """Farmer's Inn (3 VP): "you may replace up to 3 of your Fields with Forests. (Return the
    Fields to the Supply Board. Keep in mind there is only a limited supply of Forest
    Tiles.)" """
    g = game("farmers_inn")
    more_land(g)
    tiles(g, grain_field=2, flax_field=2)
    give(g, food=9)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "farmers_inn", )
    placed(g, "farmers_inn", land, vp)
    assert main_moves(g) == ["replace:grain_field", "replace:flax_field", "done"]
    play(g, "replace:grain_field", "replace:grain_field", "replace:flax_field")
    p = g.state.players[0]
    assert (p.tiles["grain_field"], p.tiles["flax_field"], p.tiles["forest"]) == (0, 1, 3)
    assert g.decision().kind == "turn"  # "up to 3"
    assert (g.state.supply["field"], g.state.supply["forest"]) == (14 - 4 + 3, 5 - 3)


def test_farmers_inn_limited_forests() -> None:
    g = game("farmers_inn")
    give(g, food=9)
    g.state.supply["forest"] = 1
    build(g, "farmers_inn", )
    g.play("replace:flax_field")
    assert g.decision().kind == "turn" and me(g).tiles["grain_field"] == 1


def test_junk_dealers_inn() -> None:
    """Junk Dealer's Inn (4 VP): "either receive 1 Handcart or 1 Peat Boat for free. (Place
    the new piece of Equipment in your Barn – make room if needed. If there are no more
    Handcarts or Peat Boats left on the Supply Board, you do not receive any.) Additionally
    or alternatively, receive 1 Leather Wear and 1 Woolen." """
    g = game("junk_dealers_inn")
    give(g, food=9)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "junk_dealers_inn", )
    placed(g, "junk_dealers_inn", land, vp)
    assert main_moves(g) == ["handcart+clothes", "peat_boat+clothes", "handcart",
                               "peat_boat", "clothes"]
    g.play("peat_boat+clothes")
    p = g.state.players[0]
    assert [e.kind for e in p.barn] == ["peat_boat"] and g.state.supply["peat_boat"] == 5
    assert (p.goods["leather_wear"], p.goods["woolen"]) == (1, 1)
    assert g.scores()[0]["materials"] == 2 + 1


def test_junk_dealers_inn_none_left() -> None:
    g = game("junk_dealers_inn")
    give(g, food=9)
    g.state.supply["handcart"] = 0
    build(g, "junk_dealers_inn", )
    assert main_moves(g) == ["peat_boat+clothes", "peat_boat", "clothes"]


def test_junk_dealers_inn_makes_room() -> None:
    """"make room if needed": a full barn returns a piece of equal size first."""
    g = game("junk_dealers_inn")
    equip(g, "plow", "plow", "peat_boat", "wagon", "peat_boat", "cart", "cart")
    give(g, food=9)
    build(g, "junk_dealers_inn", )
    g.play("handcart")
    assert main_moves(g) == ["discard:plow1", "discard:peat_boat1", "discard:wagon1",
                               "decline"]
    g.play("discard:wagon1")
    assert sorted(e.kind for e in me(g).barn) == sorted(
        ["plow", "plow", "peat_boat", "peat_boat", "cart", "cart", "handcart"])


def test_gulf_house_inn() -> None:
    """Gulf House Inn (5 VP): "receive 1 Timber per Stall you have, and 1 Brick per Stable
    you have. ... Double Stalls are considered 2 separate Stalls"."""
    g = game("gulf_house_inn")
    more_land(g)
    tiles(g, stall=2, stable=1, double_stall=1, depot=1)
    give(g, food=9)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "gulf_house_inn", )
    placed(g, "gulf_house_inn", land, vp)
    p = g.state.players[0]
    assert (p.goods["timber"], p.goods["brick"]) == (2 + 2, 1)  # a Depot is no Stall


def test_milk_house_inn() -> None:
    """Milk House Inn (5 VP): "receive 1 Cattle, and afterwards, 1 "Cut Peat" action per
    Cattle you have"."""
    g = game("milk_house_inn")
    give(g, food=9, cattle=2)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "milk_house_inn", )
    placed(g, "milk_house_inn", land, vp)
    p = g.state.players[0]
    assert p.goods["cattle"] == 3 and g.state.stack[-1].args["left"] == 3
    g.play("cut:0,0,0")
    assert p.goods["peat"] == 6


def test_milk_house_inn_counts_after_housing() -> None:
    """"You can only keep your newly gained Animals if you can accommodate them": the Cut
    Peat actions count the Cattle kept after the player chose which animals to release."""
    g = game("milk_house_inn")
    # after the Inn: 5 Dikes, 1 empty Land Space, the Stall: room for 10 animals
    give(g, food=9, sheep=3, cattle=5, horse=2)
    build(g, "milk_house_inn", )
    d = g.decision()
    assert d.kind == "release"
    assert "keep:3,5,2" in g.legal_moves() and "keep:2,6,2" in g.legal_moves()
    g.play("keep:3,5,2")  # the new Cattle goes back
    assert g.decision().kind == "cut_peat" and g.state.stack[-1].args["left"] == 5


@pytest.mark.parametrize("variant", VARIANTS)
def test_sluice_yard_inn(variant: str) -> None:
    """Sluice Yard Inn (4 VP): "move the Fish Trap Tool Indicator 1 space (Yucata: 2 spaces)
    to the right for free. Then take 1 Wood per Fish Trap you have"."""
    g = game("sluice_yard_inn", variant=variant)
    give(g, food=9)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "sluice_yard_inn", )
    placed(g, "sluice_yard_inn", land, vp)
    traps = {"printed": 3, "yucata": 4}[variant]
    p = g.state.players[0]
    assert p.tool("fish_traps") == traps and p.goods["wood"] == 4 - 1 + traps


# --------------------------------------------------------------------------- red

RED = {"timber": 3, "brick": 3, "food": 15}


def test_large_buildings_cost() -> None:
    """Large Buildings: "3 Timber, 3 Bricks, and 15 Food" (Wood and Clay cannot pay)."""
    for key in ("village_church", "lutetsburg_castle", "berum_castle"):
        assert [dict(c) for c in building_costs(key)] == [RED]
    g = game("village_church")
    give(g, timber=2, wood=9, brick=3, food=15)
    place(g, "builder")
    assert g.decision().kind == "turn"


def test_village_church() -> None:
    """Village Church (15 VP): "receive 1 (Wedding) Carriage for free and place it in your
    Barn (provided there is still a Carriage left on the Supply Board)"."""
    g = game("village_church")
    give(g, **RED)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "village_church")
    placed(g, "village_church", land, vp)
    p = g.state.players[0]
    assert (p.goods["timber"], p.goods["brick"], p.goods["food"]) == (0, 0, 0)
    assert [e.kind for e in p.barn] == ["carriage"] and g.state.supply["carriage"] == 2


def test_village_church_full_barn_or_none_left() -> None:
    """A full barn: return a Large Vehicle to make room, or leave the Carriage (no player
    must give a Droshky for a Carriage); none left: no Carriage."""
    g = game("village_church")
    equip(g, "cart", "horse_cart", "droshky")
    give(g, **RED)
    build(g, "village_church")
    assert main_moves(g) == ["discard:cart1", "discard:horse_cart1", "discard:droshky1",
                               "decline"]
    g.play("discard:cart1")
    assert [e.kind for e in me(g).barn] == ["horse_cart", "droshky", "carriage"]
    assert g.state.supply["cart"] == 3 - 2 + 1 and g.state.supply["carriage"] == 3 - 2

    g = game("village_church")
    g.state.supply["carriage"] = 0
    give(g, **RED)
    build(g, "village_church")
    assert g.decision().kind == "turn" and me(g).barn == []


def test_lutetsburg_castle() -> None:
    """Lütetsburg Castle (15 VP): "receive 1 Forest Tile and place it on an empty Land Space
    ... (if available) and move each of your Tool Indicators for Spades, Pottery Wheels,
    and Workbenches 1 space to the right for free"."""
    g = game("lutetsburg_castle")
    give(g, **RED)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "lutetsburg_castle")
    p = g.state.players[0]
    assert p.tiles["forest"] == 1 and p.empty_land() == land - 2
    assert home_board(g) - vp == 15 + 2  # the Forest is worth 2 VP
    assert (p.tool("spades"), p.tool("pottery_wheels"), p.tool("workbenches")) == (5, 3, 3)
    # no land left for the Forest: the tools still move
    g = game("lutetsburg_castle")
    tiles(g, forest=1)
    give(g, **RED)
    build(g, "lutetsburg_castle")
    assert me(g).tiles["forest"] == 1 and me(g).tool("spades") == 5


def test_berum_castle() -> None:
    """Berum Castle (15 VP): "move each of your Tool Indicators for Ovens and Weaving Looms 1
    space to the right for free. Additionally, you receive 1 "Tile Upgrade" action"."""
    g = game("berum_castle")
    give(g, **RED)
    land, vp = me(g).empty_land(), home_board(g)
    build(g, "berum_castle")
    placed(g, "berum_castle", land, vp)
    p = g.state.players[0]
    assert (p.tool("ovens"), p.tool("weaving_looms")) == (2, 3)
    assert main_moves(g) == ["flip:stall", "flip:moor", "skip"]
    g.play("flip:moor")
    assert sum(m.dehydrated for m in p.moors) == 2


# --------------------------------------------------------------- variant scoring


@pytest.mark.parametrize("variant", VARIANTS)
def test_wear_and_small_moor_vp(variant: str) -> None:
    """Winter Wear and Leather Wear: 2 VP each (printed scoring), 2.5 (Yucata's glossary);
    the small dehydrated moor: −1 VP (printed), −3 VP (Yucata)."""
    g = game(variant=variant)
    start = home_board(g)
    give(g, winter_wear=1, leather_wear=1, summer_wear=1)
    wear = {"printed": 2, "yucata": 2.5}[variant]
    assert g.scores()[0]["materials"] == 2 * wear + 2
    p = g.state.players[0]
    del p.moors[0]  # the small moor emptied
    assert home_board(g) - start == {"printed": 1, "yucata": 3}[variant]


def test_every_building_has_an_effect() -> None:
    """Each of the 31 has its ability somewhere: a reward row, code, or a dark green use."""
    from arle_core.steps.buildings import EFFECTS, REWARDS, USES

    covered = set(EFFECTS) | set(REWARDS) | set(USES) | {"loading_station"}
    assert covered == set(BUILDINGS)

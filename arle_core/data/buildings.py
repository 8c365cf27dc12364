"""The 31 buildings (rulebook "Index of Building Tiles"): cost, VP, colour, timing.

Effects are in ``arle_core.steps.buildings``; this table only says what a
building costs, what it is worth and when its ability applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from types import MappingProxyType

from .board import CLOTHING

LIGHT_GREEN = "light_green"
DARK_GREEN = "dark_green"
YELLOW = "yellow"
ORANGE = "orange"
BLUE = "blue"
RED = "red"
COLOURS: tuple[str, ...] = (LIGHT_GREEN, DARK_GREEN, YELLOW, ORANGE, BLUE, RED)

# When the ability applies.
BEFORE_NOVEMBER = "before_november"  # light green: before each November Inventorying
ANYTIME = "anytime"                  # dark green: the clock symbol
IMMEDIATE = "immediate"              # one-time reward when built

_MATERIALS = ("wood", "clay", "timber", "brick")

Payment = Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Building:
    key: str
    name: str
    colour: str
    vp: int
    timing: str
    cost_text: str
    text: str


def _pay(**goods: int) -> Payment:
    return MappingProxyType(dict(goods))


@cache
def building_costs(key: str, weaving_mill_alt: str = "woolen") -> tuple[Payment, ...]:
    """Every payment that buys building ``key``, as exact goods (no further substitution).

    The Weaving Mill's cost depends on the ruleset (``weaving_mill_alt``). An Inn costs
    "2 different Building Materials (e.g. 1 Wood and 1 Timber)" (↻2) and "you can always
    pay Timber instead of Wood and Brick instead of Clay" (Phase 2), so 2 Timber or 2
    Bricks pay it too, in both rulesets.
    """
    colour = BUILDINGS[key].colour
    if colour in (LIGHT_GREEN, DARK_GREEN):
        return tuple(_pay(**{m: 1, "grain": 1}) for m in _MATERIALS)
    if colour == YELLOW:
        return (_pay(timber=1, brick=1),)
    if colour == BLUE:
        pairs = [_pay(**{a: 1, b: 1, "food": 9}) for a, b in combinations(_MATERIALS, 2)]
        return (*pairs, _pay(timber=2, food=9), _pay(brick=2, food=9))
    if colour == RED:
        return (_pay(timber=3, brick=3, food=15),)
    special: dict[str, tuple[Payment, ...]] = {
        "mill": (_pay(timber=1, flax=8), _pay(timber=1, grain=8)),
        "weaving_mill": (_pay(brick=2, flax=10), _pay(**{"brick": 2, weaving_mill_alt: 10})),
        "textile_house": tuple(_pay(**{"brick": 1, a: 1, b: 1})
                               for a, b in combinations(CLOTHING, 2)),
        "saddlery": (_pay(timber=2, leather=3),),
        "joinery": (_pay(timber=2, grain=5),),
        "waterfront_house": (_pay(brick=2, food=25),),
    }
    return special[key]


_GREEN_COST = "any 1 Building Material and 1 Grain"
_YELLOW_COST = "1 Timber and 1 Brick"
_INN_COST = "2 different Building Materials and 9 Food"
_RED_COST = "3 Timber, 3 Bricks and 15 Food"

_BUILDINGS = (
    Building("farmers_house", "Farmer's House", LIGHT_GREEN, 1, BEFORE_NOVEMBER, _GREEN_COST,
             "Before each November: receive 1 Clay, and you may cut 1 Peat."),
    Building("plow_makers_workshop", "Plow Maker's Workshop", LIGHT_GREEN, 1, BEFORE_NOVEMBER,
             _GREEN_COST,
             "Before each November: you may place 1 Field of your choice on an empty Land "
             "Space."),
    Building("novices_hut", "Novice's Hut", LIGHT_GREEN, 1, BEFORE_NOVEMBER, _GREEN_COST,
             "Before each November: receive 1 Grain and 1 Dike."),
    Building("workshop", "Workshop", LIGHT_GREEN, 1, BEFORE_NOVEMBER, _GREEN_COST,
             "Before each November: receive 1 Wood and 1 Master action (one Tool move, "
             "paying its cost)."),
    Building("weaving_parlor", "Weaving Parlor", DARK_GREEN, 1, ANYTIME, _GREEN_COST,
             "Any time: pay 3 Flax to receive 1 Linen and cut 1 Peat."),
    Building("colonists_house", "Colonist's House", DARK_GREEN, 1, ANYTIME, _GREEN_COST,
             "Any time: pay 2 Woolen to receive 1 Clay and cut 1 Peat."),
    Building("carpenters_workshop", "Carpenter's Workshop", DARK_GREEN, 1, ANYTIME, _GREEN_COST,
             "Any time: pay 4 Food and 1 Brick to upgrade a Stall to a Stable."),
    Building("schnapps_distillery", "Schnapps Distillery", DARK_GREEN, 1, ANYTIME, _GREEN_COST,
             "Any time: exchange 1 Grain and 1 Peat for 3 Food."),
    Building("loading_station", "Loading Station", DARK_GREEN, 1, ANYTIME, _GREEN_COST,
             "Any time in the Work Phase: place 1 Peat from the general supply on an empty "
             "Single Space of a Vehicle."),
    Building("litter_storage", "Litter Storage", DARK_GREEN, 1, ANYTIME, _GREEN_COST,
             "Any time: exchange 3 Flax for 1 Horse if you have at least 2 Horses."),
    Building("wood_trader_house", "Wood Trader", DARK_GREEN, 1, ANYTIME, _GREEN_COST,
             "Any time: exchange 1 Timber and 1 Food for 2 Wood."),
    Building("turnery", "Turnery", YELLOW, 5, IMMEDIATE, _YELLOW_COST,
             "Immediately: per Forest, receive 1 Wood and 2 Cut Peat actions."),
    Building("smokehouse", "Smokehouse", YELLOW, 5, IMMEDIATE, _YELLOW_COST,
             "Immediately: 1 Cut Peat action per Fish Trap."),
    Building("smithy", "Smithy", YELLOW, 3, IMMEDIATE, _YELLOW_COST,
             "Immediately: exchange Peat Boats, Handcarts and Wagons for Plows, 1:1, any "
             "number of times."),
    Building("cooperage", "Cooperage", YELLOW, 4, IMMEDIATE, _YELLOW_COST,
             "Immediately: for 5/10/15 Sheep and Cattle, move each of your six Goods "
             "indicators up 1/2/3 spaces."),
    Building("bakehouse", "Bakehouse", YELLOW, 4, IMMEDIATE, _YELLOW_COST,
             "Immediately: per Oven, you may exchange 2 Grain and 1 Flax for 8 Food."),
    Building("mill", "Mill", ORANGE, 6, IMMEDIATE, "1 Timber and either 8 Flax or 8 Grain",
             "Immediately: receive 8/10/12 Food for 3/5/6 Fields."),
    Building("weaving_mill", "Weaving Mill", ORANGE, 7, IMMEDIATE,
             "2 Bricks and either 10 Flax or 10 Woolen",
             "Immediately: receive 1 Winter Wear and move your Weaving Loom indicator up to "
             "2 spaces right for free."),
    Building("textile_house", "Textile House", ORANGE, 9, IMMEDIATE,
             "1 Brick and 2 different pieces of Clothing",
             "Immediately: receive 1 Linen, 1 Woolen and 1 Leather."),
    Building("saddlery", "Saddlery", ORANGE, 8, IMMEDIATE, "2 Timber and 3 Leather",
             "Immediately: 1 Cut Peat action per Horse; then move your Fleshing Beam indicator "
             "1 space right for free."),
    Building("joinery", "Joinery", ORANGE, 6, IMMEDIATE, "2 Timber and 5 Grain",
             "Immediately: receive 2 Peat per Peat Boat and 1 Horse per Plow."),
    Building("waterfront_house", "Waterfront House", ORANGE, 10, IMMEDIATE,
             "2 Bricks and 25 Food",
             "Immediately: receive 10 Food, 2 Dikes, and move your Fish Trap indicator up to "
             "3 spaces right for free."),
    Building("potters_inn", "Potter's Inn", BLUE, 5, IMMEDIATE, _INN_COST,
             "Immediately: receive 1 Animal of any type per Pottery Wheel."),
    Building("farmers_inn", "Farmer's Inn", BLUE, 3, IMMEDIATE, _INN_COST,
             "Immediately: you may replace up to 3 of your Fields with Forests."),
    Building("junk_dealers_inn", "Junk Dealer's Inn", BLUE, 4, IMMEDIATE, _INN_COST,
             "Immediately: receive 1 Handcart or 1 Peat Boat for free, and/or 1 Leather Wear "
             "and 1 Woolen."),
    Building("gulf_house_inn", "Gulf House Inn", BLUE, 5, IMMEDIATE, _INN_COST,
             "Immediately: 1 Timber per Stall and 1 Brick per Stable (a Double Stall counts "
             "as 2 Stalls)."),
    Building("milk_house_inn", "Milk House Inn", BLUE, 5, IMMEDIATE, _INN_COST,
             "Immediately: receive 1 Cattle, then 1 Cut Peat action per Cattle."),
    Building("sluice_yard_inn", "Sluice Yard Inn", BLUE, 4, IMMEDIATE, _INN_COST,
             "Immediately: move the Fish Trap indicator right for free, then take 1 Wood per "
             "Fish Trap."),
    Building("village_church", "Village Church", RED, 15, IMMEDIATE, _RED_COST,
             "Immediately: receive 1 Carriage for free, if one is left."),
    Building("lutetsburg_castle", "Lütetsburg Castle", RED, 15, IMMEDIATE, _RED_COST,
             "Immediately: receive 1 Forest on an empty Land Space (if any), and move your "
             "Spade, Pottery Wheel and Workbench indicators 1 space right for free."),
    Building("berum_castle", "Berum Castle", RED, 15, IMMEDIATE, _RED_COST,
             "Immediately: move your Oven and Weaving Loom indicators 1 space right for free, "
             "and take 1 Tile Upgrade action."),
)

BUILDINGS: Mapping[str, Building] = MappingProxyType({b.key: b for b in _BUILDINGS})
BUILDING_ORDER: tuple[str, ...] = tuple(BUILDINGS)


@cache
def of_colour(colour: str) -> tuple[str, ...]:
    """The buildings of ``colour``, in board order (made once per colour)."""
    return tuple(k for k, b in BUILDINGS.items() if b.colour == colour)


# Setups (docs/rules-notes.md): how many of each colour are in play, and the fixed starter inns.
IN_PLAY: Mapping[str, int] = MappingProxyType(
    {LIGHT_GREEN: 4, DARK_GREEN: 4, YELLOW: 2, ORANGE: 6, BLUE: 3, RED: 3})
STARTER_INNS: tuple[str, ...] = ("potters_inn", "farmers_inn", "junk_dealers_inn")

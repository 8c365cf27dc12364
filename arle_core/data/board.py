"""Facts of the home board, the goods track and the limited supply.

Sources: rulebook "Setup", "The Goods Track", "Limited Components", "Dike
Building"; docs/rules-notes.md "Facts the rule texts leave out or scatter".
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# Goods on the goods track and their caps (Food uses two indicators: 30).
TRACK_GOODS: tuple[str, ...] = ("food", "grain", "flax", "hide", "wool")
TRACK_CAP: Mapping[str, int] = MappingProxyType(
    {"food": 30, "grain": 15, "flax": 15, "hide": 15, "wool": 15})

# Goods kept as tiles or tokens in the personal supply: unlimited.
MATERIALS: tuple[str, ...] = ("wood", "clay", "timber", "brick", "peat")
TEXTILES: tuple[str, ...] = ("linen", "woolen", "leather")
CLOTHING: tuple[str, ...] = ("summer_wear", "winter_wear", "leather_wear")
SUPPLY_GOODS: tuple[str, ...] = MATERIALS + TEXTILES + CLOTHING
ALL_GOODS: tuple[str, ...] = TRACK_GOODS + SUPPLY_GOODS

GOOD_LABELS: Mapping[str, str] = MappingProxyType({
    "food": "Food", "grain": "Grain", "flax": "Flax", "hide": "Hide", "wool": "Wool",
    "wood": "Wood", "clay": "Clay", "timber": "Timber", "brick": "Brick", "peat": "Peat",
    "linen": "Linen", "woolen": "Woolen", "leather": "Leather",
    "summer_wear": "Summer Wear", "winter_wear": "Winter Wear", "leather_wear": "Leather Wear",
    "sheep": "Sheep", "cattle": "Cattle", "horse": "Horse",
})

# Starting goods track and personal supply (docs/rules-notes.md; rulebook "Setup").
START_GOODS: Mapping[str, int] = MappingProxyType({
    "food": 5, "grain": 1, "flax": 3, "hide": 2, "wool": 4,
    "wood": 4, "clay": 4, "peat": 3,
})
START_ANIMALS: Mapping[str, int] = MappingProxyType({"sheep": 0, "cattle": 0, "horse": 1})

# Substitutes: "you can always pay Timber instead of Wood and Brick instead of Clay".
SUBSTITUTE: Mapping[str, str] = MappingProxyType({"wood": "timber", "clay": "brick"})

# Home board geometry (docs/rules-notes.md): 7 rows x 3 columns. Rows 3-6 are land from the
# start (12 spaces, 4 of rows 3-4 covered at setup, rows 5-6 hold three 2-space moors).
BASE_LAND = 12
ROW_WIDTH = 3
# Polder rows become land after this many dike moves (1st, 4th, 7th dike).
POLDER_AFTER: tuple[int, ...] = (1, 4, 7)
# Dikes in the top gap after n moves: each covers one top-row tidal flat (-1 VP each).
TOP_GAP_DIKES: tuple[int, ...] = (0, 0, 0, 0, 0, 1, 2, 3)
DIKE_TILES = 5
MAX_DIKE_MOVES = 7

# Land tiles at setup: a Grain Field, a Stall (with the Horse), a Flax Field.
START_TILES: Mapping[str, int] = MappingProxyType({"grain_field": 1, "stall": 1, "flax_field": 1})
# Moors at setup: (spaces, dehydrated, peat): the small dehydrated moor with 4 Peat,
# then three hydrated moors, 2 spaces each.
START_MOORS: tuple[tuple[int, bool, int], ...] = ((1, True, 4), (2, False, 0), (2, False, 0),
                                                  (2, False, 0))
MOOR_PEAT = 4

# Land tiles: the physical double-sided tile ("group") each face belongs to, its VP.
LAND_TILES: Mapping[str, tuple[str, str, int]] = MappingProxyType({
    # face: (label, supply group, VP)
    "grain_field": ("Grain Field", "field", 0),
    "flax_field": ("Flax Field", "field", 0),
    "forest": ("Forest", "forest", 2),
    "park": ("Park", "forest", 6),
    "stall": ("Stall", "stall", 2),
    "depot": ("Depot", "stall", 2),
    "stable": ("Stable", "stable", 6),
    "double_stall": ("Double Stall", "stable", 9),
})
LAND_TILE_ORDER: tuple[str, ...] = tuple(LAND_TILES)

# Limited supply per physical tile (rulebook "Limited Components"; docs/rules-notes.md counts).
SUPPLY_LIMITS: Mapping[str, int] = MappingProxyType({
    "field": 14, "stall": 7, "stable": 3, "forest": 5,
    "cart": 3, "carriage": 3, "handcart": 2, "peat_boat": 6,
})

# Moor VP while on the board (rulebook "VP on Home Board").
HYDRATED_MOOR_VP = -4
DEHYDRATED_MOOR_VP = -1
TIDAL_FLAT_VP = -1

# Sustenance (rulebook "Inventorying").
FOOD_PER_HALF_YEAR = 3
PEAT_IN_NOVEMBER = 2
BOTTLENECK_VP = -2

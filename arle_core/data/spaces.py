"""The 30 action spaces (rulebook "The Action Spaces of the Summer/Fall Half Year"
and "... of the Winter/Spring Half Year"). Effects live in ``arle_core.steps.spaces``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

SUMMER = "summer"
WINTER = "winter"


@dataclass(frozen=True, slots=True)
class Space:
    key: str
    label: str
    season: str
    text: str
    # Food paid to use the space (Forester 1, Wood Trader 1, Laborer 2).
    food: int = 0
    # Wood Trader only: Grain may replace the Food when the player has no Food (↻6).
    grain_for_food: bool = False


_S = SUMMER
_W = WINTER
_SPACES = (
    Space("fisherman", "Fisherman", _S,
          "Take 1 Sheep. Move your Fish Trap indicator one space right, then take 1 Food "
          "per Fish Trap."),
    Space("summer_grocer", "Grocer", _S,
          "Take one of: Timber, Brick, Sheep, Cattle or Horse. Also take 1 Grain and "
          "1 Leather."),
    Space("woolen_weaver", "Woolen Weaver", _S,
          "Per Weaving Loom, you may convert 1 Wool to 1 Woolen."),
    Space("colonist", "Colonist", _S,
          "Take 1 Horse and/or dehydrate a Moor (flip it and put 4 Peat on it)."),
    Space("peat_cutter", "Peat Cutter", _S,
          "Per Spade, you may cut 1 Peat off your Moor tiles."),
    Space("dike_builder", "Dike Builder", _S,
          "Take 1 Sheep or 1 Cattle, and/or move 1 Dike per pair of Shovels."),
    Space("clay_worker", "Clay Worker", _S, "Take 1 Clay per Shovel."),
    Space("farmer", "Farmer", _S,
          "Build a Plow (1 Wood + 1 Cattle or Horse) and/or plow 1 Field per Plow "
          "(Grain or Flax side)."),
    Space("forester", "Forester", _S,
          "Pay 1 Food and either take a Forest or build a Building.", food=1),
    Space("woodcutter", "Woodcutter", _S, "Take 1 Wood per Axe."),
    Space("summer_master", "Master", _S,
          "Per Workbench, move a different Tool indicator one space right, paying its cost."),
    Space("summer_carpenter", "Carpenter", _S,
          "Either build a Building, or build a Stall for 2 Clay and 1 Grain."),
    Space("builder", "Builder", _S, "Build a Building."),
    Space("warden", "Warden", _S, "Flip over a tile with the arrow symbol for free."),
    Space("summer_laborer", "Laborer", _S,
          "Pay 2 Food and either build a Vehicle, or imitate an occupied Summer space.",
          food=2),
    Space("peat_boatman", "Peat Boatman", _W,
          "Take 3 Peat, plus 1 Peat per Peat Boat."),
    Space("tanner", "Tanner", _W, "Per Fleshing Beam, you may convert 1 Hide to 1 Leather."),
    Space("linen_weaver", "Linen Weaver", _W,
          "Per Weaving Loom, you may convert 1 Flax to 1 Linen."),
    Space("butcher", "Butcher", _W,
          "Per Slaughtering Table, you may convert 1 Animal to 3 Food and 2 Hides "
          "(+1 Food per Cattle)."),
    Space("cattle_trader", "Cattle Trader", _W,
          "Take 2 Grain and 1 Sheep, and 1 Cattle or 1 Horse."),
    Space("winter_grocer", "Grocer", _W,
          "Cut 1 Peat off a Moor. Take 1 Animal of any type, 1 Wood and 1 Clay."),
    Space("builders_merchant", "Builder's Merchant", _W,
          "Take 2 Hides, 1 Wood or 1 Clay, and 1 Timber or 1 Brick."),
    Space("potter", "Potter", _W,
          "Per Pottery Wheel, you may convert 1 Clay to 3 Food and 1 Peat."),
    Space("baker", "Baker", _W,
          "Per Oven, you may convert 1 Grain and 1 Peat to 6 Food (Flax for Grain and "
          "Wood for Peat only when you have none)."),
    Space("wood_trader", "Wood Trader", _W,
          "Pay 1 Food (Grain if you have no Food) and either take 4 Wood or build a Building.",
          food=1, grain_for_food=True),
    Space("winter_master", "Master", _W,
          "Per Workbench, move a different Tool indicator one space right, paying its cost."),
    Space("wainwright", "Wainwright", _W,
          "Build a Vehicle and/or a Peat Boat (1 Wood)."),
    Space("winter_carpenter", "Carpenter", _W,
          "Either build a Stall for 2 Clay and 1 Grain, or turn a Stall into a Stable for "
          "2 Bricks."),
    Space("dike_warden", "Dike Warden", _W,
          "Flip over a tile with the arrow symbol for free, and build 1 Dike."),
    Space("winter_laborer", "Laborer", _W,
          "Pay 2 Food and either build a Building, or imitate an occupied Winter space.",
          food=2),
)

SPACES: Mapping[str, Space] = MappingProxyType({s.key: s for s in _SPACES})
SPACE_ORDER: tuple[str, ...] = tuple(SPACES)
LABORERS: frozenset[str] = frozenset({"summer_laborer", "winter_laborer"})


def season_of(half_year: int) -> str:
    """Odd half-years are Summer, even ones Winter (rulebook "Phase 2")."""
    return SUMMER if half_year % 2 else WINTER

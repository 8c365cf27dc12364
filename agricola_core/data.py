"""The components of the Agricola family game as data: action spaces, round cards,
Major Improvements and the scoring table (sources in docs/agricola.md)."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

BUILDING = ("wood", "clay", "reed", "stone")
CROPS = ("grain", "vegetable")
GOODS = (*BUILDING, *CROPS, "food")
ANIMALS = ("sheep", "boar", "cattle")
ANIMAL_NAMES: Final = MappingProxyType({"sheep": "sheep", "boar": "wild boar",
                                        "cattle": "cattle"})
ROUNDS = 14
HARVEST_ROUNDS = frozenset({4, 7, 9, 11, 13, 14})
MAX_FAMILY = 5
MAX_STABLES = 4
MAX_FENCES = 15


@dataclass(frozen=True, slots=True)
class Space:
    """An action space.

    ``take`` goods are fixed gains; ``stock`` goods are added every round and taken all
    at once (an accumulating space). ``effect`` names a mandatory first effect
    (``renovate``, ``grow``, ``grow_without_room``, ``start_player``); ``choose`` asks
    for ``choose`` different building resources; ``parts`` are the optional sub-actions
    ("A and/or B"), of which the player must perform at least one unless ``effect``
    already acted."""

    id: str
    label: str
    take: tuple[tuple[str, int], ...] = ()
    stock: tuple[tuple[str, int], ...] = ()
    effect: str = ""
    choose: int = 0
    parts: tuple[str, ...] = ()


# Board 1, family side: every player count.
BOARD: Final = (
    Space("build", "Build rooms and/or stables", parts=("rooms", "stables")),
    Space("starting_player", "Starting player and storehouse", effect="start_player",
          stock=(("food", 1),)),
    Space("grain", "Take 1 grain", take=(("grain", 1),)),
    Space("plow", "Plow 1 field", parts=("plow",)),
    Space("stable_bake", "Build 1 stable and/or bake bread", parts=("stable", "bake")),
    Space("day_laborer", "Day laborer: 1 food and 1 building resource", take=(("food", 1),),
          choose=1),
    Space("wood3", "3 wood", stock=(("wood", 3),)),
    Space("clay1", "1 clay", stock=(("clay", 1),)),
    Space("reed1", "1 reed", stock=(("reed", 1),)),
    Space("fishing", "Fishing", stock=(("food", 1),)),
)
TWO_DIFFERENT = Space("two_resources", "Take 2 different building resources", choose=2)
# The green action cards beside board 1 (none with 1 or 2 players).
CARDS: Final = MappingProxyType({
    1: (), 2: (),
    3: (Space("wood2", "2 wood", stock=(("wood", 2),)),
        Space("clay1b", "1 clay", stock=(("clay", 1),)),
        Space("one_resource", "Take 1 building resource", choose=1),
        TWO_DIFFERENT),
    4: (Space("wood1", "1 wood", stock=(("wood", 1),)),
        Space("wood2", "2 wood", stock=(("wood", 2),)),
        Space("clay2", "2 clay", stock=(("clay", 2),)),
        Space("reed_stone_food", "1 reed, 1 stone and 1 food",
              take=(("reed", 1), ("stone", 1), ("food", 1))),
        Space("traveling_players", "Traveling players", stock=(("food", 1),)),
        TWO_DIFFERENT),
})
# The 14 round cards by stage; each stage's cards come up in a random order.
STAGES: Final = (
    (Space("sow_bake", "Sow and/or bake bread", parts=("sow", "bake")),
     Space("fences", "Fences", parts=("fences",)),
     Space("major", "Major improvement", parts=("major",)),
     Space("sheep", "1 sheep", stock=(("sheep", 1),))),
    (Space("family_growth", "Family growth", effect="grow"),
     Space("renovation_major", "Renovation, then major improvement", effect="renovate",
           parts=("major",)),
     Space("stone_a", "1 stone", stock=(("stone", 1),))),
    (Space("vegetable", "Take 1 vegetable", take=(("vegetable", 1),)),
     Space("boar", "1 wild boar", stock=(("boar", 1),))),
    (Space("stone_b", "1 stone", stock=(("stone", 1),)),
     Space("cattle", "1 cattle", stock=(("cattle", 1),))),
    (Space("plow_sow", "Plow 1 field and/or sow", parts=("plow", "sow")),
     Space("urgent_growth", "Family growth even without room", effect="grow_without_room")),
    (Space("renovation_fences", "Renovation, then fences", effect="renovate",
           parts=("fences",)),),
)
SOLO_WOOD = 2  # the "3 wood" space adds 2 wood a round in the solo game

ROOM_COST = 5  # of the house's material, plus ROOM_REED reed
ROOM_REED = 2
RENOVATION_REED = 1
NEXT_MATERIAL: Final = MappingProxyType({"wood": "clay", "clay": "stone"})
STABLE_COST: Final = MappingProxyType({"stables": 2, "stable": 1})  # wood, by sub-action
SOW_YIELD: Final = MappingProxyType({"grain": 3, "vegetable": 2})


@dataclass(frozen=True, slots=True)
class Major:
    """A Major Improvement: cost, points and what it does (rates in food)."""

    id: str
    name: str
    cost: tuple[tuple[str, int], ...]
    points: int
    cook: tuple[tuple[str, int], ...] = ()  # at any time: good or animal -> food
    bake_rate: int = 0  # any number of grain on a bake action
    oven: tuple[int, ...] = ()  # limited grain slots on a bake action
    craft: tuple[str, int] = ("", 0)  # one good a harvest -> food
    bonus: tuple[int, ...] = ()  # supply thresholds for 1, 2, 3 bonus points
    upgrade_from: tuple[str, ...] = ()  # majors that may be returned instead of the cost
    well: int = 0  # rounds after this one that get 1 food


_FIREPLACE = (("vegetable", 2), ("sheep", 2), ("boar", 2), ("cattle", 3))
_HEARTH = (("vegetable", 3), ("sheep", 2), ("boar", 3), ("cattle", 4))
MAJORS: Final = MappingProxyType({m.id: m for m in (
    Major("fireplace_2", "Fireplace (2 clay)", (("clay", 2),), 1, _FIREPLACE, 2),
    Major("fireplace_3", "Fireplace (3 clay)", (("clay", 3),), 1, _FIREPLACE, 2),
    Major("hearth_4", "Cooking Hearth (4 clay)", (("clay", 4),), 1, _HEARTH, 3,
          upgrade_from=("fireplace_2", "fireplace_3")),
    Major("hearth_5", "Cooking Hearth (5 clay)", (("clay", 5),), 1, _HEARTH, 3,
          upgrade_from=("fireplace_2", "fireplace_3")),
    Major("clay_oven", "Clay Oven", (("clay", 3), ("stone", 1)), 2, oven=(5,)),
    Major("stone_oven", "Stone Oven", (("clay", 1), ("stone", 3)), 3, oven=(4, 4)),
    Major("joinery", "Joinery", (("wood", 2), ("stone", 2)), 2, craft=("wood", 2),
          bonus=(3, 5, 7)),
    Major("pottery", "Pottery", (("clay", 2), ("stone", 2)), 2, craft=("clay", 2),
          bonus=(3, 5, 7)),
    Major("basketmaker", "Basketmaker's Workshop", (("reed", 2), ("stone", 2)), 2,
          craft=("reed", 3), bonus=(2, 4, 5)),
    Major("well", "Well", (("wood", 1), ("stone", 3)), 4, well=5),
)})

# Score sheet: the least count for 1, 2, 3 and 4 points; below the first: -1 point.
SCORE_STEPS: Final = MappingProxyType({
    "fields": (2, 3, 4, 5),
    "pastures": (1, 2, 3, 4),
    "grain": (1, 4, 6, 8),
    "vegetables": (1, 2, 3, 4),
    "sheep": (1, 4, 6, 8),
    "wild boar": (1, 3, 5, 7),
    "cattle": (1, 2, 4, 6),
})
ROOM_POINTS: Final = MappingProxyType({"wood": 0, "clay": 1, "stone": 2})
CATEGORIES = (*SCORE_STEPS, "unused spaces", "fenced stables", "clay and stone rooms",
              "family members", "begging cards", "improvements", "bonus points")

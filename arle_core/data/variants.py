"""The two rulesets as one table of values (docs/rules-notes.md "Two rulesets, one engine").

Code reads ``VARIANTS[name]``; it never branches on the variant's name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType


@dataclass(frozen=True, slots=True)
class Variant:
    key: str
    label: str
    # Milking: Food for Sheep counts (1/2/3 Food at these thresholds) and for Cattle.
    milk_sheep: tuple[int, int, int]
    milk_cattle: tuple[int, int, int]
    # Colonist's House pays this good (x2); Weaving Mill's alternative to Flax.
    colonist_house_pays: str
    weaving_mill_alt: str
    # Sluice Yard Inn: Fish Trap indicator moves this many spaces.
    sluice_yard_fish_traps: int
    # Peat Cutter (and every multi "Cut Peat"): the player chooses how many when True.
    cut_peat_choose_count: bool
    # Full barn, a new Vehicle or Peat Boat (↻3): a piece of any size may be discarded
    # if everything still fits when True, otherwise one of equal size. (A Plow, ↻1: any.)
    barn_discard_any_size: bool
    # VP of Winter Wear / Leather Wear.
    winter_wear_vp: float
    leather_wear_vp: float
    # The small dehydrated moor's VP while on the board.
    small_moor_vp: int
    # End of the Work Phase: declarations in the next half-year's order when True
    # (Yucata's extra loading turn), otherwise in this half-year's order.
    end_turn_next_order: bool


VARIANTS: Mapping[str, Variant] = MappingProxyType({
    "printed": Variant(
        key="printed", label="Printed rulebook",
        milk_sheep=(2, 5, 7), milk_cattle=(1, 3, 5),
        colonist_house_pays="woolen", weaving_mill_alt="woolen",
        sluice_yard_fish_traps=1, cut_peat_choose_count=True,
        barn_discard_any_size=False, winter_wear_vp=2, leather_wear_vp=2,
        small_moor_vp=-1, end_turn_next_order=False,
    ),
    "yucata": Variant(
        key="yucata", label="Yucata rules",
        milk_sheep=(2, 5, 8), milk_cattle=(1, 3, 5),
        colonist_house_pays="wool", weaving_mill_alt="wool",
        sluice_yard_fish_traps=2, cut_peat_choose_count=False,
        barn_discard_any_size=True, winter_wear_vp=2.5, leather_wear_vp=2.5,
        small_moor_vp=-3, end_turn_next_order=True,
    ),
})

"""Equipment, vehicle loading geometry and the barn, as tables plus pure checks.

Sources: rulebook "Loading Vehicles", "Details on Vehicles", "Index of Equipment and
Tools", ↻3/↻4 of "Further Details on the Action Spaces"; docs/rules-notes.md ("Vehicle spaces",
"Limited supply", the variant table). No game state lives here.

Product decision (loading): the rulebook lets a player load "the spaces of a Vehicle
at the same or at different points in time" and does not say where on a vehicle a tile
must go. We treat the tiles on one vehicle as freely rearrangeable, so a vehicle's load
is a multiset of tile sizes, and a new tile may be loaded whenever *some* arrangement of
all its tiles fits. (A player could always have chosen that arrangement in the first
place; this avoids punishing an arbitrary early placement.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from types import MappingProxyType

from .data.destinations import DESTINATIONS
from .data.variants import VARIANTS

# --------------------------------------------------------------------------- equipment

SMALL_EQUIPMENT = "small_equipment"  # Plow, Peat Boat ("not considered Vehicles")
SMALL_VEHICLE = "small_vehicle"  # Handcart, Wagon
LARGE_VEHICLE = "large_vehicle"  # Cart, Horse Cart, Carriage, Droshky

SMALL, LARGE = "small", "large"  # size of a barn parking space
BARN_SIZE: Mapping[str, str] = MappingProxyType(
    {SMALL_EQUIPMENT: SMALL, SMALL_VEHICLE: SMALL, LARGE_VEHICLE: LARGE})

_NO_COST: Mapping[str, int] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class EquipmentRow:
    """A piece of equipment ("Index of Equipment and Tools").

    The cost is ``cost`` plus, when ``cost_one_of`` is not empty, exactly one of its
    entries (the Plow: "1 Wood and either 1 Cattle or 1 Horse"). :attr:`costs` lists the
    complete alternatives. ``flip`` is the face this one may be turned into for free
    (↻4); ``supply`` names the physical double-sided tile, whose count is limited
    (:data:`EQUIPMENT_SUPPLY`).
    """

    key: str
    label: str
    category: str
    cost: Mapping[str, int]
    vp: int
    flip: str | None
    supply: str
    cost_one_of: tuple[Mapping[str, int], ...] = ()

    @property
    def barn_size(self) -> str:
        """``"small"`` or ``"large"``: which barn parking spaces it needs."""
        return BARN_SIZE[self.category]

    @property
    def is_vehicle(self) -> bool:
        """"Plows and Peat Boats are not considered Vehicles.\""""
        return self.category != SMALL_EQUIPMENT

    @property
    def costs(self) -> tuple[Mapping[str, int], ...]:
        """Every complete way to pay, e.g. Plow: 1 Wood + 1 Cattle, or 1 Wood + 1 Horse."""
        if not self.cost_one_of:
            return (self.cost,)
        return tuple(MappingProxyType({**self.cost, **alt}) for alt in self.cost_one_of)


def _c(**goods: int) -> Mapping[str, int]:
    return MappingProxyType(goods)


EQUIPMENT: Mapping[str, EquipmentRow] = MappingProxyType({
    row.key: row for row in (
        # "Plow | Small piece of Equipment | 1 Wood and 1 Horse/Cattle | 3"
        EquipmentRow("plow", "Plow", SMALL_EQUIPMENT, _c(wood=1), 3, None, "peat_boat",
                     cost_one_of=(_c(cattle=1), _c(horse=1))),
        # "Peat Boat | Small piece of Equipment | 1 Wood | 1"
        EquipmentRow("peat_boat", "Peat Boat", SMALL_EQUIPMENT, _c(wood=1), 1, "plow",
                     "peat_boat"),
        # "Handcart | Small Vehicle | 2 Wood | 0"
        EquipmentRow("handcart", "Handcart", SMALL_VEHICLE, _c(wood=2), 0, "wagon", "handcart"),
        # "Wagon | Small Vehicle | 4 Wood | 1"
        EquipmentRow("wagon", "Wagon", SMALL_VEHICLE, _c(wood=4), 1, None, "handcart"),
        # "Cart | Large Vehicle | 5 Wood and 1 Horse | 1"
        EquipmentRow("cart", "Cart", LARGE_VEHICLE, _c(wood=5, horse=1), 1, "horse_cart", "cart"),
        # "Horse Cart | Large Vehicle | 7 Wood and 1 Horse | 2"
        EquipmentRow("horse_cart", "Horse Cart", LARGE_VEHICLE, _c(wood=7, horse=1), 2, None,
                     "cart"),
        # "Carriage | Large Vehicle | 4 Wood and 2 Horses | 4"
        EquipmentRow("carriage", "Carriage", LARGE_VEHICLE, _c(wood=4, horse=2), 4, "droshky",
                     "carriage"),
        # "Droshky | Large Vehicle | 6 Wood and 2 Horses | 5"
        EquipmentRow("droshky", "Droshky", LARGE_VEHICLE, _c(wood=6, horse=2), 5, None,
                     "carriage"),
    )
})
EQUIPMENT_ORDER: tuple[str, ...] = tuple(EQUIPMENT)
VEHICLES: tuple[str, ...] = tuple(k for k, r in EQUIPMENT.items() if r.is_vehicle)
# ↻3 "a new Vehicle or Peat Boat" replaces a piece "of equal size"; ↻1 (the Plow) does not.
EQUAL_SIZE_KINDS: frozenset[str] = frozenset((*VEHICLES, "peat_boat"))

# The physical double-sided tiles and how many the Supply Board holds (docs/rules-notes.md
# "Limited supply"), keyed like ``EquipmentRow.supply``.
EQUIPMENT_SUPPLY: Mapping[str, int] = MappingProxyType(
    {"peat_boat": 6, "handcart": 2, "cart": 3, "carriage": 3})

# "Subtract 3 VP unless you have at least one Large Vehicle in your Barn."
NO_LARGE_VEHICLE_VP = -3

# --------------------------------------------------------------------------- loading

SINGLE, DOUBLE = 1, 2  # units of a vehicle space

# docs/rules-notes.md "Vehicle spaces", in order (S = 1, D = 2).
VEHICLE_SPACES: Mapping[str, tuple[int, ...]] = MappingProxyType({
    "handcart": (SINGLE,),
    "wagon": (SINGLE, SINGLE),
    "cart": (SINGLE, SINGLE, SINGLE),
    "horse_cart": (SINGLE, SINGLE, SINGLE, SINGLE),
    "carriage": (SINGLE, DOUBLE),
    "droshky": (SINGLE, DOUBLE, SINGLE),
})

# "On the Large Vehicles, you can consider multiple adjacent spaces as one large space";
# "You cannot combine the Single Spaces of the Wagon."
COMBINES_SPACES: Mapping[str, bool] = MappingProxyType(
    {k: EQUIPMENT[k].category == LARGE_VEHICLE for k in VEHICLE_SPACES})

# What a good becomes on a vehicle ("Loading Vehicles": "immediately turn them to their
# reverse side"), Peat only with the Loading Station, and the extra cost of Clay
# ("When placing Clay on a Vehicle, you must also pay 1 Peat").
LOAD_UPGRADE: Mapping[str, str] = MappingProxyType({
    "wood": "timber", "clay": "brick", "peat": "peat",
    "linen": "summer_wear", "woolen": "winter_wear", "leather": "leather_wear",
})
LOAD_EXTRA_COST: Mapping[str, Mapping[str, int]] = MappingProxyType({"clay": _c(peat=1)})

# Tile sizes in units: Timber, Brick, Peat and the size-1 destinations take a Single
# Space; clothing 2 adjacent units; destinations their printed size.
LOAD_SIZE: Mapping[str, int] = MappingProxyType({
    "timber": 1, "brick": 1, "peat": 1,
    "summer_wear": 2, "winter_wear": 2, "leather_wear": 2,
    **{d.key: d.size for d in DESTINATIONS.values()},
})


def _runs(spaces: tuple[int, ...], combine: bool) -> list[tuple[int, int, int]]:
    """(start, end, units) of every contiguous run of spaces a tile may occupy."""
    if not combine:
        return [(i, i + 1, u) for i, u in enumerate(spaces)]
    out = []
    for i in range(len(spaces)):
        units = 0
        for j in range(i, len(spaces)):
            units += spaces[j]
            out.append((i, j + 1, units))
    return out


@cache
def _place(spaces: tuple[int, ...], combine: bool, start: int, sizes: tuple[int, ...]) -> bool:
    """Can ``sizes`` (sorted) go on ``spaces[start:]``, each tile on a run of spaces
    whose units sum exactly to its size? Double spaces are never split."""
    if not sizes:
        return True
    if start >= len(spaces):
        return False
    if _place(spaces, combine, start + 1, sizes):  # leave this space empty
        return True
    for i, end, units in _runs(spaces, combine):
        if i != start or units not in sizes:
            continue
        rest = list(sizes)
        rest.remove(units)
        if _place(spaces, combine, end, tuple(rest)):
            return True
    return False


@lru_cache(maxsize=4096)
def _can_hold(kind: str, sizes: tuple[int, ...]) -> bool:
    spaces = VEHICLE_SPACES[kind]
    if sum(sizes) > sum(spaces) or any(s <= 0 for s in sizes):
        return False
    return _place(spaces, COMBINES_SPACES[kind], 0, tuple(sorted(sizes)))


def can_hold(kind: str, sizes: tuple[int, ...]) -> bool:
    """Does some arrangement put tiles of these ``sizes`` on vehicle ``kind``?

    Rulebook "Loading Vehicles": a tile covers adjacent spaces whose units add up to its
    size; only Large Vehicles combine spaces ("You cannot combine the Single Spaces of
    the Wagon"); "You may not place Timber, Bricks, or small Travel Destinations" on a
    Double Space, and "you cannot split the Double Space". Tiles on one vehicle may be
    rearranged (module docstring), so ``sizes`` is a multiset.
    """
    return _can_hold(kind, sizes)


def fits_more(kind: str, loaded_sizes: tuple[int, ...], new_size: int) -> bool:
    """May a tile of ``new_size`` be added to a vehicle already carrying ``loaded_sizes``?"""
    return _can_hold(kind, (*loaded_sizes, new_size))


# --------------------------------------------------------------------------- the barn

# "There are 4 Parking Spaces in your Barn designated for Small Vehicles and other pieces
# of Equipment ..., and 3 spaces for Large Vehicles. (Alternatively, the bottommost
# Parking Space can be used for a small piece of Equipment instead of a Large Vehicle.)"
BARN_SMALL_SPACES = 4
BARN_LARGE_SPACES = 3
BARN_FLEX_SPACES = 1  # large spaces that may take a small piece instead


def barn_fits(counts_small: int, counts_large: int) -> bool:
    """Do this many small and large pieces fit in the barn ("Space is limited in the
    barn")? Small: Plow, Peat Boat, Handcart, Wagon; large: the Large Vehicles."""
    if counts_small < 0 or counts_large < 0 or counts_large > BARN_LARGE_SPACES:
        return False
    spill = max(0, counts_small - BARN_SMALL_SPACES)
    return spill <= BARN_FLEX_SPACES and counts_large + spill <= BARN_LARGE_SPACES


def _barn_counts(kinds: tuple[str, ...]) -> tuple[int, int]:
    small = sum(1 for k in kinds if EQUIPMENT[k].barn_size == SMALL)
    return small, len(kinds) - small


def discard_choices(barn: tuple[str, ...], new_kind: str, variant: str) -> list[str] | None:
    """Which pieces may be returned to make room for ``new_kind``.

    ``None`` when the new piece fits without returning anything. Otherwise the distinct
    kinds (table order) whose return makes room. Printed rulebook (↻3): "If you have no
    space left in your Barn for a new Vehicle or Peat Boat, you must first get rid of
    another piece of Equipment of equal size." A Plow (↻1) only needs "another piece of
    Equipment": any piece whose return makes room (:data:`EQUAL_SIZE_KINDS`). Yucata
    ("Variant" list): "you may also discard a piece of Equipment of a different size ...
    (provided that by rearranging your Equipment each piece still has a valid place)". The
    rule is read from
    ``VARIANTS[variant].barn_discard_any_size``.
    """
    if barn_fits(*_barn_counts((*barn, new_kind))):
        return None
    any_size = VARIANTS[variant].barn_discard_any_size or new_kind not in EQUAL_SIZE_KINDS
    size = EQUIPMENT[new_kind].barn_size
    out: list[str] = []
    for kind in EQUIPMENT_ORDER:
        if kind not in barn or (not any_size and EQUIPMENT[kind].barn_size != size):
            continue
        rest = list(barn)
        rest.remove(kind)
        if barn_fits(*_barn_counts((*rest, new_kind))):
            out.append(kind)
    return out

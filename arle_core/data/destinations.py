"""The 9 Travel Destination tiles and the Travel Experience VP table.

Sources: rulebook "Index of Travel Destination Tiles" (quoted per item below) and
"Travel Experience"; docs/rules-notes.md "Travel destination sizes" and "Travel Experience VP".

"You may only place a Travel Destination Tile on one of your Vehicles if you immediately
sell at least one of the depicted items. Each item on the tile can only be sold once.
You cannot sell things that are not depicted on the tile. The proceeds from the sale are
always some amount of Food." Payment is data the engine interprets:

* ``pay``: goods always paid from the personal supply (goods track included; never from
  a vehicle, "you cannot sell goods from your Vehicles");
* ``pay_one_of``: when not empty, the player also pays exactly one of these;
* ``special``: a tag naming what the item takes. ``""`` for plain goods; for choices
  paid in goods (``any_animal``, ``pair_same_animal``, ``any_wear``) the goods are in
  ``pay_one_of``; components that are not goods (``field``, ``plow``, ``peat_boat``,
  ``moor``) are taken by the engine and have no goods payment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

# Specials (what the engine must interpret beyond plain goods).
FIELD = "field"  # remove a Field (Grain or Flax) from the home board
PLOW = "plow"  # return a Plow from the barn to the Supply Board
PEAT_BOAT = "peat_boat"  # return a Peat Boat from the barn to the Supply Board
MOOR = "moor"  # remove a Moor tile from the home board, either side, Peat lost
ANY_ANIMAL = "any_animal"  # 1 animal of any type
PAIR_SAME_ANIMAL = "pair_same_animal"  # 2 animals of the same type
ANY_WEAR = "any_wear"  # 1 Summer, Winter or Leather Wear
SPECIALS: tuple[str, ...] = (FIELD, PLOW, PEAT_BOAT, MOOR, ANY_ANIMAL, PAIR_SAME_ANIMAL, ANY_WEAR)
COMPONENT_SPECIALS: tuple[str, ...] = (FIELD, PLOW, PEAT_BOAT, MOOR)

FOOD_CAP = 30  # "you cannot store more than 30 Food"; Bremen: "any excess Food is lost"

_NOTHING: Mapping[str, int] = MappingProxyType({})


def _g(**goods: int) -> Mapping[str, int]:
    return MappingProxyType(goods)


@dataclass(frozen=True, slots=True)
class SaleItem:
    """One depicted item: what the player gives and the Food received (sold once)."""

    key: str
    label: str
    food: int
    pay: Mapping[str, int] = field(default_factory=lambda: _NOTHING)
    pay_one_of: tuple[Mapping[str, int], ...] = ()
    special: str = ""

    @property
    def payments(self) -> tuple[Mapping[str, int], ...]:
        """Every complete goods payment (a single empty one for component specials)."""
        if not self.pay_one_of:
            return (self.pay,)
        return tuple(MappingProxyType({**self.pay, **alt}) for alt in self.pay_one_of)


@dataclass(frozen=True, slots=True)
class Destination:
    """A Travel Destination tile: its size (vehicle units = track spaces covered), how
    many of its items may be sold in one visit, and its items."""

    key: str
    name: str
    size: int
    min_items: int
    max_items: int
    items: tuple[SaleItem, ...]

    def item(self, key: str) -> SaleItem:
        for it in self.items:
            if it.key == key:
                return it
        raise KeyError(f"{self.name} sells no {key!r}")


_ONE_ANIMAL = (_g(sheep=1), _g(cattle=1), _g(horse=1))
_TWO_ANIMALS = (_g(sheep=2), _g(cattle=2), _g(horse=2))
_ONE_WEAR = (_g(summer_wear=1), _g(winter_wear=1), _g(leather_wear=1))

_TABLE: tuple[Destination, ...] = (
    # "Hage (1): Immediately remove a Field from your Home Board and receive 1 Food."
    Destination("hage", "Hage", 1, 1, 1, (
        SaleItem("field", "a Field from your Home Board", 1, special=FIELD),
    )),
    # "Beemoor (1): Remove 1 Peat from your supply (but not from your Home Board) and
    # receive 2 Food."
    Destination("beemoor", "Beemoor", 1, 1, 1, (
        SaleItem("peat", "1 Peat from your supply", 2, _g(peat=1)),
    )),
    # "Dornum (1): Return a Plow from your Barn to the Supply Board and receive 8 Food."
    Destination("dornum", "Dornum", 1, 1, 1, (
        SaleItem("plow", "a Plow from your Barn", 8, special=PLOW),
    )),
    # "Norden (2): Sell 1 to 3 of the depicted items. You receive 4 Food for a Sheep and
    # 7 Food for Winter Wear. Additionally or alternatively, return a Peat Boat from your
    # Barn to the Supply Board and receive 5 Food."
    Destination("norden", "Norden", 2, 1, 3, (
        SaleItem("sheep", "a Sheep", 4, _g(sheep=1)),
        SaleItem("winter_wear", "Winter Wear", 7, _g(winter_wear=1)),
        SaleItem("peat_boat", "a Peat Boat from your Barn", 5, special=PEAT_BOAT),
    )),
    # "Aurich (2): Sell 1 to 3 of the depicted items. You receive 4 Food for Leather
    # (which you cannot replace with Leather Wear), 5 Food for a Horse, and 4 Food for an
    # Animal of any type (which may be another Horse)."
    Destination("aurich", "Aurich", 2, 1, 3, (
        SaleItem("leather", "Leather", 4, _g(leather=1)),
        SaleItem("horse", "a Horse", 5, _g(horse=1)),
        SaleItem("any_animal", "an Animal of any type", 4, pay_one_of=_ONE_ANIMAL,
                 special=ANY_ANIMAL),
    )),
    # "Esens (2): Sell 1 to 3 of the depicted items. You receive 4 Food for 2 Grain (you
    # cannot sell a single Grain), 2 Food for a Hide, and 4 Food for Woolen."
    Destination("esens", "Esens", 2, 1, 3, (
        SaleItem("grain", "2 Grain", 4, _g(grain=2)),
        SaleItem("hide", "a Hide", 2, _g(hide=1)),
        SaleItem("woolen", "Woolen", 4, _g(woolen=1)),
    )),
    # "Emden (3): Sell 1 to 4 of the depicted items. You receive 7 Food each for Winter
    # and Leather Wear, and 6 Food for Summer Wear. Additionally or alternatively, you can
    # remove 1 Peat from your supply (but not from your Home Board) and receive 3 Food."
    Destination("emden", "Emden", 3, 1, 4, (
        SaleItem("winter_wear", "Winter Wear", 7, _g(winter_wear=1)),
        SaleItem("leather_wear", "Leather Wear", 7, _g(leather_wear=1)),
        SaleItem("summer_wear", "Summer Wear", 6, _g(summer_wear=1)),
        SaleItem("peat", "1 Peat from your supply", 3, _g(peat=1)),
    )),
    # "Leer (3): Sell 1 to 4 of the depicted items. You receive 2 Food for Flax, 3 Food
    # for Linen (which you cannot replace with Summer Wear), 5 Food for Cattle, and 6 Food
    # for either Summer, Winter or Leather Wear."
    Destination("leer", "Leer", 3, 1, 4, (
        SaleItem("flax", "Flax", 2, _g(flax=1)),
        SaleItem("linen", "Linen", 3, _g(linen=1)),
        SaleItem("cattle", "a Cattle", 5, _g(cattle=1)),
        SaleItem("wear", "Summer, Winter or Leather Wear", 6, pay_one_of=_ONE_WEAR,
                 special=ANY_WEAR),
    )),
    # "Bremen (4): Sell 1 to 5 of the depicted items. You receive 5 Food for Timber, 9
    # Food for 2 Animals of the same type, 12 Food for a set of Linen, Woolen and Leather,
    # and 30 Food (any excess Food is lost) for a set of Summer, Winter and Leather Wear.
    # Additionally or alternatively, you may remove a Moor Tile from your Home Board ...
    # You do not receive any Food for this."
    Destination("bremen", "Bremen", 4, 1, 5, (
        SaleItem("timber", "Timber", 5, _g(timber=1)),
        SaleItem("animal_pair", "2 Animals of the same type", 9, pay_one_of=_TWO_ANIMALS,
                 special=PAIR_SAME_ANIMAL),
        SaleItem("fabric_set", "a set of Linen, Woolen and Leather", 12,
                 _g(linen=1, woolen=1, leather=1)),
        SaleItem("wear_set", "a set of Summer, Winter and Leather Wear", 30,
                 _g(summer_wear=1, winter_wear=1, leather_wear=1)),
        SaleItem("moor", "a Moor tile from your Home Board", 0, special=MOOR),
    )),
)

DESTINATIONS: Mapping[str, Destination] = MappingProxyType({d.key: d for d in _TABLE})
DESTINATION_ORDER: tuple[str, ...] = tuple(DESTINATIONS)

# --------------------------------------------------------------------------- experience

TRAVEL_TRACK_SPACES = 19  # "The Travel Experience Track ... has 19 spaces."

# VP by spaces covered (index). docs/rules-notes.md "Travel Experience VP" (unconfirmed against
# the printed board; one independent implementation): 0-1 -> 0, 2 -> 1, 3-5 -> 3,
# 6-8 -> 4, 9+ -> floor(spaces / 2) + 1 (so 18-19 -> 10).
TRAVEL_VP: tuple[int, ...] = (
    0, 0, 1, 3, 3, 3, 4, 4, 4,  # 0..8
    5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,  # 9..19
)


def travel_points(spaces: int) -> int:
    """Travel Experience VP for ``spaces`` covered on the 19-space track ("The first
    empty space above those tiles indicates the number of Victory Points")."""
    if spaces < 0:
        raise ValueError(f"negative travel experience: {spaces}")
    return TRAVEL_VP[min(spaces, TRAVEL_TRACK_SPACES)]

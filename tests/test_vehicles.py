"""Rulebook "Loading Vehicles", "Details on Vehicles", "Index of Equipment and Tools",
"Space is limited in the barn" and docs/rules-notes.md "Vehicle spaces": arle_core.vehicles."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arle_core.data.destinations import DESTINATIONS
from arle_core.vehicles import (
    BARN_LARGE_SPACES,
    BARN_SMALL_SPACES,
    COMBINES_SPACES,
    EQUAL_SIZE_KINDS,
    EQUIPMENT,
    EQUIPMENT_SUPPLY,
    LARGE,
    LARGE_VEHICLE,
    LOAD_EXTRA_COST,
    LOAD_SIZE,
    LOAD_UPGRADE,
    NO_LARGE_VEHICLE_VP,
    SMALL,
    SMALL_EQUIPMENT,
    SMALL_VEHICLE,
    VEHICLE_SPACES,
    VEHICLES,
    barn_fits,
    can_hold,
    discard_choices,
    fits_more,
)

TIMBER = LOAD_SIZE["timber"]
WEAR = LOAD_SIZE["summer_wear"]

# --------------------------------------------------------------------------- equipment


@pytest.mark.parametrize(
    ("kind", "category", "cost", "vp"),
    [
        ("peat_boat", SMALL_EQUIPMENT, {"wood": 1}, 1),
        ("handcart", SMALL_VEHICLE, {"wood": 2}, 0),
        ("wagon", SMALL_VEHICLE, {"wood": 4}, 1),
        ("cart", LARGE_VEHICLE, {"wood": 5, "horse": 1}, 1),
        ("horse_cart", LARGE_VEHICLE, {"wood": 7, "horse": 1}, 2),
        ("carriage", LARGE_VEHICLE, {"wood": 4, "horse": 2}, 4),
        ("droshky", LARGE_VEHICLE, {"wood": 6, "horse": 2}, 5),
    ],
)
def test_equipment_table_costs_and_vp(kind: str, category: str, cost: dict[str, int],
                                      vp: int) -> None:
    """"Index of Equipment and Tools" and ↻3: "Handcart (0 VP): 2 Wood, Wagon (1 VP): 4
    Wood, Cart (1 VP): 5 Wood, 1 Horse, Horse Cart (2 VP): 7 Wood, 1 Horse, Carriage
    (4 VP): 4 Wood, 2 Horses, Droshky (5 VP): 6 Wood, 2 Horses"; "a Peat Boat costs 1
    Wood"."""
    row = EQUIPMENT[kind]
    assert row.key == kind
    assert row.category == category
    assert dict(row.cost) == cost
    assert [dict(c) for c in row.costs] == [cost]
    assert row.vp == vp


def test_plow_costs_wood_and_cattle_or_horse() -> None:
    """↻1: "A Plow costs 1 Wood and either 1 Cattle or 1 Horse"; 3 VP, small equipment."""
    plow = EQUIPMENT["plow"]
    assert plow.category == SMALL_EQUIPMENT
    assert plow.vp == 3
    assert dict(plow.cost) == {"wood": 1}
    assert [dict(c) for c in plow.cost_one_of] == [{"cattle": 1}, {"horse": 1}]
    assert [dict(c) for c in plow.costs] == [{"wood": 1, "cattle": 1}, {"wood": 1, "horse": 1}]


def test_equipment_order_and_vehicles() -> None:
    """"Plows and Peat Boats are not considered Vehicles"; 6 types of Vehicles."""
    assert tuple(EQUIPMENT) == ("plow", "peat_boat", "handcart", "wagon", "cart",
                                "horse_cart", "carriage", "droshky")
    assert VEHICLES == ("handcart", "wagon", "cart", "horse_cart", "carriage", "droshky")
    assert not EQUIPMENT["plow"].is_vehicle and not EQUIPMENT["peat_boat"].is_vehicle
    assert {k: r.label for k, r in EQUIPMENT.items()}["horse_cart"] == "Horse Cart"


def test_flips_and_supply_groups() -> None:
    """↻4 "Arrow Symbol" upgrades for free (Peat Boat -> Plow, Handcart -> Wagon, Cart ->
    Horse Cart, Carriage -> Droshky); both faces share one limited tile (docs/rules-notes.md
    "Limited supply": Peat Boat/Plow 6, Handcart/Wagon 2, Cart/Horse Cart 3,
    Carriage/Droshky 3)."""
    flips = {k: r.flip for k, r in EQUIPMENT.items() if r.flip}
    assert flips == {"peat_boat": "plow", "handcart": "wagon", "cart": "horse_cart",
                     "carriage": "droshky"}
    for a, b in flips.items():
        assert EQUIPMENT[a].supply == EQUIPMENT[b].supply
        assert EQUIPMENT[a].barn_size == EQUIPMENT[b].barn_size  # a flip never needs room
    assert dict(EQUIPMENT_SUPPLY) == {"peat_boat": 6, "handcart": 2, "cart": 3, "carriage": 3}
    assert {r.supply for r in EQUIPMENT.values()} == set(EQUIPMENT_SUPPLY)


def test_no_large_vehicle_penalty() -> None:
    """Scoring "Equipment in the Barn": "subtract 3 VP unless you have at least one
    Large Vehicle in your Barn"."""
    assert NO_LARGE_VEHICLE_VP == -3


# --------------------------------------------------------------------------- loading


def test_vehicle_space_layouts() -> None:
    """docs/rules-notes.md "Vehicle spaces": Handcart S; Wagon S S; Cart S S S; Horse Cart S S S
    S; Carriage S D; Droshky S D S. Only Large Vehicles combine spaces."""
    assert dict(VEHICLE_SPACES) == {
        "handcart": (1,), "wagon": (1, 1), "cart": (1, 1, 1), "horse_cart": (1, 1, 1, 1),
        "carriage": (1, 2), "droshky": (1, 2, 1)}
    assert dict(COMBINES_SPACES) == {
        "handcart": False, "wagon": False, "cart": True, "horse_cart": True,
        "carriage": True, "droshky": True}


def test_load_sizes_and_upgrades() -> None:
    """"Loading Vehicles": Wood/Clay turn to Timber/Bricks, Fabrics to Clothing; Clay
    costs 1 Peat; Loading Station Peat takes a Single Space; destination sizes."""
    assert dict(LOAD_UPGRADE) == {
        "wood": "timber", "clay": "brick", "peat": "peat", "linen": "summer_wear",
        "woolen": "winter_wear", "leather": "leather_wear"}
    assert {k: dict(v) for k, v in LOAD_EXTRA_COST.items()} == {"clay": {"peat": 1}}
    assert LOAD_SIZE["timber"] == LOAD_SIZE["brick"] == LOAD_SIZE["peat"] == 1
    assert LOAD_SIZE["summer_wear"] == LOAD_SIZE["winter_wear"] == LOAD_SIZE["leather_wear"] == 2
    for key, d in DESTINATIONS.items():
        assert LOAD_SIZE[key] == d.size


def test_droshky_cannot_take_two_summer_wear() -> None:
    """"Details": "You cannot load it [a Droshky] with two Summer Ware Tiles, since you
    cannot split the Double Space in the middle to use it for two tiles.\""""
    assert not can_hold("droshky", (WEAR, WEAR))
    assert can_hold("droshky", (WEAR,))
    assert can_hold("droshky", (TIMBER, WEAR, TIMBER))  # S | D | S
    assert can_hold("droshky", (3, TIMBER))  # S+D | S
    assert not can_hold("droshky", (3, WEAR))


def test_bremen_only_on_horse_cart_or_droshky() -> None:
    """"Details on Vehicles": ""Bremen" can only be accessed by Horse Cart or Droshky due
    to its size of 4. It requires 4 Single Spaces, or 2 Single Spaces and 1 Double
    Space.\""""
    bremen = DESTINATIONS["bremen"].size
    assert {k for k in VEHICLE_SPACES if can_hold(k, (bremen,))} == {"horse_cart", "droshky"}


def test_horse_cart_hage_aurich_timber() -> None:
    """"Loading Vehicles" example: "This Horse Cart supplies Hage and Aurich with goods.
    Also ... you will get 1 Timber from it. The 2 Single Spaces in the middle were
    combined to a Double Space to fit Aurich.\""""
    hage, aurich = DESTINATIONS["hage"].size, DESTINATIONS["aurich"].size
    assert can_hold("horse_cart", (hage, aurich, TIMBER))
    assert not can_hold("horse_cart", (hage, aurich, TIMBER, TIMBER, TIMBER))


def test_emden_on_a_cart() -> None:
    """"Loading Vehicles" example: "When you place Emden on one of your Carts ..."; Emden
    then "will block your Cart for the remainder of the current Work Phase"."""
    emden = DESTINATIONS["emden"].size
    assert can_hold("cart", (emden,))
    assert not fits_more("cart", (emden,), TIMBER)


def test_timber_never_on_a_double_space() -> None:
    """"The Double Spaces on Vehicles": "You may not place small tiles like Timber on the
    Double Spaces of your Vehicles" - a Carriage holds at most 1 Timber."""
    assert can_hold("carriage", (TIMBER,))
    assert not can_hold("carriage", (TIMBER, TIMBER))
    assert can_hold("carriage", (TIMBER, WEAR))
    assert can_hold("carriage", (3,))
    assert not can_hold("carriage", (4,))
    assert not can_hold("droshky", (TIMBER, TIMBER, TIMBER))
    assert not fits_more("droshky", (TIMBER, TIMBER), TIMBER)


def test_wagon_never_combines() -> None:
    """"Details on Vehicles": "You cannot combine the Single Spaces of the Wagon to fit
    bigger tiles" - 2 size-1 tiles, never a size-2 tile."""
    assert can_hold("wagon", (TIMBER, TIMBER))
    assert not can_hold("wagon", (WEAR,))
    assert not can_hold("wagon", (TIMBER, TIMBER, TIMBER))
    assert can_hold("handcart", (TIMBER,))
    assert not can_hold("handcart", (WEAR,))
    assert not can_hold("handcart", (TIMBER, TIMBER))


def test_large_vehicles_combine_adjacent_spaces() -> None:
    """"On the Large Vehicles, you can consider multiple adjacent spaces as one large
    space ... sizes 2, 3 and 4.\""""
    assert can_hold("cart", (3,))
    assert can_hold("cart", (WEAR, TIMBER))
    assert not can_hold("cart", (WEAR, WEAR))
    assert can_hold("horse_cart", (WEAR, WEAR))  # "two Summer Wear per season"
    assert can_hold("horse_cart", (3, TIMBER))
    assert not can_hold("horse_cart", (3, WEAR))


def test_empty_load_and_bad_sizes() -> None:
    """An empty vehicle holds nothing; sizes must be positive and within capacity."""
    for kind in VEHICLE_SPACES:
        assert can_hold(kind, ())
        assert not can_hold(kind, (0,))
        assert not can_hold(kind, (sum(VEHICLE_SPACES[kind]) + 1,))


@given(st.sampled_from(sorted(VEHICLE_SPACES)),
       st.lists(st.integers(1, 4), max_size=5), st.randoms(use_true_random=False))
def test_can_hold_is_a_multiset_property(kind: str, sizes: list[int], rnd: random.Random) -> None:
    """Product decision: tiles on one vehicle may be rearranged, so only the multiset
    of sizes matters; removing a tile never breaks a fit; units never exceed spaces."""
    shuffled = list(sizes)
    rnd.shuffle(shuffled)
    ok = can_hold(kind, tuple(sizes))
    assert ok == can_hold(kind, tuple(shuffled))
    if ok:
        assert sum(sizes) <= sum(VEHICLE_SPACES[kind])
        for i in range(len(sizes)):
            assert can_hold(kind, tuple(sizes[:i] + sizes[i + 1:]))
    if sizes:
        assert ok == fits_more(kind, tuple(sizes[:-1]), sizes[-1])


def _brute_can_hold(kind: str, sizes: tuple[int, ...]) -> bool:
    """Reference: try every ordered assignment of tiles to disjoint runs of spaces."""
    spaces = VEHICLE_SPACES[kind]
    n = len(spaces)
    combine = COMBINES_SPACES[kind]
    runs = [(i, j) for i in range(n) for j in range(i + 1, n + 1) if combine or j == i + 1]
    for choice in itertools.product(runs, repeat=len(sizes)):
        used: set[int] = set()
        ok = True
        for (i, j), size in zip(choice, sizes, strict=True):
            cells = set(range(i, j))
            if cells & used or sum(spaces[i:j]) != size:
                ok = False
                break
            used |= cells
        if ok:
            return True
    return False


@pytest.mark.parametrize("kind", sorted(VEHICLE_SPACES))
def test_can_hold_matches_brute_force(kind: str) -> None:
    """"Loading Vehicles": every multiset of up to 4 tiles of sizes 1-4, against a
    brute-force placement."""
    for n in range(5):
        for sizes in itertools.combinations_with_replacement(range(1, 5), n):
            assert can_hold(kind, sizes) == _brute_can_hold(kind, sizes), sizes


# --------------------------------------------------------------------------- barn


def test_barn_spaces() -> None:
    """"Space is limited in the barn": "4 Parking Spaces ... for Small Vehicles and other
    pieces of Equipment ... and 3 spaces for Large Vehicles. (Alternatively, the
    bottommost Parking Space can be used for a small piece of Equipment instead of a
    Large Vehicle.)\""""
    assert (BARN_SMALL_SPACES, BARN_LARGE_SPACES) == (4, 3)
    assert barn_fits(0, 0)
    assert barn_fits(4, 3)
    assert barn_fits(5, 2)
    assert barn_fits(5, 0)
    assert not barn_fits(5, 3)
    assert not barn_fits(6, 0)
    assert not barn_fits(0, 4)
    assert not barn_fits(3, 4)  # a Large Vehicle never takes a small space
    assert not barn_fits(-1, 0)


def test_barn_sizes() -> None:
    """"Index of Equipment": small pieces are the Plow, Peat Boat and Small Vehicles."""
    assert {k for k, r in EQUIPMENT.items() if r.barn_size == SMALL} == {
        "plow", "peat_boat", "handcart", "wagon"}
    assert {k for k, r in EQUIPMENT.items() if r.barn_size == LARGE} == {
        "cart", "horse_cart", "carriage", "droshky"}


def test_discard_not_needed_when_it_fits() -> None:
    """↻1/↻3: returning equipment is only required when there is "no space left"."""
    assert discard_choices((), "plow", "printed") is None
    assert discard_choices(("plow",) * 4 + ("cart",) * 2, "peat_boat", "printed") is None
    assert discard_choices(("plow",) * 4 + ("cart",) * 2, "droshky", "yucata") is None


def test_discard_equal_size_printed() -> None:
    """↻3 (printed): "If you have no space left in your Barn for a new Vehicle or Peat
    Boat, you must first get rid of another piece of Equipment of equal size.\""""
    barn = ("plow", "plow", "peat_boat", "wagon", "cart", "carriage", "droshky")  # 4+3
    assert discard_choices(barn, "handcart", "printed") == ["plow", "peat_boat", "wagon"]
    assert discard_choices(barn, "horse_cart", "printed") == ["cart", "carriage", "droshky"]
    # The fifth small piece uses the bottom large space: a new Large Vehicle must
    # replace a Large Vehicle, never a small piece.
    barn5 = ("plow", "plow", "plow", "wagon", "handcart", "cart", "cart")
    assert discard_choices(barn5, "droshky", "printed") == ["cart"]
    assert discard_choices(barn5, "peat_boat", "printed") == ["plow", "handcart", "wagon"]


def test_discard_any_size_yucata() -> None:
    """Yucata variant: "you may also discard a piece of Equipment of a different size
    ... (provided that by rearranging your Equipment each piece still has a valid
    place)"."""
    barn = ("plow", "plow", "peat_boat", "wagon", "cart", "carriage", "droshky")
    # A small piece may replace a Large Vehicle: the bottom space takes the 5th small.
    assert discard_choices(barn, "handcart", "yucata") == [
        "plow", "peat_boat", "wagon", "cart", "carriage", "droshky"]
    # A large piece can never replace a small one here (3 large spaces are full).
    assert discard_choices(barn, "horse_cart", "yucata") == ["cart", "carriage", "droshky"]
    barn5 = ("plow", "plow", "plow", "wagon", "handcart", "cart", "cart")
    assert discard_choices(barn5, "droshky", "yucata") == [
        "plow", "handcart", "wagon", "cart"]


@given(st.lists(st.sampled_from(sorted(EQUIPMENT)), max_size=7),
       st.sampled_from(sorted(EQUIPMENT)), st.sampled_from(["printed", "yucata"]))
def test_discard_choices_always_make_room(barn: list[str], new: str, variant: str) -> None:
    """Whatever may be returned leaves room for the new piece; the printed choices are a
    subset of the Yucata ones; a full legal barn always offers a choice."""
    def counts(kinds: list[str]) -> tuple[int, int]:
        small = sum(1 for k in kinds if EQUIPMENT[k].barn_size == SMALL)
        return small, len(kinds) - small

    if not barn_fits(*counts(barn)):
        return
    choices = discard_choices(tuple(barn), new, variant)
    if choices is None:
        assert barn_fits(*counts([*barn, new]))
        return
    assert choices
    assert len(set(choices)) == len(choices)
    for kind in choices:
        rest = list(barn)
        rest.remove(kind)
        assert barn_fits(*counts([*rest, new]))
    printed = discard_choices(tuple(barn), new, "printed") or []
    yucata = discard_choices(tuple(barn), new, "yucata") or []
    assert set(printed) <= set(yucata)
    if new in EQUAL_SIZE_KINDS:  # ↻3; a Plow (↻1) may replace any piece
        assert all(EQUIPMENT[k].barn_size == EQUIPMENT[new].barn_size for k in printed)

"""Rulebook "Index of Travel Destination Tiles", "Travel Experience" and docs/rules-notes.md
"Travel destination sizes" / "Travel Experience VP": arle_core.data.destinations."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arle_core.data.board import ALL_GOODS
from arle_core.data.destinations import (
    ANY_ANIMAL,
    ANY_WEAR,
    COMPONENT_SPECIALS,
    DESTINATION_ORDER,
    DESTINATIONS,
    FOOD_CAP,
    MOOR,
    PAIR_SAME_ANIMAL,
    PEAT_BOAT,
    PLOW,
    SPECIALS,
    TRAVEL_TRACK_SPACES,
    TRAVEL_VP,
    SaleItem,
    travel_points,
)
from arle_core.data.destinations import FIELD as FIELD_TILE

GOODS = set(ALL_GOODS) | {"sheep", "cattle", "horse"}


def _prices(key: str) -> dict[str, tuple[int, list[dict[str, int]], str]]:
    """item key -> (Food, complete goods payments, special)."""
    return {it.key: (it.food, [dict(p) for p in it.payments], it.special)
            for it in DESTINATIONS[key].items}


def test_nine_destinations_and_their_sizes() -> None:
    """docs/rules-notes.md "Travel destination sizes": Hage 1, Beemoor 1, Dornum 1, Norden 2,
    Aurich 2, Esens 2, Emden 3, Leer 3, Bremen 4 (sum 19 = the track)."""
    assert DESTINATION_ORDER == ("hage", "beemoor", "dornum", "norden", "aurich", "esens",
                                 "emden", "leer", "bremen")
    sizes = {k: d.size for k, d in DESTINATIONS.items()}
    assert sizes == {"hage": 1, "beemoor": 1, "dornum": 1, "norden": 2, "aurich": 2,
                     "esens": 2, "emden": 3, "leer": 3, "bremen": 4}
    assert sum(sizes.values()) == TRAVEL_TRACK_SPACES == 19
    names = [d.name for d in DESTINATIONS.values()]
    assert names == ["Hage", "Beemoor", "Dornum", "Norden", "Aurich", "Esens", "Emden",
                     "Leer", "Bremen"]


@pytest.mark.parametrize(
    ("key", "lo", "hi"),
    [("hage", 1, 1), ("beemoor", 1, 1), ("dornum", 1, 1), ("norden", 1, 3),
     ("aurich", 1, 3), ("esens", 1, 3), ("emden", 1, 4), ("leer", 1, 4), ("bremen", 1, 5)],
)
def test_items_per_visit(key: str, lo: int, hi: int) -> None:
    """"Sell 1 to 3 / 1 to 4 / 1 to 5 of the depicted items"; "sell at least one";
    "Each item on the tile can only be sold once" (so at most all of them)."""
    d = DESTINATIONS[key]
    assert (d.min_items, d.max_items) == (lo, hi)
    assert len(d.items) == hi
    assert len({it.key for it in d.items}) == len(d.items)


def test_hage() -> None:
    """"Hage (1): Immediately remove a Field from your Home Board and receive 1 Food.\""""
    assert _prices("hage") == {"field": (1, [{}], FIELD_TILE)}


def test_beemoor() -> None:
    """"Beemoor (1): Remove 1 Peat from your supply (but not from your Home Board) and
    receive 2 Food.\""""
    assert _prices("beemoor") == {"peat": (2, [{"peat": 1}], "")}


def test_dornum() -> None:
    """"Dornum (1): Return a Plow from your Barn to the Supply Board and receive 8
    Food.\""""
    assert _prices("dornum") == {"plow": (8, [{}], PLOW)}


def test_norden() -> None:
    """"Norden (2): ... 4 Food for a Sheep and 7 Food for Winter Wear. Additionally or
    alternatively, return a Peat Boat from your Barn ... and receive 5 Food.\""""
    assert _prices("norden") == {
        "sheep": (4, [{"sheep": 1}], ""),
        "winter_wear": (7, [{"winter_wear": 1}], ""),
        "peat_boat": (5, [{}], PEAT_BOAT),
    }


def test_aurich() -> None:
    """"Aurich (2): ... 4 Food for Leather (which you cannot replace with Leather Wear),
    5 Food for a Horse, and 4 Food for an Animal of any type (which may be another
    Horse)." Two separate items: a second Horse may be the "any type" one."""
    assert _prices("aurich") == {
        "leather": (4, [{"leather": 1}], ""),
        "horse": (5, [{"horse": 1}], ""),
        "any_animal": (4, [{"sheep": 1}, {"cattle": 1}, {"horse": 1}], ANY_ANIMAL),
    }


def test_esens() -> None:
    """"Esens (2): ... 4 Food for 2 Grain (you cannot sell a single Grain), 2 Food for a
    Hide, and 4 Food for Woolen.\""""
    assert _prices("esens") == {
        "grain": (4, [{"grain": 2}], ""),
        "hide": (2, [{"hide": 1}], ""),
        "woolen": (4, [{"woolen": 1}], ""),
    }


def test_emden() -> None:
    """"Emden (3): ... 7 Food each for Winter and Leather Wear, and 6 Food for Summer
    Wear. Additionally or alternatively, you can remove 1 Peat from your supply ... and
    receive 3 Food.\""""
    assert _prices("emden") == {
        "winter_wear": (7, [{"winter_wear": 1}], ""),
        "leather_wear": (7, [{"leather_wear": 1}], ""),
        "summer_wear": (6, [{"summer_wear": 1}], ""),
        "peat": (3, [{"peat": 1}], ""),
    }


def test_emden_rulebook_example() -> None:
    """"Loading Vehicles": "you could sell 1 Winter Wear and 1 Peat for a total of 10
    Food.\""""
    emden = DESTINATIONS["emden"]
    assert emden.item("winter_wear").food + emden.item("peat").food == 10


def test_leer() -> None:
    """"Leer (3): ... 2 Food for Flax, 3 Food for Linen (which you cannot replace with
    Summer Wear), 5 Food for Cattle, and 6 Food for either Summer, Winter or Leather
    Wear." The Wear is one item with a choice."""
    assert _prices("leer") == {
        "flax": (2, [{"flax": 1}], ""),
        "linen": (3, [{"linen": 1}], ""),
        "cattle": (5, [{"cattle": 1}], ""),
        "wear": (6, [{"summer_wear": 1}, {"winter_wear": 1}, {"leather_wear": 1}], ANY_WEAR),
    }


def test_bremen() -> None:
    """"Bremen (4): ... 5 Food for Timber, 9 Food for 2 Animals of the same type, 12 Food
    for a set of Linen, Woolen and Leather, and 30 Food (any excess Food is lost) for a
    set of Summer, Winter and Leather Wear. Additionally or alternatively, you may remove
    a Moor Tile from your Home Board ... You do not receive any Food for this.\""""
    assert _prices("bremen") == {
        "timber": (5, [{"timber": 1}], ""),
        "animal_pair": (9, [{"sheep": 2}, {"cattle": 2}, {"horse": 2}], PAIR_SAME_ANIMAL),
        "fabric_set": (12, [{"linen": 1, "woolen": 1, "leather": 1}], ""),
        "wear_set": (30, [{"summer_wear": 1, "winter_wear": 1, "leather_wear": 1}], ""),
        "moor": (0, [{}], MOOR),
    }
    assert DESTINATIONS["bremen"].item("wear_set").food == FOOD_CAP


def test_item_lookup() -> None:
    """"You cannot sell things that are not depicted on the tile.\""""
    assert DESTINATIONS["norden"].item("sheep").food == 4
    with pytest.raises(KeyError):
        DESTINATIONS["norden"].item("cattle")


def test_payments_are_interpretable_data() -> None:
    """Every payment names real goods with positive counts; every special is known;
    component specials pay no goods; choice specials list their alternatives."""
    for d in DESTINATIONS.values():
        for it in d.items:
            assert isinstance(it, SaleItem)
            assert it.label and it.food >= 0
            assert it.special in ("", *SPECIALS)
            for pay in it.payments:
                assert isinstance(pay, Mapping)
                assert set(pay) <= GOODS
                assert all(n > 0 for n in pay.values())
            if it.special in COMPONENT_SPECIALS:
                assert [dict(p) for p in it.payments] == [{}]
            elif it.special:
                assert len(it.pay_one_of) == 3
            else:
                assert not it.pay_one_of and dict(it.pay)


# --------------------------------------------------------------------------- experience


@pytest.mark.parametrize(
    ("spaces", "vp"),
    [(0, 0), (1, 0), (2, 1), (3, 3), (4, 3), (5, 3), (6, 4), (7, 4), (8, 4), (9, 5),
     (10, 6), (11, 6), (12, 7), (13, 7), (14, 8), (15, 8), (16, 9), (17, 9), (18, 10),
     (19, 10)],
)
def test_travel_experience_table(spaces: int, vp: int) -> None:
    """docs/rules-notes.md "Travel Experience VP": 0-1 -> 0, 2 -> 1, 3-5 -> 3, 6-8 -> 4, 9+ ->
    floor(spaces/2)+1 (18-19 -> 10)."""
    assert TRAVEL_VP[spaces] == vp
    assert travel_points(spaces) == vp


def test_travel_experience_bounds() -> None:
    """"The Travel Experience Track ... has 19 spaces": the table covers 0..19; more is
    capped, negative is an error."""
    assert len(TRAVEL_VP) == TRAVEL_TRACK_SPACES + 1
    assert travel_points(25) == 10
    with pytest.raises(ValueError):
        travel_points(-1)


@given(st.integers(0, 19))
def test_travel_experience_rule(spaces: int) -> None:
    """Non-decreasing; from 9 spaces on, floor(spaces/2)+1."""
    if spaces:
        assert travel_points(spaces) >= travel_points(spaces - 1)
    if spaces >= 9:
        assert travel_points(spaces) == spaces // 2 + 1

"""Rulebook "Space is limited in the barn", "Index of Equipment and Tools" and ↻3
(Wainwright), through the engine: 4 small + 3 large parking spaces, the bottom large
space for a fifth small piece, returning a piece of equal size when the barn is full
(printed) or of any size if everything still fits (Yucata), the limited supply, and
the Warden's free flips of loaded vehicles."""

from __future__ import annotations

import pytest

from arle_core import Game
from arle_core.state import Equipment
from arle_core.vehicles import EQUIPMENT

from .support import at_half_year, fresh, keys_with, main_moves, me, place, play, refresh

SMALL4 = ("peat_boat", "peat_boat", "plow", "handcart")


def barn_game(*kinds: str, variant: str = "printed", half_year: int = 2) -> Game:
    """A solo game in a Winter half-year (Wainwright) with these pieces in the barn."""
    g = fresh(variant=variant)
    at_half_year(g, half_year)
    p = me(g)
    for kind in kinds:
        g.state.supply[EQUIPMENT[kind].supply] -= 1
        p.barn.append(Equipment(kind))
    p.goods.update(wood=20, horse=2)
    refresh(g)
    return g


def kinds(g: Game) -> list[str]:
    return [e.kind for e in me(g).barn]


def test_four_small_and_three_large_spaces() -> None:
    """"There are 4 Parking Spaces in your Barn designated for Small Vehicles and other
    pieces of Equipment ..., and 3 spaces for Large Vehicles.\""""
    g = barn_game(*SMALL4, "cart", "carriage")
    place(g, "wainwright")
    g.play("vehicle:horse_cart")  # the 3rd large piece: no return needed
    assert g.decision().kind == "peat_boat_build"
    assert kinds(g) == [*SMALL4, "cart", "carriage", "horse_cart"]
    assert me(g).goods["wood"] == 13 and me(g).goods["horse"] == 1


def test_the_bottom_large_space_takes_a_fifth_small_piece() -> None:
    """"(Alternatively, the bottommost Parking Space can be used for a small piece of
    Equipment instead of a Large Vehicle.)\""""
    g = barn_game(*SMALL4, "cart", "carriage")
    place(g, "wainwright")
    play(g, "skip", "peat_boat")
    assert kinds(g) == [*SMALL4, "cart", "carriage", "peat_boat"]


def test_a_sixth_small_piece_needs_a_small_piece_returned() -> None:
    """↻3: "If you have no space left in your Barn for a new Vehicle or Peat Boat, you
    must first get rid of another piece of Equipment of equal size.\""""
    g = barn_game(*SMALL4, "peat_boat")
    place(g, "wainwright")
    play(g, "skip", "peat_boat")
    d = g.decision()
    assert d.kind == "discard"
    assert main_moves(g) == ["discard:peat_boat1", "discard:plow1", "discard:handcart1"]
    g.play("discard:handcart1")
    assert kinds(g) == ["peat_boat", "peat_boat", "plow", "peat_boat", "peat_boat"]
    assert g.state.supply["handcart"] == 2  # back on the Supply Board


@pytest.mark.parametrize(("variant", "choices"), [
    ("printed", ["discard:cart1", "discard:carriage1"]),
    ("yucata", ["discard:peat_boat1", "discard:plow1", "discard:handcart1", "discard:cart1",
                "discard:carriage1"]),
])
def test_full_barn_large_vehicle_printed_equal_size_yucata_any_that_fits(
        variant: str, choices: list[str]) -> None:
    """Printed ↻3: return "another piece of Equipment of equal size"; Yucata: "you may
    also discard a piece of Equipment of a different size ... (provided that by
    rearranging your Equipment each piece still has a valid place)". With 5 small
    pieces and 2 large ones, a 3rd large vehicle fits once any piece is gone."""
    g = barn_game(*SMALL4, "peat_boat", "cart", "carriage", variant=variant)
    place(g, "wainwright")
    g.play("vehicle:droshky")
    assert g.decision().kind == "discard" and main_moves(g) == choices


@pytest.mark.parametrize("variant", ["printed", "yucata"])
def test_full_barn_no_small_piece_makes_room_for_a_fourth_large(variant: str) -> None:
    """With 4 small and 3 large pieces, a new large vehicle needs a large one returned in
    both rulesets (a 4th large vehicle never has a place)."""
    g = barn_game(*SMALL4, "cart", "cart", "carriage", variant=variant)
    place(g, "wainwright")
    g.play("vehicle:horse_cart")
    assert main_moves(g) == ["discard:cart1", "discard:carriage1"]
    g.play("discard:carriage1")
    assert kinds(g) == [*SMALL4, "cart", "cart", "horse_cart"]


@pytest.mark.parametrize(("variant", "choices"), [
    ("printed", ["discard:peat_boat1", "discard:plow1", "discard:handcart1"]),
    ("yucata", ["discard:peat_boat1", "discard:plow1", "discard:handcart1", "discard:cart1",
                "discard:carriage1"]),
])
def test_full_barn_small_piece(variant: str, choices: list[str]) -> None:
    """A new Peat Boat in a barn of 4 small and 3 large pieces: printed, a small piece
    goes; Yucata, also a large one (the Peat Boat then takes the bottom large space)."""
    g = barn_game(*SMALL4, "cart", "cart", "carriage", variant=variant)
    place(g, "wainwright")
    play(g, "skip", "peat_boat")
    assert main_moves(g) == choices


def test_a_loaded_vehicle_is_not_returned() -> None:
    """Product decision (steps/common.py): a loaded vehicle is busy until Inventorying,
    so it is not among the pieces to return."""
    g = barn_game(*SMALL4, "cart", "cart", "carriage")
    for i in (4, 6):
        me(g).barn[i] = Equipment(me(g).barn[i].kind, ("timber",))
    refresh(g)
    place(g, "wainwright")
    g.play("vehicle:droshky")
    # the only empty large piece, the second Cart, is returned without asking
    assert kinds(g) == [*SMALL4, "cart", "carriage", "droshky"]


def test_the_supply_of_equipment_is_limited() -> None:
    """docs/rules-notes.md "Limited supply": Handcart/Wagon 2 - none left, none offered."""
    g = barn_game()
    g.state.supply["handcart"] = 0
    refresh(g)
    place(g, "wainwright")
    assert "vehicle:handcart" not in g.legal_moves()
    assert "vehicle:wagon" not in g.legal_moves() and "vehicle:cart" in g.legal_moves()


def test_equipment_scores_and_a_large_vehicle_is_expected() -> None:
    """"Index of Equipment": Plow 3, Peat Boat 1, Handcart 0, Wagon 1, Cart 1, Horse Cart
    2, Carriage 4, Droshky 5 VP; "Subtract 3 VP unless you have at least one Large
    Vehicle in your Barn.\""""
    assert barn_game().scores()[0]["equipment"] == -3
    assert barn_game("plow", "peat_boat", "wagon").scores()[0]["equipment"] == 3 + 1 + 1 - 3
    assert barn_game("handcart", "droshky").scores()[0]["equipment"] == 5


def test_warden_flips_a_loaded_cart_into_a_horse_cart() -> None:
    """↻4: "Cart -> Horse Cart" for free; the tiles stay on it and the new space can be
    loaded (docs/rules-notes.md: flips keep the physical tile)."""
    g = barn_game("cart", half_year=1)
    p = me(g)
    p.goods.update(peat=1)
    refresh(g)
    g.play("load:cart1:dest:emden")
    assert keys_with(g, "load:") == []
    place(g, "warden")
    g.play("flip:cart1")
    assert kinds(g) == ["horse_cart"] and p.barn[0].load == ("dest:emden",)
    assert keys_with(g, "load:horse_cart1:wood")


def test_equipment_can_be_returned_at_any_time_in_the_work_phase() -> None:
    """"As the space in your Barn is limited, you can return Equipment to the Supply Board at
    any time (without substitution)" (rulebook "Moving Components on Your Home Board")."""
    from arle_core.state import Equipment

    from .support import fresh, me, refresh

    g = fresh()
    me(g).barn = [Equipment("plow"), Equipment("cart", ("timber",))]
    g.state.supply["peat_boat"] -= 1
    g.state.supply["cart"] -= 1
    refresh(g)
    assert "return:plow1" in g.legal_moves()
    assert "return:cart1" not in g.legal_moves()  # loaded: busy until Inventorying
    g.play("return:plow1")
    assert me(g).barn == [Equipment("cart", ("timber",))]
    assert g.state.supply["peat_boat"] == 6 and g.decision().kind == "turn"

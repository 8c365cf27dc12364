"""Animal husbandry through the engine: rulebook "Animal Husbandry Rules" ①-⑥, "Turning
Tiles" (Depot, Double Stall, Park), "Inventorying" May 2. "Baby Animals" and 4.
"Sustenance".

The engine houses animals itself (positions never matter); the player is asked only
which animals to release when they do not fit, which newborns to take when the
arrangements give different results, and which animals pay for missing Food.
(The pure housing and breeding functions are tested in ``test_animals.py``.)
"""

from __future__ import annotations

import pytest

from arle_core import Game
from arle_core.steps.common import supply_group

from .support import at_half_year, fresh, give, main_moves, me, place, refresh, to_inventory

START = {"grain_field": 1, "flax_field": 1}  # with the Stall: the 3 start tiles


def board(g: Game, herd: tuple[int, int, int], **faces: int) -> None:
    """Player 0's land tiles are exactly ``faces`` (taken from the supply) and the animals
    ``herd`` (sheep, cattle, horses); then the engine settles."""
    p = g.state.players[0]
    for face, n in p.tiles.items():
        g.state.supply[supply_group(face)] += n
    p.tiles = {face: n for face, n in faces.items() if n}
    for face, n in p.tiles.items():
        g.state.supply[supply_group(face)] -= n
    p.goods.update(sheep=herd[0], cattle=herd[1], horse=herd[2])
    refresh(g)


def asked_to_release(g: Game) -> bool:
    return g.decision().kind == "release"


def keeps(g: Game) -> set[tuple[int, ...]]:
    """The herds offered to keep."""
    assert asked_to_release(g)
    return {tuple(int(x) for x in k.split(":")[1].split(",")) for k in g.legal_moves()}


# ------------------------------------------------------------------- housing


def test_dikes_hold_one_animal_of_any_type() -> None:
    """① "Each of your Dikes can hold 1 Animal of any type" (5 Dikes; no empty land, the
    Stall turned into a Depot)."""
    g = fresh()
    board(g, (2, 2, 1), **START, depot=1, forest=2)
    assert me(g).empty_land() == 0 and not asked_to_release(g)
    board(g, (2, 2, 2), **START, depot=1, forest=2)
    assert keeps(g) == {(1, 2, 2), (2, 1, 2), (2, 2, 1)}
    g.play("keep:2,1,2")
    assert me(g).herd() == (2, 1, 2) and g.decision().kind == "turn"


def test_empty_land_holds_two_of_one_type() -> None:
    """② "Each empty Land Space ... can hold up to 2 Animals of the same type"."""
    g = fresh()
    board(g, (0, 0, 9), **START, depot=1)  # 2 empty Land Spaces + 5 Dikes
    assert me(g).empty_land() == 2 and not asked_to_release(g)
    board(g, (3, 3, 3), **START, depot=1)  # 2 Sheep | 2 Cattle | Dikes: 1, 1, 3
    assert not asked_to_release(g)
    board(g, (0, 0, 10), **START, depot=1)
    assert me(g).herd() == (0, 0, 9)  # one way to keep the most: released without asking


def test_stall_holds_three_of_one_type() -> None:
    """③ "Each Stall can hold up to 3 Animals of the same type"."""
    g = fresh()
    board(g, (0, 0, 8), **START, stall=1, forest=2)
    assert not asked_to_release(g)
    board(g, (0, 0, 9), **START, stall=1, forest=2)
    assert me(g).herd() == (0, 0, 8)


def test_stable_holds_six_of_one_type() -> None:
    """⑤ "Each Stable can hold up to 6 Animals of the same type"."""
    g = fresh()
    board(g, (0, 11, 0), **START, stable=1, forest=2)
    assert not asked_to_release(g)
    board(g, (4, 4, 3), **START, stable=1, forest=2)  # 11 animals, but 3 types
    assert keeps(g) == {(4, 4, 1), (4, 3, 2), (4, 2, 3), (3, 4, 2), (2, 4, 3)}


def test_double_stall_is_two_stalls() -> None:
    """④ "Double Stalls (reverse side of Stables) are considered two separate Stalls":
    3 Sheep and 3 Cattle fit where a Stable holds only one type."""
    g = fresh()
    board(g, (3, 3, 5), **START, double_stall=1, forest=2)
    assert not asked_to_release(g)
    board(g, (3, 3, 5), **START, stable=1, forest=2)
    assert asked_to_release(g)


def test_park_holds_two_of_any_types() -> None:
    """⑥ "Each Park ... can hold up to 2 Animals of the same or of different types"; a
    Forest holds none."""
    g = fresh()
    board(g, (3, 3, 1), **START, depot=1, park=1, forest=1)
    assert not asked_to_release(g)
    board(g, (3, 3, 1), **START, depot=1, forest=2)
    assert asked_to_release(g)


def test_depot_holds_no_animals() -> None:
    """"Turning Tiles": a Stall turned into a Depot (Warden) no longer holds animals; the
    player chooses which animals to release."""
    g = fresh()
    board(g, (4, 5, 3), **START, stall=1)  # 2 Land Spaces, the Stall, 5 Dikes: full
    assert not asked_to_release(g)
    place(g, "warden")
    g.play("flip:stall")
    assert asked_to_release(g)
    assert keeps(g) == {(4, 5, 0), (4, 4, 1), (3, 5, 1), (4, 3, 2), (3, 4, 2), (2, 5, 2),
                        (4, 2, 3), (3, 3, 3), (2, 4, 3), (1, 5, 3)}
    g.play("keep:4,2,3")
    assert me(g).herd() == (4, 2, 3) and me(g).tiles["depot"] == 1


def test_forest_to_park_makes_room() -> None:
    """A Forest turned into a Park holds 2 animals: nothing is asked, nothing lost."""
    g = fresh()
    board(g, (2, 2, 1), **START, depot=1, forest=2)
    place(g, "warden")
    g.play("flip:forest")
    give(g, sheep=3, cattle=3)
    assert not asked_to_release(g) and me(g).herd() == (3, 3, 1)


def test_new_tile_rehouses_animals_without_asking() -> None:
    """Tiles placed on a Land Space holding animals re-house them; the engine finds the
    arrangement, so nothing is asked when everything still fits."""
    g = fresh()
    board(g, (2, 5, 3), **START, stall=1)  # 2 Sheep on land: after the Forest, 1 space
    place(g, "forester")
    g.play("forest")
    assert g.decision().kind == "turn" and me(g).herd() == (2, 5, 3)


def test_new_tile_asks_which_animals_to_release() -> None:
    """"You can only keep your newly gained Animals if you can accommodate them"; covering a
    Land Space that holds animals: the player chooses which to give up."""
    g = fresh()
    board(g, (4, 5, 3), **START, stall=1)
    place(g, "forester")
    g.play("forest")
    # 1 Land Space, the Stall, 5 Dikes: room for 10 of the 12
    assert keeps(g) == {(2, 5, 3), (3, 4, 3), (3, 5, 2), (4, 3, 3), (4, 4, 2), (4, 5, 1)}
    g.play("keep:4,5,1")
    assert me(g).herd() == (4, 5, 1) and me(g).tiles["forest"] == 1


def test_new_building_rehouses_animals() -> None:
    """Buildings cover a Land Space too."""
    g = fresh(buildings=["novices_hut"])
    board(g, (4, 5, 3), **START, stall=1)
    give(g, grain=1)
    place(g, "builder")
    g.play("build:novices_hut")
    g.play("pay:grain+wood")
    assert asked_to_release(g)


def test_gained_animals_that_fit_ask_nothing() -> None:
    """The engine houses new animals itself when they fit."""
    g = fresh()
    place(g, "fisherman")  # +1 Sheep
    assert g.decision().kind == "turn" and me(g).herd() == (1, 0, 1)


# ------------------------------------------------------------------ breeding


def may(g: Game) -> None:
    """Play to May's Inventorying (the end of the first Winter)."""
    at_half_year(g, 2)


NO_LAND = {**START, "forest": 2}


@pytest.mark.parametrize(("herd", "born"), [
    ((0, 0, 1), (0, 0, 0)),
    ((0, 0, 2), (0, 0, 1)),  # "Stalls with exactly 2 Animals ... receive a third"
    ((0, 0, 3), (0, 0, 1)),  # 2 in the Stall, 1 on a Dike (rearranged before May)
])
def test_stall_breeding(herd: tuple[int, int, int], born: tuple[int, int, int]) -> None:
    """May 2. "Baby Animals": "In each of your Stalls with exactly 2 Animals of the same type,
    you receive a third Animal of that type"; "you can rearrange the Animals on your Home
    Board at any time" during the Work Phase, so the best arrangement counts."""
    g = fresh()
    may(g)
    board(g, herd, **NO_LAND, stall=1)
    to_inventory(g)
    assert me(g).herd() == tuple(h + b for h, b in zip(herd, born, strict=True))


@pytest.mark.parametrize(("herd", "born"), [
    ((0, 2, 0), (0, 1, 0)),  # "Stables with 2, 3 or 5 Animals": +1
    ((0, 3, 0), (0, 1, 0)),
    ((2, 4, 3), (0, 2, 0)),  # "exactly 4 Animals ...: 2 Animals" (the Dikes hold the rest)
    ((2, 5, 3), (0, 1, 0)),  # 5: +1 (the Dikes are full: no 4 + 1 arrangement)
    ((2, 6, 3), (0, 0, 0)),  # a full Stable: no room, no newborn
])
def test_stable_breeding(herd: tuple[int, int, int], born: tuple[int, int, int]) -> None:
    """May 2. "Baby Animals": "In each of your Stables with 2, 3 or 5 Animals of the same
    type, you also receive another Animal ... In Stables with exactly 4 Animals ..., you
    receive 2 Animals of that type" (one Stable, no empty land: only these arrangements)."""
    g = fresh()
    may(g)
    board(g, herd, **NO_LAND, stable=1)
    to_inventory(g)
    if g.decision().kind == "breeding":  # returning an animal first could breed otherwise
        g.play(main_moves(g)[0])
    assert me(g).herd() == tuple(h + b for h, b in zip(herd, born, strict=True))


def test_breeding_choice_is_asked_when_it_matters() -> None:
    """A Double Stall (two Stalls) with 2 Sheep and 4 Cattle: 2 Cattle in each Stall give
    "+2 Cattle"; 2 Sheep and 2 Cattle give "+1 Sheep +1 Cattle". The player chooses."""
    g = fresh()
    may(g)
    board(g, (2, 4, 0), **NO_LAND, double_stall=1)
    to_inventory(g)
    d = g.decision()
    assert d.kind == "breeding"
    assert main_moves(g) == ["breed:0,2,0", "breed:1,1,0"]
    assert [o.label for o in d.options if o.group == "main"] == ["+2 Cattle", "+1 Sheep, 1 Cattle"]
    g.play("breed:1,1,0")
    p = g.state.players[0]
    assert p.herd() == (3, 5, 0)
    assert p.goods["wool"] == 4 + 1  # shearing counts the newborn Sheep: 3 Sheep -> 1 Wool


def test_no_breeding_outside_stalls_and_stables() -> None:
    """"(Animals outside of your Stalls and Stables, e.g. those in your Parks, do not
    breed.)" """
    g = fresh()
    may(g)
    board(g, (2, 2, 1), **START, depot=1, park=1, forest=1)
    to_inventory(g)
    assert me(g).herd() == (2, 2, 1)


def test_no_breeding_in_november() -> None:
    """Animals "only [breed] in May"."""
    g = fresh()
    board(g, (0, 0, 2), **NO_LAND, stall=1)
    to_inventory(g)
    assert me(g).herd() == (0, 0, 2)


# ---------------------------------------------------------------- sustenance


def test_may_sustenance_pays_animals_chosen_by_the_player() -> None:
    """May 4. "Sustenance: Pay 3 Food. For each missing Food, pay 1 Grain instead. If you run
    out of Grain, pay 1 Animal per missing Food instead" — which animals: the player's
    choice."""
    g = fresh()
    may(g)
    board(g, (2, 1, 1), **START, depot=1, forest=1)  # no Stall: no newborns
    give(g, food=1, grain=0)
    to_inventory(g)
    assert g.decision().kind == "feed"
    assert g.legal_moves() == ["eat:2,0,0", "eat:1,1,0", "eat:1,0,1", "eat:0,1,1"]
    g.play("eat:0,1,1")
    p = g.state.players[0]
    assert p.herd() == (2, 0, 0) and p.goods["food"] == 0 and p.bottleneck == 0


def test_sustenance_grain_before_animals_then_vp() -> None:
    """Grain pays before Animals; "If you are still missing Food ..., you lose 2 Victory
    Points per missing Food"."""
    g = fresh()
    may(g)
    board(g, (0, 0, 1), **START, stall=1)
    give(g, food=0, grain=1)
    to_inventory(g)
    p = g.state.players[0]
    assert p.herd() == (0, 0, 0) and p.goods["grain"] == 0 and p.bottleneck == -2

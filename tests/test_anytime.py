""""At any time" means any time (docs/rules-notes.md "At any time"), and the engine stops
only where a choice is real (docs/rules-notes.md "Where the rules are silent").

Rulebook sections: Phase 2 "Anytime Actions" (Peat Boat), "Index of Buildings" (the dark
green houses, "at any time during the game"), "The Action Spaces" (travel "to get Food
that you may use immediately"; grey arrows), "Animal Husbandry Rules" ("You can return
Animals to the general supply ... at any time"; animals "must always be accommodated"),
↻1/↻2/↻3 of "Further Details on the Action Spaces".
"""

from __future__ import annotations

import pytest

from arle_core import Game
from arle_core.decisions import ANYTIME, MAIN
from arle_core.state import Equipment, Moor
from arle_core.vehicles import EQUIPMENT

from .support import (
    at_half_year,
    game_with,
    give,
    main_moves,
    me,
    place,
    play,
    refresh,
    to_inventory,
)

VARIANTS = ("printed", "yucata")


game = game_with  # the shared helper (tests/support.py)


def equip(g: Game, *kinds: str) -> None:
    p = me(g)
    for kind in kinds:
        g.state.supply[EQUIPMENT[kind].supply] -= 1
        p.barn.append(Equipment(kind))
    refresh(g)


def own(g: Game, *buildings: str) -> None:
    """Give the deciding player these buildings (taken off the game board)."""
    for b in buildings:
        if b in g.state.board_buildings:
            g.state.board_buildings.remove(b)
        me(g).buildings.append(b)
    refresh(g)


def groups(g: Game) -> dict[str, list[str]]:
    d = g.decision()
    assert d is not None
    out: dict[str, list[str]] = {MAIN: [], ANYTIME: []}
    for o in d.options:
        out[o.group].append(o.key)
    return out


# ------------------------------------------------ 6. Inns: 2 Timber or 2 Bricks (↻2)


@pytest.mark.parametrize("variant", VARIANTS)
def test_inns_accept_two_timber_or_two_bricks_in_both_rulesets(variant: str) -> None:
    """↻2: an Inn costs "2 different Building Materials (e.g. 1 Wood and 1 Timber) and 9
    Food", and Phase 2: "regardless of the action you take, you can always pay Timber
    instead of Wood and Brick instead of Clay" — Wood+Timber paid as Timber+Timber."""
    g = game("farmers_inn", variant=variant)
    give(g, wood=0, clay=0, timber=2, brick=0, food=9)
    place(g, "builder")
    assert g.legal_moves()[0] == "build:farmers_inn"
    g.play("build:farmers_inn")  # the only way to pay: no question
    assert me(g).goods["timber"] == 0 and me(g).buildings == ["farmers_inn"]
    g = game("farmers_inn", variant=variant)
    give(g, wood=0, clay=0, timber=0, brick=2, food=9)
    place(g, "builder")
    g.play("build:farmers_inn")
    assert me(g).goods["brick"] == 0 and me(g).buildings == ["farmers_inn"]


# ------------------------------------------- 7. full barn: equal size only for ↻3


SMALL4 = ("peat_boat", "peat_boat", "plow", "handcart")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_plow_with_a_full_barn_may_replace_any_piece(variant: str) -> None:
    """↻1 (Farmer): "If you have no space left in your Barn, you have to get rid of another
    piece of Equipment before you get the Plow" — any piece; only ↻3 (a new Vehicle or
    Peat Boat) says "of equal size". A 5th small piece takes the bottom large space."""
    g = game(variant=variant)
    equip(g, *SMALL4, "cart", "cart", "carriage")
    give(g, wood=5, cattle=1)
    place(g, "farmer")
    g.play("plow:cattle")
    assert main_moves(g) == ["discard:peat_boat1", "discard:plow1", "discard:handcart1",
                               "discard:cart1", "discard:carriage1"]
    g.play("discard:carriage1")
    assert [e.kind for e in me(g).barn] == [*SMALL4, "cart", "cart", "plow"]


def test_a_peat_boat_with_a_full_barn_still_needs_equal_size_in_the_printed_rules() -> None:
    """↻3 is unchanged: "If you have no space left in your Barn for a new Vehicle or Peat
    Boat, you must first get rid of another piece of Equipment of equal size"."""
    g = game(half_year=2)
    equip(g, *SMALL4, "cart", "cart", "carriage")
    give(g, wood=5)
    place(g, "wainwright")
    play(g, "skip", "peat_boat")
    assert g.legal_moves()[:3] == ["discard:peat_boat1", "discard:plow1", "discard:handcart1"]
    assert not [k for k in g.legal_moves() if k.startswith("discard:c")]


# ------------------------------------ 4. Winter Carpenter: a grey-arrow conversion


def test_winter_carpenter_upgrades_as_many_stalls_as_paid_for() -> None:
    """"Grey arrows ... the number of times you may do so is not limited by Tools. This
    type of conversion can be found on the Game Board (Carpenter)" (The Action Spaces,
    conversion arrows): 2 Stalls and 4 Bricks become 2 Stables in one action."""
    g = game(half_year=2)
    p = me(g)
    p.tiles["stall"] = 2
    g.state.supply["stall"] -= 1
    give(g, brick=5)
    place(g, "winter_carpenter")
    assert "stable:2" in g.legal_moves() and "stable:1" in g.legal_moves()
    g.play("stable:2")
    assert (p.tiles["stall"], p.tiles["stable"], p.goods["brick"]) == (0, 2, 1)
    assert g.state.supply["stable"] == 1


def test_winter_carpenter_stables_are_limited_to_the_supply() -> None:
    """"there are only 3 Stables available" (Index of Buildings, Carpenter's Workshop)."""
    g = game(half_year=2)
    p = me(g)
    p.tiles["stall"] = 3
    g.state.supply["stall"] -= 2
    g.state.supply["stable"] = 1
    give(g, brick=10)
    place(g, "winter_carpenter")
    assert [k for k in g.legal_moves() if k.startswith("stable")] == ["stable:1"]


# ----------------------------------------- 5. Cooperage counts the animals kept


def test_cooperage_counts_the_dairy_animals_kept_after_housing() -> None:
    """Cooperage: "For 5/10/15 Dairy Animals, you may move each of your six Goods
    Indicators up by 1/2/3 spaces"; animals "must always be accommodated" (Animal Husbandry
    Rules). 10 Dairy Animals and a Horse fill 5 Dikes, 2 pastures and the Stall; the
    Cooperage covers a pasture, one animal must go; keeping the Horse, the 9 Dairy Animals
    kept earn the 5-animal step (not the 10-animal one)."""
    g = game("cooperage")
    give(g, timber=1, brick=1, sheep=5, cattle=5, horse=1)
    place(g, "builder")
    g.play("build:cooperage")
    assert g.decision().kind == "release"
    assert "keep:5,5,0" in g.legal_moves()
    g.play("keep:5,4,1")
    p = me(g)
    assert (p.goods["food"], p.goods["grain"], p.goods["wool"]) == (5 + 2, 1 + 1, 4 + 1)


# ------------------------------- 1. any-time abilities inside actions (one place)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_builder_stays_open_for_a_peat_boat_exchange_that_affords_the_inn(
        variant: str) -> None:
    """Phase 2 "Anytime Actions": "If you own a Peat Boat, you can exchange Peat for goods
    of the Goods Track at a 1:1 ratio – at any time during the game". With 8 Food, a Peat
    Boat and Peat, the Builder offers the exchange (grouped apart), then the 9-Food Inn."""
    g = game("farmers_inn", variant=variant)
    equip(g, "peat_boat")
    give(g, food=8, peat=1, wood=1, clay=1, timber=0, brick=0)
    place(g, "builder")
    d = g.decision()
    assert d.kind == "choice" and groups(g)[MAIN] == ["continue"]
    assert "peatboat:food" in groups(g)[ANYTIME]
    g.play("peatboat:food")
    assert groups(g)[MAIN] == ["build:farmers_inn"]
    g.play("build:farmers_inn")
    assert me(g).buildings == ["farmers_inn"] and me(g).goods["food"] == 0


def test_the_builder_ends_at_once_when_no_ability_could_open_a_building() -> None:
    """Nothing to build and no ability that could change it: no question is added."""
    g = game("farmers_inn")
    equip(g, "peat_boat")
    give(g, food=8, peat=1, wood=0, clay=0, timber=0, brick=0)  # no building material
    place(g, "builder")
    assert g.decision().kind == "turn"


def test_two_exchanges_in_a_row_are_found() -> None:
    """7 Food and 2 Peat: two exchanges afford the Inn (the look-ahead follows uses)."""
    g = game("farmers_inn")
    equip(g, "peat_boat")
    give(g, food=7, peat=2, wood=1, clay=1)
    place(g, "builder")
    play(g, "peatboat:food", "peatboat:food", "build:farmers_inn")
    assert me(g).buildings == ["farmers_inn"]


def test_a_decision_inside_an_action_offers_the_any_time_abilities() -> None:
    """Every decision of the deciding player (here the Master's tool moves) offers them,
    grouped ANYTIME after the decision's own options."""
    g = game()
    equip(g, "peat_boat")
    give(g, peat=2, wood=5, clay=5)
    place(g, "summer_master")
    d = g.decision()
    assert d.kind == "master" and groups(g)[MAIN] and "peatboat:grain" in groups(g)[ANYTIME]
    kinds = [o.group for o in d.options]
    assert kinds == sorted(kinds, key=lambda k: k == ANYTIME)  # main options first


def test_a_visit_for_food_inside_the_builder() -> None:
    """"at any time during the Work Phase, you may visit a Travel Destination to get Food
    that you may use immediately (e.g. for a 'Building' action)" (The Action Spaces)."""
    g = game("farmers_inn")
    equip(g, "cart")
    me(g).destinations = ["beemoor"]  # 1 Peat → 2 Food
    give(g, food=7, peat=1, wood=1, clay=1)
    place(g, "builder")
    assert groups(g)[MAIN] == ["continue"]
    g.play("load:cart1:dest:beemoor")
    assert me(g).goods["food"] == 9  # the visit sold its only item and ended
    g.play("build:farmers_inn")
    assert me(g).buildings == ["farmers_inn"]


def test_a_pending_payment_is_not_made_impossible_by_loading() -> None:
    """How to pay offers the abilities, but not one that would leave the chosen building
    unpaid: the Wood Trader's house (1 Timber + 1 Food → 2 Wood) would take the 9th Food."""
    g = game("farmers_inn")
    own(g, "wood_trader_house")
    equip(g, "handcart")
    give(g, food=9, wood=1, timber=1, clay=0, brick=1)
    place(g, "builder")
    g.play("build:farmers_inn")
    assert g.decision().kind == "pay" and len(main_moves(g)) == 3
    assert "load:handcart1:wood" in g.legal_moves()  # Timber + Brick still pay
    assert "use:wood_trader_house" not in g.legal_moves()
    give(g, food=10)
    assert "use:wood_trader_house" in g.legal_moves()


# ------------------------- 2. a forced release after the chance to make room


def board_full_of_sheep(g: Game) -> int:
    """As many Sheep as the home board holds; returns that number."""
    from arle_core.steps.common import housing

    p = me(g)
    n = housing(p).capacity
    p.goods.update(sheep=n, cattle=0, horse=0)
    refresh(g)
    return n


def test_a_forced_release_waits_for_the_carpenters_workshop() -> None:
    """Animals "must always be accommodated" (Animal Husbandry Rules); the Carpenter's
    Workshop upgrades a Stall to a Stable "at any time during the game" (Index of
    Buildings). 13 Sheep in 5 Dikes, 2 pastures and a Stall: one must go — unless the
    Stall becomes a Stable first (4 Food, 1 Brick)."""
    g = game()
    own(g, "carpenters_workshop")
    give(g, food=4, brick=1)
    n = board_full_of_sheep(g)
    place(g, "fisherman")  # +1 Sheep
    d = g.decision()
    assert d.kind == "release" and groups(g)[MAIN] == [f"keep:{n},0,0"]
    assert groups(g)[ANYTIME] == ["use:carpenters_workshop"]
    g.play("use:carpenters_workshop")
    assert me(g).goods["sheep"] == n + 1 and g.decision().kind == "turn"


def test_the_schnapps_distillery_may_pay_for_the_workshop_before_a_release() -> None:
    """Two uses in a row make room: 1 Grain + 1 Peat → 3 Food (Schnapps Distillery), then
    the Workshop (4 Food, 1 Brick). Releasing stays the fallback."""
    g = game()
    own(g, "carpenters_workshop", "schnapps_distillery")
    give(g, food=1, brick=1, grain=1, peat=1)
    n = board_full_of_sheep(g)
    place(g, "fisherman")
    assert g.decision().kind == "release"
    assert "use:schnapps_distillery" in g.legal_moves()
    g.play(f"keep:{n},0,0")  # the player may still release
    assert me(g).goods["sheep"] == n and g.decision().kind == "turn"


def test_a_release_without_a_way_to_make_room_settles_itself() -> None:
    g = game()
    own(g, "carpenters_workshop")
    give(g, food=9, brick=0)  # the Workshop cannot be paid (no Brick)
    n = board_full_of_sheep(g)
    place(g, "fisherman")
    assert g.decision().kind == "turn" and me(g).goods["sheep"] == n


# --------------------------------------------- 3. returning animals voluntarily


def crowded_may(g: Game) -> None:
    """5 Dikes and one Stall, no empty land: 2 Cattle and 6 Horses fill the board."""
    at_half_year(g, 2)
    p = me(g)
    p.tiles["forest"] = p.tiles.get("forest", 0) + p.empty_land()
    p.goods.update(sheep=0, cattle=2, horse=6)
    refresh(g)
    assert p.empty_land() == 0


def test_returning_a_horse_before_breeding_lets_the_stall_breed() -> None:
    """"You can return Animals to the general supply (without substitution) at any time"
    (Animal Husbandry Rules); "Stalls with exactly 2 Animals of the same type" breed (May
    2). Full board: the Stall holds 3 Horses, nothing breeds. One Horse returned: the Stall
    takes the 2 Cattle and a calf is born — the same 8 animals score 3 VP instead of 2."""
    from arle_core.animals import animal_points

    g = game()
    crowded_may(g)
    to_inventory(g)
    d = g.decision()
    assert d.kind == "breeding" and groups(g)[MAIN] == ["breed:0,0,0"]
    assert "animal:horse" in groups(g)[ANYTIME]
    g.play("animal:horse")
    g.play("breed:0,1,0")
    p = me(g) if g.decision() else g.state.players[0]
    assert p.herd() == (0, 3, 5) and animal_points(p.herd()) == 3 > animal_points((0, 2, 6))


def test_returning_animals_is_not_offered_where_it_cannot_gain() -> None:
    """Elsewhere fewer animals never gain (steps/anytime_abilities.py): not at a worker
    turn, and breeding with room to spare settles itself."""
    g = game(half_year=2)
    give(g, sheep=2, cattle=0, horse=0)
    assert not [k for k in g.legal_moves() if k.startswith("animal:")]
    to_inventory(g)
    assert g.state.players[0].goods["sheep"] == 3  # bred without a question


# ------------------------------------------ 16a. no "Feed now" stop without a choice


def stops_before_feeding(g: Game) -> int:
    n = 0
    half_year = g.state.half_year
    while not g.is_over and g.state.half_year == half_year:
        d = g.decision()
        n += d.kind == "before_feeding"
        ks = main_moves(g)
        g.play("pass" if "pass" in ks else "end" if "end" in ks else ks[0])
    return n


@pytest.mark.parametrize("half_year", [1, 2])
def test_no_stop_before_feeding_when_the_order_cannot_matter(half_year: int) -> None:
    """Phase 3 sustenance: with enough Food (and Peat in November) exchanging Peat before
    or after feeding gives the same: no "Feed now" question."""
    g = game(half_year=half_year)
    equip(g, "peat_boat")
    give(g, food=10, peat=5)
    assert stops_before_feeding(g) == 0


def test_a_stop_before_feeding_when_an_exchange_changes_what_feeding_takes() -> None:
    """November: 2 Peat and 4 Wood. Exchanging Peat for Food first leaves Wood to burn —
    a real choice, so the player is asked (with the exchanges) before feeding."""
    g = game()
    equip(g, "peat_boat")
    give(g, food=10, peat=2, wood=4)
    to_inventory(g)
    assert g.decision().kind == "before_feeding"
    assert groups(g)[MAIN] == ["feed"] and "peatboat:food" in groups(g)[ANYTIME]


# -------------------------------------------- 16b. cutting several Peat: one decision


def moors_game(variant: str) -> Game:
    """Spades 3; the small moor with 4 Peat and a dehydrated moor with 1 Peat left."""
    g = game(variant=variant)
    p = me(g)
    p.moors[1] = Moor(p.moors[1].spaces, True, 1)
    refresh(g)
    return g


def test_cutting_several_peat_is_one_decision_freeing_land_first() -> None:
    """Peat Cutter: "Cut Peat" per Spade, "As soon as you remove the last Peat Token from a
    Moor Tile, immediately remove that Moor Tile" ("Cutting Peat in the Moor Area"). How
    many and from where is one decision; the default (first) cuts the most Peat and frees
    the most land; every distinct result is offered, fewer Peat too (printed: "may")."""
    g = moors_game("printed")
    place(g, "peat_cutter")
    opts = main_moves(g)
    assert g.decision().kind == "cut_peat"
    assert opts[0] == "cut:0,0,1"  # 2 from the small moor, the last from the other
    assert {"cut:0,0,0", "cut:0,0", "cut:0,1", "cut:0", "cut:1", "done"} <= set(opts)
    g.play(opts[0])
    p = me(g)
    assert p.goods["peat"] == 3 + 3 and len(p.moors) == 3 and p.moors[0].peat == 2
    assert g.decision().kind == "turn"


def test_yucata_always_cuts_as_many_as_possible_in_one_decision() -> None:
    """Yucata: always as many as possible — only where from is asked."""
    g = moors_game("yucata")
    place(g, "peat_cutter")
    assert main_moves(g) == ["cut:0,0,1", "cut:0,0,0"]


def test_returning_can_breed_better_matches_a_brute_force() -> None:
    """The shortcuts of ``returning_can_breed_better`` (room to spare outside the Stalls
    and Stables) never hide a gain: checked against trying every single return on small
    boards (up to 2 Stalls, a Stable, a pasture, up to 8 animals)."""
    from itertools import product

    from arle_core.animals import Housing, breeding_outcomes, fits, returning_can_breed_better

    def brute(h: Housing, herd: tuple[int, int, int]) -> bool:
        kept = [tuple(a + b for a, b in zip(herd, d, strict=True))
                for d in breeding_outcomes(h, herd)]
        for k in range(3):
            if not herd[k]:
                continue
            r = tuple(n - (i == k) for i, n in enumerate(herd))
            for d in breeding_outcomes(h, r):  # type: ignore[arg-type]
                after = tuple(a + b for a, b in zip(r, d, strict=True))
                if not any(all(a <= b for a, b in zip(after, x, strict=True)) for x in kept):
                    return True
        return False

    checked = 0
    for stalls, stables, pastures in product((0, 1, 2), (0, 1), (0, 1)):
        h = Housing(dikes=5, pastures=pastures, stalls=stalls, stables=stables)
        for herd in product(range(7), repeat=3):
            if sum(herd) <= 8 and fits(h, herd):
                assert returning_can_breed_better(h, herd) == brute(h, herd), (h, herd)
                checked += 1
    assert checked > 500

"""Rulebook "Animal Husbandry Rules", "Inventorying" (May 2. Baby Animals) and
"Animals on Home Board" scoring: arle_core.animals."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arle_core.animals import (
    ANIMALS,
    CATTLE,
    HORSE,
    SHEEP,
    Herd,
    Housing,
    animal_points,
    breeding_outcomes,
    fits,
    keep_options,
)

# --------------------------------------------------------------------------- reference
# An independent brute force: every container is placed one by one, in every way, with
# the rulebook's literal capacities (a Park takes any mix of up to 2).

_TYPED = {"pasture": (2, None), "stall": (3, (0, 0, 1, 0)), "stable": (6, (0, 0, 1, 1, 2, 1, 0))}
_MIXES_UP_TO_2 = [m for m in itertools.product(range(3), repeat=3) if sum(m) <= 2]
_ONE_ANY = [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)]

State = tuple[Herd, Herd]  # (animals placed, newborns)


def _arrangements(h: Housing, herd: Herd) -> set[State]:
    """Every (placed, newborns) reachable by arranging animals <= herd in h."""
    states: set[State] = {((0, 0, 0), (0, 0, 0))}
    containers = (["stable"] * h.stables + ["stall"] * h.stalls + ["pasture"] * h.pastures
                  + ["park"] * h.parks + ["dike"] * h.dikes)
    for kind in containers:
        nxt: set[State] = set()
        for placed, kids in states:
            if kind in _TYPED:
                cap, births = _TYPED[kind]
                nxt.add((placed, kids))
                for t in range(3):
                    for m in range(1, cap + 1):
                        if placed[t] + m > herd[t]:
                            break
                        p = list(placed)
                        p[t] += m
                        k = list(kids)
                        if births is not None:
                            k[t] += births[m]
                        nxt.add(((p[0], p[1], p[2]), (k[0], k[1], k[2])))
            else:
                for mix in _MIXES_UP_TO_2 if kind == "park" else _ONE_ANY:
                    p2 = (placed[0] + mix[0], placed[1] + mix[1], placed[2] + mix[2])
                    if all(x <= y for x, y in zip(p2, herd, strict=True)):
                        nxt.add((p2, kids))
        states = nxt
    return states


def _ref_fits(h: Housing, herd: Herd) -> bool:
    return any(placed == herd for placed, _ in _arrangements(h, herd))


def _pareto(vs: set[Herd]) -> set[Herd]:
    return {v for v in vs
            if not any(w != v and all(a >= b for a, b in zip(w, v, strict=True)) for w in vs)}


def _ref_breeding(h: Housing, herd: Herd) -> set[Herd]:
    return _pareto({kids for placed, kids in _arrangements(h, herd) if placed == herd})


def _ref_keep(h: Housing, herd: Herd) -> set[Herd]:
    return _pareto({placed for placed, _ in _arrangements(h, herd)})


small_housing = st.builds(
    Housing,
    dikes=st.integers(0, 5),
    pastures=st.integers(0, 3),
    stalls=st.integers(0, 3),
    stables=st.integers(0, 2),
    parks=st.integers(0, 2),
)
small_herd = st.tuples(st.integers(0, 6), st.integers(0, 6), st.integers(0, 6))
big_housing = st.builds(
    Housing,
    dikes=st.integers(0, 5),
    pastures=st.integers(0, 12),
    stalls=st.integers(0, 13),
    stables=st.integers(0, 3),
    parks=st.integers(0, 5),
)
big_herd = st.tuples(st.integers(0, 20), st.integers(0, 20), st.integers(0, 20))


def _plus(a: Herd, b: Herd) -> Herd:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


# --------------------------------------------------------------------------- constants


def test_animal_types_in_herd_order() -> None:
    """Rulebook "Animal Husbandry Rules": "There are 3 types of Animals in this game:
    Sheep, Cattle, and Horses"; a Herd counts them in this order."""
    assert ANIMALS == (SHEEP, CATTLE, HORSE) == ("sheep", "cattle", "horse")


def test_default_housing_is_the_five_dikes() -> None:
    """Rulebook "Animal Husbandry Rules" ①: each of your 5 Dikes holds 1 Animal."""
    assert Housing() == Housing(dikes=5, pastures=0, stalls=0, stables=0, parks=0)
    assert Housing().capacity == 5
    assert Housing(parks=2).any_units == 9


# --------------------------------------------------------------------------- fits


def test_dikes_hold_one_animal_of_any_type() -> None:
    """① "Each of your Dikes can hold 1 Animal of any type.\""""
    h = Housing(dikes=5)
    assert fits(h, (5, 0, 0))
    assert fits(h, (2, 2, 1))
    assert not fits(h, (6, 0, 0))
    assert not fits(h, (2, 2, 2))


def test_pasture_holds_two_of_the_same_type() -> None:
    """② "Each empty Land Space ... can hold up to 2 Animals of the same type.\""""
    h = Housing(dikes=0, pastures=1)
    assert fits(h, (2, 0, 0))
    assert fits(h, (0, 0, 1))
    assert not fits(h, (1, 1, 0))
    assert not fits(h, (3, 0, 0))
    assert fits(Housing(dikes=0, pastures=2), (1, 1, 0))


def test_stall_holds_three_of_the_same_type() -> None:
    """③ "Each Stall can hold up to 3 Animals of the same type.\""""
    h = Housing(dikes=0, stalls=1)
    assert fits(h, (0, 3, 0))
    assert not fits(h, (0, 4, 0))
    assert not fits(h, (1, 1, 0))


def test_double_stall_is_two_separate_stalls() -> None:
    """④ "Double Stalls ... are considered two separate Stalls": 3 + 3 of two types."""
    h = Housing(dikes=0, stalls=2)  # one Double Stall
    assert fits(h, (3, 3, 0))
    assert fits(h, (6, 0, 0))
    assert not fits(h, (2, 2, 2))
    assert not fits(h, (7, 0, 0))


def test_stable_holds_six_of_the_same_type() -> None:
    """⑤ "Each Stable can hold up to 6 Animals of the same type.\""""
    h = Housing(dikes=0, stables=1)
    assert fits(h, (0, 0, 6))
    assert not fits(h, (0, 0, 7))
    assert not fits(h, (5, 1, 0))


def test_park_holds_two_animals_of_any_types() -> None:
    """⑥ "Each Park ... can hold up to 2 Animals of the same or of different types.\""""
    h = Housing(dikes=0, parks=1)
    assert fits(h, (1, 1, 0))
    assert fits(h, (0, 2, 0))
    assert not fits(h, (1, 1, 1))
    assert not fits(h, (3, 0, 0))


def test_mixed_capacity_combinations() -> None:
    """"Animal Husbandry Rules" ①-⑥ combined: typed containers per type, dikes and
    parks take the remainder of any types."""
    h = Housing(dikes=5, pastures=2, stalls=1, stables=1, parks=1)  # capacity 5+4+3+6+2
    assert h.capacity == 20
    assert fits(h, (6, 3, 4))  # Stable sheep, Stall cattle, 2 Pastures horses
    assert fits(h, (6, 3, 11))  # ... and 7 more horses on the 5 Dikes and the Park
    assert fits(h, (8, 6, 6))  # = capacity: 6 + 3 + 2 + 2 typed, 7 on Dikes and Park
    assert not fits(h, (8, 6, 7))  # 21 > capacity
    # Typing matters: pastures cannot mix, so 1+1+1 odd leftovers waste space.
    h2 = Housing(dikes=0, pastures=3, parks=0)
    assert fits(h2, (2, 2, 2))
    assert not fits(h2, (3, 2, 1))
    assert fits(Housing(dikes=1, pastures=3), (3, 2, 1))
    assert fits(Housing(dikes=0, pastures=2, parks=1), (3, 2, 1))


def test_starting_home_board() -> None:
    """Rulebook "Setup" / docs/rules-notes.md: 2 empty land spaces, a Stall holding 1 Horse, 5
    Dikes."""
    h = Housing(dikes=5, pastures=2, stalls=1)
    assert h.capacity == 12
    assert fits(h, (0, 0, 1))
    assert fits(h, (4, 4, 4))  # Stall 3 + Pasture 2 + Pasture 2 + 5 Dikes
    assert fits(h, (12, 0, 0))
    assert not fits(h, (4, 4, 5))
    assert not fits(h, (13, 0, 0))


@settings(max_examples=400, deadline=None)
@given(small_housing, small_herd)
def test_fits_matches_brute_force(h: Housing, herd: Herd) -> None:
    """Rules ①-⑥: the fast fit test agrees with placing containers one by one."""
    assert fits(h, herd) == _ref_fits(h, herd)


@settings(max_examples=300, deadline=None)
@given(big_housing, big_herd, st.permutations(range(3)))
def test_fits_symmetric_and_downward_closed(h: Housing, herd: Herd, perm: list[int]) -> None:
    """The rules treat the three animal types alike, and releasing animals never breaks
    accommodation ("You can return Animals ... at any time")."""
    permuted = (herd[perm[0]], herd[perm[1]], herd[perm[2]])
    assert fits(h, herd) == fits(h, permuted)
    if fits(h, herd):
        for i in range(3):
            if herd[i]:
                smaller = list(herd)
                smaller[i] -= 1
                assert fits(h, (smaller[0], smaller[1], smaller[2]))
    if sum(herd) > h.capacity:
        assert not fits(h, herd)


# --------------------------------------------------------------------------- keep_options


def test_keep_options_when_everything_fits() -> None:
    """"You can only keep your newly gained Animals if you can accommodate them": a
    herd that fits is kept whole."""
    assert keep_options(Housing(), (2, 2, 1)) == [(2, 2, 1)]
    assert keep_options(Housing(dikes=0), (0, 0, 0)) == [(0, 0, 0)]


def test_keep_options_choice_and_canonical_order() -> None:
    """"Animal Husbandry Rules" ②: one pasture cannot hold a Sheep and a Cow, so the
    player chooses which to release. Order: descending total, then lexicographic."""
    assert keep_options(Housing(dikes=0, pastures=1), (2, 2, 0)) == [(0, 2, 0), (2, 0, 0)]
    assert keep_options(Housing(dikes=0, pastures=1), (1, 1, 1)) == [
        (0, 0, 1), (0, 1, 0), (1, 0, 0)]
    assert keep_options(Housing(dikes=1, pastures=1), (2, 2, 0)) == [(1, 2, 0), (2, 1, 0)]
    # Pareto-maximal options of different totals (a Stall and a Pasture).
    assert keep_options(Housing(dikes=0, stalls=1, pastures=1), (2, 4, 1)) == [
        (2, 3, 0), (0, 3, 1), (0, 4, 0), (2, 0, 1)]


def test_keep_options_exact_example() -> None:
    """"Animal Husbandry Rules" ③+⑥: a Stall (3 of one type) and a Park (2 of any)."""
    h = Housing(dikes=0, stalls=1, parks=1)
    assert keep_options(h, (3, 3, 3)) == [
        (0, 2, 3), (0, 3, 2), (1, 1, 3), (1, 3, 1), (2, 0, 3), (2, 3, 0),
        (3, 0, 2), (3, 1, 1), (3, 2, 0)]
    assert keep_options(Housing(dikes=0), (1, 2, 3)) == [(0, 0, 0)]


@settings(max_examples=300, deadline=None)
@given(big_housing, big_herd)
def test_keep_options_fit_and_are_maximal(h: Housing, herd: Herd) -> None:
    """Property: every option is a sub-herd that fits, and adding any one animal of the
    herd back breaks the fit (Pareto-maximal); options are distinct and canonical."""
    opts = keep_options(h, herd)
    assert opts
    assert len(set(opts)) == len(opts)
    assert opts == sorted(opts, key=lambda x: (-sum(x), x))
    for kept in opts:
        assert all(k <= n for k, n in zip(kept, herd, strict=True))
        assert fits(h, kept)
        for i in range(3):
            if kept[i] < herd[i]:
                more = list(kept)
                more[i] += 1
                assert not fits(h, (more[0], more[1], more[2]))
    if fits(h, herd):
        assert opts == [herd]


@settings(max_examples=200, deadline=None)
@given(small_housing, small_herd)
def test_keep_options_complete(h: Housing, herd: Herd) -> None:
    """Every sub-herd that fits is dominated by an option (nothing is missing)."""
    assert set(keep_options(h, herd)) == _ref_keep(h, herd)


# --------------------------------------------------------------------------- breeding


def test_stall_with_exactly_two_breeds() -> None:
    """May "Baby Animals": "In each of your Stalls with exactly 2 Animals of the same
    type, you receive a third Animal of that type.\""""
    assert breeding_outcomes(Housing(dikes=0, stalls=1), (2, 0, 0)) == [(1, 0, 0)]
    assert breeding_outcomes(Housing(dikes=0, stalls=1), (3, 0, 0)) == [(0, 0, 0)]
    assert breeding_outcomes(Housing(dikes=1, stalls=1), (3, 0, 0)) == [(1, 0, 0)]
    assert breeding_outcomes(Housing(dikes=0, stalls=1), (0, 0, 1)) == [(0, 0, 0)]


def test_stable_breeding_table() -> None:
    """May "Baby Animals": "Stables with 2, 3 or 5 Animals ... another Animal ... with
    exactly 4 Animals ... 2 Animals (instead of 1).\""""
    h = Housing(dikes=0, stables=1)
    expected = {1: 0, 2: 1, 3: 1, 4: 2, 5: 1, 6: 0}
    for n, born in expected.items():
        assert breeding_outcomes(h, (0, n, 0)) == [(0, born, 0)], n
    # With room outside, 6 animals split 4 in the Stable + 2 outside for 2 newborns.
    assert breeding_outcomes(Housing(dikes=2, stables=1), (6, 0, 0)) == [(2, 0, 0)]


def test_double_stall_breeds_as_two_stalls() -> None:
    """May "Baby Animals": "Double Stalls (upgrades to Stables) are considered two
    separate Stalls.\""""
    h = Housing(dikes=0, stalls=2)
    assert breeding_outcomes(h, (4, 0, 0)) == [(2, 0, 0)]
    assert breeding_outcomes(h, (2, 2, 0)) == [(1, 1, 0)]
    assert breeding_outcomes(h, (5, 0, 0)) == [(1, 0, 0)]  # 3 + 2
    assert breeding_outcomes(Housing(dikes=1, stalls=2), (5, 0, 0)) == [(2, 0, 0)]


def test_no_breeding_outside_stalls_and_stables() -> None:
    """May "Baby Animals": "Animals outside of your Stalls and Stables, e.g. those in
    your Parks, do not breed." (Dikes and pastures neither.)"""
    assert breeding_outcomes(Housing(dikes=0, parks=1), (2, 0, 0)) == [(0, 0, 0)]
    assert breeding_outcomes(Housing(dikes=0, pastures=3), (2, 2, 2)) == [(0, 0, 0)]
    assert breeding_outcomes(Housing(dikes=5), (2, 2, 1)) == [(0, 0, 0)]


def test_breeding_choice_matters() -> None:
    """May "Baby Animals": one Stall, a pair of Sheep and a pair of Cattle: either pair
    may breed, not both - two different Pareto-maximal outcomes."""
    assert breeding_outcomes(Housing(dikes=5, stalls=1), (2, 2, 0)) == [(0, 1, 0), (1, 0, 0)]
    # A Stable: 4 Sheep for +2 Sheep, or 2 Cattle for +1 Cattle (3 Sheep elsewhere).
    h = Housing(dikes=2, pastures=1, stables=1)
    assert breeding_outcomes(h, (4, 2, 0)) == [(2, 0, 0), (0, 1, 0)]


def test_breeding_mixed_board() -> None:
    """May "Baby Animals" on a developed board (two Stalls, a Stable, pastures)."""
    h = Housing(dikes=5, pastures=2, stalls=2, stables=1, parks=1)
    # The Stable takes 4 of one type (+2); the two Stalls pair the rest.
    assert breeding_outcomes(h, (4, 4, 2)) == [(1, 2, 1), (2, 1, 1), (2, 2, 0)]
    assert set(breeding_outcomes(h, (4, 4, 2))) == _ref_breeding(h, (4, 4, 2))


def test_breeding_rejects_a_herd_that_does_not_fit() -> None:
    """Animals "must always be accommodated on your Home Board"."""
    with pytest.raises(ValueError):
        breeding_outcomes(Housing(dikes=0), (1, 0, 0))


@settings(max_examples=300, deadline=None)
@given(small_housing, small_herd)
def test_breeding_matches_brute_force(h: Housing, herd: Herd) -> None:
    """May "Baby Animals": the outcomes are exactly the Pareto-maximal newborn vectors
    over every arrangement (brute force)."""
    if not fits(h, herd):
        return
    outs = breeding_outcomes(h, herd)
    assert outs == sorted(outs, key=lambda x: (-sum(x), x))
    assert set(outs) == _ref_breeding(h, herd)


@settings(max_examples=200, deadline=None)
@given(big_housing, big_herd)
def test_newborns_stay_with_parents(h: Housing, herd: Herd) -> None:
    """"Place the newborn Animals with their parents": parents plus newborns fit."""
    if not fits(h, herd):
        return
    for born in breeding_outcomes(h, herd):
        assert fits(h, _plus(herd, born))
        assert all(b <= n for b, n in zip(born, herd, strict=True))


# --------------------------------------------------------------------------- scoring


@pytest.mark.parametrize(
    ("herd", "vp"),
    [
        ((6, 4, 5), 13),  # "6 Sheep, 5 Horses, and 4 Cattle are worth 0+5+8=13 VP."
        ((0, 4, 5), 4),  # "5 Horses, 4 Cattle and 0 Sheep are worth 0+4+0=4 VP."
        ((3, 3, 3), 9),  # "3 Horses, 3 Cattle, and 3 Sheep are worth 0+3+6=9 VP."
    ],
)
def test_animal_points_rulebook_examples(herd: Herd, vp: int) -> None:
    """Rulebook "Animals on Home Board": least type 2 VP each, second least 1 VP."""
    assert animal_points(herd) == vp


@given(small_herd, st.permutations(range(3)))
def test_animal_points_properties(herd: Herd, perm: list[int]) -> None:
    """"Animals on Home Board": order-free, and at most 1 VP per animal on average."""
    permuted = (herd[perm[0]], herd[perm[1]], herd[perm[2]])
    assert animal_points(herd) == animal_points(permuted)
    assert animal_points(herd) <= sum(herd)
    assert animal_points((herd[0] + 1, herd[0] + 1, herd[0] + 1)) == 3 * (herd[0] + 1)


# --------------------------------------------------------------------------- speed

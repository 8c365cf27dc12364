"""Animals drawn in their holdings (arle_core.holdings): one concrete arrangement of what
the engine houses abstractly (rulebook "Animal Husbandry Rules" ①-⑥)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from arle_core.animals import Housing, fits, keep_options
from arle_core.holdings import MIXED, arrange

housings = st.builds(Housing, dikes=st.just(5), pastures=st.integers(0, 6),
                     stalls=st.integers(0, 4), stables=st.integers(0, 3), parks=st.integers(0, 2))
herds = st.tuples(st.integers(0, 14), st.integers(0, 14), st.integers(0, 14))


@settings(max_examples=400, deadline=None)
@given(housings, herds)
def test_every_animal_the_engine_keeps_stands_in_a_holding_within_its_capacity(
        h: Housing, herd: tuple[int, int, int]) -> None:
    a = arrange(h, herd)
    placed = tuple(sum(x.animals[t] for x in a.holdings) for t in range(3))
    kept = herd if fits(h, herd) else keep_options(h, herd)[0]
    assert placed == kept
    assert tuple(n - k for n, k in zip(herd, kept, strict=True)) == a.homeless
    for x in a.holdings:
        assert sum(x.animals) <= x.capacity
        if x.kind not in MIXED:  # ②③⑤: "up to N Animals of the same type"
            assert sum(1 for n in x.animals if n) <= 1
    kinds = [x.kind for x in a.holdings]
    assert (kinds.count("stable"), kinds.count("stall"), kinds.count("pasture"),
            kinds.count("park"), kinds.count("dike")) == (h.stables, h.stalls, h.pastures,
                                                          h.parks, h.dikes)


def test_a_stall_holds_three_of_one_type_and_a_dike_one_of_any() -> None:
    # ③ "Each Stall can hold up to 3 Animals of the same type." ① "Each of your Dikes can
    # hold 1 Animal of any type."
    a = arrange(Housing(dikes=5, stalls=1), (3, 1, 1))
    stall = next(x for x in a.holdings if x.kind == "stall")
    assert stall.animals == (3, 0, 0) and stall.capacity == 3
    assert sorted(sum(x.animals) for x in a.holdings if x.kind == "dike") == [0, 0, 0, 1, 1]
    assert a.homeless == (0, 0, 0)


def test_animals_that_do_not_fit_are_named_homeless() -> None:
    a = arrange(Housing(dikes=5), (4, 3, 0))  # 7 animals, 5 dikes
    assert sum(a.homeless) == 2

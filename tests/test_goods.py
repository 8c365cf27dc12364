"""Paying costs (rulebook "Phase 2: Work Phase": "you can always pay Timber instead of Wood
and Brick instead of Clay")."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from arle_core.goods import affordable, payments
from arle_core.state import PlayerState

GOODS = ("wood", "timber", "clay", "brick", "food", "peat")
amounts = st.integers(min_value=0, max_value=4)


@given(st.fixed_dictionaries({g: amounts for g in GOODS}),
       st.dictionaries(st.sampled_from(GOODS), st.integers(min_value=1, max_value=4)),
       st.booleans())
def test_affordable_says_whether_some_payment_exists(have: dict[str, int], cost: dict[str, int],
                                                     substitute: bool) -> None:
    p = PlayerState()
    p.goods.update(have)
    assert affordable(p, cost, substitute) == bool(payments(p, cost, substitute))


def test_timber_pays_for_wood_but_not_the_other_way() -> None:
    p = PlayerState()
    p.goods.update(dict.fromkeys(GOODS, 0), timber=2)
    assert affordable(p, {"wood": 2})
    assert not affordable(p, {"wood": 2}, substitute=False)
    p.goods.update(timber=0, wood=2)
    assert not affordable(p, {"timber": 1})

"""Rulebook "Phase 3: Inventorying": November (milking, harvest, sustenance with Food and
Peat) and May (baby animals, shearing, sustenance); the "Supply Bottlenecks" category."""

from __future__ import annotations

import pytest

from arle_core.state import GameState
from arle_core.steps.inventory import milk_food

from .support import at_half_year, fresh, me, refresh, to_inventory


def _milk(variant: str, sheep: int, cattle: int) -> int:
    g = fresh(variant=variant)
    p = me(g)
    p.goods.update(sheep=sheep, cattle=cattle)
    return milk_food(g.state, p)


@pytest.mark.parametrize(("sheep", "food"), [(1, 0), (2, 1), (4, 1), (5, 2), (6, 2), (7, 3),
                                             (8, 3)])
def test_milking_sheep_printed(sheep: int, food: int) -> None:
    """Milking: "1/2/3 Food for 2/5/7 Sheep"."""
    assert _milk("printed", sheep, 0) == food


@pytest.mark.parametrize(("sheep", "food"), [(2, 1), (5, 2), (7, 2), (8, 3)])
def test_milking_sheep_yucata(sheep: int, food: int) -> None:
    """Yucata: "1/2/3 Food for 2/5/8 Sheep"."""
    assert _milk("yucata", sheep, 0) == food


@pytest.mark.parametrize(("cattle", "food"), [(0, 0), (1, 1), (2, 1), (3, 2), (5, 3), (9, 3)])
def test_milking_cattle(cattle: int, food: int) -> None:
    """Milking: "1/2/3 Food for 1/3/5 Cattle"."""
    assert _milk("printed", 0, cattle) == food


def test_milking_at_most_six() -> None:
    assert _milk("printed", 9, 9) == 6


def _november(g: object) -> GameState:
    to_inventory(g)  # type: ignore[arg-type]
    return g.state  # type: ignore[attr-defined,no-any-return]


def test_november_harvest_and_sustenance() -> None:
    """Harvest: 1 Grain per Grain Field, 1 Flax per Flax Field, 1 Wood per Forest (not Parks);
    Sustenance: 3 Food and 2 Peat."""
    g = fresh()
    p = me(g)
    p.tiles.update(forest=1, park=1)
    refresh(g)
    _november(g)
    p = g.state.players[0]
    assert g.state.half_year == 2
    assert (p.goods["grain"], p.goods["flax"], p.goods["wood"]) == (2, 4, 5)
    assert (p.goods["food"], p.goods["peat"]) == (2, 1)
    assert p.bottleneck == 0


def test_november_missing_food_paid_with_grain_then_animals() -> None:
    """"For each missing Food, pay 1 Grain instead. If you run out of Grain, pay 1 Animal per
    missing Food instead." The player chooses which animals."""
    g = fresh()
    p = me(g)
    # Milking brings 1 Food (1 Cattle), the Grain Field 1 Grain: 1 Food is missing.
    p.goods.update(food=0, grain=0, sheep=1, cattle=1)
    refresh(g)
    to_inventory(g)
    d = g.decision()
    assert d.kind == "feed"
    assert g.legal_moves() == ["eat:1,0,0", "eat:0,1,0", "eat:0,0,1"]
    g.play("eat:0,0,1")
    p = g.state.players[0]
    assert p.herd() == (1, 1, 0) and p.goods["grain"] == 0 and p.goods["food"] == 0
    assert p.bottleneck == 0


def test_november_missing_fuel_wood_then_timber_then_two_vp_each() -> None:
    """"For each missing Peat, pay 1 Wood (or Timber) instead"; still missing: -2 VP each."""
    g = fresh()
    p = me(g)
    p.goods.update(peat=0, wood=0, timber=1)
    refresh(g)
    _november(g)
    p = g.state.players[0]
    assert p.goods["timber"] == 0 and p.bottleneck == -2


def test_missing_food_costs_two_vp_each() -> None:
    g = fresh()
    p = me(g)
    p.goods.update(food=1, grain=0, horse=0)
    p.tiles["grain_field"] = 0
    refresh(g)
    _november(g)
    assert g.state.players[0].bottleneck == -4
    assert g.scores()[0]["bottlenecks"] == -4


def test_may_breeding_shearing_and_food_only() -> None:
    """May: a Stall with exactly 2 animals gets a third; shearing 1/2/3 Wool for 1/4/6 Sheep,
    newborns included; sustenance is 3 Food (no Peat)."""
    g = fresh()
    at_half_year(g, 2)
    p = me(g)
    p.goods.update(horse=0, sheep=2)
    p.tiles.update(stall=1)
    refresh(g)
    to_inventory(g)
    p = g.state.players[0]
    assert g.state.half_year == 3
    assert p.goods["sheep"] == 3 and p.goods["wool"] == 4 + 1
    assert (p.goods["food"], p.goods["peat"]) == (2, 3)


def test_may_shearing_thresholds() -> None:
    from arle_core.steps.inventory import SHEARING

    wool = {n: next((w for t, w in SHEARING if n >= t), 0) for n in range(8)}
    assert wool == {0: 0, 1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3}


def test_sustenance_grain_only_when_food_runs_out() -> None:
    """Yucata's summary: "You can only eat Grain if you run out of Food"."""
    g = fresh()
    at_half_year(g, 2)
    p = me(g)
    p.goods.update(food=2, grain=3, horse=0)
    refresh(g)
    to_inventory(g)
    p = g.state.players[0]
    assert (p.goods["food"], p.goods["grain"]) == (0, 2)

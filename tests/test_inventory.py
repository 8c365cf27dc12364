"""Rulebook "Phase 3: Inventorying": November (milking, harvest, sustenance with Food and
Peat) and May (baby animals, shearing, sustenance); the "Supply Bottlenecks" category."""

from __future__ import annotations

import random

import pytest

from arle_core import new_game
from arle_core.data.spaces import SUMMER, season_of
from arle_core.state import GameState
from arle_core.steps.buildings import owned_before_november
from arle_core.steps.inventory import Forecast, forecast, milk_food

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


def _forecasts_and_outcomes(seed: int) -> list[tuple[Forecast, int, bool]]:
    """A random 2-player game: at every player's last decision before an Inventorying,
    the forecast, and then the VP the Inventorying actually cost and whether the
    player's buildings or breeding could add to what the forecast counted."""
    rng = random.Random(seed)
    g = new_game(players=2, seed=seed)
    out = []
    while not g.is_over:
        s = g.state
        if s.stage == "end_work":
            half_year = s.half_year
            seen = [(forecast(s, p), s.players[p].bottleneck) for p in range(2)]
            extra = [season_of(half_year) != SUMMER or owned_before_november(s, p)
                     for p in range(2)]
            while not g.is_over and g.state.half_year == half_year \
                    and g.state.stage != "final":
                ks = g.legal_moves()
                g.play("end" if "end" in ks else ks[0] if g.state.stage == "inventory"
                       else rng.choice(ks))
            for p, (f, before) in enumerate(seen):
                out.append((f, before - g.state.players[p].bottleneck, extra[p]))
            continue
        g.play(rng.choice(g.legal_moves()))
    return out


def test_the_forecast_is_what_the_inventorying_then_costs() -> None:
    """"4. Sustenance": 3 Food (Grain, then animals, for missing Food) and in November 2
    Peat (Wood or Timber for missing Peat); still missing costs 2 VP each. The warning's
    forecast, made once all workers are placed, is what the Inventorying then costs (at
    most that with breeding or buildings that act before November, which only add)."""
    seen = [row for seed in (2, 5, 11) for row in _forecasts_and_outcomes(seed)]
    assert any(f.vp_lost for f, _, _ in seen)  # the games do reach a bottleneck
    for f, lost, extra in seen:
        assert lost <= f.vp_lost if extra else lost == f.vp_lost

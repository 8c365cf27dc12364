"""The calendar (arle_core.data.calendar) is the one source of the half-year count, the
turn order and the names of months, seasons and phases."""

from __future__ import annotations

from arle_core import new_game
from arle_core.data import calendar
from arle_core.data.spaces import season_of


def test_turn_order_starts_with_the_starting_player() -> None:
    assert calendar.TURN_ORDER == {(1, 0): (0,), (2, 0): (0, 1), (2, 1): (1, 0)}
    g = new_game(players=2, seed=1)
    first = g.state.start_player
    assert g.state.turn_order == list(calendar.TURN_ORDER[2, first]) * calendar.WORKERS


def test_nine_half_years_alternate_summer_and_winter() -> None:
    seasons = [season_of(n) for n in range(1, calendar.HALF_YEARS + 1)]
    assert seasons == ["summer", "winter"] * 4 + ["summer"]
    assert set(calendar.MONTHS) == set(calendar.INVENTORY_MONTH) == set(calendar.SEASON_LABELS)

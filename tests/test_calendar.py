"""The calendar (arle_core.data.calendar) is the one source of the half-year count, the
turn order and the names of months, seasons and phases."""

from __future__ import annotations

from arle_core import history, new_game, view
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


def test_the_view_and_the_history_name_the_calendar_as_it_does() -> None:
    """Until they import it, their own tables must say the same."""
    assert view.MONTHS == calendar.MONTHS
    assert view.INVENTORY_MONTH == history.INVENTORY_MONTH == calendar.INVENTORY_MONTH
    assert view.SEASON_LABELS == history.SEASON_LABELS == calendar.SEASON_LABELS
    assert history.PHASE_LABELS == calendar.PHASE_LABELS

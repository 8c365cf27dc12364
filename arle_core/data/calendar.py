"""The game's calendar (rulebook "Course of the Game"): 9 half-years, Summer/Fall (odd)
and Winter/Spring (even); in each, every player's 4 workers are placed month by month,
the starting player first, then comes Inventorying (November or May). The names the
view and the history give these parts are here too, once."""

from __future__ import annotations

from collections.abc import Mapping

HALF_YEARS = 9
WORKERS = 4  # per player and half-year

MONTHS: Mapping[str, tuple[str, ...]] = {
    "summer": ("July", "August", "September", "October"),
    "winter": ("January", "February", "March", "April")}
INVENTORY_MONTH: Mapping[str, str] = {"summer": "November", "winter": "May"}
SEASON_LABELS: Mapping[str, str] = {"summer": "Summer/Fall", "winter": "Winter/Spring"}
# What the calendar strip's short marks mean, said beside it ("3S": half-year 3, Summer).
CALENDAR_LEGEND = "S Summer/Fall · W Winter/Spring · Nov and May: Inventorying"
# A stage of a half-year (GameState.stage) as a history heading names it.
PHASE_LABELS: Mapping[str, str] = {
    "work": "Work Phase", "end_work": "Work Phase", "inventory": "Inventorying",
    "final": "Game end", "over": "Game end"}

# (players, starting player) -> the players in turn order: the starting player first.
TURN_ORDER: Mapping[tuple[int, int], tuple[int, ...]] = {
    (n, first): tuple((first + i) % n for i in range(n)) for n in (1, 2) for first in range(n)}

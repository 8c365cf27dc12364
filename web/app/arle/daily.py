"""Today's game: one solo game per date, the same for everyone, derived from the date
alone (no server). Pure Python (tested in CPython).

The function of the date (``daily_setup``), kept for good since a daily game's link must
keep proving its score:

- ``digest = sha256("arle daily game " + ISO date)``, e.g. ``"arle daily game 2026-11-26"``;
- the game number is the date's digits then six digits of the digest:
  ``YYYYMMDD * 1_000_000 + int(digest[:8] as big-endian) % 1_000_000``, so the number
  itself tells the date (``20261126xxxxxx``);
- the buildings: in each colour group a player picks from (4 green houses, 2 yellow,
  3 inns), the buildings with the smallest ``sha256(ISO date + " " + building key)``;
  all orange and red buildings are always in play;
- one player, the printed rulebook.

A game is a daily game when its setup alone is exactly that of the date its number
tells (``daily_date``): a link whose buildings, ruleset or number were changed is not.
Its score is proven by its link: opening a link replays every move through the rules.
The dates played, the best scores and the streak follow the rules every game's daily game
shares (``app/daily.py``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from datetime import date
from functools import cache
from typing import Any

from app import daily as shared
from app.daily import BEST_SHOWN, parse_day, streak
from arle_core.codec import Setup
from arle_core.setup_form import GROUPS, chosen_buildings, members
from gamekit.registry import ARLE

JSON = dict[str, Any]
SALT = "arle daily game"
DAILY_VARIANT = "printed"
NUMBER_DIGITS = 1_000_000  # the digest's part of the game number

__all__ = ["BEST_SHOWN", "daily_date", "daily_record", "daily_setup",
           "daily_start", "parse_day", "proven_score", "streak", "verified_line"]


def _digest(text: str) -> bytes:
    return hashlib.sha256(text.encode()).digest()


def daily_seed(day: date) -> int:
    """The date's game number: its digits, then six digits of the date's hash."""
    mixed = int.from_bytes(_digest(f"{SALT} {day.isoformat()}")[:8], "big") % NUMBER_DIGITS
    return int(day.strftime("%Y%m%d")) * NUMBER_DIGITS + mixed


def daily_buildings(day: date) -> list[str]:
    """The date's buildings in board order: in each group the player picks from, the
    ones whose hash with the date is smallest."""
    iso = day.isoformat()
    picked: list[str] = []
    for _key, _label, colours, need in GROUPS:
        if need is None:
            continue
        group = members(colours)
        picked += sorted(group, key=lambda b: _digest(f"{iso} {b}"))[:need]
    return chosen_buildings(picked)


def daily_setup(day: date) -> JSON:
    """What ``new_game`` needs for the date's game (names are the player's own)."""
    return {"players": 1, "seed": daily_seed(day), "variant": DAILY_VARIANT,
            "buildings": daily_buildings(day)}


def daily_start(day: date) -> tuple[int, JSON]:
    """The date's game as the page starts it: its number and its setup form's options."""
    setup = daily_setup(day)
    return setup["seed"], {"variant": setup["variant"], "buildings": setup["buildings"]}


def daily_date(setup: Setup) -> date | None:
    """The date whose daily game this setup is (None: not a daily game). The number tells
    the date; the whole setup must then be that date's."""
    if setup.players != 1 or setup.variant != DAILY_VARIANT:
        return None
    try:
        day = date(setup.seed // NUMBER_DIGITS // 10_000,
                   setup.seed // NUMBER_DIGITS // 100 % 100, setup.seed // NUMBER_DIGITS % 100)
    except ValueError:
        return None
    if daily_seed(day) != setup.seed or tuple(daily_buildings(day)) != tuple(setup.buildings):
        return None
    return day


def verified_line(total: float, day: date) -> str:
    """What a finished daily game's link proves."""
    return shared.verified_line(total, day, "VP")


def daily_day_of_seed(seed: object) -> str | None:
    """The date a saved game's number tells, when it is in the daily games' form (Your
    games lists saves without replaying them; the save was made on this device)."""
    if not isinstance(seed, int) or seed < NUMBER_DIGITS:
        return None
    n = seed // NUMBER_DIGITS
    try:
        day = date(n // 10_000, n // 100 % 100, n % 100)
    except (ValueError, OverflowError):  # no such date; a year past C's long (a bad save)
        return None
    return day.isoformat() if daily_seed(day) == seed else None


@cache
def proven_score(code: str) -> tuple[str, float] | None:
    """The date and the total a finished daily game's link proves, by replaying every move
    (None: not a finished daily game). Kept per link: a save's link never changes."""
    return shared.proven(ARLE.faces(), daily_date, code)


def daily_record(games: Iterable[JSON]) -> JSON:
    """Your daily games of Fields of Arle: the dates played and the best proven score per
    date (``app.daily.daily_record``)."""
    return shared.daily_record(games, daily_day_of_seed, proven_score)

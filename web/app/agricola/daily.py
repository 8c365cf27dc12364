"""Today's game of Agricola: one solo game per date, the same for everyone, derived from
the date alone (no server), on the same rules as Fields of Arle's (``app/daily.py``).
Pure Python; the engine is imported only to replay a link (the dates and the streak are
read without it, before Agricola's engine is installed).

The function of the date (``daily_start``), kept for good since a daily game's link must
keep proving its score:

- ``digest = sha256("agricola daily game " + ISO date)``, e.g.
  ``"agricola daily game 2026-11-29"``;
- the game number is the date's digits then two digits of the digest:
  ``YYYYMMDD * 100 + int(digest[:8] as big-endian) % 100``, so the number itself tells the
  date (``20261129xx``) and stays within Agricola's game numbers (below 2^31) for every
  date up to 2147-12-31;
- one player, the family rules' setup form left as it is (``DAILY_OPTIONS``: the
  storehouse collects no food solo, as the rulebook says).

A game is a daily game when its setup alone is exactly that of the date its number tells
(``daily_date``): a link whose number or options were changed is not.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from datetime import date
from functools import cache
from typing import Any

from app import daily as shared
from gamekit.registry import AGRICOLA

JSON = dict[str, Any]
SALT = "agricola daily game"
NUMBER_DIGITS = 100  # the digest's part of the game number
LAST_DAY = date(2147, 12, 31)  # the last date whose number is an Agricola game number
# the setup form's options of a daily game: every field as the form offers it
DAILY_OPTIONS: JSON = {f["name"]: f["default"] for f in AGRICOLA.setup}
# the flags a daily game's setup holds as the form's defaults
_FLAGS = {f["name"]: f["default"] for f in AGRICOLA.setup if f["kind"] == "flag"}


def daily_seed(day: date) -> int:
    """The date's game number: its digits, then two digits of the date's hash."""
    if day > LAST_DAY:
        raise ValueError(f"Agricola's daily games end on {LAST_DAY.isoformat()}.")
    digest = hashlib.sha256(f"{SALT} {day.isoformat()}".encode()).digest()
    return int(day.strftime("%Y%m%d")) * NUMBER_DIGITS + int.from_bytes(digest[:8], "big") \
        % NUMBER_DIGITS


def daily_start(day: date) -> tuple[int, JSON]:
    """The date's game as the page starts it (solo): its number and its setup form's
    options."""
    return daily_seed(day), dict(DAILY_OPTIONS)


def _day_of(seed: int) -> date | None:
    """The date a number in the daily games' form tells (None: no date)."""
    n = seed // NUMBER_DIGITS
    try:
        day = date(n // 10_000, n // 100 % 100, n % 100)
    except (ValueError, OverflowError):
        return None
    return day if day <= LAST_DAY and daily_seed(day) == seed else None


def daily_date(setup: Any) -> date | None:
    """The date whose daily game this setup is (None: not a daily game). The number tells
    the date; the rest of the setup must be the daily game's (one player, the form's
    flags as they are); the player's name is free."""
    if setup.players != 1 or setup.start_player != 0:
        return None
    if any(getattr(setup, name) != value for name, value in _FLAGS.items()):
        return None
    return _day_of(setup.seed) if isinstance(setup.seed, int) else None


def daily_day_of_seed(seed: object) -> str | None:
    """The date a saved game's number tells, when it is in the daily games' form (Your
    games lists saves without replaying them)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        return None
    day = _day_of(seed)
    return day.isoformat() if day is not None else None


def verified_line(total: float, day: date) -> str:
    """What a finished daily game's link proves, in Agricola's points."""
    return shared.verified_line(total, day, AGRICOLA.unit)


def proven_score(code: str) -> tuple[str, float] | None:
    """The date and the total a finished daily game's link proves, by replaying every move
    (None: not a finished daily game, or Agricola's engine not installed yet)."""
    if not AGRICOLA.installed():
        return None  # asked again once it is: nothing is kept of this answer
    return _proven(code)


@cache
def _proven(code: str) -> tuple[str, float] | None:
    """Kept per link: a save's link never changes."""
    return shared.proven(AGRICOLA.faces(), daily_date, code)


def daily_record(games: Iterable[JSON]) -> JSON:
    """Your daily games of Agricola: the dates played and the best proven score per date
    (``app.daily.daily_record``)."""
    return shared.daily_record(games, daily_day_of_seed, proven_score)

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
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from datetime import date, timedelta
from functools import cache
from typing import Any

from app.choices import GROUPS, _members, chosen_buildings
from app.saves import played_here
from arle_core import BadGameCode, IllegalMove, decode
from arle_core.codec import Setup

JSON = dict[str, Any]
SALT = "arle daily game"
DAILY_VARIANT = "printed"
NUMBER_DIGITS = 1_000_000  # the digest's part of the game number
BEST_SHOWN = 30  # the latest dates played whose best score the page shows


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
        members = _members(colours)
        picked += sorted(members, key=lambda b: _digest(f"{iso} {b}"))[:need]
    return chosen_buildings(picked)


def daily_setup(day: date) -> JSON:
    """What ``new_game`` needs for the date's game (names are the player's own)."""
    return {"players": 1, "seed": daily_seed(day), "variant": DAILY_VARIANT,
            "buildings": daily_buildings(day)}


def parse_day(text: str) -> date:
    """An ISO date ("2026-11-26"), or ValueError in words."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"Today's game needs a date like 2026-11-26 (not {text!r}).") from None


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
    points = str(int(total)) if float(total).is_integer() else f"{total:g}"
    return f"verified: {points} VP, daily game of {day.isoformat()}"


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
    try:
        game = decode(code)
    except (BadGameCode, IllegalMove):
        return None
    day = daily_date(game.setup)
    if day is None or not game.is_over:
        return None
    return day.isoformat(), float(game.scores()[0]["total"])


def daily_record(games: Iterable[JSON]) -> JSON:
    """Your daily games: the dates played (a save of that date's game with at least one
    move) and the best finished score per date, of the ``BEST_SHOWN`` latest, newest first.
    Only games played on this device count (a friend's game opened from its link is
    theirs), and each score is replayed from the game's link, never read from the save."""
    finished: list[str] = []
    played: set[str] = set()
    for g in games:
        day = daily_day_of_seed(g.get("seed")) if g.get("players") == 1 else None
        if day is None or not g.get("moves") or not played_here(g):
            continue
        played.add(day)
        if g.get("over") and isinstance(g.get("code"), str):
            finished.append(str(g["code"]))
    days = sorted(played, reverse=True)
    shown = set(days[:BEST_SHOWN])
    best: dict[str, float] = {}
    for proven in map(proven_score, finished):
        if proven is not None and proven[0] in shown:
            day, total = proven
            best[day] = max(best.get(day, total), total)
    return {"best": dict(sorted(best.items(), reverse=True)), "days": days}


def streak(days: Sequence[str], today: date) -> int:
    """Consecutive days played up to today (or up to yesterday, when today's game is
    still to come)."""
    played = set(days)
    day = today if today.isoformat() in played else today - timedelta(days=1)
    n = 0
    while day.isoformat() in played:
        n += 1
        day -= timedelta(days=1)
    return n

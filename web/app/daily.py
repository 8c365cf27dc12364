"""Today's game, the part every game's daily game shares (each game's own room, named by
its registry entry's ``GameInfo.daily``, holds its function of the date): the date the page
passes, the line a finished daily game's link proves, the daily games of this device (the
dates played and the best proven score of each) and the streak. Pure Python (tested in
CPython); no engine is imported here, and a game's room only for a save of that game.

The rules are the same for every game (``docs/daily-game.md``): only games played on this
device count (a friend's game opened from its link is theirs), and a best score is never
read from a save but replayed from the game's link, once per link.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from datetime import date, timedelta
from typing import Any

from app.saves import played_here
from gamekit.registry import DEFAULT, Faces, games

JSON = dict[str, Any]
BEST_SHOWN = 30  # the latest dates played whose best score the page shows


def parse_day(text: str) -> date:
    """An ISO date ("2026-11-26"), or ValueError in words."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"Today's game needs a date like 2026-11-26 (not {text!r}).") from None


def verified_line(total: float, day: date, unit: str) -> str:
    """What a finished daily game's link proves, in the game's unit ("VP", "points")."""
    points = str(int(total)) if float(total).is_integer() else f"{total:g}"
    return f"verified: {points} {unit}, daily game of {day.isoformat()}"


def proven(faces: Faces, daily_date: Callable[[Any], date | None],
           code: str) -> tuple[str, float] | None:
    """The date and the total a finished daily game's link proves, by replaying every move
    through the game's engine (None: not a finished daily game of that game's
    ``daily_date``)."""
    try:
        game = faces.decode(code)
    except (faces.bad_code, faces.illegal_move):
        return None
    day = daily_date(game.setup)
    if day is None or not game.is_over:
        return None
    return day.isoformat(), float(game.scores()[0]["total"])


def daily_record(games: Iterable[JSON], day_of_seed: Callable[[object], str | None],
                 proven_score: Callable[[str], tuple[str, float] | None]) -> JSON:
    """A game's daily games on this device (``games``: its saves' listings): the dates
    played (a save of that date's game with at least one move, its number read by
    ``day_of_seed``) and the best finished score per date, of the ``BEST_SHOWN`` latest,
    newest first. Only games played here count, and each score is the one
    ``proven_score`` replays from the game's link, never the save's."""
    finished: list[str] = []
    played: set[str] = set()
    for g in games:
        day = day_of_seed(g.get("seed")) if g.get("players") == 1 else None
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


def day_of_save(entry: JSON) -> str | None:
    """The date whose daily game a saved solo game is, by its number (None: not one):
    "Your games" names it so. Its game's room says (``daily_day_of_seed``)."""
    if entry.get("players") != 1 or entry.get("broken"):
        return None
    info = next((g for g in games() if g.id == entry.get("game", DEFAULT.id)), None)
    if info is None or info.daily is None:
        return None
    day: str | None = importlib.import_module(info.daily).daily_day_of_seed(entry.get("seed"))
    return day

"""Fields of Arle's older setup form (``mode``, this device's ``seat``, ``level``,
``variant``, ``buildings``: the page's form before the games had one of their own), read
as today's; a setup without a ``game`` is Fields of Arle's (its ``GameInfo.older_form``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.seating import (
    COMPUTER,
    COMPUTER_LEVELS,
    DEFAULT_LEVEL,
    HOTSEAT,
    LINK,
    SOLO,
    TWO_PLAYER_MODES,
    who_of,
)
from app.state import JSON
from gamekit.registry import ARLE

if TYPE_CHECKING:
    from app.session import Session


def today_form(setup: JSON) -> JSON:
    """The older form as today's ``{game, players, names, seed, seats, options}``."""
    players = int(setup["players"])
    seat = setup.get("seat")
    mode = str(setup.get("mode", HOTSEAT)) if players > 1 else "solo"
    level = str(setup.get("level") or DEFAULT_LEVEL)
    who = who_of(mode, int(seat) if seat not in (None, "") else 0, players)
    return {"game": ARLE.id, "players": players, "names": setup.get("names", []),
            "seed": setup.get("seed"), "seats": [{"who": w, "level": level} for w in who],
            "options": {"variant": str(setup.get("variant", "printed")),
                        "buildings": setup.get("buildings", "starter")}}


def new_arle_game(session: Session, players: int, seed: int | None = None,
                  variant: str = "printed", buildings: str | list[str] = "starter",
                  names: list[str] | None = None, mode: str = HOTSEAT, seat: int | None = None,
                  level: str = DEFAULT_LEVEL) -> None:
    """A new game of Fields of Arle in ``session``, as the older form says it. Two players:
    ``mode`` HOTSEAT, or LINK / COMPUTER with this device's ``seat`` ("I play Anna"; the
    first player when not given); against the computer at ``level``."""
    if players > 1 and mode not in TWO_PLAYER_MODES:
        raise ValueError(f"a 2-player game is played {HOTSEAT!r}, by {LINK!r} "
                         f"or against the {COMPUTER!r}")
    if mode == COMPUTER and level not in COMPUTER_LEVELS:
        raise ValueError(f"the computer's level is one of {', '.join(COMPUTER_LEVELS)}")
    if seat is not None and seat not in range(players):
        raise ValueError(f"seat must be 0 or {players - 1}")
    who = who_of(SOLO if players == 1 else mode, seat or 0, players)
    session.start(ARLE.id, players, seed, {"variant": variant, "buildings": buildings},
                  names or [], who, [level] * players)

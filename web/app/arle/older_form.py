"""Fields of Arle's older setup form (``mode``, this device's ``seat``, ``level``,
``variant``, ``buildings``: the page's form before the games had one of their own), read
as today's; a setup without a ``game`` is Fields of Arle's (its ``GameInfo.older_form``)."""

from __future__ import annotations

from app.seating import DEFAULT_LEVEL, HOTSEAT, who_of
from app.state import JSON
from gamekit.registry import ARLE


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

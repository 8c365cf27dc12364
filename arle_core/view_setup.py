"""What the new-game form offers before a game exists, as plain JSON-able data: every
building a player may pick, and how many of each colour a setup has (the rulebook's setup,
``new_game``'s ``buildings``)."""

from __future__ import annotations

from typing import Any

from .data.buildings import BUILDING_ORDER, BUILDINGS, IN_PLAY, LIGHT_GREEN, STARTER_INNS, of_colour

JSON = dict[str, Any]


def setup_choices() -> JSON:
    """``buildings``: each building's key, name, colour, VP and text, in board order;
    ``in_play``: how many buildings of each colour a setup has; ``starter``: the starter
    set's fixed picks (its yellow buildings are drawn)."""
    return {
        "buildings": [{"key": k, "name": BUILDINGS[k].name, "colour": BUILDINGS[k].colour,
                       "vp": BUILDINGS[k].vp, "text": BUILDINGS[k].text}
                      for k in BUILDING_ORDER],
        "in_play": dict(IN_PLAY),
        "starter": [*of_colour(LIGHT_GREEN), *STARTER_INNS],
    }

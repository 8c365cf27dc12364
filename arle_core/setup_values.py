"""What a player chooses at setup besides the rules: the game number (the seed) and the
player names, each with the one rule the form, ``new_game`` and the link codec all apply."""

from __future__ import annotations

from gamekit.names import MAX_NAME as MAX_NAME
from gamekit.names import MAX_NAME_BYTES as MAX_NAME_BYTES
from gamekit.names import normal_text

DEFAULT_NAMES = ("Red", "Blue")
# A game number (the seed) is a whole number in this range: up to 2**53 - 1, so the page's
# JavaScript holds it exactly, and a link's varint for it is at most 8 bytes.
MIN_SEED = 0
MAX_SEED = 2**53 - 1


def check_seed(seed: object) -> int:
    """``seed`` when it is a game number the engine accepts; ValueError says the range."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not MIN_SEED <= seed <= MAX_SEED:
        raise ValueError(f"the game number must be a whole number from {MIN_SEED} to "
                         f"{MAX_SEED:,}, not {seed!r}")
    return seed


def normal_name(name: str, seat: int) -> str:
    """The one rule for a player's name (the form's and a link's alike,
    :func:`gamekit.names.normal_text`); nothing visible left is the seat's default name."""
    return normal_text(name) or DEFAULT_NAMES[seat]

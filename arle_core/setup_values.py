"""What a player chooses at setup besides the rules: the game number (the seed) and the
player names, each with the one rule the form, ``new_game`` and the link codec all apply."""

from __future__ import annotations

import unicodedata

DEFAULT_NAMES = ("Red", "Blue")
MAX_NAME = 40  # characters of a player name, after normal_name
MAX_NAME_BYTES = 4 * MAX_NAME  # UTF-8 bytes of a name in a link, before normal_name
# A game number (the seed) is a whole number in this range: up to 2**53 - 1, so the page's
# JavaScript holds it exactly, and a link's varint for it is at most 8 bytes.
MIN_SEED = 0
MAX_SEED = 2**53 - 1
# Characters that are taken as a space in a name: controls (Unicode Cc) and the
# bidirectional embedding, override and isolate marks that would reorder the page's text.
_BIDI_MARKS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Unicode categories that show nothing by themselves (format characters such as the
# zero-width space, spaces, combining marks): a name of only these is empty.
_INVISIBLE = frozenset({"Cf", "Zs", "Zl", "Zp", "Mn", "Me"})


def check_seed(seed: object) -> int:
    """``seed`` when it is a game number the engine accepts; ValueError says the range."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not MIN_SEED <= seed <= MAX_SEED:
        raise ValueError(f"the game number must be a whole number from {MIN_SEED} to "
                         f"{MAX_SEED:,}, not {seed!r}")
    return seed


def normal_name(name: str, seat: int) -> str:
    """The one rule for a player's name (the form's and a link's alike): control and
    bidirectional marks become spaces, a lone surrogate (not text: no UTF-8 holds it) the
    replacement character, runs of whitespace one space, no space at either end, at most
    MAX_NAME characters; nothing visible left is the seat's default name."""
    text = "".join(" " if unicodedata.category(c) == "Cc" or c in _BIDI_MARKS
                   else "\ufffd" if unicodedata.category(c) == "Cs" else c for c in name)
    text = " ".join(text.split())[:MAX_NAME].rstrip()
    if not any(unicodedata.category(c) not in _INVISIBLE for c in text):
        return DEFAULT_NAMES[seat]
    return text

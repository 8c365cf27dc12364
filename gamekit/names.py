"""Players' names, one rule for every game: the setup form, ``new_game`` and the link
codecs all put a name through :func:`normal_text`, and a link holds each name as
length-prefixed UTF-8 (:func:`name_bytes`, :func:`read_name`).

A game decides what a name with nothing visible becomes (Fields of Arle: the seat's
colour; Agricola: empty text, which its faces show as "Player N").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .decisions import BadGameCode
from .linkcodec import Reader, varint

MAX_NAME = 40  # characters of a player name, after normal_text
MAX_NAME_BYTES = 4 * MAX_NAME  # UTF-8 bytes of a name in a link (at most 4 a character)
# Characters that are taken as a space in a name: controls (Unicode Cc) and the
# bidirectional embedding, override and isolate marks that would reorder the page's text.
_BIDI_MARKS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Unicode categories that show nothing by themselves (format characters such as the
# zero-width space, spaces, combining marks): a name of only these is empty.
_INVISIBLE = frozenset({"Cf", "Zs", "Zl", "Zp", "Mn", "Me"})


def normal_text(name: str) -> str:
    """A player's name in its one normal form: control and bidirectional marks become
    spaces, a lone surrogate (not text: no UTF-8 holds it) the replacement character, runs
    of whitespace one space, no space at either end, at most MAX_NAME characters; ""
    when nothing visible is left."""
    text = "".join(" " if unicodedata.category(c) == "Cc" or c in _BIDI_MARKS
                   else "\ufffd" if unicodedata.category(c) == "Cs" else c for c in name)
    text = " ".join(text.split())[:MAX_NAME].rstrip()
    if not any(unicodedata.category(c) not in _INVISIBLE for c in text):
        return ""
    return text


def given_names(names: Iterable[object], players: int) -> tuple[str, ...]:
    """The names given to a new game, one a seat, as they were given: TypeError for one
    that is not text (None or 1 would become the names "None" and "1"), ValueError for a
    count that is not the players'."""
    given: list[str] = []
    for seat, name in enumerate(names):
        if not isinstance(name, str):
            raise TypeError(f"player {seat + 1}'s name must be text, not {name!r}")
        given.append(name)
    if len(given) != players:
        raise ValueError(f"{players} player name(s) needed")
    return tuple(given)


def name_bytes(name: str) -> bytes:
    """A name as a link holds it: its UTF-8 length as a varint, then the UTF-8."""
    raw = name.encode("utf-8")
    if len(raw) > MAX_NAME_BYTES:
        raise ValueError(f"a player name is at most {MAX_NAME_BYTES} bytes of UTF-8")
    return varint(len(raw)) + raw


def read_name(r: Reader) -> str:
    """The next name in a link's bytes, as written (the game puts it through its rule);
    :class:`BadGameCode` when it is too long or not UTF-8."""
    n = r.varint()
    if n > MAX_NAME_BYTES:
        raise BadGameCode("a player name in the game link is too long")
    try:
        return r.bytes(n).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadGameCode("a player name in the game link is not valid text") from exc

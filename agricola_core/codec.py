"""The link is the game: ``encode`` a game to URL-safe text and ``decode`` it back.

Packed by :mod:`gamekit.linkcodec` behind the prefix ``"A3."`` (the ``A`` keeps an
Agricola link apart from a Fields of Arle one). Format 3, written today:

    version, players, switches (bit 0: solo storehouse, bit 1: no "2 different building
    resources" card), start player, seed, the players' names (one a seat: length-prefixed
    UTF-8, :mod:`gamekit.names`; empty: a seat not named), then the moves in the notation
    of :mod:`agricola_core.notation`: each move as the rule facts it applies, so the order
    and grouping of the options an engine offers do not change what a link means.

Format 2 (``"A2."``, read for good) is format 3 without the names. Format 1 (``"A1."``,
read for good) has format 2's setup bytes, then the move count and each move as its index
in the option list of its decision (varints); its option lists are those of today's
engine, which must keep them (the format-1 golden games check it). A game of either has
no seat named.

Decoding replays every move through the rules, so a link can only describe a legal game.
Reading is strict: ``decode(t).encode() == t`` for every format-3 link that decodes; a
name must be in the names' normal form (:func:`gamekit.names.normal_text`), at most
``MAX_NAME_BYTES`` bytes of UTF-8.
"""

from __future__ import annotations

from gamekit import BadGameCode, replay
from gamekit.codec import GameCodec
from gamekit.linkcodec import Reader
from gamekit.names import normal_text, read_name

from .game import Game
from .link_format import (
    FORMAT,
    INDEXES,
    MAX_MOVES,
    UNNAMED,
    encode_indexes,
    encode_moves,
    encode_unnamed,
)
from .notation import NOTATION
from .state import MAX_SEED, Setup

__all__ = ["CODEC", "FORMAT", "INDEXES", "MAX_MOVES", "UNNAMED", "decode", "encode",
           "encode_indexes", "encode_moves", "encode_unnamed", "move_indexes", "offered",
           "read"]


def offered(game: Game) -> list[list[str]]:
    """The option keys each move of ``game`` chose from (a replay of its moves)."""
    return replay.offered(Game(game.setup), game.moves)


def encode(game: Game) -> str:
    """URL-safe text holding the format version, the setup and every move."""
    return encode_moves(game.setup, game.moves, offered(game))


def move_indexes(game: Game) -> list[int]:
    """Each move of ``game`` as its index in the option list of its decision."""
    return replay.move_indexes(Game(game.setup), game.moves)


def _read_setup(version: int, r: Reader) -> Setup:
    players, switches, start = r.byte(), r.byte(), r.byte()
    if players not in (1, 2, 3, 4) or switches > 3 or start >= players:
        raise BadGameCode("the game link describes an impossible setup")
    seed = r.varint()
    if seed > MAX_SEED:
        raise BadGameCode(f"the game link's game number is out of range (at most {MAX_SEED})")
    names = tuple(_name(r) for _ in range(players)) if version > UNNAMED else ()
    return Setup(players, seed, start, bool(switches & 1), not switches & 2, names)


def _name(r: Reader) -> str:
    """A seat's name, refused unless in the one form the writer writes."""
    name = read_name(r)
    if normal_text(name) != name:
        raise BadGameCode("a player name in the game link is not written the way the game "
                          "writes names (stray spaces or control characters)")
    return name


CODEC = GameCodec(FORMAT, NOTATION, _read_setup, Game, MAX_MOVES, frozenset({INDEXES}))
read = CODEC.read
decode = CODEC.decode

"""The link is the game: ``encode`` a game to URL-safe text and ``decode`` it back.

Layout (format version 3), then zlib-compressed and base64url-encoded without padding,
behind the prefix ``"3."`` (the version again, readable before decompression):

    version, players, variant, start player, seed, buildings (count + indexes),
    names (length-prefixed UTF-8), then the moves in the notation of
    :mod:`arle_core.notation`: each move as what it does in the rules, so the grouping
    and order of the options a page asks do not change what a link means.

Format 2 (prefix ``"2."``) wrote each move as its index in its decision's option list:
such links are still read (:func:`decode_v2`), with the option lists of the engine that
wrote them (``docs/notation.md`` says how that stays true).

Decoding replays every move through the rules, so a link can only describe a legal
game. Input length, decompressed size and move count are capped.

Strict: a link is read only in the form ``encode`` writes it, so
``decode(t).encode() == t`` whenever ``decode(t)`` succeeds on a format-3 link. The
version prefix is written the short way (not ``03.``), the base64 has no padding and no
stray bits, nothing may follow the compressed stream or the last move, every number is
written in its shortest varint, the buildings in board order, the seed within
``MIN_SEED..MAX_SEED``, every move word the short way and every break where the writer
puts it. The one exception is player names: any name of at most ``MAX_NAME_BYTES`` bytes
of UTF-8 is read and put through ``normal_name`` (the form's rule), so links from before
that rule keep opening; the game's own link then carries the normal name. How zlib
deflated the bytes is not pinned (zlib builds may compress the same bytes differently),
but the compressed bytes may be at most ``DEFLATE_SLACK`` bytes longer than the engine's
own compression.
"""

from __future__ import annotations

from gamekit.codec import GameCodec
from gamekit.linkcodec import DEFLATE_SLACK, LinkFormat, Reader
from gamekit.names import read_name

from .data.buildings import BUILDING_ORDER
from .decisions import BadGameCode
from .game import Game, offered
from .link_format import (
    MAX_MOVES,
    MAX_RAW,
    MAX_TEXT,
    READ_VERSIONS,
    VARIANT_ORDER,
    VERSION,
    encode_moves,
)
from .notation import NOTATION
from .setup_values import MAX_SEED, MIN_SEED, check_seed, normal_name
from .state import Setup

# The setup's checks are part of the codec's public face (the page reads them here).
# The writer's names (link_format) are re-exported: the codec is the link's one face.
__all__ = ["CODEC", "DEFLATE_SLACK", "MAX_SEED", "MIN_SEED", "VERSION", "Setup", "check_seed",
           "decode", "decode_v2", "encode", "encode_moves", "offered", "read"]

FORMAT = LinkFormat(game="Fields of Arle", version=VERSION,
                    older=tuple(v for v in READ_VERSIONS if v != VERSION),
                    max_text=MAX_TEXT, max_raw=MAX_RAW)


def encode(game: Game) -> str:
    """URL-safe text holding the format version, the setup and every move."""
    return game.encode()


def _read_setup(version: int, r: Reader) -> Setup:
    players, variant_i, start = r.byte(), r.byte(), r.byte()
    if players not in (1, 2) or variant_i >= len(VARIANT_ORDER) or start >= players:
        raise BadGameCode("the game link describes an impossible setup")
    seed = r.varint()
    if seed > MAX_SEED:
        raise BadGameCode(f"the game link's game number is out of range (at most {MAX_SEED})")
    n_buildings = r.varint()
    if n_buildings > len(BUILDING_ORDER):
        raise BadGameCode("the game link lists too many buildings")
    idx = list(r.bytes(n_buildings))
    if any(i >= len(BUILDING_ORDER) for i in idx):
        raise BadGameCode("the game link lists unknown buildings")
    if idx != sorted(set(idx)):
        raise BadGameCode("the game link lists its buildings out of order or twice")
    names = [normal_name(read_name(r), seat) for seat in range(players)]
    return Setup(players, seed, VARIANT_ORDER[variant_i],
                 tuple(BUILDING_ORDER[i] for i in idx), tuple(names), start)


# Format 2 wrote each move as its option's index; format 3 writes notation items.
CODEC = GameCodec(FORMAT, NOTATION, _read_setup, Game, MAX_MOVES, frozenset(FORMAT.older))
read = CODEC.read
decode = CODEC.decode


def decode_v2(text: str) -> Game:
    """A format-2 link's game (moves as option indexes), refused for any other format."""
    if not isinstance(text, str) or not text.strip().startswith("2."):
        raise BadGameCode("this is not a game link of format 2")
    return decode(text)

"""The link is the game: ``encode`` a game to URL-safe text and ``decode`` it back.

Layout (format version 2), then zlib-compressed and base64url-encoded without padding,
behind the prefix ``"2."`` (the version again, readable before decompression):

    version, players, variant, start player, seed, buildings (count + indexes),
    names (length-prefixed UTF-8), move count, each move as its index in the
    canonical option list of its decision (varints).

Decoding replays every move through the rules, so a link can only describe a legal
game. Input length, decompressed size and move count are capped.

Strict: a link is read only in the form ``encode`` writes it. The version prefix is
``2.`` exactly (not ``02.``), the base64 has no padding and no stray bits, nothing may
follow the compressed stream or the last move, every number is written in its shortest
varint, the buildings in board order, the seed within ``MIN_SEED..MAX_SEED``. The one
exception is player names: any name of at most ``MAX_NAME_BYTES`` bytes of UTF-8 is read
and put through ``normal_name`` (the form's rule), so links from before that rule keep
opening; the game's own link then carries the normal name. How zlib deflated the bytes
is not pinned (zlib builds may compress the same bytes differently), but the compressed
bytes may be at most ``DEFLATE_SLACK`` bytes longer than the engine's own compression.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Sequence

from .data.buildings import BUILDING_ORDER
from .data.variants import VARIANTS
from .decisions import BadGameCode, IllegalMove
from .game import MAX_NAME_BYTES, MAX_SEED, MIN_SEED, Game, check_seed, normal_name
from .state import Setup

# The setup's checks are part of the codec's public face (the page reads them here).
__all__ = ["MAX_SEED", "MIN_SEED", "Setup", "check_seed", "decode", "encode", "encode_indexes",
           "move_indexes", "read"]

# A move is stored as its index in its decision's option list, so a rules change that
# changes any option list needs a new format: format 1 was read until the any-time
# abilities came inside actions (issue 11), which changed those lists.
VERSION = 2
PREFIX = f"{VERSION}."
MAX_TEXT = 16_000  # characters of link text
MAX_RAW = 64_000  # bytes after decompression
MAX_MOVES = 20_000
# A link's compressed bytes may be at most this much longer than the engine's own
# compression of the same game (other zlib builds differ by a few bytes, never by this):
# no room for hidden data in padding blocks.
DEFLATE_SLACK = 32
VARIANT_ORDER = tuple(VARIANTS)
_SAFE = re.compile(r"^[A-Za-z0-9_-]*$")
_VERSION = re.compile(r"^(?:0|[1-9][0-9]{0,3})$")


def _varint(n: int) -> bytes:
    if n < 0:
        raise ValueError(f"a link cannot hold a negative number ({n})")
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise BadGameCode("the game link is cut short (truncated data)")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            if not b & 0x80:
                if b == 0 and shift:
                    raise BadGameCode("the game link holds a number not written the short way")
                return n
            shift += 7
            if shift > 63:
                raise BadGameCode("the game link holds a number that is far too large")

    def bytes(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise BadGameCode("the game link is cut short (truncated data)")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk


def pack_setup(setup: Setup) -> bytes:
    out = bytearray([VERSION, setup.players, VARIANT_ORDER.index(setup.variant),
                     setup.start_player])
    out += _varint(check_seed(setup.seed))
    out += _varint(len(setup.buildings))
    out += bytes(BUILDING_ORDER.index(b) for b in setup.buildings)
    for name in setup.names:
        raw = name.encode("utf-8")
        out += _varint(len(raw)) + raw
    return bytes(out)


def encode_indexes(setup: Setup, indexes: Sequence[int]) -> str:
    """The link text for ``setup`` and moves given as option indexes (no replay needed:
    a page that remembers each move's index builds its link in microseconds)."""
    out = bytearray(pack_setup(setup))
    out += _varint(len(indexes))
    for i in indexes:
        out += _varint(i)
    packed = zlib.compress(bytes(out), 9)
    return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def move_indexes(game: Game) -> list[int]:
    """Each move of ``game`` as its index in the canonical option list of its decision."""
    replay = Game(game.setup)
    indexes = []
    for key in game.moves:
        indexes.append(replay.legal_moves().index(key))
        replay.play(key)
    return indexes


def encode(game: Game) -> str:
    """URL-safe text holding the format version, the setup and every move."""
    return encode_indexes(game.setup, move_indexes(game))


def _unpack(text: str) -> bytes:
    if not isinstance(text, str):
        raise BadGameCode("a game link is text")
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise BadGameCode(f"the game link is too long ({len(text)} characters; "
                          f"at most {MAX_TEXT})")
    version, dot, body = text.partition(".")
    if not dot or not _VERSION.match(version):
        raise BadGameCode("this is not a Fields of Arle game link")
    if int(version) > VERSION:
        raise BadGameCode(f"this game link was made by a newer version of the game "
                          f"(format {version}; this page reads format {VERSION})")
    if int(version) != VERSION:
        raise BadGameCode(f"this game link was made by an earlier version of the game (format "
                          f"{version}) whose rules offered other choices; it cannot be "
                          f"replayed now")
    if not _SAFE.match(body):
        raise BadGameCode("the game link contains characters that do not belong in it")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as exc:
        raise BadGameCode("the game link is damaged (bad base64)") from exc
    if base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=") != body:
        raise BadGameCode("the game link is damaged (bad base64)")
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_RAW)
    except zlib.error as exc:
        raise BadGameCode("the game link is damaged (it does not decompress)") from exc
    if inflater.unconsumed_tail:
        raise BadGameCode("the game link unpacks to far too much data")
    if not inflater.eof:
        raise BadGameCode("the game link is cut short (truncated data)")
    if inflater.unused_data:
        raise BadGameCode("the game link has data after the end of the game")
    if len(packed) > len(zlib.compress(raw, 9)) + DEFLATE_SLACK:
        raise BadGameCode("the game link is longer than its game needs (padded)")
    return raw


def decode(text: str) -> Game:
    """The game a link describes, replayed move by move; BadGameCode says what is wrong."""
    setup, indexes = read(text)
    game = Game(setup)
    for i, k in enumerate(indexes):
        keys = game.legal_moves()
        if k >= len(keys):
            raise BadGameCode(f"move {i + 1} in the game link is not legal at that point")
        try:
            game.play(keys[k])
        except IllegalMove as exc:  # pragma: no cover - keys come from legal_moves
            raise BadGameCode(f"move {i + 1} in the game link is not legal: {exc}") from exc
    return game


def read(text: str) -> tuple[Setup, list[int]]:
    """A link's setup and its moves as option indexes, checked as far as they can be
    without playing them (:func:`decode` plays them). Two links of one setup share a
    move prefix exactly when their index lists do, so comparing copies needs no replay."""
    r = _Reader(_unpack(text))
    if r.byte() != VERSION:
        raise BadGameCode("the game link's format version does not match its contents")
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
    names = []
    for seat in range(players):
        n = r.varint()
        if n > MAX_NAME_BYTES:
            raise BadGameCode("a player name in the game link is too long")
        try:
            names.append(normal_name(r.bytes(n).decode("utf-8"), seat))
        except UnicodeDecodeError as exc:
            raise BadGameCode("a player name in the game link is not valid text") from exc
    setup = Setup(players, seed, VARIANT_ORDER[variant_i],
                  tuple(BUILDING_ORDER[i] for i in idx), tuple(names), start)
    n_moves = r.varint()
    if n_moves > MAX_MOVES:
        raise BadGameCode(f"the game link holds too many moves ({n_moves})")
    indexes = [r.varint() for _ in range(n_moves)]
    if r.pos != len(r.data):
        raise BadGameCode("the game link has unexpected data after its last move")
    return setup, indexes

"""The link is the game: ``encode`` a game to URL-safe text and ``decode`` it back.

Layout (format 1), packed by :mod:`gamekit.linkcodec` behind the prefix ``"A1."`` (the
``A`` keeps an Agricola link apart from a Fields of Arle one):

    version, players, switches (bit 0: solo storehouse, bit 1: no "2 different building
    resources" card), start player, seed, move count, each move as its index in the
    option list of its decision (varints).

Decoding replays every move through the rules, so a link can only describe a legal game.
A rules change that changes any option list needs a new format version.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamekit import BadGameCode, replay
from gamekit.linkcodec import LinkFormat, Reader, varint

from .game import Game
from .state import MAX_SEED, Setup

FORMAT = LinkFormat(game="Agricola", version=1, tag="A")
MAX_MOVES = 20_000


def _switches(setup: Setup) -> int:
    return int(setup.solo_storehouse) | int(not setup.two_resources) << 1


def encode_indexes(setup: Setup, indexes: Sequence[int]) -> str:
    """The link of ``setup`` and moves given as option indexes."""
    out = bytearray([FORMAT.version, setup.players, _switches(setup), setup.start_player])
    out += varint(setup.seed) + varint(len(indexes))
    for i in indexes:
        out += varint(i)
    return FORMAT.pack(bytes(out))


def move_indexes(game: Game) -> list[int]:
    """Each move of ``game`` as its index in the option list of its decision."""
    return replay.move_indexes(Game(game.setup), game.moves)


def encode(game: Game) -> str:
    """URL-safe text holding the format version, the setup and every move."""
    return encode_indexes(game.setup, move_indexes(game))


def read(text: str) -> tuple[Setup, list[int]]:
    """A link's setup and moves as option indexes, checked as far as possible unplayed."""
    r = Reader(FORMAT.unpack(text))
    if r.byte() != FORMAT.version:
        raise BadGameCode("the game link's format version does not match its contents")
    players, switches, start = r.byte(), r.byte(), r.byte()
    if players not in (1, 2, 3, 4) or switches > 3 or start >= players:
        raise BadGameCode("the game link describes an impossible setup")
    seed = r.varint()
    if seed > MAX_SEED:
        raise BadGameCode(f"the game link's game number is out of range (at most {MAX_SEED})")
    setup = Setup(players, seed, start, bool(switches & 1), not switches & 2)
    n_moves = r.varint()
    if n_moves > MAX_MOVES:
        raise BadGameCode(f"the game link holds too many moves ({n_moves})")
    indexes = [r.varint() for _ in range(n_moves)]
    if not r.done:
        raise BadGameCode("the game link has unexpected data after its last move")
    return setup, indexes


def decode(text: str) -> Game:
    """The game a link describes, replayed move by move; BadGameCode says what is wrong."""
    setup, indexes = read(text)
    return replay.replay(Game(setup), indexes)

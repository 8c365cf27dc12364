"""The link is the game: ``decode`` reads a ``K1.`` link (:mod:`link_format`) by replaying
every move through the rules, so a link can only describe a legal game."""

from __future__ import annotations

from gamekit import BadGameCode, replay
from gamekit.codec import GameCodec
from gamekit.linkcodec import Reader

from .game import Game
from .link_format import FORMAT, MAX_MOVES, encode_moves
from .notation import NOTATION
from .state import MAX_SEED, Setup

__all__ = ["CODEC", "FORMAT", "decode", "encode_moves", "offered", "read"]


def offered(game: Game) -> list[list[str]]:
    """The option keys each move of ``game`` chose from (a replay of its moves)."""
    return replay.offered(Game(game.setup), game.moves)


def _read_setup(version: int, r: Reader) -> Setup:
    players, switches = r.byte(), r.byte()
    if players not in (2, 3, 4) or switches > 1:
        raise BadGameCode("the game link describes an impossible setup")
    seed = r.varint()
    if seed > MAX_SEED:
        raise BadGameCode(f"the game link's game number is out of range (at most {MAX_SEED})")
    return Setup(players, seed, not switches)


CODEC = GameCodec(FORMAT, NOTATION, _read_setup, Game, MAX_MOVES)
read = CODEC.read
decode = CODEC.decode

"""Writing a link (the reader is :mod:`keyharvest_core.codec`), kept apart from the codec
so that ``Game.encode`` reaches it without a cycle. Format 1, behind the tag ``"K1."``:
version, players, switches (bit 0: the seventh event is *not* kept, G13 off), the seed,
then the moves in the notation of :mod:`keyharvest_core.notation`."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.linkcodec import LinkFormat, varint

from .notation import NOTATION
from .state import Setup

FORMAT = LinkFormat(game="Key Harvest", version=1, tag="K")
MAX_MOVES = 20_000


def setup_bytes(setup: Setup) -> bytes:
    return bytes([FORMAT.version, setup.players, int(not setup.keep_seventh)]) + varint(
        setup.seed)


def encode_moves(setup: Setup, moves: Sequence[str],
                 offered_keys: Sequence[Sequence[str]]) -> str:
    """The link of ``setup`` and its moves, given the option keys each move chose from."""
    items = NOTATION.write(offered_keys, moves)
    return FORMAT.pack(setup_bytes(setup) + NOTATION.pack_items(items))

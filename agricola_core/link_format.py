"""Writing a link (the reader is :mod:`agricola_core.codec`): kept apart from the codec so
that ``Game.encode`` reaches it without a cycle (the codec's reader replays a ``Game``).
The format is described in :mod:`agricola_core.codec`."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.linkcodec import LinkFormat, pack, varint
from gamekit.names import name_bytes

from .notation import NOTATION
from .state import Setup

FORMAT = LinkFormat(game="Agricola", version=3, tag="A", older=(1, 2))
INDEXES = 1  # the format that wrote moves as option indexes
UNNAMED = 2  # the last format without the players' names (its moves as today's)
MAX_MOVES = 20_000  # moves (format 1) or notation items (formats 2 and 3)


def _switches(setup: Setup) -> int:
    return int(setup.solo_storehouse) | int(not setup.two_resources) << 1


def _setup_bytes(setup: Setup, version: int) -> bytearray:
    out = bytearray([version, setup.players, _switches(setup), setup.start_player])
    out += varint(setup.seed)
    if version > UNNAMED:
        for name in setup.names:
            out += name_bytes(name)
    return out


def encode_moves(setup: Setup, moves: Sequence[str],
                 offered_keys: Sequence[Sequence[str]]) -> str:
    """The link of ``setup`` and its moves, given the option keys each move chose from
    (a page that keeps them writes its link without a replay)."""
    items = NOTATION.write(offered_keys, moves)
    return FORMAT.pack(bytes(_setup_bytes(setup, FORMAT.version)) + NOTATION.pack_items(items))


def encode_indexes(setup: Setup, indexes: Sequence[int]) -> str:
    """A format-1 link: moves as option indexes (for tests of old links)."""
    out = _setup_bytes(setup, INDEXES) + varint(len(indexes))
    for i in indexes:
        out += varint(i)
    return f"{FORMAT.tag}{INDEXES}." + pack(bytes(out))


def encode_unnamed(setup: Setup, moves: Sequence[str],
                   offered_keys: Sequence[Sequence[str]]) -> str:
    """A format-2 link: today's moves without the names (for tests of old links)."""
    items = NOTATION.write(offered_keys, moves)
    raw = bytes(_setup_bytes(setup, UNNAMED)) + NOTATION.pack_items(items)
    return f"{FORMAT.tag}{UNNAMED}." + pack(raw)



"""What a link of today's format is made of, and writing one: the format version, the
caps a reader enforces, the setup's bytes and the moves in the notation
(:mod:`arle_core.notation`). Reading is :mod:`arle_core.codec`'s; this module needs no
:class:`~arle_core.game.Game`, so the game writes its own link without a cycle."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.linkcodec import pack, varint
from gamekit.names import name_bytes

from . import notation
from .data.buildings import BUILDING_ORDER
from .data.variants import VARIANTS
from .setup_values import check_seed
from .state import Setup

VERSION = 3
PREFIX = f"{VERSION}."
# Formats read besides VERSION. Format 1 (moves as option indexes before the any-time
# abilities came inside actions) was never released beyond its first days and is not read.
READ_VERSIONS = (2, VERSION)
MAX_TEXT = 16_000  # characters of link text
MAX_RAW = 64_000  # bytes after decompression
MAX_MOVES = 20_000  # moves (format 2) or notation items (format 3)
VARIANT_ORDER = tuple(VARIANTS)


def pack_setup(setup: Setup, version: int = VERSION) -> bytes:
    out = bytearray([version, setup.players, VARIANT_ORDER.index(setup.variant),
                     setup.start_player])
    out += varint(check_seed(setup.seed))
    out += varint(len(setup.buildings))
    out += bytes(BUILDING_ORDER.index(b) for b in setup.buildings)
    for name in setup.names:
        out += name_bytes(name)
    return bytes(out)


def encode_moves(setup: Setup, moves: Sequence[str],
                 offered_keys: Sequence[Sequence[str]]) -> str:
    """The link text for ``setup`` and its moves (keys), given the option keys each move
    chose from (no replay needed: a page that keeps them builds its link at once)."""
    items = notation.write(offered_keys, moves)
    return PREFIX + pack(pack_setup(setup) + notation.pack_items(items))

"""The country board as one table: its 56 spaces, the crop of the field tile of each, the
four start pairs, and which spaces are neighbours.

The printed board's layout is not published, so this board is the project's own
(key-harvest-facts.md §10, G1–G4): 7 rows A–G of 7, 8, 9, 8, 9, 8, 7 hex spaces, each row
centred on the one above; a reference is the row letter and the position from the left.
Every board is the same, so a player with the printed components could enter theirs as a
second table of this shape. Standard library only; no game logic.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

# The five crops, named as the counters are (L97–L98, L332–L334), with their colours.
CROPS: tuple[str, ...] = ("hops", "vegetables", "apples", "wine", "wheat")
COLOURS: MappingProxyType[str, str] = MappingProxyType({
    "hops": "brown", "vegetables": "green", "apples": "orange", "wine": "red",
    "wheat": "yellow"})
# G4: the players' colours are four of the five crop colours (a counter of the player's
# colour only picks the start player, L130–L133, and marks the score track).
PLAYER_COLOURS: tuple[str, ...] = ("vegetables", "apples", "wine", "wheat")

ROW_NAMES = "ABCDEFG"
ROW_SIZES: tuple[int, ...] = (7, 8, 9, 8, 9, 8, 7)

# G2: the crop on each tile, one letter a space, row by row (H hops, V vegetables,
# A apples, W wine, Y wheat): 12 wheat and 11 of each other crop, no two neighbours alike.
_LETTER = {"H": "hops", "V": "vegetables", "A": "apples", "W": "wine", "Y": "wheat"}
_CROP_ROWS: tuple[str, ...] = (
    "YAVYHWA",
    "VWHWAYVY",
    "HAYVHWHAW",
    "YVWAYVYH",
    "HAYVWAWVY",
    "VHAHYHAW",
    "WVYVAWH",
)

# G3: the four start pairs, each a colour (only a label: pairs are dealt at random) and
# two tiles on opposite sides of the board.
START_PAIRS: tuple[tuple[str, tuple[str, str]], ...] = (
    ("blue", ("A2", "G6")),
    ("purple", ("A6", "G2")),
    ("white", ("D1", "D8")),
    ("black", ("B4", "F5")),
)

SPACES: tuple[str, ...] = tuple(f"{row}{i}" for row, n in zip(ROW_NAMES, ROW_SIZES, strict=True)
                                for i in range(1, n + 1))
ORDER: MappingProxyType[str, int] = MappingProxyType({s: i for i, s in enumerate(SPACES)})
CROP_OF: MappingProxyType[str, str] = MappingProxyType({
    f"{row}{i + 1}": _LETTER[letter]
    for row, letters in zip(ROW_NAMES, _CROP_ROWS, strict=True)
    for i, letter in enumerate(letters)})


def _neighbours() -> dict[str, tuple[str, ...]]:
    """G1's rule: in a row, i and i+1 touch; from a row of n to a row of n+1 below, i
    touches i and i+1; to a row of n−1 below, i touches i−1 and i."""
    out: dict[str, set[str]] = {s: set() for s in SPACES}

    def touch(a: str, b: str) -> None:
        out[a].add(b)
        out[b].add(a)

    for r, (row, n) in enumerate(zip(ROW_NAMES, ROW_SIZES, strict=True)):
        for i in range(1, n):
            touch(f"{row}{i}", f"{row}{i + 1}")
        if r + 1 == len(ROW_NAMES):
            continue
        below, m = ROW_NAMES[r + 1], ROW_SIZES[r + 1]
        for i in range(1, n + 1):
            for j in ((i, i + 1) if m == n + 1 else (i - 1, i)):
                if 1 <= j <= m:
                    touch(f"{row}{i}", f"{below}{j}")
    return {s: tuple(sorted(ns, key=SPACES.index)) for s, ns in out.items()}


# In board order, so that every option list built from them is in a stable order.
NEIGHBOURS: MappingProxyType[str, tuple[str, ...]] = MappingProxyType(_neighbours())


def in_order(refs: Iterable[str]) -> list[str]:
    """References in board order (A1 … G7), the canonical order of every option list."""
    return sorted(refs, key=ORDER.__getitem__)

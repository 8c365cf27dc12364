"""Farmyard geometry: 3 rows × 5 columns of spaces, the 38 fence positions between and
around them, pastures as enclosed areas, and how many animals a farm can hold.

Spaces are numbered ``row * 5 + column`` (row 0 on top) and sets of spaces are bit masks.
A pasture is chosen as a set of spaces (never as raw fence edges): its fences are the
edges on the border of that set.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import product

ROWS, COLS = 3, 5
CELLS = ROWS * COLS
ALL = (1 << CELLS) - 1
START_ROOMS = (1 << 5) | (1 << 10)  # left column, middle and bottom rows


def cell_name(c: int) -> str:
    """``a1`` is the top left space, ``c5`` the bottom right."""
    return f"{'abc'[c // COLS]}{c % COLS + 1}"


def cells_of(mask: int) -> list[int]:
    return [c for c in range(CELLS) if mask >> c & 1]


def _edges(c: int) -> tuple[int, int, int, int]:
    """The four fence positions around space ``c``: top, bottom, left, right.

    Horizontal edges are ``row * 5 + column`` (rows 0..3 of edges, 20 of them); vertical
    edges follow as ``20 + row * 6 + column`` (columns 0..5, 18 of them)."""
    r, k = divmod(c, COLS)
    return (r * COLS + k, (r + 1) * COLS + k, 20 + r * 6 + k, 20 + r * 6 + k + 1)


EDGES = 38
CELL_EDGES = tuple(_edges(c) for c in range(CELLS))


def _neighbours(c: int) -> int:
    r, k = divmod(c, COLS)
    m = 0
    for dr, dk in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < ROWS and 0 <= k + dk < COLS:
            m |= 1 << ((r + dr) * COLS + k + dk)
    return m


NEIGHBOURS = tuple(_neighbours(c) for c in range(CELLS))


def around(mask: int) -> int:
    """The spaces orthogonally next to ``mask`` and not in it."""
    m = 0
    for c in cells_of(mask):
        m |= NEIGHBOURS[c]
    return m & ~mask


INNER = (1 << 6) | (1 << 7) | (1 << 8)  # the spaces off the board's edge


def closed_in(blocked: int, targets: int) -> bool:
    """Whether some of ``targets`` are cut off from the board's edge by ``blocked`` spaces
    (only the three inner spaces can be)."""
    if not targets & INNER:
        return False
    reach = ALL & ~blocked & ~INNER
    while True:
        grown = reach | (around(reach) & ~blocked)
        if grown == reach:
            return bool(targets & ~reach)
        reach = grown


def border(mask: int) -> int:
    """The fence positions on the border of the set ``mask`` (an edge mask)."""
    edges = 0
    for c in cells_of(mask):
        for e in CELL_EDGES[c]:
            edges ^= 1 << e  # an edge shared by two spaces of the set cancels out
    return edges


@cache
def shapes() -> tuple[tuple[int, int], ...]:
    """Every connected set of spaces with its border: the candidate pastures.

    Grown one neighbouring space at a time from single spaces (5,726 sets); sorted by the
    length of their border, so a search for affordable pastures can stop early."""
    edge_masks = [sum(1 << e for e in CELL_EDGES[c]) for c in range(CELLS)]
    found = {1 << c: edge_masks[c] for c in range(CELLS)}
    frontier = list(found)
    while frontier:
        grown = []
        for m in frontier:
            for c in cells_of(around(m)):
                n = m | 1 << c
                if n not in found:
                    found[n] = found[m] ^ edge_masks[c]
                    grown.append(n)
        frontier = grown
    return tuple(sorted(found.items(), key=lambda item: (item[1].bit_count(), item[0])))


@lru_cache(maxsize=4096)
def pastures(fences: int) -> tuple[int, ...]:
    """The pastures that the fence edges ``fences`` enclose, as space masks.

    Spaces fall into areas that fences separate; an area is a pasture when every fence
    position on its border holds a fence (the board edge does not count)."""
    found = []
    left = ALL
    while left:
        area = left & -left
        while True:
            grown = area
            for c in cells_of(area):
                for e, n in zip(CELL_EDGES[c], _sides(c), strict=True):
                    if n >= 0 and not fences >> e & 1:
                        grown |= 1 << n
            if grown == area:
                break
            area = grown
        left &= ~area
        b = border(area)
        if b & fences == b:
            found.append(area)
    return tuple(found)


def _sides(c: int) -> tuple[int, int, int, int]:
    """The space across each of ``c``'s edges (top, bottom, left, right); -1 off the board."""
    r, k = divmod(c, COLS)
    return (c - COLS if r else -1, c + COLS if r < ROWS - 1 else -1,
            c - 1 if k else -1, c + 1 if k < COLS - 1 else -1)


def capacity(area: int, stables: int) -> int:
    """Animals a pasture holds: 2 a space, doubled by each stable in it."""
    return 2 * area.bit_count() << (area & stables).bit_count()


@cache
def fits(caps: tuple[int, ...], singles: int, counts: tuple[int, int, int]) -> bool:
    """Whether ``counts`` animals (sheep, boar, cattle) can be housed in pastures of the
    capacities ``caps`` (one kind each) and ``singles`` places for one animal of any kind
    (unfenced stables and the pet in the house)."""
    if sum(counts) > sum(caps) + singles:
        return False
    for kinds in product(range(3), repeat=len(caps)):
        room = [0, 0, 0]
        for kind, cap in zip(kinds, caps, strict=True):
            room[kind] += cap
        if sum(max(0, n - r) for n, r in zip(counts, room, strict=True)) <= singles:
            return True
    return False

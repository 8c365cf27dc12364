"""What things are worth to one seat, in rough points of the final score sheet: a field
tile on its board, a counter of a crop, a space for a worker. The plan (:mod:`.plan`)
sizes every choice with these; each is a rule of thumb with its reason beside it.

The score sheet (L289–L322): workers score their value, the largest group of fields 1 a
tile, the second largest 2 a tile (G10), and each crop's single majority 1 point. So a
field is worth what it adds to the two groups, the second counting double; a counter is
worth what it buys (tiles are bought with counters) and, near the end, the majority it
may win or save.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import CROP_OF, CROPS, NEIGHBOURS
from ..data import EVENT_SPACES, WORKER
from ..fields import adjacent_fields, groups
from ..state import State

FIELD = 0.6  # a new field is unharvested: a counter to harvest later, and the tie-break
GROWTH = 0.08  # a field beside open spaces can be grown from (a tile a free space)
DISPLACE = 0.3  # a worker pushed off may be played again, but that takes a space
SPEND = 0.5  # what a counter buys: about a third of a tile's worth
MAJORITY = 1.0  # a crop's majority at the end (L300, L311–L315)


def group_points(fields: Iterable[str]) -> int:
    """The two groups' points: the largest 1 a tile, the next 2 a tile (G10)."""
    sizes = [len(g) for g in groups(fields)] + [0, 0]
    return sizes[0] + 2 * sizes[1]


def progress(st: State) -> float:
    """How far the game has gone, 0 to 1, by the events placed (the tenth ends it)."""
    return 1.0 if st.ended else len(st.events) / EVENT_SPACES


def dead(st: State, seat: int, ref: str) -> bool:
    """Whether the tile of space ``ref`` can no longer come to this board by a claim or a
    draw: it lies fallow or on another board (one tile a reference, L122)."""
    return ref in st.fallow or any(ref in s.fields for i, s in enumerate(st.seats)
                                   if i != seat)


def tile_gain(st: State, seat: int, ref: str) -> float:
    """The field ``ref`` placed on ``seat``'s board: what it adds to the two groups now,
    its crop to harvest later, the open spaces beside it to grow into, less a little if
    it pushes off one of the seat's workers."""
    s = st.seats[seat]
    if ref in s.fields:
        return 0.0
    gain = group_points([*s.fields, ref]) - group_points(s.fields) + FIELD
    gain += GROWTH * sum(1 for n in NEIGHBOURS[ref]
                         if n not in s.fields and n not in s.workers and not dead(st, seat, n))
    if ref in s.workers:
        gain -= DISPLACE * WORKER[s.workers[ref]].value
    return gain


def field_loss(st: State, seat: int, ref: str) -> float:
    """What ``seat`` loses when its field ``ref`` leaves the board: the groups' points,
    and the counter it would still give when unharvested."""
    s = st.seats[seat]
    rest = [r for r in s.fields if r != ref]
    return group_points(s.fields) - group_points(rest) + (0.0 if s.fields[ref] else FIELD / 2)


def cheapest_field(st: State, seat: int, keep: str = "") -> str | None:
    """The seat's field it misses least (``keep`` aside), in board order on a tie."""
    s = st.seats[seat]
    refs = [r for r in s.fields if r != keep]
    return min(refs, key=lambda r: field_loss(st, seat, r)) if refs else None


def _majority_points(mine: int, others: int) -> float:
    return 1.0 if mine > others else 0.0


def crop_worth(st: State, seat: int, crop: str, n: int = 1) -> float:
    """``n`` more counters of ``crop`` for ``seat``: what they buy, and, weighed by how
    near the end is, the majority they win (and, with 2 players, the one they take from
    the other player by a tie)."""
    mine = st.seats[seat].counters[crop]
    others = max(o.counters[crop] for i, o in enumerate(st.seats) if i != seat)
    swing = _majority_points(mine + n, others) - _majority_points(mine, others)
    if len(st.seats) == 2 and others > mine and mine + n >= others:
        swing += 1.0  # the other player's majority gone
    return SPEND * n + MAJORITY * swing * (0.3 + 0.7 * progress(st))


def counter_loss(st: State, seat: int, crop: str) -> float:
    """One counter of ``crop`` less for ``seat`` (its worth from one fewer)."""
    s = st.seats[seat]
    if s.counters[crop] < 1:
        return float("inf")
    s.counters[crop] -= 1
    try:
        return crop_worth(st, seat, crop)
    finally:
        s.counters[crop] += 1


def cheapest_crop(st: State, seat: int) -> str | None:
    """The counter ``seat`` misses least, in crop order on a tie."""
    held = [c for c in CROPS if st.seats[seat].counters[c] > 0]
    return min(held, key=lambda c: counter_loss(st, seat, c)) if held else None


def best_crop(st: State, seat: int, crops: Iterable[str]) -> str | None:
    """The counter worth most to ``seat`` among ``crops``, in crop order on a tie."""
    listed = [c for c in CROPS if c in set(crops)]
    return max(listed, key=lambda c: crop_worth(st, seat, c)) if listed else None


def payment_cost(st: State, seat: int, n: int) -> float:
    """``n`` counters of the seat's choice paid away, the cheapest first."""
    s = st.seats[seat]
    taken: list[str] = []
    cost = 0.0
    try:
        for _ in range(n):
            c = cheapest_crop(st, seat)
            if c is None:
                return float("inf")
            cost += counter_loss(st, seat, c)
            s.counters[c] -= 1
            taken.append(c)
    finally:
        for c in taken:
            s.counters[c] += 1
    return cost


def unharvested_beside(st: State, seat: int, ref: str) -> list[str]:
    """The crops a worker on ``ref`` could take from unharvested fields beside it (the
    apprentice's and casual worker's, L485–L497), while the stock has them."""
    s = st.seats[seat]
    return [CROP_OF[r] for r in adjacent_fields(s, ref)
            if not s.fields[r] and st.stock[CROP_OF[r]] > 0]


def harvested_beside(st: State, seat: int, ref: str) -> int:
    s = st.seats[seat]
    return sum(1 for r in adjacent_fields(s, ref) if s.fields[r])

"""What a country board's tiles mean together: connected groups (workers never connect,
L188, L474–L475), unconnected fields (L338–L342), and where a worker may be played
(L201–L205, L432–L439, L446–L447). Pure functions of one seat."""

from __future__ import annotations

from collections.abc import Iterable

from .board import NEIGHBOURS, SPACES, in_order
from .data import WORKER
from .state import Seat


def groups(fields: Iterable[str]) -> list[list[str]]:
    """The connected groups of field tiles, largest first (ties in board order)."""
    left = set(fields)
    out: list[list[str]] = []
    for start in in_order(left):
        if start not in left:
            continue
        group, todo = [], [start]
        left.discard(start)
        while todo:
            ref = todo.pop()
            group.append(ref)
            for n in NEIGHBOURS[ref]:
                if n in left:
                    left.discard(n)
                    todo.append(n)
        out.append(in_order(group))
    return sorted(out, key=len, reverse=True)


def group_of(seat: Seat, ref: str) -> list[str]:
    """The connected group of fields holding ``ref``."""
    return next(g for g in groups(seat.fields) if ref in g)


def unconnected(seat: Seat) -> list[str]:
    """Fields touching no other field; a worker beside one does not connect it, and a
    worker is never unconnected itself (L338–L342, L472–L473)."""
    return [r for r in in_order(seat.fields)
            if not any(n in seat.fields for n in NEIGHBOURS[r])]


def adjacent_fields(seat: Seat, ref: str) -> list[str]:
    return [n for n in NEIGHBOURS[ref] if n in seat.fields]


def can_play(seat: Seat, worker: str, ref: str, leaving: str | None = None) -> bool:
    """Whether ``worker`` may go on ``ref`` now: not a field; empty or a lower worker;
    no worker beside it; at least its value in fields beside it. ``leaving``: a space the
    worker is moving from (event X), which no longer counts as a worker."""
    if ref in seat.fields:
        return False
    value = WORKER[worker].value
    there = seat.workers.get(ref) if ref != leaving else None
    if there is not None and WORKER[there].value >= value:
        return False
    if any(n in seat.workers and n != leaving for n in NEIGHBOURS[ref]):
        return False
    return len(adjacent_fields(seat, ref)) >= value


def spaces_for(seat: Seat, worker: str, leaving: str | None = None) -> list[str]:
    """Every space ``worker`` may be played on, in board order."""
    return [r for r in SPACES if r != leaving and can_play(seat, worker, r, leaving)]

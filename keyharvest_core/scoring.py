"""The score sheet (L289–L322): workers on the board, the largest and second-largest
groups of fields, and one point per crop for the single player with the most of it."""

from __future__ import annotations

from .board import CROPS
from .data import WORKER
from .fields import groups
from .state import State

CATEGORIES: tuple[tuple[str, str], ...] = (
    ("workers", "Workers"), ("largest", "Largest group"), ("second", "Second group"),
    ("crops", "Crop majorities"))


def score_sheets(st: State) -> list[dict[str, float]]:
    """One sheet a seat. G10: the largest group scores 1 a tile and the next largest 2 a
    tile whatever their sizes (two groups of 5: 5 + 10). Only counters behind the screen
    count, never bids (L311–L315); a tie for the most of a crop scores for nobody."""
    out = []
    for i, s in enumerate(st.seats):
        sizes = [len(g) for g in groups(s.fields)] + [0, 0]
        crops = 0
        for c in CROPS:
            mine = s.counters[c]
            others = max(o.counters[c] for j, o in enumerate(st.seats) if j != i)
            crops += mine > others
        sheet = {"workers": float(sum(WORKER[w].value for w in s.workers.values())),
                 "largest": float(sizes[0]), "second": float(2 * sizes[1]),
                 "crops": float(crops)}
        sheet["total"] = sum(sheet.values())
        out.append(sheet)
    return out


def winners(st: State) -> list[int]:
    """The highest total; ties broken by most fields on the board, then most counters
    behind the screen; still level, every one of them wins (L316–L322: "replay")."""
    sheets = score_sheets(st)

    def rank(i: int) -> tuple[float, int, int]:
        s = st.seats[i]
        return sheets[i]["total"], len(s.fields), s.held

    best = max(rank(i) for i in range(len(sheets)))
    return [i for i in range(len(sheets)) if rank(i) == best]

"""A Fences decision for a page, compactly: the pastures it offers as rows of numbers, for
the page to narrow by the spaces a player taps on the farm, then confirm.

A late Fences decision offers hundreds of pastures (762 in a 4-player game in round 14).
Each as a whole option of the view model (played on a copy of the game for what it does,
with its label, help and score preview) made 591 kB of JSON and a click of 200–480 ms in
the page. Here a pasture is one row: its key (what the page plays), its spaces as a bit
mask (bit ``c`` is the farm's cell ``c``, top left first), the fence positions it builds
(the farm's edge indexes), their cost, what it holds, and the existing pasture it divides.
The page copies the words below and fills in the numbers; it never works out a pasture.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from gamekit import Option

from . import farm
from .data import MAX_FENCES
from .game import Game
from .view_text import FENCING_TEXT, OPTION_HELP

JSON = dict[str, Any]
PASTURE = "pasture:"
_CELLS = {farm.cell_name(c): c for c in range(farm.CELLS)}
# A row's fields, in order (the page reads them by this header, not by position).
COLUMNS = ("key", "cells", "edges", "cost", "holds", "divides")


def is_pasture(o: Option) -> bool:
    return o.key.startswith(PASTURE)


@cache
def area_of(key: str) -> int:
    """The spaces of a pasture key (``pasture:a4-a5``) as a mask (remembered: a page asks
    for the same few thousand shapes again and again)."""
    return sum(1 << _CELLS[name] for name in key.removeprefix(PASTURE).split("-"))


@cache
def _border(area: int) -> int:
    return farm.border(area)


def _bits(mask: int) -> list[int]:
    """The indexes of the bits set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def spaces_text(area: int) -> str:
    """"a4 a5 b4": the spaces of ``area``, top left first."""
    return " ".join(farm.cell_name(c) for c in farm.cells_of(area))


def fencing_json(game: Game, seat: int, options: Sequence[Option]) -> JSON | None:
    """The pasture options among ``options`` (None when there are none): one row each (see
    :data:`COLUMNS`), the farm's pastures a row may divide, and the words of the picker."""
    f = game.farmers[seat]
    areas = f.pastures()
    rows = []
    for o in options:
        if not is_pasture(o):
            continue
        area = area_of(o.key)
        new = _border(area) & ~f.fences
        divided = next((i for i, a in enumerate(areas) if a & area), -1) if areas else -1
        rows.append([o.key, area, _bits(new), new.bit_count(),
                     farm.capacity(area, f.stables), divided])
    if not rows:
        return None
    left = MAX_FENCES - f.fence_count()
    return {
        # one decision's picker: a new one starts with nothing chosen
        "id": len(game.moves), "seat": seat, "el": f"fences:{seat}",
        "columns": list(COLUMNS), "pastures": rows,
        "divisible": [spaces_text(a) for a in areas], "help": OPTION_HELP["pasture"],
        "have": FENCING_TEXT["have"].format(wood=f.goods["wood"], left=left, most=MAX_FENCES),
        **{k: v for k, v in FENCING_TEXT.items() if k != "have"},
    }

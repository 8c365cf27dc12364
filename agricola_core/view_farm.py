"""One player's farm for a page: the 3 × 5 spaces with what stands on them, the 38 fence
positions, the pastures, where the animals are shown, the family and the supply.

The engine keeps animals as counts per kind (where they stand never matters to the rules);
for a picture they are placed here, deterministically, by the assignment of kinds to
pastures that houses the most of them."""

from __future__ import annotations

from itertools import product
from typing import Any

from . import farm
from .data import ANIMALS, GOODS
from .state import Farmer
from .view_text import (
    CELL_HELP,
    FENCE_HELP,
    GOOD_HELP,
    GOOD_LABELS,
    PERSON_HELP,
    PERSON_LABELS,
    PET_HELP,
    STABLE_HELP,
)

JSON = dict[str, Any]
ROOM_LABELS = {"wood": "wooden room", "clay": "clay room", "stone": "stone room"}
CROP_LABELS = {"grain": "grain", "vegetable": "vegetables"}


def cell_id(seat: int, c: int) -> str:
    return f"cell:{seat}:{farm.cell_name(c)}"


def edge_id(seat: int, e: int) -> str:
    return f"edge:{seat}:{e}"


def edge_geometry(e: int) -> JSON:
    """Where fence position ``e`` lies: a horizontal one on top of row ``row`` (row 3: the
    bottom edge), a vertical one left of column ``col`` (col 5: the right edge)."""
    if e < 20:
        return {"dir": "h", "row": e // farm.COLS, "col": e % farm.COLS}
    row, col = divmod(e - 20, farm.COLS + 1)
    return {"dir": "v", "row": row, "col": col}


def _singles(f: Farmer) -> list[int]:
    """The unfenced stables (cells), each a home for one animal of any kind."""
    return farm.cells_of(f.stables & ~f.pastured())


def place_animals(f: Farmer) -> tuple[dict[int, tuple[str, int]], str, dict[str, int]]:
    """(cell -> (kind, count) shown there, the pet's kind or "", the animals left over that
    have no place: those the player must still cook or release).

    Pastures take one kind each: of every assignment, the first that houses the most
    animals, and of those the most inside pastures (pastures largest first, kinds in the
    rules' order; a pasture stands empty only when no animal is left for it); the rest go
    one each to unfenced stables, then one into the house as the pet."""
    areas = sorted(f.pastures(), key=lambda a: (-farm.capacity(a, f.stables), a))
    caps = [farm.capacity(a, f.stables) for a in areas]
    counts = [f.animals[a] for a in ANIMALS]
    best: tuple[int, ...] = ()
    best_housed = (-1, -1)
    singles = len(_singles(f)) + 1
    for kinds in product(range(len(ANIMALS)), repeat=len(areas)):
        room = [0] * len(ANIMALS)
        for k, cap in zip(kinds, caps, strict=True):
            room[k] += cap
        fenced = sum(min(n, r) for n, r in zip(counts, room, strict=True))
        housed = (fenced + min(singles, sum(counts) - fenced), fenced)
        if housed > best_housed:
            best, best_housed = kinds, housed
    left = list(counts)
    shown: dict[int, tuple[str, int]] = {}
    for area, cap, k in zip(areas, caps, best, strict=True):
        n = min(left[k], cap)
        left[k] -= n
        cells = farm.cells_of(area)
        for i, c in enumerate(cells):  # spread evenly, the first spaces one more
            share = n // len(cells) + (i < n % len(cells))
            if share:
                shown[c] = (ANIMALS[k], share)
    homes = [*_singles(f), -1]  # -1: the pet in the house
    pet = ""
    for home in homes:
        kind = next((i for i, n in enumerate(left) if n), None)
        if kind is None:
            break
        left[kind] -= 1
        if home < 0:
            pet = ANIMALS[kind]
        else:
            shown[home] = (ANIMALS[kind], 1)
    return shown, pet, {a: n for a, n in zip(ANIMALS, left, strict=True) if n}


def _cell_label(f: Farmer, c: int, kind: str, animal: tuple[str, int] | None) -> str:
    bit = 1 << c
    parts = []
    if kind == "room":
        parts.append(ROOM_LABELS[f.house])
    elif kind == "field":
        crop, n = f.fields[c]
        parts.append(f"field with {n} {CROP_LABELS[crop]}" if n else "empty field")
    elif kind == "pasture":
        parts.append("pasture")
    else:
        parts.append("unused space")
    if f.stables & bit:
        parts.append("stable")
    if animal:
        parts.append(f"{animal[1]} {GOOD_LABELS[animal[0]]}")
    return f"{farm.cell_name(c)}: " + ", ".join(parts)


def farm_json(seat: int, f: Farmer) -> JSON:
    """The farm as a page draws it: cells (row by row), fence positions, pastures."""
    areas = f.pastures()
    shown, pet, homeless = place_animals(f)
    cells = []
    for c in range(farm.CELLS):
        bit = 1 << c
        name = farm.cell_name(c)
        kind = ("room" if f.rooms & bit else "field" if c in f.fields else
                "pasture" if any(a & bit for a in areas) else "empty")
        crop, n = f.fields.get(c, ("", 0))
        animal = shown.get(c)
        help_text = CELL_HELP[kind] + (" " + STABLE_HELP if f.stables & bit else "")
        # The element ids of what stands here, the most telling first: its pasture's,
        # then the history's (agricola_core.history), so a page can mark the space when
        # one of them changed and find its rules (its section by the first that has one).
        pasture = next((i for i, a in enumerate(areas) if a & bit), None)
        parts = [f"pasture:{seat}:{pasture}"] if pasture is not None else []
        parts += [f"{part}:{seat}:{name}" for part, there in (
            ("room", kind == "room"), ("field", kind == "field"),
            ("stable", bool(f.stables & bit))) if there]
        if kind == "field":
            parts += [f"crop:{seat}:{name}:{c}" for c in ("grain", "vegetable")]
        cells.append({
            "id": cell_id(seat, c), "name": name, "row": c // farm.COLS,
            "col": c % farm.COLS, "kind": kind,
            "material": f.house if kind == "room" else None,
            "stable": bool(f.stables & bit), "crop": crop if n else "", "count": n,
            "animal": ({"kind": animal[0], "n": animal[1], "label": GOOD_LABELS[animal[0]],
                        "el": f"animal:{seat}:{animal[0]}", "help": GOOD_HELP[animal[0]]}
                       if animal else None),
            "pasture": pasture,
            "label": _cell_label(f, c, kind, animal), "help": help_text, "els": parts,
        })
    edges = [{"id": edge_id(seat, e), "index": e, **edge_geometry(e),
              "built": bool(f.fences >> e & 1)} for e in range(farm.EDGES)]
    pastures = []
    for i, a in enumerate(areas):
        holds = farm.capacity(a, f.stables)
        names = [farm.cell_name(c) for c in farm.cells_of(a)]
        kinds = {shown[c][0] for c in farm.cells_of(a) if c in shown}
        count = sum(shown[c][1] for c in farm.cells_of(a) if c in shown)
        kind = next(iter(kinds), "")
        what = f"{count} {GOOD_LABELS[kind]}" if count else "empty"
        pastures.append({"id": f"pasture:{seat}:{i}", "cells": names, "holds": holds,
                         "kind": kind, "count": count,
                         "label": f"Pasture {' '.join(names)}: {what}, holds {holds}",
                         "help": CELL_HELP["pasture"]})
    return {
        "id": f"farm:{seat}", "cells": cells, "edges": edges, "pastures": pastures,
        "fences": {"id": f"fences:{seat}", "els": [f"fence:{seat}"], "built": f.fence_count(),
                   "label": f"{f.fence_count()} of 15 fences built", "help": FENCE_HELP},
        "stables": {"id": f"stables:{seat}", "built": f.stables.bit_count(),
                    "label": f"{f.stables.bit_count()} of 4 stables built",
                    "help": STABLE_HELP},
        "pet": ({"kind": pet, "el": f"pet:{seat}", "label": f"pet: 1 {GOOD_LABELS[pet]}",
                 "help": PET_HELP} if pet else None),
        "homeless": [{"kind": a, "n": n, "label": f"{n} {GOOD_LABELS[a]} without a place"}
                     for a, n in homeless.items()],
    }


def people_json(seat: int, f: Farmer, spaces: list[str], work: bool = True) -> list[JSON]:
    """The family, one entry a person: placed ones with their space, newborns, at home.
    Outside the work phase everyone is home (the rulebook's Phase 4, returning home)."""
    placed = f.members - f.newborns - f.people if work else 0
    spaces = spaces if work else []
    states = (["placed"] * placed + ["newborn"] * f.newborns
              + ["home"] * (f.members - f.newborns - placed))
    out = []
    for i, state in enumerate(states):
        space = spaces[i] if state == "placed" and i < len(spaces) else None
        out.append({"id": f"person:{seat}:{i}", "state": state,
                    "label": PERSON_LABELS[state], "help": PERSON_HELP[state],
                    "space": space})
    return out


def supply_json(seat: int, f: Farmer) -> list[JSON]:
    """Goods in the supply, then the animals (all kinds, so a page can draw a fixed row)."""
    rows = [(g, f.goods[g]) for g in GOODS] + [(a, f.animals[a]) for a in ANIMALS]
    return [{"id": f"{'animal' if g in ANIMALS else 'good'}:{seat}:{g}", "good": g, "n": n,
             "label": GOOD_LABELS[g], "help": GOOD_HELP[g]} for g, n in rows]

"""The score sheet (the rulebook's scoring table and categories)."""

from __future__ import annotations

from . import farm
from .data import CATEGORIES, MAJORS, ROOM_POINTS, SCORE_STEPS
from .state import Farmer

BEGGING_POINTS = -3
MEMBER_POINTS = 3


def steps(category: str, count: int) -> int:
    """Points of a table category: -1 below the first step, then 1 point a step reached."""
    table = SCORE_STEPS[category]
    return -1 if count < table[0] else sum(count >= t for t in table)


def bonus(f: Farmer, owned: list[str]) -> int:
    """Joinery, Pottery and Basketmaker's bonus: goods left in the supply are counted."""
    total = 0
    for mid in owned:
        m = MAJORS[mid]
        if m.bonus:
            total += sum(f.goods[m.craft[0]] >= t for t in m.bonus)
    return total


def score_sheet(f: Farmer, owned: list[str]) -> dict[str, int]:
    """``f``'s points by category (names as in :data:`~agricola_core.data.CATEGORIES`),
    and ``"total"``, their sum."""
    crops = {"grain": f.goods["grain"], "vegetable": f.goods["vegetable"]}
    for crop, n in f.fields.values():
        if n:
            crops[crop] += n
    fenced = f.pastured()
    sheet = {
        "fields": steps("fields", len(f.fields)),
        "pastures": steps("pastures", len(f.pastures())),
        "grain": steps("grain", crops["grain"]),
        "vegetables": steps("vegetables", crops["vegetable"]),
        "sheep": steps("sheep", f.animals["sheep"]),
        "wild boar": steps("wild boar", f.animals["boar"]),
        "cattle": steps("cattle", f.animals["cattle"]),
        "unused spaces": -(farm.ALL & ~(f.rooms | f.field_mask | f.stables | fenced)
                           ).bit_count(),
        "fenced stables": (f.stables & fenced).bit_count(),
        "clay and stone rooms": ROOM_POINTS[f.house] * f.rooms.bit_count(),
        "family members": MEMBER_POINTS * f.members,
        "begging cards": BEGGING_POINTS * f.begging,
        "improvements": sum(MAJORS[m].points for m in owned),
        "bonus points": bonus(f, owned),
    }
    assert tuple(sheet) == CATEGORIES
    sheet["total"] = sum(sheet.values())
    return sheet

"""The new-game form's "chosen buildings": which buildings a player may pick, and a
check that a choice makes a valid setup. Pure Python (tested in CPython).

A setup has 18 buildings (rulebook setup; ``arle_core.data.buildings.IN_PLAY``): 4 green
houses (the players pick any 4 of the 11, light or dark green), 2 of the 5 yellow,
3 of the 6 blue (inns), and always all 6 orange and 3 red buildings.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from arle_core.data.buildings import (
    BLUE,
    BUILDING_ORDER,
    BUILDINGS,
    DARK_GREEN,
    IN_PLAY,
    LIGHT_GREEN,
    ORANGE,
    RED,
    STARTER_INNS,
    YELLOW,
)

JSON = dict[str, Any]

# (group, label, colours, how many to pick); None: all of them, always.
GROUPS: tuple[tuple[str, str, tuple[str, ...], int | None], ...] = (
    ("green", "Green houses", (LIGHT_GREEN, DARK_GREEN), IN_PLAY[LIGHT_GREEN]),
    ("yellow", "Yellow buildings", (YELLOW,), IN_PLAY[YELLOW]),
    ("blue", "Inns (blue)", (BLUE,), IN_PLAY[BLUE]),
    ("orange", "Orange buildings", (ORANGE,), None),
    ("red", "Red buildings", (RED,), None),
)


def _members(colours: tuple[str, ...]) -> list[str]:
    return [k for k in BUILDING_ORDER if BUILDINGS[k].colour in colours]


def catalog() -> list[JSON]:
    """The form's groups: each building's key, name, colour, VP and text, how many to
    pick, and the starter set's picks as the default."""
    starter = set(_members((LIGHT_GREEN,))) | set(STARTER_INNS)
    groups = []
    for key, label, colours, need in GROUPS:
        members = _members(colours)
        yellow_default = members[:need] if key == "yellow" and need else []
        groups.append({
            "key": key, "label": label, "need": need,
            "buildings": [{"key": b, "name": BUILDINGS[b].name, "colour": BUILDINGS[b].colour,
                           "vp": BUILDINGS[b].vp, "text": BUILDINGS[b].text,
                           "default": need is None or b in starter or b in yellow_default}
                          for b in members],
        })
    return groups


def chosen_buildings(keys: Iterable[str]) -> list[str]:
    """The buildings in play for the picked keys (orange and red added), in board order;
    ValueError says in words what is missing or too much."""
    picked = set(keys)
    unknown = sorted(picked - set(BUILDINGS))
    if unknown:
        raise ValueError(f"Unknown building: {', '.join(unknown)}.")
    problems = []
    for _key, label, colours, need in GROUPS:
        if need is None:
            continue
        n = len(picked & set(_members(colours)))
        if n != need:
            problems.append(f"{label}: choose {need} ({n} chosen)")
    if problems:
        raise ValueError("; ".join(problems) + ".")
    always = {b for _k, _l, colours, need in GROUPS if need is None for b in _members(colours)}
    return [b for b in BUILDING_ORDER if b in picked | always]

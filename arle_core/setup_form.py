"""The new-game form's "chosen buildings": which buildings a player may pick, and a
check that a choice makes a valid setup (the game's faces offer it as the setup form's
"pick" field: ``faces.py``).

A setup has 18 buildings (rulebook setup; the engine's ``setup_choices()`` says how many of
each colour): 4 green houses (the players pick any 4 of the 11, light or dark green), 2 of
the 5 yellow, 3 of the 6 blue (inns), and always all 6 orange and 3 red buildings.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .view_setup import setup_choices

JSON = dict[str, Any]
CHOICES = setup_choices()
_IN_PLAY: dict[str, int] = CHOICES["in_play"]

# (group, label, colours, how many to pick); None: all of them, always.
GROUPS: tuple[tuple[str, str, tuple[str, ...], int | None], ...] = (
    ("green", "Green houses", ("light_green", "dark_green"), _IN_PLAY["light_green"]),
    ("yellow", "Yellow buildings", ("yellow",), _IN_PLAY["yellow"]),
    ("blue", "Inns (blue)", ("blue",), _IN_PLAY["blue"]),
    ("orange", "Orange buildings", ("orange",), None),
    ("red", "Red buildings", ("red",), None),
)
_BY_KEY: dict[str, JSON] = {b["key"]: b for b in CHOICES["buildings"]}
BUILDING_ORDER: tuple[str, ...] = tuple(_BY_KEY)


def members(colours: tuple[str, ...]) -> list[str]:
    return [k for k, b in _BY_KEY.items() if b["colour"] in colours]


def catalog() -> list[JSON]:
    """The form's groups: each building's key, name, colour, VP and text, how many to
    pick, and the starter set's picks as the default."""
    starter = set(CHOICES["starter"])
    groups = []
    for key, label, colours, need in GROUPS:
        group = members(colours)
        yellow_default = group[:need] if key == "yellow" and need else []
        groups.append({
            "key": key, "label": label, "need": need,
            "buildings": [{**_BY_KEY[b],
                           "default": need is None or b in starter or b in yellow_default}
                          for b in group],
        })
    return groups


def chosen_buildings(keys: Iterable[str]) -> list[str]:
    """The buildings in play for the picked keys (orange and red added), in board order;
    ValueError says in words what is missing or too much."""
    picked = set(keys)
    unknown = sorted(picked - set(_BY_KEY))
    if unknown:
        raise ValueError(f"Unknown building: {', '.join(unknown)}.")
    problems = []
    for _key, label, colours, need in GROUPS:
        if need is None:
            continue
        n = len(picked & set(members(colours)))
        if n != need:
            problems.append(f"{label}: choose {need} ({n} chosen)")
    if problems:
        raise ValueError("; ".join(problems) + ".")
    always = {b for _k, _l, colours, need in GROUPS if need is None for b in members(colours)}
    return [b for b in BUILDING_ORDER if b in picked | always]


def pick_groups() -> list[JSON]:
    """The catalog as the setup form's "pick" field's groups (``gamekit.registry``): each
    item's value, label, help text, colour class and whether it is ticked at first."""
    return [{"key": g["key"], "label": g["label"], "need": g["need"],
             "items": [{"value": b["key"], "label": b["name"],
                        "help": f"{b['name']} ({b['vp']} VP): {b['text']}",
                        "class": b["colour"], "default": b["default"]}
                       for b in g["buildings"]]}
            for g in catalog()]

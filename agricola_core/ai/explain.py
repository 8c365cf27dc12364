"""Why the computer likes a move, in the evaluation's own terms (the shapes and the
difference are :mod:`gamekit.explain`'s, shared with Fields of Arle).

:func:`ledger` splits :func:`.evaluate.farm_value` into named parts that add up to it
exactly: each score-sheet line, and each feature times its weight. The difference of two
ledgers is then a list of terms: "Family members: +3 points", "+1 free room: +4.5 points",
"food missing at the next harvest: −6 points".
"""

from __future__ import annotations

from collections.abc import Mapping

from gamekit.explain import Entry, Term
from gamekit.explain import difference as shared_difference

from ..data import CATEGORIES
from ..game import Game
from .evaluate import features
from .weights import WEIGHTS

UNIT = "points"
# A feature's words: one piece of it, or (None) the feature's name as a line.
FEATURE_WORDS: Mapping[str, tuple[str, str]] = {
    "actions": ("action to come", "actions to come"),
    "free_room": ("free room for a newborn", "free rooms for newborns"),
    "room_materials": ("the next room's materials", "the next room's materials"),
    "hunger": ("food missing at the next harvest", "food missing at the next harvest"),
    "gather": ("food still to gather before the harvest",
               "food still to gather before the harvest"),
    "later_food": ("food the later harvests lack", "food the later harvests lack"),
    "stores": ("food in store beyond the harvest", "food in store beyond the harvest"),
    "sown": ("crop growing in the fields", "crops growing in the fields"),
    "fields": ("field", "fields"),
    "empty_field": ("empty field to sow", "empty fields to sow"),
    "capacity": ("place for an animal", "places for animals"),
    "animal_step": ("animals toward their next scoring step",
                    "animals toward their next scoring step"),
    "wood": ("wood", "wood"), "clay": ("clay", "clay"), "reed": ("reed", "reed"),
    "stone": ("stone", "stone"),
    "cooking": ("a cooking improvement for the harvests", "a cooking improvement"),
    "oven": ("an oven for the harvests", "an oven"),
}
COUNTED = ("actions", "free_room", "fields", "empty_field", "capacity", "wood", "clay",
           "reed", "stone")  # features whose words carry the count: "+2 wood"


def ledger(game: Game, seat: int, weights: Mapping[str, float] = WEIGHTS) -> dict[str, Entry]:
    """:func:`.evaluate.farm_value` in named parts (their ``vp`` add up to it)."""
    out: dict[str, Entry] = {}
    sheet = game.scores()[seat]
    for cat in CATEGORIES:
        out[f"sheet:{cat}"] = Entry("sheet", sheet[cat], float(sheet[cat]), cat)
    f = game.farmers[seat]
    counts = {"actions": f.people + f.members * (14 - game.round),
              "fields": len(f.fields), "wood": f.goods["wood"], "clay": f.goods["clay"],
              "reed": f.goods["reed"], "stone": f.goods["stone"]}
    for name, x in features(game, seat).items():
        out[f"feature:{name}"] = Entry("feature", counts.get(name, round(x, 2)),
                                       weights[name] * x, name)
    return out


def _words(key: str, a: Entry | None, b: Entry) -> str:
    """The words of one changed part: "Family members", "+2 wood", "an oven"."""
    if b.kind == "sheet":
        return b.name[:1].upper() + b.name[1:]
    one, many = FEATURE_WORDS[b.name]
    if b.name in COUNTED:
        delta = b.count - (a.count if a is not None else 0)
        sign = "+" if delta > 0 else "−"
        return f"{sign}{abs(delta):g} {one if abs(delta) == 1 else many}"
    return many


def difference(before: Mapping[str, Entry], after: Mapping[str, Entry],
               least: float = 0.05) -> list[Term]:
    """What differs from ``before`` to ``after`` (:func:`gamekit.explain.difference` with
    this game's words, in points)."""
    return shared_difference(before, after, _words, (), least, UNIT)

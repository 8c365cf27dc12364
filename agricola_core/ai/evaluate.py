"""The evaluation of a farm: what a position is worth to a player, in points.

The score sheet as it stands, plus what it does not show yet: named *features* of the
farm (:func:`features`), each worth its weight in points (:mod:`.weights`, fitted to
self-play games by ``benchmarks/train/agricola.py``). The features are what an
experienced player counts before the end:

* **work to come**: the actions the family still has (people times rounds), a free room
  while the family can still grow (the growth it allows), the share of the next room's
  materials in store (5 of the house's material and 2 reed buy a room; either alone buys
  nothing), the family's growth itself being on the score sheet;
* **food security**: the food still missing for the next harvest (what the people still
  to act before it could gather, and beyond that begging cards: 3 points a food), and the
  food the later harvests need beyond the stores, the crops the fields will still bring
  (one a harvest) and what a cooking improvement makes of the animals, the vegetables
  and (baked) the grain;
* **farm to come**: fields (they bear crops), empty fields that can be sown, room for
  animals (pasture and stable capacity), animals toward their next scoring step (they
  breed), building resources, cooking improvements and ovens with harvests to come.

Each feature fades as the rounds run out, so a finished game is its score difference,
exactly. With several players a position is worth its value less the mean of the
others' (the search then also keeps others from what they want).
"""

from __future__ import annotations

from collections.abc import Mapping

from .. import farm
from ..data import (
    ANIMALS,
    HARVEST_ROUNDS,
    MAJORS,
    MAX_FAMILY,
    ROOM_COST,
    ROOM_REED,
    ROUNDS,
    SCORE_STEPS,
)
from ..game import FEEDING, WORK, Game
from ..scoring import BEGGING_POINTS
from ..state import Farmer
from .weights import WEIGHTS

BEGGING = -BEGGING_POINTS
GATHER = 2.0  # food a person still to act before the harvest can bring
RESOURCES_CAP = 10  # building resources of a kind counted, at most
# An animal's score-sheet category.
ANIMAL_CATEGORY = {"sheep": "sheep", "boar": "wild boar", "cattle": "cattle"}

# The features, in the order a hint lists them.
FEATURES = ("actions", "free_room", "room_materials", "hunger", "gather", "later_food", "stores",
            "sown", "fields", "empty_field", "capacity", "animal_step", "wood", "clay", "reed",
            "stone", "cooking", "oven")


def next_harvest(game: Game, seat: int) -> int | None:
    """The round of the next harvest ``seat`` still has to feed (None: none left)."""
    for r in sorted(HARVEST_ROUNDS):
        if r > game.round:
            return r
        if r == game.round and (game.phase == WORK or (
                game.phase == FEEDING and any(s.kind == "feed" and s.player == seat
                                              for s in game.stack))):
            return r
    return None


def bake_rate(game: Game, seat: int) -> int:
    """Food a grain gives ``seat`` baked at its best Fireplace or Cooking Hearth (1: eaten
    raw). Baking takes an action, so only the later harvests count on it."""
    return max([1, *(MAJORS[m].bake_rate for m, owner in game.majors.items() if owner == seat)])


def stores(game: Game, seat: int, rates: Mapping[str, int], grain: int = 1) -> int:
    """Food ``seat`` could eat at a harvest: food, grain (at ``grain`` food each),
    vegetables at their best rate, and the animals beyond a breeding pair a cooking
    improvement turns into food."""
    f = game.farmers[seat]
    total = (f.goods["food"] + f.goods["grain"] * grain
             + f.goods["vegetable"] * max(1, rates.get("vegetable", 0)))
    for animal in ANIMALS:
        if animal in rates:
            total += max(0, f.animals[animal] - 2) * rates[animal]
    return total


def food_gap(game: Game, seat: int) -> tuple[int, int]:
    """The food ``seat`` still misses for its next harvest, and the actions its people
    have left before it."""
    nxt = next_harvest(game, seat)
    if nxt is None:
        return 0, 0
    f = game.farmers[seat]
    gap = max(0, game.food_needed(seat) - stores(game, seat, game.cook_rates(seat)))
    if game.phase == FEEDING:
        return gap, 0
    return gap, f.people + f.members * (nxt - game.round)


def room_materials(f: Farmer) -> float:
    """The share of the next room's materials (its walls' and its reed) in store, at most
    1: a room is worth a person, but its wood or reed alone buys nothing."""
    return min(1.0, f.goods[f.house] / ROOM_COST, f.goods["reed"] / ROOM_REED)


def _next_step(category: str, count: int) -> float:
    """How far ``count`` is from the next scoring step of ``category`` (1: one short,
    0: at the top): the part of a point an animal more is worth."""
    for t in SCORE_STEPS[category]:
        if count < t:
            return 1.0 / (t - count)
    return 0.0


def features(game: Game, seat: int) -> dict[str, float]:
    """``seat``'s farm features (see the module docstring); all 0 when the game is over."""
    out = dict.fromkeys(FEATURES, 0.0)
    if game.is_over:
        return out
    f = game.farmers[seat]
    rounds_left = ROUNDS - game.round
    time = rounds_left / ROUNDS  # what fades with the rounds left
    nxt = next_harvest(game, seat)
    harvests = 0 if nxt is None else sum(r >= nxt for r in HARVEST_ROUNDS)
    out["actions"] = f.people + f.members * rounds_left
    if f.members < MAX_FAMILY and rounds_left > 1:
        out["free_room"] = max(0, min(f.rooms.bit_count() - f.members,
                               MAX_FAMILY - f.members)) * time
        if f.rooms.bit_count() < MAX_FAMILY:
            out["room_materials"] = room_materials(f) * time
    rates = game.cook_rates(seat)
    gap, actions = food_gap(game, seat)
    coverable = min(gap, GATHER * actions)
    out["gather"] = coverable
    out["hunger"] = gap - coverable
    if not harvests:
        return out
    need = game.food_needed(seat)
    grain = bake_rate(game, seat)
    spare = max(0, stores(game, seat, rates, grain) - need)
    # A field gives one crop a harvest: what the harvests left cannot bring in is no food.
    crop_food = {"grain": grain, "vegetable": max(1, rates.get("vegetable", 0)), "": 0}
    growing = sum(min(n, harvests) * crop_food[crop] for crop, n in f.fields.values())
    later = (harvests - 1) * (need + f.newborns * (1 if game.setup.players > 1 else 2))
    out["later_food"] = max(0, later - spare - growing)
    out["stores"] = min(spare, 10) * harvests / 6
    out["sown"] = growing * harvests / 6
    out["fields"] = min(len(f.fields), 5) * time
    empty = sum(1 for _, n in f.fields.values() if not n)
    out["empty_field"] = min(empty, f.goods["grain"] + f.goods["vegetable"])
    caps = sum(_capacity(game, seat)) - sum(f.animals.values())
    out["capacity"] = max(0, min(caps, 8)) * time
    out["animal_step"] = sum(_next_step(ANIMAL_CATEGORY[a], f.animals[a])
                             for a in ANIMALS if f.animals[a]) * time
    for good in ("wood", "clay", "reed", "stone"):
        out[good] = min(f.goods[good], RESOURCES_CAP) * time
    owned = [MAJORS[m] for m, owner in game.majors.items() if owner == seat]
    out["cooking"] = harvests / 6 if any(m.cook for m in owned) else 0.0
    out["oven"] = harvests / 6 if any(m.oven or m.bake_rate for m in owned) else 0.0
    return out


def _capacity(game: Game, seat: int) -> list[int]:
    """The animals ``seat``'s pastures, loose stables and house hold."""
    f = game.farmers[seat]
    caps = [farm.capacity(a, f.stables) for a in f.pastures()]
    return [*caps, (f.stables & ~f.pastured()).bit_count() + 1]


def farm_value(game: Game, seat: int, weights: Mapping[str, float] = WEIGHTS) -> float:
    """What ``seat``'s farm is worth: its score sheet and what it does not show yet."""
    total = float(game.scores()[seat]["total"])
    for name, x in features(game, seat).items():
        if x:
            total += weights[name] * x
    return total


def evaluate(game: Game, seat: int, weights: Mapping[str, float] = WEIGHTS) -> float:
    """``seat``'s farm value less the mean of the other players' (solo: its value)."""
    own = farm_value(game, seat, weights)
    n = game.setup.players
    if n == 1:
        return own
    others = sum(farm_value(game, s, weights) for s in range(n) if s != seat)
    return own - others / (n - 1)

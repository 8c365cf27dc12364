"""The evaluation of a farm: what a position is worth to a player, in points.

The score sheet as it stands, plus what it does not show yet, in the rulebook's own
currency (a begging card is 3 points):

* **food security**: the food still missing for the next harvest (counting food, grain,
  vegetables at their best rate and the animals the player can cook beyond a pair): a
  small price a food while the people still to act before it could gather it, a begging
  card's 3 points a food beyond that; and the food the later harvests will need beyond
  what grows on the fields;
* **rooms and family**: each person acts every round left, and a free room lets the
  family grow; a newborn costs the food it will eat (part of food security);
* **means to come**: building resources and a cooking improvement while harvests remain,
  empty fields that can still be sown.

With several players a position is worth its value less the mean of the others' (the
search then also keeps others from what they want). A finished game is its score
difference, exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from ..data import ANIMALS, HARVEST_ROUNDS, MAJORS, MAX_FAMILY, ROUNDS
from ..game import FEEDING, WORK, Game
from ..scoring import BEGGING_POINTS

BEGGING = -BEGGING_POINTS
# Weights of what the score sheet does not show yet, in points (a first set, checked
# against the greedy test bot by ``python -m benchmarks.agricola_ai``).
WEIGHTS: Final = MappingProxyType({
    "action": 0.9,  # a person's action in a round still to come
    "free_room": 1.2,  # a room without a person, while the family can grow
    "wood": 0.22, "clay": 0.22, "reed": 0.35, "stone": 0.35,
    "resources_cap": 7.0,  # building resources count up to this many points
    "food": 0.15,  # food beyond the next harvest's need, each
    "food_cap": 8,  # ... counted up to this many
    "empty_field": 0.6,  # a plowed field without a crop, while a harvest remains
    "cooking": 2.5,  # a cooking improvement (a fireplace or hearth) with harvests to come
    "gather": 2.0,  # food a person still to act before the harvest can bring
    "food_cost": 0.5,  # the points an action spent gathering food costs, a food
    "future_food": 0.6,  # a food the harvests after the next will need beyond the fields
})


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


def food_gap(game: Game, seat: int) -> tuple[int, int]:
    """The food ``seat`` still misses for its next harvest, and the actions its people
    have left before it."""
    nxt = next_harvest(game, seat)
    if nxt is None:
        return 0, 0
    f = game.farmers[seat]
    rates: dict[str, int] = {}
    for mid, owner in game.majors.items():
        if owner == seat:
            for good, food in MAJORS[mid].cook:
                rates[good] = max(rates.get(good, 0), food)
    stores = (f.goods["food"] + f.goods["grain"]
              + f.goods["vegetable"] * max(1, rates.get("vegetable", 0)))
    for animal in ANIMALS:
        if animal in rates:  # all but a breeding pair may be cooked
            stores += max(0, f.animals[animal] - 2) * rates[animal]
    gap = max(0, game.food_needed(seat) - stores)
    if game.phase == FEEDING:
        return gap, 0
    return gap, f.people + f.members * (nxt - game.round)


def farm_value(game: Game, seat: int, weights: Mapping[str, float] = WEIGHTS) -> float:
    """What ``seat``'s farm is worth: its score sheet and what it does not show yet."""
    f = game.farmers[seat]
    total = float(game.scores()[seat]["total"])
    if game.is_over:
        return total
    rounds_left = ROUNDS - game.round
    nxt = next_harvest(game, seat)
    harvests = 0 if nxt is None else sum(r >= nxt for r in HARVEST_ROUNDS)
    gap, actions = food_gap(game, seat)
    coverable = min(gap, weights["gather"] * actions)
    total -= weights["food_cost"] * coverable + BEGGING * (gap - coverable)
    total += weights["action"] * (f.people + f.members * rounds_left)
    if f.members < MAX_FAMILY and rounds_left > 1:
        total += weights["free_room"] * min(f.rooms.bit_count() - f.members,
                                            MAX_FAMILY - f.members)
    if harvests:
        building = sum(f.goods[g] * weights[g] for g in ("wood", "clay", "reed", "stone"))
        total += min(building, weights["resources_cap"])
        spare = f.goods["food"] - game.food_needed(seat)
        total += weights["food"] * min(max(0, spare), weights["food_cap"])
        empty = sum(1 for _, n in f.fields.values() if not n)
        total += weights["empty_field"] * min(empty, f.goods["grain"] + f.goods["vegetable"])
        later = max(0, harvests - 1) * game.food_needed(seat)
        growing = sum(n for _, n in f.fields.values())
        total -= weights["future_food"] * max(0, later - growing)
        if any(owner == seat and MAJORS[m].cook for m, owner in game.majors.items()):
            total += weights["cooking"] * harvests / 6
    return total


def evaluate(game: Game, seat: int, weights: Mapping[str, float] = WEIGHTS) -> float:
    """``seat``'s farm value less the mean of the other players' (solo: its value)."""
    own = farm_value(game, seat, weights)
    n = game.setup.players
    if n == 1:
        return own
    others = sum(farm_value(game, s, weights) for s in range(n) if s != seat)
    return own - others / (n - 1)

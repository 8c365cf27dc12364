"""Feeding that flows: the ways to feed a family at a harvest that lose the fewest points,
for the page to play by itself (its setting "Feed my family automatically"); and the
animals that do not fit, cooked where a cooking improvement can (its setting "Cook the
animals that do not fit").

A way to feed is how many of each good or animal are turned into food (grain, vegetables,
animals at a cooking improvement, a craft's good once), then paying. Its cost is what the
score sheet would lose if the game ended right after it: crops and animals below a step,
and 3 points a begging card (the rulebook, "Harvest phase 2: feeding the family"). So a
begging card is never taken while a good could pay for that food: no conversion loses more
than 2 points. Only ways with no conversion to spare are weighed (dropping any one of them
would leave the family hungrier), so food is never made for nothing.

The page plays the cheapest way when it is the only one, or when every cheapest way leaves
the same farm; when cheapest ways leave different farms (a grain or a vegetable, the same
points now), the player chooses.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from .game import Game
from .scoring import score_sheet


@dataclass(frozen=True, slots=True)
class Conversion:
    """One kind of conversion open now: its key, the food one gives, how many are open."""

    key: str
    food: int
    most: int


@dataclass(frozen=True, slots=True)
class Way:
    """A way to feed: how many of each conversion (in the order of :func:`conversions`),
    the points the score sheet has after it and paying, and the food left over."""

    counts: tuple[int, ...]
    points: int
    left: int

    def keys(self, kinds: tuple[Conversion, ...]) -> list[str]:
        """The moves that make this way: each conversion as many times, then "pay"."""
        return [c.key for c, n in zip(kinds, self.counts, strict=True) for _ in range(n)] + ["pay"]


def conversions(game: Game) -> tuple[Conversion, ...]:
    """The conversions the feeding decision of ``game`` offers, and how many of each."""
    d = game.decision()
    if d is None or d.kind != "feed":
        return ()
    f = game.farmers[d.player]
    after = game.copy()
    kinds = []
    for o in d.options:
        verb, _, good = o.key.partition(":")
        if verb == "pay":
            continue
        g = after.copy()
        before = g.farmers[d.player].goods["food"]
        g.play(o.key)
        food = g.farmers[d.player].goods["food"] - before
        most = 1 if verb == "craft" else (f.animals[good] if verb == "cook" else f.goods[good])
        kinds.append(Conversion(o.key, food, most))
    return tuple(kinds)


def _counts(kinds: tuple[Conversion, ...], short: int) -> Iterator[tuple[int, ...]]:
    """Every number of each conversion with none to spare: the food they make is less than
    ``short`` plus the smallest food of one conversion used (no conversion for nothing)."""
    ranges = [range(min(c.most, -(-short // c.food)) + 1) for c in kinds]
    for counts in product(*ranges):
        made = sum(n * c.food for n, c in zip(counts, kinds, strict=True))
        used = [c.food for n, c in zip(counts, kinds, strict=True) if n]
        if not used or made - min(used) < short:
            yield counts


def ways(game: Game) -> tuple[tuple[Conversion, ...], list[Way]]:
    """The conversions open and every way to feed with none to spare, best first (most
    points after paying; then fewer conversions)."""
    d = game.decision()
    if d is None or d.kind != "feed":
        return (), []
    seat = d.player
    kinds = conversions(game)
    f = game.farmers[seat]
    need = game.food_needed(seat)
    short = max(0, need - f.goods["food"])
    owned = [m for m, s in game.majors.items() if s == seat]
    found = []
    for counts in _counts(kinds, short):
        farmer = f.copy()
        made = 0
        for c, n in zip(kinds, counts, strict=True):
            verb, _, good = c.key.partition(":")
            if verb == "cook":
                farmer.animals[good] -= n
            else:
                farmer.goods[good] -= n
            made += n * c.food
        food = farmer.goods["food"] + made
        farmer.begging += max(0, need - food)
        found.append(Way(counts, score_sheet(farmer, owned)["total"], max(0, food - need)))
    found.sort(key=lambda w: (-w.points, sum(w.counts), w.counts))
    return kinds, found


def automatic_feeding(game: Game) -> str | None:
    """The next move of the cheapest way to feed, when the page may play it by itself:
    the cheapest way is the only one, or every cheapest way leaves the same farm (the same
    counts). None while the player must choose, or when no family is being fed."""
    kinds, found = ways(game)
    if not found:
        return None
    best = [w for w in found if w.points == found[0].points]
    if len({w.counts for w in best}) > 1:
        return None
    return best[0].keys(kinds)[0]


def automatic_overflow(game: Game) -> str | None:
    """Animals that do not fit (the rulebook, "Animals": what cannot be housed is cooked
    with a cooking improvement, or released): the animal whose loss costs the fewest
    points if the game ended now, cooked rather than released (the food is never worse).
    None when another decision waits, or when animals of different kinds cost the same
    points (which to keep is the player's plan)."""
    d = game.decision()
    if d is None or d.kind != "overflow":
        return None
    seat = d.player
    cost: dict[str, tuple[int, str]] = {}  # animal -> (points after, its best key)
    for o in d.options:
        verb, _, animal = o.key.partition(":")
        g = game.copy()
        g.play(o.key)
        points = g.scores()[seat]["total"]
        if animal not in cost or (verb == "cook" and cost[animal][0] <= points):
            cost[animal] = (points, o.key)
    best = max(points for points, _ in cost.values())
    cheapest = [key for points, key in cost.values() if points == best]
    return cheapest[0] if len(cheapest) == 1 else None

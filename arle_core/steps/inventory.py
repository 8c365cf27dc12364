"""Inventorying (rulebook "Phase 3: Inventorying").

November: empty vehicles, milking, harvest, sustenance (3 Food and 2 Peat).
May: empty vehicles, baby animals, shearing, sustenance (3 Food).
Missing Food is paid with Grain, then Animals; missing Peat with Wood, then Timber;
whatever is still missing costs 2 VP per unit ("Supply Bottlenecks").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from ..animals import breeding_outcomes
from ..data.board import BOTTLENECK_VP, FOOD_PER_HALF_YEAR, PEAT_IN_NOVEMBER
from ..data.spaces import SUMMER, season_of
from ..decisions import Option, Step
from ..goods import gain
from ..state import ANIMAL_KINDS, Equipment, GameState, PlayerState
from .common import herd_text, housing, label, log, scratch, variant
from .registry import ANYTIMES, INVENTORY, anytime_options, applies, auto, decision


@auto("empty_vehicles")
def empty_vehicles(state: GameState, step: Step) -> None:
    """Timber, Bricks, Peat and Clothing go to the supply; destinations to the travel track."""
    state.stack.pop()
    for player, p in enumerate(state.players):
        unloaded = []
        for i, piece in enumerate(p.barn):
            for item in piece.load:
                if item.startswith("dest:"):
                    p.travel.append(item.split(":")[1])
                else:
                    p.goods[item] += 1
                    unloaded.append(item)
            if piece.load:
                p.barn[i] = Equipment(piece.kind)
        if unloaded:
            counts = {g: unloaded.count(g) for g in dict.fromkeys(unloaded)}
            log(state, player, "unloaded the vehicles: "
                + ", ".join(f"+{n} {label(g)}" for g, n in counts.items()))


def milk_food(state: GameState, p: PlayerState) -> int:
    """1/2/3 Food for 2/5/7 Sheep (Yucata: 2/5/8) and for 1/3/5 Cattle; at most 6."""
    v = variant(state)
    sheep = sum(1 for t in v.milk_sheep if p.goods["sheep"] >= t)
    cattle = sum(1 for t in v.milk_cattle if p.goods["cattle"] >= t)
    return min(6, sheep + cattle)


@auto("milking")
def milking(state: GameState, step: Step) -> None:
    state.stack.pop()
    for player, p in enumerate(state.players):
        food = milk_food(state, p)
        if food:
            gain(p, "food", food)
            log(state, player, f"milking: +{food} Food")


@auto("harvest")
def harvest(state: GameState, step: Step) -> None:
    """1 Grain per Grain Field, 1 Flax per Flax Field, 1 Wood per Forest (not Parks)."""
    state.stack.pop()
    for player, p in enumerate(state.players):
        got = {"grain": p.tiles.get("grain_field", 0), "flax": p.tiles.get("flax_field", 0),
               "wood": p.tiles.get("forest", 0)}
        for good, n in got.items():
            gain(p, good, n)
        if any(got.values()):
            log(state, player, "harvest: " + ", ".join(f"+{n} {label(g)}"
                                                       for g, n in got.items() if n))


SHEARING = ((6, 3), (4, 2), (1, 1))


@auto("shearing")
def shearing(state: GameState, step: Step) -> None:
    """1/2/3 Wool for 1/4/6 Sheep, newborns included."""
    state.stack.pop()
    for player, p in enumerate(state.players):
        wool = next((w for n, w in SHEARING if p.goods["sheep"] >= n), 0)
        if wool:
            gain(p, "wool", wool)
            log(state, player, f"shearing: +{wool} Wool")


def _outcome_key(d: tuple[int, int, int]) -> str:
    return "breed:" + ",".join(map(str, d))


def _herd_after(state: GameState, step: Step, key: str) -> tuple[int, ...]:
    """The herd after breeding by option ``key``."""
    born = key.split(":")[1].split(",")
    return tuple(h + int(b) for h, b in zip(state.players[step.player].herd(), born,
                                            strict=True))


@decision("breeding", "Baby animals: choose how your animals breed", auto_single=True,
          reconsider=("animal", "use"), outcome=_herd_after)
def breeding_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    return [Option(_outcome_key(d), "+" + herd_text(d) if any(d) else "No newborns")
            for d in breeding_outcomes(housing(p), p.herd())]


@applies("breeding")
def breeding_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    d = [int(x) for x in key.split(":")[1].split(",")]
    p = state.players[step.player]
    for kind, n in zip(ANIMAL_KINDS, d, strict=True):
        p.goods[kind] += n
    if any(d):
        log(state, step.player, "newborn animals: +" + herd_text((d[0], d[1], d[2])))


@decision("before_feeding", "Before feeding: use any-time abilities, then feed your people",
          anytime=False)
def before_feeding_options(state: GameState, step: Step) -> list[Option]:
    """A stop before feeding only where an any-time use can change it.

    The stop used to come every half-year once the player could use any ability (a Peat
    Boat and Peat). It was never a real choice when each use gives the same result
    before and after feeding: feeding takes what it takes, the use then gives and takes
    the same goods, and the next decision offers the use again. It is one when a use is
    possible now but not after feeding (the Carpenter's Workshop's 4 Food), or its result
    differs (in November, Peat exchanged first leaves Wood to burn): then this stop
    offers "Feed now" and the uses (listed here: the engine's own look-ahead for an
    empty step is not needed).
    """
    uses = anytime_options(state, step.player, INVENTORY)
    if any(_order_matters(state, step, o.key) for o in uses):
        return [Option("feed", "Feed now"), *uses]
    return []


def _order_matters(state: GameState, step: Step, key: str) -> bool:
    """Does using ``key`` before feeding differ from feeding first, then using it?"""
    player = step.player
    ability = ANYTIMES[key.split(":", 1)[0]]
    first = scratch(state, player, [])
    ability.apply(first, player, key)
    _feed_default(first, player, bool(step.args.get("fuel")))
    later = scratch(state, player, [])
    _feed_default(later, player, bool(step.args.get("fuel")))
    if key not in {o.key for o in ability.options(later, player, INVENTORY)}:
        return True
    ability.apply(later, player, key)
    return first.players[player] != later.players[player]


def _feed_default(state: GameState, player: int, fuel: bool) -> None:
    """Feed as the engine would with no question asked (the first way to give up animals)."""
    feed = Step("feed", player, {"fuel": fuel})
    state.stack.append(feed)
    feed_apply(state, feed, feed_options(state, feed)[0].key)


@applies("before_feeding")
def before_feeding_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()


def _food_missing_after_grain(p: PlayerState) -> int:
    missing = max(0, FOOD_PER_HALF_YEAR - p.goods["food"])
    return max(0, missing - p.goods["grain"])


def _eat_options(herd: tuple[int, int, int], missing: int) -> list[tuple[int, int, int]]:
    """Distinct ways to pay ``k`` animals, k = missing Food (at most the animals held)."""
    k = min(missing, sum(herd))
    out = [(a, b, c) for a, b, c in product(*(range(min(h, k) + 1) for h in herd))
           if a + b + c == k]
    return sorted(out, reverse=True)


@decision("feed", "Feeding: which animals do you give up for missing Food?", auto_single=True)
def feed_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    return list(_feed_options(p.herd(), _food_missing_after_grain(p)))


@lru_cache(maxsize=1024)
def _feed_options(herd: tuple[int, int, int], missing: int) -> tuple[Option, ...]:
    """The options of feeding ``herd`` with ``missing`` Food (immutable: made once)."""
    return tuple(Option("eat:" + ",".join(map(str, c)),
                        f"Give up {herd_text(c)}" if any(c) else "Feed")
                 for c in _eat_options(herd, missing))


@applies("feed")
def feed_apply(state: GameState, step: Step, key: str) -> None:
    """Pay 3 Food (Grain, then the chosen Animals, for missing Food); in November also
    2 Peat (Wood, then Timber, for missing Peat); -2 VP per unit still missing."""
    state.stack.pop()
    player = step.player
    p = state.players[player]
    eat = [int(x) for x in key.split(":")[1].split(",")]
    need = FOOD_PER_HALF_YEAR
    paid = {}
    for good in ("food", "grain"):
        n = min(need, p.goods[good])
        p.goods[good] -= n
        need -= n
        paid[good] = n
    for kind, n in zip(ANIMAL_KINDS, eat, strict=True):
        p.goods[kind] -= n
        need -= n
    fuel_missing = 0
    if step.args.get("fuel"):
        fuel_missing = PEAT_IN_NOVEMBER
        for good in ("peat", "wood", "timber"):
            n = min(fuel_missing, p.goods[good])
            p.goods[good] -= n
            fuel_missing -= n
    lost = (max(0, need) + fuel_missing) * -BOTTLENECK_VP
    if lost:
        p.bottleneck -= lost
        log(state, player, f"could not feed everyone: -{lost} VP")
    else:
        log(state, player, "fed everyone")


# What pays sustenance, in the order feeding takes it: Food, then Grain, then animals;
# Peat, then Wood, then Timber (rulebook "4. Sustenance").
FOOD_PAYERS = ("food", "grain")
FUEL_PAYERS = ("peat", "wood", "timber")


@dataclass(frozen=True, slots=True)
class Forecast:
    """What the coming Inventorying takes from one player if nothing changes before it:
    ``food``/``fuel`` the sustenance due, ``gains`` what the Inventorying gives before the
    feeding by sub-phase ("unloading", "milking", "harvest": good -> count), ``paid`` what
    the feeding would take (good -> count; ``animals`` the animals given up), ``missing_*``
    the Food and Fuel still missing, each costing ``-BOTTLENECK_VP`` VP."""

    november: bool
    food: int
    fuel: int
    gains: dict[str, dict[str, int]]
    paid: dict[str, int]
    missing_food: int
    missing_fuel: int

    @property
    def vp_lost(self) -> int:
        return (self.missing_food + self.missing_fuel) * -BOTTLENECK_VP


def _unloads(p: PlayerState) -> dict[str, int]:
    """The goods the player's loaded vehicles bring at "Empty Vehicles" (not destinations)."""
    out: dict[str, int] = {}
    for piece in p.barn:
        for item in piece.load:
            if not item.startswith("dest:"):
                out[item] = out.get(item, 0) + 1
    return out


def forecast(state: GameState, player: int) -> Forecast:
    """The Inventorying that ends this half-year, worked out on the player's goods as they
    are now (the steps above in their order; breeding and buildings that act before
    November are left out: they only add)."""
    p = state.players[player]
    november = season_of(state.half_year) == SUMMER
    gains = {"unloading": _unloads(p)}
    if november:
        gains["milking"] = {"food": milk_food(state, p)}
        gains["harvest"] = {"grain": p.tiles.get("grain_field", 0),
                            "flax": p.tiles.get("flax_field", 0),
                            "wood": p.tiles.get("forest", 0)}
    gains = {k: {g: n for g, n in got.items() if n} for k, got in gains.items()}
    have = {g: p.goods[g] + sum(got.get(g, 0) for got in gains.values())
            for g in (*FOOD_PAYERS, *FUEL_PAYERS)}
    fuel = PEAT_IN_NOVEMBER if november else 0
    paid: dict[str, int] = {}
    food_left = _pay(FOOD_PER_HALF_YEAR, FOOD_PAYERS, have, paid)
    animals = min(food_left, sum(p.herd()))
    if animals:
        paid["animals"] = animals
    fuel_left = _pay(fuel, FUEL_PAYERS, have, paid)
    return Forecast(november, FOOD_PER_HALF_YEAR, fuel, {k: v for k, v in gains.items() if v},
                    paid, food_left - animals, fuel_left)


def _pay(due: int, payers: tuple[str, ...], have: dict[str, int], paid: dict[str, int]) -> int:
    """Pay ``due`` from ``have`` in the order of ``payers`` (noted in ``paid``); what is
    still missing."""
    for good in payers:
        n = min(due, have[good])
        if n:
            paid[good] = n
            due -= n
    return due

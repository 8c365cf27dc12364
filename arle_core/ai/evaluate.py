"""What a position is worth to a player, in expected final VP.

``value = live score sheet total + value of what is loaded on the vehicles
+ (half-years left / 9) * sum(weight * feature) + hunger penalty + plan``.

The live score sheet already counts everything that scores as it stands (buildings, tools,
clothing, goods-track indicators, animals, land, moors, vehicles ...). The features add what
the position is still worth because play goes on: goods that will be turned into points,
tools that make actions stronger, empty land to build on, animals that breed, vehicles that
travel, Peat left on the moors. That potential fades linearly to nothing at the game's end.
*Plan* is the progress toward the best big building still on the board (its VP times the
square of the share of its cost held), so that the search gathers Timber, Bricks and Food
toward a Castle or the Church instead of spending them on small things; it counts fully
until the last third of the game, then fades. The 2-player value is one's own value minus
the opponent's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from operator import itemgetter

from ..data.board import FOOD_PER_HALF_YEAR, PEAT_IN_NOVEMBER, TRACK_GOODS
from ..data.buildings import BUILDINGS, building_costs
from ..data.calendar import HALF_YEARS
from ..data.destinations import DESTINATIONS, travel_points
from ..data.tools import TOOLS
from ..data.variants import VARIANTS
from ..game import Game
from ..scoring import score_total
from ..state import GameState, PlayerState
from .weights import WEIGHTS

GOOD_FEATURES: tuple[str, ...] = (
    "wood", "clay", "peat", "timber", "brick", "grain", "flax", "hide", "wool", "food",
    "linen", "woolen", "leather", "sheep", "cattle", "horse")
FEATURES: tuple[str, ...] = (*GOOD_FEATURES, "tools", "empty_land", "fields", "forests",
                             "dikes", "vehicles", "plows", "peat_boats", "moor_peat",
                             "buildings", "loaded")
# Weights that are not scaled by the half-years left.
FLAT_FEATURES: tuple[str, ...] = ("hunger", "plan")
ALL_WEIGHTS: tuple[str, ...] = (*FEATURES, *FLAT_FEATURES)


def time_left(state: GameState) -> float:
    """The share of the game still to play: 1 at the start, 0 once it is over."""
    if state.stage in ("final", "over"):
        return 0.0
    within = 1.0 if state.stage == "work" else 0.5
    return (HALF_YEARS - state.half_year + within) / HALF_YEARS


# VP of a loaded good once unloaded, by ruleset (other loads score no VP as goods).
LOAD_VP: Mapping[str, Mapping[str, float]] = {
    key: {"timber": 0.5, "brick": 1.0, "summer_wear": 2.0,
          "winter_wear": v.winter_wear_vp, "leather_wear": v.leather_wear_vp}
    for key, v in VARIANTS.items()}


def loaded_points(state: GameState, p: PlayerState) -> float:
    """VP the loads will bring when the vehicles are emptied at Inventorying."""
    item_vp = LOAD_VP[state.setup.variant]
    vp = 0.0
    more = 0
    for e in p.barn:
        for item in e.load:
            if item.startswith("dest:"):
                more += DESTINATIONS[item[5:]].size
            else:
                vp += item_vp.get(item, 0.0)
    if more:
        spaces = sum(DESTINATIONS[d].size for d in p.travel)
        vp += travel_points(spaces + more) - travel_points(spaces)
    return vp


def hunger(state: GameState, player: int) -> float:
    """Food (and in November fuel) still missing for the coming feeding."""
    if state.stage in ("final", "over"):
        return 0.0
    p = state.players[player]
    g = p.goods
    missing = max(0, FOOD_PER_HALF_YEAR - g["food"] - g["grain"])
    if state.half_year % 2 == 1:  # Summer: feeding in November needs fuel too
        missing += max(0, PEAT_IN_NOVEMBER - g["peat"] - g["wood"] - g["timber"])
    return float(missing)


# Tool gain (tools held beyond the starting count) per track position.
TOOL_GAIN: dict[str, tuple[int, ...]] = {
    t: tuple(v - row.values[0] for v in row.values) for t, row in TOOLS.items()}


def potential(p: PlayerState, weights: Mapping[str, float]) -> float:
    """``sum(weight * feature)`` over :data:`FEATURES` (see the module docstring), summed
    in one pass over the player's pieces: this runs for every node of the search."""
    g = p.goods
    value = 0.0
    for k in GOOD_FEATURES:
        value += weights[k] * g[k]
    tools = 0
    for t, pos in p.tools.items():
        tools += TOOL_GAIN[t][pos]
    tiles = p.tiles
    vehicles = plows = boats = loaded = 0
    for e in p.barn:
        if e.kind == "plow":
            plows += 1
        elif e.kind == "peat_boat":
            boats += 1
        else:
            vehicles += 1
        loaded += len(e.load)
    moor_peat = 0
    for m in p.moors:
        moor_peat += m.peat
    return (value + weights["tools"] * tools + weights["empty_land"] * p.empty_land()
            + weights["fields"] * (tiles.get("grain_field", 0) + tiles.get("flax_field", 0))
            + weights["forests"] * (tiles.get("forest", 0) + tiles.get("park", 0))
            + weights["dikes"] * p.dike_moves + weights["vehicles"] * vehicles
            + weights["plows"] * plows + weights["peat_boats"] * boats
            + weights["moor_peat"] * moor_peat + weights["buildings"] * len(p.buildings)
            + weights["loaded"] * loaded)


# How hard a unit of a good is to come by, relative to a Timber or a Brick: a building's
# progress counts its cost in these units (Food comes by the handful, tiles one by one).
EFFORT: Mapping[str, float] = {**dict.fromkeys(TRACK_GOODS, 0.3), "food": 0.2}
# Buildings worth planning for: the big ones (orange and red, 6-15 VP).
PLAN_MIN_VP = 6


# A group of big buildings that cost and score the same (the three red ones): its VP, its
# keys, and its payments as (good, amount, effort) with the payment's total effort.
PlanGroup = tuple[int, frozenset[str], tuple[tuple[tuple[tuple[str, int, float], ...], float],
                                             ...]]


def _plan_groups(variant: str) -> tuple[PlanGroup, ...]:
    """The big buildings' costs in effort units, grouped, the most VP first."""
    alt = VARIANTS[variant].weaving_mill_alt
    groups: dict[tuple[int, tuple[tuple[tuple[tuple[str, int, float], ...], float], ...]],
                 set[str]] = {}
    for key, b in BUILDINGS.items():
        if b.vp < PLAN_MIN_VP:
            continue
        pays = []
        for pay in building_costs(key, alt):
            parts = tuple((g, n, EFFORT.get(g, 1.0)) for g, n in pay.items())
            pays.append((parts, sum(n * e for _, n, e in parts)))
        groups.setdefault((b.vp, tuple(pays)), set()).add(key)
    return tuple(sorted(((vp, frozenset(keys), pays) for (vp, pays), keys in groups.items()),
                        key=lambda grp: -grp[0]))


PLAN_GROUPS = {v: _plan_groups(v) for v in VARIANTS}


# The goods the big buildings' costs name, by ruleset: with the board, all a plan depends on.
PLAN_GOODS: dict[str, tuple[str, ...]] = {
    v: tuple(sorted({good for _, _, pays in groups for parts, _ in pays for good, _, _ in parts}))
    for v, groups in PLAN_GROUPS.items()}
_PLAN_HELD: dict[str, Callable[[Mapping[str, int]], tuple[int, ...]]] = {
    v: itemgetter(*goods) for v, goods in PLAN_GOODS.items()}


def plan(state: GameState, p: PlayerState) -> float:
    """Progress toward the best big building still on the board: its VP times the square
    of the share of its cost (in effort units) already held. Square: a building half paid
    for is worth a quarter, so the search gathers one building's cost rather than a bit
    of everything. (Memoized on what it depends on: it runs for every node of the search,
    whose positions mostly hold the same of these goods.)"""
    variant = state.setup.variant
    return _plan(variant, tuple(state.board_buildings), _PLAN_HELD[variant](p.goods))


# (a search's positions share few distinct keys: 1024 entries already hit 97 %)
@lru_cache(maxsize=1 << 12)
def _plan(variant: str, board: tuple[str, ...], amounts: tuple[int, ...]) -> float:
    """:func:`plan` for the buildings on the ``board`` and these ``amounts`` of PLAN_GOODS."""
    g = dict(zip(PLAN_GOODS[variant], amounts, strict=True))
    on_board = set(board)
    best = 0.0
    for vp, keys, pays in PLAN_GROUPS[variant]:
        if vp <= best:
            break  # no later group can do better: a share is at most 1
        if keys.isdisjoint(on_board):
            continue
        for parts, total in pays:
            have = 0.0
            for good, n, effort in parts:
                held = g[good]
                have += (held if held < n else n) * effort
            share = have / total
            v = vp * share * share
            if v > best:
                best = v
    return best


def player_value(state: GameState, player: int,
                 weights: Mapping[str, float] = WEIGHTS) -> float:
    """Expected final VP of one player."""
    p = state.players[player]
    value = score_total(state, player)
    if p.barn:
        value += loaded_points(state, p)
    left = time_left(state)
    if left > 0:
        value += (left * potential(p, weights) + weights["hunger"] * hunger(state, player)
                  + weights["plan"] * min(1.0, 3 * left) * plan(state, p))
    return value


def evaluate(game: Game, player: int, weights: Mapping[str, float] = WEIGHTS) -> float:
    """The position's worth to ``player``: own value, minus the opponent's with 2 players."""
    state = game.state
    value = player_value(state, player, weights)
    if state.n_players == 2:
        value -= player_value(state, state.other(player), weights)
    return value

"""Final scoring, category by category like the scoring pad (rulebook "The End of the Game
and the Winner"). The same sheet serves as a live preview during the game.

:func:`score_total` is the sheet's total without the sheet (the computer player asks for it
at every node of its search); both add up the same category functions, :data:`POINTS`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from .animals import animal_points
from .data.board import (
    DEHYDRATED_MOOR_VP,
    HYDRATED_MOOR_VP,
    LAND_TILES,
    TIDAL_FLAT_VP,
    TOP_GAP_DIKES,
    TRACK_CAP,
    TRACK_GOODS,
)
from .data.buildings import BUILDINGS
from .data.destinations import DESTINATIONS, travel_points
from .data.tools import TOOLS
from .data.variants import VARIANTS, Variant
from .state import GameState, PlayerState
from .vehicles import EQUIPMENT

CATEGORIES: tuple[tuple[str, str], ...] = (
    ("materials", "Clothing and building materials"),
    ("equipment", "Equipment in the barn"),
    ("travel", "Travel experience"),
    ("tools", "Tools"),
    ("goods", "Goods track"),
    ("home_board", "VP on home board"),
    ("animals", "Animals on home board"),
    ("bottlenecks", "Supply bottlenecks"),
)

# What each row of the score sheet counts (rulebook "The End of the Game and the Winner"):
# the score sheet's help and the Rules page both show it.
CATEGORY_HELP: Mapping[str, str] = MappingProxyType({
    "materials": "1 VP per Brick, Linen, Woolen and Leather, ½ VP per Timber, 2 VP per Summer "
                 "Wear, more for Winter and Leather Wear (see the variant).",
    "equipment": "The VP printed on your vehicles and other equipment, and −3 VP if your barn "
                 "has no Large Vehicle.",
    "travel": "Travel experience: the VP shown above the spaces your destination tiles cover.",
    "tools": "Each tool track scores the VP printed at its indicator's position.",
    "goods": "Each goods indicator: 7 → 1 VP, 11 → 2, 15 → 3; Food counts on two indicators. "
             "A Depot doubles this row.",
    "home_board": "Tiles and buildings on your home board; −1 VP per top-row tidal flat space "
                  "no dike covers, −1 VP per dry moor and −4 VP per wet moor still on the board.",
    "animals": "2 VP per animal of the type you have least of, 1 VP per animal of the middle "
               "type, 0 for the most.",
    "bottlenecks": "VP lost during the game for missing Food or Peat at Inventorying "
                   "(2 VP each).",
})

# Why a new game's score is below zero, said beside the live score sheet.
SCORE_NOTE = ("The score if the game ended now. It starts below zero: each wet Moor on your "
              "home board costs 4 VP, the dry one 1 VP and each top-row tidal flat no Dike "
              "covers 1 VP (VP on home board), and a barn without a Large Vehicle costs 3 VP "
              "(Equipment in the barn). Draining Moors, building Dikes and a Large Vehicle "
              "remove these.")

NO_LARGE_VEHICLE_VP = -3


def indicator_points(n: int) -> int:
    """One goods indicator: 15 -> 3 VP, 11-14 -> 2, 7-10 -> 1."""
    return 3 if n >= 15 else 2 if n >= 11 else 1 if n >= 7 else 0


def food_points(food: int) -> int:
    """Food is split over two indicators (each 0-15) to score the most."""
    return max(indicator_points(a) + indicator_points(food - a)
               for a in range(max(0, food - 15), min(15, food) + 1))


# VP of each goods-track good by its count, 0 up to its cap (the rules above as tables).
TRACK_POINTS: Mapping[str, tuple[int, ...]] = MappingProxyType({
    k: tuple((food_points if k == "food" else indicator_points)(n) for n in range(TRACK_CAP[k] + 1))
    for k in TRACK_GOODS})
_TRACK_POINTS = tuple(TRACK_POINTS.items())
# VP by key: of a building, a land tile (by face), a piece of equipment, a tool track position.
_BUILDING_VP = {k: b.vp for k, b in BUILDINGS.items()}
_TILE_VP = {face: row[2] for face, row in LAND_TILES.items()}
_EQUIPMENT_VP = {k: e.vp for k, e in EQUIPMENT.items()}
_LARGE_VEHICLES = frozenset(k for k, e in EQUIPMENT.items() if e.category == "large_vehicle")
_TOOL_VP = {k: t.vp for k, t in TOOLS.items()}
_DESTINATION_SIZE = {k: d.size for k, d in DESTINATIONS.items()}


def materials_points(p: PlayerState, v: Variant) -> float:
    g = p.goods
    return (g["brick"] + g["linen"] + g["woolen"] + g["leather"] + 2 * g["summer_wear"]
            + v.winter_wear_vp * g["winter_wear"] + v.leather_wear_vp * g["leather_wear"]
            + 0.5 * g["timber"])


def equipment_points(p: PlayerState, v: Variant) -> int:
    vp = 0
    large = False
    for e in p.barn:
        vp += _EQUIPMENT_VP[e.kind]
        if e.kind in _LARGE_VEHICLES:
            large = True
    return vp if large else vp + NO_LARGE_VEHICLE_VP


def travel_experience_points(p: PlayerState, v: Variant) -> int:
    spaces = 0
    for d in p.travel:
        spaces += _DESTINATION_SIZE[d]
    return travel_points(spaces)


def tools_points(p: PlayerState, v: Variant) -> int:
    vp = 0
    for t, pos in p.tools.items():
        vp += _TOOL_VP[t][pos]
    return vp


def goods_points(p: PlayerState, v: Variant) -> int:
    g = p.goods
    vp = 0
    for good, points in _TRACK_POINTS:
        vp += points[g[good]]
    return 2 * vp if p.tiles.get("depot", 0) else vp


def home_board_points(p: PlayerState, v: Variant) -> int:
    vp = TIDAL_FLAT_VP * (3 - TOP_GAP_DIKES[p.dike_moves])
    for b in p.buildings:
        vp += _BUILDING_VP[b]
    for face, n in p.tiles.items():
        vp += _TILE_VP[face] * n
    for m in p.moors:
        if m.small:
            vp += v.small_moor_vp
        else:
            vp += DEHYDRATED_MOOR_VP if m.dehydrated else HYDRATED_MOOR_VP
    return vp


def animals_points(p: PlayerState, v: Variant) -> int:
    return animal_points(p.herd())


def bottleneck_points(p: PlayerState, v: Variant) -> int:
    return p.bottleneck


# Each category's VP for a player under a ruleset, by the keys of CATEGORIES.
Points = Callable[[PlayerState, Variant], float]
POINTS: Mapping[str, Points] = MappingProxyType({
    "materials": materials_points,
    "equipment": equipment_points,
    "travel": travel_experience_points,
    "tools": tools_points,
    "goods": goods_points,
    "home_board": home_board_points,
    "animals": animals_points,
    "bottlenecks": bottleneck_points,
})
_POINTS: tuple[Points, ...] = tuple(POINTS[key] for key, _ in CATEGORIES)


def score_sheet(state: GameState, player: int) -> dict[str, float]:
    """Each category's VP and the ``total``."""
    p = state.players[player]
    v = VARIANTS[state.setup.variant]
    sheet = {key: POINTS[key](p, v) for key, _ in CATEGORIES}
    sheet["total"] = sum(sheet.values())
    return sheet


def score_total(state: GameState, player: int) -> float:
    """``score_sheet(state, player)["total"]``, without building the sheet (every category
    is a whole or half VP, so the two sums agree exactly)."""
    p = state.players[player]
    v = VARIANTS[state.setup.variant]
    total: float = 0
    for points in _POINTS:
        total += points(p, v)
    return total


def winner(state: GameState) -> int:
    """The most VP wins; a tie goes to the would-be starting player of a 10th half-year."""
    totals = [score_total(state, i) for i in range(state.n_players)]
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    if len(tied) == 1 or state.next_start_player is None:
        return tied[0]
    return state.next_start_player if state.next_start_player in tied else tied[0]

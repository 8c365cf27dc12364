"""Final scoring, category by category like the scoring pad (rulebook "The End of the Game
and the Winner"). The same sheet serves as a live preview during the game.
"""

from __future__ import annotations

from .animals import animal_points
from .data.board import (
    DEHYDRATED_MOOR_VP,
    HYDRATED_MOOR_VP,
    LAND_TILES,
    TIDAL_FLAT_VP,
    TOP_GAP_DIKES,
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

NO_LARGE_VEHICLE_VP = -3


def indicator_points(n: int) -> int:
    """One goods indicator: 15 -> 3 VP, 11-14 -> 2, 7-10 -> 1."""
    return 3 if n >= 15 else 2 if n >= 11 else 1 if n >= 7 else 0


def food_points(food: int) -> int:
    """Food is split over two indicators (each 0-15) to score the most."""
    return max(indicator_points(a) + indicator_points(food - a)
               for a in range(max(0, food - 15), min(15, food) + 1))


def materials_points(p: PlayerState, v: Variant) -> float:
    g = p.goods
    return (g["brick"] + g["linen"] + g["woolen"] + g["leather"] + 2 * g["summer_wear"]
            + v.winter_wear_vp * g["winter_wear"] + v.leather_wear_vp * g["leather_wear"]
            + 0.5 * g["timber"])


def equipment_points(p: PlayerState) -> int:
    vp = sum(EQUIPMENT[e.kind].vp for e in p.barn)
    if not any(EQUIPMENT[e.kind].category == "large_vehicle" for e in p.barn):
        vp += NO_LARGE_VEHICLE_VP
    return vp


def goods_points(p: PlayerState) -> int:
    vp = food_points(p.goods["food"])
    vp += sum(indicator_points(p.goods[g]) for g in TRACK_GOODS if g != "food")
    return 2 * vp if p.tiles.get("depot", 0) else vp


def home_board_points(p: PlayerState, v: Variant) -> int:
    vp = sum(BUILDINGS[b].vp for b in p.buildings)
    vp += sum(LAND_TILES[face][2] * n for face, n in p.tiles.items())
    for m in p.moors:
        if m.small:
            vp += v.small_moor_vp
        else:
            vp += DEHYDRATED_MOOR_VP if m.dehydrated else HYDRATED_MOOR_VP
    vp += TIDAL_FLAT_VP * (3 - TOP_GAP_DIKES[p.dike_moves])
    return vp


def score_sheet(state: GameState, player: int) -> dict[str, float]:
    """Each category's VP and the ``total``."""
    p = state.players[player]
    v = VARIANTS[state.setup.variant]
    sheet: dict[str, float] = {
        "materials": materials_points(p, v),
        "equipment": equipment_points(p),
        "travel": travel_points(sum(DESTINATIONS[d].size for d in p.travel)),
        "tools": sum(TOOLS[t].vp[pos] for t, pos in p.tools.items()),
        "goods": goods_points(p),
        "home_board": home_board_points(p, v),
        "animals": animal_points(p.herd()),
        "bottlenecks": p.bottleneck,
    }
    sheet["total"] = sum(sheet.values())
    return sheet


def winner(state: GameState) -> int:
    """The most VP wins; a tie goes to the would-be starting player of a 10th half-year."""
    totals = [score_sheet(state, i)["total"] for i in range(state.n_players)]
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    if len(tied) == 1 or state.next_start_player is None:
        return tied[0]
    return state.next_start_player if state.next_start_player in tied else tied[0]

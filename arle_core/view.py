"""The view model: everything a player sees, as plain JSON-able data.

The page renders only this (and plays option keys); it never reaches into the state.
Each option carries a ``target`` naming the board element where it naturally lives
(``space:woodcutter``, ``tool:axes``, ``building:mill``, ``vehicle:0:cart1``,
``destination:0:bremen``), so the page can make that element clickable too.
"""

from __future__ import annotations

from typing import Any

from .data.board import (
    CLOTHING,
    GOOD_LABELS,
    LAND_TILES,
    MATERIALS,
    POLDER_AFTER,
    TEXTILES,
    TOP_GAP_DIKES,
    TRACK_CAP,
    TRACK_GOODS,
)
from .data.buildings import BUILDING_ORDER, BUILDINGS
from .data.destinations import DESTINATIONS, travel_points
from .data.spaces import SPACE_ORDER, SPACES, season_of
from .data.tools import TOOL_ORDER, TOOLS
from .data.variants import VARIANTS
from .decisions import Option
from .game import Game
from .scoring import CATEGORIES
from .state import ANIMAL_KINDS, GameState, PlayerState
from .steps.common import equipment_id
from .vehicles import EQUIPMENT, VEHICLE_SPACES

JSON = dict[str, Any]
MONTHS = {"summer": ("July", "August", "September", "October"),
          "winter": ("January", "February", "March", "April")}
LOG_TAIL = 60

# Dikes per gap (gap g lies above row g) after n dike moves (rulebook "Dike Building").
DIKE_GAPS: tuple[dict[int, int], ...] = (
    {3: 3, 2: 2}, {3: 2, 2: 3}, {3: 1, 2: 3, 1: 1}, {2: 3, 1: 2}, {2: 2, 1: 3},
    {2: 1, 1: 3, 0: 1}, {1: 3, 0: 2}, {1: 2, 0: 3},
)


def option_target(state: GameState, player: int, key: str) -> str | None:
    """The board element an option belongs to, if any."""
    verb, _, rest = key.partition(":")
    if verb == "space":
        return key
    if verb == "imitate":
        return f"space:{rest}"
    if verb == "tool":
        return key
    if verb == "build":
        return f"building:{rest}"
    if verb == "load":
        vehicle, _, item = rest.partition(":")
        if item.startswith("dest:"):
            return f"destination:{player}:{item[5:]}"
        return f"vehicle:{player}:{vehicle}"
    if verb == "vehicle":
        return f"supply:{rest}"
    if verb in ("flip", "discard", "exchange") and rest[-1:].isdigit():
        return f"vehicle:{player}:{rest}"
    return None


def _option(state: GameState, player: int, o: Option) -> JSON:
    return {"key": o.key, "label": o.label, "group": o.group,
            "target": option_target(state, player, o.key)}


def _tools(p: PlayerState) -> list[JSON]:
    out = []
    for key in TOOL_ORDER:
        t = TOOLS[key]
        pos = p.tools[key]
        out.append({"key": key, "label": t.label, "count": t.values[pos], "position": pos,
                    "values": list(t.values), "vp": t.vp[pos], "max": pos == t.last,
                    "cost": dict(t.cost)})
    return out


def _goods(p: PlayerState) -> JSON:
    def row(keys: tuple[str, ...]) -> list[JSON]:
        return [{"key": k, "label": GOOD_LABELS[k], "count": p.goods[k],
                 "cap": TRACK_CAP.get(k)} for k in keys]

    return {"track": row(TRACK_GOODS), "materials": row(MATERIALS), "textiles": row(TEXTILES),
            "clothing": row(CLOTHING),
            "animals": [{"key": k, "label": GOOD_LABELS[k], "count": p.goods[k]}
                        for k in ANIMAL_KINDS]}


def _home(p: PlayerState) -> JSON:
    """The home board: counts and a 7x3 grid laid out for display (positions do not matter
    in the rules, so tiles fill the land spaces in a fixed order)."""
    unlocked = {2: p.dike_moves >= POLDER_AFTER[0], 1: p.dike_moves >= POLDER_AFTER[1],
                0: p.dike_moves >= POLDER_AFTER[2]}
    grid: list[list[JSON]] = [[{} for _ in range(3)] for _ in range(7)]
    covered = 3 - TOP_GAP_DIKES[p.dike_moves]
    for r in range(3):
        for c in range(3):
            if unlocked[r]:
                grid[r][c] = {"kind": "land"}
            else:
                grid[r][c] = {"kind": "flat", "penalty": r == 0 and c < covered}
    for r in (3, 4, 5, 6):
        for c in range(3):
            grid[r][c] = {"kind": "land"}
    # Moors: the small one at row 4 centre; the big ones columns 0-2 over rows 5-6.
    big = [m for m in p.moors if not m.small]
    small = [m for m in p.moors if m.small]
    if small:
        grid[4][1] = {"kind": "moor", "small": True, "dehydrated": True, "peat": small[0].peat}
    for c, m in enumerate(big):
        cell = {"kind": "moor", "small": False, "dehydrated": m.dehydrated, "peat": m.peat}
        grid[5][c] = cell
        grid[6][c] = {"kind": "moor_lower"}
    tiles: list[JSON] = [{"kind": "building", "key": b, "label": BUILDINGS[b].name,
                          "vp": BUILDINGS[b].vp} for b in p.buildings]
    for face in ("stable", "double_stall", "stall", "depot", "park", "forest", "grain_field",
                 "flax_field"):
        tiles += [{"kind": "tile", "key": face, "label": LAND_TILES[face][0],
                   "vp": LAND_TILES[face][2]}] * p.tiles.get(face, 0)
    land = [(r, c) for r in range(7) for c in range(3) if grid[r][c].get("kind") == "land"]
    for (r, c), tile in zip(land, tiles, strict=False):
        grid[r][c] = dict(tile)
    gaps = DIKE_GAPS[p.dike_moves]
    return {
        "land_spaces": p.land_spaces(), "empty_land": p.empty_land(),
        "dike_moves": p.dike_moves, "dike_gaps": {str(k): v for k, v in gaps.items()},
        "tidal_flat_penalty": covered,
        "tiles": {k: v for k, v in p.tiles.items() if v}, "buildings": list(p.buildings),
        "moors": [{"small": m.small, "dehydrated": m.dehydrated, "peat": m.peat}
                  for m in p.moors],
        "grid": grid,
    }


def _barn(p: PlayerState, player: int) -> list[JSON]:
    out = []
    for i, e in enumerate(p.barn):
        row = EQUIPMENT[e.kind]
        ident = equipment_id(p, i)
        out.append({"id": ident, "target": f"vehicle:{player}:{ident}", "kind": e.kind,
                    "label": row.label, "category": row.category, "vp": row.vp,
                    "spaces": list(VEHICLE_SPACES.get(e.kind, ())),
                    "load": [_load_label(item) for item in e.load]})
    return out


def _load_label(item: str) -> JSON:
    if item.startswith("dest:"):
        d = DESTINATIONS[item[5:]]
        return {"key": item, "label": d.name, "size": d.size}
    return {"key": item, "label": GOOD_LABELS.get(item, item),
            "size": 2 if item in CLOTHING else 1}


def _player(game: Game, i: int, sheet: dict[str, float]) -> JSON:
    s = game.state
    p = s.players[i]
    workers_left = sum(1 for j in range(s.turn_idx, len(s.turn_order)) if s.turn_order[j] == i)
    pending = s.stack[-1] if s.stack else None
    if pending is not None and pending.kind == "turn" and pending.player == i:
        workers_left += 1
    travel_spaces = sum(DESTINATIONS[d].size for d in p.travel)
    return {
        "index": i, "name": game.setup.names[i], "is_start": s.start_player == i,
        "workers_left": workers_left if s.stage == "work" else 0,
        "goods": _goods(p), "tools": _tools(p), "home": _home(p), "barn": _barn(p, i),
        "destinations": [{"key": d, "name": DESTINATIONS[d].name, "size": DESTINATIONS[d].size,
                          "target": f"destination:{i}:{d}"} for d in p.destinations],
        "travel": [{"key": d, "name": DESTINATIONS[d].name, "size": DESTINATIONS[d].size}
                   for d in p.travel],
        "travel_spaces": travel_spaces, "travel_vp": travel_points(travel_spaces),
        "score": sheet, "bottleneck": p.bottleneck,
    }


def view(game: Game) -> JSON:
    """Everything the page shows, for the game as it stands."""
    s = game.state
    season = season_of(s.half_year)
    d = game.decision()
    sheets = game.scores()
    month = None
    if s.stage == "work" and s.turn_idx:
        month = MONTHS[season][min(3, (s.turn_idx - 1) // s.n_players)]
    decision: JSON | None = None
    if d is not None:
        decision = {"player": d.player, "name": game.setup.names[d.player],
                    "prompt": d.prompt, "kind": d.kind,
                    "options": [_option(s, d.player, o) for o in d.options]}
    winner = game.winner()
    return {
        "setup": {"players": game.setup.players, "seed": game.setup.seed,
                  "variant": game.setup.variant,
                  "variant_label": VARIANTS[game.setup.variant].label,
                  "names": list(game.setup.names)},
        "half_year": s.half_year, "season": season, "stage": s.stage, "month": month,
        "start_player": s.start_player, "special_used_by": s.special_by,
        "decision": decision,
        "spaces": [{"key": k, "label": SPACES[k].label, "season": SPACES[k].season,
                    "text": SPACES[k].text, "food": SPACES[k].food,
                    "occupied_by": s.occupied.get(k), "current": SPACES[k].season == season}
                   for k in SPACE_ORDER],
        "buildings": [{"key": b, "name": BUILDINGS[b].name, "colour": BUILDINGS[b].colour,
                       "vp": BUILDINGS[b].vp, "cost": BUILDINGS[b].cost_text,
                       "text": BUILDINGS[b].text, "available": b in s.board_buildings,
                       "built_by": next((i for i, p in enumerate(s.players)
                                         if b in p.buildings), None)}
                      for b in BUILDING_ORDER if b in game.setup.buildings],
        "supply": dict(s.supply),
        "players": [_player(game, i, sheets[i]) for i in range(s.n_players)],
        "categories": [{"key": k, "label": label} for k, label in CATEGORIES],
        "log": [{"player": pl, "name": game.setup.names[pl], "text": text}
                for pl, text in s.log[-LOG_TAIL:]],
        "moves": len(game.moves),
        "over": game.is_over,
        "winner": winner,
        "tie_break": (winner is not None and s.n_players > 1
                      and sheets[0]["total"] == sheets[1]["total"]),
    }

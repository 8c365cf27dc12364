"""The view model of one player's boards: goods, tools, the home board (with each animal
in its holding), the barn and travel; each element with its id (``history.element_id``)
and its rules help, so the page copies strings and writes no rules text of its own."""

from __future__ import annotations

from typing import Any

from .animals import ANIMALS
from .data.board import (
    CLOTHING,
    DEHYDRATED_MOOR_VP,
    GOOD_LABELS,
    HYDRATED_MOOR_VP,
    LAND_TILES,
    MATERIALS,
    TEXTILES,
    TIDAL_FLAT_VP,
    TOP_GAP_DIKES,
    TRACK_CAP,
    TRACK_GOODS,
)
from .data.buildings import BUILDINGS
from .data.destinations import DESTINATIONS, TRAVEL_VP, travel_points
from .data.spaces import SPACES
from .data.tools import TOOL_ORDER, TOOLS
from .data.variants import VARIANTS
from .game import Game
from .history import element_id
from .holdings import Holding, arrange
from .layout import COLUMNS, ROWS, HomeLayout
from .scoring import TRACK_POINTS
from .state import ANIMAL_KINDS, PlayerState
from .steps import WORKER_TURN
from .steps.common import equipment_id, housing
from .vehicles import BARN_LARGE_SPACES, BARN_SMALL_SPACES, EQUIPMENT, VEHICLE_SPACES

JSON = dict[str, Any]

# Rules help for the tool tracks: the action spaces that count each tool (rulebook
# "Index of Equipment and Tools"); the space texts are quoted from data.spaces.
TOOL_SPACES: dict[str, tuple[str, ...]] = {
    "fish_traps": ("fisherman",), "fleshing_beams": ("tanner",),
    "weaving_looms": ("woolen_weaver", "linen_weaver"), "slaughtering_tables": ("butcher",),
    "spades": ("peat_cutter",), "shovels": ("clay_worker", "dike_builder"),
    "pottery_wheels": ("potter",), "ovens": ("baker",), "axes": ("woodcutter",),
    "workbenches": ("summer_master",),
}

# Dikes per gap (gap g lies above row g) after n dike moves (rulebook "Dike Building").
DIKE_GAPS: tuple[dict[int, int], ...] = (
    {3: 3, 2: 2}, {3: 2, 2: 3}, {3: 1, 2: 3, 1: 1}, {2: 3, 1: 2}, {2: 2, 1: 3},
    {2: 1, 1: 3, 0: 1}, {1: 3, 0: 2}, {1: 2, 0: 3},
)


def next_vp_step(values: tuple[int, ...], vps: tuple[int, ...],
                  pos: int) -> tuple[int, int] | None:
    """The next position after ``pos`` where a track's VP rise: (value there, VP gained)."""
    for i in range(pos + 1, len(values)):
        if vps[i] > vps[pos]:
            return values[i], vps[i] - vps[pos]
    return None


def _tools(p: PlayerState, i: int) -> list[JSON]:
    out = []
    for key in TOOL_ORDER:
        t = TOOLS[key]
        pos = p.tools[key]
        nxt = _next_vp_json(t.values, t.vp, pos)
        step = ("at the end" if pos == t.last
                else f"at {nxt['at']}: +{nxt['gain']} VP" if nxt else "no more VP")
        track = ", ".join(f"{v}: {vp} VP" for v, vp in zip(t.values, t.vp, strict=True))
        out.append({"key": key, "label": t.label, "count": t.values[pos], "position": pos,
                    "values": list(t.values), "vp": t.vp[pos], "vps": list(t.vp),
                    "max": pos == t.last, "cost": dict(t.cost),
                    "cost_text": goods_text(t.cost), "next_vp": nxt,
                    "next_text": "max" if pos == t.last else step,
                    "el": element_id("tool", i, key), "target": f"tool:{key}",
                    "help": (f"{tool_help(key)} Now: {t.values[pos]} ({t.vp[pos]} VP); "
                             f"next VP step {step}. The track: {track}.")})
    return out


def _next_vp_json(values: tuple[int, ...], vps: tuple[int, ...], pos: int) -> JSON | None:
    nxt = next_vp_step(values, vps, pos)
    return {"at": nxt[0], "gain": nxt[1]} if nxt else None


def goods_text(goods: Any) -> str:
    return ", ".join(f"{n} {GOOD_LABELS.get(k, k)}" for k, n in goods.items())


def tool_help(key: str) -> str:
    """What a tool track does: the spaces that count it, its step cost and its VP."""
    t = TOOLS[key]
    uses = " ".join(f"Used at the {SPACES[s].label}: “{SPACES[s].text}”"
                    for s in TOOL_SPACES.get(key, ()))
    vps = ", ".join(str(v) for v in t.vp)
    return (f"{t.label}. {uses} Each step right costs {goods_text(t.cost)} "
            f"(Master action). VP by position: {vps}.")


# Peat is fuel (it pays for Food at Inventorying and loads onto Peat Boats), not a
# building material: it gets its own row.
BUILDING_MATERIALS = tuple(g for g in MATERIALS if g != "peat")
FUEL = ("peat",)


# The counts where a goods-track indicator's VP rises (its VP by count: TRACK_POINTS).
TRACK_STEPS: dict[str, list[int]] = {
    k: [n for n in range(1, len(pts)) if pts[n] > pts[n - 1]] for k, pts in TRACK_POINTS.items()}


def _track_row(p: PlayerState, key: str, i: int) -> JSON:
    """A goods-track indicator with the VP it scores now and where the next VP step is
    (rulebook "The Goods Track": 7 -> 1 VP, 11 -> 2, 15 -> 3; Food on two indicators)."""
    n = p.goods[key]
    points = TRACK_POINTS[key]
    factor = 2 if p.tiles.get("depot", 0) else 1
    nxt = next((m for m in TRACK_STEPS[key] if m > n), None)
    step = {"at": nxt, "gain": factor * (points[nxt] - points[n])} if nxt is not None else None
    steps = TRACK_STEPS[key]
    label = GOOD_LABELS[key]
    help_text = (f"{label}: {n} of {TRACK_CAP[key]} on the goods track, {factor * points[n]} VP"
                 " now." + (f" VP steps at {', '.join(map(str, steps))}." if steps else "")
                 + (f" Next: {step['at']} for +{step['gain']} VP." if step else "")
                 + f" {GOODS_TRACK_HELP}")
    return {"key": key, "label": label, "count": n, "cap": TRACK_CAP[key],
            "vp": factor * points[n], "next_vp": step, "steps": steps,
            "el": element_id("good", i, key), "help": help_text}


# Rules help for the goods off the track (rulebook "Goods").
GOOD_HELP = {
    "wood": "Wood: a building material. Pays for buildings, vehicles, tools.",
    "clay": "Clay: a building material.",
    "timber": "Timber (made from Wood): may always pay for Wood; ½ VP each at the end.",
    "brick": "Brick (made from Clay): may always pay for Clay; 1 VP each at the end.",
    "peat": "Peat: fuel, not a building material. In November you pay 2 Peat (with 3 Food) "
            "for the Winter; a Peat Boat or a building may turn Peat into other goods.",
    "linen": "Linen: a textile, 1 VP at the end.",
    "woolen": "Woolen: a textile, 1 VP at the end.",
    "leather": "Leather: a textile, 1 VP at the end.",
}
GOODS_TRACK_HELP = ("(Goods track: 7 → 1 VP, 11 → 2, 15 → 3 per indicator; Food uses two "
                    "indicators.)")
ANIMALS_HELP = ("Animals live on Dikes (1 each, any type), empty land (2 of one type), "
                "Stalls (3), Stables (6) and Parks (2, mixed). Score: 2 VP each of your "
                "rarest type, 1 VP each of the middle one.")


def _goods(p: PlayerState, i: int) -> JSON:
    def row(keys: tuple[str, ...]) -> list[JSON]:
        return [{"key": k, "label": GOOD_LABELS[k], "count": p.goods[k],
                 "cap": TRACK_CAP.get(k), "el": element_id("good", i, k),
                 "help": GOOD_HELP.get(k, GOOD_LABELS[k])} for k in keys]

    return {"track": [_track_row(p, k, i) for k in TRACK_GOODS],
            "materials": row(BUILDING_MATERIALS), "fuel": row(FUEL),
            "textiles": row(TEXTILES), "clothing": row(CLOTHING),
            "animals": [{"key": k, "label": GOOD_LABELS[k], "count": p.goods[k],
                         "el": element_id("good", i, k),
                         "help": f"{GOOD_LABELS[k]}: {p.goods[k]}. {ANIMALS_HELP}"}
                        for k in ANIMAL_KINDS],
            "el": element_id("goods", i), "animals_el": element_id("animals", i),
            "animals_help": ANIMALS_HELP, "tools_el": element_id("tools", i)}


# Rules help for the tiles on a home board (rulebook "Index of Equipment and Tools").
TILE_HELP = {
    "stall": "Holds 3 animals of one type; 2 of a type there breed a third in May.",
    "double_stall": "Two Stalls: each holds 3 animals of one type and breeds like a Stall.",
    "stable": "Holds 6 animals of one type; with 2, 3, 4 or 5 of a type they breed in May.",
    "park": "Holds 2 animals, mixed types allowed; they do not breed.",
    "grain_field": "Harvest: 1 Grain each Inventorying.",
    "flax_field": "Harvest: 1 Flax each Inventorying.",
    "forest": "Harvest: 1 Wood each Inventorying.",
    "depot": "Doubles your goods-track VP at the end.",
}
LAND_HELP = "Empty land: room for a tile or a building, and pasture for 2 animals of one type."
DIKE_HELP = ("Dikes: each holds 1 animal of any type. Building Dikes moves them down "
             "and turns tidal flats into land.")


def tile_help(key: str) -> str:
    """A landscape tile's rules help: its name, VP (when it has any) and what it does."""
    label, _, vp = LAND_TILES[key]
    shown = f" ({vp} VP)" if vp else ""
    return f"{label}{shown}. {TILE_HELP.get(key, '')}".strip()


def _moor_help(small: bool, dehydrated: bool, peat: int, variant: str) -> str:
    if not dehydrated:
        return (f"A wet moor: {HYDRATED_MOOR_VP} VP at the end unless dehydrated "
                "(then it holds 4 Peat).")
    vp = VARIANTS[variant].small_moor_vp if small else DEHYDRATED_MOOR_VP
    return (f"A dry moor with {peat} Peat to cut ({vp} VP while it is on the board; "
            "cut all its Peat and it leaves, freeing land).")


def _cell_help(cell: JSON) -> str:
    kind = cell["kind"]
    if kind == "flat":
        return ("Tidal flat: not land yet. Building Dikes turns rows of it into land."
                + (f" This one costs {-TIDAL_FLAT_VP} VP at the end (not covered by a dike)."
                   if cell["penalty"] else ""))
    if kind == "moor_lower":
        return ""
    if kind == "land":
        return LAND_HELP
    if kind == "tile":
        return tile_help(cell["key"])
    if kind == "building":
        return f"{cell['label']} ({cell['vp']} VP): a building on your land."
    return ""


def _placed(item: str, i: int) -> JSON:
    """A tile or building on a home board cell (``arle_core.layout`` names it)."""
    kind, _, key = item.partition(":")
    if kind == "building":
        b = BUILDINGS[key]
        return {"kind": "building", "key": key, "label": b.name, "vp": b.vp,
                "el": [element_id("building", key)]}
    label, _, vp = LAND_TILES[key]
    return {"kind": "tile", "key": key, "label": label, "vp": vp,
            "el": [element_id("tile", i, key)]}


def cell_vp(cell: JSON, variant: str) -> int | None:
    """The VP a home-board cell shows by itself: a tidal flat's (its penalty when no dike
    covers it), a moor's by its state; None for the other cells."""
    if cell.get("kind") == "flat":
        return TIDAL_FLAT_VP if cell["penalty"] else 0
    if cell.get("kind") == "moor":
        return (VARIANTS[variant].small_moor_vp if cell["small"]
                else DEHYDRATED_MOOR_VP if cell["dehydrated"] else HYDRATED_MOOR_VP)
    return None


def _home(p: PlayerState, i: int, variant: str, layout: HomeLayout) -> JSON:
    """The home board: counts and a 7x3 grid as drawn (``arle_core.layout``: each tile,
    building and moor keeps its space for the whole game). Each cell carries the element
    ids it answers to (``el``: its place, and the record's ``tile:P:face``, ``moor:P:j``,
    ``building:key``) and its rules help."""
    grid: list[list[JSON]] = [[{} for _ in range(COLUMNS)] for _ in range(ROWS)]
    covered = 3 - TOP_GAP_DIKES[p.dike_moves]
    land = layout.land(p)
    for cell in range(ROWS * COLUMNS):
        r, c = divmod(cell, COLUMNS)
        item = layout.items[cell]
        if item is not None:
            grid[r][c] = _placed(item, i)
        elif cell in land:
            grid[r][c] = {"kind": "land"}
        else:  # a tidal flat (a moor's cells are set below)
            flat = {"kind": "flat", "penalty": r == 0 and c < covered}
            grid[r][c] = {**flat, "vp": cell_vp(flat, variant)}
    for j, (m, cells) in enumerate(zip(p.moors, layout.moors, strict=True)):
        dry = m.dehydrated or m.small
        top, *lower = cells
        moor = {"kind": "moor", "small": m.small, "dehydrated": m.dehydrated}
        grid[top // COLUMNS][top % COLUMNS] = {
            **moor, "dehydrated": dry, "peat": m.peat, "vp": cell_vp(moor, variant),
            "el": [element_id("moor", i, j)], "help": _moor_help(m.small, dry, m.peat, variant)}
        for cell in lower:
            grid[cell // COLUMNS][cell % COLUMNS] = {
                "kind": "moor_lower", "dehydrated": m.dehydrated, "el": [element_id("moor", i, j)]}
    for r, row in enumerate(grid):
        for c, spot in enumerate(row):
            ids: list[str] = spot.get("el", [])
            spot["el"] = " ".join([element_id("home", i, r, c), *ids])
            spot.setdefault("help", _cell_help(spot))
    gaps = DIKE_GAPS[p.dike_moves]
    dikes, homeless = _house_animals(p, grid, gaps)
    return {
        "land_spaces": p.land_spaces(), "empty_land": p.empty_land(),
        "dike_moves": p.dike_moves, "dike_gaps": {str(k): v for k, v in gaps.items()},
        "dikes": dikes, "homeless": _animal_list(homeless),
        "dike_el": {str(g): f"{element_id('dike', i, g)} {element_id('dike', i)}" for g in gaps},
        "dike_help": DIKE_HELP,
        "capacity": housing(p).capacity,
        "tidal_flat_penalty": covered,
        "tiles": {k: v for k, v in p.tiles.items() if v}, "buildings": list(p.buildings),
        "moors": [{"small": m.small, "dehydrated": m.dehydrated, "peat": m.peat}
                  for m in p.moors],
        "grid": grid,
        "el": element_id("home", i),
    }


# Which grid cells hold which containers (a Double Stall is two Stalls: rule ④).
CELL_HOLDINGS: dict[tuple[str, str | None], tuple[str, ...]] = {
    ("land", None): ("pasture",), ("tile", "stall"): ("stall",),
    ("tile", "double_stall"): ("stall", "stall"), ("tile", "stable"): ("stable",),
    ("tile", "park"): ("park",),
}


def _animal_list(herd: tuple[int, ...]) -> list[JSON]:
    return [{"key": k, "label": GOOD_LABELS[k], "count": n}
            for k, n in zip(ANIMALS, herd, strict=True) if n]


def _holding_json(x: Holding) -> JSON:
    return {"kind": x.kind, "capacity": x.capacity, "animals": _animal_list(x.animals),
            "count": sum(x.animals)}


def _house_animals(p: PlayerState, grid: list[list[JSON]],
                   gaps: dict[int, int]) -> tuple[list[JSON], tuple[int, int, int]]:
    """Put one arrangement of the herd (arle_core.holdings) on the drawn board: each
    Stall, Stable, Park and empty land cell gets ``holds`` (its containers with their
    animals and capacity); returns the dikes by gap and the animals without room."""
    arrangement = arrange(housing(p), p.herd())
    left: dict[str, list[Holding]] = {}
    for x in arrangement.holdings:
        left.setdefault(x.kind, []).append(x)
    for row in grid:
        for cell in row:
            kinds = CELL_HOLDINGS.get((cell.get("kind", ""), cell.get("key")), ())
            if kinds and all(left.get(k) for k in kinds):
                cell["holds"] = [_holding_json(left[k].pop(0)) for k in kinds]
    dikes = [{"gap": g, **_holding_json(left["dike"].pop(0))}
             for g in sorted(gaps, reverse=True) for _ in range(gaps[g]) if left.get("dike")]
    return dikes, arrangement.homeless


def _barn(p: PlayerState, player: int) -> list[JSON]:
    out = []
    for i, e in enumerate(p.barn):
        row = EQUIPMENT[e.kind]
        ident = equipment_id(p, i)
        spaces = list(VEHICLE_SPACES.get(e.kind, ()))
        loads = (f": load spaces {' + '.join(map(str, spaces))} (a vehicle carries goods to "
                 "upgrade or destination tiles to travel to; it is emptied at Inventorying)"
                 if spaces else "")
        out.append({"id": ident, "target": f"vehicle:{player}:{ident}", "kind": e.kind,
                    "label": row.label, "category": row.category, "vp": row.vp,
                    "size": row.barn_size, "spaces": spaces,
                    "load": [_load_label(item) for item in e.load],
                    "help": f"{row.label} ({row.vp} VP){loads}."})
    return out


BARN_HELP = ("The barn: 4 spaces for small pieces (Plow, Peat Boat, Handcart, Wagon) and 3 for "
             "Large Vehicles; the bottom large space may take a small piece instead. A full "
             "barn means returning an empty piece of the same size to make room.")


def travel_help() -> str:
    steps = [f"{n}: {vp}" for n, vp in enumerate(TRAVEL_VP) if n and vp > TRAVEL_VP[n - 1]]
    return ("Travel experience: destination tiles you travelled to cover spaces on the track; "
            f"the VP by spaces covered are {', '.join(steps)} ({len(TRAVEL_VP) - 1} spaces).")


def _load_label(item: str) -> JSON:
    if item.startswith("dest:"):
        d = DESTINATIONS[item[5:]]
        return {"key": item, "label": d.name, "size": d.size}
    return {"key": item, "label": GOOD_LABELS.get(item, item),
            "size": 2 if item in CLOTHING else 1}


def destination_json(key: str, player: int) -> JSON:
    d = DESTINATIONS[key]
    items = [{"label": it.label, "food": it.food} for it in d.items]
    sells = "; ".join(f"{it.label} for {it.food} Food" for it in d.items)
    if d.max_items > 1:
        sells = f"{d.min_items} to {d.max_items} of: {sells}"
    size = f"{d.size} vehicle space{'s' if d.size > 1 else ''}"
    help_text = f"{d.name} (takes {size}): sell {sells}."
    return {"key": key, "name": d.name, "size": d.size, "items": items, "help": help_text,
            "target": f"destination:{player}:{key}"}


def player_json(game: Game, i: int, sheet: dict[str, float], layout: HomeLayout) -> JSON:
    s = game.state
    p = s.players[i]
    workers_left = sum(1 for j in range(s.turn_idx, len(s.turn_order)) if s.turn_order[j] == i)
    pending = s.stack[-1] if s.stack else None
    if pending is not None and pending.kind == WORKER_TURN and pending.player == i:
        workers_left += 1
    travel_spaces = sum(DESTINATIONS[d].size for d in p.travel)
    return {
        "index": i, "name": game.setup.names[i], "is_start": s.start_player == i,
        "workers_left": workers_left if s.stage == "work" else 0,
        "goods": _goods(p, i), "tools": _tools(p, i),
        "home": _home(p, i, game.setup.variant, layout), "barn": _barn(p, i),
        "destinations": [destination_json(d, i) for d in p.destinations],
        "travel": [{"key": d, "name": DESTINATIONS[d].name, "size": DESTINATIONS[d].size}
                   for d in p.travel],
        "travel_spaces": travel_spaces, "travel_vp": travel_points(travel_spaces),
        "travel_track": list(TRAVEL_VP),
        "barn_spaces": {"small": BARN_SMALL_SPACES, "large": BARN_LARGE_SPACES},
        "score": sheet, "bottleneck": p.bottleneck,
        "el": element_id("player", i), "score_el": element_id("score", i),
        "barn_el": element_id("barn", i), "barn_help": BARN_HELP,
        "travel_el": element_id("travel", i), "travel_track_el": element_id("travel-track", i),
        "travel_help": travel_help(),
    }

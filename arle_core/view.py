"""The view model: everything a player sees, as plain JSON-able data.

The page renders only this (and plays option keys); it never reaches into the state.
Each option carries a ``target`` naming the board element where it naturally lives
(``space:woodcutter``, ``tool:axes``, ``building:mill``, ``vehicle:0:cart1``,
``destination:0:bremen``), so the page can make that element clickable too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .animals import ANIMALS
from .consequence import board_change, built
from .data.board import (
    CLOTHING,
    DEHYDRATED_MOOR_VP,
    GOOD_LABELS,
    HYDRATED_MOOR_VP,
    LAND_TILE_ORDER,
    LAND_TILES,
    MATERIALS,
    TEXTILES,
    TIDAL_FLAT_VP,
    TOP_GAP_DIKES,
    TRACK_CAP,
    TRACK_GOODS,
)
from .data.buildings import BUILDING_ORDER, BUILDINGS
from .data.destinations import DESTINATIONS, TRAVEL_VP, travel_points
from .data.spaces import SPACE_ORDER, SPACES, season_of
from .data.tools import TOOL_ORDER, TOOLS
from .data.variants import VARIANTS
from .decisions import Decision, Option
from .flow import HALF_YEARS
from .game import Game
from .history import element_id, merged_log
from .holdings import Holding, arrange
from .layout import COLUMNS, ROWS, HomeLayout, home_layouts
from .scoring import CATEGORIES, TRACK_POINTS
from .state import ANIMAL_KINDS, GameState, PlayerState
from .steps import WORKER_TURN
from .steps.common import equipment_id, housing
from .vehicles import BARN_LARGE_SPACES, BARN_SMALL_SPACES, EQUIPMENT, VEHICLE_SPACES

JSON = dict[str, Any]
MONTHS = {"summer": ("July", "August", "September", "October"),
          "winter": ("January", "February", "March", "April")}
INVENTORY_MONTH = {"summer": "November", "winter": "May"}
SEASON_LABELS = {"summer": "Summer/Fall", "winter": "Winter/Spring"}
PHASES = {"work": "Work Phase", "end_work": "Work Phase", "inventory": "Inventorying",
          "final": "Final scoring", "over": "Game over"}
LOG_TAIL = 60

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


# Options a player rarely wants: the page folds them under "More" (by key).
RARE_OPTIONS = frozenset({"pass"})


# What an option's button says on the board element it targets, whose card already names
# the space, building or vehicle.
BOARD_VERBS = {"space": "Place worker", "imitate": "Imitate this space", "build": "Build this",
               "vehicle": "Build one", "tool": "Move"}


def _vehicle_name(ident: str) -> str:
    """"droshky1" -> "Droshky 1" (``steps.common.equipment_id``)."""
    kind = ident.rstrip("0123456789")
    row = EQUIPMENT.get(kind)
    return f"{row.label} {ident[len(kind):]}" if row else ident


def board_label(key: str, label: str) -> str:
    """The option's short label on its board element: "Place worker"; on a vehicle the good
    it loads, on a destination the vehicle that travels ("By Droshky 1")."""
    verb, _, rest = key.partition(":")
    if verb == "load":
        vehicle, _, item = rest.partition(":")
        if item.startswith("dest:"):
            return f"By {_vehicle_name(vehicle)}"
        return GOOD_LABELS.get(item, label)
    return BOARD_VERBS.get(verb, label)


def _option(state: GameState, player: int, o: Option) -> JSON:
    detail, help_text = option_detail(state, player, o.key)
    return {"key": o.key, "label": o.label, "group": o.group,
            "target": option_target(state, player, o.key),
            "board_label": board_label(o.key, o.label),
            "detail": detail, "help": help_text, "rare": o.key in RARE_OPTIONS}


# --- what an option does (shown on its button) --------------------------------------


def _tool_detail(state: GameState, player: int, rest: str) -> tuple[str, str]:
    """A tool step: the VP it adds now, or where the next VP step is."""
    t = TOOLS.get(rest)
    if t is None:
        return "", ""
    pos = state.players[player].tools[rest]
    if pos >= t.last:
        return "", ""
    gain = t.vp[pos + 1] - t.vp[pos]
    if gain:
        return f"+{gain} VP", _tool_help(rest)
    nxt = _next_vp_step(t.values, t.vp, pos + 1)
    text = "+0 VP" + (f" (next VP at {nxt[0]}: +{nxt[1]})" if nxt else "")
    return text, _tool_help(rest)


def _next_vp_step(values: tuple[int, ...], vps: tuple[int, ...],
                  pos: int) -> tuple[int, int] | None:
    """The next position after ``pos`` where a track's VP rise: (value there, VP gained)."""
    for i in range(pos + 1, len(values)):
        if vps[i] > vps[pos]:
            return values[i], vps[i] - vps[pos]
    return None


def _build_detail(state: GameState, player: int, rest: str) -> tuple[str, str]:
    b = BUILDINGS.get(rest)
    if b is None:
        return "", ""
    return b.text, f"{b.name} ({b.vp} VP; cost: {b.cost_text}): {b.text}"


def _space_detail(state: GameState, player: int, rest: str) -> tuple[str, str]:
    """A space: its rules text says what placing a worker there does."""
    sp = SPACES.get(rest)
    return (sp.text, f"{sp.label}: {sp.text}") if sp else ("", "")


def _travelled_spaces(p: PlayerState) -> int:
    """Travel-track spaces of the tiles travelled and of those already loaded."""
    loaded = [item[5:] for e in p.barn for item in e.load if item.startswith("dest:")]
    return sum(DESTINATIONS[d].size for d in (*p.travel, *loaded))


def _load_detail(state: GameState, player: int, rest: str) -> tuple[str, str]:
    """Loading a destination: the travel VP it will add and what it sells for Food."""
    _, _, item = rest.partition(":")
    if not item.startswith("dest:") or item[5:] not in DESTINATIONS:
        return "", ""
    dest = _destination(item[5:], player)
    before = _travelled_spaces(state.players[player])
    gain = travel_points(before + dest["size"]) - travel_points(before)
    sells = "; ".join(f"{it['label']} → {it['food']} Food" for it in dest["items"])
    return f"+{gain} travel VP · sells {sells}", dest["help"]


OPTION_DETAILS: dict[str, Callable[[GameState, int, str], tuple[str, str]]] = {
    "tool": _tool_detail, "build": _build_detail,
    "space": _space_detail, "imitate": _space_detail, "load": _load_detail,
}


def option_detail(state: GameState, player: int, key: str) -> tuple[str, str]:
    """(short text for the option's button, longer help) — what choosing it does."""
    verb, _, rest = key.partition(":")
    fn = OPTION_DETAILS.get(verb)
    return fn(state, player, rest) if fn else ("", "")


def _released_text(game: Game, player: int, log_from: int) -> str | None:
    """After a trial move: the animals that had to go, or the release still to choose."""
    s = game.state
    for who, text in s.log[log_from:]:
        if who == player and text.startswith("released ") and text.endswith(" (no room)"):
            return f"no room: {text[len('released '):-len(' (no room)')]} must go"
    d = game.decision()
    if d is not None and d.kind == "release" and d.player == player:
        total = sum(s.players[player].herd())
        keeps = [o.key[5:] for o in d.options if o.key.startswith("keep:")]  # not any-time ones
        lost = min((total - sum(int(n) for n in k.split(",")) for k in keeps), default=0)
        if not lost:
            return "no room: animals must go unless you make room"
        return f"no room: {lost} animal{'s' if lost != 1 else ''} must go (you choose which)"
    return None


GOOD_ORDER = {g: i for i, g in enumerate(GOOD_LABELS)}  # goods track, supply, animals


def goods_change(before: dict[str, int], after: dict[str, int]) -> str:
    """What the decider gains and pays, as the goods say it: "+4 Wood, −1 Food"."""
    parts = [(n - before.get(g, 0), g) for g, n in after.items() if n != before.get(g, 0)]
    parts.sort(key=lambda x: (x[0] < 0, GOOD_ORDER.get(x[1], 99)))
    return ", ".join(f"{'+' if n > 0 else '−'}{abs(n)} {GOOD_LABELS.get(g, g)}" for n, g in parts)


def consequences(game: Game, d: Decision, preview: bool) -> list[JSON]:
    """Each option played on a copy (one engine step, microseconds): the goods it gives and
    takes until the next question (``changes``), what it puts on or takes off the boards
    with the VP that changes (``board``, ``arle_core.consequence``), the animals it forces
    out, and with ``preview`` the decider's live score after it."""
    before = game.scores()[d.player]["total"]
    decider = game.state.players[d.player]
    goods = dict(decider.goods)
    out: list[JSON] = []
    for o in d.options:
        trial = game.copy()
        log_from = len(trial.state.log)
        trial.play(o.key)
        asked = d.kind == "release"  # choosing what to release: no warning needed
        now = trial.state.players[d.player]
        board = [board_change(decider, now) or built(o.key)]
        after = trial.scores()[d.player]["total"]
        if not preview and after != before:
            board.append(f"{after - before:+g} VP".replace("-", "−"))
        row: JSON = {"release": None if asked else _released_text(trial, d.player, log_from),
                     "changes": goods_change(goods, now.goods),
                     "board": ", ".join(x for x in board if x)}
        if preview:
            row["score_after"] = after
            row["score_delta"] = after - before
        out.append(row)
    return out


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
                    "cost_text": _goods_text(t.cost), "next_vp": nxt,
                    "next_text": "max" if pos == t.last else step,
                    "el": element_id("tool", i, key), "target": f"tool:{key}",
                    "help": (f"{_tool_help(key)} Now: {t.values[pos]} ({t.vp[pos]} VP); "
                             f"next VP step {step}. The track: {track}.")})
    return out


def _next_vp_json(values: tuple[int, ...], vps: tuple[int, ...], pos: int) -> JSON | None:
    nxt = _next_vp_step(values, vps, pos)
    return {"at": nxt[0], "gain": nxt[1]} if nxt else None


def _goods_text(goods: Any) -> str:
    return ", ".join(f"{n} {GOOD_LABELS.get(k, k)}" for k, n in goods.items())


def _tool_help(key: str) -> str:
    """What a tool track does: the spaces that count it, its step cost and its VP."""
    t = TOOLS[key]
    uses = " ".join(f"Used at the {SPACES[s].label}: “{SPACES[s].text}”"
                    for s in TOOL_SPACES.get(key, ()))
    vps = ", ".join(str(v) for v in t.vp)
    return (f"{t.label}. {uses} Each step right costs {_goods_text(t.cost)} "
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
DIKE_HELP = ("Dikes: each holds 1 animal of any type. Building Dikes moves them down "
             "and turns tidal flats into land.")


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
        return "Empty land: room for a tile or a building, and pasture for 2 animals of one type."
    if kind == "tile":
        vp = f" ({cell['vp']} VP)" if cell["vp"] else ""
        return f"{cell['label']}{vp}. {TILE_HELP.get(cell['key'], '')}".strip()
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
            penalty = r == 0 and c < covered
            grid[r][c] = {"kind": "flat", "penalty": penalty,
                          "vp": TIDAL_FLAT_VP if penalty else 0}
    for j, (m, cells) in enumerate(zip(p.moors, layout.moors, strict=True)):
        vp = (VARIANTS[variant].small_moor_vp if m.small
              else DEHYDRATED_MOOR_VP if m.dehydrated else HYDRATED_MOOR_VP)
        dry = m.dehydrated or m.small
        top, *lower = cells
        grid[top // COLUMNS][top % COLUMNS] = {
            "kind": "moor", "small": m.small, "dehydrated": dry, "peat": m.peat, "vp": vp,
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


def _travel_help() -> str:
    steps = [f"{n}: {vp}" for n, vp in enumerate(TRAVEL_VP) if n and vp > TRAVEL_VP[n - 1]]
    return ("Travel experience: destination tiles you travelled to cover spaces on the track; "
            f"the VP by spaces covered are {', '.join(steps)} ({len(TRAVEL_VP) - 1} spaces).")


def _load_label(item: str) -> JSON:
    if item.startswith("dest:"):
        d = DESTINATIONS[item[5:]]
        return {"key": item, "label": d.name, "size": d.size}
    return {"key": item, "label": GOOD_LABELS.get(item, item),
            "size": 2 if item in CLOTHING else 1}


def _destination(key: str, player: int) -> JSON:
    d = DESTINATIONS[key]
    items = [{"label": it.label, "food": it.food} for it in d.items]
    sells = "; ".join(f"{it.label} for {it.food} Food" for it in d.items)
    if d.max_items > 1:
        sells = f"{d.min_items} to {d.max_items} of: {sells}"
    size = f"{d.size} vehicle space{'s' if d.size > 1 else ''}"
    help_text = f"{d.name} (takes {size}): sell {sells}."
    return {"key": key, "name": d.name, "size": d.size, "items": items, "help": help_text,
            "target": f"destination:{player}:{key}"}


def _player(game: Game, i: int, sheet: dict[str, float], layout: HomeLayout) -> JSON:
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
        "destinations": [_destination(d, i) for d in p.destinations],
        "travel": [{"key": d, "name": DESTINATIONS[d].name, "size": DESTINATIONS[d].size}
                   for d in p.travel],
        "travel_spaces": travel_spaces, "travel_vp": travel_points(travel_spaces),
        "travel_track": list(TRAVEL_VP),
        "barn_spaces": {"small": BARN_SMALL_SPACES, "large": BARN_LARGE_SPACES},
        "score": sheet, "bottleneck": p.bottleneck,
        "el": element_id("player", i), "score_el": element_id("score", i),
        "barn_el": element_id("barn", i), "barn_help": BARN_HELP,
        "travel_el": element_id("travel", i), "travel_track_el": element_id("travel-track", i),
        "travel_help": _travel_help(),
    }


def _supply(s: GameState) -> list[JSON]:
    """The supply board: each physical tile group with its faces and how many are left."""
    faces: dict[str, list[str]] = {}
    for face in LAND_TILE_ORDER:
        faces.setdefault(LAND_TILES[face][1], []).append(LAND_TILES[face][0])
    for row in EQUIPMENT.values():
        faces.setdefault(row.supply, []).append(row.label)
    return [{"key": k, "label": " / ".join(faces.get(k, [k])), "count": n}
            for k, n in s.supply.items()]


def _equipment(s: GameState) -> list[JSON]:
    """Every kind of equipment, as the supply board shows it (cost, VP, vehicle spaces)."""
    out = []
    for kind, row in EQUIPMENT.items():
        cost = _goods_text(row.cost)
        if row.cost_one_of:
            cost += " and " + " or ".join(_goods_text(c) for c in row.cost_one_of)
        spaces = list(VEHICLE_SPACES.get(kind, ()))
        help_text = f"{row.label}: costs {cost}; {row.vp} VP."
        if spaces:
            help_text += f" Load spaces: {' + '.join(str(n) for n in spaces)}."
        out.append({"kind": kind, "label": row.label, "category": row.category,
                    "cost": cost, "vp": row.vp, "spaces": spaces, "left": s.supply[row.supply],
                    "target": f"supply:{kind}", "help": help_text})
    return out


def _calendar(s: GameState, season: str, month: str | None) -> JSON:
    months = [{"name": m, "current": m == month, "inventory": False} for m in MONTHS[season]]
    months.append({"name": INVENTORY_MONTH[season], "inventory": True,
                   "current": s.stage == "inventory"})
    return {"half_year": s.half_year, "of": HALF_YEARS, "season": season,
            "season_label": SEASON_LABELS[season], "phase": PHASES.get(s.stage, s.stage),
            "months": months,
            "half_years": [{"n": n, "season": season_of(n)} for n in range(1, HALF_YEARS + 1)]}


def _decision(game: Game, d: Decision, preview: bool) -> JSON:
    """The question with its options; with 2+ options each carries its consequences."""
    options = [_option(game.state, d.player, o) for o in d.options]
    if len(options) > 1:
        for row, extra in zip(options, consequences(game, d, preview), strict=True):
            row.update(extra)
    return {"player": d.player, "name": game.setup.names[d.player], "prompt": d.prompt,
            "kind": d.kind, "options": options, "preview": preview,
            "score": game.scores()[d.player]["total"]}


def view(game: Game, preview: bool = False) -> JSON:
    """Everything the page shows, for the game as it stands. ``preview``: each option also
    carries the deciding player's live score after it."""
    s = game.state
    season = season_of(s.half_year)
    d = game.decision()
    sheets = game.scores()
    month = None
    if s.stage == "work" and s.turn_idx:
        month = MONTHS[season][min(3, (s.turn_idx - 1) // s.n_players)]
    decision = _decision(game, d, preview) if d is not None else None
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
                    "occupied_by": s.occupied.get(k), "current": SPACES[k].season == season,
                    "el": element_id("space", k), "help": f"{SPACES[k].label}: {SPACES[k].text}"}
                   for k in SPACE_ORDER],
        "buildings": [{"key": b, "name": BUILDINGS[b].name, "colour": BUILDINGS[b].colour,
                       "vp": BUILDINGS[b].vp, "cost": BUILDINGS[b].cost_text,
                       "text": BUILDINGS[b].text, "available": b in s.board_buildings,
                       "built_by": next((i for i, p in enumerate(s.players)
                                         if b in p.buildings), None),
                       "el": element_id("building", b),
                       "help": _build_detail(s, 0, b)[1]}
                      for b in BUILDING_ORDER if b in game.setup.buildings],
        "supply": dict(s.supply),
        "supply_board": _supply(s),
        "equipment": _equipment(s),
        "calendar": _calendar(s, season, month),
        "players": [_player(game, i, sheets[i], layout)
                    for i, layout in enumerate(home_layouts(game))],
        "categories": [{"key": k, "label": label} for k, label in CATEGORIES],
        "log": [{"player": pl, "name": game.setup.names[pl], "text": text}
                for pl, text in merged_log(s.log[-3 * LOG_TAIL:])[-LOG_TAIL:]],
        "moves": len(game.moves),
        "over": game.is_over,
        "winner": winner,
        "tie_break": (winner is not None and s.n_players > 1
                      and sheets[0]["total"] == sheets[1]["total"]),
    }

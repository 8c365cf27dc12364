"""The view model: everything a player sees, as plain JSON-able data.

The page renders only this (and plays option keys); it never reaches into the state.
Each option carries a ``target`` naming the board element where it naturally lives
(``space:woodcutter``, ``tool:axes``, ``building:mill``, ``vehicle:0:cart1``,
``destination:0:bremen``), so the page can make that element clickable too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .consequence import board_change, built
from .data.board import (
    GOOD_LABELS,
    LAND_TILE_ORDER,
    LAND_TILES,
    SUBSTITUTE,
)
from .data.buildings import BUILDING_ORDER, BUILDINGS
from .data.calendar import CALENDAR_LEGEND as CALENDAR_LEGEND  # the older views' too
from .data.calendar import HALF_YEARS, INVENTORY_MONTH, MONTHS, SEASON_LABELS
from .data.destinations import DESTINATIONS, travel_points
from .data.spaces import SPACE_ORDER, SPACES, season_of
from .data.tools import TOOLS
from .data.variants import VARIANTS
from .decisions import Decision, Option
from .game import Game
from .history import element_id, merged_log
from .layout import home_layouts
from .scoring import CATEGORIES, CATEGORY_HELP, SCORE_NOTE
from .state import GameState, PlayerState
from .vehicles import EQUIPMENT, VEHICLE_SPACES
from .view_inventory import warnings
from .view_player import cell_vp as cell_vp  # public: the seam fills older view models with it
from .view_player import destination_json, goods_text, next_vp_step, player_json, tool_help

JSON = dict[str, Any]
PHASES = {"work": "Work Phase", "end_work": "Work Phase", "inventory": "Inventorying",
          "final": "Final scoring", "over": "Game over"}
LOG_TAIL = 60
# What a payment may take in place of a good ("you can always pay Timber instead of Wood and
# Brick instead of Clay"), good -> its substitute: the page pays the plain way by itself.
SUBSTITUTES: Mapping[str, str] = SUBSTITUTE


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


SPACE_VERBS = ("space:", "imitate:")
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
        return f"+{gain} VP", tool_help(rest)
    nxt = next_vp_step(t.values, t.vp, pos + 1)
    text = "+0 VP" + (f" (next VP at {nxt[0]}: +{nxt[1]})" if nxt else "")
    return text, tool_help(rest)


def building_help(key: str) -> str:
    """A building's rules help: name, VP, cost and what it does (the Rules page reuses it)."""
    b = BUILDINGS[key]
    return f"{b.name} ({b.vp} VP; cost: {b.cost_text}): {b.text}"


def space_help(key: str) -> str:
    """An action space's rules help: its name and what placing a worker there does."""
    return f"{SPACES[key].label}: {SPACES[key].text}"


def equipment_help(kind: str) -> str:
    """A piece of equipment's rules help: its cost, VP and load spaces."""
    row = EQUIPMENT[kind]
    cost = goods_text(row.cost)
    if row.cost_one_of:
        cost += " and " + " or ".join(goods_text(c) for c in row.cost_one_of)
    spaces = VEHICLE_SPACES.get(kind, ())
    loads = f" Load spaces: {' + '.join(str(n) for n in spaces)}." if spaces else ""
    return f"{row.label}: costs {cost}; {row.vp} VP.{loads}"


def _build_detail(state: GameState, player: int, rest: str) -> tuple[str, str]:
    b = BUILDINGS.get(rest)
    return (b.text, building_help(rest)) if b else ("", "")


def _space_detail(state: GameState, player: int, rest: str) -> tuple[str, str]:
    """A space: its rules text says what placing a worker there does."""
    sp = SPACES.get(rest)
    return (sp.text, space_help(rest)) if sp else ("", "")


def _travelled_spaces(p: PlayerState) -> int:
    """Travel-track spaces of the tiles travelled and of those already loaded."""
    loaded = [item[5:] for e in p.barn for item in e.load if item.startswith("dest:")]
    return sum(DESTINATIONS[d].size for d in (*p.travel, *loaded))


def _load_detail(state: GameState, player: int, rest: str) -> tuple[str, str]:
    """Loading a destination: the travel VP it will add and what it sells for Food."""
    _, _, item = rest.partition(":")
    if not item.startswith("dest:") or item[5:] not in DESTINATIONS:
        return "", ""
    dest = destination_json(item[5:], player)
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


# What a page plays by itself after a move (its forced moves), played on a copy.
Settle = Callable[[Game], None]


def consequences(game: Game, d: Decision, preview: bool,
                 settle: Settle | None = None) -> list[JSON]:
    """Each option played on a copy (one engine step, microseconds): the goods it gives and
    takes until the next question (``changes``), what it puts on or takes off the boards
    with the VP that changes (``board``, ``arle_core.consequence``), the animals it forces
    out, and with ``preview`` the decider's live score after it: after ``settle`` too, when
    given, so it is the score the page shows once the option is clicked."""
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
            if settle is not None:
                settle(trial)
                after = trial.scores()[d.player]["total"]
            row["score_after"] = after
            row["score_delta"] = after - before
        out.append(row)
    return out


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
        cost = goods_text(row.cost)
        if row.cost_one_of:
            cost += " and " + " or ".join(goods_text(c) for c in row.cost_one_of)
        spaces = list(VEHICLE_SPACES.get(kind, ()))
        out.append({"kind": kind, "label": row.label, "category": row.category,
                    "cost": cost, "vp": row.vp, "spaces": spaces, "left": s.supply[row.supply],
                    "target": f"supply:{kind}", "help": equipment_help(kind)})
    return out


def calendar(game: Game) -> JSON:
    """The calendar as the view model shows it (``view(game)["calendar"]``): the half-year,
    its season and label, the months with the current one, the phase."""
    return _calendar(game)[0]


def _calendar(game: Game) -> tuple[JSON, str | None]:
    """The calendar, and the month of the Work Phase now (None outside it)."""
    s = game.state
    season = season_of(s.half_year)
    month = None
    if s.stage == "work" and s.turn_idx:
        month = MONTHS[season][min(3, (s.turn_idx - 1) // s.n_players)]
    months = [{"name": m, "current": m == month, "inventory": False} for m in MONTHS[season]]
    months.append({"name": INVENTORY_MONTH[season], "inventory": True,
                   "current": s.stage == "inventory"})
    return {"half_year": s.half_year, "of": HALF_YEARS, "season": season,
            "season_label": SEASON_LABELS[season], "phase": PHASES.get(s.stage, s.stage),
            "months": months,
            "half_years": [{"n": n, "season": season_of(n)} for n in range(1, HALF_YEARS + 1)],
            "legend": CALENDAR_LEGEND}, month


def _decision(game: Game, d: Decision, preview: bool, settle: Settle | None) -> JSON:
    """The question with its options; with 2+ options each carries its consequences."""
    options = [_option(game.state, d.player, o) for o in d.options]
    if len(options) > 1:
        for row, extra in zip(options, consequences(game, d, preview, settle), strict=True):
            row.update(extra)
            # A space's rules text says what it does when placing there changes nothing
            # yet (a question follows); what it gave says it better (the text stays help).
            if row["key"].startswith(SPACE_VERBS) and (extra["changes"] or extra["board"]):
                row["detail"] = ""
    return {"player": d.player, "name": game.setup.names[d.player], "prompt": d.prompt,
            "kind": d.kind, "options": options, "preview": preview,
            "score": game.scores()[d.player]["total"]}


def view(game: Game, preview: bool = False, settle: Settle | None = None) -> JSON:
    """Everything the page shows, for the game as it stands. ``preview``: each option also
    carries the deciding player's live score after it, and after ``settle`` (what the page
    then plays by itself) when given."""
    s = game.state
    cal, month = _calendar(game)
    d = game.decision()
    sheets = game.scores()
    decision = _decision(game, d, preview, settle) if d is not None else None
    winner = game.winner()
    return {
        "setup": {"players": game.setup.players, "seed": game.setup.seed,
                  "variant": game.setup.variant,
                  "variant_label": VARIANTS[game.setup.variant].label,
                  "names": list(game.setup.names)},
        "half_year": s.half_year, "season": cal["season"], "stage": s.stage, "month": month,
        "start_player": s.start_player, "special_used_by": s.special_by,
        "decision": decision,
        "inventory": warnings(game),  # each player's warning before the Inventorying
        "spaces": [{"key": k, "label": SPACES[k].label, "season": SPACES[k].season,
                    "text": SPACES[k].text, "food": SPACES[k].food,
                    "occupied_by": s.occupied.get(k), "current": SPACES[k].season == cal["season"],
                    "el": element_id("space", k), "help": space_help(k)}
                   for k in SPACE_ORDER],
        "buildings": [{"key": b, "name": BUILDINGS[b].name, "colour": BUILDINGS[b].colour,
                       "vp": BUILDINGS[b].vp, "cost": BUILDINGS[b].cost_text,
                       "text": BUILDINGS[b].text, "available": b in s.board_buildings,
                       "built_by": next((i for i, p in enumerate(s.players)
                                         if b in p.buildings), None),
                       "el": element_id("building", b),
                       "help": building_help(b)}
                      for b in BUILDING_ORDER if b in game.setup.buildings],
        "supply": dict(s.supply),
        "supply_board": _supply(s),
        "equipment": _equipment(s),
        "calendar": cal,
        "players": [player_json(game, i, sheets[i], layout)
                    for i, layout in enumerate(home_layouts(game))],
        "categories": [{"key": k, "label": label, "help": CATEGORY_HELP[k]}
                       for k, label in CATEGORIES],
        "score_note": None if game.is_over else SCORE_NOTE,
        "log": [{"player": pl, "name": game.setup.names[pl], "text": text}
                for pl, text in merged_log(s.log[-3 * LOG_TAIL:])[-LOG_TAIL:]],
        "moves": len(game.moves),
        "over": game.is_over,
        "winner": winner,
        "tie_break": (winner is not None and s.n_players > 1
                      and sheets[0]["total"] == sheets[1]["total"]),
    }

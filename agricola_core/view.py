"""A view model for a page: the whole visible state of a game as plain JSON-ready data
(no engine objects), so a page draws it without knowing the rules."""

from __future__ import annotations

from typing import Any

from . import farm
from .data import ANIMAL_NAMES, CATEGORIES, HARVEST_ROUNDS, MAJORS, STAGES
from .game import WORK, Game
from .state import Farmer
from .view_board import feeding, major_extras, round_track, space_extras, space_name
from .view_farm import farm_json, people_json, supply_json
from .view_fencing import fencing_json
from .view_options import options_json
from .view_text import BEGGING_HELP, CATEGORY_HELP, HOUSE_HELP, START_PLAYER_HELP, TITLES


def _stage(round_: int) -> int:
    """The stage (1–6) a round belongs to: the stages hold 4, 3, 2, 2, 2 and 1 rounds."""
    last = 0
    for stage, cards in enumerate(STAGES, 1):
        last += len(cards)
        if round_ <= last:
            return stage
    return len(STAGES)


def farm_spaces(f: Farmer) -> list[dict[str, Any]]:
    """The 15 spaces, top left first: what is on each and which pasture it belongs to."""
    areas = f.pastures()
    out = []
    for c in range(farm.CELLS):
        bit = 1 << c
        crop, n = f.fields.get(c, ("", 0))
        kind = ("room" if f.rooms & bit else "field" if c in f.fields else
                "pasture" if any(a & bit for a in areas) else "empty")
        out.append({"name": farm.cell_name(c), "kind": kind, "stable": bool(f.stables & bit),
                    "crop": crop, "count": n,
                    "pasture": next((i for i, a in enumerate(areas) if a & bit), None)})
    return out


def score_rows(seat: int, sheet: dict[str, int]) -> list[dict[str, Any]]:
    """The live score sheet as rows a page lists: category, points, rules help."""
    return [{"id": f"score:{seat}:{c}", "category": c, "label": c.capitalize(),
             "points": sheet[c], "help": CATEGORY_HELP[c]} for c in (*CATEGORIES, "total")]


def _sole_winner(game: Game) -> int | None:
    """The seat that won alone, once the game is over."""
    winners = game.winners() if game.is_over else []
    return winners[0] if len(winners) == 1 else None


def view(game: Game, preview: bool = True) -> dict[str, Any]:
    """Round, phase, every player's farm and supply, the action spaces and the majors, the
    score sheets and the decision the game waits on (``preview``: each option with the
    score after it).

    Each drawn element has an id (``el``/``id``), a label and a rules ``help``; each
    option a ``target`` (the element it places on) and its consequences."""
    d = game.decision()
    scores = game.scores()
    players, shown = [], game.setup.shown_names()
    for seat, f in enumerate(game.farmers):
        areas = f.pastures()
        on = [sid for sid in game.open if game.occupied.get(sid) == seat]
        players.append({
            "seat": seat, "index": seat, "score": scores[seat],
            "house": f.house, "members": f.members, "newborns": f.newborns,
            "people_left": f.people, "begging": f.begging, "goods": dict(f.goods),
            "animals": {ANIMAL_NAMES[a]: n for a, n in f.animals.items()},
            "spaces": farm_spaces(f), "fences": f.fence_count(),
            "fence_edges": [e for e in range(farm.EDGES) if f.fences >> e & 1],
            "pastures": [{"spaces": [farm.cell_name(c) for c in farm.cells_of(a)],
                          "holds": farm.capacity(a, f.stables)} for a in areas],
            "majors": [m for m, o in game.majors.items() if o == seat],
            "id": f"player:{seat}", "label": shown[seat],
            "farm": farm_json(seat, f), "people": people_json(seat, f, on, game.phase == WORK),
            "supply": supply_json(seat, f),
            "family": {"el": f"member:{seat}", "label": f"{f.members} family members"},
            "begging_cards": {"id": f"begging:{seat}", "n": f.begging,
                              "label": f"{f.begging} begging card{'s' * (f.begging != 1)}",
                              "help": BEGGING_HELP},
            "house_label": f"{f.house} house, {f.rooms.bit_count()} rooms",
            "house_el": f"house:{seat}", "house_help": HOUSE_HELP,
            "score_rows": score_rows(seat, scores[seat]),
            "feeding": feeding(game, seat),
            "start_player": game.token == seat,
        })
    return {
        "round": game.round, "stage": _stage(game.round), "phase": game.phase,
        "harvest_after": game.round in HARVEST_ROUNDS, "start_player": game.token,
        "players": players,
        "spaces": [{"id": sid, "label": space_name(game, sid),
                    "stock": dict(game.stock.get(sid, {})),
                    "occupant": game.occupied.get(sid), **space_extras(game, sid)}
                   for sid in game.open],
        "rounds_left": len(game.cards) - game.round,
        "majors": [{"id": m.id, "name": m.name, "points": m.points,
                    "owner": game.majors.get(m.id), **major_extras(game, m.id)}
                   for m in MAJORS.values()],
        "scores": scores,
        "round_track": round_track(game),
        "start_player_help": START_PLAYER_HELP,
        "start_player_token": {"el": "start_player", "holder": game.token,
                               "help": START_PLAYER_HELP},
        "titles": dict(TITLES),
        # For the page's shell, which draws any game's score sheet and result the same way:
        # the categories in the sheet's order with their rules help (a tooltip: every new
        # farm is below zero in eight of them, so no row explains itself in the sheet, the
        # ``explain`` the shell reads), and the winner (None while playing or when the best
        # share the win: the rulebook has no tie-break).
        "categories": [{"key": c, "label": c[0].upper() + c[1:], "help": CATEGORY_HELP[c],
                        "explain": False} for c in CATEGORIES],
        "over": game.is_over, "winners": game.winners() if game.is_over else [],
        "winner": _sole_winner(game),
        "decision": None if d is None else {
            "player": d.player, "prompt": d.prompt, "kind": d.kind,
            "options": options_json(game, preview),
            "fencing": fencing_json(game, d.player, d.options)},
    }

"""A view model for a page: the whole visible state of a game as plain JSON-ready data
(no engine objects), so a page draws it without knowing the rules."""

from __future__ import annotations

from typing import Any

from . import farm
from .data import ANIMAL_NAMES, CATEGORIES, HARVEST_ROUNDS, MAJORS, STAGES
from .game import SPACES, Game
from .state import Farmer


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


def _sole_winner(game: Game) -> int | None:
    """The seat that won alone, once the game is over."""
    winners = game.winners() if game.is_over else []
    return winners[0] if len(winners) == 1 else None


def view(game: Game) -> dict[str, Any]:
    """Round, phase, every player's farm and supply, the action spaces and the majors, the
    score sheets and the decision the game waits on."""
    d = game.decision()
    scores = game.scores()
    players = []
    for seat, f in enumerate(game.farmers):
        areas = f.pastures()
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
        })
    return {
        "round": game.round, "stage": _stage(game.round), "phase": game.phase,
        "harvest_after": game.round in HARVEST_ROUNDS, "start_player": game.token,
        "players": players,
        "spaces": [{"id": sid, "label": SPACES[sid].label,
                    "stock": dict(game.stock.get(sid, {})),
                    "occupant": game.occupied.get(sid)} for sid in game.open],
        "rounds_left": len(game.cards) - game.round,
        "majors": [{"id": m.id, "name": m.name, "points": m.points,
                    "owner": game.majors.get(m.id)} for m in MAJORS.values()],
        "scores": scores,
        # For the page's shell, which draws any game's score sheet and result the same way:
        # the categories in the sheet's order, and the winner (None while playing or when
        # the best share the win: the rulebook has no tie-break).
        "categories": [{"key": c, "label": c[0].upper() + c[1:]} for c in CATEGORIES],
        "over": game.is_over, "winners": game.winners() if game.is_over else [],
        "winner": _sole_winner(game),
        "decision": None if d is None else {
            "player": d.player, "prompt": d.prompt, "kind": d.kind,
            "options": [{"key": o.key, "label": o.label} for o in d.options]},
    }

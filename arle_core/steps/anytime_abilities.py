"""Any-time abilities of the base game (rulebook "Anytime Actions", "Moving Components
on Your Home Board"):

* Peat Boat: exchange 1 Peat for 1 good of the goods track, at any time and any number
  of times, also at the end of the game before scoring.
* Returning equipment: "you can return Equipment to the Supply Board at any time
  (without substitution)" — offered during the Work Phase, when the barn's space can
  matter; a vehicle carrying tiles is busy until it is unloaded at Inventorying.

Returning animals at any time is not offered: it can never gain anything (more animals
never score less, milk or shear less), and the engine already asks which animals to
release whenever they do not fit.
"""

from __future__ import annotations

from ..data.board import TRACK_CAP, TRACK_GOODS
from ..decisions import ANYTIME, Option
from ..goods import gain
from ..state import GameState
from ..vehicles import EQUIPMENT
from . import WORK, anytime
from .common import equipment_id, equipment_index, label, log, return_equipment


def peat_boat_options(state: GameState, player: int, context: str) -> list[Option]:
    p = state.players[player]
    if not p.goods["peat"] or not p.count_equipment("peat_boat"):
        return []
    return [Option(f"peatboat:{g}", f"Peat Boat: 1 Peat → 1 {label(g)}", ANYTIME)
            for g in TRACK_GOODS if p.goods[g] < TRACK_CAP[g]]


def peat_boat_apply(state: GameState, player: int, key: str) -> None:
    good = key.split(":")[1]
    p = state.players[player]
    p.goods["peat"] -= 1
    gain(p, good, 1)
    log(state, player, f"exchanged 1 Peat for 1 {label(good)} (Peat Boat)")


anytime("peatboat", peat_boat_options, peat_boat_apply)


def return_options(state: GameState, player: int, context: str) -> list[Option]:
    if context != WORK:
        return []
    p = state.players[player]
    out: list[Option] = []
    seen: set[str] = set()
    for i, piece in enumerate(p.barn):
        if not piece.load and piece.kind not in seen:
            seen.add(piece.kind)
            out.append(Option(f"return:{equipment_id(p, i)}",
                              f"Return a {EQUIPMENT[piece.kind].label} to the supply", ANYTIME))
    return out


def return_apply(state: GameState, player: int, key: str) -> None:
    p = state.players[player]
    return_equipment(state, player, equipment_index(p, key.split(":")[1]))


anytime("return", return_options, return_apply)

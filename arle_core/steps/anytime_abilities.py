"""The Peat Boat's any-time exchange (rulebook "Anytime Actions"): with a Peat Boat,
exchange 1 Peat for 1 good of the goods track, at any time and any number of times,
also at the end of the game before scoring.
"""

from __future__ import annotations

from ..data.board import TRACK_CAP, TRACK_GOODS
from ..decisions import ANYTIME, Option
from ..goods import gain
from ..state import GameState
from . import anytime
from .common import label, log


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

"""What it costs to use an action space, for a worker placed there and for the Laborer
imitating it alike (↻7): the Forester, Wood Trader and Laborer cost Food; only the Wood
Trader accepts Grain instead when the player has no Food (↻6)."""

from __future__ import annotations

from ..data.spaces import SPACES, Space
from ..state import GameState, PlayerState


def can_pay_entry(p: PlayerState, sp: Space) -> bool:
    if sp.grain_for_food and p.goods["food"] == 0:
        return p.goods["grain"] >= sp.food
    return p.goods["food"] >= sp.food


def pay_entry(state: GameState, player: int, key: str) -> None:
    sp = SPACES[key]
    p = state.players[player]
    if not sp.food:
        return
    if sp.grain_for_food and p.goods["food"] == 0:
        p.goods["grain"] -= sp.food
    else:
        p.goods["food"] -= sp.food

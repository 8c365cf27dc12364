"""Turning tiles: the Warden, Dike Warden and Berum Castle "Tile Upgrade" (rulebook ↻4,
Yucata "Turning Tiles"). Flipping is free and keeps the physical tile, so the limited
supply does not change.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..data.board import LAND_TILES
from ..decisions import Option, Step
from ..state import Equipment, GameState
from ..vehicles import EQUIPMENT
from .common import dehydrate, equipment_id, equipment_index, log
from .registry import applies, decision

LAND_FLIPS: Mapping[str, str] = MappingProxyType(
    {"stall": "depot", "stable": "double_stall", "forest": "park"})


def flip_options(state: GameState, player: int) -> list[Option]:
    """Every distinct tile the player could turn over now."""
    p = state.players[player]
    out = []
    for face, to in LAND_FLIPS.items():
        if p.tiles.get(face, 0):
            out.append(Option(f"flip:{face}",
                              f"Turn a {LAND_TILES[face][0]} into a {LAND_TILES[to][0]}"))
    if any(not m.dehydrated for m in p.moors):
        out.append(Option("flip:moor", "Dehydrate a Moor (+4 Peat on it)"))
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for i, piece in enumerate(p.barn):
        flipped = EQUIPMENT[piece.kind].flip
        sig = (piece.kind, tuple(sorted(piece.load)))
        if flipped and sig not in seen:
            seen.add(sig)
            loaded = " (loaded)" if piece.load else ""
            out.append(Option(f"flip:{equipment_id(p, i)}",
                              f"Turn a {EQUIPMENT[piece.kind].label}{loaded} into a "
                              f"{EQUIPMENT[flipped].label}"))
    return out


def do_flip(state: GameState, player: int, key: str) -> None:
    p = state.players[player]
    what = key.split(":")[1]
    if what in LAND_FLIPS:
        p.tiles[what] -= 1
        to = LAND_FLIPS[what]
        p.tiles[to] = p.tiles.get(to, 0) + 1
        log(state, player, f"turned a {LAND_TILES[what][0]} into a {LAND_TILES[to][0]}")
    elif what == "moor":
        dehydrate(state, player)
        log(state, player, "dehydrated a moor and put 4 Peat on it")
    else:
        index = equipment_index(p, what)
        before = p.barn[index].kind
        after = str(EQUIPMENT[before].flip)
        p.barn[index] = Equipment(after, p.barn[index].load)
        log(state, player, f"turned a {EQUIPMENT[before].label} into a "
            f"{EQUIPMENT[after].label}")


@decision("flip", "Flip over a tile (arrow symbol)")
def flip_step_options(state: GameState, step: Step) -> list[Option]:
    out = flip_options(state, step.player)
    if out and step.args.get("optional"):
        out.append(Option("skip", "Flip nothing"))
    return out


@applies("flip")
def flip_step_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    if key != "skip":
        do_flip(state, step.player, key)

"""Plain typed state: the setup, each player's holdings and boards, the shared board.

Everything here is data; the rules live in :mod:`arle_core.steps` and
:mod:`arle_core.flow`. ``copy()`` methods are explicit (no ``deepcopy``) so that
copying a game stays cheap enough for search.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data.board import (
    ALL_GOODS,
    BASE_LAND,
    POLDER_AFTER,
    ROW_WIDTH,
    START_ANIMALS,
    START_GOODS,
    START_MOORS,
    START_TILES,
)
from .data.tools import TOOLS
from .decisions import Step

ANIMAL_KINDS: tuple[str, ...] = ("sheep", "cattle", "horse")


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything chosen before the first move: with the moves, the whole game."""

    players: int
    seed: int
    variant: str
    buildings: tuple[str, ...]  # the buildings in play, in board order
    names: tuple[str, ...]
    start_player: int


@dataclass(frozen=True, slots=True)
class Moor:
    """A moor tile on the home board: its size in spaces, side and Peat on it. A value:
    a change puts a new Moor in its place, so copies of a player share them."""

    spaces: int
    dehydrated: bool
    peat: int

    @property
    def small(self) -> bool:
        return self.spaces == 1


@dataclass(frozen=True, slots=True)
class Equipment:
    """A piece of equipment in the barn; vehicles carry their loaded tiles. A value, load
    included: a change puts a new Equipment in its place, so copies of a player share them."""

    kind: str
    load: tuple[str, ...] = ()


def _start_goods() -> dict[str, int]:
    goods = dict.fromkeys(ALL_GOODS, 0)
    goods.update(START_GOODS)
    goods.update(START_ANIMALS)
    return goods


# Land spaces by dike moves: a polder row joins after each move in POLDER_AFTER.
_LAND: tuple[int, ...] = tuple(BASE_LAND + sum(ROW_WIDTH for n in POLDER_AFTER if moves >= n)
                               for moves in range(max(POLDER_AFTER) + 1))


@dataclass(slots=True)
class PlayerState:
    """One player's goods, animals, tools, home board, barn and travel destinations.

    Animals are counted in ``goods`` (``sheep``, ``cattle``, ``horse``) so that costs
    and sales treat them like any other good; housing is checked by the flow.
    """

    goods: dict[str, int] = field(default_factory=_start_goods)
    tools: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TOOLS, 0))
    dike_moves: int = 0
    tiles: dict[str, int] = field(default_factory=lambda: dict(START_TILES))
    buildings: list[str] = field(default_factory=list)
    moors: list[Moor] = field(default_factory=lambda: [Moor(*m) for m in START_MOORS])
    barn: list[Equipment] = field(default_factory=list)
    destinations: list[str] = field(default_factory=list)  # not yet used
    travel: list[str] = field(default_factory=list)  # on the travel experience track
    bottleneck: int = 0  # VP lost to missing Food and fuel (<= 0)

    def copy(self) -> PlayerState:
        # positional, in field order (quicker than keywords: copied at every search node)
        return PlayerState(
            dict(self.goods), dict(self.tools), self.dike_moves, dict(self.tiles),
            list(self.buildings), list(self.moors),
            list(self.barn), list(self.destinations),
            list(self.travel), self.bottleneck)

    # Derived facts -----------------------------------------------------------------
    def tool(self, key: str) -> int:
        """How many tools of this type the player has."""
        return TOOLS[key].values[self.tools[key]]

    def herd(self) -> tuple[int, int, int]:
        g = self.goods
        return (g["sheep"], g["cattle"], g["horse"])

    def land_spaces(self) -> int:
        """Land spaces below the dike line, moor spaces included (rulebook "Dike Building")."""
        moves = self.dike_moves
        return _LAND[moves] if moves < len(_LAND) else _LAND[-1]

    def empty_land(self) -> int:
        covered = sum(self.tiles.values()) + len(self.buildings)
        for m in self.moors:
            covered += m.spaces
        return self.land_spaces() - covered

    def count_equipment(self, kind: str) -> int:
        return sum(1 for e in self.barn if e.kind == kind)

    def fields(self) -> int:
        return self.tiles.get("grain_field", 0) + self.tiles.get("flax_field", 0)


@dataclass(slots=True)
class GameState:
    """The whole game between two moves."""

    setup: Setup
    players: list[PlayerState]
    supply: dict[str, int]
    board_buildings: list[str]  # buildings still available on the game board
    half_year: int = 1
    stage: str = "work"  # work, end_work, inventory, final, over
    start_player: int = 0
    turn_order: list[int] = field(default_factory=list)
    turn_idx: int = 0
    occupied: dict[str, int] = field(default_factory=dict)
    special_by: int | None = None
    stack: list[Step] = field(default_factory=list)
    log: list[tuple[int, str]] = field(default_factory=list)
    next_start_player: int | None = None  # set at game end: breaks a tie

    def copy(self) -> GameState:
        # positional, in field order (quicker than keywords: copied at every search node)
        return GameState(
            self.setup, [p.copy() for p in self.players], dict(self.supply),
            list(self.board_buildings), self.half_year, self.stage, self.start_player,
            list(self.turn_order), self.turn_idx, dict(self.occupied), self.special_by,
            [Step(s.kind, s.player, dict(s.args)) for s in self.stack], list(self.log),
            self.next_start_player)

    @property
    def n_players(self) -> int:
        return self.setup.players

    def other(self, player: int) -> int:
        return (player + 1) % self.n_players

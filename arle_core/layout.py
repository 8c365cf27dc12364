"""Where each tile, building and moor stands on a drawn home board: placed once, never moved.

The rules do not place tiles (any land space will do), so the page chooses the spaces; a
tile that jumped to another space after a build or a plow would read as a change that did
not happen. The layout is a fold over the game's moves: after each move, what left the
board frees its space, what is new takes the first free land space (in ``FILL_ORDER``),
and everything else stays where it was. Moors keep their spaces too (a moor cut away
leaves land where it lay).

The grid is 7 rows by 3 columns (``cell = row * 3 + column``): rows 0-2 are tidal flats
until the dikes turn them into land (row 2 first), rows 3-6 are land from the start with
the small moor at row 4 centre and the big moors over rows 5-6.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .data.board import POLDER_AFTER
from .game import Game
from .state import Moor, PlayerState, Setup

ROWS, COLUMNS = 7, 3
# New tiles fill the land from the first row of land at the start downwards, then the rows
# won from the tidal flats: a row a dike adds never pushes anything aside.
FILL_ORDER: tuple[int, ...] = tuple(
    r * COLUMNS + c for r in (3, 4, 5, 6, 2, 1, 0) for c in range(COLUMNS))
SMALL_MOOR_CELLS: tuple[int, ...] = (4 * COLUMNS + 1,)


def big_moor_cells(column: int) -> tuple[int, ...]:
    return (5 * COLUMNS + column, 6 * COLUMNS + column)


@dataclass(frozen=True, slots=True)
class HomeLayout:
    """One player's board as drawn: ``items[cell]`` is ``"building:KEY"``, ``"tile:FACE"``
    or None; ``moors[j]`` are the cells of the player's j-th moor (``PlayerState.moors``)."""

    items: tuple[str | None, ...]
    moors: tuple[tuple[int, ...], ...]

    def land(self, p: PlayerState) -> set[int]:
        """The land cells (free or taken) for the player's dike moves and moors."""
        rows = [3, 4, 5, 6] + [r for r, after in zip((2, 1, 0), POLDER_AFTER, strict=True)
                               if p.dike_moves >= after]
        cells = {r * COLUMNS + c for r in rows for c in range(COLUMNS)}
        return cells - {cell for moor in self.moors for cell in moor}


def _items(p: PlayerState) -> list[str]:
    return [f"building:{b}" for b in p.buildings] + [
        f"tile:{face}" for face, n in p.tiles.items() for _ in range(n)]


def first_layout(p: PlayerState) -> HomeLayout:
    """The board at setup: moors in their printed places, the starting tiles placed."""
    moors: list[tuple[int, ...]] = []
    column = 0
    for m in p.moors:
        if m.small:
            moors.append(SMALL_MOOR_CELLS)
        else:
            moors.append(big_moor_cells(column))
            column += 1
    empty = HomeLayout((None,) * (ROWS * COLUMNS), tuple(moors))
    return next_layout(empty, (), p)


def _kept_moors(before: tuple[Moor, ...], after: tuple[Moor, ...]) -> tuple[int, ...]:
    """Which of the moors before a move are the moors after it (their indexes, in order):
    a move removes moors, never adds or reorders them; the Peat on those left may change."""
    if len(after) == len(before):
        return tuple(range(len(before)))

    def fit(kept: tuple[int, ...]) -> tuple[bool, int]:
        same_size = all(before[i].spaces == m.spaces for i, m in zip(kept, after, strict=True))
        return same_size, sum(before[i] == m for i, m in zip(kept, after, strict=True))

    return max(combinations(range(len(before)), len(after)), key=fit)


def next_layout(layout: HomeLayout, moors_before: tuple[Moor, ...],
                p: PlayerState) -> HomeLayout:
    """The layout after a move: leavers free their cells, newcomers take the first free
    land cell, the rest stay."""
    moors = tuple(p.moors)
    moor_cells = layout.moors
    if moors_before:
        moor_cells = tuple(layout.moors[i] for i in _kept_moors(moors_before, moors))
    items = list(layout.items)
    wanted: dict[str, int] = {}
    for name in _items(p):
        wanted[name] = wanted.get(name, 0) + 1
    # Leavers: the last placed copies of an item whose count fell.
    for cell in reversed(FILL_ORDER):
        item = items[cell]
        if item is None:
            continue
        if wanted.get(item, 0) > 0:
            wanted[item] -= 1
        else:
            items[cell] = None
    moved = HomeLayout(tuple(items), moor_cells)
    free = [cell for cell in FILL_ORDER if cell in moved.land(p) and items[cell] is None]
    newcomers = [item for item, n in wanted.items() for _ in range(n)]
    for cell, item in zip(free, newcomers, strict=False):
        items[cell] = item
    return HomeLayout(tuple(items), moor_cells)


@dataclass(slots=True)
class _Fold:
    """The layouts after each move of the last game asked for, and a replica of that game
    at its last move (so one more move costs one more step)."""

    setup: Setup
    replica: Game
    layouts: list[tuple[HomeLayout, ...]]


_last: list[_Fold] = []  # the one game the page shows


def _start(setup: Setup) -> _Fold:
    replica = Game(setup)
    return _Fold(setup, replica, [tuple(first_layout(p) for p in replica.state.players)])


def home_layouts(game: Game) -> tuple[HomeLayout, ...]:
    """Each player's home board layout for ``game`` as it stands (see the module text)."""
    moves = game.moves
    fold = _last[0] if _last else None
    if fold is None or fold.setup != game.setup or not _continues(fold.replica.moves, moves):
        fold = _start(game.setup)
        _last[:] = [fold]
    if len(moves) < len(fold.layouts):
        return fold.layouts[len(moves)]
    for key in moves[len(fold.replica.moves):]:
        before = [tuple(p.moors) for p in fold.replica.state.players]
        fold.replica.play(key)
        fold.layouts.append(tuple(
            next_layout(layout, moors, p) for layout, moors, p
            in zip(fold.layouts[-1], before, fold.replica.state.players, strict=True)))
    return fold.layouts[-1]


def _continues(seen: list[str], moves: list[str]) -> bool:
    """True when one list of moves is the start of the other (an undo, or more moves)."""
    n = min(len(seen), len(moves))
    return seen[:n] == moves[:n]

"""The drawn home board (arle_core.layout through the view model): every tile, building and
moor keeps its space for the whole game, and the grid shows exactly what the player has."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from arle_core import Game, layout, new_game
from arle_core.bots import greedy_move
from arle_core.view import view


def _placed(grid: list[list[dict]]) -> dict[tuple[int, int], str]:
    """What stands on each cell: "tile:stall", "building:mill", "moor:small"/"moor:big"."""
    out = {}
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if cell["kind"] in ("tile", "building"):
                out[r, c] = f"{cell['kind']}:{cell['key']}"
            elif cell["kind"] == "moor":
                out[r, c] = "moor:small" if cell["small"] else "moor:big"
    return out


def _replayed(game: Game, n: int) -> Game:
    copy = Game(game.setup)
    for key in game.moves[:n]:
        copy.play(key)
    return copy


@pytest.mark.parametrize(("players", "seed"), [(1, 848365), (2, 4), (2, 19)])
def test_nothing_on_a_home_board_ever_moves(players: int, seed: int) -> None:
    game = new_game(players, seed, buildings="random")
    rng = random.Random(seed)
    before = [_placed(p["home"]["grid"]) for p in view(game)["players"]]
    while not game.is_over:
        game.play(greedy_move(game, rng))
        shown = view(game)["players"]
        for i, p in enumerate(shown):
            after = _placed(p["home"]["grid"])
            state = game.state.players[i]
            have = Counter({f"tile:{k}": n for k, n in state.tiles.items() if n})
            have.update(f"building:{b}" for b in state.buildings)
            assert Counter(v for v in after.values() if not v.startswith("moor:")) == have
            assert sum(v.startswith("moor:") for v in after.values()) == len(state.moors)
            # What is still there stands where it stood.
            for cell, item in before[i].items():
                if after.get(cell) != item:
                    assert (Counter(before[i].values())[item]
                            > Counter(after.values())[item]), f"{item} moved from {cell}"
            before[i] = after
    # The layout is the game's, not the order the page asked in: an undo (a shorter game)
    # and a fresh replay show the same board.
    n = len(game.moves) // 2
    undone = view(_replayed(game, n))["players"]
    layout._last.clear()
    assert undone == view(_replayed(game, n))["players"]

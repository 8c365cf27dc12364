"""Invariants every reachable game state keeps, and the strategies that produce games.

Used by the property tests: random legal playouts call :func:`check` after every move.
"""

from __future__ import annotations

import random

from hypothesis import strategies as st

from arle_core import Game, IllegalMove, new_game
from arle_core.animals import fits
from arle_core.data.board import SUPPLY_LIMITS, TRACK_CAP
from arle_core.data.tools import TOOLS
from arle_core.steps.common import housing, supply_group
from arle_core.vehicles import EQUIPMENT

# A game's kind: players, ruleset, building setup.
KINDS = [(p, v, b) for p in (1, 2) for v in ("printed", "yucata") for b in ("starter", "random")]

game_kinds = st.sampled_from(KINDS)
seeds = st.integers(min_value=0, max_value=2**31 - 1)


def check(g: Game) -> None:
    """Goods within their caps, animals housed, limited tiles within supply, buildings
    conserved, moors consistent, and legal moves empty exactly when the game is over."""
    s = g.state
    pending = s.stack[-1] if s.stack else None
    used = dict.fromkeys(SUPPLY_LIMITS, 0)
    for i, p in enumerate(s.players):
        for good, n in p.goods.items():
            assert n >= 0, (good, n)
            assert n <= TRACK_CAP.get(good, 10**6), (good, n)
        releasing = pending is not None and pending.kind == "release" and pending.player == i
        assert releasing or fits(housing(p), p.herd()), (i, p.herd(), housing(p))
        assert p.empty_land() >= 0
        for t, pos in p.tools.items():
            assert 0 <= pos <= TOOLS[t].last
        for m in p.moors:
            assert 0 <= m.peat <= 4 and (m.peat > 0 or not m.dehydrated), m
        for face, n in p.tiles.items():
            assert n >= 0
            used[supply_group(face)] += n
        for e in p.barn:
            used[EQUIPMENT[e.kind].supply] += 1
        assert p.bottleneck <= 0
        assert len(p.destinations) + len(p.travel) + sum(
            1 for e in p.barn for item in e.load if item.startswith("dest:")) == 9
    for group, limit in SUPPLY_LIMITS.items():
        assert s.supply[group] >= 0, group
        assert s.supply[group] + used[group] == limit, (group, s.supply[group], used[group])
    built = [b for p in s.players for b in p.buildings]
    assert sorted(built + s.board_buildings) == sorted(g.setup.buildings)
    assert (g.legal_moves() == []) == g.is_over


def check_illegal_is_refused(g: Game, rng: random.Random) -> None:
    """An illegal key raises IllegalMove and changes nothing."""
    before = g.state.copy()
    moves = list(g.moves)
    for bad in ("no-such-move", "space:" + rng.choice(list(g.state.occupied) or ["x"])):
        if bad in g.legal_moves():
            continue
        try:
            g.play(bad)
        except IllegalMove:
            pass
        else:  # pragma: no cover - a failure
            raise AssertionError(f"{bad!r} was accepted")
        assert g.state == before and g.moves == moves


def random_game(players: int, variant: str, buildings: str, seed: int,
                checked: bool = True) -> Game:
    g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
    rng = random.Random(seed)
    n = 0
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
        n += 1
        if checked:
            check(g)
            if n % 97 == 0:
                check_illegal_is_refused(g, rng)
    return g

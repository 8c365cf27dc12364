"""Setting up the table (L123–L160, §10): every random choice of a game is made here, from
the seed, except the draws from the bag during play (``State.rng`` goes on from here)."""

from __future__ import annotations

import random

from .board import CROP_OF, CROPS, PLAYER_COLOURS, START_PAIRS
from .data import (
    COUNTERS_EACH,
    EVENTS,
    OPENING,
    OPENING_EACH,
    REGISTRY_SIZE,
    REMOVED_EVENTS,
    TOWNSFOLK,
)
from .rules import draw, push
from .state import Seat, Setup, State


def opening_pool(players: int, rng: random.Random) -> list[str]:
    """The opening counters (L140–L146): which crops get the larger share is drawn (G6)."""
    crops = list(CROPS)
    rng.shuffle(crops)
    pool: list[str] = []
    for colours, each in OPENING[players]:
        for _ in range(colours):
            pool += [crops.pop()] * each
    return pool


def deal_opening(players: int, rng: random.Random) -> list[list[str]]:
    """Three counters a player. With 2 the six are split at random, one of the doubled
    colour to each (G6); with 3–4 each draws three from the bag (L142–L146)."""
    pool = opening_pool(players, rng)
    if players == 2:
        fifth = next(c for c in pool if pool.count(c) == 2)
        rest = [c for c in pool if c != fifth]
        rng.shuffle(rest)
        return [[fifth, *rest[:2]], [fifth, *rest[2:]]]
    rng.shuffle(pool)
    return [pool[i * OPENING_EACH:(i + 1) * OPENING_EACH] for i in range(players)]


def deal(setup: Setup) -> State:
    """The table ready to play, waiting on the chooser of the start player."""
    rng = random.Random(setup.seed)
    n = setup.players
    # L130–L133: a counter of each player's colour in the bag; the one drawn chooses.
    chooser = rng.randrange(n)
    seats = [Seat(colour=PLAYER_COLOURS[i]) for i in range(n)]
    pairs = [refs for _colour, refs in START_PAIRS]
    rng.shuffle(pairs)
    for seat, refs in zip(seats, pairs, strict=False):
        seat.fields = dict.fromkeys(refs, False)
    stock = dict.fromkeys(CROPS, COUNTERS_EACH)
    for seat, counters in zip(seats, deal_opening(n, rng), strict=True):
        for c in counters:
            stock[c] -= 1
            seat.counters[c] += 1
            if n > 2:
                seat.secret[c] += 1  # drawn secretly (L144–L146)
    placed = {r for s in seats for r in s.fields}
    # G7: start-pair tiles not dealt join the other field tiles (L149)
    bag = [r for r in CROP_OF if r not in placed]
    st = State(setup, rng, seats, bag, [], stock, list(TOWNSFOLK), [])
    for _ in range(REGISTRY_SIZE):
        st.registry.append(draw(st))  # no events in the bag yet (L149–L152)
    letters = [e.letter for e in EVENTS]
    rng.shuffle(letters)
    cut = REMOVED_EVENTS[n]
    st.removed, st.bag = sorted(letters[:cut]), st.bag + letters[cut:]
    st.current = chooser
    push(st, "start", chooser)
    return st

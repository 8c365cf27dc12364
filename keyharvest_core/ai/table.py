"""Tables drawn from what one seat can see (the strong level's determinized tables, and
the one table every level plans on).

A seat at the table knows every tile that is not in the bag (boards, registry, stores,
fallow, event spaces: key-harvest-facts.md §11), so it knows what the bag holds but not
in what order it comes out; with 3–4 players it does not know which two of the events it
has never seen were removed unseen (L152–L155), nor how the others' secret opening
counters (L142–L146) are split between them, though their sum by crop follows from the
60 counters (12 of each, L97–L98) less the stock, the bids and every counter it knows.

:func:`sample` builds a copy of the game in which all of that is drawn again from a seed
of the seat's view alone: the bag's contents as the seat works them out, a new generator
for its draws, the removed events and the others' secret counters dealt afresh. Nothing
hidden is read from the real game, so the computer cannot peek, and the same view always
gives the same table.
"""

from __future__ import annotations

import random
import zlib

from ..board import CROP_OF, CROPS
from ..data import COUNTERS_EACH, EVENTS, REMOVED_EVENTS
from ..game import Game
from ..state import Setup
from ..view import seat_view

LETTERS: tuple[str, ...] = tuple(e.letter for e in EVENTS)


def seen_seed(game: Game, seat: int, salt: str) -> int:
    """A seed from what ``seat`` sees (its view, the number of moves, the question) and
    ``salt``: never the setup's seed, the bag's order or another seat's secrets."""
    d = game.decision()
    seen = repr((seat_view(game.state, seat, d), len(game.moves),
                 None if d is None else (d.kind, d.prompt), salt))
    return zlib.crc32(seen.encode())


def bag_contents(game: Game) -> tuple[list[str], list[str]]:
    """The field tiles every seat knows are in the bag, in board order, and the events
    that may be in it: those never placed or ignored, the ones seen once (returned to the
    bag at a check, or set aside) first."""
    st = game.state
    out_of_bag = set(st.registry) | set(st.fallow) | set(st.held)
    for s in st.seats:
        out_of_bag |= set(s.fields)
        out_of_bag |= {o.ref for o in s.store}
    fields = [r for r in CROP_OF if r not in out_of_bag]
    gone = set(st.events) | set(st.ignored) | set(st.aside)
    events = [e for e in LETTERS if e not in gone]
    return fields, events


def secret_pool(game: Game, seat: int) -> list[str]:
    """The other seats' secret counters, all together, as ``seat`` works them out: each
    crop's 12 less the stock, the bids, its own counters and the others' known ones."""
    st = game.state
    pool: list[str] = []
    for c in CROPS:
        known = st.stock[c] + sum(o.bid.count(c) for s in st.seats for o in s.store)
        for i, s in enumerate(st.seats):
            known += s.counters[c] if i == seat else s.counters[c] - s.secret[c]
        pool += [c] * (COUNTERS_EACH - known)
    return pool


def sample(game: Game, seat: int, draw: int) -> Game:
    """The ``draw``-th table drawn for ``seat`` (see the module docstring): a copy of
    ``game`` whose hidden parts are drawn from a seed of the seat's view."""
    rng = random.Random(seen_seed(game, seat, f"table {draw}"))
    g = game.copy()
    st = g.state
    # the setup's seed is never played again (the deal is done), but it is hidden: drop it
    g.setup = st.setup = Setup(st.setup.players, 0, st.setup.keep_seventh)
    fields, events = bag_contents(game)
    seen = set(st.announced)
    known_in_bag = [e for e in events if e in seen]  # never removed: they were drawn
    unknown = [e for e in events if e not in seen]
    rng.shuffle(unknown)
    cut = REMOVED_EVENTS[st.setup.players]  # how many is public (L152–L155)
    st.removed = sorted(unknown[:cut])
    st.bag = fields + known_in_bag + sorted(unknown[cut:])
    st.rng = random.Random(rng.getrandbits(64))  # the bag's order: its draws
    pool = secret_pool(game, seat)
    rng.shuffle(pool)
    for i, s in enumerate(st.seats):
        if i == seat or not sum(s.secret.values()):
            continue
        n = sum(s.secret.values())
        dealt, pool = pool[:n], pool[n:]
        for c in CROPS:
            s.counters[c] -= s.secret[c]
            s.secret[c] = dealt.count(c)
            s.counters[c] += s.secret[c]
    return g

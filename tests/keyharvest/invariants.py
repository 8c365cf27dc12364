"""What every Key Harvest position keeps, checked after every move of the playouts."""

from __future__ import annotations

from collections import Counter

from keyharvest_core import Game
from keyharvest_core.board import NEIGHBOURS, SPACES
from keyharvest_core.data import FARMHANDS, TOWNSFOLK, WORKER


def check(g: Game) -> None:
    st = g.state
    # 60 counters: the stock, behind the screens and in the bids (L97–L98)
    counters = sum(st.stock.values()) + sum(s.held for s in st.seats) + sum(
        len(o.bid) for s in st.seats for o in s.store)
    assert counters == 60
    assert all(n >= 0 for n in st.stock.values())
    assert all(0 <= s.secret[c] <= s.counters[c] for s in st.seats for c in s.counters)
    # 56 field tiles, each in one place
    tiles = ([t for t in st.bag if len(t) > 1] + st.registry + st.fallow + st.held
             + [o.ref for s in st.seats for o in s.store]
             + [r for s in st.seats for r in s.fields])
    assert sorted(tiles) == sorted(SPACES), Counter(tiles).most_common(3)
    # 14 events: the bag, the board, aside, ignored and the two removed
    events = [t for t in st.bag if len(t) == 1] + st.events + st.aside + st.ignored + st.removed
    assert sorted(events) == list("MNOPQRSTUVWXYZ")
    assert len(st.events) <= 10 and len(st.registry) <= 6
    assert not st.aside  # set-aside events are back in the bag by the end of a move
    # workers: each once, no worker beside a worker, never on a field (L432, L446)
    # a worker a field displaced is in its owner's hand until played again or taken back
    in_hand: list[list[str]] = [[] for _ in st.seats]
    for step in st.stack:
        if step.kind == "displaced":
            in_hand[step.player].append(step.args["worker"])
    for i, s in enumerate(st.seats):
        assert len(s.store) <= 2
        assert not set(s.workers) & set(s.fields)
        for ref in s.workers:
            assert not any(n in s.workers for n in NEIGHBOURS[ref]), ref
        mine = [*s.workers.values(), *in_hand[i]]
        assert sorted(s.farmhands + [w for w in mine if WORKER[w].farmhand],
                      key=FARMHANDS.index) == list(FARMHANDS)
    town = st.town + [w for i, s in enumerate(st.seats)
                      for w in [*s.workers.values(), *in_hand[i]] if not WORKER[w].farmhand]
    assert sorted(town, key=TOWNSFOLK.index) == list(TOWNSFOLK)
    # the decision model
    d = g.decision()
    assert (d is None) == g.is_over == (g.legal_moves() == [])
    if d is not None:
        assert len(set(g.legal_moves())) == len(g.legal_moves())
        assert 0 <= d.player < g.setup.players

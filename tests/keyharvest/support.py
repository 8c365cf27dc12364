"""Building positions for the rules tests: a dealt game whose table a test sets by hand,
then asks the engine for the decision again."""

from __future__ import annotations

from keyharvest_core import Game, new_game
from keyharvest_core.board import CROPS
from keyharvest_core.game import advance
from keyharvest_core.rules import begin_turn, place_event
from keyharvest_core.state import Offer


def table(players: int = 2, seed: int = 1, *, keep_seventh: bool = True) -> Game:
    """A game at seat 0's first turn with empty boards, no counters and a full stock; the
    bag, registry and events as dealt."""
    g = new_game(players, seed, keep_seventh)
    st = g.state
    for s in st.seats:
        st.bag += list(s.fields)
        s.fields.clear()
        s.counters = dict.fromkeys(CROPS, 0)
        s.secret = dict.fromkeys(CROPS, 0)
    st.stock = dict.fromkeys(CROPS, 12)
    st.stack.clear()
    st.current = st.start = 0
    begin_turn(st)
    return refresh(g)


def refresh(g: Game) -> Game:
    g._decision = advance(g.state)
    return g


def give_fields(g: Game, seat: int, *refs: str, harvested: bool = False) -> None:
    """``refs`` onto the seat's board, taken from wherever they lie."""
    st = g.state
    for ref in refs:
        for place in (st.bag, st.registry, st.fallow):
            if ref in place:
                place.remove(ref)
        for s in st.seats:
            s.fields.pop(ref, None)
            s.store = [o for o in s.store if o.ref != ref]
        st.seats[seat].fields[ref] = harvested
    refresh(g)


def give_counters(g: Game, seat: int, **counts: int) -> None:
    for crop, n in counts.items():
        g.state.stock[crop] -= n
        g.state.seats[seat].counters[crop] += n
    refresh(g)


def put_in_store(g: Game, seat: int, ref: str, *bid: str) -> None:
    st = g.state
    for place in (st.bag, st.registry):
        if ref in place:
            place.remove(ref)
    for c in bid:
        st.stock[c] -= 1
    st.seats[seat].store.append(Offer(ref, list(bid), open=False))
    refresh(g)


def put_worker(g: Game, seat: int, ref: str, worker: str) -> None:
    """``worker`` already on ``ref`` of the seat's board (from its supply)."""
    s = g.state.seats[seat]
    if worker in s.farmhands:
        s.farmhands.remove(worker)
    else:
        g.state.town.remove(worker)
    s.workers[ref] = worker
    refresh(g)


def no_events(g: Game) -> None:
    """No event left in the bag (they are set aside as ignored)."""
    st = g.state
    st.ignored += [t for t in st.bag if len(t) == 1]
    st.bag = [t for t in st.bag if len(t) > 1]


def to_registry(g: Game, *refs: str) -> None:
    st = g.state
    for ref in refs:
        if ref in st.bag:
            st.bag.remove(ref)
            st.bag.append(st.registry.pop(0))
            st.registry.append(ref)
    refresh(g)


def bag_on_top(g: Game, *tiles: str) -> None:
    """The bag holds only ``tiles`` (drawn in any order) and what the test adds; the rest
    goes to the fallow area (field tiles) or aside as ignored (events)."""
    st = g.state
    for t in list(st.bag):
        if t not in tiles:
            st.bag.remove(t)
            (st.fallow if len(t) > 1 else st.ignored).append(t)
    refresh(g)


def take_events(g: Game, *letters: str) -> None:
    """``letters`` out of the bag (or the removed two, or the ignored), to be placed."""
    st = g.state
    for letter in letters:
        for place in (st.bag, st.removed, st.ignored):
            if letter in place:
                place.remove(letter)
                break


def event_for(g: Game, letter: str, drawer: int = 0) -> Game:
    """Event ``letter`` drawn by ``drawer`` now and placed (resolved from the top of the
    stack, checked if seventh)."""
    take_events(g, letter)
    place_event(g.state, letter, drawer)
    return refresh(g)


def play(g: Game, *keys: str) -> Game:
    for k in keys:
        g.play(k)
    return g

"""The rules every step shares: moving counters and tiles, drawing from the bag, a field
gained on a worker's space, an event placed, and the automatic steps (refilling the
registry, the check at the seventh event, the next turn).

Steps are plain data on ``State.stack``; each kind's handler is registered in
:data:`STEPS` by the module that owns it (``turn``, ``workers``, ``events``). A helper
here that needs a player's choice pushes a step of that kind: the kind is its only tie to
the handler, so these modules import only what lies below them.
"""

from __future__ import annotations

from collections.abc import Iterable

from gamekit import Option
from gamekit.steps import Handler, Steps

from .board import CROPS
from .data import (
    CHECK_RETURNS,
    CHECK_SPACE,
    CHECK_TILES,
    EVENT,
    EVENT_SPACES,
    FARMHANDS,
    FINAL_ROUNDS,
    REGISTRY_SIZE,
    TOWNSFOLK,
    WORKER,
)
from .fields import spaces_for
from .state import State, Step

STEPS: Steps[State, Step, Handler[State, Step]] = Steps(Handler)
PASS = "pass"
DONE = "done"
# With the printed rule (G13 off) a failed check can send events back for ever once the
# bag holds no field tile; after this many such returns the events stay (our decision,
# so that every game ends: the printed rules are silent on an endless game).
RETURNS_WITHOUT_FIELDS = 2


def is_field(tile: str) -> bool:
    """Field references are a letter and a number; events are one letter (M–Z)."""
    return len(tile) > 1


def push(st: State, kind: str, player: int, **args: object) -> Step:
    step = Step(kind, player, dict(args))
    st.stack.append(step)
    return step


def pop(st: State, step: Step) -> None:
    for i in range(len(st.stack) - 1, -1, -1):
        if st.stack[i] is step:
            del st.stack[i]
            return
    raise AssertionError(f"step {step.kind} is not pending")


def optional(options: list[Option], label: str = "Pass") -> list[Option]:
    """A "may" choice: its options and a way to decline, or none when nothing is possible
    (then the engine asks nothing)."""
    return [*options, Option(PASS, label)] if options else []


# ----- counters ---------------------------------------------------------------------------

def gain(st: State, seat: int, crop: str, n: int = 1) -> None:
    """``n`` counters of ``crop`` from the stock behind the seat's screen."""
    if st.stock[crop] < n:
        raise AssertionError(f"the stock has no {crop}")
    st.stock[crop] -= n
    st.seats[seat].counters[crop] += n


def spend(st: State, seat: int, crop: str) -> None:
    """One counter of ``crop`` out of the seat's supply. A counter shown in the open is
    one of those already known, else one secret opening counter is now known (L685–L687)."""
    s = st.seats[seat]
    if s.counters[crop] < 1:
        raise AssertionError(f"seat {seat} has no {crop}")
    if s.counters[crop] == s.secret[crop]:
        s.secret[crop] -= 1
    s.counters[crop] -= 1


def pay(st: State, seat: int, crop: str, to: int | None) -> None:
    """One counter from ``seat`` to the stock (``to`` None) or to another seat."""
    spend(st, seat, crop)
    if to is None:
        st.stock[crop] += 1
    else:
        st.seats[to].counters[crop] += 1


def crops_in(counts: dict[str, int]) -> list[str]:
    return [c for c in CROPS if counts[c] > 0]


def covers(have: dict[str, int], bid: Iterable[str]) -> bool:
    """Whether ``have`` holds every counter of ``bid`` (number and colour, L228–L235)."""
    need = dict.fromkeys(CROPS, 0)
    for c in bid:
        need[c] += 1
    return all(have[c] >= n for c, n in need.items())


# ----- tiles ------------------------------------------------------------------------------

def draw(st: State) -> str:
    """One tile from the bag, unseen (L268)."""
    return st.bag.pop(st.rng.randrange(len(st.bag)))


def bag_has_field(st: State) -> bool:
    return any(is_field(t) for t in st.bag)


def return_worker(st: State, seat: int, worker: str) -> None:
    """A farmhand back beside its owner's board, a townsfolk back on the town board
    (L206–L208, L215–L217), kept in table order."""
    if WORKER[worker].farmhand:
        hands = st.seats[seat].farmhands
        hands.append(worker)
        hands.sort(key=FARMHANDS.index)
    else:
        st.town.append(worker)
        st.town.sort(key=TOWNSFOLK.index)


def put_worker(st: State, seat: int, worker: str, ref: str) -> None:
    """``worker`` onto ``ref`` (legal: :func:`fields.can_play`), knocking a lower worker
    back to its supply, not placed again at once (L440–L446); then its ability."""
    s = st.seats[seat]
    lower = s.workers.pop(ref, None)
    if lower is not None:
        return_worker(st, seat, lower)
    s.workers[ref] = worker
    push(st, worker, seat, at=ref)


def place_field(st: State, seat: int, ref: str) -> None:
    """A field tile onto its own space, unharvested side up (L236–L240, L343–L348). A
    worker of the seat's there comes off; it may be played again at once, and used
    again, as a free bonus, if it has a legal space (L241–L247, L349–L359)."""
    s = st.seats[seat]
    s.fields[ref] = False
    worker = s.workers.pop(ref, None)
    if worker is None:
        return
    if spaces_for(s, worker):
        push(st, "displaced", seat, worker=worker)
    else:
        return_worker(st, seat, worker)


def take_offer(st: State, owner: int, ref: str) -> list[str]:
    """The tile ``ref`` out of ``owner``'s store; its bid."""
    store = st.seats[owner].store
    offer = next(o for o in store if o.ref == ref)
    store.remove(offer)
    return offer.bid


def store_owner(st: State, ref: str) -> int:
    return next(i for i, s in enumerate(st.seats) if any(o.ref == ref for o in s.store))


# ----- events -----------------------------------------------------------------------------

def place_event(st: State, letter: str, drawer: int) -> None:
    """An event onto the next event space and resolved at once, for every player
    clockwise from its drawer (L367–L371, L386–L388). The tenth starts the end (L279–L284);
    one drawn after the tenth is ignored (L287–L288); the seventh is checked once it is
    resolved (L372–L382, G9).

    Our decisions where the rules are silent: the two further turns are counted from the
    player whose turn it is (the drawer, except for an event's draw made by another player,
    which is rare); once the tenth is placed the seventh's check no longer runs, so the end
    once begun stays begun; an ignored event is set aside for good, not returned."""
    st.announced.append(letter)
    if len(st.events) >= EVENT_SPACES:
        st.ignored.append(letter)
        return
    st.events.append(letter)
    if len(st.events) == EVENT_SPACES and not st.ended:
        st.final_turns = FINAL_ROUNDS * st.setup.players
    if len(st.events) == CHECK_SPACE and not st.ended:
        push(st, "check", drawer)
    push(st, "event", drawer, letter=letter)


def star_draw(st: State, seat: int) -> str | None:
    """A field tile drawn for an event's effect ("*", L393–L402, L641–L645): events drawn
    on the way are announced, set aside and put back once a field tile is drawn. With no
    field tile in the bag, its events are placed and resolved instead (up to the tenth),
    and the draw gives nothing."""
    if not bag_has_field(st):
        if st.bag:
            push(st, "spill", seat)
        return None
    while True:
        tile = draw(st)
        if is_field(tile):
            break
        st.announced.append(tile)
        st.aside.append(tile)
    st.bag += st.aside
    st.aside.clear()
    return tile


@STEPS.auto("event")
def _event(st: State, step: Step) -> None:
    """An event's effect: one step a player affected, the drawer's on top (clockwise)."""
    pop(st, step)
    letter, drawer, n = step.args["letter"], step.player, st.setup.players
    if letter == "T":
        push(st, "refill", drawer, star=True)  # only after everyone has bought (L614)
    if letter == "O":
        push(st, "O_give", drawer, first=drawer)
        return
    if EVENT[letter].drawer_only:
        push(st, letter, drawer)
        return
    for i in reversed(range(n)):
        push(st, letter, (drawer + i) % n)


@STEPS.auto("refill")
def _refill(st: State, step: Step) -> None:
    """Fill the registry from the bag (L267–L277). An event drawn is resolved at once, and
    the filling goes on after it (L403–L407). ``star``: a draw for an event's effect."""
    if len(st.registry) >= REGISTRY_SIZE or not st.bag:
        pop(st, step)
        return
    if step.args.get("star"):
        tile = star_draw(st, step.player)
        if tile is None:
            pop(st, step)
            return
    else:
        tile = draw(st)
    if is_field(tile):
        st.registry.append(tile)
    else:
        place_event(st, tile, step.player)


@STEPS.auto("spill")
def _spill(st: State, step: Step) -> None:
    """A bag of events only: each is placed and resolved, up to the tenth (L399–L402)."""
    if bag_has_field(st) or not st.bag or len(st.events) >= EVENT_SPACES:
        pop(st, step)
        return
    place_event(st, draw(st), step.player)


@STEPS.auto("check")
def _check(st: State, step: Step) -> None:
    """The check at the seventh event (L372–L385): if any board holds fewer than 7 field
    and worker tiles, the events on spaces 1 and 2 go back into the bag and the others move
    down two. G13: with no field tile in the bag they stay. Not after the tenth."""
    pop(st, step)
    if st.ended or all(len(s.fields) + len(s.workers) >= CHECK_TILES for s in st.seats):
        return
    if not bag_has_field(st):
        if st.setup.keep_seventh:
            return
        st.returns_without_fields += 1
        if st.returns_without_fields > RETURNS_WITHOUT_FIELDS:
            return
    st.bag += st.events[:CHECK_RETURNS]
    del st.events[:CHECK_RETURNS]


@STEPS.auto("next")
def _next(st: State, step: Step) -> None:
    """The bag passes left (L172–L174); after the tenth event, every player's two more
    turns, the last the drawer's (L282–L284)."""
    pop(st, step)
    if st.final_turns == 0:
        return  # the stack is empty: the game is over
    if st.final_turns > 0:
        st.final_turns -= 1
    st.current = (st.current + 1) % st.setup.players
    begin_turn(st)


def begin_turn(st: State) -> None:
    push(st, "next", st.current)
    push(st, "turn", st.current, used=[])


# ----- paying counters of one's choice ---------------------------------------------------

def _pay_prompt(st: State, step: Step) -> str:
    n, to = step.args["n"], step.args["to"]
    whom = "the stock" if to < 0 else f"Player {to + 1}"
    return f"Pay {n} more counter{'s' if n > 1 else ''} of any crop to {whom}"


@STEPS.decision("pay", _pay_prompt)
def _pay_options(st: State, step: Step) -> list[Option]:
    return [Option(f"pay:{c}", f"Pay {c}") for c in crops_in(st.seats[step.player].counters)]


@STEPS.applies("pay")
def _pay_apply(st: State, step: Step, key: str) -> None:
    to = step.args["to"]
    pay(st, step.player, key.removeprefix("pay:"), None if to < 0 else to)
    step.args["n"] -= 1
    if step.args["n"] == 0:
        pop(st, step)


def ask_payment(st: State, seat: int, n: int, to: int | None) -> None:
    """``n`` counters of the payer's choice (G11), paid before the step beneath runs."""
    push(st, "pay", seat, n=n, to=-1 if to is None else to)

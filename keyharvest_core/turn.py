"""A turn: up to two different actions of four, a claim never after an offer (L78–L85,
L163–L171), and the steps of each action: harvest (L183–L196), play or remove a worker
(L197–L220), claim from the stores (L221–L247), offer from the registry with a bid built
one counter at a time (L248–L278). Also the start player's choice (L130–L133) and a
worker displaced by a field (L241–L247)."""

from __future__ import annotations

from gamekit import Option

from .board import CROP_OF, in_order
from .data import ACTIONS_PER_TURN, STORE_SIZE, WORKER
from .fields import group_of, spaces_for
from .rules import (
    DONE,
    STEPS,
    begin_turn,
    covers,
    crops_in,
    gain,
    pay,
    place_field,
    pop,
    push,
    put_worker,
    return_worker,
    spend,
    store_owner,
    take_offer,
)
from .state import Offer, State, Step

HARVEST, WORKER_ACTION, CLAIM, OFFER = "harvest", "worker", "claim", "offer"
END = "end"


# ----- the start player -------------------------------------------------------------------

@STEPS.decision("start", "Your colour was drawn: who is the start player?")
def _start_options(st: State, step: Step) -> list[Option]:
    return [Option(f"start:{i}", f"Player {i + 1}") for i in range(st.setup.players)]


@STEPS.applies("start")
def _start_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    st.start = st.current = int(key.removeprefix("start:"))
    begin_turn(st)


# ----- the turn ---------------------------------------------------------------------------

def worker_supply(st: State, seat: int) -> list[str]:
    """The workers ``seat`` may play: its own unplayed farmhands, the townsfolk on the town
    board (L197–L199, L421–L422)."""
    return [*st.seats[seat].farmhands, *st.town]


def claimable(st: State, seat: int) -> list[str]:
    """Store tiles ``seat`` can claim: its own, or another's whose bid it can match."""
    me = st.seats[seat]
    return in_order(o.ref for i, s in enumerate(st.seats) for o in s.store
                    if not o.open and (i == seat or covers(me.counters, o.bid)))


def can_offer(st: State, seat: int) -> bool:
    s = st.seats[seat]
    return bool(st.registry) and len(s.store) < STORE_SIZE and s.held > 0


def _turn_prompt(st: State, step: Step) -> str:
    n = len(step.args["used"])
    return "Your turn: choose an action" if n == 0 else "Your turn: a second action?"


@STEPS.decision("turn", _turn_prompt)
def _turn_options(st: State, step: Step) -> list[Option]:
    seat, used = step.player, step.args["used"]
    s = st.seats[seat]
    out: list[Option] = []
    if HARVEST not in used:
        out += [Option(f"harvest:{r}", f"Harvest, starting with {r}")
                for r in in_order(s.fields) if not s.fields[r]]
    if WORKER_ACTION not in used:
        out += [Option(f"worker:{w}", f"Play the {WORKER[w].name.lower()}")
                for w in worker_supply(st, seat) if spaces_for(s, w)]
        out += [Option(f"remove:{r}", f"Take the {WORKER[s.workers[r]].name.lower()} off {r}")
                for r in in_order(s.workers)]
    if CLAIM not in used and OFFER not in used:
        out += [Option(f"claim:{r}", f"Claim {r} from a store") for r in claimable(st, seat)]
    if OFFER not in used and can_offer(st, seat):
        out += [Option(f"offer:{r}", f"Offer for {r} from the registry")
                for r in in_order(st.registry)]
    out.append(Option(END, "End your turn"))
    return out


@STEPS.finishes("turn")
def _turn_finished(st: State, step: Step) -> bool:
    return len(step.args["used"]) >= ACTIONS_PER_TURN


@STEPS.applies("turn")
def _turn_apply(st: State, step: Step, key: str) -> None:
    seat = step.player
    verb, _, arg = key.partition(":")
    if verb == END:
        pop(st, step)
        return
    action = {"harvest": HARVEST, "worker": WORKER_ACTION, "remove": WORKER_ACTION,
              "claim": CLAIM, "offer": OFFER}[verb]
    step.args["used"].append(action)
    if verb == "harvest":
        push(st, "harvest", seat, group=group_of(st.seats[seat], arg))
        harvest_field(st, seat, arg)
    elif verb == "worker":
        push(st, "place", seat, worker=arg)
    elif verb == "remove":
        return_worker(st, seat, st.seats[seat].workers.pop(arg))
    elif verb == "claim":
        push(st, "claims", seat, n=1)
        claim(st, seat, arg)
    else:
        push(st, "offers", seat, n=1)
        offer(st, seat, arg)


# ----- harvest ----------------------------------------------------------------------------

def harvest_field(st: State, seat: int, ref: str) -> None:
    """Flip one unharvested field and take its crop; if that crop is out, another crop in
    stock instead, and the tile is flipped anyway (L190–L195)."""
    st.seats[seat].fields[ref] = True
    crop = CROP_OF[ref]
    if st.stock[crop]:
        gain(st, seat, crop)
    elif any(st.stock.values()):
        push(st, "substitute", seat, crop=crop)


@STEPS.decision("harvest", "Harvest more fields of this group?")
def _harvest_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    left = [r for r in step.args["group"] if r in s.fields and not s.fields[r]]
    return [*(Option(f"harvest:{r}", f"Harvest {r}") for r in left), Option(DONE, "Done")]


@STEPS.finishes("harvest")
def _harvest_finished(st: State, step: Step) -> bool:
    s = st.seats[step.player]
    return not any(r in s.fields and not s.fields[r] for r in step.args["group"])


@STEPS.applies("harvest")
def _harvest_apply(st: State, step: Step, key: str) -> None:
    if key == DONE:
        pop(st, step)
    else:
        harvest_field(st, step.player, key.removeprefix("harvest:"))


def _substitute_prompt(st: State, step: Step) -> str:
    return f"No {step.args['crop']} is left in the stock: which crop instead?"


@STEPS.decision("substitute", _substitute_prompt)
def _substitute_options(st: State, step: Step) -> list[Option]:
    return [Option(f"take:{c}", f"Take {c}") for c in crops_in(st.stock)]


@STEPS.applies("substitute")
def _substitute_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    gain(st, step.player, key.removeprefix("take:"))


# ----- workers ----------------------------------------------------------------------------

def _place_prompt(st: State, step: Step) -> str:
    return f"Where does the {WORKER[step.args['worker']].name.lower()} go?"


@STEPS.decision("place", _place_prompt)
def _place_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    return [Option(f"at:{r}", f"On {r}") for r in spaces_for(s, step.args["worker"])]


@STEPS.applies("place")
def _place_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    worker, seat = step.args["worker"], step.player
    if WORKER[worker].farmhand:
        st.seats[seat].farmhands.remove(worker)
    else:
        st.town.remove(worker)
    put_worker(st, seat, worker, key.removeprefix("at:"))


def _displaced_prompt(st: State, step: Step) -> str:
    return (f"A field covers your {WORKER[step.args['worker']].name.lower()}'s space: "
            "play it again elsewhere (and use it again), or take it back?")


@STEPS.decision("displaced", _displaced_prompt)
def _displaced_options(st: State, step: Step) -> list[Option]:
    """G12: it may go on a lower worker too, as event X allows."""
    s = st.seats[step.player]
    return [*(Option(f"at:{r}", f"Play it on {r}") for r in spaces_for(s, step.args["worker"])),
            Option("return", "Take it back")]


@STEPS.applies("displaced")
def _displaced_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key == "return":
        return_worker(st, step.player, step.args["worker"])
    else:
        put_worker(st, step.player, step.args["worker"], key.removeprefix("at:"))


# ----- claim ------------------------------------------------------------------------------

def claim(st: State, seat: int, ref: str) -> None:
    """A store tile onto the claimer's board: from their own store the bid goes to the
    stock; from another's, the claimer pays a match of the bid to the owner, who takes it
    and the bid behind the screen (L225–L235)."""
    owner = store_owner(st, ref)
    bid = take_offer(st, owner, ref)
    if owner == seat:
        for c in bid:
            st.stock[c] += 1
    else:
        for c in bid:
            pay(st, seat, c, owner)
            st.seats[owner].counters[c] += 1
    place_field(st, seat, ref)


@STEPS.decision("claims", "Claim a second tile from a store?")
def _claims_options(st: State, step: Step) -> list[Option]:
    return [*(Option(f"claim:{r}", f"Claim {r}") for r in claimable(st, step.player)),
            Option(DONE, "Done")]


@STEPS.finishes("claims")
def _claims_finished(st: State, step: Step) -> bool:
    return step.args["n"] >= 2 or not claimable(st, step.player)


@STEPS.applies("claims")
def _claims_apply(st: State, step: Step, key: str) -> None:
    if key == DONE:
        pop(st, step)
        return
    step.args["n"] += 1
    claim(st, step.player, key.removeprefix("claim:"))


# ----- offer ------------------------------------------------------------------------------

def offer(st: State, seat: int, ref: str) -> None:
    """A registry tile into the seat's store; its bid next (one counter at a time), then
    the registry is refilled from the bag (L252–L277)."""
    st.registry.remove(ref)
    st.seats[seat].store.append(Offer(ref))
    push(st, "refill", seat)
    push(st, "bid", seat, ref=ref)


def _bid_prompt(st: State, step: Step) -> str:
    o = st.seats[step.player].store[-1]
    return (f"Bid for {o.ref}: add a counter" if not o.bid
            else f"Bid for {o.ref} ({len(o.bid)} so far): another counter, or done?")


@STEPS.decision("bid", _bid_prompt)
def _bid_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    out = [Option(f"bid:{c}", f"Add {c}") for c in crops_in(s.counters)]
    if s.store[-1].bid:
        out.append(Option(DONE, "That is my bid"))
    return out


@STEPS.applies("bid")
def _bid_apply(st: State, step: Step, key: str) -> None:
    o = st.seats[step.player].store[-1]
    if key == DONE:
        o.open = False
        pop(st, step)
        return
    crop = key.removeprefix("bid:")
    spend(st, step.player, crop)  # onto the store card, in the open
    o.bid.append(crop)


@STEPS.decision("offers", "Offer for a second registry tile?")
def _offers_options(st: State, step: Step) -> list[Option]:
    return [*(Option(f"offer:{r}", f"Offer for {r}") for r in in_order(st.registry)),
            Option(DONE, "Done")]


@STEPS.finishes("offers")
def _offers_finished(st: State, step: Step) -> bool:
    return step.args["n"] >= 2 or not can_offer(st, step.player)


@STEPS.applies("offers")
def _offers_apply(st: State, step: Step, key: str) -> None:
    if key == DONE:
        pop(st, step)
        return
    step.args["n"] += 1
    offer(st, step.player, key.removeprefix("offer:"))

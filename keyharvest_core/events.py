"""The fourteen events (L567–L640), each a step of its letter for one affected player
(``rules._event`` pushes them clockwise from the drawer; S and Z are the drawer's only).
A bell event asks each player whether to take part (an option ``pass``); a scroll event
must be carried out (L561–L566, G5).

Where the rules are silent: every draw an event's effect makes follows the "*" rule
(L393–L402 state it for any such draw, so Q's and S's too); Q's, T's and the bailiff's
counters are any crops the payer chooses, and Q's and T's go to the stock (G11); W's
tile can be kept only in exchange for a field already on the board (L623–L624), so a
player without one lets it lie fallow; Z's counter is chosen from what the stock holds.
"""

from __future__ import annotations

from gamekit import Option

from .board import CROP_OF, CROPS, in_order
from .data import LUCKY_DIP_PAY, NEW_CROP_FLIPS, QUICK_SALE_PAY, WORKER
from .fields import spaces_for, unconnected
from .rules import (
    DONE,
    PASS,
    STEPS,
    ask_payment,
    bag_has_field,
    crops_in,
    gain,
    optional,
    place_field,
    pop,
    push,
    return_worker,
    star_draw,
)
from .state import State, Step
from .turn import harvest_field


def _fields(st: State, seat: int) -> list[str]:
    return in_order(st.seats[seat].fields)


def _discard(st: State, seat: int, ref: str) -> None:
    del st.seats[seat].fields[ref]
    st.fallow.append(ref)


# ----- M blind swap -----------------------------------------------------------------------

@STEPS.decision("M", "Blind swap: discard a field and place one drawn from the bag?")
def _m_options(st: State, step: Step) -> list[Option]:
    return optional([Option(f"fallow:{r}", f"Discard {r}") for r in _fields(st, step.player)])


@STEPS.applies("M")
def _m_apply(st: State, step: Step, key: str) -> None:
    """The drawn tile must be placed, whatever it displaces or joins (L567–L572)."""
    pop(st, step)
    if key == PASS:
        return
    _discard(st, step.player, key.removeprefix("fallow:"))
    ref = star_draw(st, step.player)
    if ref is not None:
        place_field(st, step.player, ref)


# ----- N exchange -------------------------------------------------------------------------

@STEPS.decision("N", "Exchange: swap one of your fields for an opponent's unconnected field?")
def _n_options(st: State, step: Step) -> list[Option]:
    if not st.seats[step.player].fields:
        return []
    return optional([Option(f"take:{r}", f"Take {r} from Player {i + 1}")
                     for i, s in enumerate(st.seats) if i != step.player
                     for r in unconnected(s)])


@STEPS.applies("N")
def _n_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        push(st, "N_give", step.player, ref=key.removeprefix("take:"))


def _n_give_prompt(st: State, step: Step) -> str:
    return f"Exchange: which of your fields goes in return for {step.args['ref']}?"


@STEPS.decision("N_give", _n_give_prompt)
def _n_give_options(st: State, step: Step) -> list[Option]:
    """Any of the player's fields, connected or not (L575–L576)."""
    return [Option(f"give:{r}", f"Give {r}") for r in _fields(st, step.player)]


@STEPS.applies("N_give")
def _n_give_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    mine, theirs = key.removeprefix("give:"), step.args["ref"]
    other = next(i for i, s in enumerate(st.seats) if theirs in s.fields)
    del st.seats[other].fields[theirs]
    del st.seats[step.player].fields[mine]
    place_field(st, other, mine)
    place_field(st, step.player, theirs)  # the chooser's displaced worker is asked first


# ----- O give away ------------------------------------------------------------------------

def _o_prompt(st: State, step: Step) -> str:
    if step.args["phase"] == "give":
        return "Give away: which field of your board do you pass to your left?"
    return (f"Give away: you received {step.args['hand']}. Place it"
            f"{'' if _o_last(step) else ', pass it on'} or let it lie fallow?")


def _o_last(step: Step) -> bool:
    """The first player passes first and receives last (L577–L584)."""
    return bool(step.player == step.args["first"])


@STEPS.auto("O_give")
def _o_give(st: State, step: Step) -> None:
    """A player's turn to pass one of their fields; with none, nothing goes on."""
    pop(st, step)
    if st.seats[step.player].fields:
        push(st, "O", step.player, first=step.args["first"], hand="", phase="give")
    else:
        _o_send(st, step.player, step.args["first"], "")


def _o_send(st: State, seat: int, first: int, hand: str) -> None:
    """The tile (or nothing) to the left; the chain ends once the first player has
    received (L582–L584)."""
    left = (seat + 1) % st.setup.players
    if hand:
        st.held.append(hand)
        push(st, "O", left, first=first, hand=hand, phase="receive")
    elif left != first:
        push(st, "O_give", left, first=first)


@STEPS.decision("O", _o_prompt)
def _o_options(st: State, step: Step) -> list[Option]:
    if step.args["phase"] == "give":
        return [Option(f"give:{r}", f"Pass {r} on") for r in _fields(st, step.player)]
    out = [Option("keep", "Place it on my board")]
    if not _o_last(step):
        out.append(Option("pass_on", "Pass it on to my left"))
    return [*out, Option("discard", "To the fallow area")]


@STEPS.applies("O")
def _o_apply(st: State, step: Step, key: str) -> None:
    """A tile from the store can never be passed (L580–L581): only board fields are
    offered."""
    pop(st, step)
    seat, hand, first = step.player, step.args["hand"], step.args["first"]
    if key.startswith("give:"):
        ref = key.removeprefix("give:")
        del st.seats[seat].fields[ref]
        _o_send(st, seat, first, ref)
        return
    st.held.remove(hand)
    if key == "pass_on":
        _o_send(st, seat, first, hand)
        return
    if not _o_last(step):
        push(st, "O_give", seat, first=first)
    if key == "keep":
        place_field(st, seat, hand)  # a displaced worker is used again (L589–L592)
    else:
        st.fallow.append(hand)


# ----- P good harvest ---------------------------------------------------------------------

@STEPS.decision("P", "Good harvest: one counter of your most common unharvested crop?")
def _p_options(st: State, step: Step) -> list[Option]:
    """No tile is flipped; with no unharvested field, nothing; that crop out, any crop
    (L593–L600)."""
    s = st.seats[step.player]
    count = dict.fromkeys(CROPS, 0)
    for r, harvested in s.fields.items():
        if not harvested:
            count[CROP_OF[r]] += 1
    most = max(count.values())
    if most == 0:
        return []
    crops = [c for c in CROPS if count[c] == most and st.stock[c]] or crops_in(st.stock)
    return optional([Option(f"take:{c}", f"Take {c}") for c in crops])


@STEPS.applies("P")
def _p_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        gain(st, step.player, key.removeprefix("take:"))


# ----- Q lucky dip, T quick sale ----------------------------------------------------------

@STEPS.decision("Q", "Lucky dip: pay 2 counters and place a field drawn from the bag?")
def _q_options(st: State, step: Step) -> list[Option]:
    if st.seats[step.player].held < LUCKY_DIP_PAY:
        return []
    if bag_has_field(st):
        return optional([Option("dip", "Pay 2 and draw")])
    # no field left in the bag: a registry tile instead (L604–L605)
    return optional([Option(f"buy:{r}", f"Pay 2 for {r}") for r in in_order(st.registry)])


@STEPS.applies("Q")
def _q_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key == PASS:
        return
    ref = "" if key == "dip" else key.removeprefix("buy:")
    if ref:
        st.registry.remove(ref)
        st.held.append(ref)
    push(st, "bought_for_event", step.player, ref=ref)
    ask_payment(st, step.player, LUCKY_DIP_PAY, None)


@STEPS.decision("T", "Quick sale: pay 3 counters for a registry tile onto your board?")
def _t_options(st: State, step: Step) -> list[Option]:
    if st.seats[step.player].held < QUICK_SALE_PAY:
        return []
    return optional([Option(f"buy:{r}", f"Pay 3 for {r}") for r in in_order(st.registry)])


@STEPS.applies("T")
def _t_apply(st: State, step: Step, key: str) -> None:
    """The registry is refilled only once everyone has chosen (L614–L615)."""
    pop(st, step)
    if key == PASS:
        return
    ref = key.removeprefix("buy:")
    st.registry.remove(ref)
    st.held.append(ref)
    push(st, "bought_for_event", step.player, ref=ref)
    ask_payment(st, step.player, QUICK_SALE_PAY, None)


@STEPS.auto("bought_for_event")
def _bought_for_event(st: State, step: Step) -> None:
    """Paid: the registry tile held, or a tile drawn now ("*"), onto the board."""
    pop(st, step)
    ref = step.args["ref"]
    if ref:
        st.held.remove(ref)
    else:
        ref = star_draw(st, step.player) or ""
    if ref:
        place_field(st, step.player, ref)


# ----- R new crop, V remote harvest -------------------------------------------------------

@STEPS.decision("R", "New crop: turn up to two harvested fields back?")
def _r_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    opts = [Option(f"flip:{r}", f"Turn {r} back") for r in in_order(s.fields) if s.fields[r]]
    if not step.args.get("n"):
        return optional(opts)
    return [*opts, Option(DONE, "Done")] if opts else []


@STEPS.finishes("R")
def _r_finished(st: State, step: Step) -> bool:
    return int(step.args.get("n", 0)) >= NEW_CROP_FLIPS


@STEPS.applies("R")
def _r_apply(st: State, step: Step, key: str) -> None:
    if key in (PASS, DONE):
        pop(st, step)
        return
    step.args["n"] = step.args.get("n", 0) + 1
    st.seats[step.player].fields[key.removeprefix("flip:")] = False


@STEPS.decision("V", "Remote harvest: harvest your unconnected fields?")
def _v_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    opts = [Option(f"harvest:{r}", f"Harvest {r}") for r in unconnected(s) if not s.fields[r]]
    if not step.args.get("n"):
        return optional(opts)
    return [*opts, Option(DONE, "Done")] if opts else []


@STEPS.applies("V")
def _v_apply(st: State, step: Step, key: str) -> None:
    if key in (PASS, DONE):
        pop(st, step)
        return
    step.args["n"] = step.args.get("n", 0) + 1
    harvest_field(st, step.player, key.removeprefix("harvest:"))


# ----- S new registry, Z windfall (the drawer's) ------------------------------------------

@STEPS.auto("S")
def _s(st: State, step: Step) -> None:
    """The registry's tiles back into the bag, then new ones drawn ("*", L608–L611)."""
    pop(st, step)
    st.bag += st.registry
    st.registry.clear()
    push(st, "refill", step.player, star=True)


@STEPS.decision("Z", "Windfall: give each player a counter from the stock")
def _z_options(st: State, step: Step) -> list[Option]:
    seat = (step.player + step.args.get("n", 0)) % st.setup.players
    return [Option(f"give:{c}", f"Give Player {seat + 1} {c}") for c in crops_in(st.stock)]


@STEPS.finishes("Z")
def _z_finished(st: State, step: Step) -> bool:
    return step.args.get("n", 0) >= st.setup.players or not any(st.stock.values())


@STEPS.applies("Z")
def _z_apply(st: State, step: Step, key: str) -> None:
    """Clockwise from the drawer, the drawer included (L638–L640)."""
    n = step.args.get("n", 0)
    gain(st, (step.player + n) % st.setup.players, key.removeprefix("give:"))
    step.args["n"] = n + 1


# ----- U registry swap, W replacement -----------------------------------------------------

@STEPS.decision("U", "Registry swap: swap one of your fields for a registry tile?")
def _u_options(st: State, step: Step) -> list[Option]:
    if not st.seats[step.player].fields:
        return []
    return optional([Option(f"take:{r}", f"Take {r}") for r in in_order(st.registry)])


@STEPS.applies("U")
def _u_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        ref = key.removeprefix("take:")
        st.registry.remove(ref)
        st.held.append(ref)
        push(st, "U_give", step.player, ref=ref)


def _u_give_prompt(st: State, step: Step) -> str:
    return f"Registry swap: which of your fields goes to the registry for {step.args['ref']}?"


@STEPS.decision("U_give", _u_give_prompt)
def _u_give_options(st: State, step: Step) -> list[Option]:
    return [Option(f"give:{r}", f"Give {r}") for r in _fields(st, step.player)]


@STEPS.applies("U_give")
def _u_give_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    mine, ref = key.removeprefix("give:"), step.args["ref"]
    del st.seats[step.player].fields[mine]
    st.registry.append(mine)  # unharvested side up, as every registry tile (L272)
    st.held.remove(ref)
    place_field(st, step.player, ref)


@STEPS.auto("W")
def _w(st: State, step: Step) -> None:
    """The draw is a must; keeping the tile is a choice (L622–L625)."""
    pop(st, step)
    ref = star_draw(st, step.player)
    if ref is not None:
        st.held.append(ref)
        push(st, "W_keep", step.player, ref=ref)


def _w_prompt(st: State, step: Step) -> str:
    return (f"Replacement: you drew {step.args['ref']}. Keep it by discarding one of your "
            "fields, or let it lie fallow?")


@STEPS.decision("W_keep", _w_prompt)
def _w_options(st: State, step: Step) -> list[Option]:
    return [*(Option(f"fallow:{r}", f"Keep it, discard {r}") for r in _fields(st, step.player)),
            Option("discard", f"Discard {step.args['ref']}")]


@STEPS.applies("W_keep")
def _w_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    ref = step.args["ref"]
    st.held.remove(ref)
    if key == "discard":
        st.fallow.append(ref)
        return
    _discard(st, step.player, key.removeprefix("fallow:"))
    place_field(st, step.player, ref)


# ----- X reposition, Y vacation -----------------------------------------------------------

@STEPS.decision("X", "Reposition: move one of your workers to another space?")
def _x_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    return optional([Option(f"move:{r}", f"Move the {WORKER[s.workers[r]].name.lower()} "
                                         f"from {r}")
                     for r in in_order(s.workers) if spaces_for(s, s.workers[r], leaving=r)])


@STEPS.applies("X")
def _x_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        push(st, "X_to", step.player, ref=key.removeprefix("move:"))


@STEPS.decision("X_to", "Reposition: to which space?")
def _x_to_options(st: State, step: Step) -> list[Option]:
    s, ref = st.seats[step.player], step.args["ref"]
    return [Option(f"at:{r}", f"To {r}") for r in spaces_for(s, s.workers[ref], leaving=ref)]


@STEPS.applies("X_to")
def _x_to_apply(st: State, step: Step, key: str) -> None:
    """It may push off a lower worker; it is not used again (L626–L628)."""
    pop(st, step)
    s, seat = st.seats[step.player], step.player
    worker = s.workers.pop(step.args["ref"])
    to = key.removeprefix("at:")
    lower = s.workers.pop(to, None)
    if lower is not None:
        return_worker(st, seat, lower)
    s.workers[to] = worker


@STEPS.decision("Y", "Vacation: take one of your workers off your board?")
def _y_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    return optional([Option(f"remove:{r}", f"Take the {WORKER[s.workers[r]].name.lower()} "
                                           f"off {r}") for r in in_order(s.workers)])


@STEPS.applies("Y")
def _y_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        return_worker(st, step.player, st.seats[step.player].workers.pop(
            key.removeprefix("remove:")))

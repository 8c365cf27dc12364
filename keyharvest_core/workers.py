"""The twelve workers' abilities (L484–L557), each a step of the worker's id with the
space it stands on (``at``): a played worker, one played again after a field displaced it,
or one whose skill the lawyer uses again (L542–L546). A "may" ability can be declined or
be impossible, and the tile still stands and scores (L452–L455); the supervisor's is a
must (L482–L483, L512–L513).

Where the rules are silent: the apprentice and casual worker give a crop only while it is
in the stock (the harvest's "another crop instead", L190–L193, is the harvest action's);
the bailiff needs the 3 counters to pay (L532–L533: "must pay").
"""

from __future__ import annotations

from gamekit import Option

from .board import CROP_OF, CROPS, NEIGHBOURS, in_order
from .data import BAILIFF_PAY, WORKER
from .fields import unconnected
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
    star_draw,
    take_offer,
)
from .state import State, Step
from .turn import can_offer, offer


def _unharvested_beside(st: State, step: Step) -> list[str]:
    s = st.seats[step.player]
    return [r for r in NEIGHBOURS[step.args["at"]]
            if r in s.fields and not s.fields[r] and st.stock[CROP_OF[r]] > 0]


# ----- A apprentice, B casual worker ------------------------------------------------------

@STEPS.decision("apprentice", "Apprentice: an extra counter from a field beside it?")
def _apprentice_options(st: State, step: Step) -> list[Option]:
    crops = sorted({CROP_OF[r] for r in _unharvested_beside(st, step)}, key=CROPS.index)
    return optional([Option(f"take:{c}", f"Take {c}") for c in crops])


@STEPS.applies("apprentice")
def _apprentice_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        gain(st, step.player, key.removeprefix("take:"))


@STEPS.decision("casual", "Casual worker: extra counters from up to two fields beside it?")
def _casual_options(st: State, step: Step) -> list[Option]:
    picked = step.args.setdefault("picked", [])
    opts = [Option(f"take:{r}", f"Take {CROP_OF[r]} from {r}")
            for r in _unharvested_beside(st, step) if r not in picked]
    if not picked:
        return optional(opts)
    return [*opts, Option(DONE, "Done")] if opts else []


@STEPS.finishes("casual")
def _casual_finished(st: State, step: Step) -> bool:
    return len(step.args.get("picked", [])) >= 2


@STEPS.applies("casual")
def _casual_apply(st: State, step: Step, key: str) -> None:
    if key in (PASS, DONE):
        pop(st, step)
        return
    ref = key.removeprefix("take:")
    step.args["picked"].append(ref)
    gain(st, step.player, CROP_OF[ref])


# ----- C labourer, D unskilled worker -----------------------------------------------------

@STEPS.decision("labourer", "Labourer: take any two counters from the stock")
def _labourer_options(st: State, step: Step) -> list[Option]:
    opts = [Option(f"take:{c}", f"Take {c}") for c in crops_in(st.stock)]
    if step.args.get("n", 0) == 0:
        return optional(opts)
    return [*opts, Option(DONE, "Done")] if opts else []


@STEPS.finishes("labourer")
def _labourer_finished(st: State, step: Step) -> bool:
    return int(step.args.get("n", 0)) >= 2


@STEPS.applies("labourer")
def _labourer_apply(st: State, step: Step, key: str) -> None:
    if key in (PASS, DONE):
        pop(st, step)
        return
    step.args["n"] = step.args.get("n", 0) + 1
    gain(st, step.player, key.removeprefix("take:"))


@STEPS.decision("unskilled", "Unskilled worker: turn harvested fields beside it back?")
def _unskilled_options(st: State, step: Step) -> list[Option]:
    s = st.seats[step.player]
    opts = [Option(f"flip:{r}", f"Turn {r} back") for r in NEIGHBOURS[step.args["at"]]
            if s.fields.get(r)]
    if not step.args.get("n"):
        return optional(opts)
    return [*opts, Option(DONE, "Done")] if opts else []


@STEPS.applies("unskilled")
def _unskilled_apply(st: State, step: Step, key: str) -> None:
    if key in (PASS, DONE):
        pop(st, step)
        return
    step.args["n"] = step.args.get("n", 0) + 1
    st.seats[step.player].fields[key.removeprefix("flip:")] = False


# ----- E skilled worker, G merchant -------------------------------------------------------

def _buyable(st: State, seat: int, extra: int) -> list[str]:
    """Tiles in opponents' stores ``seat`` can pay for with bid size + ``extra`` counters
    of any crops (L507–L511, L518–L522)."""
    have = st.seats[seat].held
    return in_order(o.ref for i, s in enumerate(st.seats) if i != seat for o in s.store
                    if not o.open and have >= len(o.bid) + extra)


def _buy_options(st: State, step: Step) -> list[Option]:
    extra = 1 if step.kind == "skilled" else 0
    return optional([Option(f"buy:{r}", f"Buy {r}") for r in _buyable(st, step.player, extra)])


def _buy_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key == PASS:
        return
    ref = key.removeprefix("buy:")
    owner = next(i for i, s in enumerate(st.seats) if any(o.ref == ref for o in s.store))
    bid_size = len(next(o for o in st.seats[owner].store if o.ref == ref).bid)
    push(st, "bought", step.player, ref=ref, owner=owner)
    ask_payment(st, step.player, bid_size + (step.kind == "skilled"), owner)


STEPS.decision("skilled", "Skilled worker: buy a tile from an opponent's store (one counter "
               "more than its bid, any crops)?")(_buy_options)
STEPS.applies("skilled")(_buy_apply)
STEPS.decision("merchant", "Merchant: buy a tile from an opponent's store (as many counters "
               "as its bid, any crops)?")(_buy_options)
STEPS.applies("merchant")(_buy_apply)


@STEPS.auto("bought")
def _bought(st: State, step: Step) -> None:
    """Paid for: the owner takes their bid back behind the screen with the payment."""
    pop(st, step)
    owner = step.args["owner"]
    for c in take_offer(st, owner, step.args["ref"]):
        st.seats[owner].counters[c] += 1
    place_field(st, step.player, step.args["ref"])


# ----- F supervisor -----------------------------------------------------------------------

@STEPS.decision("supervisor", "Supervisor: which of your fields goes to the fallow area?")
def _supervisor_options(st: State, step: Step) -> list[Option]:
    return [Option(f"fallow:{r}", f"Let {r} lie fallow")
            for r in in_order(st.seats[step.player].fields)]


@STEPS.applies("supervisor")
def _supervisor_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    ref = key.removeprefix("fallow:")
    del st.seats[step.player].fields[ref]
    st.fallow.append(ref)


# ----- H storekeeper, L benefactor --------------------------------------------------------

@STEPS.decision("storekeeper", "Storekeeper: put a registry tile into your store, with a bid?")
def _storekeeper_options(st: State, step: Step) -> list[Option]:
    if not can_offer(st, step.player):
        return []
    return optional([Option(f"offer:{r}", f"Offer for {r}") for r in in_order(st.registry)])


@STEPS.applies("storekeeper")
def _storekeeper_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        offer(st, step.player, key.removeprefix("offer:"))  # "**": events resolved


@STEPS.decision("benefactor", "Benefactor: put a registry tile straight onto your board?")
def _benefactor_options(st: State, step: Step) -> list[Option]:
    return optional([Option(f"take:{r}", f"Take {r}") for r in in_order(st.registry)])


@STEPS.applies("benefactor")
def _benefactor_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key == PASS:
        return
    ref = key.removeprefix("take:")
    st.registry.remove(ref)
    push(st, "refill", step.player)  # "**": an event drawn is resolved (L558–L560)
    place_field(st, step.player, ref)


# ----- I bailiff --------------------------------------------------------------------------

@STEPS.decision("bailiff", "Bailiff: take an unconnected field from another board (pay its "
                "owner 3 counters)?")
def _bailiff_options(st: State, step: Step) -> list[Option]:
    if st.seats[step.player].held < BAILIFF_PAY:
        return []
    return optional([Option(f"take:{r}", f"Take {r} from Player {i + 1}")
                     for i, s in enumerate(st.seats) if i != step.player
                     for r in unconnected(s)])


@STEPS.applies("bailiff")
def _bailiff_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key == PASS:
        return
    ref = key.removeprefix("take:")
    victim = next(i for i, s in enumerate(st.seats) if ref in s.fields)
    push(st, "seized", step.player, ref=ref, victim=victim)
    ask_payment(st, step.player, BAILIFF_PAY, victim)


@STEPS.auto("seized")
def _seized(st: State, step: Step) -> None:
    """The field moves; on the bailiff's own space it displaces the bailiff (L534–L541)."""
    pop(st, step)
    del st.seats[step.args["victim"]].fields[step.args["ref"]]
    place_field(st, step.player, step.args["ref"])


# ----- J lawyer ---------------------------------------------------------------------------

@STEPS.decision("lawyer", "Lawyer: use the skill of one of your workers again?")
def _lawyer_options(st: State, step: Step) -> list[Option]:
    """G12: any worker on the board, the supervisor too (then its skill is a must)."""
    ws = st.seats[step.player].workers
    return optional([Option(f"copy:{r}", f"Use the {WORKER[ws[r]].name.lower()} on {r}")
                     for r in in_order(ws) if ws[r] != "lawyer"])


@STEPS.applies("lawyer")
def _lawyer_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    if key != PASS:
        ref = key.removeprefix("copy:")
        push(st, st.seats[step.player].workers[ref], step.player, at=ref)


# ----- K trader ---------------------------------------------------------------------------

@STEPS.decision("trader", "Trader: draw a tile unseen from the bag?")
def _trader_options(st: State, step: Step) -> list[Option]:
    if bag_has_field(st):
        return optional([Option("draw", "Draw from the bag")])
    return optional([Option(f"take:{r}", f"Take {r} from the registry")
                     for r in in_order(st.registry)])


@STEPS.applies("trader")
def _trader_apply(st: State, step: Step, key: str) -> None:
    """Events drawn are announced and go back, never resolved (L547–L550); with no field in
    the bag, a registry tile instead (L551–L552), and the registry is refilled."""
    pop(st, step)
    if key == PASS:
        return
    if key == "draw":
        ref = star_draw(st, step.player)
        assert ref is not None  # a field is in the bag
    else:
        ref = key.removeprefix("take:")
        st.registry.remove(ref)
        push(st, "refill", step.player)
    st.held.append(ref)
    push(st, "traded", step.player, ref=ref)


def _traded_prompt(st: State, step: Step) -> str:
    return f"Trader: you drew {step.args['ref']}. Place it on your board, or let it lie fallow?"


@STEPS.decision("traded", _traded_prompt)
def _traded_options(st: State, step: Step) -> list[Option]:
    return [Option("keep", "Place it"), Option("discard", "To the fallow area")]


@STEPS.applies("traded")
def _traded_apply(st: State, step: Step, key: str) -> None:
    pop(st, step)
    ref = step.args["ref"]
    st.held.remove(ref)
    if key == "keep":
        place_field(st, step.player, ref)
    else:
        st.fallow.append(ref)

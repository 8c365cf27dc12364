"""The plan: a Key Harvest player's rules of thumb for every decision (the *good* level).

Every option of the decision gets a score in rough points of the final sheet and a
reason (:func:`ranked`), from the worths of :mod:`.worth`: a field is worth what it adds
to the two groups (the second counting double), a counter what it buys and the majority
it may win, a worker its value, its ability where it fires best and the space it takes.
The turn's rule plans both actions together, a claim before an offer (a claim may not
follow an offer, L78–L85); a bid is sized to what the tile is worth to the others (who
would pay it to take the tile) and built of the colours they can match least (a claim
pays the bid exactly in number and colour, L228–L235).

No look-ahead and nothing random: quick enough to play whole turns inside the strong
level's rollouts (:mod:`.rollout`). The plan reads only the game it is given; the
computer gives it a table drawn from its seat's view (:mod:`.table`), never the real one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..board import CROP_OF, CROPS
from ..data import BAILIFF_PAY, LUCKY_DIP_PAY, QUICK_SALE_PAY, WORKER
from ..fields import group_of, spaces_for, unconnected
from ..game import Game
from ..rules import DONE, PASS, bag_has_field
from ..state import State, Step
from ..turn import CLAIM, HARVEST, OFFER, WORKER_ACTION, can_offer
from .worth import (
    FIELD,
    SPEND,
    best_crop,
    cheapest_field,
    counter_loss,
    crop_worth,
    dead,
    field_loss,
    group_points,
    harvested_beside,
    payment_cost,
    tile_gain,
    unharvested_beside,
)

MAX_BID = 4  # a bid beyond this ties up counters a later turn needs
THEIR_PRICE = 1.0  # a counter paid to take a bid costs the payer one and gives one to us
PAID_AWAY = 0.5  # a counter an opponent gains from us: worth this much to them (several)
DENIED = 0.5  # a tile kept from its owner: part of what it was worth to them
TOWNSFOLK_DENIED = 0.3  # a townsfolk played is one the others cannot play
THRESHOLD = 0.2  # an action worth less than this is not worth taking
DUPLICATE = -100.0  # an option the same as a better one (harvest from elsewhere in a group)
ACTION_ORDER = (CLAIM, HARVEST, WORKER_ACTION, OFFER)  # claims first (L78–L85), then
# counters in hand before a bid is sized


@dataclass(frozen=True, slots=True)
class Choice:
    """An option with the plan's score for it (rough points) and why."""

    key: str
    score: float
    why: str


Scores = dict[str, tuple[float, str]]
Rule = Callable[[State, Step, list[str]], Scores]


def _others(st: State, seat: int) -> list[int]:
    return [i for i in range(len(st.seats)) if i != seat]


def _paid_away(st: State) -> float:
    """A counter an opponent gains: with 2 players it is all the difference that counts."""
    return 1.0 if len(st.seats) == 2 else PAID_AWAY


# ----- tiles: offers, bids, claims --------------------------------------------------------

def bid_size(st: State, seat: int, ref: str, held: int) -> int:
    """Enough counters that taking the tile is not cheap for the one who wants it most
    (each counter costs them one and gives us one), at least 1 (L252), at most MAX_BID
    and what the seat holds."""
    theirs = max((tile_gain(st, j, ref) for j in _others(st, seat)), default=0.0)
    return max(1, min(held, MAX_BID, round(theirs / (2 * THEIR_PRICE) + 0.5)))


def offer_value(st: State, seat: int, ref: str) -> tuple[float, str]:
    mine = tile_gain(st, seat, ref)
    size = bid_size(st, seat, ref, st.seats[seat].held)
    score = mine - SPEND * size
    return score, (f"{ref} is worth about {mine:.1f} points to this board; a bid of {size} "
                   "keeps it from going cheap to the others")


def _bid_crop_cost(st: State, seat: int, bid: list[str], crop: str) -> float:
    """A counter for the bid: what it costs us, and how many others could still match
    the bid with it (a claim pays the bid exactly, L228–L235)."""
    matching = sum(1 for j in _others(st, seat)
                   if st.seats[j].counters[crop] >= bid.count(crop) + 1)
    return counter_loss(st, seat, crop) + 0.4 * matching


def _bid(st: State, step: Step, keys: list[str]) -> Scores:
    seat = step.player
    s = st.seats[seat]
    o = s.store[-1]
    target = bid_size(st, seat, o.ref, s.held + len(o.bid))
    out: Scores = {}
    if DONE in keys:
        enough = len(o.bid) >= target
        out[DONE] = (1.0 if enough else -1.0,
                     f"a bid of {len(o.bid)} is what {o.ref} is worth to the others"
                     if enough else "the bid is still small")
    for k in keys:
        if k.startswith("bid:"):
            c = k.removeprefix("bid:")
            out[k] = (-_bid_crop_cost(st, seat, o.bid, c),
                      f"{c}: a counter we miss little that the others can hardly match")
    return out


def claim_value(st: State, seat: int, ref: str) -> tuple[float, str]:
    owner = next(i for i, s in enumerate(st.seats) if any(o.ref == ref for o in s.store))
    mine = tile_gain(st, seat, ref)
    if owner == seat:
        return mine + 0.3, f"{ref} from our own store: {mine:.1f} points on the board, safe"
    bid = next(o.bid for o in st.seats[owner].store if o.ref == ref)
    cost = 0.0
    s = st.seats[seat]
    for c in bid:  # paid one after the other: the majority each leaves
        cost += counter_loss(st, seat, c)
        s.counters[c] -= 1
    for c in bid:
        s.counters[c] += 1
    cost += _paid_away(st) * SPEND * len(bid)
    score = mine + DENIED * tile_gain(st, owner, ref) - cost
    return score, (f"{ref} is worth {mine:.1f} points to this board, more than the "
                   f"{len(bid)} counters it costs, and Player {owner + 1} loses it")


def buy_value(st: State, seat: int, ref: str, extra: int) -> float:
    """A tile bought from an opponent's store with bid size + ``extra`` counters of any
    crops (the skilled worker and the merchant, L507–L522)."""
    owner = next(i for i, s in enumerate(st.seats) if any(o.ref == ref for o in s.store))
    n = len(next(o.bid for o in st.seats[owner].store if o.ref == ref)) + extra
    return (tile_gain(st, seat, ref) + DENIED * tile_gain(st, owner, ref)
            - payment_cost(st, seat, n) - _paid_away(st) * SPEND * n)


def _closed_others(st: State, seat: int) -> list[tuple[str, int]]:
    return [(o.ref, len(o.bid)) for i, s in enumerate(st.seats) if i != seat
            for o in s.store if not o.open]


# ----- workers ----------------------------------------------------------------------------

def ability(st: State, seat: int, worker: str, at: str | None) -> float:
    """What a worker's ability brings when it fires on ``at`` (None: the best space is
    not known yet, so only the abilities that do not depend on it)."""
    s = st.seats[seat]
    if worker == "apprentice":
        crops = unharvested_beside(st, seat, at) if at else []
        return max((crop_worth(st, seat, c) for c in crops), default=0.0)
    if worker == "casual":
        crops = unharvested_beside(st, seat, at) if at else []
        return sum(sorted((crop_worth(st, seat, c) for c in crops), reverse=True)[:2])
    if worker == "unskilled":
        return FIELD * (harvested_beside(st, seat, at) if at else 0)
    if worker == "labourer":
        c = best_crop(st, seat, [c for c in CROPS if st.stock[c]])
        return 2 * crop_worth(st, seat, c) if c else 0.0
    if worker in ("skilled", "merchant"):
        extra = 1 if worker == "skilled" else 0
        return max([0.0, *(buy_value(st, seat, r, extra) for r, n in _closed_others(st, seat)
                           if s.held >= n + extra)])
    if worker == "supervisor":  # a must (L512–L516, L482–L483)
        r = cheapest_field(st, seat)
        return -field_loss(st, seat, r) if r else 0.0
    if worker == "storekeeper":
        if not can_offer(st, seat):
            return 0.0
        return max([0.0, *(offer_value(st, seat, r)[0] for r in st.registry)])
    if worker == "bailiff":
        return max([0.0, *(_seize_value(st, seat, r) for r in _seizable(st, seat))])
    if worker == "lawyer":
        return max([0.0, *(ability(st, seat, w, r) for r, w in s.workers.items()
                           if w != "lawyer")])
    if worker == "trader":
        return 1.0 if bag_has_field(st) else max(
            [0.0, *(tile_gain(st, seat, r) for r in st.registry)])
    if worker == "benefactor":
        return max([0.0, *(tile_gain(st, seat, r) for r in st.registry)])
    return 0.0


def space_cost(st: State, seat: int, worker: str, ref: str) -> float:
    """What a worker on ``ref`` gives up: the field that could grow there (nothing when
    that tile lies fallow or on another board), and a lower worker knocked back."""
    s = st.seats[seat]
    cost = 0.0
    if not dead(st, seat, ref):
        cost += 0.4 * max(0, group_points([*s.fields, ref]) - group_points(s.fields))
    lower = s.workers.get(ref)
    if lower is not None:
        cost += 0.7 * WORKER[lower].value
    return cost


def space_score(st: State, seat: int, worker: str, ref: str) -> float:
    own = worker in ("apprentice", "casual", "unskilled")
    return (ability(st, seat, worker, ref) if own else 0.0) - space_cost(st, seat, worker, ref)


def best_space(st: State, seat: int, worker: str) -> tuple[str, float] | None:
    spaces = spaces_for(st.seats[seat], worker)
    if not spaces:
        return None
    scored = [(r, space_score(st, seat, worker, r)) for r in spaces]
    return max(scored, key=lambda x: x[1])


def worker_value(st: State, seat: int, worker: str) -> tuple[float, str]:
    best = best_space(st, seat, worker)
    if best is None:
        return DUPLICATE, "no space for it"
    ref, where = best
    w = WORKER[worker]
    own = worker in ("apprentice", "casual", "unskilled")
    skill = 0.0 if own else ability(st, seat, worker, None)
    score = w.value + skill + where + (0.0 if w.farmhand else TOWNSFOLK_DENIED)
    return score, (f"the {w.name.lower()} scores {w.value} on the board, and its ability "
                   f"fires best on {ref}")


# ----- the turn ---------------------------------------------------------------------------

def harvest_value(st: State, seat: int, ref: str) -> float:
    """The counters a group's unharvested fields give (L190–L195), each crop as many as
    the stock holds."""
    s = st.seats[seat]
    count = dict.fromkeys(CROPS, 0)
    for r in group_of(s, ref):
        if not s.fields[r]:
            count[CROP_OF[r]] += 1
    return sum(crop_worth(st, seat, c, min(n, st.stock[c])) for c, n in count.items() if n)


def _action(key: str) -> str:
    verb = key.partition(":")[0]
    return {"harvest": HARVEST, "worker": WORKER_ACTION, "remove": WORKER_ACTION,
            "claim": CLAIM, "offer": OFFER}.get(verb, verb)


def _turn(st: State, step: Step, keys: list[str]) -> Scores:
    seat = step.player
    s = st.seats[seat]
    out: Scores = {}
    harvested: set[str] = set()
    for k in keys:
        verb, _, arg = k.partition(":")
        if verb == "harvest":
            group = group_of(s, arg)
            if harvested & set(group):
                out[k] = (DUPLICATE, "the same harvest as from another field of the group")
                continue
            harvested |= set(group)
            n = sum(1 for r in group if not s.fields[r])
            out[k] = (harvest_value(st, seat, arg),
                      f"the group of {arg} gives {n} counter{'s' if n > 1 else ''}")
        elif verb == "worker":
            out[k] = worker_value(st, seat, arg)
        elif verb == "remove":
            w = WORKER[s.workers[arg]]
            out[k] = (-w.value - 1.0, f"the {w.name.lower()} would score no more")
        elif verb == "claim":
            out[k] = claim_value(st, seat, arg)
        elif verb == "offer":
            out[k] = offer_value(st, seat, arg)
        else:
            out[k] = (0.0, "nothing else is worth an action now")
    # Both actions planned together: the best of each kind worth taking, the two best
    # kinds, then done in ACTION_ORDER (a claim may not follow an offer, L78–L85).
    best: dict[str, str] = {}
    for k, (score, _why) in out.items():
        a = _action(k)
        if a in ACTION_ORDER and score >= THRESHOLD and (a not in best
                                                          or score > out[best[a]][0]):
            best[a] = k
    left = 2 - len(step.args["used"])
    pair = sorted(best, key=lambda a: -out[best[a]][0])[:left]
    if pair:
        first = best[min(pair, key=ACTION_ORDER.index)]
        score, why = out[first]
        out[first] = (score + 100.0, why if len(pair) == 1 else
                      f"{why}; first, as the turn's other action comes after it")
    return out


# ----- the other decisions ----------------------------------------------------------------

def _take_crops(st: State, step: Step, keys: list[str]) -> Scores:
    """A counter of a crop to take (substitute, apprentice, labourer, good harvest): the
    one worth most (what it buys, the majority it wins)."""
    out: Scores = {}
    for k in keys:
        if k.startswith("take:"):
            arg = k.removeprefix("take:")
            c = CROP_OF.get(arg, arg)
            out[k] = (crop_worth(st, step.player, c), f"{c} counts most towards a majority")
        else:
            out[k] = (0.0, "nothing left worth taking")
    return out


def _flips(st: State, step: Step, keys: list[str]) -> Scores:
    """Harvested fields turned back (unskilled worker, new crop): each harvests again."""
    return {k: ((FIELD, "a field turned back harvests again") if k.startswith("flip:")
                else (0.0, "nothing left to turn back")) for k in keys}


def _harvests(st: State, step: Step, keys: list[str]) -> Scores:
    out: Scores = {}
    for k in keys:
        if k.startswith("harvest:"):
            c = CROP_OF[k.removeprefix("harvest:")]
            out[k] = (crop_worth(st, step.player, c), f"another {c} counter")
        else:
            out[k] = (0.0, "nothing left to harvest")
    return out


def _pay(st: State, step: Step, keys: list[str]) -> Scores:
    return {k: (-counter_loss(st, step.player, k.removeprefix("pay:")),
                "the counter missed least") for k in keys}


def _place(st: State, step: Step, keys: list[str]) -> Scores:
    w = step.args["worker"]
    return {k: (space_score(st, step.player, w, k.removeprefix("at:")),
                "where its ability fires best and it takes the least room") for k in keys}


def _displaced(st: State, step: Step, keys: list[str]) -> Scores:
    """Played again, it scores again and its ability fires again (L241–L247)."""
    w = step.args["worker"]
    value = WORKER[w].value + ability(st, step.player, w, None)
    out: Scores = {"return": (0.0, "no space worth playing it on")}
    for k in keys:
        if k.startswith("at:"):
            out[k] = (value + space_score(st, step.player, w, k.removeprefix("at:")),
                      "played again it scores again, and its ability fires again")
    return out


def _second(value: Callable[[State, int, str], tuple[float, str]], prefix: str) -> Rule:
    def rule(st: State, step: Step, keys: list[str]) -> Scores:
        out: Scores = {DONE: (THRESHOLD, "no other tile is worth it")}
        for k in keys:
            if k.startswith(prefix):
                out[k] = value(st, step.player, k.removeprefix(prefix))
        return out
    return rule


def _buy(st: State, step: Step, keys: list[str]) -> Scores:
    extra = 1 if step.kind == "skilled" else 0
    out: Scores = {PASS: (0.0, "no tile in the others' stores is worth its price")}
    for k in keys:
        if k.startswith("buy:"):
            r = k.removeprefix("buy:")
            out[k] = (buy_value(st, step.player, r, extra), f"{r} is worth more than it costs")
    return out


def _supervisor(st: State, step: Step, keys: list[str]) -> Scores:
    return {k: (-field_loss(st, step.player, k.removeprefix("fallow:")),
                "the field the two groups miss least") for k in keys}


def _storekeeper(st: State, step: Step, keys: list[str]) -> Scores:
    out: Scores = {PASS: (0.0, "no registry tile worth a bid")}
    for k in keys:
        if k.startswith("offer:"):
            out[k] = offer_value(st, step.player, k.removeprefix("offer:"))
    return out


def _tiles(st: State, step: Step, keys: list[str]) -> Scores:
    """A tile onto the board for nothing (benefactor, trader's registry tile)."""
    out: Scores = {PASS: (0.0, "no tile adds to the board"), "draw": (1.0, "a tile for free")}
    for k in keys:
        if k.startswith("take:"):
            r = k.removeprefix("take:")
            out[k] = (tile_gain(st, step.player, r), f"{r} adds most to the two groups")
    return out


def _seizable(st: State, seat: int) -> list[str]:
    if st.seats[seat].held < BAILIFF_PAY:
        return []
    return [r for j in _others(st, seat) for r in unconnected(st.seats[j])]


def _seize_value(st: State, seat: int, ref: str) -> float:
    victim = next(i for i, s in enumerate(st.seats) if ref in s.fields)
    loss = field_loss(st, victim, ref) if len(st.seats) == 2 else 0.0
    return (tile_gain(st, seat, ref) + loss - payment_cost(st, seat, BAILIFF_PAY)
            - _paid_away(st) * SPEND * BAILIFF_PAY)


def _bailiff(st: State, step: Step, keys: list[str]) -> Scores:
    out: Scores = {PASS: (0.0, "no field worth 3 counters")}
    for k in keys:
        if k.startswith("take:"):
            r = k.removeprefix("take:")
            out[k] = (_seize_value(st, step.player, r), f"{r} is worth more than 3 counters")
    return out


def _lawyer(st: State, step: Step, keys: list[str]) -> Scores:
    ws = st.seats[step.player].workers
    out: Scores = {PASS: (0.0, "no ability worth using again")}
    for k in keys:
        if k.startswith("copy:"):
            r = k.removeprefix("copy:")
            out[k] = (ability(st, step.player, ws[r], r),
                      f"the {WORKER[ws[r]].name.lower()}'s ability brings most again")
    return out


def _kept(ref: str, keep: str, drop: str) -> Rule:
    def rule(st: State, step: Step, keys: list[str]) -> Scores:
        r = step.args[ref]
        gain = tile_gain(st, step.player, r)
        return {keep: (gain, f"{r} adds to the board"), drop: (THRESHOLD, f"{r} adds nothing")}
    return rule


def _blind_swap(st: State, step: Step, keys: list[str]) -> Scores:
    out: Scores = {PASS: (0.0, "every field counts in a group")}
    for k in keys:
        if k.startswith("fallow:"):
            out[k] = (FIELD - field_loss(st, step.player, k.removeprefix("fallow:")) - 0.5,
                      "a field in no group, for a tile drawn that may fit")
    return out


def _swap(st: State, step: Step, keys: list[str], none: str) -> Scores:
    """A tile to take for the field of ours missed least (``none``: why no swap)."""
    seat = step.player
    mine = cheapest_field(st, seat)
    out: Scores = {PASS: (THRESHOLD, none)}
    for k in keys:
        if k.startswith("take:") and mine is not None:
            r = k.removeprefix("take:")
            out[k] = (tile_gain(st, seat, r) - field_loss(st, seat, mine),
                      f"{r} is worth more here than {mine}")
    return out


def _exchange(st: State, step: Step, keys: list[str]) -> Scores:
    return _swap(st, step, keys, "no swap gains")


def _give_field(st: State, step: Step, keys: list[str]) -> Scores:
    """A field of ours to give (exchange, give away, registry swap): the one missed
    least."""
    keep = str(step.args.get("ref", ""))
    return {k: (-field_loss(st, step.player, k.removeprefix("give:"))
                - (10.0 if k.removeprefix("give:") == keep else 0.0),
                "the field missed least") for k in keys}


def _give_away(st: State, step: Step, keys: list[str]) -> Scores:
    if step.args["phase"] == "give":
        return _give_field(st, step, keys)
    hand = step.args["hand"]
    gain = tile_gain(st, step.player, hand)
    return {"keep": (gain, f"{hand} adds to the board"),
            "discard": (THRESHOLD, f"{hand} adds nothing here, and no one else gets it"),
            "pass_on": (0.0, "passed on, it may help the next player")}


def _dip(st: State, step: Step, keys: list[str]) -> Scores:
    seat = step.player
    pay = LUCKY_DIP_PAY if step.kind == "Q" else QUICK_SALE_PAY
    cost = payment_cost(st, seat, pay)
    out: Scores = {PASS: (0.0, "not worth the counters"),
                   "dip": (1.2 - cost, "a tile drawn is worth about the 2 counters")}
    for k in keys:
        if k.startswith("buy:"):
            r = k.removeprefix("buy:")
            out[k] = (tile_gain(st, seat, r) - cost, f"{r} is worth more than {pay} counters")
    return out


def _registry_swap(st: State, step: Step, keys: list[str]) -> Scores:
    return _swap(st, step, keys, "no registry tile is worth one of ours")


def _replacement(st: State, step: Step, keys: list[str]) -> Scores:
    seat, r = step.player, step.args["ref"]
    gain = tile_gain(st, seat, r)
    out: Scores = {"discard": (THRESHOLD, f"{r} is worth no field of ours")}
    for k in keys:
        if k.startswith("fallow:"):
            mine = k.removeprefix("fallow:")
            out[k] = (gain - field_loss(st, seat, mine), f"{r} is worth more here than {mine}")
    return out


def _reposition(st: State, step: Step, keys: list[str]) -> Scores:
    return {k: (0.0 if k == PASS else -0.1, "the workers stand well") for k in keys}


def _reposition_to(st: State, step: Step, keys: list[str]) -> Scores:
    s = st.seats[step.player]
    w = s.workers[step.args["ref"]]
    return {k: (-space_cost(st, step.player, w, k.removeprefix("at:")), "the least room taken")
            for k in keys}


def _vacation(st: State, step: Step, keys: list[str]) -> Scores:
    return {k: (0.0 if k == PASS else -1.0, "a worker on the board scores") for k in keys}


def _windfall(st: State, step: Step, keys: list[str]) -> Scores:
    """The drawer gives each player a counter, themselves too (L638–L640): the best for
    themselves, the one that helps the others least."""
    to = (step.player + step.args.get("n", 0)) % len(st.seats)
    out: Scores = {}
    for k in keys:
        c = k.removeprefix("give:")
        if to == step.player:
            out[k] = (crop_worth(st, to, c), f"{c} for ourselves, worth most to us")
        else:
            out[k] = (-crop_worth(st, to, c), f"{c}, the counter that helps Player {to + 1} least")
    return out


def _start(st: State, step: Step, keys: list[str]) -> Scores:
    return {k: (1.0 if k == f"start:{step.player}" else 0.0, "we begin: first at the registry")
            for k in keys}


def _casual(st: State, step: Step, keys: list[str]) -> Scores:
    return _take_crops(st, step, keys) if any(k.startswith("take:") for k in keys) else {}


RULES: dict[str, Rule] = {
    "start": _start, "turn": _turn, "harvest": _harvests, "substitute": _take_crops,
    "place": _place, "displaced": _displaced, "claims": _second(claim_value, "claim:"),
    "bid": _bid, "offers": _second(offer_value, "offer:"), "pay": _pay,
    "apprentice": _take_crops, "casual": _casual, "labourer": _take_crops,
    "unskilled": _flips, "skilled": _buy, "merchant": _buy, "supervisor": _supervisor,
    "storekeeper": _storekeeper, "benefactor": _tiles, "bailiff": _bailiff,
    "lawyer": _lawyer, "trader": _tiles, "traded": _kept("ref", "keep", "discard"),
    "M": _blind_swap, "N": _exchange, "N_give": _give_field, "O": _give_away,
    "P": _take_crops, "Q": _dip, "R": _flips, "T": _dip, "U": _registry_swap,
    "U_give": _give_field, "V": _harvests, "W_keep": _replacement, "X": _reposition,
    "X_to": _reposition_to, "Y": _vacation, "Z": _windfall,
}


def ranked(game: Game) -> list[Choice]:
    """Every option of the decision with the plan's score and reason, best first (the
    options' own order on a tie)."""
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    st = game.state
    step = st.stack[-1]
    keys = d.keys()
    rule = RULES.get(d.kind)
    scores = rule(st, step, keys) if rule is not None else {}
    out = [Choice(k, *scores.get(k, (0.0, "as good as any"))) for k in keys]
    return sorted(out, key=lambda c: -c.score)


def plan_move(game: Game) -> str:
    """The plan's key for the decision."""
    return ranked(game)[0].key


def reason(game: Game, key: str) -> str:
    """Why the plan thinks of ``key`` as it does."""
    return next((c.why for c in ranked(game) if c.key == key), "")

"""Gaining and paying goods (rulebook "The Goods Track", "Phase 2: Work Phase").

* The goods track caps Food at 30 and Grain, Flax, Hide, Wool at 15; excess is lost.
* "Regardless of the action you take, you can always pay Timber instead of Wood and
  Brick instead of Clay": :func:`payments` lists every distinct way to pay a cost.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .data.board import GOOD_LABELS, SUBSTITUTE, TRACK_CAP
from .state import PlayerState

Payment = tuple[tuple[str, int], ...]  # sorted (good, count) pairs, hashable


def gain(p: PlayerState, good: str, n: int = 1) -> int:
    """Add ``n`` of ``good``, respecting the goods track cap; returns what was added."""
    have = p.goods[good]
    cap = TRACK_CAP.get(good)
    new = have + n if cap is None else min(cap, have + n)
    p.goods[good] = new
    return new - have


def can_pay(p: PlayerState, payment: Payment | Mapping[str, int]) -> bool:
    g = p.goods
    # (a tuple is checked first: an isinstance check against the Mapping ABC is slow)
    for good, n in payment if isinstance(payment, tuple) else payment.items():
        if g[good] < n:
            return False
    return True


# Costs read once as (good, count) pairs, for the checks asked at every worker turn.
CostPairs = tuple[tuple[tuple[str, int], ...], ...]


def can_pay_any(p: PlayerState, costs: CostPairs) -> bool:
    """Can the player pay one of ``costs`` exactly (no substitution)? A loop with
    :func:`can_pay` inline: asked for every building and destination at every turn."""
    g = p.goods
    for cost in costs:
        for good, n in cost:
            if g[good] < n:
                break
        else:
            return True
    return False


def pay(p: PlayerState, payment: Payment | Mapping[str, int]) -> None:
    items = payment if isinstance(payment, tuple) else payment.items()
    for g, n in items:
        if p.goods[g] < n:
            raise ValueError(f"cannot pay {n} {g}: only {p.goods[g]}")
        p.goods[g] -= n


_NORMAL: dict[tuple[tuple[str, int], ...], Payment] = {}


def normalise(goods: Mapping[str, int]) -> Payment:
    """Goods as sorted (good, count) pairs without zeros (memoized: costs repeat a lot)."""
    raw = tuple(goods.items())
    out = _NORMAL.get(raw)
    if out is None:
        out = _NORMAL[raw] = tuple(sorted((g, n) for g, n in raw if n))
    return out


def affordable(p: PlayerState, cost: Mapping[str, int], substitute: bool = True) -> bool:
    """Can the player pay ``cost`` at all (``payments`` is not empty), without listing
    the ways? Each substitute pair (Wood/Timber, Clay/Brick) is checked on its own."""
    g = p.goods
    if substitute:
        for good, sub in _PAIRS:
            need_sub = cost.get(sub, 0)
            if g[sub] < need_sub or g[good] + g[sub] - need_sub < cost.get(good, 0):
                return False
        for good, n in cost.items():  # noqa: SIM110 (loops: quicker than all() here)
            if g[good] < n and good not in _PAIRED:
                return False
        return True
    for good, n in cost.items():  # noqa: SIM110
        if g[good] < n:
            return False
    return True


# (good, its substitute) pairs and every good in one, read at every affordability check.
_PAIRS: tuple[tuple[str, str], ...] = tuple(SUBSTITUTE.items())
_PAIRED = frozenset(SUBSTITUTE) | frozenset(SUBSTITUTE.values())


def payments(p: PlayerState, cost: Mapping[str, int], substitute: bool = True) -> list[Payment]:
    """Every distinct payment of ``cost`` the player can afford, base goods first.

    With ``substitute``, each Wood may be paid as Timber and each Clay as Brick. The
    first payment uses the fewest substitutes (the sensible default for a UI).
    """
    g = p.goods
    if not substitute or not any(cost.get(good) and g[sub] for good, sub in SUBSTITUTE.items()):
        for good, n in cost.items():
            if g[good] < n:
                return []
        return [normalise(cost)]
    if not affordable(p, cost):
        return []
    base = dict(cost)
    choices: list[list[tuple[str, int, str, int]]] = []
    for good, sub in SUBSTITUTE.items():
        need = base.pop(good, 0)
        if need:
            choices.append([(good, need - k, sub, k) for k in range(need + 1)])
    out: list[Payment] = []
    seen: set[Payment] = set()

    def walk(i: int, acc: dict[str, int]) -> None:
        if i == len(choices):
            pay_ = normalise(acc)
            if pay_ not in seen and can_pay(p, pay_):
                seen.add(pay_)
                out.append(pay_)
            return
        for good, n, sub, k in choices[i]:
            nxt = dict(acc)
            nxt[good] = nxt.get(good, 0) + n
            nxt[sub] = nxt.get(sub, 0) + k
            walk(i + 1, nxt)

    walk(0, base)
    return out


def payments_any(p: PlayerState, costs: Iterable[Mapping[str, int]],
                 substitute: bool = False) -> list[Payment]:
    """Distinct affordable payments over several alternative costs, in table order."""
    out: list[Payment] = []
    for cost in costs:
        for pay_ in payments(p, cost, substitute):
            if pay_ not in out:
                out.append(pay_)
    return out


def payment_key(payment: Payment) -> str:
    """A short stable key: ``wood+clay``, ``2timber+brick+9food``."""
    return "+".join(f"{n}{g}" if n > 1 else g for g, n in payment) or "nothing"


def payment_of(key: str) -> Payment:
    """The payment whose :func:`payment_key` is ``key``."""
    if key == "nothing":
        return ()
    out = []
    for part in key.split("+"):
        good = part.lstrip("0123456789")
        out.append((good, int(part[:len(part) - len(good)] or 1)))
    return tuple(out)


def describe(goods: Payment | Mapping[str, int]) -> str:
    items = goods.items() if isinstance(goods, Mapping) else goods
    parts = [f"{n} {GOOD_LABELS.get(g, g)}" for g, n in items if n]
    return ", ".join(parts) if parts else "nothing"

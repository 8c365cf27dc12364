"""Animal husbandry: housing, releasing, May breeding and animal scoring.

Rulebook "Animal Husbandry Rules":

* ① "Each of your Dikes can hold 1 Animal of any type."
* ② "Each empty Land Space of your Home Board can hold up to 2 Animals of the same type."
* ③ "Each Stall can hold up to 3 Animals of the same type."
* ④ "Double Stalls (reverse side of Stables) are considered two separate Stalls."
* ⑤ "Each Stable can hold up to 6 Animals of the same type."
* ⑥ "Each Park ... can hold up to 2 Animals of the same or of different types."

Positions on the home board never matter ("In this game, it does not matter on which
particular Land Space you place your tiles"), so housing is abstract: a count of each
kind of container. Dikes and Parks take any mix, so they pool into *any-type units*
(a Park is 2 units); every other container is given to one type.

All functions are pure and memoized on small hashable inputs: they run at every engine
step of a random playout.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

SHEEP, CATTLE, HORSE = "sheep", "cattle", "horse"
ANIMALS: tuple[str, str, str] = (SHEEP, CATTLE, HORSE)

Herd = tuple[int, int, int]
"""Animals by type, in :data:`ANIMALS` order: (sheep, cattle, horses)."""

DIKE_CAPACITY = 1  # ① any type
PASTURE_CAPACITY = 2  # ② one type
STALL_CAPACITY = 3  # ③ one type
STABLE_CAPACITY = 6  # ⑤ one type
PARK_CAPACITY = 2  # ⑥ any types, mixed

# Rulebook "Inventorying", May 2. "Baby Animals": newborns in one container by the
# number of animals of its type in it (index = animals).
STALL_BIRTHS: tuple[int, ...] = (0, 0, 1, 0)  # "Stalls with exactly 2 Animals"
STABLE_BIRTHS: tuple[int, ...] = (0, 0, 1, 1, 2, 1, 0)  # "2, 3 or 5" -> 1, "exactly 4" -> 2

# Rulebook "Animals on Home Board": VP per animal of the least / second least / most type.
ANIMAL_VP_BY_RANK: tuple[int, int, int] = (2, 1, 0)

_CACHE = 1 << 16


class Housing(NamedTuple):
    """The containers on a home board ("Animal Husbandry Rules" ①-⑥).

    ``stalls`` counts a Double Stall as 2 stalls (④). ``pastures`` are the empty land
    spaces. A named tuple: made and hashed (memo key) at every housing check.
    """

    dikes: int = 5
    pastures: int = 0
    stalls: int = 0
    stables: int = 0
    parks: int = 0

    @property
    def any_units(self) -> int:
        """Places for one animal of any type: each Dike 1, each Park 2 (mixed allowed)."""
        return DIKE_CAPACITY * self.dikes + PARK_CAPACITY * self.parks

    @property
    def capacity(self) -> int:
        """The most animals this housing can ever hold (all of one type)."""
        return (self.any_units + PASTURE_CAPACITY * self.pastures
                + STALL_CAPACITY * self.stalls + STABLE_CAPACITY * self.stables)


# --------------------------------------------------------------------------- fitting


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _maximal_splits(total: int, caps: Herd) -> list[Herd]:
    """Ways to give ``total`` interchangeable containers to 3 types, type i taking at
    most ``caps[i]`` (more would be useless), using as many as possible.

    Giving a type one more useful container never hurts, so only maximal splits matter.
    """
    c0, c1, c2 = caps
    use = min(total, c0 + c1 + c2)
    out: list[Herd] = []
    for x0 in range(min(c0, use) + 1):
        for x1 in range(min(c1, use - x0) + 1):
            x2 = use - x0 - x1
            if x2 <= c2:
                out.append((x0, x1, x2))
    return out


def _pasture_overflow(rest: Herd, pastures: int) -> int:
    """Animals left over after the pastures take what they can of ``rest`` (per type).

    A pasture on type t holds min(2, what is left of t): greedily 2 per pasture while
    some type has a pair left, then 1 per pasture for each type with an odd one.
    """
    pairs = rest[0] // 2 + rest[1] // 2 + rest[2] // 2
    odd = rest[0] % 2 + rest[1] % 2 + rest[2] % 2
    covered = 2 * min(pastures, pairs) + min(max(0, pastures - pairs), odd)
    return rest[0] + rest[1] + rest[2] - covered


@lru_cache(maxsize=_CACHE)
def _fits_sorted(pastures: int, stalls: int, stables: int, any_units: int, herd: Herd) -> bool:
    """Exact fit test on a herd sorted in descending order (types are symmetric).

    Enumerate the useful splits of Stables, then of Stalls, among the types; Pastures
    are then placed optimally in closed form; any-type units must cover the remainder.
    """
    total = herd[0] + herd[1] + herd[2]
    if total <= any_units:
        return True
    if total > (any_units + PASTURE_CAPACITY * pastures + STALL_CAPACITY * stalls
                + STABLE_CAPACITY * stables):
        return False
    n0, n1, n2 = herd
    caps6 = (_ceil_div(n0, 6), _ceil_div(n1, 6), _ceil_div(n2, 6))
    for a0, a1, a2 in _maximal_splits(stables, caps6):
        r0 = max(0, n0 - 6 * a0)
        r1 = max(0, n1 - 6 * a1)
        r2 = max(0, n2 - 6 * a2)
        caps3 = (_ceil_div(r0, 3), _ceil_div(r1, 3), _ceil_div(r2, 3))
        for b0, b1, b2 in _maximal_splits(stalls, caps3):
            rest = (max(0, r0 - 3 * b0), max(0, r1 - 3 * b1), max(0, r2 - 3 * b2))
            if _pasture_overflow(rest, pastures) <= any_units:
                return True
    return False


@lru_cache(maxsize=_CACHE)
def fits(h: Housing, herd: Herd) -> bool:
    """Can ``herd`` be accommodated in ``h`` ("Animal Husbandry Rules" ①-⑥)?

    "You can only keep your newly gained Animals if you can accommodate them on your
    Home Board." Exact; memoized (counts must be non-negative).
    """
    a, b, c = herd
    if a < b:
        a, b = b, a
    if b < c:
        b, c = c, b
        if a < b:
            a, b = b, a
    return _fits_sorted(h.pastures, h.stalls, h.stables, h.any_units, (a, b, c))




# --------------------------------------------------------------------------- releasing


def _canonical(herds: set[Herd]) -> tuple[Herd, ...]:
    """Descending by total, then lexicographically ascending."""
    return tuple(sorted(herds, key=lambda x: (-(x[0] + x[1] + x[2]), x)))


@lru_cache(maxsize=_CACHE)
def _keep_options(h: Housing, herd: Herd) -> tuple[Herd, ...]:
    if fits(h, herd):
        return (herd,)
    ns, nc, nh = herd
    found: set[Herd] = set()
    for s in range(ns + 1):
        top = nh  # the most horses that fit is non-increasing in cattle
        for c in range(nc + 1):
            if not fits(h, (s, c, 0)):
                break
            lo, hi = 0, top  # largest x in [lo, hi] with (s, c, x) fitting
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if fits(h, (s, c, mid)):
                    lo = mid
                else:
                    hi = mid - 1
            top = lo
            # Maximal among fitting sub-herds iff no single extra animal (within the
            # herd) still fits: the fitting herds are closed downwards.
            if (s == ns or not fits(h, (s + 1, c, lo))) and (
                c == nc or not fits(h, (s, c + 1, lo))
            ):
                found.add((s, c, lo))
    return _canonical(found)


def keep_options(h: Housing, herd: Herd) -> list[Herd]:
    """Which animals may be kept when ``herd`` does not fit in ``h``.

    "You can only keep your newly gained Animals if you can accommodate them ... You can
    return Animals to the general supply (without substitution) at any time." Returns the
    distinct Pareto-maximal sub-herds (componentwise <= ``herd``) that fit, descending by
    total, then lexicographically; ``[herd]`` when it fits.
    """
    return list(_keep_options(h, herd))


# --------------------------------------------------------------------------- breeding


@cache
def _births_table(births: tuple[int, ...], containers: int) -> tuple[int, ...]:
    """Most newborns from x animals of one type spread over ``containers`` containers
    with the given per-container births; index x = 0..capacity."""
    cap = len(births) - 1
    best: list[int] = [0]
    for _ in range(containers):
        nxt = [-1] * (len(best) + cap)
        for x, k in enumerate(best):
            if k < 0:
                continue
            for put in range(cap + 1):
                v = k + births[put]
                if v > nxt[x + put]:
                    nxt[x + put] = v
        best = nxt
    return tuple(best)


# One type's choice: (stables, stalls, newborns, animals left for pastures/dikes/parks).
_TypeOption = tuple[int, int, int, int]


@lru_cache(maxsize=_CACHE)
def _type_options(n: int, stables: int, stalls: int) -> tuple[_TypeOption, ...]:
    """Pareto-best ways to arrange ``n`` animals of one type: fewer Stables and Stalls
    used and fewer animals left outside them, more newborns."""
    raw: list[_TypeOption] = []
    for a in range(min(stables, n) + 1):
        tab6 = _births_table(STABLE_BIRTHS, a)
        for b in range(min(stalls, n) + 1):
            tab3 = _births_table(STALL_BIRTHS, b)
            least_left: dict[int, int] = {}
            for x in range(min(n, STABLE_CAPACITY * a) + 1):
                k6 = tab6[x]
                for y in range(min(n - x, STALL_CAPACITY * b) + 1):
                    k = k6 + tab3[y]
                    left = n - x - y
                    if left < least_left.get(k, n + 1):
                        least_left[k] = left
            raw.extend((a, b, k, left) for k, left in least_left.items())
    kept = [
        o for o in raw
        if not any(p != o and p[0] <= o[0] and p[1] <= o[1] and p[2] >= o[2] and p[3] <= o[3]
                   for p in raw)
    ]
    return tuple(kept)


def _pareto_max(vectors: set[Herd]) -> list[Herd]:
    """The vectors not dominated by another; a dominator has a larger total, so scan by
    descending total and compare with the maxima found so far."""
    maxima: list[Herd] = []
    for v in sorted(vectors, key=lambda x: -(x[0] + x[1] + x[2])):
        if not any(w[0] >= v[0] and w[1] >= v[1] and w[2] >= v[2] for w in maxima):
            maxima.append(v)
    return maxima


def _pareto_max2(pairs: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """2-D maxima by one sweep (first descending, second must strictly improve)."""
    out: list[tuple[int, int]] = []
    best = -1
    for x, y in sorted(pairs, reverse=True):
        if y > best:
            out.append((x, y))
            best = y
    return out


def _overflow(pairs: int, odd: int, pastures: int) -> int:
    """:func:`_pasture_overflow` from the totals it depends on (pairs, odd leftovers)."""
    return 2 * pairs + odd - 2 * min(pastures, pairs) - min(max(0, pastures - pairs), odd)


_State = tuple[int, int, int, int]  # stables, stalls used; pairs, odd animals left outside


@lru_cache(maxsize=_CACHE)
def _breeding(h: Housing, herd: Herd) -> tuple[Herd, ...]:
    if not fits(h, herd):
        raise ValueError(f"herd {herd} does not fit in {h}")
    stables, stalls, pastures, units = h.stables, h.stalls, h.pastures, h.any_units
    # Type options are Pareto-best with every container free; filtering them by what is
    # left stays exact (a dominating option never uses more containers).
    opt0, opt1, opt2 = (_type_options(n, stables, stalls) for n in herd)

    def step(state: _State, option: _TypeOption) -> _State | None:
        ua, ub, up, uo = state
        a, b, _, left = option
        nxt = (ua + a, ub + b, up + left // 2, uo + left % 2)
        if nxt[0] > stables or nxt[1] > stalls or _overflow(nxt[2], nxt[3], pastures) > units:
            return None
        return nxt

    # Dynamic programme over the types: the animals left outside Stalls and Stables only
    # matter through the pasture closed form, so states stay few. Within one state a
    # smaller partial newborn vector is dominated, so type 1 keeps the max, type 2 the
    # 2-D maxima, and type 3 only needs its best feasible option.
    first: dict[_State, int] = {}
    for o in opt0:
        st = step((0, 0, 0, 0), o)
        if st is not None and o[2] > first.get(st, -1):
            first[st] = o[2]
    second: dict[_State, set[tuple[int, int]]] = {}
    for st0, k0 in first.items():
        for o in opt1:
            st = step(st0, o)
            if st is not None:
                second.setdefault(st, set()).add((k0, o[2]))
    by_births = sorted(opt2, key=lambda o: -o[2])
    outcomes: set[Herd] = set()
    for st1, partial in second.items():
        for o in by_births:
            if step(st1, o) is not None:
                outcomes.update((k0, k1, o[2]) for k0, k1 in _pareto_max2(partial))
                break
    return _canonical(set(_pareto_max(outcomes)))


def breeding_outcomes(h: Housing, herd: Herd) -> list[Herd]:
    """The newborn choices of May "Baby Animals" (rulebook "Inventorying", May 2).

    "In each of your Stalls with exactly 2 Animals of the same type, you receive a third
    Animal of that type. In each of your Stables with 2, 3 or 5 Animals of the same type,
    you also receive another Animal of that type. In Stables with exactly 4 Animals of the
    same type, you receive 2 Animals ... Double Stalls ... are considered two separate
    Stalls. Place the newborn Animals with their parents. (Animals outside of your Stalls
    and Stables, e.g. those in your Parks, do not breed.)"

    Over every arrangement of ``herd`` in ``h``, returns the distinct Pareto-maximal
    newborn vectors (sheep, cattle, horses), descending by total then lexicographically;
    ``[(0, 0, 0)]`` when nothing can breed. Newborns always fit: they join their parents
    in a container with room (2->3 in a Stall; 2->3, 3->4, 4->6, 5->6 in a Stable).
    Raises ``ValueError`` if ``herd`` does not fit in ``h``.
    """
    return list(_breeding(h, herd))


# Animals returned at once when looking for a better breeding: after each return the
# question is asked again, so a second return is offered when it helps from there.
RETURN_LOOKAHEAD = 1


@lru_cache(maxsize=_CACHE)
def returning_can_breed_better(h: Housing, herd: Herd) -> bool:
    """Could returning up to :data:`RETURN_LOOKAHEAD` animals before the May breeding
    ("You can return Animals to the general supply ... at any time", Animal Husbandry
    Rules) leave a herd that none of the herds bred without returning matches or beats
    in every type? On a crowded board it can: with 5 Dikes and one Stall, 2 Cattle and 6
    Horses cannot breed (the Stall holds 3 Horses); with one Horse returned the Stall
    takes the 2 Cattle and a calf is born (2 Cattle, 6 Horses → 3 Cattle, 5 Horses)."""
    if sum(herd) <= h.any_units:
        return False  # the Dikes (and Parks) alone hold whatever is not breeding
    base = _breeding(h, herd)
    roomy = Housing(h.dikes + sum(herd), h.pastures, h.stalls, h.stables, h.parks)
    if base == _breeding(roomy, herd):
        # Room outside the Stalls and Stables does not limit this herd's breeding, and
        # fewer animals never breed more than the same animals with room to spare.
        return False
    kept = [_plus(herd, d) for d in base]
    frontier = {herd}
    for _ in range(RETURN_LOOKAHEAD):
        frontier = {_less_one(r, k) for r in frontier for k in range(3) if r[k]}
        for r in frontier:
            for d in _breeding(h, r):
                after = _plus(r, d)
                if not any(all(a <= b for a, b in zip(after, k, strict=True)) for k in kept):
                    return True
    return False


def _plus(a: Herd, b: Herd) -> Herd:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _less_one(herd: Herd, kind: int) -> Herd:
    s, c, h = herd
    return (s - (kind == 0), c - (kind == 1), h - (kind == 2))


# --------------------------------------------------------------------------- scoring


def animal_points(herd: Herd) -> int:
    """Rulebook "Animals on Home Board": "Each Animal of the type you have the least of is
    worth 2 VP ... the second least of is worth 1 VP. Animals of the third type are not
    worth any VP." Ties do not matter: equal counts score the same either way."""
    lo, mid, hi = sorted(herd)
    return ANIMAL_VP_BY_RANK[0] * lo + ANIMAL_VP_BY_RANK[1] * mid + ANIMAL_VP_BY_RANK[2] * hi

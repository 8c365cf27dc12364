"""Where each animal stands: one concrete arrangement of a herd in its housing, for display.

The engine houses animals abstractly (:mod:`arle_core.animals`: a herd fits or not; positions
never matter in the rules). A player still wants to *see* the animals in their Stalls,
Stables, pastures, Parks and on the Dikes, each against its capacity ("Animal Husbandry
Rules" ①-⑥). :func:`arrange` finds one such arrangement. It is read-only: it never changes
what the engine decided, and when the herd does not fit it arranges the largest herd the
engine would let the player keep and names the rest as homeless.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .animals import (
    DIKE_CAPACITY,
    PARK_CAPACITY,
    PASTURE_CAPACITY,
    STABLE_CAPACITY,
    STALL_CAPACITY,
    Herd,
    Housing,
    fits,
    keep_options,
)

# Containers that hold any mix of types (the others hold one type each).
MIXED = frozenset({"park", "dike"})


@dataclass(frozen=True, slots=True)
class Holding:
    """One container: its kind, capacity and the animals in it (by type, ANIMALS order)."""

    kind: str
    capacity: int
    animals: Herd


@dataclass(frozen=True, slots=True)
class Arrangement:
    holdings: tuple[Holding, ...]
    homeless: Herd  # animals that do not fit (a release is pending)


def _single_type(left: list[int], n: int, capacity: int) -> list[Herd]:
    """Fill ``n`` one-type containers of ``capacity``: the fullest type first, whole
    containers before part-filled ones (pairs before singles in pastures)."""
    out: list[Herd] = []
    for _ in range(n):
        # Prefer a type that fills the container; else the type with most left.
        full = [t for t in range(3) if left[t] >= capacity]
        pool = full or [t for t in range(3) if left[t] > 0]
        if not pool:
            out.append((0, 0, 0))
            continue
        t = max(pool, key=lambda i: left[i])
        put = min(capacity, left[t])
        left[t] -= put
        out.append(tuple(put if i == t else 0 for i in range(3)))  # type: ignore[arg-type]
    return out


def _mixed(left: list[int], n: int, capacity: int) -> list[Herd]:
    out: list[Herd] = []
    for _ in range(n):
        cell = [0, 0, 0]
        for t in range(3):
            put = min(capacity - sum(cell), left[t])
            cell[t] += put
            left[t] -= put
        out.append((cell[0], cell[1], cell[2]))
    return out


def _try(h: Housing, herd: Herd, stable_types: tuple[int, ...],
         stall_types: tuple[int, ...]) -> list[Holding] | None:
    """Stables and Stalls given to the types as listed, the rest greedily; None if some
    animal is left over."""
    left = list(herd)
    holdings: list[Holding] = []
    for kind, types, cap in (("stable", stable_types, STABLE_CAPACITY),
                             ("stall", stall_types, STALL_CAPACITY)):
        for t in types:
            put = min(cap, left[t])
            left[t] -= put
            holdings.append(Holding(kind, cap, tuple(put if i == t else 0  # type: ignore[arg-type]
                                                     for i in range(3))))
    holdings += [Holding("pasture", PASTURE_CAPACITY, a)
                 for a in _single_type(left, h.pastures, PASTURE_CAPACITY)]
    holdings += [Holding("park", PARK_CAPACITY, a) for a in _mixed(left, h.parks, PARK_CAPACITY)]
    holdings += [Holding("dike", DIKE_CAPACITY, a) for a in _mixed(left, h.dikes, DIKE_CAPACITY)]
    return holdings if not any(left) else None


def _splits(n: int, herd: Herd, cap: int) -> list[tuple[int, ...]]:
    """Ways to give ``n`` one-type containers to types (as a list of type indexes, one per
    container), never more to a type than it could fill; unused containers get the type
    with most animals (they stay empty)."""
    need = [-(-k // cap) for k in herd]
    most = max(range(3), key=herd.__getitem__)
    out: list[tuple[int, ...]] = []
    for a in range(min(n, need[0]) + 1):
        for b in range(min(n - a, need[1]) + 1):
            c = min(n - a - b, need[2])
            spare = n - a - b - c
            out.append((0,) * a + (1,) * b + (2,) * c + (most,) * spare)

    def housed(types: tuple[int, ...]) -> int:  # most animals in these containers first
        return sum(min(cap * types.count(t), herd[t]) for t in range(3))

    return sorted(out, key=lambda types: -housed(types))


def _place(h: Housing, herd: Herd) -> list[Holding]:
    for stables in _splits(h.stables, herd, STABLE_CAPACITY):
        rest = list(herd)
        for t in stables:
            rest[t] = max(0, rest[t] - STABLE_CAPACITY)
        for stalls in _splits(h.stalls, (rest[0], rest[1], rest[2]), STALL_CAPACITY):
            found = _try(h, herd, stables, stalls)
            if found is not None:
                return found
    raise ValueError(f"herd {herd} does not fit in {h}")  # fits() said it does: a bug


@lru_cache(maxsize=4096)
def arrange(h: Housing, herd: Herd) -> Arrangement:
    """One arrangement of ``herd`` in ``h``: every container with its animals. When the
    herd does not fit, the first herd :func:`keep_options` offers is placed and the rest
    is ``homeless``."""
    kept = herd if fits(h, herd) else keep_options(h, herd)[0]
    homeless = (herd[0] - kept[0], herd[1] - kept[1], herd[2] - kept[2])
    return Arrangement(tuple(_place(h, kept)), homeless)

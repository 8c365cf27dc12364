"""Any-time abilities of the base game (rulebook "Anytime Actions", "Moving Components
on Your Home Board"):

* Peat Boat: exchange 1 Peat for 1 good of the goods track, at any time and any number
  of times, also at the end of the game before scoring.
* Returning equipment: "you can return Equipment to the Supply Board at any time
  (without substitution)" — offered during the Work Phase, when the barn's space can
  matter; a vehicle carrying tiles is busy until it is unloaded at Inventorying.
* Returning animals: "You can return Animals to the general supply (without
  substitution) at any time" (Animal Husbandry Rules). Offered where it can gain
  something: at the May breeding, where a crowded home board may breed more with fewer
  animals (a Stall breeds with exactly 2). Anywhere else fewer animals never gain: they
  never score, milk, shear, feed or pay more, and returning them at the breeding is
  always as good as earlier; when animals do not fit, the release decision asks anyway.
"""

from __future__ import annotations

from functools import lru_cache

from ..animals import returning_can_breed_better
from ..data.board import TRACK_CAP, TRACK_GOODS
from ..decisions import ANYTIME, Option
from ..goods import gain
from ..state import ANIMAL_KINDS, GameState
from ..vehicles import EQUIPMENT
from .common import equipment_index, housing, label, log, return_equipment
from .registry import INVENTORY, WORK, anytime

# Options are immutable and asked at every decision: made once.
_PEAT_BOAT: tuple[tuple[str, Option], ...] = tuple(
    (g, Option(f"peatboat:{g}", f"Peat Boat: 1 Peat → 1 {label(g)}", ANYTIME))
    for g in TRACK_GOODS)


def peat_boat_options(state: GameState, player: int, context: str) -> list[Option]:
    p = state.players[player]
    g = p.goods
    if not g["peat"]:
        return []
    for e in p.barn:
        if e.kind == "peat_boat":
            return [o for good, o in _PEAT_BOAT if g[good] < TRACK_CAP[good]]
    return []


def peat_boat_apply(state: GameState, player: int, key: str) -> None:
    good = key.split(":")[1]
    p = state.players[player]
    p.goods["peat"] -= 1
    gain(p, good, 1)
    log(state, player, f"exchanged 1 Peat for 1 {label(good)} (Peat Boat)")


anytime("peatboat", peat_boat_options, peat_boat_apply, equipment=True)


def return_options(state: GameState, player: int, context: str) -> list[Option]:
    p = state.players[player]
    out: list[Option] = []
    count: dict[str, int] = {}
    for piece in p.barn:
        n = count[piece.kind] = count.get(piece.kind, 0) + 1
        if not piece.load and (n == 1 or not _listed(out, piece.kind)):
            out.append(_return_option(f"{piece.kind}{n}", piece.kind))
    return out


def _listed(out: list[Option], kind: str) -> bool:
    return any(o.key.startswith(f"return:{kind}") and o.key[7 + len(kind):].isdigit()
               for o in out)


@lru_cache(maxsize=256)
def _return_option(ident: str, kind: str) -> Option:
    return Option(f"return:{ident}", f"Return a {EQUIPMENT[kind].label} to the supply", ANYTIME)


def return_apply(state: GameState, player: int, key: str) -> None:
    p = state.players[player]
    return_equipment(state, player, equipment_index(p, key.split(":")[1]))


def _gives_nothing(key: str) -> bool:
    return False


# Returning equipment only makes room; a purchase already offers to make room itself.
anytime("return", return_options, return_apply, opens=_gives_nothing, contexts=(WORK,),
        equipment=True)

BREEDING = "breeding"


def animal_options(state: GameState, player: int, context: str) -> list[Option]:
    """At the May breeding, when returning can breed a herd that breeding without
    returning does not give (see the module docstring)."""
    if not state.stack or state.stack[-1].kind != BREEDING:
        return []
    p = state.players[player]
    if not returning_can_breed_better(housing(p), p.herd()):
        return []
    return [Option(f"animal:{k}", f"Return 1 {label(k)} to the general supply", ANYTIME)
            for k in ANIMAL_KINDS if p.goods[k]]


def animal_apply(state: GameState, player: int, key: str) -> None:
    kind = key.split(":")[1]
    state.players[player].goods[kind] -= 1
    log(state, player, f"returned 1 {label(kind)} to the general supply")


anytime("animal", animal_options, animal_apply, contexts=(INVENTORY,))

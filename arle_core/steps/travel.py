"""Loading vehicles and visiting the travel destinations (rulebook "Loading Vehicles",
"Details on Vehicles", "Index of Travel Destination Tiles", "Anytime Actions").

* **Loading** is an any-time ability of the Work Phase (prefix ``load``): "At any time
  during the Work Phase, you can load your Vehicles (even right after you got them).
  This is not considered an action". Only the player whose decision it is loads, and
  only their own vehicles. Keys: ``load:<vehicle>:<item>`` where ``<vehicle>`` is an
  equipment id (``cart1``) and ``<item>`` one of ``wood``, ``clay``, ``linen``,
  ``woolen``, ``leather``, ``peat`` (Loading Station) or ``dest:<destination>``.
* A loaded good is stored on the vehicle under its **upgraded** name (``timber``,
  ``brick``, ``summer_wear`` ...) and reaches the supply only when the vehicles are
  emptied at Inventorying (:func:`~arle_core.steps.inventory.empty_vehicles`). So "It is
  not allowed to make a piece of Clothing with one Vehicle ... and then sell it for Food
  via another Vehicle ... during the same Work Phase" holds by construction.
* **Travel**: a destination tile loaded onto a vehicle is used at once — a ``sell``
  decision: "sell at least one of the depicted items ... Each item can only be sold
  once". Sales pay only from the personal supply and goods track ("you cannot sell
  goods from your Vehicles"); Hage takes a Field from the home board, Dornum a Plow and
  Norden a Peat Boat from the barn (back to the Supply Board), Bremen a Moor tile (its
  Peat is lost, its land freed). Food is capped at 30 ("any excess Food is lost").

Product decisions (written here and in the tests):

* Vehicles that are equivalent for loading (same kind, same multiset of loaded tile
  sizes) are offered once, under the id of the first of them in barn order; what a
  vehicle carries never matters after loading except through its sizes, since every
  tile leaves at the same Inventorying. Two such vehicles are interchangeable in every
  rule, so one set of load options is every real choice: they have the same spaces
  ("Vehicle spaces"), are emptied at the same time ("the tiles you put on your Vehicles
  will only be removed from there at the end of the Work Phase"), a Warden flip (↻4) or
  a return of either gives the same barn, and a loaded one can be neither returned nor
  sold. Loading "Cart 2" instead of "Cart 1" would only swap two equal pieces. (A page
  may show the options on each of the alike vehicles; the engine lists them once.)
* A destination is offered only when at least one of its items can be sold right now
  (the rulebook: "You may only place a Travel Destination Tile on one of your Vehicles
  if you immediately sell at least one of the depicted items").
* The ``sell`` decision offers no any-time abilities: "you must use it immediately".
  Exchanges (Peat Boat, dark green houses) are made before loading the tile.
* Each item is sold at most once; a choice inside an item (which animal, which Wear,
  which Field, which Moor) is part of its key. When no further item can be sold the
  visit ends by itself; ``done`` ends it early once something was sold.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from ..data.destinations import (
    ANY_ANIMAL,
    ANY_WEAR,
    DESTINATIONS,
    FIELD,
    FOOD_CAP,
    MOOR,
    PAIR_SAME_ANIMAL,
    PEAT_BOAT,
    PLOW,
    SaleItem,
)
from ..decisions import ANYTIME, Option, Step
from ..goods import CostPairs, can_pay, can_pay_any, describe, gain, pay
from ..state import Equipment, GameState, Moor, PlayerState
from ..vehicles import (
    EQUIPMENT,
    LOAD_EXTRA_COST,
    LOAD_SIZE,
    LOAD_UPGRADE,
    VEHICLE_SPACES,
    fits_more,
)
from .common import equipment_id, equipment_index, label, log, push, remove_tile, return_equipment
from .registry import WORK, anytime, applies, decision

DEST = "dest:"

# The goods a player may load, in canonical order (Peat only with the Loading Station).
LOADABLE_GOODS: tuple[str, ...] = ("wood", "clay", "linen", "woolen", "leather")
LOADING_STATION = "loading_station"
_SIZES: tuple[int, ...] = tuple(sorted(set(LOAD_SIZE.values())))
_NOTHING: Mapping[str, int] = MappingProxyType({})
_CHOICE_SPECIALS: frozenset[str] = frozenset((ANY_ANIMAL, PAIR_SAME_ANIMAL, ANY_WEAR))

# Which component choices an item offers (key part -> label).
FIELD_FACES: Mapping[str, str] = MappingProxyType({"grain": "grain_field", "flax": "flax_field"})


def item_size(item: str) -> int:
    """Vehicle units of a loaded item: a good (upgraded name) or ``dest:<key>``."""
    return LOAD_SIZE[item[len(DEST):] if item.startswith(DEST) else item]


def vehicle_label(p: PlayerState, index: int) -> str:
    ident = equipment_id(p, index)
    kind = p.barn[index].kind
    return f"{EQUIPMENT[kind].label} {ident[len(kind):]}"


def _vehicle_classes(p: PlayerState) -> list[tuple[str, int, frozenset[int]]]:
    """(kind, ordinal among that kind, tile sizes that still fit) of the first vehicle
    of each equivalence class (same kind, same loaded sizes) with room left."""
    out: list[tuple[str, int, frozenset[int]]] = []
    seen: set[tuple[str, tuple[int, ...]]] = set()
    counts: dict[str, int] = {}
    for piece in p.barn:
        kind = piece.kind
        n = counts[kind] = counts.get(kind, 0) + 1
        if kind not in VEHICLE_SPACES:
            continue
        sizes = tuple(sorted(item_size(x) for x in piece.load)) if piece.load else ()
        sig = (kind, sizes)
        if sig not in seen:
            seen.add(sig)
            fit = _room(kind, sizes)
            if fit:
                out.append((kind, n, fit))
    return out


@lru_cache(maxsize=1024)
def _room(kind: str, sizes: tuple[int, ...]) -> frozenset[int]:
    """The tile sizes that still fit on vehicle ``kind`` carrying ``sizes``."""
    return frozenset(n for n in _SIZES if fits_more(kind, sizes, n))


# ---------------------------------------------------------------------------- sales


def _moor_choices(p: PlayerState) -> list[tuple[str, int]]:
    """Distinct Moor tiles: (key part, index in ``p.moors``)."""
    out: list[tuple[str, int]] = []
    seen: set[str] = set()
    for i, m in enumerate(p.moors):
        part = _moor_part(m)
        if part not in seen:
            seen.add(part)
            out.append((part, i))
    return out


def _moor_part(m: Moor) -> str:
    if m.small:
        return "small"
    return f"dehydrated{m.peat}" if m.dehydrated else "hydrated"


def _moor_text(m: Moor) -> str:
    if m.small:
        what = "the small Moor"
    elif m.dehydrated:
        what = "a dehydrated Moor"
    else:
        what = "a hydrated Moor"
    return what + (f" ({m.peat} Peat on it, lost)" if m.peat else "")


def _food_text(p: PlayerState, food: int) -> str:
    if not food:
        return "no Food"
    room = FOOD_CAP - p.goods["food"]
    if food > room:
        return f"{food} Food (only {max(0, room)} fit: Food is capped at {FOOD_CAP})"
    return f"{food} Food"


def sales(state: GameState, player: int, dest: str,
          sold: tuple[str, ...] = ()) -> list[tuple[str, str, SaleItem, str]]:
    """(key, label, item, choice) of every sale possible now at ``dest``, table order.

    ``choice`` is the variant part of the key (which animal, Wear, Field or Moor), or
    ``""`` for items without a choice.
    """
    p = state.players[player]
    out: list[tuple[str, str, SaleItem, str]] = []
    for item in DESTINATIONS[dest].items:
        if item.key in sold:
            continue
        food = _food_text(p, item.food)
        base = f"sell:{item.key}"
        sp = item.special
        if sp == FIELD:
            for part, face in FIELD_FACES.items():
                if p.tiles.get(face, 0):
                    out.append((f"{base}:{part}",
                                f"Remove a {label(part)} Field from your Home Board for {food}",
                                item, part))
        elif sp in (PLOW, PEAT_BOAT):
            if any(e.kind == sp and not e.load for e in p.barn):
                out.append((base, f"Return a {EQUIPMENT[sp].label} from your Barn for {food}",
                            item, ""))
        elif sp == MOOR:
            for part, i in _moor_choices(p):
                out.append((f"{base}:{part}",
                            f"Remove {_moor_text(p.moors[i])} from your Home Board ({food})",
                            item, part))
        elif sp in (ANY_ANIMAL, PAIR_SAME_ANIMAL, ANY_WEAR):
            for cost in item.payments:
                if can_pay(p, cost):
                    part = next(g for g in cost if g not in item.pay)
                    n = cost[part]
                    what = f"{n} {label(part)}" if n > 1 else label(part)
                    out.append((f"{base}:{part}", f"Sell {what} ({item.label}) for {food}",
                                item, part))
        elif can_pay(p, item.pay):
            out.append((base, f"Sell {item.label} for {food}", item, ""))
    return out


# Per destination, per item: (special, its goods payments as (good, n) pairs) - the
# table in a form that is quick to test at every worker turn.
_CHECKS: Mapping[str, tuple[tuple[str, CostPairs], ...]] = MappingProxyType({
    d.key: tuple((it.special, tuple(tuple(c.items()) for c in it.payments)) for it in d.items)
    for d in DESTINATIONS.values()
})


def can_sell(p: PlayerState, dest: str) -> bool:
    """Could at least one item of ``dest`` be sold now? (A fast form of :func:`sales`,
    asked at every worker turn.)"""
    for special, costs in _CHECKS[dest]:
        if not special or special in _CHOICE_SPECIALS:
            if can_pay_any(p, costs):
                return True
        elif special == FIELD:
            if p.fields():
                return True
        elif special == MOOR:
            if p.moors:
                return True
        elif any(e.kind == special and not e.load for e in p.barn):  # Plow, Peat Boat
            return True
    return False


def _sell_prompt(state: GameState, step: Step) -> str:
    d = DESTINATIONS[str(step.args["dest"])]
    if step.args["sold"]:
        return f"{d.name}: sell another item, or leave"
    return f"{d.name}: sell at least one item"


@decision("sell", _sell_prompt, auto_single=True, anytime=False)
def sell_options(state: GameState, step: Step) -> list[Option]:
    """The items still for sale ("Sell 1 to N of the depicted items"); ``done`` once
    one is sold. No option left: the visit is over (the engine pops the step)."""
    d = DESTINATIONS[str(step.args["dest"])]
    sold = tuple(step.args["sold"])
    if len(sold) >= d.max_items:
        return []
    out = [Option(k, text) for k, text, _, _ in sales(state, step.player, d.key, sold)]
    if out and len(sold) >= d.min_items:
        out.append(Option("done", f"Leave {d.name}"))
    return out


@applies("sell")
def sell_apply(state: GameState, step: Step, key: str) -> None:
    if key == "done":
        state.stack.pop()
        return
    player = step.player
    dest = str(step.args["dest"])
    _, text, item, part = next(s for s in sales(state, player, dest, tuple(step.args["sold"]))
                               if s[0] == key)
    p = state.players[player]
    sp = item.special
    if sp == FIELD:
        remove_tile(state, player, FIELD_FACES[part])
    elif sp in (PLOW, PEAT_BOAT):
        i = next(i for i, e in enumerate(p.barn) if e.kind == sp and not e.load)
        return_equipment(state, player, i)
    elif sp == MOOR:
        i = dict(_moor_choices(p))[part]
        del p.moors[i]
    elif part:
        pay(p, next(c for c in item.payments if part in c and part not in item.pay))
    else:
        pay(p, item.pay)
    gain(p, "food", item.food)  # capped at 30: "any excess Food is lost"
    step.args["sold"] = (*step.args["sold"], item.key)
    log(state, player, f"{DESTINATIONS[dest].name}: {text[0].lower()}{text[1:]}")


# -------------------------------------------------------------------------- loading


def _load_text(part: str) -> str:
    """The option label of loading ``part``; ``{v}`` stands for the vehicle."""
    if part.startswith(DEST):
        d = DESTINATIONS[part[len(DEST):]]
        return f"Travel to {d.name} ({d.size}) on {{v}} and sell there at once"
    if part == "peat":
        return ("Loading Station: load 1 Peat from the general supply onto {v} (yours at "
                "Inventorying)")
    extra = LOAD_EXTRA_COST.get(part)
    paying = f", paying {describe(extra)}" if extra else ""
    return (f"Load {label(part)} onto {{v}}{paying} (becomes {label(LOAD_UPGRADE[part])} "
            "at Inventorying)")


_LOAD_TEXT: Mapping[str, str] = MappingProxyType({
    part: _load_text(part)
    for part in (*LOADABLE_GOODS, "peat", *(DEST + d for d in DESTINATIONS))
})
# (good, size when loaded, extra payment as (good, n) pairs), canonical order.
_GOOD_ROWS: tuple[tuple[str, int, tuple[tuple[str, int], ...]], ...] = tuple(
    (good, LOAD_SIZE[LOAD_UPGRADE[good]], tuple(LOAD_EXTRA_COST.get(good, _NOTHING).items()))
    for good in LOADABLE_GOODS)


def _load_items(p: PlayerState, room: frozenset[int]) -> list[tuple[str, int]]:
    """(item key part, size) of everything the player could load now onto a vehicle
    with room for a tile of a size in ``room``, canonical order."""
    g = p.goods
    out: list[tuple[str, int]] = []
    for good, size, extra in _GOOD_ROWS:
        if size in room and g[good] >= 1 and (not extra or all(g[x] >= n for x, n in extra)):
            out.append((good, size))
    if 1 in room and LOADING_STATION in p.buildings:
        out.append(("peat", LOAD_SIZE["peat"]))
    for dest in p.destinations:  # the unused tiles, kept in table order
        size = LOAD_SIZE[dest]
        if size in room and can_sell(p, dest):
            out.append((DEST + dest, size))
    return out


@lru_cache(maxsize=4096)
def _load_option(kind: str, n: int, part: str) -> Option:
    """The option of loading ``part`` onto the ``n``-th vehicle of ``kind`` (immutable,
    so it is made once)."""
    return Option(f"load:{kind}{n}:{part}",
                  _LOAD_TEXT[part].format(v=f"{EQUIPMENT[kind].label} {n}"), ANYTIME)


def load_options(state: GameState, player: int, context: str) -> list[Option]:
    """Every distinct load now: vehicle (barn order, equivalent ones once) × item.

    Offered in the Work Phase only (see its registration) and only the deciding
    player's own vehicles. Asked at every worker turn,
    so it first works out which tile sizes fit anywhere and stops early.
    """
    p = state.players[player]
    if not p.barn:
        return []
    classes = _vehicle_classes(p)
    if not classes:
        return []
    room = frozenset().union(*(fit for _, _, fit in classes))
    items = _load_items(p, room)
    return [_load_option(kind, n, part)
            for kind, n, fit in classes for part, size in items if size in fit]


def load_apply(state: GameState, player: int, key: str) -> None:
    _, ident, part = key.split(":", 2)
    p = state.players[player]
    index = equipment_index(p, ident)
    piece = p.barn[index]
    where = vehicle_label(p, index)
    if part.startswith(DEST):
        dest = part[len(DEST):]
        p.destinations.remove(dest)
        p.barn[index] = Equipment(piece.kind, (*piece.load, part))
        log(state, player, f"loaded {DESTINATIONS[dest].name} onto {where}")
        push(state, "sell", player, dest=dest, sold=())
        return
    if part == "peat":  # Loading Station: from the general supply
        p.barn[index] = Equipment(piece.kind, (*piece.load, "peat"))
        log(state, player, f"loaded 1 Peat from the general supply onto {where}")
        return
    p.goods[part] -= 1
    pay(p, LOAD_EXTRA_COST.get(part, _NOTHING))
    p.barn[index] = Equipment(piece.kind, (*piece.load, LOAD_UPGRADE[part]))
    log(state, player, f"loaded {label(part)} onto {where}")


def _visit(key: str) -> bool:
    """Only a visit (a destination tile) gives something: Food, at once."""
    return ":" + DEST in key


# "At any time during the Work Phase, you can load your Vehicles."
anytime("load", load_options, load_apply, opens=_visit, contexts=(WORK,), equipment=True)

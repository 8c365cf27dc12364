"""Shared procedures: paying, cutting peat, housing animals, tiles, dikes, tools, barn.

Rulebook sections: "Features of Your Home Board" (moors, dikes), "Animal Husbandry
Rules", "Limited Components", "Space is limited in the barn", "The Action Spaces"
(general rules for paying and taking).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache
from itertools import product

from ..animals import Housing, keep_options
from ..data.board import (
    GOOD_LABELS,
    LAND_TILES,
    MAX_DIKE_MOVES,
    MOOR_PEAT,
)
from ..data.tools import TOOLS
from ..data.variants import VARIANTS, Variant
from ..decisions import Option, Step
from ..goods import Payment, describe, pay, payment_key, payment_of, payments_any
from ..state import ANIMAL_KINDS, Equipment, GameState, Moor, PlayerState
from ..vehicles import EQUIPMENT, barn_fits, discard_choices
from .registry import applies, decision

# ---------------------------------------------------------------------------- basics


def variant(state: GameState) -> Variant:
    return VARIANTS[state.setup.variant]


def name(state: GameState, player: int) -> str:
    return state.setup.names[player]


def log(state: GameState, player: int, text: str) -> None:
    state.log.append((player, text))


def scratch(state: GameState, player: int, stack: list[Step]) -> GameState:
    """A throw-away copy to try a move on: the player's own state and the supply are
    copied, everything a player's move never changes is shared, no log. ``stack``: the
    steps to copy onto it."""
    players = list(state.players)
    players[player] = players[player].copy()
    # positional, in field order (quicker than keywords: made at every look-ahead node)
    return GameState(state.setup, players, dict(state.supply), state.board_buildings,
                     state.half_year, state.stage, state.start_player, state.turn_order,
                     state.turn_idx, state.occupied, state.special_by,
                     [Step(s.kind, s.player, dict(s.args)) for s in stack], [],
                     state.next_start_player)


def push(state: GameState, kind: str, player: int, /, **args: object) -> None:
    state.stack.append(Step(kind, player, args))  # ``args`` is a new dict of its own


def push_all(state: GameState, steps: Sequence[tuple[str, int, dict[str, object]]]) -> None:
    """Push steps so that they run in the given order."""
    for kind, player, args in reversed(steps):
        state.stack.append(Step(kind, player, dict(args)))


def label(good: str) -> str:
    return GOOD_LABELS.get(good, good)


def plural(n: int, word: str) -> str:
    """``1 Dike``, ``2 Dikes``: a count with its noun."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# ------------------------------------------------- a step repeated until the player stops

STOP = "done"  # the key that ends a repeated step (Butcher, Master, Smithy ...)


@cache
def stop_option(text: str) -> Option:
    return Option(STOP, text)


def or_stop(options: Sequence[Option], text: str = "Stop") -> list[Option]:
    """A repeated step's options: its choices, then stopping; none at all when nothing is
    left to choose (the engine then ends the step)."""
    return [*options, stop_option(text)] if options else []


def stopped(state: GameState, key: str) -> bool:
    """Did the player stop the repeated step? It is taken off the stack then."""
    if key != STOP:
        return False
    state.stack.pop()
    return True


def count_down(state: GameState, step: Step, end: bool = True) -> None:
    """One use of the step's counter ``left``; with ``end`` the step ends at the last one
    (else its options say there is nothing left)."""
    step.args["left"] = int(step.args["left"]) - 1
    if end and step.args["left"] <= 0:
        state.stack.pop()


# --------------------------------------------------------------------------- housing


def housing(p: PlayerState) -> Housing:
    """Where animals can live: 5 dikes, empty land, Stalls (a Double Stall is 2), Stables,
    Parks (rulebook "Animal Husbandry Rules")."""
    t = p.tiles
    # positional (dikes, pastures, stalls, stables, parks): made at every engine step
    return Housing(5, max(0, p.empty_land()), t.get("stall", 0) + 2 * t.get("double_stall", 0),
                   t.get("stable", 0), t.get("park", 0))


def herd_text(herd: tuple[int, ...]) -> str:
    parts = [f"{n} {label(k)}" for k, n in zip(ANIMAL_KINDS, herd, strict=True) if n]
    return ", ".join(parts) if parts else "no animals"


@decision("release", "Your animals do not all fit: choose which to keep", auto_single=True,
          reconsider=("use",), outcome=lambda s, st, key: tuple(
              int(x) for x in key.split(":")[1].split(",")))
def release_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    herd = p.herd()
    out = []
    for keep in keep_options(housing(p), herd):
        lost = tuple(h - k for h, k in zip(herd, keep, strict=True))
        out.append(Option("keep:" + ",".join(map(str, keep)),
                          f"Keep {herd_text(keep)} (release {herd_text(lost)})"))
    return out


@applies("release")
def release_apply(state: GameState, step: Step, key: str) -> None:
    p = state.players[step.player]
    keep = [int(x) for x in key.split(":")[1].split(",")]
    lost = tuple(h - k for h, k in zip(p.herd(), keep, strict=True))
    for kind, n in zip(ANIMAL_KINDS, keep, strict=True):
        p.goods[kind] = n
    state.stack.pop()
    log(state, step.player, f"released {herd_text(lost)} (no room)")


# --------------------------------------------------------------------------- paying

Purchase = Callable[[GameState, int, str], None]
PURCHASES: dict[str, Purchase] = {}


def purchase(purpose: str) -> Callable[[Purchase], Purchase]:
    def deco(fn: Purchase) -> Purchase:
        PURCHASES[purpose] = fn
        return fn

    return deco


def buy(state: GameState, player: int, purpose: str, target: str,
        costs: Sequence[Mapping[str, int]], substitute: bool = True) -> None:
    """Queue paying one of ``costs`` then receiving ``target`` for ``purpose``.

    The player is asked only when there are several distinct ways to pay.
    """
    frozen = tuple(tuple(sorted(c.items())) for c in costs)
    push(state, "pay", player, purpose=purpose, target=target, costs=frozen,
         substitute=substitute)


def cost_options(p: PlayerState, costs: Sequence[Mapping[str, int]],
                 substitute: bool = True) -> list[Payment]:
    return payments_any(p, costs, substitute)


def _pay_prompt(state: GameState, step: Step) -> str:
    what = _purchase_name(str(step.args["purpose"]), str(step.args["target"]))
    return f"How do you pay for {what}?"


def _purchase_name(purpose: str, target: str) -> str:
    from ..data.buildings import BUILDINGS
    from ..data.tools import TOOLS

    if purpose == "building":
        return f"the {BUILDINGS[target].name}"
    if purpose == "tool":
        return f"moving your {TOOLS[target].label}"
    if purpose == "equipment":
        return f"the {EQUIPMENT[target].label}"
    if purpose == "stable":
        return "the Stables"
    return f"the {target.replace('_', ' ').title()}"


@decision("pay", _pay_prompt, auto_single=True, keep_open=True)
def pay_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    costs = [dict(c) for c in step.args["costs"]]
    return [_pay_option(x) for x in payments_any(p, costs, bool(step.args["substitute"]))]


@lru_cache(maxsize=1024)
def _pay_option(payment: Payment) -> Option:
    """The option of paying ``payment`` (immutable, so it is made once)."""
    return Option("pay:" + payment_key(payment), "Pay " + describe(payment))


@applies("pay")
def pay_apply(state: GameState, step: Step, key: str) -> None:
    pay(state.players[step.player], payment_of(key[len("pay:"):]))  # a listed way to pay
    state.stack.pop()
    PURCHASES[str(step.args["purpose"])](state, step.player, str(step.args["target"]))


# ------------------------------------------------------------------------ cut peat


def cut_one(state: GameState, player: int, index: int) -> None:
    """Take 1 Peat off moor ``index``; an emptied moor leaves the board at once
    (rulebook "Cutting Peat in the Moor Area")."""
    p = state.players[player]
    moor = p.moors[index]
    peat = moor.peat - 1
    p.goods["peat"] += 1
    if peat:
        p.moors[index] = Moor(moor.spaces, moor.dehydrated, peat)
    else:
        del p.moors[index]
        log(state, player, "emptied a moor: it leaves the board, freeing land")


def moor_name(m: object) -> str:
    return "the small moor" if getattr(m, "small", False) else "a moor"


Cut = tuple[int, ...]  # Peat cut from each moor, in the player's moor order


def cut_choices(p: PlayerState, n: int, optional: bool) -> list[Cut]:
    """Every distinct way to cut ``n`` Peat (fewer if the moors hold less; any number
    down to none if ``optional``), the sensible default first: the most Peat, then the
    most land freed (an emptied moor "leaves the board at once"), then the moors that
    are emptiest. Moors alike (size, side, Peat) are interchangeable, so only distinct
    results are listed."""
    moors = p.moors
    most = min(n, sum(m.peat for m in moors))
    out: dict[tuple[tuple[int, bool, int], ...], Cut] = {}
    for cut in product(*(range(min(m.peat, most) + 1) for m in moors)):
        total = sum(cut)
        if total > most or (total < most and not optional):
            continue
        left = tuple(sorted((m.spaces, m.dehydrated, m.peat - c)
                            for m, c in zip(moors, cut, strict=True) if m.peat - c or not c))
        out.setdefault(left, cut)

    def rank(cut: Cut) -> tuple[int, int, tuple[int, ...]]:
        freed = sum(m.spaces for m, c in zip(moors, cut, strict=True) if c and c == m.peat)
        return (-sum(cut), -freed, tuple(-c for c in cut))

    return sorted(out.values(), key=rank)


def cut_key(cut: Cut) -> str:
    """``cut:0,0,2``: one moor index per Peat cut; ``done``: none."""
    idx = [str(i) for i, c in enumerate(cut) for _ in range(c)]
    return "cut:" + ",".join(idx) if idx else "done"


def _cut_text(p: PlayerState, cut: Cut) -> str:
    total = sum(cut)
    if not total:
        return "Cut no Peat"
    parts = []
    for m, c in zip(p.moors, cut, strict=True):
        if c:
            gone = f" (emptied: frees {plural(m.spaces, 'space')})" if c == m.peat else ""
            parts.append(f"{c} from {moor_name(m)} with {m.peat}{gone}")
    return f"Cut {total} Peat: " + ", ".join(parts)


def cut_peat(state: GameState, player: int, n: int, optional: bool) -> None:
    """Queue cutting ``n`` Peat as one decision (how many, from which moors).
    ``optional``: the player may cut fewer (printed rules); Yucata's rules always cut as
    many as possible."""
    if n > 0:
        may_stop = optional and variant(state).cut_peat_choose_count
        push(state, "cut_peat", player, left=n, optional=may_stop)


@decision("cut_peat", lambda s, st: f"Cut Peat: up to {st.args['left']} from your moors",
          auto_single=True)
def cut_peat_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    if not any(m.peat for m in p.moors):
        return []
    return list(_cut_options(tuple((m.spaces, m.dehydrated, m.peat) for m in p.moors),
                             int(step.args["left"]), bool(step.args["optional"])))


@lru_cache(maxsize=1024)
def _cut_options(moors: tuple[tuple[int, bool, int], ...], n: int,
                 optional: bool) -> tuple[Option, ...]:
    """The options depend on the moors alone: built once per moor layout."""
    p = PlayerState(moors=[Moor(*m) for m in moors])
    return tuple(Option(cut_key(c), _cut_text(p, c)) for c in cut_choices(p, n, optional))


@applies("cut_peat")
def cut_peat_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    if key == "done":
        return
    # highest index first: an emptied moor leaves the list
    cuts = sorted((int(x) for x in key.split(":")[1].split(",")), reverse=True)
    for i in cuts:
        cut_one(state, step.player, i)
    log(state, step.player, f"cut {len(cuts)} Peat")


# -------------------------------------------------------------------- tiles & land


def supply_group(face: str) -> str:
    if face in LAND_TILES:
        return LAND_TILES[face][1]
    return EQUIPMENT[face].supply


def can_place(state: GameState, player: int, face: str) -> bool:
    """A new Field, Forest or Stall needs an empty Land Space and a tile in the supply."""
    p = state.players[player]
    return p.empty_land() > 0 and state.supply[supply_group(face)] > 0


def place_tile(state: GameState, player: int, face: str) -> None:
    p = state.players[player]
    state.supply[supply_group(face)] -= 1
    p.tiles[face] = p.tiles.get(face, 0) + 1


def remove_tile(state: GameState, player: int, face: str) -> None:
    p = state.players[player]
    p.tiles[face] -= 1
    state.supply[supply_group(face)] += 1


def add_dikes(state: GameState, player: int, n: int) -> int:
    """Move ``n`` dikes up (rulebook "Dike Building"); moves beyond the 7th change nothing."""
    p = state.players[player]
    before = p.dike_moves
    p.dike_moves = min(MAX_DIKE_MOVES, before + n)
    return p.dike_moves - before


def dehydrate(state: GameState, player: int) -> bool:
    """Flip a hydrated moor and put exactly 4 Peat on it (Colonist; Warden)."""
    moors = state.players[player].moors
    for i, m in enumerate(moors):
        if not m.dehydrated:
            moors[i] = Moor(m.spaces, True, MOOR_PEAT)
            return True
    return False


def tool_up(state: GameState, player: int, tool: str, n: int = 1) -> int:
    """Move a tool indicator up to ``n`` spaces right for free; returns spaces moved."""
    p = state.players[player]
    before = p.tools[tool]
    p.tools[tool] = min(TOOLS[tool].last, before + n)
    return p.tools[tool] - before


# --------------------------------------------------------------------------- barn


def barn_kinds(p: PlayerState) -> tuple[str, ...]:
    return tuple(e.kind for e in p.barn)


def equipment_id(p: PlayerState, index: int) -> str:
    kind = p.barn[index].kind
    n = sum(1 for e in p.barn[: index + 1] if e.kind == kind)
    return f"{kind}{n}"


def equipment_index(p: PlayerState, ident: str) -> int:
    for i in range(len(p.barn)):
        if equipment_id(p, i) == ident:
            return i
    raise ValueError(f"no equipment {ident}")


def can_house_equipment(state: GameState, player: int, kind: str) -> bool:
    """A new piece needs a tile in the supply and room in the barn, possibly after
    returning an empty piece first."""
    p = state.players[player]
    if state.supply[EQUIPMENT[kind].supply] <= 0:
        return False
    return barn_fits_with(p, kind) or bool(_discardable(state, player, kind))


def barn_fits_with(p: PlayerState, kind: str) -> bool:
    kinds = (*barn_kinds(p), kind)
    small = sum(1 for k in kinds if EQUIPMENT[k].category != "large_vehicle")
    return barn_fits(small, len(kinds) - small)


def _discardable(state: GameState, player: int, kind: str) -> list[int]:
    """Barn pieces the player may return to make room for ``kind`` (empty ones only:
    a loaded vehicle is busy until its tiles are unloaded at Inventorying)."""
    p = state.players[player]
    if barn_fits_with(p, kind):
        return []
    rule = "yucata" if variant(state).barn_discard_any_size else "printed"
    kinds = discard_choices(barn_kinds(p), kind, rule) or []
    return [i for i, e in enumerate(p.barn) if e.kind in kinds and not e.load]


def make_room_then(state: GameState, player: int, kind: str) -> None:
    """Queue "return a piece of equipment" if the barn is full (before the purchase that
    was pushed below it)."""
    if not barn_fits_with(state.players[player], kind):
        push(state, "discard", player, kind=kind)


@decision("discard", lambda s, st: "Your barn is full: return a piece of equipment to the "
          f"supply to make room for the {EQUIPMENT[st.args['kind']].label}", auto_single=True)
def discard_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    out: list[Option] = []
    seen: set[str] = set()
    for i in _discardable(state, step.player, str(step.args["kind"])):
        if p.barn[i].kind not in seen:
            seen.add(p.barn[i].kind)
            out.append(Option(f"discard:{equipment_id(p, i)}",
                              f"Return a {EQUIPMENT[p.barn[i].kind].label}"))
    return out


@applies("discard")
def discard_apply(state: GameState, step: Step, key: str) -> None:
    p = state.players[step.player]
    i = equipment_index(p, key.split(":")[1])
    return_equipment(state, step.player, i)
    state.stack.pop()


def return_equipment(state: GameState, player: int, index: int) -> None:
    p = state.players[player]
    piece = p.barn.pop(index)
    state.supply[EQUIPMENT[piece.kind].supply] += 1
    log(state, player, f"returned a {EQUIPMENT[piece.kind].label} to the supply")


def add_equipment(state: GameState, player: int, kind: str) -> bool:
    """Put a new piece in the barn if the supply has one and the barn has room."""
    p = state.players[player]
    if state.supply[EQUIPMENT[kind].supply] <= 0 or not barn_fits_with(p, kind):
        return False
    state.supply[EQUIPMENT[kind].supply] -= 1
    p.barn.append(Equipment(kind))
    return True


@purchase("equipment")
def buy_equipment(state: GameState, player: int, kind: str) -> None:
    if add_equipment(state, player, kind):
        log(state, player, f"built a {EQUIPMENT[kind].label}")


# ----------------------------------------------------------------------- animals


def take_animal(state: GameState, player: int, kinds: Sequence[str] = ANIMAL_KINDS) -> None:
    """Queue "take 1 Animal" of one of ``kinds`` (one kind: no question)."""
    if len(kinds) == 1:
        state.players[player].goods[kinds[0]] += 1
    else:
        push(state, "take_animal", player, kinds=tuple(kinds))


@decision("take_animal", "Take which animal?")
def take_animal_options(state: GameState, step: Step) -> list[Option]:
    return [Option(k, f"Take 1 {label(k)}") for k in step.args["kinds"]]


@applies("take_animal")
def take_animal_apply(state: GameState, step: Step, key: str) -> None:
    state.players[step.player].goods[key] += 1
    state.stack.pop()
    log(state, step.player, f"took 1 {label(key)}")

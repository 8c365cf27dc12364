"""Buildings: buying one, and the abilities of all 31 (rulebook "Index of Building Tiles").

* ``building_options``/``choose_building``: the "build a Building" part of the
  Forester, Carpenter, Builder, Wood Trader and Laborer (↻2). "Place the new tile on
  an empty Land Space of your Home Board": without one, no building is offered.
* Effects are a table row (:data:`REWARDS`: goods, free tool moves, dikes, "Cut Peat"
  actions, and rewards *per* thing counted) where the rulebook's text is one, plus a small
  function (:data:`EFFECTS`) where the player is asked something or a rule needs code.
* Yellow, orange, blue and red buildings act once, when built. The light green houses
  act "before November" (``before_november`` step; the player orders them when owning
  several). The dark green houses are any-time abilities (:data:`USES`, option keys
  ``use:<building>``), offered whenever they can be used; the Loading Station's Peat is
  loaded like any good (``load:<vehicle>:peat``, :mod:`arle_core.steps.travel`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from types import MappingProxyType

from ..data.buildings import BEFORE_NOVEMBER, BUILDINGS, IMMEDIATE, building_costs
from ..data.variants import VARIANTS, Variant
from ..decisions import ANYTIME, Option, Step
from ..goods import CostPairs, can_pay_any, describe, gain
from ..state import Equipment, GameState, PlayerState
from ..vehicles import EQUIPMENT
from .common import (
    add_dikes,
    add_equipment,
    barn_fits_with,
    buy,
    can_place,
    count_down,
    cut_peat,
    discard_options,
    equipment_id,
    equipment_index,
    label,
    log,
    or_stop,
    place_tile,
    plural,
    purchase,
    push,
    remove_tile,
    return_equipment,
    stopped,
    take_animal,
    tool_up,
    variant,
)
from .registry import anytime, applies, auto, decision, effect_registry


def costs_of(state: GameState, key: str) -> tuple[dict[str, int], ...]:
    v = variant(state)
    return tuple(dict(c) for c in building_costs(key, v.weaving_mill_alt))


def building_options(state: GameState, player: int) -> list[Option]:
    """Buildings still on the game board that the player can pay for and place."""
    p = state.players[player]
    if p.empty_land() <= 0:
        return []
    alt = variant(state).weaving_mill_alt
    return [_BUILD[key] for key in state.board_buildings
            if can_pay_any(p, _cost_pairs(key, alt))]


@cache
def _cost_pairs(key: str, weaving_mill_alt: str) -> CostPairs:
    """:func:`building_costs` as (good, count) pairs, read once."""
    return tuple(tuple(cost.items()) for cost in building_costs(key, weaving_mill_alt))


# Options are immutable: one per building, made once.
_BUILD: dict[str, Option] = {
    key: Option(f"build:{key}", f"Build the {b.name} ({b.cost_text}; {b.vp} VP)")
    for key, b in BUILDINGS.items()}


def choose_building(state: GameState, player: int, key: str) -> None:
    bkey = key.split(":", 1)[1]
    buy(state, player, "building", bkey, costs_of(state, bkey), substitute=False)


@purchase("building")
def place_building(state: GameState, player: int, key: str) -> None:
    state.board_buildings.remove(key)
    state.players[player].buildings.append(key)
    log(state, player, f"built the {BUILDINGS[key].name}")
    if BUILDINGS[key].timing == IMMEDIATE:
        run_effect(state, player, key)


@purchase("stall")
def buy_stall(state: GameState, player: int, target: str) -> None:
    place_tile(state, player, "stall")
    log(state, player, "built a Stall")


@purchase("stable")
def buy_stable(state: GameState, player: int, target: str) -> None:
    """Exchange ``target`` (a count) Stalls for Stables (the Stalls go back to the supply)."""
    n = int(target)
    for _ in range(n):
        remove_tile(state, player, "stall")
        place_tile(state, player, "stable")
    log(state, player, "turned a Stall into a Stable" if n == 1
        else f"turned {n} Stalls into Stables")


# ------------------------------------------------------------------ rewards (data)

_NONE: Mapping[str, int] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Reward:
    """A reward as data: goods, free Tool moves ("up to" n spaces right), Dikes, and
    "Cut Peat" actions (always off the player's own moors, never from the supply).

    ``per`` rewards are counted after everything else is received and the animals are
    housed ("receive 1 Cattle, and afterwards, 1 Cut Peat action per Cattle you have").
    """

    goods: Mapping[str, int] = field(default_factory=lambda: _NONE)
    tools: Mapping[str, int] = field(default_factory=lambda: _NONE)
    dikes: int = 0
    cut: int = 0
    may_stop: bool = True  # "you may cut": the player may stop cutting (printed rules)
    per: tuple[tuple[str, Reward], ...] = ()


def _row(goods: Mapping[str, int] = _NONE, tools: Mapping[str, int] = _NONE, dikes: int = 0,
         cut: int = 0, may_stop: bool = True,
         per: tuple[tuple[str, Reward], ...] = ()) -> Reward:
    return Reward(MappingProxyType(dict(goods)), MappingProxyType(dict(tools)), dikes, cut,
                  may_stop, per)


# What a ``per`` reward counts on the player's board.
COUNTS: Mapping[str, Callable[[PlayerState], int]] = MappingProxyType({
    "forest": lambda p: p.tiles.get("forest", 0),
    "fish_trap": lambda p: p.tool("fish_traps"),
    "horse": lambda p: p.goods["horse"],
    "cattle": lambda p: p.goods["cattle"],
    "peat_boat": lambda p: p.count_equipment("peat_boat"),
    "plow": lambda p: p.count_equipment("plow"),
    # "Double Stalls are considered 2 separate Stalls"
    "stall": lambda p: p.tiles.get("stall", 0) + 2 * p.tiles.get("double_stall", 0),
    "stable": lambda p: p.tiles.get("stable", 0),
})

REWARDS: Mapping[str, Reward] = MappingProxyType({
    # Farmer's House: "you receive 1 Clay. Additionally, you may cut 1 Peat".
    "farmers_house": _row(goods={"clay": 1}, cut=1),
    # Novice's Hut: "you receive 1 Grain and 1 Dike".
    "novices_hut": _row(goods={"grain": 1}, dikes=1),
    # Workshop: "you receive 1 Wood and 1 "Master" action" (the action: EFFECTS).
    "workshop": _row(goods={"wood": 1}),
    # Turnery: "per Forest you have, receive 1 Wood and 2 "Cut Peat" actions".
    "turnery": _row(per=(("forest", _row(goods={"wood": 1}, cut=2)),)),
    # Smokehouse: "receive 1 "Cut Peat" action per Fish Trap you have".
    "smokehouse": _row(per=(("fish_trap", _row(cut=1)),)),
    # Weaving Mill: "receive 1 Winter Wear and move your Weaving Loom Tool Indicator (up
    # to) 2 spaces to the right for free".
    "weaving_mill": _row(goods={"winter_wear": 1}, tools={"weaving_looms": 2}),
    # Textile House: "receive 1 Linen, 1 Woolen, and 1 Leather".
    "textile_house": _row(goods={"linen": 1, "woolen": 1, "leather": 1}),
    # Saddlery: "receive 1 "Cut Peat" action per Horse you have. ... Afterwards, move your
    # Fleshing Beam Tool Indicator 1 space to the right for free" (independent parts).
    "saddlery": _row(tools={"fleshing_beams": 1}, per=(("horse", _row(cut=1)),)),
    # Joinery: "receive 2 Peat per Peat Boat you have, and 1 Horse per Plow you have".
    "joinery": _row(per=(("peat_boat", _row(goods={"peat": 2})),
                         ("plow", _row(goods={"horse": 1})))),
    # Waterfront House: "receive 10 Food ..., 2 Dikes ..., and move your Fish Trap Tool
    # Indicator (up to) 3 spaces to the right for free".
    "waterfront_house": _row(goods={"food": 10}, dikes=2, tools={"fish_traps": 3}),
    # Gulf House Inn: "receive 1 Timber per Stall you have, and 1 Brick per Stable".
    "gulf_house_inn": _row(per=(("stall", _row(goods={"timber": 1})),
                                ("stable", _row(goods={"brick": 1})))),
    # Milk House Inn: "receive 1 Cattle, and afterwards, 1 "Cut Peat" action per Cattle".
    "milk_house_inn": _row(goods={"cattle": 1}, per=(("cattle", _row(cut=1)),)),
    # Sluice Yard Inn: "Then take 1 Wood per Fish Trap you have" (the move: EFFECTS).
    "sluice_yard_inn": _row(per=(("fish_trap", _row(goods={"wood": 1})),)),
    # Lütetsburg Castle: "move each of your Tool Indicators for Spades, Pottery Wheels,
    # and Workbenches 1 space to the right for free" (the Forest: EFFECTS).
    "lutetsburg_castle": _row(tools={"spades": 1, "pottery_wheels": 1, "workbenches": 1}),
    # Berum Castle: "move each of your Tool Indicators for Ovens and Weaving Looms 1 space
    # to the right for free" (the Tile Upgrade: EFFECTS).
    "berum_castle": _row(tools={"ovens": 1, "weaving_looms": 1}),
})


def take(state: GameState, player: int, goods: Mapping[str, int]) -> None:
    p = state.players[player]
    got = {g: gain(p, g, n) for g, n in goods.items() if n}
    if any(got.values()):
        log(state, player, "received " + describe(got))


def grant(state: GameState, player: int, r: Reward, times: int = 1) -> None:
    """Give ``r`` (``times`` over, for a count); its ``per`` part is queued to be counted."""
    take(state, player, {g: n * times for g, n in r.goods.items()})
    for tool, n in r.tools.items():
        tool_up(state, player, tool, n * times)
    if r.dikes:
        built = add_dikes(state, player, r.dikes * times)
        if built:
            log(state, player, f"built {plural(built, 'Dike')}")
    if r.per:  # plain values on the stack: (what is counted, goods per one, cuts per one)
        rows = tuple((what, tuple(x.goods.items()), x.cut) for what, x in r.per)
        push(state, "reward_per", player, rows=rows)
    cut_peat(state, player, r.cut * times, optional=r.may_stop)


@auto("reward_per")
def reward_per(state: GameState, step: Step) -> None:
    """Count now (after housing) and give each ``per`` reward that many times."""
    state.stack.pop()
    p = state.players[step.player]
    counted = [(COUNTS[what](p), goods, cut) for what, goods, cut in step.args["rows"]]
    cuts = 0
    for n, goods, cut in counted:
        take(state, step.player, {g: k * n for g, k in goods})
        cuts += cut * n
    cut_peat(state, step.player, cuts, optional=True)


# ------------------------------------------------------------------ effects (code)

EFFECTS, effect = effect_registry(BUILDINGS)


def run_effect(state: GameState, player: int, key: str) -> None:
    """A building's effect: its code part (which may move a tool that the row then
    counts), then its row."""
    if key in EFFECTS:
        EFFECTS[key](state, player)
    if key in REWARDS:
        grant(state, player, REWARDS[key])


@effect("workshop")
def workshop(state: GameState, player: int) -> None:
    """Workshop: "1 "Master" action (i.e. you pay the costs and move exactly one Tool
    Indicator 1 space to the right)"."""
    push(state, "master", player, moved=(), limit=1)


@effect("plow_makers_workshop")
def plow_makers_workshop(state: GameState, player: int) -> None:
    """Plow Maker's Workshop: "you may place 1 Field of your choice on an empty Land Space
    ... You are not required to place a Field"."""
    push(state, "plow_maker", player)


@decision("plow_maker", "Plow Maker's Workshop: place a Field?")
def plow_maker_options(state: GameState, step: Step) -> list[Option]:
    if not can_place(state, step.player, "grain_field"):
        return []
    return [Option("field:grain", "Place a Grain Field"),
            Option("field:flax", "Place a Flax Field"), Option("skip", "No Field")]


@applies("plow_maker")
def plow_maker_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    if key != "skip":
        face = key.split(":")[1] + "_field"
        place_tile(state, step.player, face)
        log(state, step.player, f"placed a {label(face.split('_')[0])} Field")


@effect("smithy")
def smithy(state: GameState, player: int) -> None:
    """Smithy: "you may exchange Peat Boats, Handcarts, and Wagons ... for Plows. Exchange
    at a 1:1 ratio and any number of times. (Return the exchanged pieces of Equipment to
    the Supply Board.)" """
    push(state, "smithy", player)


SMITHY_KINDS = ("peat_boat", "handcart", "wagon")


def _smithy_can(state: GameState, kind: str) -> bool:
    """A Peat Boat is turned over (Plows are its back); a Handcart or Wagon needs a
    Peat Boat/Plow tile left on the Supply Board ("Limited Components")."""
    return kind == "peat_boat" or state.supply[EQUIPMENT["plow"].supply] > 0


@decision("smithy", "Smithy: exchange small equipment for Plows")
def smithy_options(state: GameState, step: Step) -> list[Option]:
    """Empty pieces only: a loaded vehicle is busy until it is emptied."""
    p = state.players[step.player]
    out: list[Option] = []
    seen: set[str] = set()
    for i, piece in enumerate(p.barn):
        if (piece.kind in SMITHY_KINDS and not piece.load and piece.kind not in seen
                and _smithy_can(state, piece.kind)):
            seen.add(piece.kind)
            out.append(Option(f"exchange:{equipment_id(p, i)}",
                              f"Exchange a {EQUIPMENT[piece.kind].label} for a Plow"))
    return or_stop(out, "Stop exchanging")


@applies("smithy")
def smithy_apply(state: GameState, step: Step, key: str) -> None:
    if stopped(state, key):
        return
    p = state.players[step.player]
    index = equipment_index(p, key.split(":")[1])
    piece = p.barn[index]
    state.supply[EQUIPMENT[piece.kind].supply] += 1
    log(state, step.player, f"exchanged a {EQUIPMENT[piece.kind].label} for a Plow")
    p.barn[index] = Equipment("plow")  # (only an empty piece is exchanged)
    state.supply[EQUIPMENT["plow"].supply] -= 1


# Cooperage: "For 5/10/15 Dairy Animals, you may move each of your six Goods Indicators
# up by 1/2/3 spaces" (Food has two indicators).
COOPERAGE_STEPS: tuple[tuple[int, int], ...] = ((15, 3), (10, 2), (5, 1))
SIX_INDICATORS: Mapping[str, int] = MappingProxyType(
    {"food": 2, "grain": 1, "flax": 1, "hide": 1, "wool": 1})


@effect("cooperage")
def cooperage(state: GameState, player: int) -> None:
    """Cooperage: counted after housing (its tile may cover a pasture, and animals "must
    always be accommodated", Animal Husbandry Rules): the engine settles the release
    before this automatic step runs."""
    push(state, "cooperage", player)


@auto("cooperage")
def cooperage_count(state: GameState, step: Step) -> None:
    """Cooperage: "Dairy Animals are Sheep and Cattle"."""
    state.stack.pop()
    player = step.player
    p = state.players[player]
    dairy = p.goods["sheep"] + p.goods["cattle"]
    k = next((k for n, k in COOPERAGE_STEPS if dairy >= n), 0)
    take(state, player, {g: n * k for g, n in SIX_INDICATORS.items()})


@effect("bakehouse")
def bakehouse(state: GameState, player: int) -> None:
    """Bakehouse: "per Oven you have, you may exchange 2 Grain and 1 Flax for 8 Food"."""
    push(state, "convert", player, conv="bakehouse")


# Mill: "receive 8/10/12 Food if you have 3/5/6 Fields ... both Grain and Flax Fields
# count. (If you have 2 or fewer Fields, you do not receive any Food.)"
MILL_FOOD: tuple[tuple[int, int], ...] = ((6, 12), (5, 10), (3, 8))


@effect("mill")
def mill(state: GameState, player: int) -> None:
    n = state.players[player].fields()
    take(state, player, {"food": next((f for k, f in MILL_FOOD if n >= k), 0)})


@effect("potters_inn")
def potters_inn(state: GameState, player: int) -> None:
    """Potter's Inn: "receive 1 Animal of any type per Pottery Wheel you have. ... You
    must accommodate them on your Home Board immediately." (one choice per animal)"""
    for _ in range(state.players[player].tool("pottery_wheels")):
        take_animal(state, player)


@effect("farmers_inn")
def farmers_inn(state: GameState, player: int) -> None:
    """Farmer's Inn: "you may replace up to 3 of your Fields with Forests. (Return the
    Fields to the Supply Board. Keep in mind there is only a limited supply of Forest
    Tiles.)" """
    push(state, "farmers_inn", player, left=3)


@decision("farmers_inn", "Farmer's Inn: replace Fields with Forests")
def farmers_inn_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    if step.args["left"] <= 0 or not state.supply["forest"]:
        return []
    out = [Option(f"replace:{f}", f"Replace a {label(f.split('_')[0])} Field with a Forest")
           for f in ("grain_field", "flax_field") if p.tiles.get(f, 0)]
    return or_stop(out)


@applies("farmers_inn")
def farmers_inn_apply(state: GameState, step: Step, key: str) -> None:
    if stopped(state, key):
        return
    face = key.split(":")[1]
    remove_tile(state, step.player, face)
    place_tile(state, step.player, "forest")
    log(state, step.player, "replaced a Field with a Forest")
    count_down(state, step, end=False)


@effect("junk_dealers_inn")
def junk_dealers_inn(state: GameState, player: int) -> None:
    push(state, "junk_dealer", player)


@decision("junk_dealer", "Junk Dealer's Inn: equipment and/or clothing")
def junk_dealer_options(state: GameState, step: Step) -> list[Option]:
    """Junk Dealer's Inn: "either receive 1 Handcart or 1 Peat Boat for free. ... If there
    are no more Handcarts or Peat Boats left on the Supply Board, you do not receive any.
    Additionally or alternatively, receive 1 Leather Wear and 1 Woolen." A piece is offered
    only if the barn has or can make room for it."""
    gifts = [k for k in ("handcart", "peat_boat") if _gift_possible(state, step.player, k)]
    clothes = "1 Leather Wear and 1 Woolen"
    out = [Option(f"{k}+clothes", f"A {EQUIPMENT[k].label} and {clothes}") for k in gifts]
    out += [Option(k, f"A {EQUIPMENT[k].label}") for k in gifts]
    return [*out, Option("clothes", clothes)]


@applies("junk_dealer")
def junk_dealer_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    for part in key.split("+"):
        if part == "clothes":
            take(state, step.player, {"leather_wear": 1, "woolen": 1})
        else:
            free_equipment(state, step.player, part)


def free_equipment(state: GameState, player: int, kind: str) -> None:
    """Receive a piece for free ("make room if needed"); nothing if none is left."""
    if state.supply[EQUIPMENT[kind].supply] > 0:
        push(state, "gift", player, kind=kind)


def _gift_possible(state: GameState, player: int, kind: str) -> bool:
    return bool(gift_options(state, Step("gift", player, {"kind": kind})))


@decision("gift", lambda s, st: f"Your barn is full: make room for the free "
          f"{EQUIPMENT[st.args['kind']].label}?", auto_single=True)
def gift_options(state: GameState, step: Step) -> list[Option]:
    """A free piece goes into the barn; if the barn is full the player returns a piece of
    equal size first (Yucata: any size that leaves everything in place) or declines the
    gift (returning a better piece for it is never forced)."""
    kind = str(step.args["kind"])
    if state.supply[EQUIPMENT[kind].supply] <= 0:
        return []
    if barn_fits_with(state.players[step.player], kind):
        return [Option("take", f"Take the {EQUIPMENT[kind].label}")]
    room = discard_options(state, Step("discard", step.player, {"kind": kind}))
    if not room:
        return []
    return [*room, Option("decline", f"Leave the {EQUIPMENT[kind].label} in the supply")]


@applies("gift")
def gift_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    kind = str(step.args["kind"])
    if key == "decline":
        return
    p = state.players[step.player]
    if key.startswith("discard:"):
        return_equipment(state, step.player, equipment_index(p, key.split(":")[1]))
    if add_equipment(state, step.player, kind):
        log(state, step.player, f"received a {EQUIPMENT[kind].label} for free")


@effect("sluice_yard_inn")
def sluice_yard_inn(state: GameState, player: int) -> None:
    """Sluice Yard Inn: "move the Fish Trap Tool Indicator 1 space (Yucata: 2 spaces) to
    the right for free. Then take 1 Wood per Fish Trap you have"."""
    tool_up(state, player, "fish_traps", variant(state).sluice_yard_fish_traps)


@effect("village_church")
def village_church(state: GameState, player: int) -> None:
    """Village Church: "receive 1 (Wedding) Carriage for free and place it in your Barn
    (provided there is still a Carriage left on the Supply Board)"."""
    free_equipment(state, player, "carriage")


@effect("lutetsburg_castle")
def lutetsburg_castle(state: GameState, player: int) -> None:
    """Lütetsburg Castle: "receive 1 Forest Tile and place it on an empty Land Space of your
    Home Board (if available)"."""
    if can_place(state, player, "forest"):
        place_tile(state, player, "forest")
        log(state, player, "received a Forest")


@effect("berum_castle")
def berum_castle(state: GameState, player: int) -> None:
    """Berum Castle: "Additionally, you receive 1 "Tile Upgrade" action" (may be skipped)."""
    push(state, "flip", player, optional=True)


# -------------------------------------------------- light green: before November


def owned_before_november(state: GameState, player: int) -> tuple[str, ...]:
    return tuple(b for b in state.players[player].buildings
                 if BUILDINGS[b].timing == BEFORE_NOVEMBER)


@decision("before_november", "Before November: which house do you use next?", auto_single=True)
def before_november_options(state: GameState, step: Step) -> list[Option]:
    """"If you build more than one of these Houses, you may decide in which order you use
    them right before the November Inventorying" (each once)."""
    left = [b for b in owned_before_november(state, step.player) if b not in step.args["used"]]
    return [Option(f"use:{b}", f"{BUILDINGS[b].name}: {BUILDINGS[b].text}") for b in left]


@applies("before_november")
def before_november_apply(state: GameState, step: Step, key: str) -> None:
    b = key.split(":")[1]
    step.args["used"] = (*step.args["used"], b)
    if len(step.args["used"]) == len(owned_before_november(state, step.player)):
        state.stack.pop()
    log(state, step.player, f"used the {BUILDINGS[b].name}")
    run_effect(state, step.player, b)


# ------------------------------------------------------ dark green: any time


@dataclass(frozen=True, slots=True)
class Use:
    """One use of a dark green house: what it pays and what it gives.

    A good in ``pays`` may name a :class:`Variant` field instead (the Colonist's House
    pays Woolen in the printed rules, Wool in Yucata's).
    """

    pays: Mapping[str, int]
    gets: Reward
    text: str


USES: Mapping[str, Use] = MappingProxyType({
    # "you may pay 3 Flax to receive 1 Linen and to cut 1 Peat"
    "weaving_parlor": Use(MappingProxyType({"flax": 3}),
                          _row(goods={"linen": 1}, cut=1, may_stop=False),
                          "pay 3 Flax: 1 Linen and cut 1 Peat"),
    # "you may pay 2 Woolen to receive 1 Clay and to cut 1 Peat" (Yucata: 2 Wool)
    "colonists_house": Use(MappingProxyType({"colonist_house_pays": 2}),
                           _row(goods={"clay": 1}, cut=1, may_stop=False),
                           "pay 2 {colonist_house_pays}: 1 Clay and cut 1 Peat"),
    # "you may pay 4 Food and 1 Brick to upgrade one of your Stalls to a Stable"
    "carpenters_workshop": Use(MappingProxyType({"food": 4, "brick": 1}), _row(),
                               "pay 4 Food and 1 Brick: turn a Stall into a Stable"),
    # "you may exchange 1 Grain plus 1 Peat for 3 Food"
    "schnapps_distillery": Use(MappingProxyType({"grain": 1, "peat": 1}),
                               _row(goods={"food": 3}), "1 Grain and 1 Peat → 3 Food"),
    # "you may exchange 3 Flax for 1 Horse if you already have at least 2 Horses"
    "litter_storage": Use(MappingProxyType({"flax": 3}), _row(goods={"horse": 1}),
                          "3 Flax → 1 Horse (you have at least 2 Horses)"),
    # "you may exchange 1 Timber plus 1 Food for 2 Wood"
    "wood_trader_house": Use(MappingProxyType({"timber": 1, "food": 1}),
                             _row(goods={"wood": 2}), "1 Timber and 1 Food → 2 Wood"),
})


def _pays(v: Variant, use: Use) -> dict[str, int]:
    return {str(getattr(v, g, g)): n for g, n in use.pays.items()}


def _text(v: Variant, use: Use) -> str:
    return use.text.format(colonist_house_pays=label(v.colonist_house_pays))


def _condition(state: GameState, player: int, key: str) -> bool:
    """Conditions beyond paying: the Carpenter's Workshop needs a Stall and a Stable left
    ("there are only 3 Stables available"); the Litter Storage needs 2 Horses."""
    p = state.players[player]
    if key == "carpenters_workshop":
        return bool(p.tiles.get("stall", 0)) and state.supply["stable"] > 0
    if key == "litter_storage":
        return p.goods["horse"] >= 2
    return True


def dark_green_options(state: GameState, player: int, context: str) -> list[Option]:
    """Each house owned whose use is possible now ("at any time during the game and any
    number of times"). The Loading Station's Peat is one more thing to load
    (``load:<vehicle>:peat`` in :mod:`arle_core.steps.travel`), not a ``use:`` option.

    Decision: a use whose "cut 1 Peat" finds no Peat on the moors is still allowed and
    gives its goods (the texts do not make the cut a condition; the Peat can never come
    from the supply)."""
    p = state.players[player]
    out: list[Option] = []
    for key in p.buildings:
        use = USES.get(key)
        if use is None:
            continue
        v = variant(state)
        if (all(p.goods[g] >= n for g, n in _pays(v, use).items())
                and _condition(state, player, key)):
            out.append(_use_option(v.key, key))
    return out


@lru_cache(maxsize=64)
def _use_option(ruleset: str, key: str) -> Option:
    """The option of using house ``key`` under ``ruleset`` (immutable: made once)."""
    text = _text(VARIANTS[ruleset], USES[key])
    return Option(f"use:{key}", f"{BUILDINGS[key].name}: {text}", ANYTIME)


def dark_green_apply(state: GameState, player: int, key: str) -> None:
    b = key.split(":")[1]
    use = USES[b]
    v = variant(state)
    p = state.players[player]
    for g, n in _pays(v, use).items():
        p.goods[g] -= n
    log(state, player, f"used the {BUILDINGS[b].name}: {_text(v, use)}")
    if b == "carpenters_workshop":
        # "You do not need to pay the usual 2 Bricks on top of that."
        remove_tile(state, player, "stall")
        place_tile(state, player, "stable")
    grant(state, player, use.gets)


# The dark green houses act "at any time during the game": in every context.
anytime("use", dark_green_options, dark_green_apply)

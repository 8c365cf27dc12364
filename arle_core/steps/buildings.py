"""Buildings: buying one, and the abilities of all 31 (rulebook "Index of Building Tiles").

* ``building_options``/``choose_building``: the "build a Building" part of the
  Forester, Carpenter, Builder, Wood Trader and Laborer (↻2).
* ``IMMEDIATE``: one-time rewards when built (yellow, orange, blue, red).
* light green houses act "before November" (``before_november`` step; the player
  orders them when owning several), dark green houses are any-time abilities.
"""

from __future__ import annotations

from collections.abc import Callable

from ..data.buildings import BUILDINGS, building_costs
from ..decisions import ANYTIME, Option, Step
from ..goods import describe, gain
from ..state import GameState
from ..vehicles import EQUIPMENT
from . import anytime, applies, decision
from .common import (
    add_dikes,
    buy,
    can_place,
    cost_options,
    cut_peat,
    equipment_id,
    equipment_index,
    label,
    log,
    make_room_then,
    place_tile,
    purchase,
    push,
    remove_tile,
    take_animal,
    tool_up,
    variant,
)


def costs_of(state: GameState, key: str) -> tuple[dict[str, int], ...]:
    v = variant(state)
    return tuple(dict(c) for c in building_costs(key, v.weaving_mill_alt, v.inn_allows_pairs))


def building_options(state: GameState, player: int) -> list[Option]:
    """Buildings still on the game board that the player can pay for and place."""
    p = state.players[player]
    if p.empty_land() <= 0:
        return []
    out = []
    for key in state.board_buildings:
        if cost_options(p, costs_of(state, key), substitute=False):
            b = BUILDINGS[key]
            out.append(Option(f"build:{key}", f"Build the {b.name} ({b.cost_text}; {b.vp} VP)"))
    return out


def choose_building(state: GameState, player: int, key: str) -> None:
    bkey = key.split(":", 1)[1]
    buy(state, player, "building", bkey, costs_of(state, bkey), substitute=False)


@purchase("building")
def place_building(state: GameState, player: int, key: str) -> None:
    state.board_buildings.remove(key)
    state.players[player].buildings.append(key)
    log(state, player, f"built the {BUILDINGS[key].name}")
    if key in IMMEDIATE:
        IMMEDIATE[key](state, player)


@purchase("stall")
def buy_stall(state: GameState, player: int, target: str) -> None:
    place_tile(state, player, "stall")
    log(state, player, "built a Stall")


@purchase("stable")
def buy_stable(state: GameState, player: int, target: str) -> None:
    """Exchange a Stall for a Stable (the Stall goes back to the supply)."""
    remove_tile(state, player, "stall")
    place_tile(state, player, "stable")
    log(state, player, "turned a Stall into a Stable")


# ------------------------------------------------------------ immediate effects

Effect = Callable[[GameState, int], None]
IMMEDIATE: dict[str, Effect] = {}


def immediate(key: str) -> Callable[[Effect], Effect]:
    assert key in BUILDINGS, key

    def deco(fn: Effect) -> Effect:
        IMMEDIATE[key] = fn
        return fn

    return deco


def take(state: GameState, player: int, goods: dict[str, int]) -> None:
    p = state.players[player]
    for good, n in goods.items():
        if n:
            gain(p, good, n)
    if any(goods.values()):
        log(state, player, "received " + describe(goods))


@immediate("turnery")
def turnery(state: GameState, player: int) -> None:
    """Per Forest: 1 Wood and 2 Cut Peat actions."""
    forests = state.players[player].tiles.get("forest", 0)
    take(state, player, {"wood": forests})
    cut_peat(state, player, 2 * forests, optional=True)


@immediate("smokehouse")
def smokehouse(state: GameState, player: int) -> None:
    """1 Cut Peat action per Fish Trap."""
    cut_peat(state, player, state.players[player].tool("fish_traps"), optional=True)


@immediate("smithy")
def smithy(state: GameState, player: int) -> None:
    """Exchange Peat Boats, Handcarts and Wagons for Plows, 1:1, any number of times."""
    push(state, "smithy", player)


SMITHY_KINDS = ("peat_boat", "handcart", "wagon")


@decision("smithy", "Smithy: exchange small equipment for Plows")
def smithy_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    out: list[Option] = []
    seen: set[str] = set()
    for i, piece in enumerate(p.barn):
        if piece.kind in SMITHY_KINDS and not piece.load and piece.kind not in seen:
            seen.add(piece.kind)
            out.append(Option(f"exchange:{equipment_id(p, i)}",
                              f"Exchange a {EQUIPMENT[piece.kind].label} for a Plow"))
    return [*out, Option("done", "Stop exchanging")] if out else []


@applies("smithy")
def smithy_apply(state: GameState, step: Step, key: str) -> None:
    if key == "done":
        state.stack.pop()
        return
    p = state.players[step.player]
    piece = p.barn[equipment_index(p, key.split(":")[1])]
    state.supply[EQUIPMENT[piece.kind].supply] += 1
    log(state, step.player, f"exchanged a {EQUIPMENT[piece.kind].label} for a Plow")
    piece.kind = "plow"
    state.supply[EQUIPMENT["plow"].supply] -= 1


@immediate("cooperage")
def cooperage(state: GameState, player: int) -> None:
    """For 5/10/15 Sheep and Cattle, move each of the six goods indicators up 1/2/3
    (Food has two indicators)."""
    p = state.players[player]
    dairy = p.goods["sheep"] + p.goods["cattle"]
    k = 3 if dairy >= 15 else 2 if dairy >= 10 else 1 if dairy >= 5 else 0
    take(state, player, {"food": 2 * k, "grain": k, "flax": k, "hide": k, "wool": k})


@immediate("bakehouse")
def bakehouse(state: GameState, player: int) -> None:
    """Per Oven, you may exchange 2 Grain and 1 Flax for 8 Food."""
    push(state, "convert", player, conv="bakehouse")


@immediate("mill")
def mill(state: GameState, player: int) -> None:
    """8/10/12 Food for 3/5/6 Fields (Grain and Flax Fields alike)."""
    n = state.players[player].fields()
    take(state, player, {"food": 12 if n >= 6 else 10 if n >= 5 else 8 if n >= 3 else 0})


@immediate("weaving_mill")
def weaving_mill(state: GameState, player: int) -> None:
    """1 Winter Wear; Weaving Loom indicator up to 2 spaces right for free."""
    take(state, player, {"winter_wear": 1})
    tool_up(state, player, "weaving_looms", 2)


@immediate("textile_house")
def textile_house(state: GameState, player: int) -> None:
    take(state, player, {"linen": 1, "woolen": 1, "leather": 1})


@immediate("saddlery")
def saddlery(state: GameState, player: int) -> None:
    """1 Cut Peat per Horse; afterwards the Fleshing Beam indicator 1 space right."""
    tool_up(state, player, "fleshing_beams")
    cut_peat(state, player, state.players[player].goods["horse"], optional=True)


@immediate("joinery")
def joinery(state: GameState, player: int) -> None:
    """2 Peat per Peat Boat (from the supply) and 1 Horse per Plow."""
    p = state.players[player]
    take(state, player, {"peat": 2 * p.count_equipment("peat_boat"),
                         "horse": p.count_equipment("plow")})


@immediate("waterfront_house")
def waterfront_house(state: GameState, player: int) -> None:
    """10 Food back, 2 Dikes, Fish Trap indicator up to 3 spaces right."""
    take(state, player, {"food": 10})
    add_dikes(state, player, 2)
    tool_up(state, player, "fish_traps", 3)


@immediate("potters_inn")
def potters_inn(state: GameState, player: int) -> None:
    """1 Animal of any type per Pottery Wheel, housed at once."""
    for _ in range(state.players[player].tool("pottery_wheels")):
        take_animal(state, player)


@immediate("farmers_inn")
def farmers_inn(state: GameState, player: int) -> None:
    """Replace up to 3 Fields with Forests."""
    push(state, "farmers_inn", player, left=3)


@decision("farmers_inn", "Farmer's Inn: replace Fields with Forests")
def farmers_inn_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    if step.args["left"] <= 0 or not state.supply["forest"]:
        return []
    out = [Option(f"replace:{f}", f"Replace a {label(f.split('_')[0])} Field with a Forest")
           for f in ("grain_field", "flax_field") if p.tiles.get(f, 0)]
    return [*out, Option("done", "Stop")] if out else []


@applies("farmers_inn")
def farmers_inn_apply(state: GameState, step: Step, key: str) -> None:
    if key == "done":
        state.stack.pop()
        return
    face = key.split(":")[1]
    remove_tile(state, step.player, face)
    place_tile(state, step.player, "forest")
    log(state, step.player, "replaced a Field with a Forest")
    step.args["left"] = int(step.args["left"]) - 1


@immediate("junk_dealers_inn")
def junk_dealers_inn(state: GameState, player: int) -> None:
    push(state, "junk_dealer", player)


@decision("junk_dealer", "Junk Dealer's Inn: equipment and/or clothing")
def junk_dealer_options(state: GameState, step: Step) -> list[Option]:
    gifts = [k for k in ("handcart", "peat_boat") if state.supply[EQUIPMENT[k].supply] > 0]
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
    """Receive a piece for free, making room in the barn if needed."""
    if state.supply[EQUIPMENT[kind].supply] > 0:
        buy(state, player, "equipment", kind, [{}])
        make_room_then(state, player, kind)


@immediate("gulf_house_inn")
def gulf_house_inn(state: GameState, player: int) -> None:
    """1 Timber per Stall (a Double Stall is 2 Stalls), 1 Brick per Stable."""
    t = state.players[player].tiles
    take(state, player, {"timber": t.get("stall", 0) + 2 * t.get("double_stall", 0),
                         "brick": t.get("stable", 0)})


@immediate("milk_house_inn")
def milk_house_inn(state: GameState, player: int) -> None:
    """1 Cattle, then 1 Cut Peat action per Cattle."""
    take(state, player, {"cattle": 1})
    cut_peat(state, player, state.players[player].goods["cattle"], optional=True)


@immediate("sluice_yard_inn")
def sluice_yard_inn(state: GameState, player: int) -> None:
    """Fish Trap indicator right for free (1 space; Yucata: 2), then 1 Wood per Fish Trap."""
    tool_up(state, player, "fish_traps", variant(state).sluice_yard_fish_traps)
    take(state, player, {"wood": state.players[player].tool("fish_traps")})


@immediate("village_church")
def village_church(state: GameState, player: int) -> None:
    """A (wedding) Carriage for free, if one is left in the supply."""
    free_equipment(state, player, "carriage")


@immediate("lutetsburg_castle")
def lutetsburg_castle(state: GameState, player: int) -> None:
    """A Forest on an empty Land Space (if any); Spades, Pottery Wheels, Workbenches +1."""
    if can_place(state, player, "forest"):
        place_tile(state, player, "forest")
        log(state, player, "received a Forest")
    for tool in ("spades", "pottery_wheels", "workbenches"):
        tool_up(state, player, tool)


@immediate("berum_castle")
def berum_castle(state: GameState, player: int) -> None:
    """Ovens and Weaving Looms +1; one Tile Upgrade action."""
    tool_up(state, player, "ovens")
    tool_up(state, player, "weaving_looms")
    push(state, "flip", player, optional=True)


# -------------------------------------------------- light green: before November

BEFORE_NOVEMBER = ("farmers_house", "plow_makers_workshop", "novices_hut", "workshop")


def owned_before_november(state: GameState, player: int) -> tuple[str, ...]:
    return tuple(b for b in state.players[player].buildings if b in BEFORE_NOVEMBER)


@decision("before_november", "Before November: which house do you use next?", auto_single=True)
def before_november_options(state: GameState, step: Step) -> list[Option]:
    left = [b for b in owned_before_november(state, step.player) if b not in step.args["used"]]
    return [Option(f"use:{b}", f"{BUILDINGS[b].name}: {BUILDINGS[b].text}") for b in left]


@applies("before_november")
def before_november_apply(state: GameState, step: Step, key: str) -> None:
    b = key.split(":")[1]
    step.args["used"] = (*step.args["used"], b)
    if len(step.args["used"]) == len(owned_before_november(state, step.player)):
        state.stack.pop()
    p = step.player
    if b == "farmers_house":
        take(state, p, {"clay": 1})
        cut_peat(state, p, 1, optional=True)
    elif b == "plow_makers_workshop":
        push(state, "plow_maker", p)
    elif b == "novices_hut":
        take(state, p, {"grain": 1})
        add_dikes(state, p, 1)
    else:  # workshop
        take(state, p, {"wood": 1})
        push(state, "master", p, moved=(), limit=1)


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


# ------------------------------------------------------ dark green: any time


def _dark_green_uses(state: GameState, player: int) -> dict[str, tuple[dict[str, int], str]]:
    """Ability key -> (what it pays, description) for the dark green houses owned."""
    v = variant(state)
    rows = {
        "weaving_parlor": ({"flax": 3}, "pay 3 Flax: 1 Linen and cut 1 Peat"),
        "colonists_house": ({v.colonist_house_pays: 2},
                            f"pay 2 {label(v.colonist_house_pays)}: 1 Clay and cut 1 Peat"),
        "carpenters_workshop": ({"food": 4, "brick": 1},
                                "pay 4 Food and 1 Brick: turn a Stall into a Stable"),
        "schnapps_distillery": ({"grain": 1, "peat": 1}, "1 Grain and 1 Peat → 3 Food"),
        "litter_storage": ({"flax": 3}, "3 Flax → 1 Horse (needs 2 Horses)"),
        "wood_trader_house": ({"timber": 1, "food": 1}, "1 Timber and 1 Food → 2 Wood"),
    }
    owned = state.players[player].buildings
    return {k: v_ for k, v_ in rows.items() if k in owned}


def _usable(state: GameState, player: int, key: str, pays: dict[str, int]) -> bool:
    p = state.players[player]
    if any(p.goods[g] < n for g, n in pays.items()):
        return False
    if key == "carpenters_workshop":
        return bool(p.tiles.get("stall", 0)) and state.supply["stable"] > 0
    if key == "litter_storage":
        return p.goods["horse"] >= 2
    return True


def dark_green_options(state: GameState, player: int, context: str) -> list[Option]:
    return [Option(f"use:{k}", f"{BUILDINGS[k].name}: {text}", ANYTIME)
            for k, (pays, text) in _dark_green_uses(state, player).items()
            if _usable(state, player, k, pays)]


def dark_green_apply(state: GameState, player: int, key: str) -> None:
    b = key.split(":")[1]
    pays, text = _dark_green_uses(state, player)[b]
    p = state.players[player]
    for g, n in pays.items():
        p.goods[g] -= n
    log(state, player, f"used the {BUILDINGS[b].name}: {text}")
    if b == "weaving_parlor":
        gain(p, "linen", 1)
        cut_peat(state, player, 1, optional=False)
    elif b == "colonists_house":
        gain(p, "clay", 1)
        cut_peat(state, player, 1, optional=False)
    elif b == "carpenters_workshop":
        remove_tile(state, player, "stall")
        place_tile(state, player, "stable")
    elif b == "schnapps_distillery":
        gain(p, "food", 3)
    elif b == "litter_storage":
        gain(p, "horse", 1)
    else:
        gain(p, "wood", 2)


# The dark green houses act "at any time during the game": in every context.
anytime("use", dark_green_options, dark_green_apply)

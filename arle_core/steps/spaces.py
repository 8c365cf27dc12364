"""The effects of the 30 action spaces (rulebook "The Action Spaces ..." and
"Further Details on the Action Spaces" ↻1-↻8).

``EFFECTS[space](state, player)`` carries out a space for ``player`` with that
player's own tools and goods (so the Laborer's imitation calls the same function).
Sub-choices are pushed as steps; each is a small decision registered below.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ..data.board import TRACK_CAP
from ..data.spaces import SPACES
from ..decisions import Option, Step
from ..goods import affordable, gain
from ..state import ANIMAL_KINDS, GameState
from ..vehicles import EQUIPMENT
from .buildings import building_options, choose_building
from .common import (
    add_dikes,
    buy,
    can_house_equipment,
    can_place,
    count_down,
    cut_peat,
    dehydrate,
    label,
    log,
    make_room_then,
    or_stop,
    place_tile,
    plural,
    push,
    stopped,
    take_animal,
    tool_up,
)
from .entry_costs import can_pay_entry, pay_entry
from .registry import applies, auto, decision, effect_registry

EFFECTS, effect = effect_registry(SPACES)


def take(state: GameState, player: int, goods: dict[str, int]) -> None:
    """Take goods from the general supply (track goods capped) and log it."""
    p = state.players[player]
    got = []
    for good, n in goods.items():
        added = gain(p, good, n)
        got.append(f"+{added} {label(good)}" + (f" ({n - added} lost)" if added < n else ""))
    log(state, player, ", ".join(got))


def push_choice(state: GameState, player: int, choice: str) -> None:
    """Queue one of the fixed menus in ``CHOICES``."""
    push(state, "choice", player, choice=choice)


# ------------------------------------------------------------------------ Summer


@effect("fisherman")
def fisherman(state: GameState, player: int) -> None:
    """Take 1 Sheep; move the Fish Trap indicator; then 1 Food per Fish Trap (↻8)."""
    tool_up(state, player, "fish_traps")
    take(state, player, {"sheep": 1, "food": state.players[player].tool("fish_traps")})


@effect("summer_grocer")
def summer_grocer(state: GameState, player: int) -> None:
    """Take one of Timber, Brick, Sheep, Cattle, Horse; also 1 Grain and 1 Leather."""
    push_choice(state, player, "summer_grocer")
    take(state, player, {"grain": 1, "leather": 1})


@effect("woolen_weaver")
def woolen_weaver(state: GameState, player: int) -> None:
    push(state, "convert", player, conv="woolen_weaver")


@effect("colonist")
def colonist(state: GameState, player: int) -> None:
    """Take 1 Horse and/or dehydrate a moor with exactly 4 Peat from the supply."""
    push_choice(state, player, "colonist")


@effect("peat_cutter")
def peat_cutter(state: GameState, player: int) -> None:
    """Per Spade, cut 1 Peat off your moors (never from the general supply)."""
    cut_peat(state, player, state.players[player].tool("spades"), optional=True)


@effect("dike_builder")
def dike_builder(state: GameState, player: int) -> None:
    """Take 1 Sheep or 1 Cattle, and/or move 1 Dike per pair of Shovels."""
    push_choice(state, player, "dike_builder")


@effect("clay_worker")
def clay_worker(state: GameState, player: int) -> None:
    take(state, player, {"clay": state.players[player].tool("shovels")})


@effect("farmer")
def farmer(state: GameState, player: int) -> None:
    """Build a Plow (1 Wood + 1 Cattle or Horse), and/or plow 1 Field per Plow (↻1, ↻2)."""
    push(state, "farmer_fields", player)
    push(state, "farmer_plow", player)


@effect("forester")
def forester(state: GameState, player: int) -> None:
    """(1 Food paid on placing) either take a Forest or build a Building."""
    push_choice(state, player, "forester")


@effect("woodcutter")
def woodcutter(state: GameState, player: int) -> None:
    take(state, player, {"wood": state.players[player].tool("axes")})


@effect("summer_master")
@effect("winter_master")
def master(state: GameState, player: int) -> None:
    push(state, "master", player, moved=(), limit=0)


@effect("summer_carpenter")
def summer_carpenter(state: GameState, player: int) -> None:
    push_choice(state, player, "summer_carpenter")


@effect("builder")
def builder(state: GameState, player: int) -> None:
    push_choice(state, player, "builder")


@effect("warden")
def warden(state: GameState, player: int) -> None:
    """Flip over a tile with the arrow symbol for free (↻4)."""
    push(state, "flip", player, optional=False)


@effect("summer_laborer")
def summer_laborer(state: GameState, player: int) -> None:
    """(2 Food paid on placing) build a Vehicle, or imitate an occupied Summer space."""
    push(state, "laborer", player, season="summer")


# ------------------------------------------------------------------------ Winter


@effect("peat_boatman")
def peat_boatman(state: GameState, player: int) -> None:
    """Take 3 Peat plus 1 per Peat Boat (from the general supply)."""
    take(state, player, {"peat": 3 + state.players[player].count_equipment("peat_boat")})


@effect("tanner")
def tanner(state: GameState, player: int) -> None:
    push(state, "convert", player, conv="tanner")


@effect("linen_weaver")
def linen_weaver(state: GameState, player: int) -> None:
    push(state, "convert", player, conv="linen_weaver")


@effect("butcher")
def butcher(state: GameState, player: int) -> None:
    """Per Slaughtering Table: 1 Animal -> 3 Food and 2 Hides (+1 Food per Cattle)."""
    push(state, "butcher", player, left=state.players[player].tool("slaughtering_tables"))


@effect("cattle_trader")
def cattle_trader(state: GameState, player: int) -> None:
    """Take 2 Grain and 1 Sheep; also 1 Cattle or 1 Horse."""
    take(state, player, {"grain": 2, "sheep": 1})
    take_animal(state, player, ("cattle", "horse"))


@effect("winter_grocer")
def winter_grocer(state: GameState, player: int) -> None:
    """Cut 1 Peat off a moor; take 1 Animal of any type, 1 Wood and 1 Clay."""
    take(state, player, {"wood": 1, "clay": 1})
    take_animal(state, player)
    cut_peat(state, player, 1, optional=False)


@effect("builders_merchant")
def builders_merchant(state: GameState, player: int) -> None:
    """Take 2 Hides, 1 Wood or 1 Clay, and 1 Timber or 1 Brick."""
    take(state, player, {"hide": 2})
    push_choice(state, player, "builders_merchant")


@effect("potter")
def potter(state: GameState, player: int) -> None:
    push(state, "convert", player, conv="potter")


@effect("baker")
def baker(state: GameState, player: int) -> None:
    push(state, "convert", player, conv="baker")


@effect("wood_trader")
def wood_trader(state: GameState, player: int) -> None:
    """(1 Food, or Grain when out of Food, paid on placing) 4 Wood or a Building."""
    push_choice(state, player, "wood_trader")


@effect("wainwright")
def wainwright(state: GameState, player: int) -> None:
    """Build a Vehicle and/or 1 Peat Boat (1 Wood)."""
    push(state, "peat_boat_build", player)
    push(state, "vehicle", player, optional=True)


@effect("winter_carpenter")
def winter_carpenter(state: GameState, player: int) -> None:
    push_choice(state, player, "winter_carpenter")


@effect("dike_warden")
def dike_warden(state: GameState, player: int) -> None:
    """Flip over a tile with the arrow symbol for free, and build 1 Dike."""
    push(state, "dike", player, n=1)
    push(state, "flip", player, optional=True)


@effect("winter_laborer")
def winter_laborer(state: GameState, player: int) -> None:
    """(2 Food paid on placing) build a Building, or imitate an occupied Winter space."""
    push(state, "laborer", player, season="winter")


# ------------------------------------------------------------- fixed small menus

MenuOptions = Callable[[GameState, int], list[Option]]
MenuApply = Callable[[GameState, int, str], None]
CHOICES: dict[str, tuple[str, MenuOptions, MenuApply]] = {}


def menu(key: str, prompt: str) -> Callable[[MenuOptions], MenuOptions]:
    def deco(fn: MenuOptions) -> MenuOptions:
        CHOICES[key] = (prompt, fn, _no_apply)
        return fn

    return deco


def menu_apply(key: str) -> Callable[[MenuApply], MenuApply]:
    def deco(fn: MenuApply) -> MenuApply:
        prompt, opts, _ = CHOICES[key]
        CHOICES[key] = (prompt, opts, fn)
        return fn

    return deco


def _no_apply(state: GameState, player: int, key: str) -> None:
    raise NotImplementedError(key)


@decision("choice", lambda s, st: CHOICES[st.args["choice"]][0])
def choice_options(state: GameState, step: Step) -> list[Option]:
    return CHOICES[str(step.args["choice"])][1](state, step.player)


@applies("choice")
def choice_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    CHOICES[str(step.args["choice"])][2](state, step.player, key)


def _gain_menu(state: GameState, player: int, key: str) -> None:
    take(state, player, {g: 1 for g in key.split("+")})


@menu("summer_grocer", "Grocer: take one good")
def summer_grocer_menu(state: GameState, player: int) -> list[Option]:
    return [Option(g, f"Take 1 {label(g)}") for g in ("timber", "brick", *ANIMAL_KINDS)]


menu_apply("summer_grocer")(_gain_menu)


@menu("builders_merchant", "Builder's Merchant: choose your materials")
def builders_merchant_menu(state: GameState, player: int) -> list[Option]:
    return [Option(f"{a}+{b}", f"Take 1 {label(a)} and 1 {label(b)}")
            for a in ("wood", "clay") for b in ("timber", "brick")]


menu_apply("builders_merchant")(_gain_menu)


@menu("colonist", "Colonist: take a Horse and/or dehydrate a Moor")
def colonist_menu(state: GameState, player: int) -> list[Option]:
    out = []
    can_dry = any(not m.dehydrated for m in state.players[player].moors)
    if can_dry:
        out.append(Option("horse+moor", "Take 1 Horse and dehydrate a Moor (+4 Peat on it)"))
    out.append(Option("horse", "Take 1 Horse"))
    if can_dry:
        out.append(Option("moor", "Dehydrate a Moor (+4 Peat on it)"))
    return out


@menu_apply("colonist")
def colonist_apply(state: GameState, player: int, key: str) -> None:
    parts = key.split("+")
    if "horse" in parts:
        take(state, player, {"horse": 1})
    if "moor" in parts and dehydrate(state, player):
        log(state, player, "dehydrated a moor and put 4 Peat on it")


@menu("dike_builder", "Dike Builder: take an animal and/or build dikes")
def dike_builder_menu(state: GameState, player: int) -> list[Option]:
    pairs = state.players[player].tool("shovels") // 2
    out = []
    dikes = state.players[player].dike_moves < 7
    for animal in ("sheep", "cattle"):
        if dikes:
            out.append(Option(f"{animal}+dikes",
                              f"Take 1 {label(animal)} and build {plural(pairs, 'Dike')}"))
    for animal in ("sheep", "cattle"):
        out.append(Option(animal, f"Take 1 {label(animal)}"))
    if dikes:
        out.append(Option("dikes", f"Build {plural(pairs, 'Dike')}"))
    return out


@menu_apply("dike_builder")
def dike_builder_apply(state: GameState, player: int, key: str) -> None:
    for part in key.split("+"):
        if part == "dikes":
            n = add_dikes(state, player, state.players[player].tool("shovels") // 2)
            log(state, player, f"built {plural(n, 'Dike')}")
        else:
            take(state, player, {part: 1})


def forest_option(state: GameState, player: int) -> list[Option]:
    if can_place(state, player, "forest"):
        return [Option("forest", "Take a Forest")]
    return []


@menu("forester", "Forester: take a Forest or build a Building")
def forester_menu(state: GameState, player: int) -> list[Option]:
    return forest_option(state, player) + building_options(state, player)


@menu_apply("forester")
def forester_apply(state: GameState, player: int, key: str) -> None:
    if key == "forest":
        place_tile(state, player, "forest")
        log(state, player, "took a Forest")
    else:
        choose_building(state, player, key)


STALL_COST = {"clay": 2, "grain": 1}


def stall_option(state: GameState, player: int) -> list[Option]:
    p = state.players[player]
    if affordable(p, STALL_COST) and can_place(state, player, "stall"):
        return [Option("stall", "Build a Stall (2 Clay, 1 Grain)")]
    return []


STABLE_BRICKS = 2


def stable_options(state: GameState, player: int) -> list[Option]:
    """Stall → Stable for 2 Bricks is a grey arrow: "the number of times you may do so is
    not limited by Tools. This type of conversion can be found on the Game Board
    (Carpenter)" (The Action Spaces). One option per count, most first, while Stalls,
    Bricks and Stables ("only 3 Stables available") last."""
    p = state.players[player]
    most = min(p.tiles.get("stall", 0), state.supply["stable"], p.goods["brick"] // STABLE_BRICKS)
    return [Option(f"stable:{n}", f"Turn {plural(n, 'Stall')} into "
                   f"{'a Stable' if n == 1 else f'{n} Stables'} ({n * STABLE_BRICKS} Bricks)")
            for n in range(most, 0, -1)]


@menu("summer_carpenter", "Carpenter: build a Building or a Stall")
def summer_carpenter_menu(state: GameState, player: int) -> list[Option]:
    return building_options(state, player) + stall_option(state, player)


@menu("winter_carpenter", "Carpenter: build a Stall or turn a Stall into a Stable")
def winter_carpenter_menu(state: GameState, player: int) -> list[Option]:
    return stall_option(state, player) + stable_options(state, player)


def carpenter_apply(state: GameState, player: int, key: str) -> None:
    if key == "stall":
        buy(state, player, "stall", "stall", [STALL_COST])
    elif key.startswith("stable:"):
        n = int(key.split(":")[1])
        buy(state, player, "stable", str(n), [{"brick": n * STABLE_BRICKS}], substitute=False)
    else:
        choose_building(state, player, key)


menu_apply("summer_carpenter")(carpenter_apply)
menu_apply("winter_carpenter")(carpenter_apply)


@menu("builder", "Builder: build a Building")
def builder_menu(state: GameState, player: int) -> list[Option]:
    return building_options(state, player)


menu_apply("builder")(carpenter_apply)


@menu("wood_trader", "Wood Trader: take 4 Wood or build a Building")
def wood_trader_menu(state: GameState, player: int) -> list[Option]:
    return [Option("wood", "Take 4 Wood"), *building_options(state, player)]


@menu_apply("wood_trader")
def wood_trader_apply(state: GameState, player: int, key: str) -> None:
    if key == "wood":
        take(state, player, {"wood": 4})
    else:
        choose_building(state, player, key)


# ----------------------------------------------------------- conversions (↻8)

@dataclass(frozen=True, slots=True)
class Conversion:
    """A brown-arrow conversion (↻8): up to one per tool of ``tool``.

    Each entry of ``pays`` is (count, goods in order of preference): the first good the
    player has pays — Brick for Clay at the Potter ("you can always pay ... Brick instead
    of Clay"); at the Baker Flax only with no Grain, Wood (then Timber) only with no Peat.
    """

    tool: str
    title: str
    text: str
    pays: tuple[tuple[int, tuple[str, ...]], ...]
    gets: tuple[tuple[str, int], ...]


CONVERSIONS: dict[str, Conversion] = {
    "woolen_weaver": Conversion("weaving_looms", "Woolen Weaver", "1 Wool → 1 Woolen",
                                ((1, ("wool",)),), (("woolen", 1),)),
    "linen_weaver": Conversion("weaving_looms", "Linen Weaver", "1 Flax → 1 Linen",
                               ((1, ("flax",)),), (("linen", 1),)),
    "tanner": Conversion("fleshing_beams", "Tanner", "1 Hide → 1 Leather",
                         ((1, ("hide",)),), (("leather", 1),)),
    "potter": Conversion("pottery_wheels", "Potter", "1 Clay → 3 Food + 1 Peat",
                         ((1, ("clay", "brick")),), (("food", 3), ("peat", 1))),
    "baker": Conversion("ovens", "Baker", "1 Grain + 1 Peat → 6 Food",
                        ((1, ("grain", "flax")), (1, ("peat", "wood", "timber"))),
                        (("food", 6),)),
    "bakehouse": Conversion("ovens", "Bakehouse", "2 Grain + 1 Flax → 8 Food",
                            ((2, ("grain",)), (1, ("flax",))), (("food", 8),)),
}


def _convert_once(g: dict[str, int], conv: str) -> bool:
    """Carry out one conversion ``conv`` on the goods ``g``, if possible."""
    c = CONVERSIONS[conv]
    pays: dict[str, int] = {}
    for count, goods in c.pays:
        good = goods[0]  # the first good the player has, else the first listed
        for x in goods:
            if g[x] > 0:
                good = x
                break
        pays[good] = pays.get(good, 0) + count
    for k, n in pays.items():  # (loops, not generators: run once per conversion)
        if g[k] < n:
            return False
    for k, n in pays.items():
        g[k] -= n
    for k, n in c.gets:
        cap = TRACK_CAP.get(k)
        g[k] = g[k] + n if cap is None else min(cap, g[k] + n)
    return True


def convert_max(state: GameState, player: int, conv: str) -> int:
    p = state.players[player]
    limit = p.tool(CONVERSIONS[conv].tool)
    trial = dict(p.goods)
    n = 0
    while n < limit and _convert_once(trial, conv):
        n += 1
    return n


@decision("convert", lambda s, st: f"{CONVERSIONS[st.args['conv']].title}: how many times? "
          f"({CONVERSIONS[st.args['conv']].text})")
def convert_options(state: GameState, step: Step) -> list[Option]:
    conv = str(step.args["conv"])
    most = convert_max(state, step.player, conv)
    return list(_convert_options(most)) if most else []


@lru_cache(maxsize=64)
def _convert_options(most: int) -> tuple[Option, ...]:
    """Converting ``most`` times down to none (immutable, so made once per count)."""
    return tuple(Option(f"convert:{n}", f"Convert {n} times" if n != 1 else "Convert once")
                 for n in range(most, -1, -1))


@applies("convert")
def convert_apply(state: GameState, step: Step, key: str) -> None:
    conv = str(step.args["conv"])
    n = int(key.split(":")[1])
    before = dict(state.players[step.player].goods)
    for _ in range(n):
        _convert_once(state.players[step.player].goods, conv)
    state.stack.pop()
    after = state.players[step.player].goods
    diff = [f"{after[k] - before[k]:+d} {label(k)}" for k in after if after[k] != before[k]]
    text = (f"converted {plural(n, 'time')}: " + ", ".join(diff)) if n else "converted nothing"
    log(state, step.player, text)


# ------------------------------------------------------------------- Butcher


@decision("butcher", lambda s, st: f"Butcher: convert an animal ({st.args['left']} left)")
def butcher_options(state: GameState, step: Step) -> list[Option]:
    g = state.players[step.player].goods
    out = [Option(f"slaughter:{k}", f"1 {label(k)} → {4 if k == 'cattle' else 3} Food, 2 Hides")
           for k in ANIMAL_KINDS if g[k] > 0]
    return or_stop(out)


@applies("butcher")
def butcher_apply(state: GameState, step: Step, key: str) -> None:
    if stopped(state, key):
        return
    kind = key.split(":")[1]
    p = state.players[step.player]
    p.goods[kind] -= 1
    take(state, step.player, {"food": 4 if kind == "cattle" else 3, "hide": 2})
    count_down(state, step)


# ---------------------------------------------------------------- Farmer (↻1)

PLOW_COSTS = ({"wood": 1, "cattle": 1}, {"wood": 1, "horse": 1})


@decision("farmer_plow", "Farmer: build a Plow?")
def farmer_plow_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    if not can_house_equipment(state, step.player, "plow"):
        return []
    out = [Option(f"plow:{animal}", f"Build a Plow (1 Wood, 1 {label(animal)})")
           for cost, animal in zip(PLOW_COSTS, ("cattle", "horse"), strict=True)
           if affordable(p, cost)]
    return [*out, Option("skip", "No Plow")] if out else []


@applies("farmer_plow")
def farmer_plow_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    if key == "skip":
        return
    animal = key.split(":")[1]
    buy(state, step.player, "equipment", "plow", [{"wood": 1, animal: 1}])
    make_room_then(state, step.player, "plow")


_PLOW_FIELDS = (Option("field:grain", "Plow a Grain Field"),
                Option("field:flax", "Plow a Flax Field"))


@decision("farmer_fields", lambda s, st: "Farmer: plow Fields (1 per Plow)")
def farmer_fields_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    if "left" not in step.args:
        step.args["left"] = p.count_equipment("plow")
    if step.args["left"] <= 0 or not can_place(state, step.player, "grain_field"):
        return []
    return or_stop(_PLOW_FIELDS, "Stop plowing")


@applies("farmer_fields")
def farmer_fields_apply(state: GameState, step: Step, key: str) -> None:
    if stopped(state, key):
        return
    face = key.split(":")[1] + "_field"
    place_tile(state, step.player, face)
    log(state, step.player, f"plowed a {label(face.split('_')[0])} Field")
    count_down(state, step)


# ---------------------------------------------------------------- vehicles (↻3)

VEHICLES = ("handcart", "wagon", "cart", "horse_cart", "carriage", "droshky")


def vehicle_options(state: GameState, player: int) -> list[Option]:
    p = state.players[player]
    out = []
    for kind in VEHICLES:
        row = EQUIPMENT[kind]
        if affordable(p, row.cost) and can_house_equipment(state, player, kind):
            out.append(Option(f"vehicle:{kind}", f"Build a {row.label} ({_cost_text(row.cost)})"))
    return out


def _cost_text(cost: dict[str, int] | object) -> str:
    items = cost.items() if isinstance(cost, dict) else dict(cost).items()  # type: ignore[call-overload]
    return ", ".join(f"{n} {label(g)}" for g, n in items)


def build_vehicle(state: GameState, player: int, kind: str) -> None:
    buy(state, player, "equipment", kind, [EQUIPMENT[kind].cost])
    make_room_then(state, player, kind)


@decision("vehicle", "Wainwright: build a Vehicle?")
def vehicle_step_options(state: GameState, step: Step) -> list[Option]:
    out = vehicle_options(state, step.player)
    return [*out, Option("skip", "No Vehicle")] if out else []


@applies("vehicle")
def vehicle_step_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    if key != "skip":
        build_vehicle(state, step.player, key.split(":")[1])


@decision("peat_boat_build", "Wainwright: build a Peat Boat (1 Wood)?")
def peat_boat_options(state: GameState, step: Step) -> list[Option]:
    p = state.players[step.player]
    if affordable(p, {"wood": 1}) and can_house_equipment(state, step.player, "peat_boat"):
        return [Option("peat_boat", "Build a Peat Boat (1 Wood)"), Option("skip", "No Peat Boat")]
    return []


@applies("peat_boat_build")
def peat_boat_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    if key == "peat_boat":
        buy(state, step.player, "equipment", "peat_boat", [{"wood": 1}])
        make_room_then(state, step.player, "peat_boat")


# ------------------------------------------------------------------- Dike, flips


@auto("dike")
def run_dike(state: GameState, step: Step) -> None:
    n = add_dikes(state, step.player, int(step.args["n"]))
    state.stack.pop()
    log(state, step.player, f"built {plural(n, 'Dike')}")


# --------------------------------------------------------------- Laborer (↻7)


def imitable(state: GameState, player: int, season: str) -> list[str]:
    """Occupied spaces of the Laborer's season, whoever occupies them (↻7)."""
    p = state.players[player]
    return [key for key, sp in SPACES.items()
            if sp.season == season and key in state.occupied and not key.endswith("_laborer")
            and can_pay_entry(p, sp)]


@decision("laborer", lambda s, st: "Laborer: " + (
    "build a Vehicle or imitate an occupied Summer space" if st.args["season"] == "summer"
    else "build a Building or imitate an occupied Winter space"))
def laborer_options(state: GameState, step: Step) -> list[Option]:
    season = str(step.args["season"])
    out = (vehicle_options(state, step.player) if season == "summer"
           else building_options(state, step.player))
    for key in imitable(state, step.player, season):
        sp = SPACES[key]
        extra = f" (pay {sp.food} Food)" if sp.food else ""
        out.append(Option(f"imitate:{key}", f"Imitate the {sp.label}{extra}"))
    return out


@applies("laborer")
def laborer_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    verb, arg = key.split(":", 1)
    if verb == "vehicle":
        build_vehicle(state, step.player, arg)
    elif verb == "imitate":
        pay_entry(state, step.player, arg)  # the imitated space's own cost is paid too (↻7)
        log(state, step.player, f"imitated the {SPACES[arg].label}")
        EFFECTS[arg](state, step.player)
    else:
        choose_building(state, step.player, key)


assert set(EFFECTS) == set(SPACES), set(SPACES) - set(EFFECTS)

"""The plan: a family player's rules of thumb for every decision (the *good* level).

A placement is judged by what the space brings to the farm the plan builds: a family of 5
in 4–5 rooms renovated to clay and stone, 5 fields sown, 2–3 pastures with animals of every
kind, a cooking improvement early and points majors late. Each open space gets a value in
rough points from the state alone (:func:`placements`); the sub-decisions (which cell, what
to sow or bake, which pasture, what to eat) follow rules of their own
(:func:`sub_decision`). No look-ahead and nothing random: the plan is quick enough to play
whole games inside the strong level's rollouts (:mod:`.rollout`).

Sections cited are the rulebook's (``S:`` lines of the family facts) or the family game's
own reasons, given with each rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from gamekit import Decision

from .. import farm
from ..data import (
    ANIMALS,
    BUILDING,
    HARVEST_ROUNDS,
    MAJORS,
    MAX_FAMILY,
    MAX_FENCES,
    NEXT_MATERIAL,
    ROOM_COST,
    ROOM_REED,
    ROUNDS,
    SCORE_STEPS,
    SOW_YIELD,
)
from ..game import SPACES, Game
from ..state import Farmer

# ----- the farm the plan builds (rulebook, "Farmyard"): a layout, cell by cell ----------
# Rooms grow from the two starting rooms (b1, c1) along the left; fields take the middle
# (every field beside the last one); three pastures the right, one for each kind of
# animal (a pasture holds one kind). All 15 spaces used: no "unused space" points lost.
ROOM_CELLS: Final = ("a1", "a2", "b2")
FIELD_CELLS: Final = ("c3", "b3", "a3", "c2", "a4")
PASTURES: Final = ("c4-c5", "b4-b5", "a5")  # in the order fenced: 6, 4 and 3 fences
PASTURE_CELLS: Final = frozenset(n for p in PASTURES for n in p.split("-"))
_CELL = {farm.cell_name(c): c for c in range(farm.CELLS)}
PASTURE_ZONE: Final = sum(1 << _CELL[name] for name in PASTURE_CELLS)

MAX_ROOMS = 5  # a room a person: growth with room needs a free room
LAST_ROOM_ROUND = 11  # a room after this houses a person for too few rounds to pay
FENCE_WOOD = 11  # wood the plan's pastures need in all
FENCES_FROM = 6  # fences from round 6: before it, wood builds rooms (the family grows)

# Worth in rough points of a building good the plan still needs, and beyond what it needs.
NEEDED_WORTH: Final = MappingProxyType({"wood": 0.55, "clay": 0.7, "reed": 1.2, "stone": 0.7})
SPARE_WORTH = 0.08
SPARE_FOOD = 0.35  # food beyond the next harvest: the later harvests eat it too
FIREPLACE_CLAY = 0.8  # more a clay is worth toward the first Fireplace
BEGGING = 3.0  # points a missing food costs (rulebook, "Begging")
GATHERED = 2  # food a placement gathers, about: more missing than this is an emergency
EMERGENCY = 2.0  # a food in an emergency: a begging card's 3 points and this much more
URGENCY = 2.0  # food toward the next harvest is worth up to 1 + this a unit
ROOM = 7.0  # a room the family can grow into
SMALL_FAMILY = 3  # with this many people or fewer, a room is the family's next person
SMALL_FAMILY_ROOM = 10.0  # a room then, its materials held: above any good of a space
FREE_ROOM_GROWTH = 4.0  # more Family growth is worth when a room stands free for it
NEVER = -100.0  # a space the plan never takes while anything else is open
PLOW = 2.0  # a field, beyond its score-sheet step; and PLOW_LATER more from round 3 and 6
PLOW_LATER = 0.8


def _step_gain(category: str, count: int, more: int = 1) -> int:
    """Score-sheet points ``more`` of a category bring at ``count`` (rulebook appendix 1:
    -1 below the first step, then a point a step)."""
    def points(n: int) -> int:
        steps = SCORE_STEPS[category]
        return -1 if n < steps[0] else sum(n >= t for t in steps)
    return points(count + more) - points(count)


# ----- what the plan reads of a farm -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outlook:
    """One player's farm as the plan reads it at a decision."""

    game: Game
    seat: int
    farmer: Farmer
    round: int
    short: int  # food still missing for the next harvest
    placements: int  # people still to place before that harvest (this round's included)
    needs: Mapping[str, int]  # building goods the plan still wants, beyond the store
    cooking: bool  # owns a Fireplace or Cooking Hearth
    rates: Mapping[str, int]  # food a good or animal cooks to

    @property
    def rounds_left(self) -> int:
        return ROUNDS - self.round

    @property
    def pressure(self) -> float:
        """Food needed a placement left before the harvest: 1 and more is urgent."""
        return self.short / max(1, self.placements)


def next_harvest(round_: int) -> int:
    return min((r for r in HARVEST_ROUNDS if r >= round_), default=ROUNDS)


def food_at_hand(game: Game, seat: int, rates: Mapping[str, int]) -> int:
    """What the feeding could use without a begging card: food, grain raw, vegetables and
    the animals beyond one of each kind at the cooking rates (rulebook, "Feeding")."""
    f = game.farmers[seat]
    total = f.goods["food"] + f.goods["grain"] + f.goods["vegetable"] * max(
        1, rates.get("vegetable", 0))
    for a in ANIMALS:
        total += max(0, f.animals[a] - 1) * rates.get(a, 0)
    return total


def rooms_wanted(f: Farmer, round_: int) -> int:
    """Rooms the plan still builds: a person a room, until round 11."""
    if round_ > LAST_ROOM_ROUND:
        return 0
    return max(0, MAX_ROOMS - f.rooms.bit_count())


def needs(game: Game, seat: int) -> dict[str, int]:
    """Building goods still wanted beyond the store: the next two rooms (5 of the house's
    material and 2 reed each), the renovations once the rooms stand (a room's worth of the
    next material and 1 reed), a Fireplace's 2 clay, the fences' wood, the stone of the
    points majors late."""
    f = game.farmers[seat]
    want = dict.fromkeys(BUILDING, 0)
    rooms = min(rooms_wanted(f, game.round), 2)
    want[f.house] += ROOM_COST * rooms
    want["reed"] += ROOM_REED * rooms
    material = NEXT_MATERIAL.get(f.house)
    if material is not None and (rooms == 0 or game.round >= 8):
        want[material] += f.rooms.bit_count()
        want["reed"] += 1
    if not any(MAJORS[m].cook for m, o in game.majors.items() if o == seat):
        want["clay"] += 2
    if game.round >= FENCES_FROM - 2:
        want["wood"] += max(0, FENCE_WOOD - f.fence_count())
    if game.round >= 8:
        want["stone"] += 3
    return {g: max(0, n - f.goods[g]) for g, n in want.items()}


def outlook(game: Game, seat: int) -> Outlook:
    f = game.farmers[seat]
    rates = game.cook_rates(seat)
    harvest = next_harvest(game.round)
    short = max(0, game.food_needed(seat) - food_at_hand(game, seat, rates))
    placements = f.people + f.members * (harvest - game.round)
    return Outlook(game, seat, f, game.round, short, placements, needs(game, seat),
                   bool(rates), rates)


# ----- goods: what a unit brings --------------------------------------------------------


def emergency(o: Outlook) -> bool:
    """More food missing for the harvest than the placements after this one can gather:
    this placement brings food, or a begging card follows."""
    return o.short > 0 and o.short >= GATHERED * max(0, o.placements - 1)


def food_worth(o: Outlook, n: int) -> float:
    """Food toward the next harvest's shortfall is worth more the fewer placements are
    left to find it (begging costs 3 points a food, rulebook "Begging"); beyond it, the
    later harvests still eat it."""
    toward = min(n, o.short)
    # in an emergency each food is a begging card less
    urgency = BEGGING + EMERGENCY if emergency(o) else 1.0 + URGENCY * min(1.0, o.pressure / 1.5)
    return toward * urgency + (n - toward) * SPARE_FOOD


def good_worth(o: Outlook, good: str, n: int) -> float:
    """A building good counts fully as far as the plan needs it (what it builds), a little
    beyond; the clay of the first cooking improvement counts double (it feeds the family
    from the first harvest on)."""
    toward = min(n, o.needs.get(good, 0))
    worth = toward * NEEDED_WORTH[good] + (n - toward) * SPARE_WORTH
    if good == "clay" and not o.cooking:
        worth += min(toward, 2) * FIREPLACE_CLAY
    return worth


def crop_worth(o: Outlook, crop: str, n: int) -> float:
    """Grain or a vegetable: food, the score sheet's first step (0 → 1 is 2 points, rulebook
    appendix 1), and more when an empty field waits for it (sown, it grows 3 or 2)."""
    f = o.farmer
    if n <= 0:
        return 0.0
    have = f.goods[crop] + sum(k for c, k in f.fields.values() if c == crop)
    category = "grain" if crop == "grain" else "vegetables"
    worth = _step_gain(category, have, n) * (o.round / ROUNDS) ** 2
    empty = sum(1 for _, k in f.fields.values() if not k)
    waiting = max(0, empty - f.goods["grain"] - f.goods["vegetable"])
    worth += min(n, waiting) * (1.2 * SOW_YIELD[crop] if o.rounds_left > 1 else 0.0)
    rate = max(1, o.rates.get(crop, 0)) if crop == "vegetable" else 1
    worth += food_worth(o, n * rate) * 0.6
    return worth


def animal_room(f: Farmer, kind: str, most: int) -> int:
    """How many more animals of ``kind`` (up to ``most``) the farm holds: one kind a
    pasture, one animal a loose stable, one pet in the house (rulebook, "Farmyard")."""
    counts = [f.animals[a] for a in ANIMALS]
    i = ANIMALS.index(kind)
    held = 0
    while held < most:
        counts[i] += 1
        if not f.housed((counts[0], counts[1], counts[2])):
            break
        held += 1
    return held


def animal_worth(o: Outlook, kind: str, n: int) -> float:
    """Animals the farm can hold score (the first of a kind lifts its line from -1 to 1,
    rulebook appendix 1) and breed; the rest are food with a cooking improvement."""
    if n <= 0:
        return 0.0
    f = o.farmer
    held = animal_room(f, kind, n)
    category = {"sheep": "sheep", "boar": "wild boar", "cattle": "cattle"}[kind]
    worth = _step_gain(category, f.animals[kind], held) * (0.5 + 0.5 * o.round / ROUNDS)
    return worth + food_worth(o, (n - held) * o.rates.get(kind, 0))


def goods_worth(o: Outlook, goods: Mapping[str, int]) -> float:
    total = 0.0
    for good, n in goods.items():
        if good == "food":
            total += food_worth(o, n)
        elif good in ("grain", "vegetable"):
            total += crop_worth(o, good, n)
        elif good in ANIMALS:
            total += animal_worth(o, good, n)
        else:
            total += good_worth(o, good, n)
    return total


# ----- the actions a space offers --------------------------------------------------------


def can_build_room(f: Farmer) -> bool:
    return f.goods[f.house] >= ROOM_COST and f.goods["reed"] >= ROOM_REED


def room_worth(o: Outlook) -> float:
    """A room as soon as its materials are in store: it lets the family grow (a person:
    3 points and an action a round; rulebook, "Family growth" needs a free room)."""
    f = o.farmer
    if not can_build_room(f) or not rooms_wanted(f, o.round):
        return 0.0
    free = f.rooms.bit_count() - f.members
    if free > 0:
        return 2.0
    # A family of 2 or 3 in a full house: the room is the next person (3 points and an
    # action a round), weighed above what any space's goods bring (issue 53: a computer
    # held 9 wood and 5 reed in rounds 6-7 and built no room).
    return SMALL_FAMILY_ROOM if f.members <= SMALL_FAMILY else ROOM


def growth_worth(o: Outlook) -> float:
    """Family growth whenever a room is free: 3 points and an action each round left, less
    the food the newborn eats."""
    f = o.farmer
    if f.members >= MAX_FAMILY:
        return 0.0
    eats = 3 if o.game.setup.players == 1 else 2
    newborn = food_worth(o, 1) if o.short else 0.0  # it eats 1 food at this round's harvest
    return 3.0 + 1.1 * o.rounds_left - 0.2 * eats * o.rounds_left / 2 - newborn


def room_growth_worth(o: Outlook) -> float:
    """Family growth into a free room (rulebook, "Family growth": the space needs one) is
    weighed high: the room was built for it, and a family that waits grows fewer rounds
    (issue 53: a Hint and a computer kept 2 people in a house with room for 3)."""
    worth = growth_worth(o)
    free = o.farmer.rooms.bit_count() > o.farmer.members
    return worth + FREE_ROOM_GROWTH if worth > 0 and free else worth


def idle_token(game: Game, seat: int) -> bool:
    """Whether "Starting player" gives ``seat`` nothing it needs: it holds the token
    already, and its food is not wanted for the next harvest (the token stays with it
    anyway unless another player takes the space; rulebook, "Starting player")."""
    return game.token == seat and outlook(game, seat).short == 0


def start_player_worth(o: Outlook) -> float:
    """The first choice next round, worth a little with several players; never taken
    while holding the token when the space gives nothing needed (issue 53)."""
    if o.game.setup.players == 1:
        return 0.0
    return NEVER if idle_token(o.game, o.seat) else 0.3


def fields_worth(o: Outlook) -> float:
    """Plowing: fields are scored (2 fields 1 point ... 5 fields 4 points) and bear crops;
    worth more from round 3 and from round 6, when the crops follow."""
    f = o.farmer
    if len(f.fields) >= len(FIELD_CELLS) or not (f.free() & ~PASTURE_ZONE):
        return 0.0
    worth = PLOW + _step_gain("fields", len(f.fields))
    if o.round >= 3:
        worth += PLOW_LATER
    if o.round >= 6:
        worth += PLOW_LATER
    return worth


def sow_worth(o: Outlook, extra_field: bool = False) -> float:
    """Sowing: each empty field with a grain (3 grain) or vegetable (2) in store."""
    f = o.farmer
    empty = sum(1 for _, k in f.fields.values() if not k) + extra_field
    seeds = f.goods["grain"] + f.goods["vegetable"]
    if o.rounds_left < 1:
        return 0.0
    harvests = sum(1 for r in HARVEST_ROUNDS if r >= o.round)
    return min(empty, seeds) * (0.8 + 0.6 * min(3, harvests))


def bake_worth(o: Outlook) -> float:
    """Baking turns grain into 2–5 food (rulebook, "Bake bread"): worth it when food is
    short."""
    grain = o.farmer.goods["grain"]
    if not grain or not o.short:
        return 0.0
    game = o.game
    bread = game._bread(o.farmer, min(grain, game._bake_limit(o.farmer)))
    return food_worth(o, bread) - food_worth(o, min(grain, o.short)) if bread else 0.0


def fences_worth(o: Outlook) -> float:
    """Fences from round 6 when the wood for a pasture is in store: pastures score (none
    is -1), use spaces (each unused is -1) and hold animals."""
    f = o.farmer
    if o.round < FENCES_FROM or f.fence_count() >= MAX_FENCES:
        return 0.0
    wood = fence_wood(o)
    if wood < (6 if not f.fences else 3):
        return 0.0
    pastures = len(f.pastures())
    worth = 2.0 * min(2, wood // 4) + _step_gain("pastures", pastures)
    unfenced = bin(PASTURE_ZONE & ~f.pastured() & ~f.rooms & ~f.field_mask).count("1")
    return worth + min(unfenced, wood // 3) * 0.8


def fence_wood(o: Outlook) -> int:
    """The wood fences may use: what the next room does not need (rooms first: a room
    is a person, a pasture a few points)."""
    f = o.farmer
    keep = ROOM_COST if f.house == "wood" and rooms_wanted(f, o.round) and o.round <= 10 else 0
    return max(0, f.goods["wood"] - keep)


def stable_worth(o: Outlook, cost: int) -> float:
    """A stable for 1 wood in a pasture doubles it (and scores a point); loose it holds
    one animal and uses a space."""
    f = o.farmer
    if f.goods["wood"] < cost or f.stables_left() <= 0 or o.rounds_left < 1:
        return 0.0
    if f.pastured() & ~f.stables:
        return 1.6
    return 0.6 if o.needs["wood"] == 0 else 0.2


def major_worth(o: Outlook) -> float:
    """The first cooking improvement early (animals, vegetables and bread become food),
    points majors late."""
    choice = best_major(o)
    if choice is None:
        return 0.0
    m = MAJORS[choice.partition("+")[0]]
    if m.cook and not o.cooking:
        return 6.0 + 2.0 * min(1.0, o.pressure)
    return m.points * (0.6 + 0.6 * o.round / ROUNDS)


def renovation_worth(o: Outlook) -> float:
    """Renovation: every room a point more (clay 1, stone 2; rulebook appendix 1), while
    the rooms still to build would then cost the new material."""
    f = o.farmer
    if o.game._renovation_cost(f) is None:
        return 0.0
    worth = float(f.rooms.bit_count())
    if rooms_wanted(f, o.round) and o.round < 9:
        worth -= 3.0
    return worth


# What an effect or a sub-action of a space is worth (the goods a space gives are valued
# apart): one rule each.
ACTION_WORTH: Final[Mapping[str, Callable[[Outlook], float]]] = MappingProxyType({
    "grow": room_growth_worth,
    "grow_without_room": room_growth_worth,
    "renovate": renovation_worth,
    "start_player": start_player_worth,
    "rooms": lambda o: max(room_worth(o), stable_worth(o, 2) * 0.5),
    "stables": lambda o: 0.0,  # valued with the rooms of the same space (see "rooms")
    "stable": lambda o: stable_worth(o, 1),
    "plow": fields_worth,
    "sow": sow_worth,
    "bake": bake_worth,
    "fences": fences_worth,
    "major": major_worth,
})


ACTION_WORDS: Final = MappingProxyType({
    "grow": "the family grows: 3 points and a person more to act each round",
    "grow_without_room": "the family grows: 3 points and a person more to act each round",
    "renovate": "renovation: every room scores a point more",
    "start_player": "the first choice next round",
    "rooms": "a room now: the family can grow into it",
    "stable": "a stable: it doubles a pasture's animals",
    "plow": "a field: fields score and bear crops",
    "sow": "sowing: a grain grows to 3, a vegetable to 2",
    "bake": "bread for the harvest",
    "fences": "pastures: they score, use spaces and hold animals",
    "major": "a major improvement",
})


def _goods_words(o: Outlook, good: str) -> str:
    """Why the plan wants a good: what it is for."""
    f = o.farmer
    if good == "food":
        return (f"food for the harvest: {o.short} still missing" if o.short
                else "food for the later harvests")
    if good in ("grain", "vegetable"):
        empty = any(not k for _, k in f.fields.values())
        return f"{good} for an empty field" if empty else f"{good} for the harvests and the score"
    if good in ANIMALS:
        return f"{good} for the score sheet and to breed"
    rooms = rooms_wanted(f, o.round)
    if good == "clay" and not o.cooking:
        return "clay for a Fireplace"
    if good in (f.house, "reed") and rooms:
        return f"{good} for the next room"
    if good == NEXT_MATERIAL.get(f.house):
        return f"{good} for the renovation"
    return "wood for fences" if good == "wood" else f"{good} for a major improvement"


def space_parts(o: Outlook, sid: str) -> list[tuple[float, str]]:
    """An open space's worth to the plan in parts, each with its words: its goods and
    its actions (sub-actions as in "A and/or B" add up)."""
    game = o.game
    space = SPACES[sid]
    goods = dict(space.take)
    for good, n in game.stock.get(sid, {}).items():
        goods[good] = goods.get(good, 0) + n
    parts = [(goods_worth(o, {good: n}), _goods_words(o, good)) for good, n in goods.items()]
    if space.choose:
        ranked = sorted(BUILDING, key=lambda g: -o.needs[g] * NEEDED_WORTH[g])
        parts += [(good_worth(o, g, 1), _goods_words(o, g)) for g in ranked[:space.choose]]
    if space.effect:
        parts.append((ACTION_WORTH[space.effect](o), ACTION_WORDS[space.effect]))
    if "plow" in space.parts and "sow" in space.parts:
        plow = fields_worth(o)
        return [*parts, (plow, ACTION_WORDS["plow"]),
                (sow_worth(o, extra_field=plow > 0), ACTION_WORDS["sow"])]
    return parts + [(ACTION_WORTH[p](o), ACTION_WORDS.get(p, ACTION_WORDS["rooms"]))
                    for p in space.parts]


def space_worth(o: Outlook, sid: str) -> float:
    return sum(w for w, _ in space_parts(o, sid))


def placements(game: Game) -> list[tuple[str, float]]:
    """The placement's options, best first (ties in the engine's order), with the plan's
    worth of each."""
    d = game.decision()
    assert d is not None and d.kind == "place"
    o = outlook(game, d.player)
    ranked = [(opt.key, space_worth(o, opt.key.removeprefix("space:"))) for opt in d.options]
    return sorted(ranked, key=lambda kv: -kv[1])


# ----- the sub-decisions -----------------------------------------------------------------


def best_major(o: Outlook) -> str | None:
    """The major the plan buys now: the cheapest cooking improvement when it has none
    (a Fireplace, or a Cooking Hearth for its Fireplace), else the one with the most
    points it can pay."""
    game, f = o.game, o.farmer
    keys = [k.removeprefix("major:") for k in _major_keys(game, o.seat, f)]
    if not keys:
        return None
    if not o.cooking:
        for mid in ("fireplace_2", "fireplace_3", "hearth_4", "hearth_5"):
            if mid in keys:
                return mid
    cooks = [k for k in keys if MAJORS[k.partition("+")[0]].cook]
    points = [k for k in keys if not MAJORS[k.partition("+")[0]].cook]
    if not points:
        upgrades = [k for k in cooks if "+" in k]
        return upgrades[0] if upgrades and o.round >= 9 else None
    return max(points, key=lambda k: (MAJORS[k].points, -sum(n for _, n in MAJORS[k].cost)))


def _major_keys(game: Game, seat: int, f: Farmer) -> list[str]:
    owned = [m for m, o in game.majors.items() if o == seat]
    keys = []
    for m in MAJORS.values():
        if m.id not in game.majors and all(f.goods[g] >= n for g, n in m.cost):
            keys.append(f"major:{m.id}")
        keys += [f"major:{m.id}+{old}" for old in m.upgrade_from if old in owned]
    return keys


def _cell_order(keys: list[str], prefix: str, order: tuple[str, ...]) -> str | None:
    """The first of ``order``'s cells offered under ``prefix`` (then any offered)."""
    offered = [k for k in keys if k.startswith(prefix)]
    for name in order:
        if f"{prefix}{name}" in offered:
            return f"{prefix}{name}"
    return offered[0] if offered else None


def _pasture_choice(o: Outlook, keys: list[str]) -> str | None:
    """The pasture with the most points a wood: spaces used, a pasture more on the sheet,
    room for animals; inside the pasture zone, keeping wood for the next."""
    f = o.farmer
    for planned in PASTURES:
        area = sum(1 << _CELL[n] for n in planned.split("-"))
        if (f"pasture:{planned}" in keys
                and (farm.border(area) & ~f.fences).bit_count() <= fence_wood(o)):
            return f"pasture:{planned}"
    best: tuple[float, str] | None = None
    pastures = len(f.pastures())
    for key in keys:
        if not key.startswith("pasture:"):
            continue
        area = sum(1 << _CELL[n] for n in key.removeprefix("pasture:").split("-"))
        if area & ~PASTURE_ZONE:
            continue
        cost = (farm.border(area) & ~f.fences).bit_count()
        if cost > fence_wood(o):
            continue
        new_cells = (area & ~f.pastured() & ~f.stables).bit_count()
        gain = new_cells + _step_gain("pastures", pastures) + 0.3 * area.bit_count()
        score = gain / cost
        if best is None or score > best[0]:
            best = (score, key)
    return best[1] if best is not None and best[0] > 0.25 else None


def parts_choice(o: Outlook, d: Decision) -> str:
    """Which sub-action next on a space, in the plan's order: a room, a major, plowing,
    sowing, a pasture, baking, a stable; "done" when none is wanted."""
    keys = d.keys()
    f = o.farmer
    if rooms_wanted(f, o.round):
        room = _cell_order(keys, "room:", ROOM_CELLS)
        if room is not None:
            return room
    major = best_major(o) if any(k.startswith("major:") for k in keys) else None
    if major is not None and f"major:{major}" in keys:
        return f"major:{major}"
    plow = _cell_order(keys, "plow:", FIELD_CELLS)
    if plow is not None and len(f.fields) < len(FIELD_CELLS):
        return plow
    if "sow:vegetable" in keys:
        return "sow:vegetable"
    if "sow:grain" in keys:
        return "sow:grain"
    pasture = _pasture_choice(o, keys)
    if pasture is not None:
        return pasture
    bake = _bake_choice(o, keys)
    if bake is not None:
        return bake
    stable = _stable_choice(o, keys)
    if stable is not None:
        return stable
    if "done" in keys:
        return "done"
    return _forced(o, keys)


def _forced(o: Outlook, keys: list[str]) -> str:
    """A space that must act once (its first sub-action) when nothing is wanted: the
    cheapest harm."""
    for prefix in ("bake:", "sow:", "plow:", "stable:", "pasture:", "room:", "major:"):
        for k in keys:
            if k.startswith(prefix):
                if prefix == "plow:":
                    return _cell_order(keys, "plow:", FIELD_CELLS) or k
                return k
    return keys[0]


def _bake_choice(o: Outlook, keys: list[str]) -> str | None:
    """Bake as much grain as the shortfall needs (the best rates first), keeping a grain
    for an empty field."""
    bakes = [int(k.removeprefix("bake:")) for k in keys if k.startswith("bake:")]
    if not bakes or not o.short:
        return None
    f = o.farmer
    game = o.game
    for n in sorted(bakes):
        if game._bread(f, n) >= o.short:
            return f"bake:{n}"
    return f"bake:{max(bakes)}"


def _stable_choice(o: Outlook, keys: list[str]) -> str | None:
    f = o.farmer
    offered = [k for k in keys if k.startswith("stable:")]
    if not offered:
        return None
    cost = 1 if o.game.stack and o.game.stack[-1].args.get("space") == "stable_bake" else 2
    spare = f.goods["wood"]
    inside = [k for k in offered if f.pastured() >> _CELL[k.removeprefix("stable:")] & 1]
    if inside and spare >= cost:
        return inside[0]
    zone = [k for k in offered if PASTURE_ZONE >> _CELL[k.removeprefix("stable:")] & 1]
    if zone and o.round >= 10 and spare >= cost + 2:
        return zone[0]
    return None


def resource_choice(o: Outlook, keys: list[str]) -> str:
    """The building goods the plan needs most (reed first: two with 5 wood make a room)."""
    def worth(key: str) -> float:
        return sum(good_worth(o, g, 1) for g in key.removeprefix("take:").split("+"))
    return max(keys, key=worth)


def overflow_choice(o: Outlook, keys: list[str]) -> str:
    """An animal that does not fit: cook it if a cooking improvement can, the most numerous
    kind first; else release one."""
    f = o.farmer
    cooks = [k for k in keys if k.startswith("cook:")]
    pool = cooks or keys
    return max(pool, key=lambda k: f.animals[k.partition(":")[2]])


def feed_choice(o: Outlook, keys: list[str]) -> str:
    """Feeding (rulebook, "Feeding the family"): pay when the food is there; else turn
    surplus into food first: the craft goods, animals beyond a breeding pair, grain and
    vegetables beyond one (the score sheet's first step), then animals beyond one of each
    kind, then the rest; a begging card only when nothing is left."""
    game, f = o.game, o.farmer
    need = game.food_needed(o.seat)
    if f.goods["food"] >= need or keys == ["pay"]:
        return "pay"
    for k in keys:
        if k.startswith("craft:"):
            return k
    for keep in (2, 1):
        animals = [k for k in keys if k.startswith("cook:")
                   and f.animals[k.partition(":")[2]] > keep]
        if animals:
            return max(animals, key=lambda k: o.rates[k.partition(":")[2]])
        if keep == 2:
            for crop in ("vegetable", "grain"):
                if f"eat:{crop}" in keys and f.goods[crop] > 1:
                    return f"eat:{crop}"
    for k in ("eat:vegetable", "eat:grain"):
        if k in keys:
            return k
    cooks = [k for k in keys if k.startswith("cook:")]
    return cooks[0] if cooks else "pay"


def oven_choice(o: Outlook, keys: list[str]) -> str:
    return _bake_choice(o, keys) or "done"


def sub_decision(game: Game, d: Decision) -> str:
    """The plan's key for a decision that is not a placement."""
    o = outlook(game, d.player)
    keys = d.keys()
    if d.kind == "parts":
        return parts_choice(o, d)
    if d.kind == "resource":
        return resource_choice(o, keys)
    if d.kind == "overflow":
        return overflow_choice(o, keys)
    if d.kind == "feed":
        return feed_choice(o, keys)
    if d.kind == "oven":
        return oven_choice(o, keys)
    return keys[0]  # breeding: the engine lists the largest litters first


def firm(game: Game) -> str | None:
    """The plan's placement when it is one the plan does not put off: Family growth into
    a free room, or a room for a family of 2–3 whose materials are in store. Judged by
    rollouts, where the plan in the later rounds does it at its next chance, putting it
    off always looked a little better, one decision after the other, and a computer kept
    2 people in 2 rooms holding 9 wood and 5 reed (issue 53): the strong level plays
    these as the plan does."""
    d = game.decision()
    if d is None or d.kind != "place":
        return None
    top, worth = placements(game)[0]
    if top in ("space:family_growth", "space:urgent_growth"):
        f = game.farmers[d.player]
        return top if f.rooms.bit_count() > f.members and worth > 0 else None
    if top == "space:build" and room_worth(outlook(game, d.player)) >= SMALL_FAMILY_ROOM:
        return top
    return None


def plan_move(game: Game) -> str:
    """The plan's key for the game's decision."""
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    if len(d.options) == 1:
        return d.options[0].key
    if d.kind == "place":
        return placements(game)[0][0]
    return sub_decision(game, d)


# Why a sub-decision's option, by its verb (a placement's words are its biggest part's).
VERB_WORDS: Final = MappingProxyType({
    "room": ACTION_WORDS["rooms"], "plow": ACTION_WORDS["plow"], "sow": ACTION_WORDS["sow"],
    "bake": ACTION_WORDS["bake"], "pasture": ACTION_WORDS["fences"],
    "stable": ACTION_WORDS["stable"], "major": ACTION_WORDS["major"],
    "done": "nothing more here is worth its cost",
    "pay": "the family is fed", "eat": "food for the feeding from what is spare",
    "cook": "food from an animal", "craft": "food from a spare good",
    "release": "an animal that does not fit", "take": "the building goods the plan needs most",
    "breed": "the young that fit",
})


def reason(game: Game, key: str) -> str:
    """The plan's words for ``key``: "a room now: the family can grow into it"."""
    d = game.decision()
    assert d is not None
    if d.kind == "place":
        parts = space_parts(outlook(game, d.player), key.removeprefix("space:"))
        worth, words = max(parts, default=(0.0, ""), key=lambda p: p[0])
        return words if worth > 0 else "the least harm of what is open"
    return VERB_WORDS.get(key.partition(":")[0], "what the plan does here")

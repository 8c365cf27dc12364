"""The rules of the Agricola family game, 1–4 players: rounds, work, harvests.

A :class:`Game` always waits on one :class:`~gamekit.Decision` (or is over). Every
change after setup is a key played from the options: ``space:fishing``,
``room:a2``, ``pasture:a3-b3``, ``bake:2``, ``pay``, ...
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from gamekit import Decision, IllegalMove, Option, replay
from gamekit.names import given_names, normal_text
from gamekit.steps import Handler, Steps

from . import farm
from .data import (
    ANIMAL_NAMES,
    ANIMALS,
    BOARD,
    BUILDING,
    CARDS,
    HARVEST_ROUNDS,
    MAJORS,
    MAX_FAMILY,
    MAX_FENCES,
    NEXT_MATERIAL,
    RENOVATION_REED,
    ROOM_COST,
    ROOM_REED,
    ROUNDS,
    SOLO_WOOD,
    SOW_YIELD,
    STABLE_COST,
    STAGES,
    TWO_DIFFERENT,
    Space,
)
from .link_format import encode_moves
from .scoring import score_sheet
from .state import MAX_SEED, Farmer, Setup, Step

WORK, FEEDING, BREEDING, OVER = "work", "feeding", "breeding", "over"
SPACES = {s.id: s for s in (*BOARD, *(c for cs in CARDS.values() for c in cs),
                            *(s for stage in STAGES for s in stage))}
_NAMES = {farm.cell_name(c): c for c in range(farm.CELLS)}
# The decisions of the steps on the stack (feeding, a space's sub-actions, ...), by kind:
# each registers its options, prompt, apply and (where the engine may drop the step
# before it asks) its check that it is over. Placing a person is asked without a step.
STEPS: Steps[Game, Step, Handler[Game, Step]] = Steps(Handler)


def round_cards(seed: int) -> tuple[str, ...]:
    """The order the 14 round cards come up: each stage shuffled on its own."""
    rng = random.Random(seed)
    order: list[str] = []
    for stage in STAGES:
        ids = [s.id for s in stage]
        rng.shuffle(ids)
        order += ids
    return tuple(order)


def goods_words(goods: Iterable[tuple[str, int]]) -> str:
    """"2 wood, 1 wild boar" (none of what there are 0 of)."""
    return ", ".join(f"{n} {ANIMAL_NAMES.get(g, g)}" for g, n in goods if n)


def new_game(players: int, seed: int, start_player: int | None = None, *,
             solo_storehouse: bool = False, two_resources: bool = True,
             names: Sequence[str] | None = None) -> Game:
    """A new family game for 1–4 players; the start player is drawn from ``seed`` unless
    given. The two switches are the family facts' open questions (see :class:`Setup`);
    ``names`` one a seat, put through the names' one rule (none: no seat named)."""
    # (whole numbers only: 2.0 or True compare equal to one, and the link could not hold it)
    if not _whole(players) or players not in (1, 2, 3, 4):
        raise ValueError(f"the family game is for 1 to 4 players (a whole number), "
                         f"not {players!r}")
    if not _whole(seed) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"the seed must be a whole number within 0..{MAX_SEED}, not {seed!r}")
    if start_player is None:
        start_player = random.Random(f"start player {seed}").randrange(players)
    if not _whole(start_player) or not 0 <= start_player < players:
        raise ValueError(f"no such start player: {start_player!r}")
    named = (tuple(normal_text(n) for n in given_names(names, players))
             if names is not None else ())
    return Game(Setup(players, seed, start_player, solo_storehouse, two_resources, named))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def harvest_fields(f: Farmer) -> None:
    """The field phase: 1 grain or vegetable from every sown field into the supply; a
    field whose last good is taken is empty (and may be sown again)."""
    for c, (crop, n) in list(f.fields.items()):
        if n:
            f.goods[crop] += 1
            f.fields[c] = (crop, n - 1) if n > 1 else ("", 0)


class Game:
    """A game in progress: state, the moves played, and the decision it waits on."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.cards = round_cards(setup.seed)
        self.farmers = [Farmer() for _ in range(setup.players)]
        start_food = 0 if setup.players == 1 else 3
        for seat, f in enumerate(self.farmers):
            f.goods["food"] = start_food - (seat == setup.start_player and start_food > 0)
        cards = CARDS[setup.players]
        if not setup.two_resources:
            cards = tuple(c for c in cards if c is not TWO_DIFFERENT)
        self.open: list[str] = [s.id for s in (*BOARD, *cards)]
        self.stock: dict[str, dict[str, int]] = {}
        self.occupied: dict[str, int] = {}
        self.majors: dict[str, int] = {}  # id -> owner
        self.well: dict[int, list[int]] = {}  # round -> food per player
        self.token = setup.start_player
        self.current = setup.start_player
        self.round = 0
        self.phase = WORK
        self.turn_over = False
        self.stack: list[Step] = []
        self.moves: list[str] = []
        self._decision: Decision | None = None
        self._start_round()
        self._advance()

    # ----- public faces ------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def decision(self) -> Decision | None:
        if self.phase == OVER:
            return None
        if self._decision is None:
            self._decision = self._ask()
        return self._decision

    def legal_moves(self) -> list[str]:
        d = self.decision()
        return d.keys() if d else []

    def play(self, key: str) -> None:
        d = self.decision()
        if d is None:
            raise IllegalMove("the game is over")
        if d.option(key) is None:
            raise IllegalMove(f"{key!r} is not a legal choice now ({d.prompt})")
        if self.stack:
            step = self.stack[-1]
            STEPS.decisions[step.kind].apply(self, step, key)
        else:
            self._place(key.removeprefix("space:"))
        self.moves.append(key)
        self._decision = None
        self._advance()

    def scores(self) -> list[dict[str, int]]:
        """Each player's score sheet as it stands: the categories and ``"total"``."""
        return [score_sheet(f, [m for m, o in self.majors.items() if o == seat])
                for seat, f in enumerate(self.farmers)]

    def restock(self, sid: str) -> tuple[tuple[str, int], ...]:
        """The goods an accumulating space gains at the start of each round, for this
        game's setup: the solo game's wood space gains 2, and its storehouse nothing
        unless the setup says so."""
        solo = self.setup.players == 1
        if sid == "starting_player" and solo and not self.setup.solo_storehouse:
            return ()
        return tuple((good, SOLO_WOOD if solo and sid == "wood3" else n)
                     for good, n in SPACES[sid].stock)

    def winners(self) -> list[int]:
        """The seats with the most points (the rulebook has no tie-break: they share)."""
        totals = [s["total"] for s in self.scores()]
        return [i for i, t in enumerate(totals) if t == max(totals)]

    def copy(self) -> Game:
        """An independent copy (the computer player makes thousands: each mutable part is
        copied by hand, a few times quicker than ``copy.deepcopy``)."""
        g = object.__new__(Game)
        g.__dict__.update(self.__dict__)  # immutables shared: setup, cards, the decision
        g.farmers = [f.copy() for f in self.farmers]
        g.open = list(self.open)
        g.stock = {sid: dict(pile) for sid, pile in self.stock.items()}
        g.occupied = dict(self.occupied)
        g.majors = dict(self.majors)
        g.well = {r: list(food) for r, food in self.well.items()}
        g.stack = [step.copy() for step in self.stack]
        g.moves = list(self.moves)
        return g

    def encode(self) -> str:
        """The game's link text (:mod:`agricola_core.link_format`; the codec reads it)."""
        return encode_moves(self.setup, self.moves, replay.offered(Game(self.setup), self.moves))

    # ----- the round ---------------------------------------------------------------------

    def _start_round(self) -> None:
        self.round += 1
        self.open.append(self.cards[self.round - 1])
        for sid in self.open:
            added = self.restock(sid)
            if not added:
                continue
            pile = self.stock.setdefault(sid, {})
            for good, n in added:
                pile[good] = pile.get(good, 0) + n
        for seat, food in enumerate(self.well.pop(self.round, [])):
            self.farmers[seat].goods["food"] += food
        self.occupied.clear()
        for f in self.farmers:
            f.people = f.members
        self.current = self.token
        self.phase = WORK

    def _advance(self) -> None:
        """Run what needs no decision until the game waits on a player (or is over)."""
        while True:
            if self.stack:
                step = self.stack[-1]
                finished = STEPS.decisions[step.kind].finished
                if finished is None or not finished(self, step):
                    return
                self.stack.pop()
                continue
            if self.phase == WORK:
                if not self.turn_over:
                    return
                self.turn_over = False
                n = self.setup.players
                nxt = [(self.current + i) % n for i in range(1, n + 1)]
                waiting = [s for s in nxt if self.farmers[s].people]
                if waiting:
                    self.current = waiting[0]
                    return
                self._end_work()
            elif self.phase == FEEDING:
                self._breed()
            elif self.phase == BREEDING:
                self._end_round()
            else:
                return

    def _end_work(self) -> None:
        if self.round not in HARVEST_ROUNDS:
            self._end_round()
            return
        for f in self.farmers:
            harvest_fields(f)
        self.phase = FEEDING
        for seat in reversed(self._order()):
            self.stack.append(Step("feed", seat, {"crafted": []}))

    def _order(self) -> list[int]:
        n = self.setup.players
        return [(self.token + i) % n for i in range(n)]

    def _end_round(self) -> None:
        for f in self.farmers:
            f.newborns = 0
        if self.round == ROUNDS:
            self.phase = OVER
        else:
            self._start_round()

    # ----- placing a person --------------------------------------------------------------

    def _ask(self) -> Decision:
        if self.stack:
            step = self.stack[-1]
            h = STEPS.decisions[step.kind]
            return Decision(step.player, h.prompt(self, step), tuple(h.options(self, step)),
                            step.kind)
        f = self.farmers[self.current]
        options = tuple(Option(f"space:{sid}", self._space_label(sid)) for sid in self.open
                        if sid not in self.occupied and self._usable(f, SPACES[sid]))
        return Decision(self.current, f"Round {self.round}: place a person "
                        f"({f.people} left)", options, "place")

    def _space_label(self, sid: str) -> str:
        """The space and the pile on it: "Fishing (2 food)"; a space named after what it
        gains a round says the pile first ("Take 4 wood (+2 a round)"), not its name
        twice ("2 wood (2 wood)")."""
        space, pile = SPACES[sid], self.stock.get(sid)
        goods = goods_words((pile or {}).items())
        if not goods:
            return space.label
        if space.label == goods_words(space.stock):
            return f"Take {goods} (+{self.restock(sid)[0][1]} a round)"
        return f"{space.label} ({goods})"

    def _usable(self, f: Farmer, space: Space) -> bool:
        """Whether ``f`` can perform at least one action of ``space`` (a person may not
        stand on a space without acting)."""
        if space.effect == "grow":
            return f.members < MAX_FAMILY and f.rooms.bit_count() > f.members
        if space.effect == "grow_without_room":
            return f.members < MAX_FAMILY
        if space.effect == "renovate":
            return self._renovation_cost(f) is not None
        if space.effect or space.take or space.stock or space.choose:
            return True
        return any(True for part in space.parts for _ in self._part_options(f, part))

    def _place(self, sid: str) -> None:
        seat = self.current
        f = self.farmers[seat]
        space = SPACES[sid]
        self.occupied[sid] = seat
        f.people -= 1
        self.turn_over = True  # once this action's steps are done
        acted = False
        if space.effect == "start_player":
            self.token = seat
        elif space.effect in ("grow", "grow_without_room"):
            f.members += 1
            f.newborns += 1
        elif space.effect == "renovate":
            cost = self._renovation_cost(f)
            assert cost is not None
            self._pay(f, cost)
            f.house = NEXT_MATERIAL[f.house]
            acted = True
        for good, n in space.take:
            f.goods[good] += n
        for good, n in self.stock.pop(sid, {}).items():
            if good in ANIMALS:
                f.animals[good] += n
            else:
                f.goods[good] += n
        if space.parts:
            self.stack.append(Step("parts", seat, {"space": sid, "used": [], "acted": acted}))
        if space.choose:
            self.stack.append(Step("resource", seat, {"n": space.choose}))
        if not f.housed():
            self.stack.append(Step("overflow", seat))

    @staticmethod
    def _pay(f: Farmer, cost: dict[str, int]) -> None:
        for good, n in cost.items():
            f.goods[good] -= n

    @staticmethod
    def _can_pay(f: Farmer, cost: dict[str, int]) -> bool:
        return all(f.goods[g] >= n for g, n in cost.items())

    def _renovation_cost(self, f: Farmer) -> dict[str, int] | None:
        material = NEXT_MATERIAL.get(f.house)
        if material is None:
            return None
        cost = {material: f.rooms.bit_count(), "reed": RENOVATION_REED}
        return cost if self._can_pay(f, cost) else None

    # ----- "A and/or B": the sub-actions of a space -------------------------------------

    def _part_options(self, f: Farmer, part: str) -> Iterator[Option]:
        goods = f.goods
        if part == "rooms":
            cost = {f.house: ROOM_COST, "reed": ROOM_REED}
            if self._can_pay(f, cost):
                for c in farm.cells_of(farm.around(f.rooms) & f.free()):
                    yield Option(f"room:{farm.cell_name(c)}", f"build a {f.house} room on "
                                 f"{farm.cell_name(c)} ({ROOM_COST} {f.house}, {ROOM_REED} reed)")
        elif part in STABLE_COST:
            wood = STABLE_COST[part]
            if goods["wood"] >= wood and f.stables_left():
                spots = farm.ALL & ~(f.rooms | f.field_mask | f.stables)
                for c in farm.cells_of(spots):
                    yield Option(f"stable:{farm.cell_name(c)}", f"build a stable on "
                                 f"{farm.cell_name(c)} ({wood} wood)")
        elif part == "plow":
            spots = f.free()
            if f.fields:
                spots &= farm.around(f.field_mask)
            for c in farm.cells_of(spots):
                yield Option(f"plow:{farm.cell_name(c)}", f"plow a field on {farm.cell_name(c)}")
        elif part == "sow":
            empty = sum(1 for crop, n in f.fields.values() if not n)
            for crop in ("grain", "vegetable"):
                if empty and goods[crop]:
                    yield Option(f"sow:{crop}", f"sow 1 {crop} in an empty field "
                                 f"(it grows to {SOW_YIELD[crop]})")
        elif part == "bake":
            for n in range(1, self._bake_limit(f) + 1):
                yield Option(f"bake:{n}", f"bake {n} grain into {self._bread(f, n)} food")
        elif part == "fences":
            yield from self._pasture_options(f)
        elif part == "major":
            yield from self._major_options(f)
        else:  # pragma: no cover - the data tables name only the parts above
            raise ValueError(f"unknown sub-action {part!r}")

    def _parts_prompt(self, step: Step) -> str:
        return f"{SPACES[step.args['space']].label}: choose"

    @STEPS.decision("parts", _parts_prompt)
    def _ask_parts(self, step: Step) -> list[Option]:
        f = self.farmers[step.player]
        options = [o for part in self._parts_left(step) for o in self._part_options(f, part)]
        if step.args["acted"]:
            options.append(Option("done", "finish this action"))
        return options

    def _parts_left(self, step: Step) -> list[str]:
        repeatable = ("rooms", "stables", "sow", "fences")
        return [p for p in SPACES[step.args["space"]].parts
                if p in repeatable or p not in step.args["used"]]

    @STEPS.finishes("parts")
    def _done_parts(self, step: Step) -> bool:
        if step.args.get("finished"):
            return True
        f = self.farmers[step.player]
        return bool(step.args["acted"]) and not any(
            True for p in self._parts_left(step) for _ in self._part_options(f, p))

    @STEPS.applies("parts")
    def _do_parts(self, step: Step, key: str) -> None:
        if key == "done":
            step.args["finished"] = True
            return
        f = self.farmers[step.player]
        verb, _, arg = key.partition(":")
        part = {"room": "rooms", "plow": "plow", "sow": "sow", "bake": "bake",
                "pasture": "fences", "major": "major"}.get(verb)
        if verb == "stable":
            part = "stable" if "stable" in SPACES[step.args["space"]].parts else "stables"
            f.goods["wood"] -= STABLE_COST[part]
            f.stables |= 1 << _NAMES[arg]
        elif verb == "room":
            self._pay(f, {f.house: ROOM_COST, "reed": ROOM_REED})
            f.rooms |= 1 << _NAMES[arg]
        elif verb == "plow":
            f.fields[_NAMES[arg]] = ("", 0)
        elif verb == "sow":
            c = min(c for c, (_, n) in f.fields.items() if not n)
            f.goods[arg] -= 1
            f.fields[c] = (arg, SOW_YIELD[arg])
        elif verb == "bake":
            self._bake(f, int(arg))
        elif verb == "pasture":
            area = sum(1 << _NAMES[name] for name in arg.split("-"))
            new = farm.border(area) & ~f.fences
            f.goods["wood"] -= new.bit_count()
            f.fences |= new
            if not f.housed():  # a fenced stable or a divided pasture can hold fewer kinds
                self.stack.append(Step("overflow", step.player))
        elif verb == "major":
            self._buy_major(step.player, arg)
        step.args["used"].append(part)
        step.args["acted"] = True

    # ----- bread -------------------------------------------------------------------------

    def _owned(self, seat: int) -> list[str]:
        return [m for m, o in self.majors.items() if o == seat]

    def _seat(self, f: Farmer) -> int:
        return next(seat for seat, x in enumerate(self.farmers) if x is f)

    def _bake_rates(self, f: Farmer) -> tuple[list[int], int]:
        """The ovens' grain slots (food each) and the best any-number rate (0: none)."""
        owned = [MAJORS[m] for m in self._owned(self._seat(f))]
        slots = sorted((r for m in owned for r in m.oven), reverse=True)
        return slots, max((m.bake_rate for m in owned), default=0)

    def _bake_limit(self, f: Farmer) -> int:
        slots, rate = self._bake_rates(f)
        return f.goods["grain"] if rate else min(f.goods["grain"], len(slots))

    def _bake(self, f: Farmer, n: int) -> None:
        f.goods["food"] += self._bread(f, n)
        f.goods["grain"] -= n

    def _bread(self, f: Farmer, n: int) -> int:
        """Food for baking ``n`` grain: each oven once at its rate, the rest at the best
        fireplace or cooking hearth rate, always the best grain first."""
        slots, rate = self._bake_rates(f)
        rates = sorted([*slots, *[rate] * n], reverse=True)
        return sum(rates[:n])

    # ----- fences ------------------------------------------------------------------------

    def _pasture_options(self, f: Farmer) -> Iterator[Option]:
        """Each legal new pasture: a connected set of spaces without rooms or fields that
        either lies inside one existing pasture (subdividing it) or lies outside all of
        them and, unless it is the first, borders one; its fences may not close in a room
        or a field. Every new fence borders the new pasture, so no fence is ever loose."""
        wood = f.goods["wood"]
        budget = min(wood, MAX_FENCES - f.fence_count())
        if budget <= 0:
            return
        areas = f.pastures()
        fenced = f.pastured()
        built = f.rooms | f.field_mask
        allowed = farm.ALL & ~built
        near = farm.around(fenced)
        most = budget + f.fence_count()  # a border longer than this cannot be afforded
        for area, edges in farm.shapes():
            if edges.bit_count() > most:
                break
            if area & ~allowed:
                continue
            if area & fenced:
                if not any(area & ~a == 0 and area != a for a in areas):
                    continue
            elif fenced and not area & near:
                continue
            cost = (edges & ~f.fences).bit_count()
            if not 0 < cost <= budget:
                continue
            if not area & fenced and farm.closed_in(area | fenced, built):
                continue  # a ring of pasture would fence in a room or a field
            names = "-".join(farm.cell_name(c) for c in farm.cells_of(area))
            holds = farm.capacity(area, f.stables)
            yield Option(f"pasture:{names}", f"fence {names.replace('-', ' ')} as one "
                         f"pasture: {cost} fences ({cost} wood), holds {holds} animals")

    # ----- major improvements ------------------------------------------------------------

    def _major_options(self, f: Farmer) -> Iterator[Option]:
        seat = self._seat(f)
        mine = self._owned(seat)
        for m in MAJORS.values():
            if m.id in self.majors:
                continue
            cost = dict(m.cost)
            if self._can_pay(f, cost):
                price = ", ".join(f"{n} {g}" for g, n in m.cost)
                points = f"{m.points} point{'s' * (m.points != 1)}"
                # a fireplace's or hearth's name already says its price
                said = points if m.name.endswith(f"({price})") else f"{price}; {points}"
                yield Option(f"major:{m.id}", f"buy {m.name} ({said})")
            for old in m.upgrade_from:
                if old in mine:
                    yield Option(f"major:{m.id}+{old}", f"buy {m.name} by returning your "
                                 f"{MAJORS[old].name}")

    def _buy_major(self, seat: int, arg: str) -> None:
        f = self.farmers[seat]
        mid, _, old = arg.partition("+")
        m = MAJORS[mid]
        if old:
            del self.majors[old]  # back on the board: anyone may buy it again
        else:
            self._pay(f, dict(m.cost))
        self.majors[mid] = seat
        for r in range(self.round + 1, min(self.round + m.well, ROUNDS) + 1):
            self.well.setdefault(r, [0] * self.setup.players)[seat] += 1
        if m.oven:  # an oven may bake at once when it is built
            self.stack.append(Step("oven", seat))

    @STEPS.decision("oven", "Bake bread with your new oven?")
    def _ask_oven(self, step: Step) -> list[Option]:
        f = self.farmers[step.player]
        return [*self._part_options(f, "bake"), Option("done", "do not bake now")]

    @STEPS.finishes("oven")
    def _done_oven(self, step: Step) -> bool:
        return self._bake_limit(self.farmers[step.player]) == 0

    @STEPS.applies("oven")
    def _do_oven(self, step: Step, key: str) -> None:
        if key != "done":
            self._bake(self.farmers[step.player], int(key.removeprefix("bake:")))
        self.stack.pop()

    # ----- resources of choice -----------------------------------------------------------

    def _resource_prompt(self, step: Step) -> str:
        if step.args["n"] == 1:
            return "Take 1 building resource"
        return "Take 2 different building resources"

    @STEPS.decision("resource", _resource_prompt)
    def _ask_resource(self, step: Step) -> list[Option]:
        if step.args["n"] == 1:
            return [Option(f"take:{g}", f"take 1 {g}") for g in BUILDING]
        return [Option(f"take:{a}+{b}", f"take 1 {a} and 1 {b}")
                for a, b in combinations(BUILDING, 2)]

    @STEPS.applies("resource")
    def _do_resource(self, step: Step, key: str) -> None:
        for good in key.removeprefix("take:").split("+"):
            self.farmers[step.player].goods[good] += 1
        self.stack.pop()

    # ----- animals that do not fit -------------------------------------------------------

    def cook_rates(self, seat: int) -> dict[str, int]:
        """Food each good or animal gives at ``seat``'s best cooking improvement (the
        feeding, the animals that do not fit, and the computer's and page's forecasts)."""
        rates: dict[str, int] = {}
        for mid in self._owned(seat):
            for good, food in MAJORS[mid].cook:
                rates[good] = max(rates.get(good, 0), food)
        return rates

    @STEPS.decision("overflow",
                    "Your animals do not all fit on your farm: cook or release one")
    def _ask_overflow(self, step: Step) -> list[Option]:
        f = self.farmers[step.player]
        rates = self.cook_rates(step.player)
        options = []
        for a in ANIMALS:
            if f.animals[a]:
                if a in rates:
                    options.append(Option(f"cook:{a}", f"cook 1 {ANIMAL_NAMES[a]} for "
                                          f"{rates[a]} food"))
                options.append(Option(f"release:{a}", f"release 1 {ANIMAL_NAMES[a]}"))
        return options

    @STEPS.finishes("overflow")
    def _done_overflow(self, step: Step) -> bool:
        return self.farmers[step.player].housed()

    @STEPS.applies("overflow")
    def _do_overflow(self, step: Step, key: str) -> None:
        verb, _, a = key.partition(":")
        f = self.farmers[step.player]
        f.animals[a] -= 1
        if verb == "cook":
            f.goods["food"] += self.cook_rates(step.player)[a]

    # ----- harvest: feeding and breeding -------------------------------------------------

    def food_needed(self, seat: int) -> int:
        """Food the family eats at a harvest: 2 an adult (3 in the solo game), 1 a newborn."""
        f = self.farmers[seat]
        adult = 3 if self.setup.players == 1 else 2
        return adult * (f.members - f.newborns) + f.newborns

    def _feed_prompt(self, step: Step) -> str:
        need, food = self.food_needed(step.player), self.farmers[step.player].goods["food"]
        return f"Harvest: feed your family ({need} food needed, you have {food})"

    @STEPS.decision("feed", _feed_prompt)
    def _ask_feed(self, step: Step) -> list[Option]:
        seat = step.player
        f = self.farmers[seat]
        need = self.food_needed(seat)
        food = f.goods["food"]
        rates = self.cook_rates(seat)
        short = max(0, need - food)
        pay = Option("pay", f"feed the family: pay {min(need, food)} food" +
                     (f" and take {short} begging card{'s' * (short > 1)}" if short else ""))
        options = [pay]
        if f.goods["grain"]:
            options.append(Option("eat:grain", "turn 1 grain into 1 food"))
        if f.goods["vegetable"]:
            rate = max(1, rates.get("vegetable", 0))
            options.append(Option("eat:vegetable", f"turn 1 vegetable into {rate} food"))
        for a in ANIMALS:
            if f.animals[a] and a in rates:
                options.append(Option(f"cook:{a}", f"cook 1 {ANIMAL_NAMES[a]} for "
                                      f"{rates[a]} food"))
        for mid in self._owned(seat):
            good, food_for = MAJORS[mid].craft
            if good and f.goods[good] and good not in step.args["crafted"]:
                options.append(Option(f"craft:{good}", f"{MAJORS[mid].name}: turn 1 {good} "
                                      f"into {food_for} food"))
        return options

    @STEPS.applies("feed")
    def _do_feed(self, step: Step, key: str) -> None:
        seat = step.player
        f = self.farmers[seat]
        verb, _, good = key.partition(":")
        if verb == "pay":
            need = self.food_needed(seat)
            paid = min(need, f.goods["food"])
            f.goods["food"] -= paid
            f.begging += need - paid
            self.stack.pop()
        elif verb == "eat":
            f.goods[good] -= 1
            f.goods["food"] += max(1, self.cook_rates(seat).get(good, 0))
        elif verb == "cook":
            f.animals[good] -= 1
            f.goods["food"] += self.cook_rates(seat)[good]
        else:  # craft: once a harvest each
            f.goods[good] -= 1
            f.goods["food"] += next(MAJORS[m].craft[1] for m in self._owned(seat)
                                    if MAJORS[m].craft[0] == good)
            step.args["crafted"].append(good)

    def _breed(self) -> None:
        """Every kind with 2 or more animals gets one young, if it can be housed. When
        housing allows some young but not all, and the choice matters, the player picks."""
        self.phase = BREEDING
        for seat in reversed(self._order()):
            choices = self.litters(self.farmers[seat])
            if len(choices) == 1:
                self._born(seat, choices[0])
            elif choices:
                self.stack.append(Step("breed", seat))

    def litters(self, f: Farmer) -> list[tuple[str, ...]]:
        """The largest sets of kinds whose young all fit (none when nothing can breed)."""
        kinds = [a for a in ANIMALS if f.animals[a] >= 2]
        fitting: list[tuple[str, ...]] = []
        for k in range(len(kinds), 0, -1):
            for litter in combinations(kinds, k):
                counts = tuple(f.animals[a] + (a in litter) for a in ANIMALS)
                if f.housed((counts[0], counts[1], counts[2])) and not any(
                        set(litter) < set(big) for big in fitting):
                    fitting.append(litter)
        return fitting

    def _born(self, seat: int, litter: tuple[str, ...]) -> None:
        for a in litter:
            self.farmers[seat].animals[a] += 1

    @STEPS.decision("breed", "Breeding: not every young animal fits; which are born?")
    def _ask_breed(self, step: Step) -> list[Option]:
        return [Option(f"breed:{'+'.join(litter)}", "young " + " and ".join(
                ANIMAL_NAMES[a] for a in litter))
                for litter in self.litters(self.farmers[step.player])]

    @STEPS.applies("breed")
    def _do_breed(self, step: Step, key: str) -> None:
        self._born(step.player, tuple(key.removeprefix("breed:").split("+")))
        self.stack.pop()

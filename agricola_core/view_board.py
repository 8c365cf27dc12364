"""The shared board for a page: the action spaces, the round track, the Major
Improvements and the coming harvest.

The round track never names a round card that has not come up: the cards ahead are shown
by stage only, so the view model of a game reveals no more than the table does."""

from __future__ import annotations

from typing import Any

from .data import ANIMAL_NAMES, ANIMALS, BOARD, CARDS, HARVEST_ROUNDS, MAJORS, STAGES
from .game import FEEDING, OVER, SPACES, Game, goods_words
from .view_text import (
    GOOD_LABELS,
    HARVEST_HELP,
    MAJOR_HELP,
    ROUND_HELP,
    SOURCE_LABELS,
    SPACE_HELP,
    space_help,
)

JSON = dict[str, Any]
BOARD_IDS = frozenset(s.id for s in BOARD)
CARD_IDS = frozenset(s.id for cards in CARDS.values() for s in cards)
STAGE_OF = {r: stage for stage, rounds in enumerate(
    [range(sum(len(s) for s in STAGES[:i]) + 1, sum(len(s) for s in STAGES[:i + 1]) + 1)
     for i in range(len(STAGES))], 1) for r in rounds}
ROUNDS = len(STAGE_OF)


def pile(sid: str, goods: dict[str, int]) -> list[JSON]:
    """The goods on an accumulating space, with the history's id of each pile."""
    return [{"el": f"stock:{sid}:{g}", "good": g, "n": n, "label": GOOD_LABELS[g]}
            for g, n in goods.items() if n]


def space_name(game: Game, sid: str) -> str:
    """A space's name on the board: its card's, but a card named after what it gains a
    round says what it gains in this game ("2 wood" solo, where the "3 wood" card gains 2:
    rulebook S:L355), as its options do."""
    space, gains = SPACES[sid], game.restock(sid)
    if space.stock and gains and gains != space.stock \
            and space.label == goods_words(space.stock):
        return goods_words(gains)
    return space.label


def space_extras(game: Game, sid: str) -> JSON:
    """What an action space adds to the engine's entry: its element id, rules help, where
    it comes from (and the round it came up in), the goods piled on it."""
    source = "board" if sid in BOARD_IDS else "card" if sid in CARD_IDS else "round"
    came_up = game.cards.index(sid) + 1 if source == "round" else None
    goods = pile(sid, game.stock.get(sid, {}))
    gains = ", ".join(f"{n} {GOOD_LABELS[g]}" for g, n in game.restock(sid))
    setup = game.setup
    help_text = f"{space_name(game, sid)}: " \
        f"{space_help(sid, setup.players, setup.solo_storehouse)}" + (
        f" It gains {gains} each round." if gains else "")
    return {"el": f"space:{sid}", "help": help_text,
            "els": [f"stock:{sid}:{g}" for g, _ in SPACES[sid].stock],
            "source": source, "source_label": SOURCE_LABELS[source], "came_up": came_up,
            "tag": f"round {came_up}" if came_up else "",
            "pile": goods,
            "pile_text": ", ".join(f"{p['n']} {p['label']}" for p in goods)}


def next_harvest(game: Game) -> int | None:
    """The round whose end brings the next harvest (this one while it is being held)."""
    if game.phase == OVER:
        return None
    return min(r for r in HARVEST_ROUNDS if r >= game.round)


def _countdown(game: Game, harvest: int | None) -> str:
    if harvest is None:
        return "The game is over."
    if game.phase == FEEDING or (harvest == game.round and game.phase != "work"):
        return f"Harvest of round {harvest}: now."
    ahead = harvest - game.round
    if not ahead:
        return f"Harvest at the end of this round ({harvest})."
    return (f"Next harvest at the end of round {harvest}: {ahead} more round"
            f"{'s' * (ahead > 1)} after this one.")


def round_track(game: Game) -> JSON:
    """The 14 rounds: the cards that came up (by name), the current round, and the rounds
    ahead by stage and harvest only."""
    harvest = next_harvest(game)
    rounds = []
    for r in range(1, ROUNDS + 1):
        shown = r <= game.round
        sid = game.cards[r - 1] if shown else None
        state = "past" if r < game.round else "current" if r == game.round else "ahead"
        if game.phase == OVER:
            state = "past"
        rounds.append({
            "id": f"round:{r}", "round": r, "stage": STAGE_OF[r], "state": state,
            "harvest": r in HARVEST_ROUNDS,
            "card": ({"id": sid, "el": f"space:{sid}", "label": SPACES[sid].label}
                     if sid else None),
            "help": f"{SPACES[sid].label}: {SPACE_HELP[sid]}" if sid else ROUND_HELP,
            "label": (f"Round {r}: {SPACES[sid].label}" if sid
                      else f"Round {r}: a stage {STAGE_OF[r]} card, not yet come up")
                     + (", then a harvest" if r in HARVEST_ROUNDS else ""),
        })
    stages = [{"stage": s, "rounds": [r for r in range(1, ROUNDS + 1) if STAGE_OF[r] == s],
               "label": f"Stage {s}"} for s in range(1, len(STAGES) + 1)]
    return {"id": "rounds", "round": game.round, "rounds": rounds, "stages": stages,
            "next_harvest": harvest,
            "rounds_to_harvest": None if harvest is None else harvest - game.round,
            "countdown": _countdown(game, harvest), "help": ROUND_HELP,
            "label": f"Round {game.round} of {ROUNDS}, stage {STAGE_OF[game.round]}"}


def major_extras(game: Game, mid: str) -> JSON:
    m = MAJORS[mid]
    cost = [{"good": g, "n": n, "label": GOOD_LABELS[g]} for g, n in m.cost]
    cost_text = ", ".join(f"{c['n']} {c['label']}" for c in cost)
    if m.upgrade_from:
        cost_text += " (or return a Fireplace)"
    return {"el": f"major:{mid}", "cost": cost, "cost_text": cost_text,
            "points_label": f"{m.points} point{'s' * (m.points != 1)}",
            "does": MAJOR_HELP[mid],
            "help": f"{m.name} ({m.points} points; {cost_text}): {MAJOR_HELP[mid]}"}


def feeding(game: Game, seat: int) -> JSON | None:
    """Before (and during) each harvest: the food the family will eat and what the player
    has towards it, in food: food, crops in the supply, what the fields will give, the
    animals a fireplace or hearth could cook, the craft buildings' once-a-harvest food."""
    harvest = next_harvest(game)
    if harvest is None:
        return None
    f = game.farmers[seat]
    adult = 3 if game.setup.players == 1 else 2
    newborn = 1 if harvest == game.round else adult
    need = adult * (f.members - f.newborns) + newborn * f.newborns
    rates = game.cook_rates(seat)
    veg = max(1, rates.get("vegetable", 0))
    crops = f.goods["grain"] + veg * f.goods["vegetable"]
    to_come = game.phase == "work"  # the field phase has not given its crops yet
    fields = sum((1 if crop == "grain" else veg) for crop, n in f.fields.values()
                 if n and to_come)
    cooking = sum(rates[a] * f.animals[a] for a in ANIMALS if a in rates)
    crafts = sum(MAJORS[m].craft[1] for m, o in game.majors.items()
                 if o == seat and MAJORS[m].craft[0] and f.goods[MAJORS[m].craft[0]])
    food = f.goods["food"]
    short = max(0, need - food - crops - fields - crafts)
    parts = [f"{food} food"]
    for n, what in ((crops, "grain and vegetables"), (fields, "the fields' harvest"),
                    (crafts, "craft buildings")):
        if n:
            parts.append(f"{n} from {what}")
    label = f"Feeding at round {harvest}'s harvest: {need} food needed; you have " + \
        ", ".join(parts) + "."
    if cooking:
        label += f" Cooking animals could give {cooking} more."
    if short:
        # before the harvest it is a forecast: the rounds left can still bring food
        lead = (f"You are {short} food short" if game.phase == FEEDING
                else f"If nothing changes, you will be {short} food short")
        unless = ", unless you cook animals" if cooking else ""
        label += (f" {lead}: {short} begging card{'s' * (short > 1)} "
                  f"(−{3 * short} points){unless}.")
    title = "Harvest now" if game.phase == FEEDING else "Next harvest"
    breeding = breeding_forecast(game, seat)
    return {"id": f"feeding:{seat}", "title": title, "round": harvest, "need": need, "food": food,
            "crops": crops, "fields": fields, "cooking": cooking, "crafts": crafts,
            "short": short, "now": game.phase == FEEDING, "label": label,
            "breeding": breeding, "help": HARVEST_HELP}


def _young(kinds: tuple[str, ...] | list[str]) -> str:
    return " and ".join(f"a young {ANIMAL_NAMES[a]}" for a in kinds)


def breeding_forecast(game: Game, seat: int) -> str:
    """What breeding will bring as the farm stands (animals cooked at feeding change it):
    which kinds have a young, and which young find no room ("" when none can breed)."""
    f = game.farmers[seat]
    kinds = [a for a in ANIMALS if f.animals[a] >= 2]
    if not kinds:
        return ""
    litters = game.litters(f)
    if len(litters) > 1:
        return ("Breeding: room for " + " or ".join(_young(lt) for lt in litters) +
                ", not all: you choose.")
    born = litters[0] if litters else ()
    homeless = [a for a in kinds if a not in born]
    said = [_young(born)] if born else []
    if homeless:
        said.append(f"no room for {_young(homeless)}")
    return f"Breeding: {'; '.join(said)}."

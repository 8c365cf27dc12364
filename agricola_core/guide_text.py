"""Learn to play Agricola: the coach's words, as tables the page's guide
(``web/app/agricola/coach.py``) picks from as the guided game goes on. In our own words,
with the rulebook's names for the parts of a round ("Work time", "Returning home") and of
the harvest ("the field phase", "feeding the family", "breeding").

The tables are keyed by what the engine already says: a round's phase (``Game.phase``),
a decision's kind (``Decision.kind``), and the kind of action an action space gives
(:data:`SPACE_KINDS`, one row a space). What a space or an option does, word for word, is
the view model's help (``view_text``), which the guide quotes beside these lessons; the
lessons add why it matters to someone playing for the first time."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from .data import HARVEST_ROUNDS, ROUNDS

GUIDED_ROUNDS: Final = min(HARVEST_ROUNDS)  # the coach stays to the first harvest
LEARNER: Final = 0  # the seat of the person learning (the start player)

# What the coach says a round's phase is, by Game.phase: (title, text).
PHASE_TEXTS: Final = MappingProxyType({
    "work": (
        "Work time",
        "You and the computer take turns: each turn one person of yours goes onto a free "
        "action space and its action happens at once. A space holds one person a round, "
        "so what the other player takes first is closed to you until the next round. When "
        "everyone is placed, all people return home, and the next round begins."),
    "feeding": (
        "Harvest: feeding the family",
        "The fields have given their crops. Now every person eats 2 food and a person "
        "born this round 1. Grain and vegetables can be eaten, 1 food each; with a "
        "fireplace or cooking hearth, animals and vegetables cook into more. Each food "
        "still missing is a begging card, 3 points off at the end."),
    "breeding": (
        "Harvest: breeding",
        "Each kind of animal of which you have 2 or more gets one young, if your farm has "
        "room for it."),
})

# What a pending decision is about, by the engine's decision kind (always in the box's
# "more about it"; the lessons below come once).
DECISION_TEXTS: Final = MappingProxyType({
    "place": "Where your next person goes. Each option is a free action space and says "
             "what it gives now; the board shows the same spaces.",
    "parts": "The space you took offers “A and/or B”: do any of its parts, one after "
             "another; “finish this action” stops once you have done one.",
    "resource": "Choose which building resources to take.",
    "oven": "A new oven may bake at once: turn grain into food now, or keep the grain.",
    "overflow": "Your animals do not all fit: one has to go (cooked for food if you can "
                "cook it).",
    "feed": "Pay the food your family eats; before paying you may turn goods into food.",
    "breed": "Not every young animal fits: choose which are born.",
})
DEFAULT_DECISION = "Choose one of the options: each says what it does."

# The kind of action each action space gives (every space of every player count; a test
# keeps it complete): the key of its lesson in ACTION_LESSONS.
SPACE_KINDS: Final = MappingProxyType({
    # board 1, family side
    "build": "build", "starting_player": "start_player", "grain": "goods",
    "plow": "plow", "stable_bake": "stable_bake", "day_laborer": "choose",
    "wood3": "pile", "clay1": "pile", "reed1": "pile", "fishing": "pile",
    # the green cards of 3 and 4 players
    "wood2": "pile", "clay1b": "pile", "wood1": "pile", "clay2": "pile",
    "traveling_players": "pile", "one_resource": "choose", "two_resources": "choose",
    "reed_stone_food": "goods",
    # the round cards
    "sow_bake": "sow_bake", "fences": "fences", "major": "major", "sheep": "animals",
    "family_growth": "grow", "renovation_major": "renovate", "stone_a": "pile",
    "vegetable": "goods", "boar": "animals", "stone_b": "pile", "cattle": "animals",
    "plow_sow": "plow_sow", "urgent_growth": "grow", "renovation_fences": "renovate",
})

# Each kind of action, taught the first time it comes: when its round card is revealed,
# or when the player first takes a space of that kind: (title, why it matters).
ACTION_LESSONS: Final = MappingProxyType({
    "pile": (
        "A pile that grows",
        "Goods are added to this space every round and stay until someone takes them; "
        "whoever places a person here takes the whole pile. A pile left alone for a few "
        "rounds is worth more each round."),
    "goods": (
        "The same goods every time",
        "This space gives the same each time it is taken, however long it waited."),
    "choose": (
        "Goods of your choice",
        "You say which building resource you take: the one your next room, fence or "
        "improvement is short of."),
    "start_player": (
        "The start player",
        "Whoever takes this space places first from the next round on, so gets the pick "
        "of the board; the food piled on the storehouse comes with it."),
    "build": (
        "Rooms and stables",
        "A room costs 5 of your house's material and 2 reed and goes next to a room. "
        "More rooms than people is what family growth needs. Stables hold animals (one "
        "each outside a pasture, double a pasture's room inside one)."),
    "plow": (
        "Plowing a field",
        "A field is the start of your grain and vegetables: once sown it gives a crop at "
        "every harvest. The first field goes anywhere, later ones next to a field. Fewer "
        "than 2 fields cost a point at the end."),
    "stable_bake": (
        "A stable and/or bread",
        "One stable for a single wood, and, with a fireplace, cooking hearth or oven, "
        "baking: grain into food at the rate printed on it."),
    "sow_bake": (
        "Sowing and baking",
        "Sowing puts 1 grain (it grows into 3) or 1 vegetable (into 2) on each empty field; "
        "one comes off at each harvest. Baking turns grain into food with a fireplace, "
        "cooking hearth or oven."),
    "plow_sow": (
        "Plow and sow",
        "A new field and seed for your empty fields in one action."),
    "fences": (
        "Fences and pastures",
        "Fences (1 wood each) close pastures; a pasture holds 2 animals of one kind a "
        "space, twice that with a stable in it. Animals need a home before they come: "
        "without one, all but the pet in your house have to go."),
    "major": (
        "Major Improvements",
        "A fireplace or cooking hearth lets you cook animals and vegetables into food at "
        "any time and bake bread: the surest way to feed a family. The others bake, turn "
        "goods into food at a harvest, or bring food and points."),
    "animals": (
        "Animals",
        "The whole pile of animals comes to your farm and must fit there: the house holds "
        "one as a pet, a stable one, a pasture more. Two or more of a kind breed at a "
        "harvest, and each kind you have none of costs a point at the end."),
    "grow": (
        "Family growth",
        "A new person joins the family: it eats only 1 food at this round's harvest, "
        "places a person of its own from the next round, and scores 3 points. It needs a "
        "free room (more rooms than people), except on “even without room”."),
    "renovate": (
        "Renovation",
        "The whole house turns from wood to clay, or clay to stone: 1 of the new material "
        "a room and 1 reed. Clay rooms score 1 point each, stone rooms 2; new rooms are "
        "then of the new material."),
})

# Decisions taught the first time they come up, by decision kind (the ones no action
# space's lesson covers): (title, text).
DECISION_LESSONS: Final = MappingProxyType({
    "oven": (
        "Baking with a new oven",
        "An oven bakes once when it is built: each grain baked is food, at the oven's rate."),
    "overflow": (
        "Animals without room",
        "An animal that does not fit is cooked (with a fireplace or cooking hearth) or let "
        "go. Fences and stables make room for the next ones."),
    "breed": (
        "Breeding",
        "Two or more animals of a kind give one young, but only if it has room; here "
        "not all fit, so you choose which are born."),
})

ROUND_ONE = (
    "Round 1: how a round goes",
    "Each of the {rounds} rounds has four phases. 1. A round card is revealed: its action "
    "space is open from now on. 2. The piles grow: goods are added to every space that "
    "collects them. 3. Work time: starting with the start player, each places one person "
    "at a time on a free space. 4. Returning home: when all are placed, everyone comes "
    "home. You are the start player, so you place first.")
ROUND_BEGINS = (
    "Round {round}: “{card}” is revealed",
    "Everyone came home from the board, a new round card came up and the piles grew. "
    "{lesson}")
HARVEST_AHEAD = (
    "Harvest after round {round}",
    "At the end of round {round} comes a harvest, in three steps: the field phase (each "
    "sown field gives 1 crop), feeding the family (2 food a person, 1 for a person born "
    "this round; grain and vegetables can be eaten, 1 food each) and breeding. Each food "
    "missing is a begging card: 3 points off at the end. Use the people you have left "
    "for what you lack.")
HARVEST_DONE = (
    "The first harvest is done",
    "The fields gave their crops, the family ate, and the animals bred where there was "
    "room. Harvests come after rounds {harvests}: each time the family eats, and it grows "
    "hungrier as it grows.")
SCORE_SHEET = (
    "The score sheet",
    "Your score is worked out live, as if the game ended now. A farm scores for a little "
    "of everything: each kind of crop and animal, fields and pastures, and each kind you "
    "have none of costs 1 point (−1). Unused farm spaces and begging cards cost points; "
    "people, clay and stone rooms, fenced stables and improvements bring them.")
GAME_END = (
    "How the game ends",
    "The game lasts {rounds} rounds; the last harvest comes after round {rounds}, and then "
    "every farm is scored once, by the categories of the score sheet. The most points "
    "wins; tied players share the win.")
GOODBYE = (
    "You know the rounds and the harvest now",
    "From here on the game is yours, against the same computer. The Hint button still "
    "suggests an option and says why; the Rules button explains every space and card.")

__all__ = ["ACTION_LESSONS", "DECISION_LESSONS", "DECISION_TEXTS", "DEFAULT_DECISION",
           "GAME_END", "GOODBYE", "GUIDED_ROUNDS", "HARVEST_AHEAD", "HARVEST_DONE",
           "LEARNER", "PHASE_TEXTS", "ROUNDS", "ROUND_BEGINS", "ROUND_ONE", "SCORE_SHEET",
           "SPACE_KINDS"]

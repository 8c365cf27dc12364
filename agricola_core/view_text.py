"""The words a page shows next to the Agricola board: every element's rules help, in our
own words (the sources are summarised in docs/agricola.md). Tables, so a page never
writes a rules text and a test can check that every drawn element has one."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

# What placing a person on each action space does (keyed by space id); what an
# accumulating space gains a round is added from the rules (Game.restock).
SPACE_HELP: Final = MappingProxyType({
    "build": "Build any number of rooms (5 of your house's material and 2 reed each, next "
             "to a room) and/or any number of stables (2 wood each).",
    "starting_player": "Take the start player token (you lead from the next round) and the "
                       "food piled on the storehouse.",
    "grain": "Take 1 grain from the supply.",
    "plow": "The first field goes on any empty space, later ones next to a field.",
    "stable_bake": "Build 1 stable for 1 wood, and/or bake bread with a fireplace, cooking "
                   "hearth or oven.",
    "day_laborer": "Take 1 food and 1 building resource of your choice.",
    "wood3": "Take all the wood piled here.",
    "clay1": "Take all the clay piled here.",
    "reed1": "Take all the reed piled here.",
    "fishing": "Take all the food piled here.",
    "wood2": "Take all the wood piled here.",
    "clay1b": "Take all the clay piled here.",
    "one_resource": "Take 1 wood, clay, reed or stone.",
    "two_resources": "Take 2 different building resources.",
    "wood1": "Take all the wood piled here.",
    "clay2": "Take all the clay piled here.",
    "reed_stone_food": "Take 1 reed, 1 stone and 1 food.",
    "traveling_players": "Take all the food piled here.",
    "sow_bake": "Sow grain or vegetables on your empty fields, and/or bake bread.",
    "fences": "Build fences (1 wood each, 15 at most) to close new pastures.",
    "major": "Buy one Major Improvement (a Cooking Hearth also for a returned Fireplace).",
    "sheep": "Take all the sheep piled here; they must fit on your farm: your house "
             "holds one as a pet, a stable one, a pasture more.",
    "family_growth": "A new family member moves into a free room (you need more rooms than "
                     "people); it works from the next round.",
    "renovation_major": "Renovate the whole house (wood to clay, or clay to stone: 1 of the "
                        "new material a room and 1 reed), then you may buy a Major "
                        "Improvement.",
    "stone_a": "Take all the stone piled here.",
    "vegetable": "Take 1 vegetable from the supply.",
    "boar": "Take all the wild boar piled here; they must fit on your farm: your house "
            "holds one as a pet, a stable one, a pasture more.",
    "stone_b": "Take all the stone piled here.",
    "cattle": "Take all the cattle piled here; they must fit on your farm: your house "
              "holds one as a pet, a stable one, a pasture more.",
    "plow_sow": "Plow 1 field and/or sow on your empty fields.",
    "urgent_growth": "A new family member, even without a free room; it works from the "
                     "next round.",
    "renovation_fences": "Renovate the whole house, then you may build fences.",
})

# The solo game's words where a space does less than its printed card says: solo, the
# player places every person and always leads, so the start player token changes nothing
# (rulebook S:L355), and the storehouse gains no food unless the setup says so (S:L361).
SOLO_SPACE_HELP: Final = MappingProxyType({
    "starting_player": "Solo you place all your people yourself, so the start player token "
                       "changes nothing; this space gives only the food piled on the "
                       "storehouse.",
})
SOLO_EMPTY_STOREHOUSE: Final = ("Solo this space gives nothing: you place all your people "
                                "yourself (the start player token changes nothing), and no "
                                "food is piled on the storehouse in the solo game.")


def space_help(sid: str, players: int, solo_storehouse: bool) -> str:
    """What placing a person on a space does in a game of ``players``."""
    if players == 1 and sid == "starting_player" and not solo_storehouse:
        return SOLO_EMPTY_STOREHOUSE
    if players == 1 and sid in SOLO_SPACE_HELP:
        return SOLO_SPACE_HELP[sid]
    return SPACE_HELP[sid]


# Where an action space comes from on the table.
SOURCE_LABELS: Final = MappingProxyType({
    "board": "Action board", "card": "Action card for this player count",
    "round": "Round card"})

MAJOR_HELP: Final = MappingProxyType({
    "fireplace_2": "Cook at any time: vegetable 2 food, sheep 2, wild boar 2, cattle 3. "
                   "Bake: 2 food a grain.",
    "fireplace_3": "Cook at any time: vegetable 2 food, sheep 2, wild boar 2, cattle 3. "
                   "Bake: 2 food a grain.",
    "hearth_4": "Cook at any time: vegetable 3 food, sheep 2, wild boar 3, cattle 4. Bake: "
                "3 food a grain. May be bought by returning a Fireplace.",
    "hearth_5": "Cook at any time: vegetable 3 food, sheep 2, wild boar 3, cattle 4. Bake: "
                "3 food a grain. May be bought by returning a Fireplace.",
    "clay_oven": "Bake 1 grain into 5 food on each bake action; you may bake once when you "
                 "build it.",
    "stone_oven": "Bake up to 2 grain into 4 food each on each bake action; you may bake "
                  "once when you build it.",
    "joinery": "Once a harvest, 1 wood into 2 food. At the end, 1/2/3 bonus points for "
               "3/5/7 wood left.",
    "pottery": "Once a harvest, 1 clay into 2 food. At the end, 1/2/3 bonus points for "
               "3/5/7 clay left.",
    "basketmaker": "Once a harvest, 1 reed into 3 food. At the end, 1/2/3 bonus points for "
                   "2/4/5 reed left.",
    "well": "1 food at the start of each of the next 5 rounds.",
})

GOOD_LABELS: Final = MappingProxyType({
    "wood": "wood", "clay": "clay", "reed": "reed", "stone": "stone", "grain": "grain",
    "vegetable": "vegetables", "food": "food", "sheep": "sheep", "boar": "wild boar",
    "cattle": "cattle"})

GOOD_HELP: Final = MappingProxyType({
    "wood": "Wood: rooms of a wooden house, stables (2 or 1), fences (1 each), some "
            "improvements.",
    "clay": "Clay: rooms of a clay house, renovation to clay, fireplaces, hearths, ovens.",
    "reed": "Reed: 2 a room, 1 a renovation; the Basketmaker's Workshop.",
    "stone": "Stone: rooms of a stone house, renovation to stone, ovens, workshops, Well.",
    "grain": "Grain: sow it (1 grows into 3), bake it, or eat it for 1 food. Scores with "
             "the grain on your fields.",
    "vegetable": "Vegetables: sow one (it grows into 2), cook it, or eat it for 1 food. "
                 "Scores with those on your fields.",
    "food": "Food: each person eats 2 at a harvest (3 in the solo game), a newborn 1.",
    "sheep": "Sheep: live in pastures, stables or as the pet; 2 or more breed at a harvest.",
    "boar": "Wild boar: live in pastures, stables or as the pet; 2 or more breed at a "
            "harvest.",
    "cattle": "Cattle: live in pastures, stables or as the pet; 2 or more breed at a "
              "harvest.",
})

CELL_HELP: Final = MappingProxyType({
    "room": "A room of your house: it holds one family member, and the house holds one "
            "pet. Clay rooms score 1 point each, stone rooms 2.",
    "field": "A field: sown grain grows into 3, a vegetable into 2; one comes off at each "
             "harvest. 2 to 5 or more fields score 1 to 4 points; fewer cost 1 point.",
    "pasture": "A pasture: fenced on all sides, it holds 2 animals of one kind a space, "
               "doubled by each stable in it.",
    "empty": "An unused space: it costs 1 point at the end unless something is built on it.",
})
HOUSE_HELP = ("Your house: all its rooms are of one material. Renovation turns wood into "
              "clay, or clay into stone (1 of the new material a room and 1 reed); clay "
              "rooms score 1 point each, stone rooms 2.")
STABLE_HELP = ("A stable: unfenced it holds 1 animal of any kind; in a pasture it doubles "
               "what the pasture holds and scores 1 point.")
FENCE_HELP = ("Fences: 1 wood each, 15 at most. They are built around new pastures and "
              "never removed.")
PET_HELP = "The house holds one animal of any kind as a pet."

PERSON_HELP: Final = MappingProxyType({
    "home": "At home: still to be placed on an action space this round.",
    "placed": "Placed on an action space this round.",
    "newborn": "Born this round: works from the next round and eats 1 food at this "
               "round's harvest.",
})
PERSON_LABELS: Final = MappingProxyType({
    "home": "at home", "placed": "placed", "newborn": "newborn"})

CATEGORY_HELP: Final = MappingProxyType({
    "fields": "Fields: fewer than 2 cost 1 point; 2, 3, 4, 5+ give 1 to 4.",
    "pastures": "Pastures: none costs 1 point; 1, 2, 3, 4+ give 1 to 4.",
    "grain": "Grain in the supply and on fields: none costs 1 point; 1–3, 4–5, 6–7, 8+ "
             "give 1 to 4.",
    "vegetables": "Vegetables in the supply and on fields: none costs 1 point; 1, 2, 3, 4+ "
                  "give 1 to 4.",
    "sheep": "Sheep: none costs 1 point; 1–3, 4–5, 6–7, 8+ give 1 to 4.",
    "wild boar": "Wild boar: none costs 1 point; 1–2, 3–4, 5–6, 7+ give 1 to 4.",
    "cattle": "Cattle: none costs 1 point; 1, 2–3, 4–5, 6+ give 1 to 4.",
    "unused spaces": "Each farm space with no room, field, stable or pasture costs 1 point.",
    "fenced stables": "Each stable inside a pasture gives 1 point.",
    "clay and stone rooms": "Each clay room gives 1 point, each stone room 2.",
    "family members": "Each family member gives 3 points.",
    "begging cards": "Each begging card costs 3 points.",
    "improvements": "The points printed on your Major Improvements.",
    "bonus points": "Joinery, Pottery and Basketmaker's bonus for goods left at the end.",
    "total": "The sum of all categories.",
})

BEGGING_HELP = ("A begging card for each food missing at a harvest: each costs 3 points at "
                "the end.")
HARVEST_HELP = ("At a harvest: take 1 crop from each sown field, feed every person (2 food, "
                "3 in the solo game, a newborn 1; grain and vegetables may be eaten, animals "
                "cooked with a fireplace or hearth; each missing food is a begging card), "
                "then each kind with 2 or more animals gets one young if it fits.")
ROUND_HELP = ("One round card comes up each round, in a random order within its stage; its "
              "action is open from then on. Cards not yet come up stay hidden.")
START_PLAYER_HELP = "The start player places the first person of each round."

# The headings of the board's regions and the few words a page puts on them.
TITLES: Final = MappingProxyType({
    "rounds": "Rounds", "spaces": "Action spaces", "majors": "Major Improvements",
    "supply": "Supply", "score": "Score",
    "start_player": "Start player",
})
# The pasture picker of a Fences decision (view_fencing.py): the page fills in the numbers
# ({spaces}, {cost}, {holds}, {n}, {pasture}) and copies the rest.
FENCING_TEXT: Final = MappingProxyType({
    "title": "New pasture",
    "how": "Tap the spaces of a new pasture on your farm, then fence them. Spaces inside "
           "a pasture you have divide it.",
    "have": "You have {wood} wood; {left} of your {most} fences are left.",
    "count": "pastures possible: {n}",
    "start": "Tap a space on your farm to begin.",
    "chosen": "{spaces}: {cost} new fences ({cost} wood), holds {holds} animals",
    "chosen_one": "{spaces}: 1 new fence (1 wood), holds {holds} animals",
    "divides": "Divides your pasture {pasture}",
    "more": "{spaces}: not a pasture you can fence; tap more spaces (or tap one again to "
            "take it out).",
    "confirm": "Fence it",
    "clear": "Clear",
    "pick": "in the new pasture",
})
# What an option's button says on the board element it targets (the element names itself).
BOARD_VERBS: Final = MappingProxyType({
    "space": "Place here", "room": "Room", "plow": "Plow", "stable": "Stable",
    "sow": "Sow", "major": "Buy",
})

# What each kind of option does (keyed by the option key's verb: ``room:a2`` → ``room``),
# for the options that are not an action space or a Major Improvement (those use their
# own help); the view model adds what this very option gives, takes and scores.
OPTION_HELP: Final = MappingProxyType({
    "room": "Build a room: 5 of your house's material and 2 reed, on an empty space next "
            "to a room. A new family member needs a free room; clay rooms score 1 point "
            "each, stone rooms 2.",
    "plow": "Plow a field: the first on any empty space, later ones next to a field. Sown "
            "fields feed you at each harvest; 2 to 5 or more fields score 1 to 4 points.",
    "sow": "Sow an empty field: 1 grain from your supply grows into 3, 1 vegetable into "
           "2; one comes off at each harvest.",
    "stable": "Build a stable (2 wood, or 1 on “Build 1 stable and/or bake bread”) on a "
              "space without a room or field: " + STABLE_HELP.removeprefix("A stable: "),
    "pasture": "Fence a pasture: 1 wood a new fence. It holds 2 animals of one kind a "
               "space, doubled by each stable in it; pastures score 1 to 4 points.",
    "bake": "Bake bread: turn grain from your supply into food with a fireplace, cooking "
            "hearth or oven, at the rate printed on it.",
    "eat": "Eat a crop raw at the harvest: 1 grain or 1 vegetable gives 1 food (a "
           "vegetable gives more cooked on a fireplace or cooking hearth).",
    "cook": "Cook with a fireplace or cooking hearth, at any time, at the rate printed on "
            "it.",
    "craft": "A workshop turns 1 good into food once a harvest.",
    "pay": "Feed the family with the food you have; each food missing is a begging card, "
           "and each begging card costs 3 points at the end.",
    "release": "Let one animal go: your farm has no place for it.",
    "breed": "Breeding: each kind with 2 or more animals gets one young if it fits; choose "
             "which young are born when not all fit.",
    "take": "Take the building resources you choose.",
    "done": "Finish this action: an “and/or” action needs only one of its parts.",
})

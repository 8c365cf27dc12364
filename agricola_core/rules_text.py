"""Agricola's Rules panel as data: short sections in our own words, grouped under plain
headings, each listing the board element anchors it explains (``gamekit.rules_index``).

One source for the words a player sees: each element's section starts with, or holds, the
help text the view model gives that element (``view_text``), built from the same tables
(action spaces, round cards, Major Improvements, the score sheet); this module adds only
the prose around them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamekit import rules_index

from .data import (
    BOARD,
    CARDS,
    HARVEST_ROUNDS,
    MAJORS,
    MAX_FAMILY,
    MAX_FENCES,
    MAX_STABLES,
    RENOVATION_REED,
    ROOM_COST,
    ROOM_REED,
    ROUNDS,
    SCORE_STEPS,
    SOLO_WOOD,
    SOW_YIELD,
    STABLE_COST,
    STAGES,
    TWO_DIFFERENT,
    Space,
)
from .view_text import (
    BEGGING_HELP,
    CATEGORY_HELP,
    CELL_HELP,
    FENCE_HELP,
    GOOD_HELP,
    GOOD_LABELS,
    HARVEST_HELP,
    HOUSE_HELP,
    MAJOR_HELP,
    PERSON_HELP,
    PET_HELP,
    ROUND_HELP,
    SOLO_EMPTY_STOREHOUSE,
    SOLO_SPACE_HELP,
    SPACE_HELP,
    STABLE_HELP,
    START_PLAYER_HELP,
)

JSON = dict[str, Any]

GAME = "The game"
ROUND = "A round"
SPACES_HEADING = "Action spaces"
HARVEST = "The harvest"
FARM = "Your farm"
MAJORS_HEADING = "Major Improvements"
GOODS = "Goods and animals"
END = "Scoring and the end"

ANIMAL_KINDS = ("sheep", "boar", "cattle")
_HARVESTS = ", ".join(str(r) for r in sorted(HARVEST_ROUNDS))


def _section(sid: str, heading: str, title: str, text: Sequence[str],
             anchors: Sequence[str] = ()) -> JSON:
    return {"id": sid, "heading": heading, "title": title, "text": list(text),
            "anchors": list(anchors)}


def _goods(goods: Sequence[tuple[str, int]]) -> str:
    return ", ".join(f"{n} {GOOD_LABELS[g]}" for g, n in goods)


def _stage_rounds() -> list[tuple[int, int, tuple[Space, ...]]]:
    """Each stage: its first and last round and its cards."""
    out: list[tuple[int, int, tuple[Space, ...]]] = []
    first = 1
    for cards in STAGES:
        out.append((first, first + len(cards) - 1, cards))
        first += len(cards)
    return out


def _game() -> list[JSON]:
    three, four = len(CARDS[3]), len(CARDS[4])
    return [
        _section("overview", GAME, "What the game is about", [
            "Each player starts with a two-room wooden hut, two family members and an "
            f"empty farm. In {ROUNDS} rounds the family takes actions: it gathers "
            "building materials, food, crops and animals, plows and sows fields, builds "
            "rooms, stables and fences, buys improvements and grows.",
            f"After rounds {_HARVESTS} comes a harvest, and the family must be fed. At the "
            "end the score sheet rewards a farm with a little of everything and punishes "
            "what is missing: the most points wins.",
            "This is the family game: no occupations and no minor improvements; the first "
            "action board is used with its family side up.",
        ]),
        _section("setup", GAME, "Setting up", [
            "Every farm has 3 rows of 5 spaces. Two wooden rooms stand in the left column "
            "(middle and bottom row), one family member in each; 3 more family members, "
            f"{MAX_STABLES} stables and {MAX_FENCES} fences wait in each player's reserve. "
            "Goods, animals and begging cards never run out.",
            "The start player begins with 2 food, everyone else with 3; alone you begin "
            "with none.",
            f"With 1 or 2 players only the action board is used; 3 players add {three} "
            f"action cards, 4 players add {four}. The {ROUNDS} round cards are sorted by "
            "stage, shuffled within each stage and stacked face down.",
            "Setup switches: with 3 or 4 players the card “Take 2 different building "
            "resources” is in play unless switched off; in the solo game the storehouse "
            "collects no food unless switched on.",
        ]),
        _section("solo", GAME, "Playing alone", [
            "You begin with no food, each family member eats 3 food at a harvest instead "
            f"of 2, and the 3 wood space gains only {SOLO_WOOD} wood a round. The "
            "storehouse gathers no food (unless the setup says otherwise).",
        ]),
    ]


def _round() -> list[JSON]:
    stages = [f"Stage {i} (round{'s' if a != b else ''} {a}{f'–{b}' if a != b else ''}): "
              + ", ".join(c.label for c in cards) + "."
              for i, (a, b, cards) in enumerate(_stage_rounds(), 1)]
    return [
        _section("phases", ROUND, "The phases of a round", [
            "1. A new round card is turned face up; its action space is open from now on.",
            "2. Every accumulating space gets its goods for the round; they pile up until "
            "someone takes them.",
            "3. Work: beginning with the start player, players take turns placing one "
            "family member each on a free action space and doing its action at once. "
            "A player whose family is all placed sits out; the work ends when everyone "
            "is placed.",
            "4. Everyone comes home. After rounds "
            f"{_HARVESTS} a harvest follows.",
        ]),
        _section("round-cards", ROUND, "Round cards and stages", [
            ROUND_HELP,
            *stages,
            "Which card comes up when is fixed by the game number at the start; the page "
            "never shows a card before its round.",
        ], ["round", "rounds"]),
        _section("family-members", ROUND, "Family members on the action spaces", [
            *PERSON_HELP.values(),
            "Each action space takes one family member a round. You may only take a space "
            "if you can do at least one of its actions. “A and/or B” means either or "
            "both; “A, then B” means A must be done and B may follow.",
        ], ["person", "member", "done"]),
        _section("start-player", ROUND, "The start player", [
            START_PLAYER_HELP,
            "The token changes hands only through the “Starting player” space; whoever "
            "takes it places first from the next round on.",
        ], ["start_player"]),
    ]


def _where(space: Space) -> str:
    """Where an action space lies on the table, in words."""
    if space in BOARD:
        return "On the action board, in every game."
    counts = [n for n, cards in CARDS.items() if space in cards]
    if counts:
        return f"An action card in games of {' and '.join(map(str, counts))} players."
    for i, (a, b, cards) in enumerate(_stage_rounds(), 1):
        if space in cards:
            rounds = f"round {a}" if a == b else f"one of rounds {a}–{b}"
            return f"A round card of stage {i}: it comes up in {rounds}."
    raise ValueError(space.id)  # every space is on the board, a card or a round card


def _gains(space: Space) -> str:
    if not space.stock:
        return ""
    solo = (f" ({SOLO_WOOD} wood in the solo game)" if space.id == "wood3"
            else " (none in the solo game)" if space.id == "starting_player" else "")
    return f"It gains {_goods(space.stock)} each round{solo}."


def ordered_spaces() -> list[Space]:
    """Every action space once: the board, the cards for 3 and 4 players, the round cards
    by stage."""
    seen: dict[str, Space] = {}
    for s in (*BOARD, *CARDS[3], *CARDS[4], *(c for cards in STAGES for c in cards)):
        seen.setdefault(s.id, s)
    return list(seen.values())


def _spaces() -> list[JSON]:
    intro = _section("spaces", SPACES_HEADING, "How action spaces work", [
        "Accumulating spaces (wood, clay, reed, stone, food and the animals) get new goods "
        "every round; whoever takes the space takes the whole pile.",
        "The other spaces give the same each time. A space taken this round is blocked "
        "until the next one.",
        "Animals you take must find a place on your farm; those that do not are cooked "
        "(with a fireplace or cooking hearth) or let go.",
    ], ["stock"])
    out = [intro]
    for s in ordered_spaces():
        text = [SPACE_HELP[s.id], _where(s), _gains(s)]
        if s.id == "two_resources":
            text.append("A setup switch can leave this card out.")
        if s.id == "starting_player":  # what the solo board says of it
            text += [SOLO_EMPTY_STOREHOUSE, "With the storehouse's food: "
                     + SOLO_SPACE_HELP[s.id]]
        # a choice of goods ("take:wood+clay") that no good's section names is this card's
        anchors = [f"space:{s.id}", *(["take"] if s.id == TWO_DIFFERENT.id else [])]
        out.append(_section(f"space:{s.id}", SPACES_HEADING, s.label,
                            [t for t in text if t], anchors))
    return out


def _harvest() -> list[JSON]:
    return [
        _section("harvest", HARVEST, "The three steps of a harvest", [
            HARVEST_HELP,
            f"Harvests follow rounds {_HARVESTS}.",
        ], ["feeding"]),
        _section("harvest-fields", HARVEST, "Fields", [
            "Take 1 grain or 1 vegetable from every sown field into your supply. A field "
            "left empty may be sown again later.",
        ]),
        _section("feeding", HARVEST, "Feeding the family", [
            "Every family member eats 2 food (3 in the solo game); one born this round eats "
            "only 1.",
            "Grain and vegetables from the supply may be eaten raw, 1 food each. With a "
            "fireplace or cooking hearth you may cook vegetables and animals at any time, "
            "at the rates printed on it. Joinery, Pottery and Basketmaker's Workshop each "
            "turn one good into food once a harvest. Baking happens only on a bake action, "
            "not at the harvest.",
            "Before a harvest the page shows what your family will need and what you have "
            "towards it.",
        ], ["pay", "eat", "cook", "craft"]),
        _section("begging", HARVEST, "Begging cards", [
            BEGGING_HELP,
            "You may take begging cards rather than eat crops or cook animals you would "
            "rather keep; a family member is never given up. A begging card is never "
            "given back.",
        ], ["begging"]),
        _section("breeding", HARVEST, "Breeding", [
            "Last, each kind of animal of which you have at least 2 gets one young, if you "
            "have room for it. A young animal cannot be cooked at once: if it does not "
            "fit, it is not born.",
        ], ["breed"]),
    ]


def _farm() -> list[JSON]:
    return [
        _section("farm", FARM, "The farm's spaces", [
            "Your farm has 15 spaces in 3 rows (a to c) of 5. " + CELL_HELP["empty"],
        ], ["cell", "farm"]),
        _section("rooms", FARM, "Rooms and the house", [
            CELL_HELP["room"],
            f"A new room costs {ROOM_COST} of the house's material (wood, clay or stone) "
            f"and {ROOM_REED} reed, and goes on an empty space next to a room. A house is "
            "all one material.",
        ], ["room"]),
        _section("renovation", FARM, "Renovation", [
            "Renovation changes the whole house at once: wood to clay, or clay to stone. It "
            f"costs 1 of the new material for each room and {RENOVATION_REED} reed. "
            "Afterwards new rooms are built of the new material.",
            HOUSE_HELP,
        ], ["house"]),
        _section("family-growth", FARM, "Family growth", [
            "A new family member needs a free room: more rooms than family members, unless "
            "the action says “even without room”. It joins in the next round, eats 1 "
            f"food at this round's harvest, and scores 3 points. A family has at most "
            f"{MAX_FAMILY} members.",
        ]),
        _section("fields", FARM, "Fields and sowing", [
            CELL_HELP["field"],
            "The first field may go on any empty space, every later one next to a field. "
            f"Sowing puts 1 grain from your supply on an empty field, which then holds "
            f"{SOW_YIELD['grain']}, or 1 vegetable, which then holds "
            f"{SOW_YIELD['vegetable']}.",
        ], ["field", "crop", "plow", "sow"]),
        _section("pastures", FARM, "Pastures and fences", [
            CELL_HELP["pasture"],
            FENCE_HELP,
            "A pasture is a group of spaces closed on every side by your own fences (the "
            "farm's edge, rooms and fields do not count as fences). A new pasture must "
            "border one you have, an old pasture may be divided, and rooms or fields may "
            "never be fenced in.",
            "On the page you choose the pasture; the fences it needs, their cost and what "
            "it will hold are shown before you choose.",
        ], ["pasture", "fences", "fence", "edge"]),
        _section("stables", FARM, "Stables", [
            STABLE_HELP,
            f"You may build {MAX_STABLES} at most, on any space without a room or field: "
            f"{STABLE_COST['stables']} wood each on “Build rooms and/or stables”, "
            f"{STABLE_COST['stable']} wood on “Build 1 stable and/or bake bread”.",
        ], ["stable", "stables"]),
        _section("animals", FARM, "Where animals live", [
            "Sheep, wild boar and cattle live in pastures (one kind per pasture), in "
            "unfenced stables (one animal each, any kind) and one in the house as a pet. "
            + PET_HELP,
            "Where each animal stands never matters, only whether all fit: the page places "
            "them for you. When they do not fit, you cook (with a fireplace or cooking "
            "hearth) or let go the ones you choose.",
        ], ["animal", "pet", "release"]),
    ]


def _majors() -> list[JSON]:
    intro = _section("majors", MAJORS_HEADING, "Buying improvements", [
        "Each of the 10 Major Improvements exists once; a player may own several. They "
        "are bought on the round cards “Major improvement” and “Renovation, then major "
        "improvement”, and score the points printed on them.",
        "Fireplaces and cooking hearths cook goods and animals into food at any time and "
        "bake bread on a bake action; ovens only bake. A cooking hearth may be had by "
        "returning a fireplace instead of paying its clay.",
        "Baking bread happens only on a bake action (“Build 1 stable and/or bake bread”, "
        "“Sow and/or bake bread”, or once on building an oven): each fireplace, hearth or "
        "oven turns grain into food at its own rate.",
    ], ["major", "bake"])
    out = [intro]
    for mid, m in MAJORS.items():
        cost = _goods(m.cost) + (" (or return a Fireplace)" if m.upgrade_from else "")
        out.append(_section(f"major:{mid}", MAJORS_HEADING, m.name, [
            MAJOR_HELP[mid], f"Cost: {cost}. Worth {m.points} point{'s' * (m.points != 1)}."],
            [f"major:{mid}"]))
    return out


def _goods_sections() -> list[JSON]:
    return [_section(f"{'animal' if g in ANIMAL_KINDS else 'good'}:{g}", GOODS,
                     GOOD_LABELS[g].capitalize(), [GOOD_HELP[g]],
                     [f"{'animal' if g in ANIMAL_KINDS else 'good'}:{g}", f"take:{g}"])
            for g in GOOD_HELP]


def _end() -> list[JSON]:
    # the table's categories name themselves; the others are named here
    table = [CATEGORY_HELP[c] if c in SCORE_STEPS else f"{c.capitalize()}: {CATEGORY_HELP[c]}"
             for c in CATEGORY_HELP]
    return [
        _section("scoring", END, "The score sheet", [
            "Grain and vegetables count those in your supply and on your fields; animals "
            "count wherever they are.",
            *table,
            "The page shows each category's points live, and the whole sheet at the end.",
        ], ["score", "score-row"]),
        _section("end", END, "The end of the game", [
            f"The game ends after the harvest of round {ROUNDS}. Everyone scores their farm; "
            "the most points wins. The rulebook names no tie-break: tied players share the "
            "win.",
        ]),
    ]


def rules_sections() -> list[JSON]:
    """Every section of Agricola's Rules panel, in reading order: ``id``, ``heading``,
    ``title``, ``text`` (paragraphs) and the element ``anchors`` it answers."""
    return [*_game(), *_round(), *_spaces(), *_harvest(), *_farm(), *_majors(),
            *_goods_sections(), *_end()]


def section_for(element_ids: str, sections: list[JSON] | None = None) -> str | None:
    """The section that explains an element (its space-separated ids, most specific
    first; a kind alone is the fallback)."""
    return rules_index.section_for(element_ids, sections or rules_sections())

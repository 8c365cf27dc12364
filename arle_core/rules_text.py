"""The Rules page as data: sections under the printed rulebook's headings, in our own words.

One source: every board element's entry starts with the help text the view model gives
that element (``view.space_help``, ``view.building_help``, ``tool_help`` …), built from the
same data tables; this module adds only the prose around them. The page draws the list and
finds an element's section through :func:`section_for` (mirrored in ``web/js/rules.js``).
"""

from __future__ import annotations

from typing import Any

from gamekit import rules_index

from .data.board import GOOD_LABELS, LAND_TILE_ORDER, LAND_TILES, SUPPLY_GOODS
from .data.buildings import (
    BLUE,
    BUILDING_ORDER,
    BUILDINGS,
    COLOURS,
    DARK_GREEN,
    LIGHT_GREEN,
    ORANGE,
    RED,
    YELLOW,
)
from .data.destinations import DESTINATION_ORDER, DESTINATIONS
from .data.spaces import SPACE_ORDER, SPACES, SUMMER
from .data.tools import TOOL_ORDER, TOOLS
from .data.variants import VARIANTS
from .scoring import CATEGORIES, CATEGORY_HELP
from .state import ANIMAL_KINDS
from .vehicles import EQUIPMENT_ORDER
from .view import building_help, equipment_help, space_help
from .view_player import (
    ANIMALS_HELP,
    BARN_HELP,
    DIKE_HELP,
    GOOD_HELP,
    GOODS_TRACK_HELP,
    LAND_HELP,
    TILE_HELP,
    TOOL_SPACES,
    destination_json,
    tile_help,
    tool_help,
    travel_help,
)

JSON = dict[str, Any]

# The prose sections, in the rulebook's order: (id, rulebook heading, title, paragraphs,
# the element kinds that open it). Element kinds are element ids without player numbers.
_P, _Y = VARIANTS["printed"], VARIANTS["yucata"]
_MILKING = (f"1/2/3 Food for {'/'.join(map(str, _P.milk_sheep))} Sheep — Yucata: "
            f"{'/'.join(map(str, _Y.milk_sheep))} — and for {'/'.join(map(str, _P.milk_cattle))} "
            "Cattle; at most 6 Food")
_COURSE = "Course of the Game"
_HOME = "Features of Your Home Board"
_FLOW: tuple[tuple[str, str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("flow", _COURSE, "The year's flow: Phase 1, Preparations", (
        "A game lasts 9 half-years, Summer/Fall and Winter/Spring in turn, starting and "
        "ending with a Summer/Fall. Each half-year has three phases: Preparations, the "
        "Work Phase and Inventorying.",
        "Preparations: each player's 4 workers go onto the months of the calendar; in every "
        "month the starting player places first.",
    ), ()),
    ("work-phase", _COURSE, "Phase 2: Work Phase", (
        "Players take turns placing one worker on a free action space of the current "
        "season and do its action at once. A space holds one worker until the half-year "
        "ends. A player may also pass a turn and place nothing.",
        "The page shows each cost where it is paid: on a building's card (paid when it is "
        "built), on an action space (“pay 1 Food”, paid to use it) and on the option that "
        "moves a tool right (“Fish Traps 3 → 4 (1 Wood)”). Timber can always pay for Wood "
        "and Brick for Clay.",
        "The Work Phase ends once every worker is placed and each player has declared the "
        "end (vehicles can still be loaded until then).",
    ), ("space",)),
    ("special-action", _COURSE, "Special Action and Starting Player", (
        "Once per half-year, one worker of either player may use a space of the other "
        "season. The other player then becomes starting player for the next half-year; if "
        "nobody uses the special action, the starting player changes anyway.",
    ), ()),
    ("anytime", _COURSE, "Anytime Actions", (
        "During the Work Phase a player may load vehicles and rearrange animals at any "
        "moment, also in the middle of an action. A Peat Boat turns Peat into any good of the "
        "goods track, one for one, at any time of the game; the dark green buildings work "
        "at any time too.",
    ), ()),
    ("inventory-november", _COURSE, "Phase 3: Inventorying in November", (
        "After a Summer/Fall half-year, in this order: 1. Empty the vehicles: goods go to the "
        "supply, destination tiles to the travel track. 2. Milking: Sheep and Cattle on the "
        "home board give Food (" + _MILKING + "). 3. Harvest: "
        "1 Grain per Grain Field, 1 Flax per Flax Field, 1 Wood per Forest. 4. Feeding: pay "
        "3 Food and 2 Peat.",
        "Missing Food is paid with Grain, then with animals; missing Peat with Wood or "
        "Timber. Whatever is still missing costs 2 VP each (Supply bottlenecks). The light "
        "green buildings act just before November's Inventorying.",
    ), ("bottleneck",)),
    ("inventory-may", _COURSE, "Phase 3: Inventorying in May", (
        "After a Winter/Spring half-year: 1. Empty the vehicles. 2. Breeding: a Stall with "
        "exactly 2 animals of one type gains a third; a Stable with 2, 3 or 5 of a type gains "
        "one, with exactly 4 it gains two. A Double Stall breeds as two Stalls; animals "
        "elsewhere never breed. 3. Shearing: 1/4/6 Sheep give 1/2/3 Wool (newborns count). "
        "4. Feeding: pay 3 Food (Grain, then animals, stand in; else 2 VP each).",
    ), ()),
    ("travel", _COURSE, "Travel Experience", (
        "A destination tile that was carried in a vehicle goes onto the travel track when "
        "the vehicles are emptied; the more spaces the tiles cover, the more VP at the end.",
        travel_help(),
    ), ("travel-track", "travel")),
    ("half-year-end", _COURSE, "Half Year End", (
        "The half-year counter moves on. The game ends after the ninth half-year's November "
        "Inventorying; a Peat Boat may then still turn Peat into goods before scoring.",
    ), ()),
    ("home-board", _HOME, "The Mainland and the Tidal Flats", (
        "Above the dike line lie the tidal flats, below it the mainland: empty land, the "
        "start tiles and the moors. Land holds one tile or building each.",
        LAND_HELP,
    ), ("home", "tile")),
    ("moors", _HOME, "Cutting Peat in the Moor Area", (
        "A wet moor costs 4 VP at the end. The Colonist dehydrates it (flip it, 4 Peat go on "
        "it); a dry moor costs 1 VP while it is there. Cutting Peat takes it off the moors; "
        "a moor with no Peat left leaves the board and frees its land.",
    ), ("moor",)),
    ("dikes", _HOME, "Dike Building", (
        DIKE_HELP,
        "Each dike move pushes a dike from the dike line into the next gap up; after the "
        "1st, 4th and 7th move a whole row of flats becomes land. A top-row flat no dike "
        "covers costs 1 VP at the end.",
    ), ("dike",)),
    ("animals", _HOME, "Animal Husbandry Rules: animals and breeding", (
        ANIMALS_HELP,
        *(f"{LAND_TILES[k][0]}: {TILE_HELP[k]}" for k in ("stall", "double_stall", "stable",
                                                          "park")),
        "Animals that find no room at the end of an action go back to the supply. Animals "
        "paid for Plows and vehicles are gone. Breeding happens only in May (see "
        "Inventorying in May).",
    ), ("animals", *(f"good:{k}" for k in ANIMAL_KINDS))),
    ("goods-track", _HOME, "The Goods Track", (
        "Food, Grain, Flax, Hides and Wool are kept on the goods track, at most 15 each "
        "(Food up to 30 on two indicators). " + GOODS_TRACK_HELP,
    ), ("goods", "good")),
    ("limits", _HOME, "Limited Components", (
        "Fields, Stalls, Stables, Forests, vehicles and Peat Boats are limited by the tiles "
        "in the box; when a kind is gone, nobody can take it. Goods and animals never run "
        "out.",
    ), ("supply",)),
    ("barn", "Loading Vehicles", "The Barn and the load spaces", (
        "A vehicle carries goods to upgrade (Wood to Timber, Clay to Brick, textiles to "
        "clothing) or destination tiles to travel to. Loading is free during the Work Phase; "
        "at Inventorying the vehicle is emptied and what it carried is delivered.",
        "Each load space is single or double; a double space takes only tiles of size 2 or "
        "more. Clothing and destinations of size 2 take two adjacent spaces.",
        BARN_HELP,
    ), ("barn", "vehicle", "load")),
    ("tools", "Index of Equipment and Tools", "Tool tracks", (
        "Ten tool tracks on the game board, one indicator per player on each. The Master "
        "action (and the Workshop) moves an indicator one step right for the cost printed "
        "there; the value under it says how often the matching space works for its owner, "
        "and the last steps score VP at the end.",
    ), ("tools",)),
)

_SOLO = ("solo", "The Solo Game Variant", "One player", (
    "One player, the same 9 half-years. There is no special action, so only the current "
    "season's spaces are open. Place the workers one after another and aim for a high "
    "score: the rulebook calls 110 VP remarkable.",
), ())

_YUCATA_INTRO = ("The page plays either ruleset, chosen at the start of a game. Yucata's "
                 "online version changes these rules of the printed game:")


def _yucata_lines() -> tuple[str, ...]:
    p, y = VARIANTS["printed"], VARIANTS["yucata"]
    return (
        _YUCATA_INTRO,
        f"Milking: 1/2/3 Food for {'/'.join(map(str, p.milk_sheep))} Sheep in the printed "
        f"game, for {'/'.join(map(str, y.milk_sheep))} Sheep in Yucata's; Cattle "
        f"{'/'.join(map(str, p.milk_cattle))} in both.",
        f"Colonist's House and Weaving Mill: they take {GOOD_LABELS[y.colonist_house_pays]} "
        f"where the printed index says {GOOD_LABELS[p.colonist_house_pays]}.",
        f"Sluice Yard Inn: the Fish Trap indicator moves {y.sluice_yard_fish_traps} spaces "
        f"instead of {p.sluice_yard_fish_traps}.",
        "Peat Cutter and other peat cutting: always as much Peat as possible (printed: the "
        "player chooses how much).",
        "A full barn: a new piece may replace one of another size if everything still fits "
        "(printed: one of the same size).",
        f"Winter Wear and Leather Wear: {y.winter_wear_vp:g} VP each (printed "
        f"{p.winter_wear_vp:g}).",
        f"The small dry moor of the start: {y.small_moor_vp} VP (printed {p.small_moor_vp}).",
        "End of the Work Phase: each player gets one more loading turn, in the next "
        "half-year's order (printed: loading until both have declared the end).",
    )


def _section(sid: str, heading: str, title: str, text: tuple[str, ...] | list[str],
             anchors: tuple[str, ...] | list[str] = ()) -> JSON:
    return {"id": sid, "heading": heading, "title": title, "text": list(text),
            "anchors": list(anchors)}


def _spaces() -> list[JSON]:
    out = []
    for k in SPACE_ORDER:
        sp = SPACES[k]
        season = "Summer/Fall" if sp.season == SUMMER else "Winter/Spring"
        extra = [f"A {season} space."]
        if sp.food:
            extra.append(f"Using it costs {sp.food} Food.")
        extra += [f"It counts your {TOOLS[t].label} (a tool track)."
                  for t, used_at in TOOL_SPACES.items() if k in used_at]
        out.append(_section(f"space:{k}", "The Action Spaces", f"{sp.label} ({season})",
                            [space_help(k), " ".join(extra)], [f"space:{k}"]))
    return out


# What the buildings of one colour have in common (rulebook "Index of Building Tiles").
_COLOUR_PROSE: dict[str, str] = {
    LIGHT_GREEN: "Small houses (light green) act before each November Inventorying, in the "
                 "order their owner picks",
    DARK_GREEN: "Small houses (dark green) offer an exchange to use at any time, as often as "
                "it is paid",
    YELLOW: "Yellow buildings give a one-time reward when built",
    ORANGE: "Orange buildings each have their own cost and give a one-time reward",
    BLUE: "Inns (blue) give a one-time reward",
    RED: "Large buildings (red) give a one-time reward and many VP",
}


def _building_overview() -> JSON:
    builders = [f"{sp.label} ({sp.season.title()})" for sp in SPACES.values()
                if "build a building" in sp.text.lower()]
    lines = ["A building goes on an empty land space of your home board, its cost paid; "
             f"these spaces build one: {', '.join(builders)}. Each building exists once, and "
             "only the buildings of this game's setup are on offer."]
    for colour in COLOURS:
        keys = [k for k in BUILDING_ORDER if BUILDINGS[k].colour == colour]
        costs = sorted({BUILDINGS[k].cost_text for k in keys})
        cost = f"; cost: {costs[0]}" if len(costs) == 1 else ""
        names = ", ".join(BUILDINGS[k].name for k in keys)
        lines.append(f"{_COLOUR_PROSE[colour]}{cost}: {names}.")
    return _section("buildings", "Index of Building Tiles", "The buildings by colour", lines,
                    ["buildings"])


def _buildings() -> list[JSON]:
    return [_building_overview(), *(
        _section(f"building:{k}", "Index of Building Tiles", BUILDINGS[k].name,
                 [building_help(k)], [f"building:{k}", f"build:{k}"])
        for k in BUILDING_ORDER)]


def _equipment() -> list[JSON]:
    return [_section(f"supply:{k}", "Loading Vehicles", equipment_help(k).split(":")[0],
                     [equipment_help(k)], [f"supply:{k}"]) for k in EQUIPMENT_ORDER]


def _destinations() -> list[JSON]:
    return [_section(f"destination:{k}", "Index of Travel Destination Tiles",
                     DESTINATIONS[k].name, [destination_json(k, 0)["help"]],
                     [f"destination:{k}"]) for k in DESTINATION_ORDER]


def _tools() -> list[JSON]:
    return [_section(f"tool:{k}", "Index of Equipment and Tools", TOOLS[k].label,
                     [tool_help(k)], [f"tool:{k}"]) for k in TOOL_ORDER]


def _tiles() -> list[JSON]:
    return [_section(f"tile:{k}", "Landscape Tiles", LAND_TILES[k][0],
                     [tile_help(k)], [f"tile:{k}"]) for k in LAND_TILE_ORDER]


def _goods() -> list[JSON]:
    return [_section(f"good:{k}", "Goods", GOOD_LABELS[k], [GOOD_HELP.get(k, GOOD_LABELS[k])],
                     [f"good:{k}"]) for k in SUPPLY_GOODS if k in GOOD_HELP]


def score_categories() -> list[tuple[str, str, str]]:
    """The score sheet's categories in its order: (key, label, what it counts)."""
    return [(k, label, CATEGORY_HELP[k]) for k, label in CATEGORIES]


def _scores() -> list[JSON]:
    return [_section(f"score-row:{k}", "The End of the Game and the Winner", label,
                     [help_text], [f"score-row:{k}"]) for k, label, help_text in score_categories()]


def rules_sections() -> list[JSON]:
    """Every section of the Rules page, in reading order: ``id``, the rulebook ``heading``
    it sits under, ``title``, ``text`` (paragraphs) and the element ``anchors`` it answers."""
    flow = [_section(*row) for row in _FLOW]
    return [
        *flow[:-1], *_equipment(), *_spaces(), *_scores(),
        _section("tie", "The End of the Game and the Winner", "The winner", [
            "The most VP wins. On a tie, the player who would be starting player in a tenth "
            "half-year wins."], ["score"]),
        _section(*_SOLO),
        *_buildings(), *_destinations(), flow[-1], *_tools(), *_goods(), *_tiles(),
        _section("yucata", "Yucata Rules", "What the Yucata rules change", _yucata_lines()),
    ]


def anchor_of(element_id: str) -> str:
    """An element id without its player and position numbers: ``tool:0:axes`` → ``tool:axes``."""
    return rules_index.anchor_of(element_id)


def section_for(element_ids: str, sections: list[JSON] | None = None) -> str | None:
    """The section that explains an element (its space-separated ids, most specific
    first); a kind alone (``vehicle``) is the fallback."""
    return rules_index.section_for(element_ids, sections or rules_sections())

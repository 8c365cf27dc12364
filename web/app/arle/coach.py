"""Learn to play: a guided solo game. A coach walks the player through the first two
half-years — what the phase is, what the pending decision is about — and the page adds a
suggested option with its reason (the strong level's hint among the question's own
options, asked in the AI worker as the Hint button does). The Inventorying plays itself,
so the coach teaches it around it: from the third month what the coming one will take
(the player's own warning, ``arle_core.view_inventory``), in the first month after it what
it took. After the second half-year come the closing lessons, one page each (the May
Inventorying done, the score sheet, how the game ends), then goodbye, and the game goes
on as an ordinary one. The player may follow the suggestion or not, and may leave the
guide at any time.

The guide belongs to the session, not to the game record: the game is an ordinary solo
game from its first move (saved, linked and reopened as any other), and opening, resuming
or starting another game ends the guide. The texts are written here in our own words with
the printed rulebook's names for the parts of the year.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from app.arle.older_form import new_arle_game
from app.links import Record
from app.state import JSON
from arle_core import Game
from arle_core.rules_text import score_categories
from arle_core.view import calendar
from arle_core.view_inventory import ITEM_VP, inventory_behind, warning

GUIDED_HALF_YEARS = 2  # then the closing lessons, and the coach hands over

# The parts of the year (the rulebook's "Course of the Game"), by engine stage and season.
PHASE_TEXTS: Mapping[tuple[str, str], tuple[str, str]] = {
    ("work", "summer"): (
        "Work Phase (Summer/Fall)",
        "A half-year has four months. Each month you place one worker on a free action "
        "space of the season — the Summer spaces now — and carry out its action at once. "
        "A space takes one worker per half-year. Once in the half-year one worker may use "
        "a space of the other season instead (the Special Action)."),
    ("work", "winter"): (
        "Work Phase (Winter/Spring)",
        "The Winter spaces are open now: again four workers, one per month, each on a free "
        "space of the season, its action carried out at once. Winter is the time for "
        "weaving, building and travelling; the Summer spaces can be reached once with the "
        "Special Action."),
    ("end_work", "summer"): (
        "End of the Work Phase",
        "All four workers are placed. You may still load your vehicles and rearrange your "
        "animals before you declare the Work Phase over."),
    ("end_work", "winter"): (
        "End of the Work Phase",
        "All four workers are placed. Load what you can onto your vehicles: loads are "
        "emptied at the Inventorying and score from then on."),
    ("inventory", "summer"): (
        "Inventorying in November",
        "The half-year ends: vehicles are emptied, Sheep and Cattle give Food (milking), "
        "Fields give Grain or Flax and Forests Wood (harvest), then you feed: 3 Food and 2 "
        "Peat for the winter. What is missing is paid with Grain, animals or Wood; what is "
        "still missing costs 2 VP each (Supply bottlenecks)."),
    ("inventory", "winter"): (
        "Inventorying in May",
        "The half-year ends: vehicles are emptied, then animals breed — two animals of a "
        "kind in a Stall or Stable get a young one, if there is room for it — and you feed "
        "3 Food (no fuel in spring). What is missing is paid with Grain or animals, else "
        "2 VP each."),
}

# What a pending decision is about, by the engine's decision kind.
DECISION_TEXTS: Mapping[str, str] = {
    "turn": "Where this month's worker goes. Each option is a free action space; its "
            "button says what the action gives. Pass places no worker.",
    "choice": "The action you took offers a choice: pick one of its parts.",
    "convert": "A conversion: turn goods into other goods (or into Food) as often as the "
               "action allows, then stop.",
    "pay": "How to pay: the cost can be met in more than one way.",
    "cut_peat": "Cutting Peat: choose the Moor to cut from. A Moor cut empty becomes land.",
    "master": "The Master: choose a tool to move one step right (more tools make their "
              "actions stronger; some tool steps score VP).",
    "declare_end": "Your workers are all placed: load your vehicles if you like, then end "
                   "your Work Phase.",
    "feed": "Feeding: choose what pays for what is missing.",
    "breeding": "Breeding: choose how the young animals are placed.",
    "release": "No room for every animal: choose which ones go.",
    "take_animal": "Take an animal: each kind needs room on your home board.",
    "flip": "Turn a tile on your home board to its other side.",
    "vehicle": "Choose the vehicle this action is about.",
    "farmer_plow": "The Farmer: plow new Fields.",
    "farmer_fields": "The Farmer: sow your Fields with Grain or Flax.",
    "laborer": "The Laborer: use an action space that is taken already.",
    "butcher": "The Butcher: turn animals into Food and Hides.",
    "junk_dealer": "The Junk Dealer: buy what it offers.",
    "peat_boat_build": "Build a Peat Boat now, or not.",
    "before_november": "Before November: your buildings that act now offer their effect.",
    "before_feeding": "Before feeding: your buildings that act now offer their effect.",
}
DEFAULT_DECISION = "Choose one of the options: each button says what it does."

# The Inventorying, taught before the guide lets go (it plays itself: the guide says what
# it will take while there is time to prepare, and what it took once it is done).
LESSON_FROM_MONTH = 3  # the guide's lesson on the coming Inventorying, from the 3rd month
INVENTORY_AHEAD = (
    "It plays itself after the fourth month. Grain, then animals, pay for missing Food; "
    "Wood or Timber for missing Peat; whatever is still missing costs 2 VP each (Supply "
    "bottlenecks on the score sheet). Use the workers you have left to get what you lack.")
INVENTORY_DONE = "{month} Inventorying is done"
SCORE_SHEET = (
    "Your score is worked out live, as if the game ended now; it starts below zero because "
    "the Moors and the tidal flats on your home board cost VP until you remove or dike "
    "them, and a barn without a Large Vehicle costs 3 VP. The categories:")
GAME_END = (
    "The game lasts nine half-years and ends with a Summer: after its November "
    "Inventorying (no breeding: animals breed only in May), each player may still exchange "
    "Peat with a Peat Boat, and then everything is scored once, by the categories of the "
    "score sheet. Supply bottlenecks lost during the game stay lost. With two players the "
    "most VP wins; alone, the rulebook calls 110 VP a remarkable score.")
GOODBYE = (
    "That was two half-years: a Summer with its November and a Winter with its May. "
    "From here on the game is yours. The Hint button still suggests an option and says "
    "why, and the game goes on to the ninth half-year, where everything is scored.")
END_PAGES = ("inventory_done", "score_sheet", "game_end")  # then the goodbye
HAND_OVER = "Play on alone"  # the goodbye's button (a solo game goes on)


def learn(session: Any) -> Guide:
    """Start a guided solo game (printed rules, the starter buildings, a random deal) in
    the shell's ``session``, and its guide (what ``GameInfo.guide`` names)."""
    new_arle_game(session, players=1, seed=random.randrange(1, 1_000_000), variant="printed",
                buildings="starter")
    return Guide(session.played)


@dataclass
class Guide:
    """The guide of a "Learn to play" game: the game it guides (``record``, the record
    itself: another game is not guided) and the page of its closing lessons."""

    record: Record
    page: int = 0

    def next(self) -> None:
        """The next of the closing lessons (the score sheet, the game's end, goodbye)."""
        self.page = min(self.page + 1, len(END_PAGES))

    def model(self, game: Game) -> JSON:
        """The coach's box for the guided game as it stands."""
        return coach_box(game, self.page)


def _inventory_log(game: Game, player: int) -> list[str]:
    """What the last Inventorying did for ``player``: its lines of the game's log (after
    the player ended the Work Phase)."""
    lines: list[str] = []
    for who, text in reversed(game.state.log):
        if who == player and text == "ended the Work Phase":
            break
        if who == player:
            lines.append(text)
    return [line[0].upper() + line[1:] + "." for line in reversed(lines)]


def _done_lesson(game: Game) -> JSON:
    """The Inventorying just played: what it is, and what it did for the player."""
    season, month = inventory_behind(game)
    return {"key": "inventory_done", "title": INVENTORY_DONE.format(month=month),
            "text": PHASE_TEXTS["inventory", season][1],
            "lines": [f"For you: {' '.join(_inventory_log(game, 0))}"]}


def _ahead_lesson(game: Game, player: int) -> JSON:
    """The coming Inventorying: what it costs, and the player's own warning."""
    w = warning(game, player)
    return {"key": "inventory_ahead", "title": f"{w['month']} Inventorying ahead",
            "text": INVENTORY_AHEAD,
            "lines": [f"It {w['summary']}" + (
                "" if w["vp_lost"] else f" Each item missing would cost {ITEM_VP} VP."),
                *w["lines"]],
            "status": w["status"]}


def _score_lesson(game: Game) -> JSON:
    """The score sheet's categories: each with the player's VP now and what it counts
    (``items``; ``lines`` says the same in one line each)."""
    sheet = game.scores()[0]
    items = [{"label": label, "vp": f"{fmt_vp(sheet[key])} now", "help": help_text}
             for key, label, help_text in score_categories()]
    return {"key": "score_sheet", "title": "The score sheet", "text": SCORE_SHEET,
            "lines": [f"{i['label']}: {i['vp']}. {i['help']}" for i in items], "items": items}


def fmt_vp(vp: float) -> str:
    """"−14 VP", "2.5 VP" (a whole number without its ".0")."""
    return f"{vp:g} VP".replace("-", "−")


def _lesson(game: Game) -> JSON | None:
    """The lesson for the game as it stands in the guided half-years, if any: the coming
    Inventorying from the third month, the one just played in the first month after it."""
    s = game.state
    month = (s.turn_idx - 1) // s.n_players + 1 if s.turn_idx else 0
    if s.stage == "end_work" or (s.stage == "work" and month >= LESSON_FROM_MONTH):
        d = game.decision()
        return _ahead_lesson(game, d.player if d is not None else 0)
    if s.stage == "work" and s.half_year > 1 and month <= 1:
        return _done_lesson(game)
    return None


def _end_lesson(game: Game) -> JSON:
    return {"key": "game_end", "title": "How the game ends", "text": GAME_END, "lines": []}


END_LESSONS: Mapping[str, Callable[[Game], JSON]] = {
    "inventory_done": _done_lesson, "score_sheet": _score_lesson, "game_end": _end_lesson}


def coach_box(game: Game, page: int = 0) -> JSON:
    """What the coach says for the game as it stands: the phase, the decision and the
    lesson of the moment; after the guided half-years its closing lessons (``page``), one
    by one, then goodbye."""
    s = game.state
    if game.is_over or s.half_year > GUIDED_HALF_YEARS:
        if page >= len(END_PAGES):
            return {"goodbye": True, "title": "You know the year now", "text": GOODBYE,
                    "done": HAND_OVER}
        return {"goodbye": False, "closing": True, "page": page + 1, "pages": len(END_PAGES),
                "done": HAND_OVER, "lesson": END_LESSONS[END_PAGES[page]](game)}
    cal = calendar(game)
    season = cal["season"]
    inventory_month = next(m["name"] for m in cal["months"] if m["inventory"])
    title, text = PHASE_TEXTS.get((s.stage, season), (s.stage, ""))
    d = game.decision()
    about = DECISION_TEXTS.get(d.kind, DEFAULT_DECISION) if d is not None else ""
    return {
        "goodbye": False, "closing": False,
        "step": (f"Half-year {s.half_year} of {GUIDED_HALF_YEARS} with the guide · "
                 f"{cal['season_label']}, Inventorying in {inventory_month}"),
        "phase": title, "phase_text": text,
        "decision": d.prompt if d is not None else "", "decision_text": about,
        "player": d.player if d is not None else None,
        "lesson": _lesson(game),
    }

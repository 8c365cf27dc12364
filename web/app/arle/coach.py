"""Learn to play: a guided solo game. A coach walks the player through the first two
half-years — what the phase is, what the pending decision is about — and the page adds a
suggested option with its reason (the strong level's hint, asked in the AI worker as the
Hint button does). The player may follow it or not, and may leave the guide at any time;
at the end of the second half-year the coach says goodbye and the game goes on as an
ordinary one.

The guide belongs to the session, not to the game record: the game is an ordinary solo
game from its first move (saved, linked and reopened as any other), and opening, resuming
or starting another game ends the guide. The texts are written here in our own words with
the printed rulebook's names for the parts of the year.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from app.links import Record
from app.state import JSON, SessionState
from arle_core import Game
from arle_core.view import calendar

GUIDED_HALF_YEARS = 2  # the coach hands over once the second half-year's Inventorying is done

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

GOODBYE = (
    "That was two half-years: a Summer with its November and a Winter with its May. "
    "From here on the game is yours. The Hint button still suggests an option and says "
    "why, and the game goes on to the ninth half-year, where everything is scored.")


class Coach(SessionState):
    """The guide of a "Learn to play" game: which game it guides (``guided``, the record
    itself: another game is not guided) and the coach's box in the model."""

    guided: Record | None = None

    def learn(self) -> None:
        """Start a guided solo game: printed rules, the starter buildings, a random deal."""
        self.new(players=1, seed=random.randrange(1, 1_000_000), variant="printed",
                 buildings="starter")
        self.guided = self.played

    def leave_guide(self) -> None:
        """The player leaves the guide (or the coach handed over): an ordinary game now."""
        self.guided = None

    def coach_model(self) -> JSON | None:
        """The coach's box for the open game, or None when it is not guided."""
        game = self.game
        if self.guided is None or self.guided is not self.played or game is None:
            return None
        return coach_box(game)


def coach_box(game: Game) -> JSON:
    """What the coach says for the game as it stands: the phase and the decision, or
    goodbye once the guided half-years are over."""
    s = game.state
    if game.is_over or s.half_year > GUIDED_HALF_YEARS:
        return {"goodbye": True, "title": "You know the year now", "text": GOODBYE}
    cal = calendar(game)
    season = cal["season"]
    inventory_month = next(m["name"] for m in cal["months"] if m["inventory"])
    title, text = PHASE_TEXTS.get((s.stage, season), (s.stage, ""))
    d = game.decision()
    about = DECISION_TEXTS.get(d.kind, DEFAULT_DECISION) if d is not None else ""
    return {
        "goodbye": False,
        "step": (f"Half-year {s.half_year} of {GUIDED_HALF_YEARS} with the guide · "
                 f"{cal['season_label']}, Inventorying in {inventory_month}"),
        "phase": title, "phase_text": text,
        "decision": d.prompt if d is not None else "", "decision_text": about,
        "player": d.player if d is not None else None,
    }

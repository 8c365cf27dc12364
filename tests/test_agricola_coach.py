"""Learn to play Agricola (web/app/agricola/coach.py, agricola_core/guide_text.py) in
CPython: a guided game against the casual computer, with the coach's box at the learner's
decisions up to the first harvest, its closing pages, then an ordinary game; left at any
time, gone for other games."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.agricola.coach import END_LESSONS, END_PAGES, GUIDE_DEALS, Guide, points
from app.computer import think
from app.engines import EngineNeeded
from app.links import Record
from app.saves import MemoryStore
from app.session import Session

from agricola_core import Game, ai, new_game
from agricola_core.data import CATEGORIES, HARVEST_ROUNDS
from agricola_core.game import SPACES, STEPS
from agricola_core.guide_text import (
    ACTION_LESSONS,
    DECISION_LESSONS,
    DECISION_TEXTS,
    GUIDED_ROUNDS,
    LEARNER,
    PHASE_TEXTS,
    SPACE_KINDS,
)
from agricola_core.view_text import CATEGORY_HELP


def call(s: Session, action: str, arg: str = "") -> dict[str, Any]:
    model: dict[str, Any] = json.loads(s.call(action, arg))
    assert model["ui"]["notice"] == "", model["ui"]["notice"]
    return model


def computer_moves(s: Session) -> dict[str, Any]:
    """The computer's moves until the learner decides (as the page's worker plays them)."""
    model = call(s, "view")
    while s.computer_to_move():
        answer = json.loads(think(s.link() or "", "choose", "casual"))
        model = call(s, "computer", json.dumps({"key": answer["key"],
                                                "moves": answer["moves"]}))
    return model


def test_learn_starts_a_saved_game_against_the_casual_computer_with_the_coach() -> None:
    s = Session(MemoryStore())
    model = call(s, "learn", "agricola")
    assert model["game"]["id"] == "agricola"
    assert s.game is not None and s.game.setup.players == 2
    assert s.game.setup.seed in GUIDE_DEALS  # a deal where the lessons work (below)
    assert s.game.setup.start_player == LEARNER  # the learner chooses first
    assert model["ui"]["computer"]["seat"] == 1 and model["ui"]["computer"]["level"] == "casual"
    coach = model["ui"]["coach"]
    assert coach["suggest"] and coach["player"] == LEARNER
    assert coach["phase"] == "Work time"
    assert coach["decision"] == model["view"]["decision"]["prompt"]
    assert coach["decision_text"] == DECISION_TEXTS["place"]
    # Rulebook "Play of the game": the four phases of a round, and this round's card.
    lesson = coach["lesson"]
    assert lesson["title"] == "Round 1: how a round goes"
    for phase in ("round card is revealed", "piles grow", "Work time", "Returning home"):
        assert phase in lesson["text"]
    card = SPACES[s.game.cards[0]].label
    assert lesson["lines"][0].startswith("You place first, then the computer")
    assert lesson["lines"][1].startswith(f"This round's card: {card}.")
    piles = lesson["lines"][2]
    assert piles.startswith("The piles now: ") and "Fishing (1 food)" in piles
    assert model["ui"]["games"] and model["ui"]["games"][0]["id"] == model["ui"]["game_id"]


def test_leaving_the_guide_leaves_an_ordinary_game() -> None:
    s = Session(MemoryStore())
    link = call(s, "learn", "agricola")["ui"]["link"]
    model = call(s, "leave_guide")
    assert model["ui"]["coach"] is None and model["ui"]["link"] == link
    assert model["ui"]["computer"]["level"] == "casual"  # the same game goes on


def test_another_game_is_not_guided() -> None:
    s = Session(MemoryStore())
    call(s, "learn", "agricola")
    model = call(s, "new", json.dumps({"game": "agricola", "players": 1, "seed": "4"}))
    assert model["ui"]["coach"] is None


def test_the_computers_decisions_get_no_suggestion_nor_lesson() -> None:
    s = Session(MemoryStore())
    model = call(s, "learn", "agricola")
    model = call(s, "play", model["view"]["decision"]["options"][0]["key"])
    while not s.computer_to_move():  # the learner's follow-up questions, if any
        model = call(s, "play", model["view"]["decision"]["options"][0]["key"])
    coach = model["ui"]["coach"]
    assert coach["player"] == 1 and coach["suggest"] is False and coach["lesson"] is None


def test_the_guide_follows_the_rounds_to_the_harvest_and_hands_over() -> None:
    """Rulebook "Play of the game", "Harvest time" and "End of the game": before its
    goodbye the guide has shown each round's card, the coming harvest with the learner's
    own numbers, the feeding as it is held, what the harvest did, the score sheet's
    categories and how the game ends."""
    s = Session(MemoryStore())
    model = call(s, "learn", "agricola")
    call(s, "auto_choice", "feed_auto=0")  # the learner feeds: the lesson is at its decision
    rng = random.Random(4)
    lessons: dict[str, list[dict[str, Any]]] = {}
    phases: set[str] = set()
    while True:
        model = computer_moves(s)
        coach = model["ui"]["coach"]
        if coach.get("closing"):
            break
        phases.add(coach["phase"])
        assert coach["suggest"] and s.game is not None
        if coach["lesson"]:
            lessons.setdefault(coach["lesson"]["key"], []).append(coach["lesson"])
        keys = [o["key"] for o in model["view"]["decision"]["options"]]
        model = call(s, "play", rng.choice(keys))
    assert s.game is not None and s.game.round == GUIDED_ROUNDS + 1
    assert {"Work time", "Harvest: feeding the family"} <= phases
    titles = [lesson["title"] for lesson in lessons["round"]]
    assert titles[0] == "Round 1: how a round goes"
    for r in range(2, GUIDED_ROUNDS + 1):  # each round's card, once
        card = SPACES[s.game.cards[r - 1]].label
        assert titles.count(f"Round {r}: “{card}” is revealed") == 1
    ahead = lessons["harvest"][0]
    assert ahead["title"] == f"Harvest after round {GUIDED_ROUNDS}"
    assert "field phase" in ahead["text"] and "breeding" in ahead["text"]
    assert "food needed" in ahead["lines"][0]  # in view while the rest is folded
    assert ahead["lines"][1].startswith("You need ")
    feed = lessons["feed"][0]
    assert feed["title"] == "Harvest: feeding the family"
    # the closing pages, one each, then goodbye: nothing is played meanwhile
    moves = model["ui"]["moves"]
    seen = []
    while not model["ui"]["coach"]["goodbye"]:
        seen.append(model["ui"]["coach"]["lesson"]["key"])
        model = call(s, "coach_next")
    assert tuple(seen) == END_PAGES
    done = lessons_of(s, "harvest_done")
    assert done["lines"][-1] in ("No begging card: the whole family was fed.",
                                 f"Begging cards: {s.game.farmers[LEARNER].begging}, "
                                 f"{3 * s.game.farmers[LEARNER].begging} points off at the end.")
    fed = [line for line in done["lines"] if line.startswith("Feed the family: pay")]
    assert fed  # what the family ate, in the game's own words
    assert model["ui"]["moves"] == moves
    assert model["ui"]["coach"]["title"] == "You know the rounds and the harvest now"
    assert model["ui"]["coach"]["done"] == "Play on"  # against the same computer
    assert call(s, "leave_guide")["ui"]["coach"] is None


def lessons_of(s: Session, key: str) -> dict[str, Any]:
    """A closing page of the open guide, by its key."""
    assert s.game is not None and s.guide is not None
    page: dict[str, Any] = END_LESSONS[key](s.game, s.guide.record)
    return page


def _at_learners_placement(round_: int, seed: int = 3) -> Game:
    """A game (the learner start player) at the learner's first placement of ``round_``,
    everyone taking the first option."""
    game = new_game(2, seed=seed, start_player=LEARNER)
    while not (game.round == round_ and game.decision().kind == "place"  # type: ignore[union-attr]
               and game.decision().player == LEARNER):  # type: ignore[union-attr]
        game.play(game.legal_moves()[0])
    return game


def test_the_feeding_lesson_has_the_learners_own_numbers_before_the_harvest() -> None:
    """Rulebook "Harvest phase 2: feeding the family": 2 food a person, 1 for one born this
    round; each food missing a begging card (3 points off, "Begging")."""
    harvest = min(HARVEST_ROUNDS)
    game = _at_learners_placement(harvest)
    f = game.farmers[LEARNER]
    f.members, f.newborns = 3, 1  # a newborn eats 1 at the harvest of its round
    f.goods.update(food=1, grain=1, vegetable=0)
    f.fields = {}
    guide = Guide(Record(game))
    guide.taught["round:4"] = -1  # the round's own lesson was shown earlier
    lesson = guide.model(game)["lesson"]
    assert lesson["key"] == "harvest" and lesson["status"] == "short"
    need = 2 * 2 + 1
    assert lesson["lines"] == [
        f"{need} food needed, 2 towards it: 3 short, 3 begging cards, −9 points, unless "
        "you find more food.",
        f"You need {need} food: 2 people × 2, 1 newborn × 1.",
        "You have 1 food, 1 from grain and vegetables you can eat."]
    f.goods["food"] = 9
    lesson = guide.model(game)["lesson"]
    assert lesson["status"] == "ok"
    assert lesson["lines"][0] == f"{need} food needed, 10 towards it: enough."


def test_the_harvest_lesson_comes_the_round_before_the_harvest_not_earlier() -> None:
    for round_, expected in ((2, None), (min(HARVEST_ROUNDS) - 1, "harvest")):
        game = _at_learners_placement(round_)
        guide = Guide(Record(game))
        guide.taught[f"round:{round_}"] = -1
        guide.taught.update({f"action:{k}": -1 for k in ACTION_LESSONS})
        lesson = guide.model(game)["lesson"]
        assert (lesson and lesson["key"]) == expected


def test_an_action_is_taught_the_first_time_it_comes_and_again_only_after_an_undo() -> None:
    game = new_game(2, seed=5, start_player=LEARNER)
    guide = Guide(Record(game))
    guide.model(game)  # round 1's lesson
    game.play("space:plow")
    first = guide.model(game)["lesson"]
    assert first["title"] == ACTION_LESSONS["plow"][0]
    assert first["lines"] == [f"{SPACES['plow'].label}: The first field goes on any empty "
                              "space, later ones next to a field."]
    assert guide.model(game)["lesson"] == first  # the same decision: the same lesson
    moves = list(game.moves)
    game.play(game.legal_moves()[0])
    while game.decision().player != LEARNER:  # type: ignore[union-attr]
        game.play(game.legal_moves()[0])
    # the learner's second placement: a kind of the board not taught yet, with its spaces
    lesson = guide.model(game)["lesson"]
    assert lesson["title"] == ACTION_LESSONS["pile"][0]
    assert lesson["lines"][0].startswith("Free now: ")
    again = Game(game.setup)  # an undo to before the plow lesson: taught again there
    for key in moves[:-1]:
        again.play(key)
    guide.model(again)
    again.play("space:plow")
    assert guide.model(again)["lesson"]["title"] == ACTION_LESSONS["plow"][0]


def test_every_space_has_a_kind_and_every_kind_and_decision_its_words() -> None:
    assert set(SPACE_KINDS) == set(SPACES)
    assert set(SPACE_KINDS.values()) <= set(ACTION_LESSONS)
    kinds = {*STEPS.decisions, "place"}
    assert set(DECISION_TEXTS) <= kinds and set(DECISION_LESSONS) <= kinds
    assert set(PHASE_TEXTS) == {"work", "feeding", "breeding"}


def test_the_score_sheet_page_names_every_category_with_the_learners_points() -> None:
    """Rulebook "Scoring overview": a kind of crop or animal missing costs 1 point."""
    s = Session(MemoryStore())
    call(s, "learn", "agricola")
    assert s.game is not None and s.guide is not None
    lesson = s.guide.model(s.game)  # round 1: not closing yet
    assert not lesson["closing"]
    page = lessons_of(s, "score_sheet")
    assert "(−1)" in page["text"]
    sheet = s.game.scores()[LEARNER]
    assert [i["label"].lower() for i in page["items"]] == list(CATEGORIES)
    for item, c in zip(page["items"], CATEGORIES, strict=True):
        assert item["vp"] == f"{points(sheet[c])} now"
        assert item["help"].lower() in CATEGORY_HELP[c].lower()  # its name said once
    assert page["items"][0]["help"] == "Fewer than 2 cost 1 point; 2, 3, 4, 5+ give 1 to 4."
    assert points(-1) == "−1 point" and points(3) == "3 points"


def test_the_suggestion_is_one_of_the_questions_own_options_with_its_reason() -> None:
    s = Session(MemoryStore())
    model = call(s, "learn", "agricola")
    found = json.loads(think(s.link() or "", "coach", "strong"))
    assert found["key"] in [o["key"] for o in model["view"]["decision"]["options"]]
    assert found["level"] == "strong" and found["why"]["comparison"]


def test_learn_to_play_installs_the_engine_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """A first visit has no Agricola engine yet: the page installs it and asks again,
    as for a game started from the form; a copy without it says so under the form."""
    def not_yet(info: Any) -> Any:
        raise EngineNeeded(info.id)

    monkeypatch.setattr("app.bridge.faces", not_yet)
    s = Session(MemoryStore())
    model = json.loads(s.call("learn", "agricola"))
    assert model["ui"]["problem"]["kind"] == "engine"
    assert model["ui"]["problem"]["game"] == "agricola" and model["view"] is None
    s.call("engine_missing", "agricola")
    model = json.loads(s.call("learn", "agricola"))
    assert "cannot be loaded here" in model["ui"]["setup_error"] and model["view"] is None


def _follow_the_coach(seed: int) -> dict[str, Any]:
    """A guided game on deal ``seed`` to the end of the first harvest, the learner taking
    every suggestion (the coach's is the strong level's hint: app.computer.think "coach",
    with no question's options of its own in Agricola) and the computer at its level:
    what the lessons of sowing and the harvest need of the learner's farm."""
    game = new_game(2, seed=seed, start_player=LEARNER)
    sown = 0
    stable_first = False
    while not game.is_over and game.round <= GUIDED_ROUNDS:
        d = game.decision()
        assert d is not None
        learner = d.player == LEARNER
        farm = game.farmers[LEARNER]
        stables = farm.stables.bit_count()
        game.play(ai.hint(game, "strong", explain=False).key if learner
                  else ai.choose(game, "casual"))
        farm = game.farmers[LEARNER]
        sown = max(sown, sum(1 for _crop, n in farm.fields.values() if n))
        stable_first |= farm.stables.bit_count() > stables and not farm.fields
    return {"sown": sown, "begging": game.farmers[LEARNER].begging,
            "stable before a field": stable_first}


def _lessons_work(seed: int) -> None:
    """Rulebook "Plow 1 field" and "Sow and/or bake bread" before the first harvest
    (round 4), whose "Field phase" then takes grain from the field, and "Feeding the
    family" without a begging card: what the guide teaches by the learner's own farm."""
    seen = _follow_the_coach(seed)
    assert seen == {"sown": seen["sown"], "begging": 0, "stable before a field": False}, seen
    assert seen["sown"] >= 1, seen


def test_on_a_guide_deal_the_suggestions_sow_a_field_and_feed_the_family() -> None:
    _lessons_work(GUIDE_DEALS[0])


@pytest.mark.slow
@pytest.mark.parametrize("seed", GUIDE_DEALS[1:])
def test_on_every_guide_deal_the_suggestions_sow_a_field_and_feed_the_family(seed: int) -> None:
    _lessons_work(seed)

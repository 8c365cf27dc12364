"""Learn to play (web/app/arle/coach.py) in CPython: the guided game is an ordinary solo game
with a coach's box for its first two half-years, left at any time, gone for other games."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.coach import (
    DECISION_TEXTS,
    END_LESSONS,
    GUIDED_HALF_YEARS,
    PHASE_TEXTS,
    coach_box,
    fmt_vp,
)
from app.computer import think
from app.saves import MemoryStore
from app.session import Session

from arle_core import Game, new_game
from arle_core.ai import hint, main_options
from arle_core.decisions import ANYTIME
from arle_core.scoring import CATEGORIES
from arle_core.steps.registry import DECISIONS


def call(s: Session, action: str, arg: str = "") -> dict[str, Any]:
    model: dict[str, Any] = json.loads(s.call(action, arg))
    return model


def test_learn_starts_a_saved_solo_game_with_the_coach() -> None:
    s = Session(MemoryStore())
    model = call(s, "learn")
    assert model["view"]["setup"]["players"] == 1 and model["ui"]["mode"] == "solo"
    coach = model["ui"]["coach"]
    assert coach["phase"] == "Work Phase (Summer/Fall)" and "worker" in coach["phase_text"]
    assert coach["decision"] == model["view"]["decision"]["prompt"]
    assert coach["decision_text"] == DECISION_TEXTS["turn"]
    assert model["ui"]["games"] and model["ui"]["games"][0]["id"] == model["ui"]["game_id"]


def test_leaving_the_guide_leaves_an_ordinary_game() -> None:
    s = Session(MemoryStore())
    link = call(s, "learn")["ui"]["link"]
    model = call(s, "leave_guide")
    assert model["ui"]["coach"] is None and model["ui"]["link"] == link


def test_another_game_is_not_guided() -> None:
    s = Session(MemoryStore())
    call(s, "learn")
    model = call(s, "new", json.dumps({"players": 1, "seed": "4"}))
    assert model["ui"]["coach"] is None


def test_the_coach_follows_the_year_and_hands_over_after_the_closing_lessons() -> None:
    """Rulebook "Phase 3: Inventorying" and "The End of the Game and the Winner": before
    its goodbye the guide has shown what the coming Inventorying takes (with the player's
    own numbers), what the one played took, the score sheet's categories and how the game
    ends."""
    s = Session(MemoryStore())
    model = call(s, "learn")
    rng = random.Random(5)
    seen: set[str] = set()
    lessons: dict[str, dict[str, Any]] = {}
    while not model["ui"]["coach"]["closing"]:
        coach = model["ui"]["coach"]
        seen.add(coach["phase"])
        if coach["lesson"]:
            lessons.setdefault(coach["lesson"]["title"], coach["lesson"])
        keys = [o["key"] for o in model["view"]["decision"]["options"]]
        model = call(s, "play", rng.choice(keys))
    assert s.game is not None and s.game.state.half_year == GUIDED_HALF_YEARS + 1
    assert {"Work Phase (Summer/Fall)", "Work Phase (Winter/Spring)"} <= seen
    ahead = lessons["November Inventorying ahead"]
    assert "2 VP" in ahead["text"] and "Grain, then animals" in ahead["text"]
    assert ahead["lines"][0].startswith("It takes 3 Food and 2 Peat.")  # after its title
    assert "2 VP" in ahead["lines"][0]  # in view while the rest is folded
    assert "May Inventorying ahead" in lessons
    done = lessons["November Inventorying is done"]
    assert done["lines"][0].startswith("For you: ")
    assert "fed everyone" in done["lines"][0].lower()  # or "could not feed everyone"
    titles = []
    moves = model["ui"]["moves"]
    while not model["ui"]["coach"]["goodbye"]:
        titles.append(model["ui"]["coach"]["lesson"]["title"])
        model = call(s, "coach_next")
    assert titles == ["May Inventorying is done", "The score sheet", "How the game ends"]
    assert model["ui"]["moves"] == moves  # the lessons play nothing
    assert model["ui"]["coach"]["title"] == "You know the year now"
    assert model["ui"]["coach"]["done"] == "Play on alone"  # a solo game goes on
    assert call(s, "leave_guide")["ui"]["coach"] is None


def test_the_score_sheet_lesson_names_every_category_with_the_players_score() -> None:
    """Rulebook "The End of the Game and the Winner": the scoring categories."""
    game = new_game(players=1, seed=3)
    lesson = coach_box(game, 0)["lesson"]
    assert lesson is None  # the first month of the first half-year: no lesson yet
    lines = END_LESSONS["score_sheet"](game)["lines"]
    sheet = game.scores()[0]
    for (key, label), line in zip(CATEGORIES, lines, strict=True):
        assert line.startswith(f"{label}: {fmt_vp(sheet[key])} now.")


def test_every_phase_and_named_decision_is_the_engines() -> None:
    assert set(DECISION_TEXTS) <= set(DECISIONS)
    assert {stage for stage, _ in PHASE_TEXTS} == {"work", "end_work", "inventory"}


def _random_position(seed: int, moves: int) -> Game:
    """A solo game after ``moves`` random moves (``random.Random(seed)``)."""
    rng = random.Random(seed)
    game = new_game(players=1, seed=seed)
    for _ in range(moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def test_the_suggestion_answers_the_question_not_an_anytime_ability() -> None:
    """At the Tanner's "how many times?" the strong level's hint is an any-time ability
    (loading a travel destination); the guide's suggestion is the strong level's choice
    among the question's own options, with its reason."""
    game = _random_position(1, 26)
    d = game.decision()
    assert d is not None and d.kind == "convert"
    plain = json.loads(think(game.encode(), "hint", "strong"))
    assert d.option(plain["key"]).group == ANYTIME  # what the guide used to suggest
    coach = json.loads(think(game.encode(), "coach", "strong"))
    assert coach["key"] in main_options(game) and coach["level"] == "strong"
    assert coach["why"]["comparison"] and coach["label"] == d.option(coach["key"]).label


def test_the_suggestion_is_always_one_of_the_questions_own_options() -> None:
    """At every decision of random games that offers any-time abilities beside its own
    options, the search chooses among the question's own options (the same search as the
    strong level's, at the casual budget to keep the test short)."""
    asked = 0
    for seed in (2, 4):
        rng = random.Random(seed)
        game = new_game(players=1, seed=seed)
        while not game.is_over:
            d = game.decision()
            assert d is not None
            own = main_options(game)
            if len(own) < len(d.options):
                assert hint(game, "casual", explain=False, among=own).key in own
                asked += 1
            game.play(rng.choice(game.legal_moves()))
    assert asked > 40

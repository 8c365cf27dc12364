"""Learn to play (web/app/coach.py) in CPython: the guided game is an ordinary solo game
with a coach's box for its first two half-years, left at any time, gone for other games."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.coach import DECISION_TEXTS, GUIDED_HALF_YEARS, PHASE_TEXTS
from app.saves import MemoryStore
from app.session import Session

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


def test_the_coach_follows_the_year_and_hands_over_after_the_second_half_year() -> None:
    s = Session(MemoryStore())
    model = call(s, "learn")
    rng = random.Random(5)
    seen = set()
    while model["ui"]["coach"] and not model["ui"]["coach"]["goodbye"]:
        seen.add(model["ui"]["coach"]["phase"])
        keys = [o["key"] for o in model["view"]["decision"]["options"]]
        model = call(s, "play", rng.choice(keys))
    assert s.game is not None and s.game.state.half_year == GUIDED_HALF_YEARS + 1
    assert {"Work Phase (Summer/Fall)", "Work Phase (Winter/Spring)"} <= seen
    assert model["ui"]["coach"]["goodbye"]
    assert call(s, "leave_guide")["ui"]["coach"] is None


def test_every_phase_and_named_decision_is_the_engines() -> None:
    assert set(DECISION_TEXTS) <= set(DECISIONS)
    assert {stage for stage, _ in PHASE_TEXTS} == {"work", "end_work", "inventory"}

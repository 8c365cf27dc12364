"""The review in the page's session (web/app/reviews.py, web/app/reviewing.py) in CPython:
the worker's answer kept and saved with the game, a moment shown read-only, and playing
on from a moment as a new game that leaves the original as it was."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.reviewing import review_link
from app.saves import KEY_PREFIX, MemoryStore
from app.session import Session

from arle_core import decode

GOLDEN = Path(__file__).resolve().parent / "golden" / "solo-printed-starter-3.json"
BUDGET = 60


def finished_link() -> str:
    links = json.loads(GOLDEN.read_text())["link"]
    return str(links[max(links, key=int)])


def reviewed_session(store: MemoryStore) -> tuple[Session, dict[str, Any]]:
    link = finished_link()
    s = Session(store)
    s.call("open", link)
    answer = review_link(link, 0, budget=BUDGET)
    model = json.loads(s.call("keep_review", answer))
    assert model["ui"]["notice"] == ""
    return s, model


def test_a_kept_review_is_saved_and_comes_back_with_the_game() -> None:
    store = MemoryStore()
    s, model = reviewed_session(store)
    review = model["ui"]["review"]
    assert review["decisions"] and review["name"] == decode(finished_link()).setup.names[0]
    assert review["left_on_table"] == round(sum(d["loss"] for d in review["decisions"]), 1)
    saved = json.loads(store.data[KEY_PREFIX + str(s.game_id)])
    assert saved["review"] == review
    again = Session(store)
    back = json.loads(again.call("resume", str(s.game_id)))
    assert back["ui"]["review"] == review
    assert json.loads(Session(store).call("open", finished_link()))["ui"]["review"] == review


def test_a_review_of_another_game_is_not_kept() -> None:
    s = Session(MemoryStore())
    s.call("new", json.dumps({"players": 1, "seed": 4}))
    model = json.loads(s.call("keep_review", review_link(finished_link(), 0, budget=BUDGET)))
    assert model["ui"]["review"] is None and "another game" in model["ui"]["info"]


def test_a_moment_shows_the_board_before_that_move_with_nothing_to_play() -> None:
    s, model = reviewed_session(MemoryStore())
    decision = model["ui"]["review"]["decisions"][3]
    moment = json.loads(s.call("moment", str(decision["move"])))
    then = decode(finished_link())
    then.moves[decision["move"]:] = []
    assert moment["ui"]["moment"] == decision
    assert moment["view"]["decision"]["prompt"] == decision["prompt"]
    assert moment["view"]["decision"]["options"] == [] and moment["ui"]["end"] is None
    assert moment["ui"]["link"] == finished_link()  # the open game is still the whole one
    back = json.loads(s.call("leave_moment"))
    assert back["ui"]["moment"] is None and back["ui"]["end"] is not None
    assert "not a reviewed decision" in json.loads(s.call("moment", "9999"))["ui"]["notice"]


def test_playing_on_from_a_moment_is_a_new_game_and_the_original_stays() -> None:
    store = MemoryStore()
    s, model = reviewed_session(store)
    original_id = str(s.game_id)
    original = store.data[KEY_PREFIX + original_id]
    decision = next(d for d in model["ui"]["review"]["decisions"] if d["key"] != d["best"])
    forked = json.loads(s.call("play_on", str(decision["move"])))
    game = s.game
    assert game is not None and s.game_id not in (None, original_id)
    reviewed = decode(finished_link())
    move = decision["move"]
    assert game.moves[:move + 1] == [*reviewed.moves[:move], decision["best"]]
    assert forked["ui"]["review"] is None and forked["ui"]["moment"] is None
    assert forked["view"]["decision"]["options"], "the new game is played on"
    assert store.data[KEY_PREFIX + original_id] == original
    saved = json.loads(store.data[KEY_PREFIX + str(s.game_id)])
    assert saved["forked_at"] == move and "review" not in saved

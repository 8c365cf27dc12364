"""The review in the page's session (web/app/reviews.py, web/app/reviewing.py) in CPython:
the worker's answer kept and saved with the game, a moment shown in the Replay view, playing
on from a moment as a new game that leaves the original as it was, and reviews saved by
older pages (an older estimate) still shown."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.engines import engine_of
from app.reviewing import review_link
from app.saves import KEY_PREFIX, MemoryStore
from app.session import Session

from arle_core import decode
from tests.test_old_engine_games import RULES_2, changed_rules, opened  # noqa: F401 (a fixture)

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
    saved = json.loads(store.data[KEY_PREFIX + str(s.slot.id)])
    assert saved["review"] == review
    again = Session(store)
    back = json.loads(again.call("resume", str(s.slot.id)))
    assert back["ui"]["review"] == review
    assert json.loads(Session(store).call("open", finished_link()))["ui"]["review"] == review


def test_a_review_of_another_game_is_not_kept() -> None:
    s = Session(MemoryStore())
    s.call("new", json.dumps({"players": 1, "seed": 4}))
    model = json.loads(s.call("keep_review", review_link(finished_link(), 0, budget=BUDGET)))
    assert model["ui"]["review"] is None and "another game" in model["ui"]["info"]


def test_a_moment_is_the_replay_at_the_board_before_that_move() -> None:
    s, model = reviewed_session(MemoryStore())
    decision = model["ui"]["review"]["decisions"][3]
    move = decision["move"]
    moment = json.loads(s.call("moment", str(move)))
    assert moment["ui"]["replay"]["at"] == move and moment["ui"]["moment"] == decision
    assert moment["view"]["decision"]["prompt"] == decision["prompt"]
    assert moment["ui"]["link"] == finished_link()  # the open game is still the whole one
    step = json.loads(s.call("replay", str(move + 1)))  # the replay's own step
    assert step["ui"]["replay"]["at"] == move + 1
    assert step["ui"]["moment"] == next(
        (d for d in model["ui"]["review"]["decisions"] if d["move"] == move + 1), None)
    back = json.loads(s.call("replay", "live"))
    assert back["ui"]["replay"] is None and back["ui"]["moment"] is None
    assert back["ui"]["review"] == model["ui"]["review"] and back["ui"]["end"] is not None
    assert "not a reviewed decision" in json.loads(s.call("moment", "9999"))["ui"]["notice"]


def test_a_review_saved_by_an_older_page_opens_marked_as_an_older_estimate() -> None:
    """A review saved before the estimate was versioned (its total summed every decision's
    single look) still opens with its game, marked older; a new review replaces it."""
    store = MemoryStore()
    s, model = reviewed_session(store)
    assert model["ui"]["review_older"] is False
    key = KEY_PREFIX + str(s.slot.id)
    saved = json.loads(store.data[key])
    old = {k: v for k, v in saved["review"].items() if k != "estimate"}
    store.data[key] = json.dumps({**saved, "review": old})
    back = json.loads(Session(store).call("resume", str(s.slot.id)))
    assert back["ui"]["review"] == old and back["ui"]["review_older"] is True
    again = Session(store)
    again.call("resume", str(s.slot.id))
    renewed = json.loads(again.call("keep_review", review_link(finished_link(), 0, budget=BUDGET)))
    assert renewed["ui"]["review_older"] is False


def test_the_page_knows_the_engines_estimate() -> None:
    from app.reviews import REVIEW_ESTIMATE

    from arle_core.ai.review import ESTIMATE

    assert REVIEW_ESTIMATE == ESTIMATE


def test_playing_on_from_a_moment_is_a_new_game_and_the_original_stays() -> None:
    store = MemoryStore()
    s, model = reviewed_session(store)
    original_id = str(s.slot.id)
    original = store.data[KEY_PREFIX + original_id]
    decision = next(d for d in model["ui"]["review"]["decisions"] if d["key"] != d["best"])
    s.call("moment", str(decision["move"]))  # from the moment's replay
    forked = json.loads(s.call("play_on", str(decision["move"])))
    game = s.game
    assert game is not None and s.slot.id not in (None, original_id)
    reviewed = decode(finished_link())
    move = decision["move"]
    assert game.moves[:move + 1] == [*reviewed.moves[:move], decision["best"]]
    assert forked["ui"]["review"] is None and forked["ui"]["moment"] is None
    assert forked["ui"]["replay"] is None
    assert forked["view"]["decision"]["options"], "the new game is played on"
    assert store.data[KEY_PREFIX + original_id] == original
    saved = json.loads(store.data[KEY_PREFIX + str(s.slot.id)])
    assert saved["forked_at"] == move and "review" not in saved


@pytest.mark.usefixtures("changed_rules")
def test_a_game_kept_on_the_format_2_engine_says_why_it_has_no_review() -> None:
    s, model = opened(MemoryStore())
    assert s.game is not None and not engine_of(s.game).current
    why = model["ui"]["review_unavailable"]
    assert why.startswith(RULES_2.rstrip(".") + ":") and "cannot review" in why
    with pytest.raises(ValueError, match="rules of version 2"):
        review_link(s.link() or "", 0, budget=BUDGET)


def test_a_game_on_today_s_engine_can_be_reviewed() -> None:
    _, model = reviewed_session(MemoryStore())
    assert model["ui"]["review_unavailable"] == ""


def page_parse(text: str) -> Any:
    """JSON as the page's ``JSON.parse`` reads it: no Infinity, -Infinity or NaN."""
    def refuse(word: str) -> None:
        raise ValueError(f"JSON.parse refuses {word}")
    return json.loads(text, parse_constant=refuse)


def _first_decision(review: dict[str, Any], **change: object) -> dict[str, Any]:
    return {**review, "decisions": [{**review["decisions"][0], **change},
                                    *review["decisions"][1:]]}


BAD_REVIEWS = {
    "an estimate that is infinite": lambda r: {**r, "estimate": float("inf")},
    "a total that is infinite": lambda r: {**r, "left_on_table": float("-inf")},
    "no costliest decisions": lambda r: {**r, "costliest": None},
    "costliest decisions as text": lambda r: {**r, "costliest": "move 3"},
    "a total as text": lambda r: {**r, "left_on_table": "12.5"},
    "a loss that is not a number": lambda r: _first_decision(r, loss=float("nan")),
    "a decision without its label": lambda r: _first_decision(r, label=None),
    "a player as text": lambda r: {**r, "player": "0"},
    "not an object": lambda r: [r],
    # of the right type, but impossible
    "a loss below zero": lambda r: _first_decision(r, loss=-1e308),
    "a loss beyond any score": lambda r: _first_decision(r, loss=1e308),
    "a total that is not the decisions' sum": lambda r: {**r, "left_on_table": 999.0},
    "more moves than the game has": lambda r: {**r, "moves": 10_000},
    "decisions beyond the moves reviewed": lambda r: {
        **r, "decisions": [*r["decisions"], *({**r["decisions"][-1], "move": 9_000 + i}
                                              for i in range(300))]},
    "a player the game does not have": lambda r: {**r, "player": 7},
    "a costliest decision that is not one": lambda r: {
        **r, "costliest": [{**r["decisions"][0], "move": 5_000}]},
}


@pytest.mark.parametrize("damage", BAD_REVIEWS)
def test_a_saved_review_with_a_wrong_field_is_dropped_and_the_game_opens(damage: str) -> None:
    """Every field of a stored review is checked (the page draws each): a wrong one drops
    the review, the game opens from Your games and from its link, and the page offers to
    review it again (review_dropped)."""
    store = MemoryStore()
    s, _ = reviewed_session(store)
    key = KEY_PREFIX + str(s.slot.id)
    saved = json.loads(store.data[key])
    store.data[key] = json.dumps({**saved, "review": BAD_REVIEWS[damage](saved["review"])})
    for action, arg in (("resume", str(s.slot.id)), ("open", finished_link())):
        again = Session(store)
        opened = page_parse(again.call(action, arg))
        assert opened["view"] is not None and opened["ui"]["problem"] is None
        assert opened["ui"]["review"] is None and opened["ui"]["review_dropped"] is True
        assert opened["ui"]["notice"] == ""  # nothing else carries it to the page
    renewed = page_parse(again.call("keep_review", review_link(finished_link(), 0,
                                                               budget=BUDGET)))
    assert renewed["ui"]["review"] is not None and renewed["ui"]["review_dropped"] is False
    assert json.loads(store.data[key])["review"] == renewed["ui"]["review"]


def test_a_review_finished_while_the_storage_is_full_is_saved_once_there_is_room() -> None:
    """The review of a finished game (no move to come, so no other reason to save): kept
    in the tab while the store refuses, saved at the next action once it has room."""
    store = MemoryStore()
    s = Session(store)
    s.call("open", finished_link())
    key = KEY_PREFIX + str(s.slot.id)
    store.limit = sum(len(k) + len(v) for k, v in store.data.items())  # full from now on
    kept = page_parse(s.call("keep_review", review_link(finished_link(), 0, budget=BUDGET)))
    assert kept["ui"]["review"] is not None and kept["ui"]["storage"]
    assert "review" not in json.loads(store.data[key])
    page_parse(s.call("view"))  # still full: nothing lost, tried again
    store.limit = None  # old games deleted elsewhere: room again
    after = page_parse(s.call("view"))
    assert after["ui"]["storage"] == ""
    assert json.loads(store.data[key])["review"] == kept["ui"]["review"]

"""The browser's Back and Forward between points of one game (web/app/back_forward.py):
Back is the page's undo, under its seat rules, Forward its redo; another game opens the
normal way. In CPython: the page's Python, driven by its bridge actions."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.older_form import new_arle_game
from app.saves import MemoryStore
from app.session import Session

from arle_core import new_game
from tests.test_session import computer_session, computer_turn


def play(s: Session, key: str | None = None) -> str:
    """Play ``key`` (the first option when None); the link after it."""
    assert s.game is not None
    model = json.loads(s.call("play", key or s.game.legal_moves()[0]))
    assert model["ui"]["notice"] == ""
    return str(model["ui"]["link"])


def step(s: Session, code: str) -> dict[str, Any]:
    model: dict[str, Any] = json.loads(s.call("step", code))
    return model


def test_back_undoes_each_decision_and_forward_plays_it_again() -> None:
    s = Session(MemoryStore())
    s.call("new", json.dumps({"players": 1, "seed": 2}))
    links = [s.link() or ""]
    links += [play(s) for _ in range(3)]
    model = step(s, links[2])
    assert model["ui"]["link"] == links[2]
    assert model["ui"]["info"].startswith("Back: undid “")
    assert model["ui"]["info"].endswith("— Forward plays it again.")
    model = step(s, links[1])
    assert model["ui"]["link"] == links[1] and model["ui"]["notice"] == ""
    model = step(s, links[2])
    assert model["ui"]["link"] == links[2]
    assert model["ui"]["info"].startswith("Forward: played “")
    assert model["ui"]["shown"]["kind"] == "move"  # the story of the move played again
    # The save follows: a reload opens the point the address shows.
    again = json.loads(Session(s.saves.store).call("open", links[2]))
    assert again["ui"]["link"] == links[2] and again["ui"]["problem"] is None


def test_back_over_several_entries_at_once_undoes_them_all() -> None:
    s = Session()
    new_arle_game(s, players=1, seed=5)
    start = s.link() or ""
    for _ in range(3):
        play(s)
    model = step(s, start)
    assert model["ui"]["link"] == start and "and 2 more moves" in model["ui"]["info"]


def test_hot_seat_back_over_an_ended_turn_is_refused_with_the_reason() -> None:
    s = Session()
    new_arle_game(s, players=2, seed=21, names=["Anna", "Ben"])
    assert s.game is not None
    first = s.game.current_player
    before = s.link() or ""
    while s.game.current_player == first:
        play(s)
    s.call("end_turn")
    now = s.link()
    model = step(s, before)
    assert model["ui"]["link"] == now
    name = ["Anna", "Ben"][first]
    assert model["ui"]["notice"] == (
        f"Back cannot undo this: {name}'s turn was ended (End turn): it stays played. "
        "The game stays as it is.")


def test_against_the_computer_back_undoes_my_turn_until_the_computer_moved() -> None:
    s = computer_session(MemoryStore(), seed=9, seat=0)
    computer_turn(s)
    assert s.game is not None
    before = s.link() or ""
    while s.game.current_player == 0:
        play(s)
    assert s.computer_to_move()
    model = step(s, before)
    assert model["ui"]["link"] == before and model["ui"]["info"].startswith("Back: undid")
    while s.game.current_player == 0:
        play(s)
    computer_turn(s)
    model = step(s, before)
    assert "The computer has moved since" in model["ui"]["notice"]
    assert model["ui"]["link"] != before


def test_an_entry_of_another_game_opens_it_the_normal_way() -> None:
    s = Session(MemoryStore())
    new_arle_game(s, players=1, seed=3)
    play(s)
    other = new_game(1, seed=4)
    model = step(s, other.encode())
    assert model["ui"]["link"] == other.encode()
    # Moves that went another way are another game too: opened as a link, not undone.
    new_arle_game(s, players=1, seed=3)
    game = s.game
    assert game is not None
    keys = game.legal_moves()
    play(s, keys[0])
    branch = new_game(1, seed=3)
    branch.play(keys[1])
    model = step(s, branch.encode())
    assert model["ui"]["link"] == branch.encode() and "Back:" not in model["ui"]["info"]


def entry(code: str, game: str | None) -> str:
    """A history entry as the page passes it: the link and the saved game it showed."""
    return json.dumps({"code": code, "game": game})


def test_back_and_forward_between_a_game_and_its_rematch_open_each_as_it_is() -> None:
    """"Same deal again" has the game's setup: its entries are told apart by the saved
    game they show, so Back to the first game never plays its moves into the rematch, and
    Forward to the rematch never undoes the first game."""
    s = Session(MemoryStore())
    new_arle_game(s, players=1, seed=11)
    for _ in range(4):
        play(s)
    first, first_id = s.link() or "", s.slot.id
    s.call("same_deal")
    rematch, rematch_id = s.link() or "", s.slot.id
    assert rematch_id != first_id
    model = step(s, entry(first, first_id))
    assert (model["ui"]["link"], model["ui"]["game_id"]) == (first, first_id)
    model = step(s, entry(rematch, rematch_id))
    assert (model["ui"]["link"], model["ui"]["game_id"]) == (rematch, rematch_id)
    assert s.saves.get(first_id or "")["code"] == first  # the first game is whole


def test_with_the_storage_full_back_and_forward_still_walk_the_unsaved_game() -> None:
    """Nothing is saved (the store is full): the entries name no saved game, and the
    game on the board is still the one each entry's link holds."""
    s = Session(MemoryStore(limit=10))
    new_arle_game(s, players=1, seed=6)
    links = [s.link() or ""] + [play(s) for _ in range(2)]
    assert s.slot.id is None or not s.saves.get(s.slot.id)
    model = step(s, entry(links[1], None))
    assert model["ui"]["link"] == links[1] and model["ui"]["info"].startswith("Back: undid")
    model = step(s, entry(links[2], None))
    assert model["ui"]["link"] == links[2]

"""What the page tells an Agricola player, through the shell in CPython: scores in the
game's own unit, seats named once, the start player chosen on the home screen, and the
home screen's extras only for the game that has them."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.saves import MemoryStore
from app.session import Session

from agricola_core import new_game
from agricola_core.faces import FACES, progress
from gamekit.registry import ARLE, game

JSON = dict[str, Any]


def start(players: int, names: list[str], options: JSON, store: MemoryStore | None = None
          ) -> tuple[Session, JSON]:
    s = Session(store or MemoryStore())
    model = json.loads(s.call("new", json.dumps({
        "game": "agricola", "players": players, "names": names,
        "seats": [{"who": "here"}] * players, "seed": "17", "options": options})))
    return s, model


def test_an_agricola_score_is_in_points_and_a_fields_of_arle_score_in_vp() -> None:
    # Agricola's rulebook counts "points" ("Die Wertung"); Fields of Arle's, VP.
    s, model = start(2, [], {})
    assert model["game"]["unit"] == "points" and game("arle").unit == "VP"
    assert progress(new_game(2, 3)) == \
        "Round 1 of 14 · harvest after round 4 · -14 · -14 points"
    rng = random.Random(2)
    while s.game is not None and not s.game.is_over:
        s.play(rng.choice(s.game.legal_moves()))
        if s.turn_ended():
            s.end_turn()
    ui = json.loads(s.call("view"))["ui"]
    assert ui["end"]["unit"] == "points"
    assert [g["unit"] for g in ui["games"]] == ["points"]
    assert {g["id"]: g["unit"] for g in json.loads(s.call("registry"))} == {
        "arle": "VP", "agricola": "points"}


def test_a_seat_is_said_beside_a_name_only_when_the_name_does_not_say_it() -> None:
    _, model = start(3, ["Ada", "", ""], {})
    seats = model["ui"]["seats"]
    assert [s["name"] for s in seats] == ["Ada", "Player 2", "Player 3"]
    assert [s["aside"] for s in seats] == ["player 1", "", ""]


@pytest.mark.parametrize("players,seat", [(2, 0), (3, 0), (4, 3)])  # seed 17 draws 1, 1, 2
def test_the_start_player_is_chosen_on_the_home_screen(players: int, seat: int) -> None:
    # Rulebook, "Spielvorbereitung": the start player takes the start player token.
    s, model = start(players, [], {"start_player": str(seat)})
    assert model["ui"]["setup_error"] == ""
    assert s.game is not None and s.game.setup.start_player == seat
    assert s.game.decision().player == seat
    s.play(s.game.legal_moves()[0])
    s.call("same_deal")
    assert s.game.setup.start_player == seat and s.game.moves == []


def test_a_start_player_drawn_at_random_is_the_game_numbers() -> None:
    s, _ = start(4, [], {"start_player": "random"})
    assert s.game is not None
    assert s.game.setup.start_player == new_game(4, 17).setup.start_player
    assert FACES.options(s.game, False)["start_player"] == "random"


@pytest.mark.parametrize("value", ["2", "-1", "first"])
def test_a_start_player_not_at_the_table_is_refused_in_words(value: str) -> None:
    s, model = start(2, [], {"start_player": value})
    assert s.game is None
    assert model["ui"]["setup_error"] == \
        "the start player is one of the 2 players, or drawn at random"


def test_every_setup_field_says_what_it_changes_and_for_which_player_counts() -> None:
    fields = {f["name"]: f for f in game("agricola").setup}
    assert set(fields) == {"start_player", "two_resources", "solo_storehouse"}
    assert all(f["help"] for f in fields.values())
    assert fields["start_player"]["players"] == [2, 4]
    assert fields["two_resources"]["players"] == [3, 4]
    assert fields["solo_storehouse"]["players"] == [1, 1]


def test_both_games_have_learn_to_play_and_todays_game() -> None:
    games = json.loads(Session(MemoryStore()).call("registry"))
    homes = {g["id"]: g["home"] for g in games}
    assert homes == {"arle": ["learn", "daily"], "agricola": ["learn", "daily"]}
    assert ARLE.home == ("learn", "daily")
    # each game's own sentence beside the home screen's button
    learn = {g["id"]: g["learn"] for g in games}
    assert "solo" in learn["arle"] and "against the computer" in learn["agricola"]


def test_two_link_seats_and_a_computer_beside_this_device_with_the_computer_starting() -> None:
    # Rulebook, "Spielvorbereitung": the start player begins; the home screen picks it.
    from app.computer import think

    s = Session(MemoryStore())
    model = json.loads(s.call("new", json.dumps({
        "game": "agricola", "players": 4, "names": ["Ada", "Ben", "Cyd", ""], "seed": "5",
        "seats": [{"who": "here"}, {"who": "link"}, {"who": "link"},
                  {"who": "computer", "level": "casual"}],
        "options": {"start_player": "3"}})))
    assert model["ui"]["setup_error"] == "" and s.game is not None
    assert [seat["who"] for seat in model["ui"]["seats"]] == ["here", "link", "link", "computer"]
    assert s.names[3] == "Computer" and s.computer_to_move()
    answer = json.loads(think(s.link() or "", "choose", "casual"))
    s.call("computer", json.dumps({"key": answer["key"], "moves": answer["moves"]}))
    assert s.game.decision().player == 0 and not s.computer_to_move()
    s.play(s.game.legal_moves()[0])
    nxt = s.game.decision().player
    assert nxt == 1 and "Send" in s.refusal()  # Ben plays on another device: send the link

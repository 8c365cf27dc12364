"""The page's session (web/app/session.py) in CPython: forced moves, undo, the JSON bridge.

No browser: this is the Python the page runs, tested where it is fast to test.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.session import Session

from arle_core import Game
from arle_core.view import view


def chosen_moves(session: Session, rng: random.Random, n: int) -> list[dict[str, object]]:
    """Play n random choices; return the view before each one."""
    seen = []
    for _ in range(n):
        assert session.game is not None and not session.game.is_over
        seen.append(view(session.game))
        session.play(rng.choice(session.game.legal_moves()))
        assert session.notice == ""
    return seen


def test_forced_moves_are_played_and_marked() -> None:
    s = Session()
    s.new(players=2, seed=1)
    rng = random.Random(1)
    assert s.game is not None
    while not s.game.is_over:
        assert len(s.game.legal_moves()) != 1, "a forced move was left to the player"
        s.play(rng.choice(s.game.legal_moves()))
    assert len(s.forced) == len(s.movers) == len(s.game.moves)
    assert any(s.forced)


def test_without_autoplay_a_forced_move_waits() -> None:
    s = Session()
    s.set_autoplay(False)
    s.new(players=2, seed=4)
    rng = random.Random(4)
    assert s.game is not None
    while len(s.game.legal_moves()) != 1:
        s.play(rng.choice(s.game.legal_moves()))
    n = len(s.game.moves)
    s.set_autoplay(True)
    assert len(s.game.moves) > n and s.auto_played


def test_solo_undo_is_unlimited_and_restores_each_board() -> None:
    s = Session()
    s.new(players=1, seed=9)
    seen = chosen_moves(s, random.Random(9), 40)
    for before in reversed(seen):
        s.undo()
        assert s.game is not None
        assert view(s.game) == before
    assert s.undo_point() is None


@pytest.mark.parametrize("seed", [2, 3, 5])
def test_two_player_undo_never_reaches_the_other_players_moves(seed: int) -> None:
    s = Session()
    s.new(players=2, seed=seed)
    rng = random.Random(seed)
    assert s.game is not None
    for _ in range(120):
        if s.game.is_over:
            break
        point = s.undo_point()
        if point is not None:
            assert set(s.movers[point:]) == {s.game.current_player}
        s.play(rng.choice(s.game.legal_moves()))
    # Undo as far as it goes: the deciding player is the same throughout.
    who = s.game.current_player
    while s.undo_point() is not None:
        s.undo()
        assert s.game.current_player == who


def test_the_record_replays_to_the_same_game() -> None:
    s = Session()
    s.new(players=2, seed=6, variant="yucata", buildings="random", names=["A", "B"])
    chosen_moves(s, random.Random(6), 50)
    record = s.record()
    assert s.game is not None
    replay = Game(s.game.setup)
    for key in record["moves"]:
        replay.play(key)
    assert view(replay) == view(s.game)


def test_the_bridge_returns_json_and_reports_problems() -> None:
    s = Session()
    model = json.loads(s.call("view"))
    assert model["view"] is None and model["ui"]["moves"] == 0
    model = json.loads(s.call("new", json.dumps({"players": 1, "seed": "12", "names": ["Ann"]})))
    assert model["view"]["setup"]["seed"] == 12 and model["view"]["setup"]["names"] == ["Ann"]
    moves = model["ui"]["moves"]

    model = json.loads(s.call("play", "no-such-option"))
    assert "not a legal move" in model["ui"]["notice"] and model["ui"]["moves"] == moves
    model = json.loads(s.call("frobnicate"))
    assert model["ui"]["notice"].startswith("Something went wrong")
    assert json.loads(s.call("record"))["setup"]["players"] == 1

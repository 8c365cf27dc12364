"""The reliability probe of issue 47, kept: mutated links of both games and garbage calls
through the page's session in CPython never crash it (every answer is the page's JSON, a
bad link a readable message, nothing stored lost), and random games of both engines with
garbage moves in between keep their links exact. A few seconds here; more behind
``slow`` (about 30 s)."""

from __future__ import annotations

import json
import random
import string
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.saves import KEY_PREFIX, MemoryStore
from app.session import Session

from agricola_core import decode as agricola_decode
from agricola_core import new_game as agricola_game
from arle_core import decode as arle_decode
from arle_core import new_game as arle_game
from gamekit import IllegalMove

JSON = dict[str, Any]


def played(game_id: str, rng: random.Random, moves: int) -> Any:
    game = (arle_game(players=rng.choice([1, 2]), seed=rng.randrange(10**6))
            if game_id == "arle" else agricola_game(rng.randint(1, 4), rng.randrange(10**6)))
    while not game.is_over and len(game.moves) < moves:
        game.play(rng.choice(game.legal_moves()))
    return game


def mutate(code: str, rng: random.Random) -> str:
    """One hostile or unlucky change to a link: a character changed, cut, doubled, a tag
    changed, case changed, junk added."""
    i = rng.randrange(len(code))
    kind = rng.randrange(7)
    junk = "".join(rng.choice(string.printable + "é²🦆\u202e") for _ in range(rng.randint(1, 5)))
    if kind == 0:
        return code[:i] + rng.choice(string.ascii_letters + "-_.=") + code[i + 1:]
    if kind == 1:
        return code[:i]
    if kind == 2:
        return code[:i] + code[i:] + code[i:]
    if kind == 3:
        return rng.choice(["A4.", "A0.", "a3.", "B3.", "4.", "0.", "03.", "A", ""]) + \
            code.partition(".")[2]
    if kind == 4:
        return code.swapcase() if rng.random() < 0.5 else code.lower()
    if kind == 5:
        return code[:i] + junk + code[i:]
    return junk + code


def open_mutated(game_id: str, links: int, seed: int) -> None:
    rng = random.Random(seed)
    store = MemoryStore()
    s = Session(store)
    s.call("open", played(game_id, rng, 12).encode())
    saves = {k: v for k, v in store.data.items() if k.startswith(KEY_PREFIX)}
    for _ in range(links):
        code = mutate(played(game_id, rng, rng.randint(0, 20)).encode(), rng)
        model = json.loads(s.call("open", code))
        ui = model["ui"]
        assert not ui["notice"].startswith("Something went wrong"), (code, ui["notice"])
        problem = ui["problem"]
        if problem is not None and problem["kind"] == "bad-link":
            assert problem["text"][:1].isupper() and problem["text"].endswith(".")
            continue
        # it opened (a mutation that is still a game), or it is an earlier point of a save
        assert problem is None or problem["kind"] == "older", (code, problem)
        s.call("dismiss")
    # nothing saved was lost: every save of before is still there, as it was or further on
    for key in saves:
        assert key in store.data


@pytest.mark.parametrize("game_id", ["arle", "agricola"])
def test_mutated_links_are_readable_messages(game_id: str) -> None:
    open_mutated(game_id, 60, 47)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["arle", "agricola"])
def test_mutated_links_are_readable_messages_many(game_id: str) -> None:
    open_mutated(game_id, 400, 4747)


GARBAGE_ACTIONS = ["play", "undo", "step", "resume", "delete", "seat", "end_turn", "sent",
                   "computer", "replay", "dismiss", "keep", "close", "moment", "play_on",
                   "engine_missing", "engine_unavailable", "forget_link", "nothing-such"]


def garbage(rng: random.Random) -> str:
    return rng.choice(["", "0", "-1", "1e999", "null", "{}", "[]", '{"key": 3}', "x" * 300,
                       '{"code": "A4.x", "game": null}', "\u202e", "space:nothing",
                       '{"version": "agricola", "action": "new"}'])


def garbage_games(game_id: str, games: int, seed: int) -> None:
    """Random games played through the page with garbage calls between the moves: every
    answer is the page's JSON, and the game on the board is still its link's."""
    rng = random.Random(seed)
    decode = arle_decode if game_id == "arle" else agricola_decode
    for _ in range(games):
        s = Session(MemoryStore())
        players = rng.randint(1, 2 if game_id == "arle" else 4)
        s.call("new", json.dumps({"game": game_id, "players": players,
                                  "seats": [{"who": "here"}] * players,
                                  "seed": str(rng.randrange(10**6)), "options": {}}))
        for _ in range(rng.randint(5, 40)):
            for _ in range(rng.randint(0, 3)):
                json.loads(s.call(rng.choice(GARBAGE_ACTIONS), garbage(rng)))
            game = s.game
            if game is None or game.is_over:
                break
            model = json.loads(s.call("play", rng.choice(game.legal_moves())))
            link = model["ui"]["link"]
            if link is not None:
                assert decode(link).moves == s.game.moves  # type: ignore[union-attr]
        with pytest.raises((IllegalMove, ValueError)):
            if s.game is not None:
                s.game.play("space:nothing-such")
            else:
                raise ValueError("no game: nothing to play")


@pytest.mark.parametrize("game_id", ["arle", "agricola"])
def test_garbage_calls_between_moves_never_crash_the_page(game_id: str) -> None:
    garbage_games(game_id, 3, 48)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["arle", "agricola"])
def test_garbage_calls_between_moves_never_crash_the_page_many(game_id: str) -> None:
    garbage_games(game_id, 12, 4848)

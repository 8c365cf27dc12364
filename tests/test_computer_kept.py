"""The AI worker keeps its game (``app.computer.game_of``): given the game's record beside
its link, it plays only the moves since its last question, reads the link again when it
holds no game or another one (an undo, another game, another engine), and answers as a
fresh read of the link would."""

from __future__ import annotations

import json
import random
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

import app.computer as computer

from agricola_core import new_game as agricola_game
from agricola_core.bots import greedy_move
from arle_core import new_game as arle_game
from arle_core.bots import random_move


def record(game: Any) -> str:
    """The page's record of a game (``Session.record``'s setup and moves)."""
    return json.dumps({"setup": asdict(game.setup), "moves": list(game.moves)})


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The links the worker reads (it keeps no game from an earlier test)."""
    monkeypatch.setattr(computer, "_kept", None)
    read: list[str] = []
    opened = computer.open_code
    monkeypatch.setattr(computer, "open_code", lambda link: read.append(link) or opened(link))
    return read


def positions(game: Any, rng: random.Random, every: int, count: int) -> list[Any]:
    """``count`` positions of a bot's play of ``game``, ``every`` moves apart (each a game
    of its own, replayed from the setup)."""
    bot = greedy_move if hasattr(game, "farmers") else random_move  # Agricola's, Arle's
    out = []
    while len(out) < count and game.decision() is not None:
        for _ in range(every):
            if game.decision() is not None:
                game.play(bot(game, rng))
        if game.decision() is not None:
            shot = type(game)(game.setup)
            for key in game.moves:
                shot.play(key)
            out.append(shot)
    return out


def test_a_game_asked_again_is_read_once_and_answered_as_afresh(reads: list[str]) -> None:
    shots = positions(agricola_game(4, 33), random.Random(33), 37, 4)
    links = [g.encode() for g in shots]
    fresh = [json.loads(computer.think(link, "choose", "casual")) for link in links]
    del reads[:]
    kept = [json.loads(computer.think(link, "choose", "casual", record(g)))
            for g, link in zip(shots, links, strict=True)]
    assert [{**a, "read": None} for a in kept] == [{**a, "read": None} for a in fresh]
    assert [a["read"] for a in kept] == [True, False, False, False]
    assert reads == [links[0]]  # the later ones were played on the kept game
    kept_game = computer._kept.game if computer._kept else None
    last = shots[-1]
    assert kept_game is not None and kept_game.moves == last.moves
    assert kept_game.legal_moves() == last.legal_moves() and kept_game.scores() == last.scores()


def test_only_the_moves_since_are_played(reads: list[str]) -> None:
    shots = positions(arle_game(2, 7), random.Random(7), 25, 4)
    for i, g in enumerate(shots):
        answer = json.loads(computer.think(g.encode(), "hint", "strong", record(g)))
        assert answer["moves"] == len(g.moves) and answer["read"] == (i == 0)
    assert reads == [shots[0].encode()]  # the later ones were played on the kept game


def test_an_undo_another_game_or_another_course_reads_the_link(reads: list[str]) -> None:
    early, late = positions(agricola_game(2, 31), random.Random(31), 20, 2)
    other = positions(agricola_game(2, 32), random.Random(32), 20, 1)[0]
    computer.think(late.encode(), "choose", "casual", record(late))
    computer.think(early.encode(), "choose", "casual", record(early))  # an undo
    computer.think(other.encode(), "choose", "casual", record(other))  # another game
    assert len(reads) == 3
    # the same setup gone another way: the kept game's moves do not begin the record's
    rng = random.Random(5)
    branch = agricola_game(2, 32)
    while len(branch.moves) < len(other.moves) + 3:
        branch.play(rng.choice(branch.legal_moves()))
    assert branch.moves[:len(other.moves)] != other.moves
    assert json.loads(computer.think(branch.encode(), "choose", "casual", record(branch))) == \
        json.loads(computer.think(branch.encode(), "choose", "casual"))  # (both read)
    assert len(reads) == 5


def test_a_record_of_another_setup_than_the_link_is_not_kept(reads: list[str]) -> None:
    a, b = agricola_game(2, 31), agricola_game(2, 32)
    computer.think(a.encode(), "choose", "casual", record(b))
    assert computer._kept is None  # the link's game is answered, and not kept


def test_no_record_text_is_no_record(reads: list[str]) -> None:
    """The page's null (Pyodide's JsNull, not None) asks as the link alone."""
    g = agricola_game(2, 31)
    computer.think(g.encode(), "choose", "casual", record(g))
    computer.think(g.encode(), "choose", "casual", object())
    assert len(reads) == 2 and computer._kept is None

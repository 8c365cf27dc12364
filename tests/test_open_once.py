"""Opening a link replays it once: ``links.read_game`` reads the game through a recording
record (``engines.open_code`` with ``start``), and ``links.replay`` then takes that record
rather than playing the game again; the record is the one a second replay would make."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

import app.links as links

from agricola_core import Game as AgricolaGame
from agricola_core import new_game as agricola_game
from arle_core import Game as ArleGame
from arle_core import new_game as arle_game


def played(game: Any, n: int, seed: int) -> Any:
    rng = random.Random(seed)
    while len(game.moves) < n and game.decision() is not None:
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize(("game", "cls"), [
    (lambda: played(arle_game(players=2, seed=4), 120, 4), ArleGame),
    (lambda: played(agricola_game(3, 4), 120, 4), AgricolaGame),
])
def test_a_link_opens_in_one_replay(monkeypatch: pytest.MonkeyPatch, game: Any,
                                    cls: type) -> None:
    link = game().encode()
    plays: list[str] = []
    real = cls.play

    def counting(self: Any, key: str) -> None:
        plays.append(key)
        real(self, key)

    monkeypatch.setattr(cls, "play", counting)
    opened = links.read_game(link)
    record = links.replay(opened, ["Ann", "Bo", "Cy"][:opened.setup.players])
    assert len(plays) == len(opened.moves) > 100  # once through the link's moves
    assert record.game is not opened and record.game.moves == opened.moves
    again = links.replay(opened, ["Ann", "Bo", "Cy"][:opened.setup.players])  # the old way
    assert len(plays) == 2 * len(opened.moves)
    assert (record.movers, record.forced, record.offered, record.names) == \
        (again.movers, again.forced, again.offered, again.names)
    assert [r.label for r in record.records] == [r.label for r in again.records]
    assert links.link_text(record) == link

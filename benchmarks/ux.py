"""Player-experience figures: how many real questions a whole game asks.

``ux.questions_per_solo_game``: decisions with 2+ options that the page (``web/app/session.py``,
its settings at their defaults) puts to a player through a greedy solo game (arle_core.bots),
the mean over seeded games. ``before`` counts, along the same games, every decision with 2+
options: what the page asked before it paid with the plain good by itself (it played only
forced moves), which is also what it asks with "ask how to pay" on.
"""

from __future__ import annotations

import random
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path

from arle_core import new_game
from arle_core.bots import greedy_move

from .engine import Figure, figure

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.older_form import new_arle_game
from app.saves import MemoryStore
from app.session import Session


def questions(seed: int) -> tuple[int, int]:
    """(questions asked now, questions the same game asked before) for one greedy solo
    game played through the page's session."""
    s = Session(MemoryStore())
    new_arle_game(s, players=1, seed=seed)
    rng = random.Random(seed)
    game = s.game
    while game is not None and not game.is_over:
        s.play(greedy_move(game, rng))
        game = s.game
    assert game is not None
    replay = new_game(players=1, seed=seed)
    now = before = 0
    for key, forced in zip(game.moves, s.forced, strict=True):
        if len(replay.legal_moves()) > 1:
            before += 1
            now += not forced
        replay.play(key)
    return now, before


def run(quick: bool) -> Iterator[Figure]:
    counts = [questions(seed) for seed in range(3 if quick else 10)]
    yield figure("ux.questions_per_solo_game", statistics.mean(c[0] for c in counts),
                 "questions", games=len(counts),
                 before=round(statistics.mean(c[1] for c in counts), 1))

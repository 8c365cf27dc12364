"""The strong level's hint is the strong computer's own move, position for position: the
page asks the AI worker for a computer seat's move through the hint (for its reason), so a
hint that differs is a computer in the page that plays otherwise than its level (a game in
the page against strong: at round 7 it fenced ``pasture:a3`` where the level fences
``pasture:c4-c5``)."""

from __future__ import annotations

import json
import random
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from agricola_core import Game, decode, new_game
from agricola_core.ai import LEVELS, choose, hint
from agricola_core.ai.plan import plan_move
from agricola_core.ai.rollout import candidates
from benchmarks.agricola_people import person_move

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))

import app.computer as computer  # the page's Python, under web/

# A 2-player game against strong in the page, 38 moves in: the computer (seat 1) fences.
PAGE_GAME = ("A3.eNpjZmJgbFVm4HDOzy0oLUktYkzh4eSWY2PmVuHkYOdk5RL3ZGPlZGZiYeLk4mBn55YTCJXi5FbnVCxQ"
             "Y-aWZ2LS0WfjFAjn5BUSY-dh4mfilE6ysTZjltHlZOMVcGBi0uDlYWZ1jQ4BqpI2UhNkYmFhcg0M0VcEAGcIDfY")
PASTURE_AT = 38


def _at(link: str, moves: int) -> Game:
    played = decode(link)
    g = Game(played.setup)
    for key in played.moves[:moves]:
        g.play(key)
    return g


def test_the_fence_the_page_played_is_the_levels_own() -> None:
    g = _at(PAGE_GAME, PASTURE_AT)
    d = g.decision()
    assert d is not None and d.player == 1 and len(d.options) > 100  # "Fences: choose"
    assert choose(g, "strong") == "pasture:c4-c5"
    h = hint(g, "strong", explain=False)
    assert h.key == "pasture:c4-c5"
    # with 2 players the line is told by its lead over the best other player (issue 53)
    assert h.runner_up is None and "the best other player on average" in h.reason


@pytest.mark.parametrize("seed", [2])
def test_the_strong_hint_is_the_strong_choice_along_a_game(seed: int) -> None:
    """A game of the plan against a half-random player (so the positions are not the
    plan's alone): every decision where the level plays the plan's one candidate (fences,
    a room's cell, sowing; the hint once rolled out other options beside it), and every
    10th move's decision where it rolls out several."""
    g, rng = new_game(2, seed), random.Random(seed)
    single = several = 0
    while not g.is_over:
        d = g.decision()
        assert d is not None
        if len(d.options) > 1:
            one = len(candidates(g, LEVELS["strong"].width)) == 1
            if one or len(g.moves) % 10 == 0:
                assert hint(g, "strong", explain=False).key == choose(g, "strong"), g.moves
                single, several = single + one, several + (not one)
        g.play(choose(g, "good") if d.player == 0 or rng.random() < 0.5
               else rng.choice(g.legal_moves()))
    assert single > 5 and several > 5


def test_the_pages_computer_is_the_strong_choice_along_a_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's path (``web/app/computer.py``'s ``think``, kind "choose" at strong: the
    worker asks the hint) against ``choose(game, "strong")``, on positions along a game of
    the plan against the person-like player, the worker keeping its game between
    questions as in the page (and once reading the link afresh)."""
    monkeypatch.setattr(computer, "_kept", None)
    g = new_game(2, 9601, start_player=0)
    asked, last = 0, 0
    while not g.is_over and asked < 6:
        d = g.decision()
        assert d is not None
        if d.player == 1 and len(d.options) > 1 and len(g.moves) >= last + 12:
            last = len(g.moves)
            record = json.dumps({"setup": asdict(g.setup), "moves": list(g.moves)})
            page = json.loads(computer.think(g.encode(), "choose", "strong",
                                             record if asked % 3 else None))
            assert page["key"] == choose(g, "strong"), (g.moves, page["key"])
            asked += 1
        g.play(plan_move(g) if d.player == 1 else person_move(g))
    assert asked == 6

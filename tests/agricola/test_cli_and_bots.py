"""The CLI prints the score sheets; the greedy test bot picks its best option."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from agricola_core import new_game
from agricola_core.__main__ import main
from agricola_core.bots import greedy_move

from .support import give, reveal


def test_play_prints_the_score_sheets(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--random", "--seed", "3", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "player 3" in out and "wild boar" in out and "link: A3." in out
    total = next(line for line in out.splitlines() if line.startswith("total"))
    assert len(total.split()) == 4


def test_play_with_the_computer_in_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--ai", "casual", "--seed", "2", "--players", "2"]) == 0
    assert "winner: player" in capsys.readouterr().out


def test_the_module_runs() -> None:
    done = subprocess.run([sys.executable, "-m", "agricola_core", "play", "--players", "1",
                           "--seed", "2"], capture_output=True, text=True, check=True)
    assert "begging cards" in done.stdout


def test_greedy_takes_the_points_in_reach() -> None:
    """Able to buy eight Major Improvements, the greedy bot buys the Well (4 points)."""
    g = new_game(2, 1, 0)
    give(g, wood=1, stone=3, clay=5, food=9)
    reveal(g, "major")
    g.play("space:major")
    assert len(g.legal_moves()) == 8
    assert greedy_move(g, random.Random(0)) == "major:well"

"""``python -m arle_core play``: a seeded game and its score sheets."""

from __future__ import annotations

import pytest

from arle_core import decode
from arle_core.__main__ import main


@pytest.mark.parametrize("player", ["--random", "--greedy"])
def test_cli_plays_a_seeded_game_and_prints_the_sheets(player: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", player, "--seed", "3", "--link"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("2-player game, seed 3")
    assert any(line.startswith("Total") for line in out) and out[-2].startswith("Winner: ")
    game = decode(out[-1])  # the printed link replays the same game
    assert game.is_over and game.setup.seed == 3


def test_cli_same_seed_same_game(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--random", "--seed", "5"])
    first = capsys.readouterr().out
    main(["play", "--random", "--seed", "5"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize("players", ["1", "2"])
def test_cli_ai_player_is_the_first_column(players: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """``--ai LEVEL``: the computer plays player 1; with 2 players ``--vs`` the other."""
    assert main(["play", "--ai", "casual", "--seed", "3", "--players", players,
                 "--buildings", "random", "--vs", "greedy", "--link"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{players}-player game, seed 3")
    assert out[1].split()[:2] == ["AI", "casual"]
    game = decode(out[-1])
    assert game.is_over and game.setup.names[0] == "AI casual"

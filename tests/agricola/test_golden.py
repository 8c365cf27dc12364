"""Golden games: recorded links replay to their recorded score sheets, and the test bots
still play the same games from the same seeds (a change here must be meant)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from agricola_core import decode, new_game
from agricola_core.bots import play_out

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_game(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    g = decode(record["link"])
    assert g.is_over and len(g.moves) == record["moves"]
    assert g.scores() == record["scores"]
    again = play_out(new_game(record["players"], record["seed"]),
                     random.Random(record["seed"]), greedy=record["bot"] == "greedy")
    assert again.encode() == record["link"]


def test_there_is_a_golden_game_for_each_player_count() -> None:
    assert sorted(json.loads(p.read_text())["players"] for p in GOLDEN) == [1, 2, 3, 4]

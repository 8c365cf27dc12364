"""Golden games: recorded links replay to their recorded score sheets, and the test bots
still play the same games from the same seeds (a change here must be meant). The links of
each format ever written stay here for good: ``format1/`` (moves as option indexes),
``format2/`` (moves as rule facts) and ``format3/`` (format 2 with the players' names,
written today)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from agricola_core import decode, new_game
from agricola_core.bots import play_out
from agricola_core.codec import encode_indexes, encode_unnamed, move_indexes, offered

HERE = Path(__file__).parent / "golden"
FORMAT1 = sorted((HERE / "format1").glob("*.json"))
FORMAT2 = sorted((HERE / "format2").glob("*.json"))
FORMAT3 = sorted((HERE / "format3").glob("*.json"))


def _replayed(path: Path) -> tuple[dict[str, Any], list[str]]:
    """The record, after checking its link replays to its score sheets; the moves the
    test bot plays today from the record's seed."""
    record = json.loads(path.read_text(encoding="utf-8"))
    g = decode(record["link"])
    assert g.is_over and len(g.moves) == record["moves"]
    assert g.scores() == record["scores"]
    again = play_out(new_game(record["players"], record["seed"], names=record.get("names")),
                     random.Random(record["seed"]), greedy=record["bot"] == "greedy")
    assert again.moves == g.moves
    return record, again.moves


@pytest.mark.parametrize("path", FORMAT3, ids=lambda p: p.stem)
def test_golden_game_of_todays_format(path: Path) -> None:
    """docs/agricola.md, "Links": format 3 holds the players' names, as given."""
    record, moves = _replayed(path)
    again = decode(record["link"])
    assert again.encode() == record["link"] and record["link"].startswith("A3.")
    assert again.moves == moves and list(again.setup.names) == record["names"]


@pytest.mark.parametrize("path", FORMAT2, ids=lambda p: p.stem)
def test_golden_game_of_format_2(path: Path) -> None:
    """A format-2 link (no names) reads the same game, no seat named; it is written
    again the same in its own format, and in today's with empty names."""
    record, moves = _replayed(path)
    g = decode(record["link"])
    assert g.moves == moves and g.setup.names == ("",) * record["players"]
    assert encode_unnamed(g.setup, g.moves, offered(g)) == record["link"]
    assert g.encode().startswith("A3.") and decode(g.encode()).moves == g.moves


@pytest.mark.parametrize("path", FORMAT1, ids=lambda p: p.stem)
def test_golden_game_of_format_1(path: Path) -> None:
    """An option-index link reads the same game, and today's engine offers the same
    option lists (its index link is written the same)."""
    record, _ = _replayed(path)
    g = decode(record["link"])
    assert encode_indexes(g.setup, move_indexes(g)) == record["link"]
    assert decode(g.encode()).moves == g.moves and g.encode().startswith("A3.")


def test_there_is_a_golden_game_for_each_player_count_and_format() -> None:
    for paths in (FORMAT1, FORMAT2, FORMAT3):
        assert sorted(json.loads(p.read_text())["players"] for p in paths) == [1, 2, 3, 4]

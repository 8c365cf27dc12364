"""Old games open forever: golden links of format 2 (written by the engine that released
it, commit af6ef25) open with today's engine to the same game and score sheets, and can
be played on. Every later format adds its own golden set; none is ever removed."""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import ModuleType

import pytest

from arle_core import Game, decode
from arle_core.codec import decode_v2

GOLDEN_2 = sorted((Path(__file__).parent / "golden" / "format2").glob("*.json"))


def _golden(path: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads(path.read_text())
    return data


def test_the_golden_set_covers_solo_and_two_players_both_rulesets_finished_or_not() -> None:
    kinds = {(d["players"], d["variant"], d["over"]) for d in map(_golden, GOLDEN_2)}
    assert kinds >= {(1, "printed", True), (1, "yucata", True), (1, "printed", False),
                     (2, "printed", True), (2, "yucata", True), (2, "yucata", False),
                     (2, "printed", False)}


@pytest.mark.parametrize("path", GOLDEN_2, ids=[p.stem for p in GOLDEN_2])
def test_a_format_2_golden_game_opens_to_the_same_score_sheets(path: Path) -> None:
    data = _golden(path)
    link = str(data["link"])
    assert link.startswith("2.")
    game = decode(link)
    assert decode_v2(link).moves == game.moves
    assert len(game.moves) == data["moves"] and game.is_over == data["over"]
    assert game.scores() == data["scores"]
    assert list(game.setup.names) == data["names"]
    # It is written on in today's format, to the same game.
    again = game.encode()
    assert again.startswith("3.") and decode(again).moves == game.moves
    if not game.is_over:  # and it can be played on
        game.play(game.legal_moves()[0])


@pytest.mark.parametrize("path", GOLDEN_2, ids=[p.stem for p in GOLDEN_2])
def test_the_released_engine_reads_each_golden_game_as_today_does(
        path: Path, engine_2: ModuleType) -> None:
    link = str(_golden(path)["link"])
    theirs = engine_2.decode(link)
    assert theirs.moves == decode(link).moves and theirs.scores() == decode(link).scores()


@pytest.mark.parametrize("seed", range(6))
def test_format_2_links_of_random_games_read_the_same_with_both_engines(
        seed: int, engine_2: ModuleType) -> None:
    """The translation today's page relies on: a format-2 move is an index into its
    decision's option list, and today's lists are the released engine's, move by move."""
    rng = random.Random(seed)
    old = engine_2.new_game(players=1 + seed % 2, seed=seed,
                            variant=("printed", "yucata")[seed // 2 % 2],
                            buildings=("starter", "random")[seed // 3 % 2])
    today = Game(decode(old.encode()).setup)
    while not old.is_over:
        keys = old.legal_moves()
        assert today.legal_moves() == keys, f"option lists differ after {len(old.moves)} moves"
        key = rng.choice(keys)
        old.play(key)
        today.play(key)
    assert decode(old.encode()).moves == old.moves
    assert today.scores() == old.scores()

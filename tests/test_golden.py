"""Golden playthroughs (DESIGN "Tests the way the field tests"): recorded games with their
final score sheets. A rules change that moves a number fails here; regenerate on purpose
with ``python -m tests.test_golden`` and say why in the commit message.

The moves are stored as keys (not option indexes), so a change of option order alone does
not alter a recorded game.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from arle_core import new_game
from arle_core.bots import play_out

GOLDEN = Path(__file__).parent / "golden"
GAMES = [  # (file, players, variant, buildings, seed)
    ("solo-printed-starter-3", 1, "printed", "starter", 3),
    ("duo-printed-starter-7", 2, "printed", "starter", 7),
    ("duo-yucata-random-12", 2, "yucata", "random", 12),
    ("solo-yucata-random-21", 1, "yucata", "random", 21),
]


def record(players: int, variant: str, buildings: str, seed: int) -> dict[str, object]:
    """A game played by the greedy bot, so that the record builds, travels and scores."""
    g = play_out(new_game(players=players, seed=seed, variant=variant, buildings=buildings),
                 random.Random(seed))
    return {"setup": {"players": players, "variant": variant, "buildings": list(g.setup.buildings),
                      "seed": seed, "start_player": g.setup.start_player},
            "moves": g.moves, "scores": g.scores()}


@pytest.mark.parametrize("name", [g[0] for g in GAMES])
def test_golden_game_replays_to_its_score_sheets(name: str) -> None:
    data = json.loads((GOLDEN / f"{name}.json").read_text())
    setup = data["setup"]
    g = new_game(players=setup["players"], seed=setup["seed"], variant=setup["variant"],
                 buildings=setup["buildings"])
    assert g.setup.start_player == setup["start_player"]
    for i, key in enumerate(data["moves"]):
        assert key in g.legal_moves(), f"move {i} ({key}) is no longer legal"
        g.play(key)
    assert g.is_over
    assert g.scores() == data["scores"]


def regenerate() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, players, variant, buildings, seed in GAMES:
        data = record(players, variant, buildings, seed)
        (GOLDEN / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, len(data["moves"]), "moves", [s["total"] for s in data["scores"]])  # type: ignore[index]


if __name__ == "__main__":
    regenerate()

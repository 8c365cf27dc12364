"""Golden playthroughs (docs/design.md, "Tests the way the field tests"): recorded games with their
final score sheets. A rules change that moves a number fails here; regenerate on purpose
with ``python -m tests.test_golden`` and say why in the commit message.

The moves are stored as keys (not option indexes), so a change of option order alone does
not alter a recorded game. Each record also stores the game's link per link format version
(``"link": {"2": "...", "3": "..."}``): the current format's link must be the one the
engine writes, and every older one must still open to the same game (a link is never
removed; regenerating keeps them).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from arle_core import Game, codec, decode, new_game
from arle_core.bots import play_out

GOLDEN = Path(__file__).parent / "golden"
GAMES = [  # (file, players, variant, buildings, seed)
    ("solo-printed-starter-3", 1, "printed", "starter", 3),
    ("duo-printed-starter-7", 2, "printed", "starter", 7),
    ("duo-yucata-random-12", 2, "yucata", "random", 12),
    ("solo-yucata-random-21", 1, "yucata", "random", 21),
]


def record(players: int, variant: str, buildings: str, seed: int,
           links: dict[str, str]) -> dict[str, object]:
    """A game played by the greedy bot, so that the record builds, travels and scores;
    ``links``: the links of earlier formats, kept."""
    g = play_out(new_game(players=players, seed=seed, variant=variant, buildings=buildings),
                 random.Random(seed))
    return {"setup": {"players": players, "variant": variant, "buildings": list(g.setup.buildings),
                      "seed": seed, "start_player": g.setup.start_player},
            "moves": g.moves, "scores": g.scores(),
            "link": {**links, str(codec.VERSION): g.encode()}}


def replay(data: dict[str, object]) -> Game:
    setup = data["setup"]
    assert isinstance(setup, dict)
    g = new_game(players=setup["players"], seed=setup["seed"], variant=setup["variant"],
                 buildings=setup["buildings"])
    assert g.setup.start_player == setup["start_player"]
    moves = data["moves"]
    assert isinstance(moves, list)
    for i, key in enumerate(moves):
        assert key in g.legal_moves(), f"move {i} ({key}) is no longer legal"
        g.play(key)
    return g


@pytest.mark.parametrize("name", [g[0] for g in GAMES])
def test_golden_game_replays_to_its_score_sheets(name: str) -> None:
    data = json.loads((GOLDEN / f"{name}.json").read_text())
    g = replay(data)
    assert g.is_over
    assert g.scores() == data["scores"]


@pytest.mark.parametrize("name", [g[0] for g in GAMES])
def test_golden_game_link_is_unchanged_for_the_current_format(name: str) -> None:
    """Links store each move as its index in its decision's option list. If a rules change
    alters those lists, links saved under the current version would silently replay into
    another game (or fail): the change must bump ``codec.VERSION`` (old links then say they
    come from an earlier version) and regenerate the goldens."""
    data = json.loads((GOLDEN / f"{name}.json").read_text())
    links = data.get("link", {})
    version = str(codec.VERSION)
    assert version in links, (
        f"no link stored for format {version}: regenerate the goldens "
        "(python -m tests.test_golden) after bumping codec.VERSION")
    g = replay(data)
    why = ("the game's link differs from the one saved under link format "
           f"{version}. Links store each move as its index in its decision's option list, so "
           "a change to option lists (order, new or removed options) makes saved links replay "
           "into another game. Bump codec.VERSION (and describe the change there), then "
           "regenerate the goldens with python -m tests.test_golden.")
    assert g.encode() == links[version], why
    for old in links.values():
        assert decode(old).moves == data["moves"], why


def regenerate() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, players, variant, buildings, seed in GAMES:
        path = GOLDEN / f"{name}.json"
        links = json.loads(path.read_text())["link"] if path.exists() else {}
        data = record(players, variant, buildings, seed, links)
        path.write_text(json.dumps(data, indent=1) + "\n")
        print(name, len(data["moves"]), "moves", [s["total"] for s in data["scores"]])  # type: ignore[index]


if __name__ == "__main__":
    regenerate()

"""The games the review's soundness is measured on (tests/test_review_sound.py): a few
solo games of simple players, and for each the game the strong level plays from the same
setup (its total is the yardstick for the VP a player left on the table). Strong games
take about a CPU minute each, so they are recorded once: regenerate on purpose with
``python -m tests.review_games.record`` (after a change to the strong level or the rules).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from arle_core import Game, decode, new_game
from arle_core.ai import choose
from arle_core.bots import play_out

HERE = Path(__file__).parent
GOLDEN = HERE.parent / "golden"
# (name, how the player's game is made): a golden solo game, or a simple player's game
PLAYERS = ("golden:solo-printed-starter-3", "golden:solo-yucata-random-21",
           "greedy:5", "greedy:9", "random:4")


def player_game(name: str) -> Game:
    """The player's finished game ``name`` (see :data:`PLAYERS`)."""
    kind, arg = name.split(":")
    if kind == "golden":
        links = json.loads((GOLDEN / f"{arg}.json").read_text())["link"]
        return decode(links[max(links, key=int)])
    seed = int(arg)
    return play_out(new_game(players=1, seed=seed, buildings="random"), random.Random(seed),
                    greedy=kind == "greedy")


def strong_game(setup_of: Game) -> Game:
    g = Game(setup_of.setup)
    while not g.is_over:
        g.play(choose(g, "strong"))
    return g


def path(name: str) -> Path:
    return HERE / f"strong-{name.replace(':', '-')}.json"


def load_strong(name: str) -> Game:
    return decode(json.loads(path(name).read_text())["link"])


def regenerate(names: list[str]) -> None:
    for name in names:
        g = strong_game(player_game(name))
        total = g.scores()[0]["total"]
        path(name).write_text(json.dumps({"player_game": name, "total": total,
                                          "link": g.encode()}, indent=1) + "\n")
        print(name, total, flush=True)


if __name__ == "__main__":
    regenerate(sys.argv[1:] or list(PLAYERS))

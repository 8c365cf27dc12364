"""Write the golden games of today's link format into ``format2/``:
``python -m tests.agricola.golden.make`` (run it only when a rules change is meant to
change them, and say why in the commit). ``format1/`` holds the games of the first format
(moves as option indexes), written once and read for good: never rewrite them."""

from __future__ import annotations

import json
import random
from pathlib import Path

from agricola_core import new_game
from agricola_core.bots import play_out

HERE = Path(__file__).resolve().parent
GAMES = [  # players, seed, bot
    (1, 7, "greedy"), (2, 3, "greedy"), (3, 3, "random"), (4, 21, "random")]


def main() -> None:
    for players, seed, bot in GAMES:
        g = play_out(new_game(players, seed), random.Random(seed), greedy=bot == "greedy")
        record = {"players": players, "seed": seed, "bot": bot, "moves": len(g.moves),
                  "link": g.encode(), "scores": g.scores()}
        path = HERE / "format2" / f"{players}p-seed{seed}.json"
        path.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

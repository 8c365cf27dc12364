"""Write the golden games of today's link format into ``format3/``:
``python -m tests.agricola.golden.make`` (run it only when a rules change is meant to
change them, and say why in the commit). ``format1/`` (moves as option indexes) and
``format2/`` (moves as rule facts, no names) hold the games of earlier formats, written
once and read for good: never rewrite them."""

from __future__ import annotations

import json
import random
from pathlib import Path

from agricola_core import new_game
from agricola_core.bots import play_out

HERE = Path(__file__).resolve().parent
GAMES = [  # players, seed, bot, names (non-ASCII, and "": a seat not named)
    (1, 7, "greedy", ("Zoë",)),
    (2, 3, "greedy", ("Anna", "Bo")),
    (3, 3, "random", ("Åsa", "Björn", "Chidi")),
    (4, 21, "random", ("Dörte", "李雷", "O'Brien 🦆", "")),
]


def main() -> None:
    for players, seed, bot, names in GAMES:
        g = play_out(new_game(players, seed, names=names), random.Random(seed),
                     greedy=bot == "greedy")
        record = {"players": players, "seed": seed, "bot": bot, "names": list(names),
                  "moves": len(g.moves), "link": g.encode(), "scores": g.scores()}
        path = HERE / "format3" / f"{players}p-seed{seed}.json"
        path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")


if __name__ == "__main__":
    main()

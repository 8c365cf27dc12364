"""Seeded positions and the keys every AI level chooses there: the record that proves a
change to the search's machinery leaves the computer's play identical.

``python -m tests.ai_choices`` rewrites ``tests/golden/ai/choices.json`` (only ever from an
engine whose play is the reference)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from arle_core import Game, new_game
from arle_core.ai import LEVELS, choose
from arle_core.bots import random_move

RECORD = Path(__file__).parent / "golden" / "ai" / "choices.json"
# (players, variant, buildings) and how many positions of each: 40 in all.
KINDS = [(1, "printed", "starter"), (1, "yucata", "random"),
         (2, "printed", "starter"), (2, "yucata", "random")]
PER_KIND = 10


def positions() -> list[tuple[str, Game]]:
    """40 positions, each a seeded game after a seeded number of random moves (none over)."""
    out = []
    for k, (players, variant, buildings) in enumerate(KINDS):
        for i in range(PER_KIND):
            seed = 1000 * k + i
            rng = random.Random(seed)
            g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
            for _ in range(rng.randrange(0, 75 * players)):
                if g.is_over:
                    break
                g.play(random_move(g, rng))
            if g.is_over:
                continue
            out.append((g.encode(), g))
    return out


def record() -> dict[str, dict[str, str]]:
    return {link: {name: choose(g, name) for name in LEVELS} for link, g in positions()}


if __name__ == "__main__":
    RECORD.write_text(json.dumps(record(), indent=1) + "\n")

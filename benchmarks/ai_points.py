"""Where the computer's points come from (not shipped in the engine wheel).

``python -m benchmarks.ai_points --seeds 1..20`` plays *strong* solo games (random
buildings, printed rules unless ``--variant yucata``; ``--level good`` for another level) in
2 processes and prints, per game, the score sheet's categories, the buildings built and the
goods left at the end, then each category's mean. About 10 minutes on 2 cores for 20
*strong* games. A solo mean says how well the computer plays; this says what it neglects
(e.g. which big buildings stay on the board while their cost lies unused in its stores).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from arle_core import new_game
from arle_core.ai import LEVELS
from arle_core.data.buildings import BUILDINGS
from arle_core.data.variants import VARIANTS
from arle_core.scoring import CATEGORIES

from .ai import JOBS, SOLO_SEEDS, TIMED, play
from .ai_replay import seed_range

Game = tuple[int, dict[str, float], list[str], dict[str, int]]


def solo_game(task: tuple[int, str, str]) -> Game:
    """One solo game: its seed, score sheet, buildings built (most VP first) and goods left."""
    seed, variant, level = task
    g, _ = play(new_game(players=1, seed=seed, variant=variant, buildings="random"),
                (level,), seed)
    p = g.state.players[0]
    built = sorted(p.buildings, key=lambda b: (-BUILDINGS[b].vp, b))
    left = {k: n for k, n in p.goods.items() if n}
    return seed, dict(g.scores()[0]), built, left


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ai_points")
    parser.add_argument("--seeds", type=seed_range, default=list(SOLO_SEEDS),
                        help="solo seeds, e.g. 1..20 (default: the benchmark's)")
    parser.add_argument("--variant", default="printed", choices=list(VARIANTS))
    parser.add_argument("--level", default=TIMED, choices=list(LEVELS))
    parser.add_argument("--jobs", type=int, default=JOBS)
    args = parser.parse_args(argv)
    keys = [key for key, _ in CATEGORIES]
    print("seed", *keys, "total", sep="\t")
    games = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for seed, sheet, built, left in pool.map(
                solo_game, [(s, args.variant, args.level) for s in args.seeds]):
            games.append(sheet)
            print(seed, *(sheet[k] for k in keys), sheet["total"], sep="\t")
            print("", "built: " + ", ".join(f"{BUILDINGS[b].name} ({BUILDINGS[b].vp})"
                                            for b in built), sep="\t")
            print("", "left: " + ", ".join(f"{n} {k}" for k, n in left.items()), sep="\t",
                  flush=True)
    print("mean", *(round(statistics.mean(s[k] for s in games), 2) for k in [*keys, "total"]),
          sep="\t")
    return 0


if __name__ == "__main__":
    sys.exit(main())

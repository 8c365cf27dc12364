"""Tune the evaluation's weights by self-play (not shipped in the engine wheel).

``nice -n 19 python -m benchmarks.tune_ai --evals 120`` plays solo games at a level with
candidate weights and keeps a change when the mean final score over the tuning seeds rises:
a coordinate search (each weight up and down by its step; steps halve after a sweep without
gain). The games are deterministic, so a comparison is exact for those seeds; the tuning
seeds (1000+) are not the benchmark's. The result is written into :mod:`arle_core.ai.weights`.

A solo game's seed only draws the buildings on the board, and *good* builds almost none, so
without more every seed would be the same game (at *good* all score 65.0 with the printed
rules). So each tuning game opens with ``--opening`` worker placements drawn at random (by
its seed) from the legal ones, every other decision of the turn the level's: the seeds are
then different games, and a weight is judged on many positions instead of one line.
``--keys a,b`` tunes only those weights (a full sweep at *strong* costs hours); ``--jobs``
plays a set's games in that many processes.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import arle_core.ai.weights
from arle_core import new_game
from arle_core.ai import LEVELS, choose
from arle_core.ai.evaluate import ALL_WEIGHTS
from arle_core.ai.weights import WEIGHTS
from arle_core.steps import WORKER_TURN

WEIGHTS_FILE = Path(arle_core.ai.weights.__file__)


def solo_score(seed: int, level: str, weights: Mapping[str, float],
               variant: str = "printed", opening: int = 0) -> float:
    """The final score of a solo game at ``level``, its first ``opening`` worker
    placements drawn at random (seeded by ``seed``)."""
    g = new_game(players=1, seed=seed, variant=variant, buildings="random")
    rng = random.Random(seed)
    while not g.is_over:
        if opening > 0 and g.state.stack[-1].kind == WORKER_TURN:
            opening -= 1
            g.play(rng.choice(g.legal_moves()))
        else:
            g.play(choose(g, LEVELS[level], weights))
    return g.scores()[0]["total"]


def _solo(task: tuple[int, str, dict[str, float], int]) -> float:
    seed, level, weights, opening = task
    return solo_score(seed, level, weights, opening=opening)


POOL: ProcessPoolExecutor | None = None


def mean_score(seeds: Sequence[int], level: str, weights: Mapping[str, float],
               opening: int = 0) -> float:
    tasks = [(s, level, dict(weights), opening) for s in seeds]
    scores = POOL.map(_solo, tasks) if POOL is not None else map(_solo, tasks)
    return statistics.mean(scores)


def write_weights(weights: Mapping[str, float], note: str) -> None:
    body = "".join(f'    "{k}": {round(v, 3)!r},\n' for k, v in weights.items())
    table = (f"# BEGIN TUNED WEIGHTS\n# {note}\nWEIGHTS: Mapping[str, float] = "
             f"MappingProxyType({{\n{body}}})\n# END TUNED WEIGHTS")
    text = WEIGHTS_FILE.read_text()
    text = re.sub(r"# BEGIN TUNED WEIGHTS.*# END TUNED WEIGHTS", lambda _: table, text,
                  flags=re.S)
    WEIGHTS_FILE.write_text(text)


def tune(seeds: Sequence[int], level: str, evals: int, write: bool,
         keys: Sequence[str] = ALL_WEIGHTS, opening: int = 0) -> dict[str, float]:
    weights = {k: WEIGHTS[k] for k in ALL_WEIGHTS}
    steps = {k: max(0.2, abs(v) * 0.5) for k, v in weights.items()}
    best = mean_score(seeds, level, weights, opening)
    print(f"start: mean {best:.2f}", flush=True)
    used = 1
    while used < evals:
        improved = False
        for key in keys:
            for sign in (1, -1):
                if used >= evals:
                    break
                trial = dict(weights)
                trial[key] = round(weights[key] + sign * steps[key], 3)
                score = mean_score(seeds, level, trial, opening)
                used += 1
                if score > best:
                    best, weights, improved = score, trial, True
                    print(f"{used}: {key} -> {trial[key]}: mean {best:.2f}", flush=True)
                    if write:
                        write_weights(weights, f"tuned: solo mean {best:.2f} at {level} over "
                                      f"seeds {seeds[0]}..{seeds[-1]} ({used} evaluations)")
                    break
        if not improved:
            steps = {k: s / 2 for k, s in steps.items()}
            print(f"{used}: steps halved", flush=True)
    return weights


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.tune_ai")
    parser.add_argument("--seeds", type=int, default=6, help="tuning games per evaluation")
    parser.add_argument("--level", default="good", choices=list(LEVELS))
    parser.add_argument("--evals", type=int, default=100, help="evaluations (game sets)")
    parser.add_argument("--keys", default=",".join(ALL_WEIGHTS),
                        help="comma-separated weights to tune (default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    parser.add_argument("--opening", type=int, default=4,
                        help="worker placements drawn at random to open each game")
    parser.add_argument("--dry-run", action="store_true", help="do not write weights.py")
    args = parser.parse_args(argv)
    keys = args.keys.split(",")
    unknown = set(keys) - set(ALL_WEIGHTS)
    if unknown:
        parser.error(f"unknown weights: {', '.join(sorted(unknown))}")
    global POOL
    POOL = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    tune(range(1000, 1000 + args.seeds), args.level, args.evals, not args.dry_run, keys,
         args.opening)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The Key Harvest computer player: strong against good in 2-, 3- and 4-player games, the
strong seat rotating (one strong seat, good in the others), with the wins, the mean points
of each level and the CPU time (``time.process_time``, so a busy machine does not inflate
it) of each level's decisions, median and p95.

``python -m benchmarks.keyharvest_ai [--games 20] [--players 2 3 4] [--level strong]
[--other good] [--jobs 2]``; ``--width/--draws/--rounds/--trust`` try another budget for
the first level (what docs/ai.md, "Key Harvest", records was measured so). Seeds 7000 on,
``players * 1000`` apart. The games are independent and deterministic: ``--jobs`` worker
processes give the same results as one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from keyharvest_core import new_game
from keyharvest_core.ai import LEVELS, Level, choose

SEEDS = 7000
GAMES = 20


@dataclass(frozen=True, slots=True)
class Played:
    """One game: the first level's seat, every seat's total, whether that seat won (a
    shared win counts), and the CPU seconds of each decision of each level."""

    seed: int
    seat: int
    totals: tuple[float, ...]
    won: bool
    mine: tuple[float, ...]
    theirs: tuple[float, ...]


def play(players: int, seed: int, seat: int, level: Level, other: Level) -> Played:
    g = new_game(players, seed)
    mine: list[float] = []
    theirs: list[float] = []
    while not g.is_over:
        d = g.decision()
        assert d is not None
        start = time.process_time()
        key = choose(g, level if d.player == seat else other)
        (mine if d.player == seat else theirs).append(time.process_time() - start)
        g.play(key)
    return Played(seed, seat, tuple(s["total"] for s in g.scores()), seat in g.winners(),
                  tuple(mine), tuple(theirs))


def _play(args: tuple[int, int, int, Level, Level]) -> Played:
    return play(*args)


def _cpu(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    return {"decisions": len(times), "median_s": round(statistics.median(times), 4),
            "p95_s": round(times[int(0.95 * (len(times) - 1))], 4),
            "max_s": round(times[-1], 3)}


def match(players: int, games: int, level: Level, other: Level, jobs: int = 1
          ) -> dict[str, object]:
    """``games`` games of ``players``, ``level`` in seat ``i % players`` of game ``i``."""
    tasks = [(players, SEEDS + 1000 * players + i, i % players, level, other)
             for i in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            played = list(pool.map(_play, tasks))
    else:
        played = [_play(t) for t in tasks]
    own = [p.totals[p.seat] for p in played]
    rest = [t for p in played for i, t in enumerate(p.totals) if i != p.seat]
    return {"name": f"keyharvest_ai.{level.name}_vs_{other.name}_{players}p",
            "games": games, f"{level.name}_wins": sum(p.won for p in played),
            f"{level.name}_mean": round(statistics.mean(own), 2),
            f"{other.name}_mean": round(statistics.mean(rest), 2),
            f"{level.name}_cpu": _cpu([t for p in played for t in p.mine]),
            f"{other.name}_cpu": _cpu([t for p in played for t in p.theirs]),
            "scores": [f"{p.totals[p.seat]:g}-{_best_other(p):g}" for p in played]}


def _best_other(p: Played) -> float:
    return max(t for i, t in enumerate(p.totals) if i != p.seat)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.keyharvest_ai")
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--level", default="strong")
    parser.add_argument("--other", default="good")
    parser.add_argument("--jobs", type=int, default=1)
    for name in ("width", "draws", "rounds"):
        parser.add_argument(f"--{name}", type=int, default=None)
    parser.add_argument("--trust", type=float, default=None)
    args = parser.parse_args()
    level = LEVELS[args.level]
    changes = {k: getattr(args, k) for k in ("width", "draws", "rounds", "trust")
               if getattr(args, k) is not None}
    if changes:
        level = replace(level, name=f"{level.name}*", **changes)
    for players in args.players:
        fig = match(players, args.games, level, LEVELS[args.other], args.jobs)
        print(json.dumps({**fig, "level": repr(level)}), flush=True)


if __name__ == "__main__":
    main()

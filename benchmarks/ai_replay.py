"""Paired comparisons for the computer player's late game (not shipped in the engine wheel).

A change to the search or the weights is judged by the mean solo score over many seeds, and
a *strong* game costs about a CPU minute. A change that only acts late in the game can be
judged for a fraction of that: record *strong*'s games once, with the game's code at the
start of each half-year, then replay each of them from that half-year with the change. Up
to there both are the same game, so the difference of the two final scores is the change's
own effect, and a game the change does not touch differs by exactly 0.

Two things measured with it (seeds 201..240). A change to the code of the evaluation of late
positions acts before them, since the look-ahead (10 phases, about 2 half-years) sees them
from earlier: replay from 2 half-years before (``--level`` and ``--weights`` act from
``--from`` on by construction). And a game the change does touch diverges as much as a
whole game does (a change from the 7th half-year on: SD of a game's difference 6 VP). So
the gain is the cost, and the exact zeros of the untouched games, not a smaller noise.

``python -m benchmarks.ai_replay record --seeds 201..240`` plays and stores the games
(``build/ai-replay/strong-printed-201-240.json``; about 20 minutes on 2 cores), then e.g.
``python -m benchmarks.ai_replay compare --seeds 201..240 --from 9 --level width=30`` or
``--weights plan=0.5`` replays them from the 9th half-year's Work Phase (a few minutes)
and prints the mean difference, how many games gained and lost, and the CPU time of the
changed decisions. Replaying with no change reproduces every score (the engine and the
search are deterministic). A recording names the engine's sources it was made with; to
judge a change of the code itself, record with the code before it and compare with the
code after it (``compare`` then says that the sources differ).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TypedDict

import arle_core
from arle_core import decode, new_game
from arle_core.ai import LEVELS, search_for
from arle_core.ai.evaluate import ALL_WEIGHTS
from arle_core.ai.search import Level
from arle_core.ai.weights import WEIGHTS
from arle_core.data.variants import VARIANTS

BASE = "strong"
FOLDER = Path("build/ai-replay")


class Record(TypedDict):
    """A recorded game: its code at the start of each half-year's Work Phase (by half-year),
    and its final total."""

    codes: dict[str, str]
    total: float


def engine_fingerprint() -> str:
    """A digest of the engine's sources (rules, search, weights): a recording made with other
    sources would not be the baseline of a replay."""
    digest = hashlib.sha256()
    root = Path(arle_core.__file__).parent
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def record_game(task: tuple[int, str]) -> tuple[int, Record]:
    seed, variant = task
    game = new_game(players=1, seed=seed, variant=variant, buildings="random")
    codes: dict[str, str] = {}
    while not game.is_over:
        state = game.state
        if state.stage == "work" and str(state.half_year) not in codes:
            codes[str(state.half_year)] = game.encode()
        game.play(search_for(game, BASE)[0])
    return seed, {"codes": codes, "total": game.scores()[0]["total"]}


# A replay's task: seed, code, the half-year the change starts, the changed level, weights.
Task = tuple[int, str, int, Level, dict[str, float]]


def replay_game(task: Task) -> tuple[int, float, list[float]]:
    """The final total from ``code`` with the change from half-year ``start`` on, and the
    CPU seconds of each changed decision."""
    seed, code, start, level, weights = task
    game = decode(code)
    cpu: list[float] = []
    while not game.is_over:
        changed = game.state.half_year >= start
        t = time.process_time()
        key, _ = search_for(game, level if changed else LEVELS[BASE],
                            weights if changed else WEIGHTS)
        if changed:
            cpu.append(time.process_time() - t)
        game.play(key)
    return seed, game.scores()[0]["total"], cpu


def seed_range(text: str) -> list[int]:
    first, _, last = text.partition("..")
    return list(range(int(first), int(last or first) + 1))


def assignments(items: Sequence[str], what: str) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"{what} {item!r}: write it as name=value")
        out[key] = value
    return out


def changed_level(items: Sequence[str]) -> Level:
    base = LEVELS[BASE]
    fields = [f.name for f in dataclasses.fields(Level)]
    values: dict[str, Any] = {}
    for key, value in assignments(items, "--level").items():
        if key not in fields or key == "name":
            raise SystemExit(f"--level {key}: not a Level field ({', '.join(fields)})")
        current = getattr(base, key)
        values[key] = (value.lower() in ("1", "true", "yes") if isinstance(current, bool)
                       else int(value) if isinstance(current, int) else value)
    return dataclasses.replace(base, **values)


def changed_weights(items: Sequence[str]) -> dict[str, float]:
    weights = dict(WEIGHTS)
    for key, value in assignments(items, "--weights").items():
        if key not in ALL_WEIGHTS:
            raise SystemExit(f"--weights {key}: not a weight ({', '.join(ALL_WEIGHTS)})")
        weights[key] = float(value)
    return weights


def path_for(seeds: Sequence[int], variant: str) -> Path:
    return FOLDER / f"{BASE}-{variant}-{seeds[0]}-{seeds[-1]}.json"


def record(seeds: Sequence[int], variant: str, jobs: int) -> None:
    with ProcessPoolExecutor(jobs) as pool:
        games = dict(pool.map(record_game, [(s, variant) for s in seeds]))
    path = path_for(seeds, variant)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"engine": engine_fingerprint(),
                                "games": {str(s): g for s, g in games.items()}}))
    totals = [g["total"] for g in games.values()]
    print(f"{path}: {len(totals)} games, mean {statistics.mean(totals):.2f}")


def compare(seeds: Sequence[int], variant: str, start: int, level: Level,
            weights: Mapping[str, float], jobs: int) -> None:
    path = path_for(seeds, variant)
    if not path.exists():
        raise SystemExit(f"{path}: no recording; run `record` with the same seeds first")
    recording = json.loads(path.read_text())
    same_engine = recording.get("engine") == engine_fingerprint()
    if not same_engine:
        print(f"{path} was recorded with other engine sources: the differences include every"
              " change to them since (from the half-year given on)")
    games: dict[str, Record] = recording["games"]
    tasks: list[Task] = [(s, games[str(s)]["codes"][str(start)], start, level, dict(weights))
                         for s in seeds if str(start) in games[str(s)]["codes"]]
    if same_engine and level == LEVELS[BASE] and dict(weights) == dict(WEIGHTS):
        print("no change given: the replay checks the recording (every difference 0)")
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(replay_game, tasks))
    diffs = [total - games[str(s)]["total"] for s, total, _ in results]
    cpu = sorted(c for *_, times in results for c in times)
    base = statistics.mean(games[str(s)]["total"] for s, *_ in results)
    print(f"{len(diffs)} games from half-year {start}: mean {base:.2f} -> "
          f"{base + statistics.mean(diffs):.2f} ({statistics.mean(diffs):+.2f}; "
          f"{sum(d > 0 for d in diffs)} gained, {sum(d < 0 for d in diffs)} lost, "
          f"SD of a difference {statistics.pstdev(diffs):.1f})")
    if cpu:
        print(f"changed decisions: {len(cpu)}, CPU p95 {cpu[int(0.95 * len(cpu))] * 1000:.0f} ms,"
              f" max {cpu[-1] * 1000:.0f} ms")
    print("differences by seed:", " ".join(f"{s}:{d:+g}" for (s, *_), d in zip(results, diffs,
                                                                            strict=True)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ai_replay")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("record", "compare"):
        p = sub.add_parser(name)
        p.add_argument("--seeds", default="201..240", help="first..last (default 201..240)")
        p.add_argument("--variant", default="printed", choices=list(VARIANTS))
        p.add_argument("--jobs", type=int, default=2, help="processes playing the games")
        if name == "compare":
            p.add_argument("--from", dest="start", type=int, required=True,
                           help="the half-year (1-9) from whose Work Phase the change acts")
            p.add_argument("--level", nargs="*", default=[], help="Level fields: width=30 ...")
            p.add_argument("--weights", nargs="*", default=[], help="weights: plan=0.5 ...")
    args = parser.parse_args(argv)
    seeds = seed_range(args.seeds)
    if args.command == "record":
        record(seeds, args.variant, args.jobs)
    else:
        compare(seeds, args.variant, args.start, changed_level(args.level),
                changed_weights(args.weights), args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())

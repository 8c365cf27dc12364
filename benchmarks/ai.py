"""The computer player's figures, in CPython: ``python -m benchmarks --ai``.

* ``ai.solo_mean_vp``: *strong*, 20 fixed seeds, random buildings, printed rules (and the
  Yucata ruleset), with min/max;
* ``ai.win_rate_vs_greedy``: 2 players, seats alternated, 40 games, for *good* and *strong*;
  ``ai.win_rate_strong_vs_good`` likewise;
* ``ai.decision_ms_p95``: the CPU time (``time.process_time``, so a busy machine does not
  inflate it) of *strong*'s decisions in all of the games above, with the p95 of the nodes
  a decision searched (the budget bounds them), the wall-clock p95 and the nodes searched
  per CPU second over all those decisions beside it.

``--ai-games N`` bounds every figure to N games (seats still alternated) for a short run: a
full run takes about 2 hours on this 2-core machine (a *strong* solo game is about a CPU
minute, a 2-player one about two).
The games are independent and deterministic: they run in ``JOBS`` worker processes
(``ARLE_AI_JOBS``, default 2: the machine has 2 cores), with the same results as one.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

from arle_core import Game, new_game
from arle_core.ai import search_for
from arle_core.bots import greedy_move

from .engine import Figure, figure

SOLO_SEEDS = range(1, 21)
DUEL_GAMES = 40
TIMED = "strong"
JOBS = int(os.environ.get("ARLE_AI_JOBS", "2"))

# One timed decision: (CPU ms, wall ms, nodes).
Timing = tuple[float, float, int]


def play(game: Game, seats: tuple[str, ...], seed: int) -> tuple[Game, list[Timing]]:
    """Play ``game`` out, seat ``i`` by ``seats[i]`` (a level or ``greedy``); the timings
    of the TIMED level's decisions."""
    rng = random.Random(seed)
    timings: list[Timing] = []
    while not game.is_over:
        d = game.decision()
        assert d is not None
        who = seats[d.player]
        if who == "greedy":
            key = greedy_move(game, rng)
        else:
            c0, w0 = time.process_time(), time.perf_counter()
            key, search = search_for(game, who)
            if who == TIMED:
                timings.append(((time.process_time() - c0) * 1e3,
                                (time.perf_counter() - w0) * 1e3, search.nodes))
        game.play(key)
    return game, timings


def solo_game(task: tuple[str, str, int]) -> tuple[float, list[Timing]]:
    level, variant, seed = task
    g, timings = play(new_game(players=1, seed=seed, variant=variant, buildings="random"),
                      (level,), seed)
    return g.scores()[0]["total"], timings


def duel_game(task: tuple[str, str, int]) -> tuple[bool, float, list[Timing]]:
    """Game ``i`` of ``level`` against ``opponent``: seat ``i % 2``, seed ``i // 2``. Whether
    ``level`` won, its margin."""
    level, opponent, i = task
    seat = i % 2
    seats = (level, opponent) if seat == 0 else (opponent, level)
    g, timings = play(new_game(players=2, seed=i // 2, buildings="random"), seats, i // 2)
    totals = [s["total"] for s in g.scores()]
    return g.winner() == seat, totals[seat] - totals[1 - seat], timings


def p95(xs: list[float]) -> float:
    return statistics.quantiles(xs, n=20)[-1] if len(xs) > 1 else (xs[0] if xs else 0.0)


def run(games: int | None = None) -> Iterator[Figure]:
    seeds = SOLO_SEEDS if games is None else range(1, 1 + min(games, len(SOLO_SEEDS)))
    duels = DUEL_GAMES if games is None else games
    timings: list[Timing] = []
    with ProcessPoolExecutor(JOBS) as pool:
        for variant, name in (("printed", "ai.solo_mean_vp"),
                              ("yucata", "ai.solo_mean_vp_yucata")):
            t0 = time.perf_counter()
            results = list(pool.map(solo_game, [(TIMED, variant, s) for s in seeds]))
            scores = [r[0] for r in results]
            for r in results:
                timings += r[1]
            yield figure(name, statistics.mean(scores), "VP", level=TIMED, games=len(scores),
                         min=min(scores), max=max(scores), scores=scores,
                         target=110 if variant == "printed" else None,
                         s=round(time.perf_counter() - t0), load1=os.getloadavg()[0])
        for level, opponent, name in (("good", "greedy", "ai.win_rate_vs_greedy.good"),
                                      ("strong", "greedy", "ai.win_rate_vs_greedy.strong"),
                                      ("strong", "good", "ai.win_rate_strong_vs_good")):
            t0 = time.perf_counter()
            duel = list(pool.map(duel_game, [(level, opponent, i) for i in range(duels)]))
            for d in duel:
                timings += d[2]
            yield figure(name, sum(d[0] for d in duel) / duels, "share", games=duels,
                         mean_margin=round(statistics.mean(d[1] for d in duel), 1),
                         target=0.65 if opponent == "good" else 0.95,
                         s=round(time.perf_counter() - t0), load1=os.getloadavg()[0])
    cpu = [t[0] for t in timings]
    yield figure("ai.decision_ms_p95", p95(cpu), "ms", level=TIMED, clock="cpu",
                 decisions=len(cpu), max=round(max(cpu, default=0.0)),
                 wall_p95=round(p95([t[1] for t in timings])),
                 nodes_p95=round(p95([float(t[2]) for t in timings])),
                 nodes_max=max((t[2] for t in timings), default=0),
                 nodes_per_cpu_s=round(sum(t[2] for t in timings) / max(sum(cpu) / 1e3, 1e-9)),
                 target=1500, load1=os.getloadavg()[0])

"""The computer player's figures (issue 14), in CPython: ``python -m benchmarks --ai``.

* ``ai.solo_mean_vp``: *strong*, 20 fixed seeds, random buildings, printed rules (and the
  Yucata ruleset), with min/max;
* ``ai.win_rate_vs_greedy``: 2 players, seats alternated, 40 games, for *good* and *strong*;
  ``ai.win_rate_strong_vs_good`` likewise;
* ``ai.decision_ms_p95``: the time of *strong*'s decisions in all of the games above.

``--ai-games N`` bounds every figure to N games (seats still alternated) for a short run.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterator

from arle_core import Game, new_game
from arle_core.ai import choose
from arle_core.bots import greedy_move

from .engine import Figure, figure

SOLO_SEEDS = range(1, 21)
DUEL_GAMES = 40


class Clock:
    """Milliseconds per decision of the timed level."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.ms: list[float] = []

    def choose(self, game: Game, who: str, rng: random.Random) -> str:
        if who == "greedy":
            return greedy_move(game, rng)
        if who != self.level:
            return choose(game, who)
        t0 = time.perf_counter()
        key = choose(game, who)
        self.ms.append((time.perf_counter() - t0) * 1e3)
        return key

    def p95(self) -> float:
        return statistics.quantiles(self.ms, n=20)[-1] if len(self.ms) > 1 else 0.0


def play(game: Game, seats: tuple[str, ...], seed: int, clock: Clock) -> Game:
    rng = random.Random(seed)
    while not game.is_over:
        d = game.decision()
        assert d is not None
        game.play(clock.choose(game, seats[d.player], rng))
    return game


def solo(level: str, variant: str, seeds: range, clock: Clock) -> list[float]:
    return [play(new_game(players=1, seed=s, variant=variant, buildings="random"),
                 (level,), s, clock).scores()[0]["total"] for s in seeds]


def win_rate(level: str, opponent: str, games: int, clock: Clock) -> tuple[float, float]:
    """Share of games ``level`` wins against ``opponent`` (seats alternated, game ``i`` on
    seed ``i // 2``), and its mean score margin."""
    wins, margins = 0, []
    for i in range(games):
        seat = i % 2
        seats = (level, opponent) if seat == 0 else (opponent, level)
        g = play(new_game(players=2, seed=i // 2, buildings="random"), seats, i // 2, clock)
        totals = [s["total"] for s in g.scores()]
        wins += g.winner() == seat
        margins.append(totals[seat] - totals[1 - seat])
    return wins / games, statistics.mean(margins)


def run(games: int | None = None) -> Iterator[Figure]:
    clock = Clock("strong")
    seeds = SOLO_SEEDS if games is None else range(1, 1 + min(games, len(SOLO_SEEDS)))
    duels = DUEL_GAMES if games is None else games
    for variant, name in (("printed", "ai.solo_mean_vp"), ("yucata", "ai.solo_mean_vp_yucata")):
        t0 = time.perf_counter()
        scores = solo("strong", variant, seeds, clock)
        yield figure(name, statistics.mean(scores), "VP", level="strong", games=len(scores),
                     min=min(scores), max=max(scores), target=110 if variant == "printed"
                     else None, s=round(time.perf_counter() - t0))
    for level in ("good", "strong"):
        t0 = time.perf_counter()
        rate, margin = win_rate(level, "greedy", duels, clock)
        yield figure(f"ai.win_rate_vs_greedy.{level}", rate, "share", games=duels,
                     mean_margin=round(margin, 1), target=0.95, s=round(time.perf_counter() - t0))
    t0 = time.perf_counter()
    rate, margin = win_rate("strong", "good", duels, clock)
    yield figure("ai.win_rate_strong_vs_good", rate, "share", games=duels,
                 mean_margin=round(margin, 1), target=0.65, s=round(time.perf_counter() - t0))
    yield figure("ai.decision_ms_p95", clock.p95(), "ms", level="strong",
                 decisions=len(clock.ms), max=round(max(clock.ms, default=0.0)), target=1500)

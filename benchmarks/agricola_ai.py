"""The Agricola computer player against the greedy test bot: 2-player games, the
computer in each seat in turn, its mean margin (its points less the bot's), wins and
seconds a game. ``python -m benchmarks.agricola_ai [--games 40] [--level good]``;
``python -m benchmarks`` runs a few games of the good level (:func:`run`)."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from agricola_core import new_game
from agricola_core.ai import LEVELS, choose
from agricola_core.ai.evaluate import WEIGHTS
from agricola_core.bots import greedy_move

from .engine import Figure, figure


@dataclass(frozen=True, slots=True)
class Duel:
    """One game: the computer's seat, both totals, seconds it took."""

    seed: int
    ai_seat: int
    ai: int
    bot: int
    seconds: float

    @property
    def margin(self) -> int:
        return self.ai - self.bot


def duel(seed: int, level: str, weights: Mapping[str, float] = WEIGHTS) -> Duel:
    """A 2-player game of ``seed``: the computer at ``level`` against the greedy bot, the
    computer in seat ``seed % 2`` (seat 0 starts)."""
    ai_seat = seed % 2
    g = new_game(2, seed, start_player=0)
    rng = random.Random(seed)
    start = time.perf_counter()
    while not g.is_over:
        d = g.decision()
        assert d is not None
        if d.player == ai_seat:
            g.play(choose(g, level, weights))
        else:
            g.play(greedy_move(g, rng))
    totals = [s["total"] for s in g.scores()]
    return Duel(seed, ai_seat, totals[ai_seat], totals[1 - ai_seat],
                time.perf_counter() - start)


def summary(duels: list[Duel], level: str) -> dict[str, object]:
    margins = [d.margin for d in duels]
    return {"name": f"agricola_ai.{level}_vs_greedy_2p", "games": len(duels),
            "mean_margin": round(statistics.mean(margins), 2),
            "median_margin": statistics.median(margins),
            "wins": sum(m > 0 for m in margins), "ties": sum(m == 0 for m in margins),
            "mean_ai": round(statistics.mean(d.ai for d in duels), 2),
            "mean_bot": round(statistics.mean(d.bot for d in duels), 2),
            "seconds_a_game": round(statistics.mean(d.seconds for d in duels), 2)}


def run(quick: bool) -> Iterator[Figure]:
    """The good level's mean margin over the greedy bot (4 games quick, else 40)."""
    duels = [duel(seed, "good") for seed in range(4 if quick else 40)]
    info = {k: v for k, v in summary(duels, "good").items()
            if k not in ("name", "mean_margin")}
    yield figure("agricola.ai_good_vs_greedy_margin_2p",
                 statistics.mean(d.margin for d in duels), "points", **info)


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.agricola_ai")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", default="good", choices=tuple(LEVELS))
    args = parser.parse_args()
    duels = [duel(seed, args.level) for seed in range(args.games)]
    print(json.dumps(summary(duels, args.level)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
